// Calibrated hardware profile (calibration.md §10) from the bench's raw results: matmul peaks and
// efficiency table, memory bandwidth, host link, per-collective segmented α-β fits (core/fit) per
// variant, links from the all-reduce fit (ring conversion of §10), datasheet comparison and flags.
// Parts not measured (--only) come from the datasheet, said so. The report text lives in
// calib/report.cpp; memory, host-link, clock and collective summaries in calib/profile_parts.cpp.
#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "core/calib/profile.h"
#include "core/spec/catalog.h"
#include "core/ledger/collectives.h"
#include "core/calib/fit.h"
#include "core/calib/gemm_fit.h"
#include "core/calib/profile_parts.h"
#include "core/spec/hardware.h"
#include "core/spec/units.h"

namespace ledgerlab {

std::string match_datasheet(const std::string& name) {
  auto has = [&](const char* s) { return name.find(s) != std::string::npos; };
  // Grace Hopper (GH200) and H100 NVL (94 GB, 3.9 TB/s) have no catalog entry: matching them to an
  // SXM or PCIe part would compare against the wrong peaks. No datasheet: measured peaks.
  if (has("GH200") || (has("H100") && has("NVL"))) return "";
  if (has("H200")) return has("NVL") ? "h200-nvl" : "h200-sxm";  // "NVIDIA H200 NVL" is a PCIe card, not SXM
  if (has("H100")) return has("PCIe") ? "h100-pcie" : "h100-sxm";
  if (has("A100")) return has("40GB") ? "a100-40gb-sxm" : "a100-80gb-sxm";
  if (has("B200")) return "b200";
  if (has("L40S")) return "l40s";
  if (has("RTX 4090")) return "rtx-4090";
  if (has("MI300X")) return "mi300x";
  return "";
}

namespace {

bool timed_point(const json& p) { return calib_timed_point(p); }

std::vector<double> rates_of(const json& p) {  // per-iteration work/time
  std::vector<double> r;
  for (const json& t : p.at("times_s")) r.push_back(p.at("work").get<double>() / t.get<double>());
  return r;
}

// Reads and checks the parts of the results document the builder uses (pointer-named errors).
void validate_results(const json& res) {
  obj_reader r(res, "");
  r.choice("backend", "", {"cpu", "cuda"});
  {
    obj_reader d(r.require("device"), "/device");
    d.string_required("name");
    d.positive_required("memory_bytes");
  }
  r.integer_required("gpus_per_node", 1, 1 << 16);
  const json& ops = r.require("ops");
  if (!ops.is_array()) fail("invalid_value", "/ops", "ops must be an array");
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const std::string at = ptr_join("/ops", i);
    obj_reader o(ops[i], at);
    o.string_required("group");
    o.string_required("name");
    const json& pts = o.require("points");
    if (!pts.is_array()) fail("invalid_value", o.at("points"), "points must be an array");
    for (std::size_t k = 0; k < pts.size(); ++k) {
      obj_reader pr(pts[k], ptr_join(o.at("points"), k));
      pr.non_negative("size", 0);
      pr.non_negative("work", 0);
      if (!pts[k].contains("median_s")) continue;
      const json& ts = pr.require("times_s");
      if (!ts.is_array() || ts.empty()) fail("invalid_value", pr.at("times_s"), "times_s must be a non-empty array");
      for (std::size_t t = 0; t < ts.size(); ++t) {
        double v = as_number(ts[t], ptr_join(pr.at("times_s"), t));
        if (!(v > 0)) fail("invalid_value", ptr_join(pr.at("times_s"), t), "times must be > 0");
      }
      pr.positive("median_s", 1);
    }
  }
}

const char* primary_dtypes[] = {"bf16", "fp16", "tf32", "fp32", "fp8"};

}  // namespace

