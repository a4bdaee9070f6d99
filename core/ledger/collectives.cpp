// Alpha-beta collective costs (formulas.md §7.1) and the API op `collective`. Byte conventions and
// busbw factors follow nccl-tests (src/*.cu *GetBw, doc/PERFORMANCE.md); see ledger/collectives.h.
#include "core/ledger/collectives.h"

#include <algorithm>
#include <cmath>

#include "core/spec/units.h"

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

}  // namespace ledgerlab
