// Alpha-beta collective costs (formulas.md §7.1) and the API op `collective`. Byte conventions and
// busbw factors follow nccl-tests (src/*.cu *GetBw, doc/PERFORMANCE.md); see collectives.h.
#include "core/collectives.h"

#include <algorithm>
#include <cmath>

#include "core/api_ops.h"
#include "core/units.h"

namespace ledgerlab {

static const struct {
  collective_kind k;
  const char* name;
} collective_names[] = {
    {collective_kind::all_reduce, "all_reduce"},         {collective_kind::all_gather, "all_gather"},
    {collective_kind::reduce_scatter, "reduce_scatter"}, {collective_kind::all_to_all, "all_to_all"},
    {collective_kind::broadcast, "broadcast"},           {collective_kind::send_recv, "send_recv"},
};

bool parse_collective_kind(const std::string& s, collective_kind& out) {
  for (const auto& c : collective_names)
    if (s == c.name) {
      out = c.k;
      return true;
    }
  return false;
}

const char* collective_name(collective_kind k) {
  for (const auto& c : collective_names)
    if (c.k == k) return c.name;
  return "?";
}

// nccl-tests doc/PERFORMANCE.md: busbw = algbw × factor, so busbw is comparable with the link rate.
double busbw_factor(collective_kind k, long long n) {
  if (n <= 1) return 0.0;
  const double nn = static_cast<double>(n);
  switch (k) {
    case collective_kind::all_reduce: return 2.0 * (nn - 1.0) / nn;
    case collective_kind::all_gather:
    case collective_kind::reduce_scatter:
    case collective_kind::all_to_all: return (nn - 1.0) / nn;
    case collective_kind::broadcast:
    case collective_kind::send_recv: return 1.0;
  }
  return 0.0;
}

link_spec effective_link(const link_spec& l, double collective_efficiency) {
  link_spec e = l;
  e.bytes_per_s = l.bytes_per_s * collective_efficiency;
  return e;
}

static void finish_bw(collective_cost& c, collective_kind k, double bytes, long long n) {
  c.factor = busbw_factor(k, n);
  c.algbw_bytes_per_s = c.time_s > 0 ? bytes / c.time_s : 0.0;
  c.busbw_bytes_per_s = c.algbw_bytes_per_s * c.factor;
}

static std::string link_str(const link_spec& l) {
  return "α = " + fmt_num(l.latency_s * 1e6, 4) + " µs, B = " + fmt_num(l.bytes_per_s / GB, 4) + " GB/s";
}

// Flat α-β times, formulas.md §7.1 table (ring unless stated; tree for all_reduce/broadcast).
collective_cost collective_time(collective_kind k, collective_algo algo, double S, long long n,
                                const link_spec& link, bool want_steps) {
  collective_cost c;
  const double a = link.latency_s, B = link.bytes_per_s;
  const double nn = static_cast<double>(n);
  std::string formula;
  if (k == collective_kind::send_recv) {
    // send_recv is one point-to-point transfer, whatever n: α + S/B
    c.bytes_sent_per_rank = S;
    c.time_s = a + S / B;
    formula = "α + S/B [§7.1 send_recv]";
  } else if (n <= 1) {
    c.time_s = 0;
    c.bytes_sent_per_rank = 0;
    formula = "one rank: nothing to communicate";
  } else {
    switch (k) {
      case collective_kind::all_reduce:
        if (algo == collective_algo::tree) {
          // double binary tree: reduce up + broadcast down, pipelined: ≈ 2·log2(n)·α + 2·S/B
          c.bytes_sent_per_rank = 2.0 * S;
          c.time_s = 2.0 * std::log2(nn) * a + 2.0 * S / B;
          formula = "2·log2(n)·α + 2·S/B [§7.1 all_reduce tree]";
        } else {
          // ring: reduce-scatter + all-gather, 2(n−1) steps of S/n (the seed page's 2(P−1)/P·N·bytes)
          c.bytes_sent_per_rank = 2.0 * (nn - 1.0) / nn * S;
          c.time_s = 2.0 * (nn - 1.0) * a + c.bytes_sent_per_rank / B;
          formula = "2(n−1)·α + 2(n−1)/n·S/B [§7.1 all_reduce ring]";
        }
        break;
      case collective_kind::all_gather:
      case collective_kind::reduce_scatter:
      case collective_kind::all_to_all:
        c.bytes_sent_per_rank = (nn - 1.0) / nn * S;
        c.time_s = (nn - 1.0) * a + c.bytes_sent_per_rank / B;
        formula = std::string("(n−1)·α + (n−1)/n·S/B [§7.1 ") + collective_name(k) + "]";
        break;
      case collective_kind::broadcast:
        c.bytes_sent_per_rank = S;
        if (algo == collective_algo::tree) {
          c.time_s = std::log2(nn) * a + S / B;
          formula = "log2(n)·α + S/B [§7.1 broadcast, pipelined tree]";
        } else {
          c.time_s = (nn - 1.0) * a + S / B;
          formula = "(n−1)·α + S/B [§7.1 broadcast, pipelined ring]";
        }
        break;
      case collective_kind::send_recv: break;
    }
  }
  finish_bw(c, k, S, n);
  if (want_steps) {
    c.steps.push_back({"bytes_sent_per_rank", "bytes sent per rank", std::string(collective_name(k)) +
                       ", n = " + std::to_string(n) + ", S = " + format_bytes(S), c.bytes_sent_per_rank, "bytes"});
    c.steps.push_back({"time", std::string(collective_name(k)) + " time", formula + " with " + link_str(link) +
                       ", n = " + std::to_string(n), c.time_s, "s"});
    c.steps.push_back({"busbw", "bus bandwidth", "algbw × " + fmt_num(c.factor, 6) +
                       " (nccl-tests busbw factor) = " + fmt_num(c.algbw_bytes_per_s / GB, 5) + " GB/s × " +
                       fmt_num(c.factor, 6), c.busbw_bytes_per_s, "bytes_per_s"});
  }
  return c;
}

collective_cost hierarchical_collective(collective_kind k, collective_algo algo, double S, long long n,
                                        long long per_node, const link_spec& intra, const link_spec& inter,
                                        bool want_steps) {
  per_node = std::max<long long>(1, std::min(per_node, n));
  if (per_node >= n) return collective_time(k, algo, S, n, intra, want_steps);
  if (per_node == 1 || n % per_node != 0) return collective_time(k, algo, S, n, inter, want_steps);
  const long long g = per_node, nodes = n / per_node;
  const double gd = static_cast<double>(g), nd = static_cast<double>(n);
  collective_cost c;
  std::vector<ledger_row> sub;
  auto add = [&](const char* what, const collective_cost& part) {
    c.time_s += part.time_s;
    c.bytes_sent_per_rank += part.bytes_sent_per_rank;
    if (want_steps)
      for (auto row : part.steps)
        if (row.key == "time") {
          row.label = std::string(what) + ": " + row.label;
          row.key = std::string("time_") + what;
          sub.push_back(row);
        }
  };
  std::string formula;
  switch (k) {
    case collective_kind::all_reduce:
      // reduce-scatter inside the node, all-reduce of the 1/g shard across nodes (g rails in
      // parallel), all-gather inside the node (NCCL's hierarchical ring/tree decomposition).
      add("intra_rs", collective_time(collective_kind::reduce_scatter, algo, S, g, intra, want_steps));
      add("inter_ar", collective_time(collective_kind::all_reduce, algo, S / gd, nodes, inter, want_steps));
      add("intra_ag", collective_time(collective_kind::all_gather, algo, S, g, intra, want_steps));
      formula = "RS_intra(S, g) + AR_inter(S/g, n/g) + AG_intra(S, g) [§7.1, hierarchical]";
      break;
    case collective_kind::all_gather:
      add("inter_ag", collective_time(collective_kind::all_gather, algo, S / gd, nodes, inter, want_steps));
      add("intra_ag", collective_time(collective_kind::all_gather, algo, S, g, intra, want_steps));
      formula = "AG_inter(S/g, n/g) + AG_intra(S, g) [§7.1, hierarchical]";
      break;
    case collective_kind::reduce_scatter:
      add("intra_rs", collective_time(collective_kind::reduce_scatter, algo, S, g, intra, want_steps));
      add("inter_rs", collective_time(collective_kind::reduce_scatter, algo, S / gd, nodes, inter, want_steps));
      formula = "RS_intra(S, g) + RS_inter(S/g, n/g) [§7.1, hierarchical]";
      break;
    case collective_kind::all_to_all: {
      // every rank sends S/n to each peer: (n−g)/n·S leaves the node on its own NIC, (g−1)/n·S
      // stays on NVLink; both proceed at once (§7.1: multi-node all-to-all is bounded by one NIC).
      const double remote = (nd - gd) / nd * S, local = (gd - 1.0) / nd * S;
      c.bytes_sent_per_rank = remote + local;
      c.time_s = (nd - 1.0) * inter.latency_s + std::max(remote / inter.bytes_per_s, local / intra.bytes_per_s);
      formula = "(n−1)·α_inter + max((n−g)/n·S/B_inter, (g−1)/n·S/B_intra) [§7.1, one NIC per GPU]";
      break;
    }
    case collective_kind::broadcast:
    case collective_kind::send_recv: {
      collective_cost f = collective_time(k, algo, S, n, inter, false);
      c.time_s = f.time_s;
      c.bytes_sent_per_rank = f.bytes_sent_per_rank;
      formula = "on the inter-node link (group spans nodes) [§7.1]";
      break;
    }
  }
  finish_bw(c, k, S, n);
  if (want_steps) {
    c.steps.push_back({"bytes_sent_per_rank", "bytes sent per rank", std::string(collective_name(k)) +
                       ", n = " + std::to_string(n) + " (" + std::to_string(g) + " per node × " +
                       std::to_string(nodes) + " nodes), S = " + format_bytes(S), c.bytes_sent_per_rank, "bytes"});
    for (auto& r : sub) c.steps.push_back(r);
    c.steps.push_back({"time", std::string(collective_name(k)) + " time (hierarchical)", formula + "; intra " +
                       link_str(intra) + ", inter " + link_str(inter), c.time_s, "s"});
    c.steps.push_back({"busbw", "bus bandwidth", "algbw × " + fmt_num(c.factor, 6) + " (nccl-tests busbw factor)",
                       c.busbw_bytes_per_s, "bytes_per_s"});
  }
  return c;
}

// ---- API op `collective` -----------------------------------------------------------------------

static link_spec parse_link(const json& j, const std::string& path) {
  obj_reader r(j, path);
  link_spec l;
  l.bytes_per_s = r.positive_required("bytes_per_s");
  l.latency_s = r.non_negative("latency_s", 0.0);
  r.finish();
  return l;
}

json op_collective(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const std::string kind_s = r.string_required("collective");
  collective_kind kind;
  if (!parse_collective_kind(kind_s, kind))
    fail("invalid_value", "/collective", "collective must be one of all_reduce, all_gather, reduce_scatter, "
         "all_to_all, broadcast, send_recv; got \"" + kind_s + "\"");
  const double bytes = r.non_negative("bytes", -1.0);
  if (bytes < 0) fail("missing_field", "/bytes", "bytes is required (nccl-tests size convention, API.md)");
  const long long ranks = r.integer_required("ranks", 1, 1LL << 40);
  const std::string algo_s = r.choice("algorithm", "ring", {"ring", "tree"});
  const collective_algo algo = algo_s == "tree" ? collective_algo::tree : collective_algo::ring;
  const json* link_j = r.raw("link");
  const json* hw_j = r.raw("hardware");
  const json* rpn_j = r.raw("ranks_per_node");
  const double eff_override = r.fraction("efficiency", -1.0);
  r.finish();
  if (!link_j && !hw_j) fail("missing_field", "/link", "link ({\"bytes_per_s\", \"latency_s\"}) or hardware is required");
  if (link_j && hw_j) fail("invalid_value", "/hardware", "give either link or hardware, not both");
  collective_cost c;
  json extra = json::object();
  if (link_j) {
    if (rpn_j) fail("invalid_value", "/ranks_per_node", "ranks_per_node needs hardware (two links), not link");
    link_spec l = parse_link(*link_j, "/link");
    if (eff_override > 0) l = effective_link(l, eff_override);
    c = collective_time(kind, algo, bytes, ranks, l, true);
  } else {
    const hardware_spec hw = parse_hardware(*hw_j, "/hardware");
    long long per_node = std::min(ranks, hw.gpus_per_node);
    if (rpn_j) per_node = as_integer(*rpn_j, "/ranks_per_node", 1, ranks);
    if (ranks % per_node != 0)
      fail("infeasible", "/ranks_per_node", "ranks (" + std::to_string(ranks) + ") must be a multiple of ranks_per_node (" +
           std::to_string(per_node) + ")");
    const double eff = eff_override > 0 ? eff_override : hw.collective_efficiency;
    c = hierarchical_collective(kind, algo, bytes, ranks, per_node, effective_link(hw.intra_node, eff),
                                effective_link(hw.inter_node, eff), true);
    extra["ranks_per_node"] = per_node;
    extra["collective_efficiency"] = eff;
  }
  if (!std::isfinite(c.time_s) || !std::isfinite(c.bytes_sent_per_rank))
    fail("invalid_value", "/bytes", "the collective's time overflows a double for these bytes, ranks and link values");
  json out = {{"collective", kind_s},
              {"algorithm", algo_s},
              {"bytes", bytes},
              {"ranks", ranks},
              {"time_s", c.time_s},
              {"bytes_sent_per_rank", c.bytes_sent_per_rank},
              {"algbw_bytes_per_s", c.algbw_bytes_per_s},
              {"busbw_bytes_per_s", c.busbw_bytes_per_s},
              {"busbw_factor", c.factor},
              {"steps", steps_to_json(c.steps)}};
  for (auto& [k2, v] : extra.items()) out[k2] = v;
  return out;
}

}  // namespace ledgerlab