json build_calibrated_profile(const json& res, const calib_meta& meta) {
  validate_results(res);
  const json& dev = res.at("device");
  const std::string backend = res.value("backend", "cpu");
  std::string ds_id = meta.datasheet_id;
  if (ds_id.empty()) ds_id = backend == "cuda" ? match_datasheet(dev.at("name").get<std::string>()) : "";
  if (ds_id == "none") ds_id.clear();
  const bool have_ds = !ds_id.empty();
  hardware_spec ds;
  if (have_ds) ds = parse_hardware(json{{"preset", ds_id}}, "/datasheet");

  json prof;
  prof["name"] = dev.at("name").get<std::string>() + " (calibrated)";
  prof["source"] = "calibrated";
  prof["profile_version"] = 1;
  prof["memory_bytes"] = dev.at("memory_bytes");
  prof["gpus_per_node"] = res.at("gpus_per_node");
  // The device's SM count (cudaDeviceProp::multiProcessorCount) feeds the step model's GEMM wave
  // quantization (ledger/gemm_shape.h); CPU runs have none.
  if (dev.contains("sms") && dev["sms"].is_number_integer() && dev["sms"].get<long long>() > 0) prof["sm_count"] = dev["sms"];
  // The architecture selects the published attention-kernel tables (ledger/attention_kernel.h):
  // the matched datasheet's (same die).
  if (have_ds && !ds.architecture.empty()) prof["architecture"] = ds.architecture;
  json flags = json::array(), details = json::array();
  auto flag = [&](const std::string& f, const std::string& why) {
    if (std::find(flags.begin(), flags.end(), f) == flags.end()) flags.push_back(f);
    details.push_back({{"flag", f}, {"detail", why}});
  };

  // ---- matmul: best shape per dtype (median of its iterations), efficiency vs size -----------
  json peaks = json::object(), achieved = json::object(), eff_table = json::object();
  if (have_ds)
    for (const auto& [k, v] : ds.peak_flops_per_s) peaks[k] = v;
  std::map<std::string, double> best_rate;
  for (const json& op : res.at("ops")) {
    if (op.at("group") != "matmul") continue;
    const std::string dt = op.at("name");
    dtype d;
    if (!parse_dtype(dt, d, false)) continue;  // fp64 etc.: kept in the raw results only
    const json* best = nullptr;
    for (const json& p : op.at("points"))
      if (timed_point(p) && (!best || p.at("work").get<double>() / p.at("median_s").get<double>() >
                                          best->at("work").get<double>() / best->at("median_s").get<double>()))
        best = &p;
    if (!best) continue;
    const double rate = best->at("work").get<double>() / best->at("median_s").get<double>();
    best_rate[dt] = rate;
    auto rs = rates_of(*best);
    achieved[dt] = {{"median", rate}, {"ci95", {percentile_of(rs, 2.5), percentile_of(rs, 97.5)}}};
    if (best->contains("shape")) achieved[dt]["best_shape"] = best->at("shape");
    achieved[dt]["statistic"] = op.value("statistic", std::string("median of the timed iterations"));
    if (best->contains("algorithm")) achieved[dt]["algorithm"] = best->at("algorithm");
    if (op.contains("fp8_fast_accum")) achieved[dt]["fp8_fast_accum"] = op["fp8_fast_accum"];
    if (!peaks.contains(dt)) peaks[dt] = rate;  // no datasheet peak: the measured one
    const double ref = peaks[dt].get<double>();
    std::map<double, double> by_work;  // Calculon-style [[flops, efficiency]], largest first
    for (const json& p : op.at("points"))
      if (timed_point(p)) {
        const double w = p.at("work"), e = w / p.at("median_s").get<double>() / ref;
        by_work[w] = std::max(by_work[w], e);
      }
    json tab = json::array();
    for (auto it = by_work.rbegin(); it != by_work.rend(); ++it) tab.push_back({it->first, it->second});
    eff_table[dt] = tab;
  }
  const json parts = res.value("parts", json::array());
  auto measured_part = [&](const char* part) {  // a results file without "parts" measured everything
    return parts.empty() || std::find(parts.begin(), parts.end(), part) != parts.end();
  };
  if (best_rate.empty()) {
    if (measured_part("gemm"))
      fail("invalid_value", "/ops", "no matmul measurement passed its check: cannot write peak_flops_per_s");
    if (!have_ds)
      fail("invalid_value", "/parts", "matmul was not measured (--only) and no datasheet matched this device: "
                                      "pass --datasheet ID, or include gemm");
    flag("not_measured", "matmul (--only): peaks from the datasheet " + ds_id + ", achievable fraction from the catalog");
  }
  // A CPU has no TF32 units; the core runs fp32 activations as "tf32" compute (ledger/time.cpp),
  // which on a CPU is the measured fp32 GEMM. bf16/fp16 stay absent: not measured, not invented.
  if (backend == "cpu" && best_rate.count("fp32") && !peaks.contains("tf32")) peaks["tf32"] = best_rate["fp32"];
  prof["peak_flops_per_s"] = peaks;
  prof["achieved_flops_per_s"] = achieved;
  prof["matmul_efficiency"] = eff_table;

  // ---- memory bandwidth: per GPU best of N (BabelStream), the lowest GPU's --------------------
  flag_list part_flags;
  double triad = 0, copy = 0;
  const json hbm = memory_summary(res.at("ops"), triad, copy, part_flags);
  const double mem_bw = triad > 0 ? triad : copy;
  if (!(mem_bw > 0)) {
    if (measured_part("hbm"))
      fail("invalid_value", "/ops", "no memory-bandwidth measurement passed its check: cannot write hbm_bytes_per_s");
    if (!have_ds)
      fail("invalid_value", "/parts", "memory bandwidth was not measured (--only) and no datasheet matched this device: "
                                      "pass --datasheet ID, or include hbm");
    flag("not_measured", "memory bandwidth (--only): hbm_bytes_per_s from the datasheet " + ds_id +
                             ", achievable fraction from the catalog");
  }
  prof["hbm_bytes_per_s"] = have_ds ? ds.hbm_bytes_per_s : mem_bw;
  if (mem_bw > 0) prof["hbm"] = hbm;

  // ---- GEMM efficiency curve per dtype (docs/formulas.md §11.1): the step model's time by shape,
  // fitted to the timed shapes (median times) with the measured memory bandwidth and SM count ----
  {
    json curves = json::object();
    std::string fitted, sustained_from;
    const int sms = dev.contains("sms") && dev["sms"].is_number_integer() ? dev["sms"].get<int>() : 0;
    for (const json& op : res.at("ops")) {
      if (op.at("group") != "matmul") continue;
      const std::string dt = op.at("name");
      dtype d;
      if (!parse_dtype(dt, d, false) || !peaks.contains(dt)) continue;
      std::vector<gemm_sample> smp;
      for (const json& p : op.at("points"))
        if (timed_point(p) && p.contains("shape") && p["shape"].is_array() && p["shape"].size() == 3) {
          gemm_sample x;
          x.M = p["shape"][0], x.N = p["shape"][1], x.K = p["shape"][2];
          x.time_s = p.at("median_s");
          smp.push_back(x);
        }
      if (smp.size() < 2) continue;
      // bytes per element: fp8 inputs 1 B with a 2 B output, fp32/tf32 4 B, else 2 B
      const double in_b = dt == "fp8" ? 1 : (dt == "fp32" || dt == "tf32") ? 4 : 2, out_b = in_b == 1 ? 2 : in_b;
      // W: the measured bandwidth; with --only gemm, the datasheet's (the profile's hbm_bytes_per_s)
      const double w_bytes_per_s = mem_bw > 0 ? mem_bw : prof["hbm_bytes_per_s"].get<double>();
      const gemm_params g = make_gemm_params(hardware_spec{}, dt, in_b, out_b, w_bytes_per_s, sms);
      gemm_params gp = g;
      gp.peak_flops_per_s = peaks[dt].get<double>();
      try {
        const gemm_curve_fit f = fit_gemm_curve(smp, gp);
        curves[dt] = {{"max_efficiency", f.max_efficiency},
                      {"overhead_s", f.overhead_s},
                      {"ceiling", std::clamp(best_rate.count(dt) ? best_rate[dt] / gp.peak_flops_per_s : 1.0, 1e-6, 1.0)},
                      {"fit", {{"points", f.points}, {"rms_log_error", f.rms_log_error}, {"mean_abs_rel_error", f.mean_abs_rel_error}}}};
        // The shapes are timed one at a time after a short warm-up (boost-clock figures, like
        // mamf-finder's MAMF); a full node training sustains less (docs/formulas.md §11.1): the
        // matched datasheet's sustained ratio is carried over, since one calibrate run does not
        // saturate the node's power budget.
        if (have_ds) {
          const auto it = ds.gemm.find(dt);
          if (it != ds.gemm.end() && it->second.sustained < 1) {
            curves[dt]["sustained"] = it->second.sustained;
            sustained_from = ds_id;
          }
        }
        fitted += (fitted.empty() ? "" : ", ") + dt + " (" + std::to_string(f.points) + " shapes)";
      } catch (const api_error&) {
        // all shapes of one size: no curve, the step model falls back to efficiency.matmul
      }
    }
    if (!curves.empty()) {
      curves["source"] = "fitted by ledgerlab calibrate to this device's timed GEMM shapes: " + fitted +
                         "; W = " + std::string(mem_bw > 0 ? "measured" : "datasheet") + " memory bandwidth, " + std::to_string(sms) + " SMs" +
                         (sustained_from.empty() ? std::string("") : "; sustained (power-saturated) ratio from the datasheet " + sustained_from) +
                         " (docs/formulas.md §11.1)";
      prof["gemm"] = curves;
    }
  }

  // ---- host link and peer --------------------------------------------------------------------
  const json host = host_link_summary(res.at("ops"), res.value("gpus", json::array()), part_flags);
  if (!host.empty()) prof["host_link"] = host;
  json peer = json::object();
  for (const json& op : res.at("ops")) {
    if (op.at("group") != "peer") continue;
    for (const json& p : op.at("points"))
      if (timed_point(p)) {
        json e = {{"bytes_per_s", p.at("work").get<double>() / p.at("median_s").get<double>()}};
        for (const char* k : {"src_gpu", "dst_gpu", "src_rank", "dst_rank", "peer_access", "topology", "host"})
          if (op.contains(k)) e[k] = op[k];
        peer[op.at("name").get<std::string>()] = e;
      }
  }

  // ---- collectives: segmented fits per (collective, scope, n), per variant -------------------
  json colls = json::object();
  const alpha_beta_fit* ar_fit[3] = {nullptr, nullptr, nullptr};  // intra, inter, world
  bool ar_unusable = false;  // an all-reduce over 2+ ranks was timed, but every size regime was left out
  std::deque<alpha_beta_fit> keep;  // stable addresses for ar_fit
  int ar_ranks[3] = {0, 0, 0};
  // One fit of one op: effective fit, segments, cross-checks; busbw_max out. Empty when < 2 sizes.
  auto fit_op = [&](const json& op, double& busbw_max, std::vector<alpha_beta_fit>& seg_fits, alpha_beta_fit& eff_out) -> json {
    std::vector<fit_point> pts;
    busbw_max = 0;
    for (const json& p : op.at("points"))
      if (timed_point(p)) {
        fit_point fp;
        fp.bytes = p.at("size");
        for (const json& t : p.at("times_s")) fp.times_s.push_back(t);
        pts.push_back(fp);
        busbw_max = std::max(busbw_max, p.at("size").get<double>() / p.at("median_s").get<double>() *
                                            op.value("bus_factor", 1.0));
      }
    if (pts.size() < 2) return json();
    const alpha_beta_fit eff = fit_alpha_beta(pts);
    eff_out = eff;
    json entry = {{"scope", op.value("scope", "intra")},
                  {"algorithm", res.value("collective_algorithm", backend == "cuda" ? "nccl" : "mpi")},
                  {"variant", variant_name(op)},
                  {"dtype", op.value("dtype", std::string("fp32"))},
                  {"in_place", op.value("in_place", false)},
                  {"effective", fit_to_json(eff)},
                  {"r2", eff.r2},
                  {"busbw_max_bytes_per_s", busbw_max}};
    if (op.contains("method")) entry["method"] = op["method"];
    if (op.contains("rank_statistic")) entry["rank_statistic"] = op["rank_statistic"];
    if (op.contains("smoke_test")) entry["smoke_test"] = op["smoke_test"];
    const json runs = algorithm_runs(op);
    bool nvls = false;
    for (const json& r : runs) nvls |= r.value("algorithm", "").rfind("NVLS", 0) == 0;
    entry["nvls"] = nvls;
    if (!runs.empty()) entry["nccl_algorithms"] = runs;
    if (op.contains("nvls")) entry["nvls_setting"] = op["nvls"];
    if (eff.heldout_rel_err >= 0) entry["heldout_rel_err"] = eff.heldout_rel_err;
    json segs = json::array();
    seg_fits = pts.size() >= 8 ? fit_segments(pts) : std::vector<alpha_beta_fit>{eff};
    // A regime whose fitted α is no latency (above 1 s: the timings of a loaded or oversubscribed machine, where
    // the time stopped growing with the size) is no protocol segment a profile can state: it is left out, listed
    // under "dropped_segments" and flagged, instead of writing a profile that the reader rejects (seen on a 2-core
    // machine at load 6.5: α = 1.3 s for the largest sizes of an MPI all-reduce).
    json dropped = json::array();
    for (auto it = seg_fits.begin(); it != seg_fits.end();) {
      if (it->alpha_s > max_segment_alpha_s) {
        dropped.push_back(fit_to_json(*it));
        it = seg_fits.erase(it);
      } else {
        ++it;
      }
    }
    if (!dropped.empty()) {
      entry["dropped_segments"] = dropped;
      flag("collective_fit_unusable",
           op.value("name", std::string("collective")) + " over " + std::to_string(op.value("ranks", 0)) + " ranks: " +
               std::to_string(dropped.size()) + " size regime(s) fitted α above " + fmt_num(max_segment_alpha_s, 3) +
               " s (no latency: timings of a loaded machine?) and were left out; rerun calibrate on an idle machine");
    }
    for (const auto& sf : seg_fits) segs.push_back(fit_to_json(sf));
    entry["protocol_segments"] = segs;
    // Cross-checks (§6 step 7): B∞ from the 3 largest sizes, α from the 5 smallest.
    std::vector<fit_point> sorted = pts;
    std::sort(sorted.begin(), sorted.end(), [](const fit_point& x, const fit_point& y) { return x.bytes < y.bytes; });
    std::vector<double> big, small;
    for (std::size_t i = sorted.size() >= 3 ? sorted.size() - 3 : 0; i < sorted.size(); ++i)
      big.push_back(sorted[i].bytes / median_of(sorted[i].times_s));
    for (std::size_t i = 0; i < std::min<std::size_t>(5, sorted.size()); ++i) small.push_back(median_of(sorted[i].times_s));
    entry["algbw_large_bytes_per_s"] = median_of(big);
    entry["alpha_small_s"] = median_of(small);
    return entry;
  };
  const json& all_ops = res.at("ops");
  for (const coll_group& grp : group_collectives(all_ops)) {
    const json& op = all_ops[grp.primary];
    double busbw_max = 0;
    std::vector<alpha_beta_fit> seg_fits;
    alpha_beta_fit eff;
    json entry = fit_op(op, busbw_max, seg_fits, eff);
    if (entry.is_null()) continue;
    json variants = json::array();
    for (std::size_t vi : grp.variants) {
      double vb = 0;
      std::vector<alpha_beta_fit> vs;
      alpha_beta_fit ve;
      json v = fit_op(all_ops[vi], vb, vs, ve);
      if (!v.is_null()) variants.push_back(v);
    }
    if (!variants.empty()) entry["variants"] = variants;
    colls[grp.name][grp.key] = entry;
    const int n = grp.ranks;
    if (grp.name == "all_reduce" && n >= 2 && seg_fits.empty()) ar_unusable = true;
    if (grp.name == "all_reduce" && n >= 2 && !seg_fits.empty()) {
      const int si = grp.scope == "inter" ? 1 : grp.scope == "world" ? 2 : 0;
      // The link must get both ends right: α from the smallest-size regime (latency-bound), B from
      // the largest (bandwidth-bound, where training's gradient all-reduces live). One regime: the fit.
      alpha_beta_fit lf = eff;
      lf.alpha_s = seg_fits.front().alpha_s;
      if (seg_fits.back().bytes_per_s > 0) lf.bytes_per_s = seg_fits.back().bytes_per_s;
      lf.points = static_cast<int>(seg_fits.size());  // regimes used (for the description)
      keep.push_back(lf);
      ar_fit[si] = &keep.back(), ar_ranks[si] = n;
    }
    if (have_ds && grp.scope != "inter" && n >= 2 && busbw_max > ds.intra_node.bytes_per_s)
      flag("busbw_over_line_rate", grp.name + " (" + variant_name(op) + ") busbw " + fmt_num(busbw_max / 1e9, 4) +
                                       " GB/s exceeds the datasheet link " + fmt_num(ds.intra_node.bytes_per_s / 1e9, 4) +
                                       " GB/s (NVLS/tree: physical rate = algbw·(n+1)/n, calibration.md §2.5)");
  }
  if (!colls.empty()) prof["collectives"] = colls;

  // ---- links: ring all-reduce t = α + S/B_alg -> B = B_alg·2(n−1)/n, latency = α/(2(n−1)) (§10)
  auto link_from = [](const alpha_beta_fit& f, int n, const std::string& what) {
    const double steps = 2.0 * (n - 1);
    return json{{"bytes_per_s", f.bytes_per_s * steps / n},
                {"latency_s", f.alpha_s / steps},
                {"description", "fitted: " + what + " all_reduce over " + std::to_string(n) + " ranks" +
                                    (f.points > 1 ? ", α of the smallest-size regime and B_alg of the largest of " +
                                                        std::to_string(f.points) + " regimes"
                                                  : std::string()) +
                                    "; B = B_alg·2(n−1)/n, latency = α/(2(n−1)) (calibration.md §10)"}};
  };
  json links = json::object();
  const alpha_beta_fit* intra = ar_fit[0] ? ar_fit[0] : ar_fit[2];
  const int intra_n = ar_fit[0] ? ar_ranks[0] : ar_ranks[2];
  if (intra && intra->bytes_per_s > 0 && intra_n >= 2) {
    links["intra_node"] = link_from(*intra, intra_n, ar_fit[0] ? "intra-node" : "all-rank");
  } else if (have_ds) {
    const std::string why = ar_unusable ? "the all-reduce's timings fitted no latency (collective_fit_unusable)"
                            : measured_part("collectives") ? "one rank" : "--only without collectives";
    links["intra_node"] = {{"bytes_per_s", ds.intra_node.bytes_per_s * ds.collective_efficiency},
                           {"latency_s", ds.intra_node.latency_s},
                           {"description", "not measured (" + why + "): datasheet " + ds_id + " × catalog collective efficiency"}};
    flag("links_not_measured", why + ": intra-node link taken from the datasheet " + ds_id);
  } else {
    // One rank on a CPU: ranks on a host talk through shared memory, so the copy kernel's rate
    // (read+write counted: half is the data moved) bounds the link; latency is not measurable.
    // (and where the all-reduce was timed but its timings fitted no latency: the same bound, said so)
    const std::string why = ar_unusable ? "the all-reduce's timings fitted no latency (collective_fit_unusable)" : "one rank";
    links["intra_node"] = {{"bytes_per_s", (copy > 0 ? copy : mem_bw) / 2},
                           {"latency_s", 0},
                           {"description", "not measured (" + why + "): half the memory copy rate, latency unknown (0); " +
                                               (ar_unusable ? "rerun calibrate on an idle machine" : "run under mpirun -np 2 to measure")}};
    flag("links_not_measured", why + (ar_unusable ? ": intra-node link" : ": no collective measured; intra-node link") +
                                   " from the memory copy rate");
  }
  if (ar_fit[1] && ar_fit[1]->bytes_per_s > 0 && ar_ranks[1] >= 2) {
    links["inter_node"] = link_from(*ar_fit[1], ar_ranks[1], "inter-node (one rank per node)");
  } else if (have_ds) {
    links["inter_node"] = {{"bytes_per_s", ds.inter_node.bytes_per_s * ds.collective_efficiency},
                           {"latency_s", ds.inter_node.latency_s},
                           {"description", "not measured (single node): datasheet " + ds_id + " × catalog collective efficiency"}};
  } else {
    links["inter_node"] = links["intra_node"];
    links["inter_node"]["description"] = "not measured (single node): copy of intra_node";
  }
  prof["links"] = links;

  // ---- efficiency vs the datasheet (only when peaks are datasheet peaks) -------------------------
  // A measured figure above the datasheet peak means the wrong datasheet (or a datasheet error):
  // flagged with the raw ratio; the efficiency field itself must stay in (0, 1].
  if (have_ds) {
    json eff = {{"collective", 1.0},
                {"source", "measured by ledgerlab calibrate against the datasheet " + ds_id +
                               " (links are measured, so collective = 1)"}};
    json raw = json::object();
    for (const char* dt : primary_dtypes)
      if (best_rate.count(dt) && ds.peak_flops_per_s.count(dt)) {
        const double r = best_rate[dt] / ds.peak_flops_per_s.at(dt);
        raw["matmul"] = r, raw["matmul_dtype"] = dt;
        eff["matmul"] = std::clamp(r, 1e-6, 1.0);
        if (r > 1.0)
          flag("above_datasheet", std::string(dt) + " matmul " + fmt_num(best_rate[dt] / 1e12, 4) + " TFLOP/s is " +
                                      fmt_num(100 * r, 4) + "% of the datasheet " + ds_id + " peak");
        break;
      }
    if (!eff.contains("matmul")) eff["matmul"] = ds.matmul_efficiency;  // not measured: the catalog's
    if (mem_bw > 0) {
      const double r = mem_bw / ds.hbm_bytes_per_s;
      raw["hbm"] = r;
      eff["hbm"] = std::clamp(r, 1e-6, 1.0);
      if (r > 1.0)
        flag("above_datasheet", "memory bandwidth " + fmt_num(mem_bw / 1e12, 4) + " TB/s is " + fmt_num(100 * r, 4) +
                                    "% of the datasheet " + ds_id + " " + fmt_num(ds.hbm_bytes_per_s / 1e12, 4) + " TB/s");
    } else {
      eff["hbm"] = ds.hbm_efficiency;
    }
    prof["efficiency"] = eff;
    prof["calibration_ratios"] = raw;  // moved into "calibration" below
  }

  // ---- flags ---------------------------------------------------------------------------
  long long wrong = 0;
  for (const json& op : res.at("ops")) wrong += op.value("wrong", 0LL);
  if (wrong > 0) flag("correctness_failed", std::to_string(wrong) + " wrong elements: those sizes report no time");
  const json prov = res.value("provenance", json::object());
  for (const auto& [f, why] : part_flags) flag(f, why);
  // Clocks under load (the straggler probe's GEMMs, every GPU working) against each GPU's
  // application clock and power limit (calib/profile_parts.h clock_verdict).
  const json per_rank = res.value("per_rank", json::array());
  const json gpus = res.value("gpus", json::array());
  json clocks = json::array();
  for (std::size_t i = 0; i < per_rank.size(); ++i) {
    const json& r = per_rank[i];
    if (!r.contains("telemetry")) continue;
    json nvml = json::object();
    for (const json& g : gpus)
      if (g.value("gpu", -1) == r.value("gpu", -2) && g.value("rank", 0) == r.value("rank", 0)) nvml = g.value("nvml", json::object());
    json v = clock_verdict(r["telemetry"], nvml);
    const std::string who = "rank " + std::to_string(r.value("rank", 0)) + " GPU " + std::to_string(r.value("gpu", 0));
    v["where"] = who;
    if (v.value("throttled", false)) flag("throttling", who + ": " + v.value("detail", ""));
    clocks.push_back(v);
  }
  if (per_rank.size() >= 2) {
    std::vector<double> v;
    for (const json& r : per_rank) v.push_back(r.value("matmul_flops_per_s", 0.0));
    const double med = median_of(v);
    for (std::size_t i = 0; i < v.size(); ++i)
      if (v[i] < 0.95 * med) {
        const json& r = per_rank[i];
        std::string who = "rank " + std::to_string(r.value("rank", static_cast<int>(i)));
        if (r.contains("gpu")) who += " GPU " + std::to_string(r.value("gpu", 0));
        if (r.contains("host")) who += " (" + r.value("host", std::string()) + ")";
        flag("straggler_gpu", who + " matmul " + fmt_num(v[i] / 1e12, 4) + " TFLOP/s is > 5% below the median " +
                                  fmt_num(med / 1e12, 4));
      }
  }
  prof["flags"] = flags;

  json p = prov;
  p["backend"] = backend;
  p["nodes"] = res.value("nodes", 1);
  p["ranks"] = res.value("ranks", 1);
  p["command"] = meta.command;
  p["date"] = meta.date;
  p["ledgerlab"] = meta.version;
  prof["provenance"] = p;
  json cal = {{"datasheet", have_ds ? json(ds_id) : json(nullptr)}, {"elapsed_s", meta.elapsed_s}, {"flag_details", details}};
  if (!parts.empty()) cal["parts"] = parts;
  if (!peer.empty()) cal["peer"] = peer;
  if (res.contains("per_rank")) cal["per_rank"] = res["per_rank"];
  if (!clocks.empty()) cal["clocks"] = clocks;
  if (prof.contains("calibration_ratios")) cal["measured_over_datasheet"] = prof["calibration_ratios"], prof.erase("calibration_ratios");
  prof["calibration"] = cal;
  prof["description"] = "measured by `ledgerlab calibrate` (" + backend + " backend); peaks are " +
                        (have_ds ? "the datasheet's (" + ds_id + "), achieved fractions in efficiency" : std::string("the measured best (no datasheet)"));
  parse_hardware(prof, "");  // the profile must be a valid API hardware object
  return prof;
}

}  // namespace ledgerlab
