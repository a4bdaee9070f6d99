// The scaling sweep (API op `scale`): step time, throughput and scaling efficiency against GPU
// count for one model and parallel layout, data parallelism absorbing the added GPUs, and the
// points where adding GPUs makes training slower (the seed page 000_11203d1d66b5fc67.txt §3:
// "with slow interconnects (e.g., TCP only), small models on big clusters can get slower").
// strong scaling keeps the global batch fixed; weak scaling keeps the per-GPU batch fixed.
#include <algorithm>
#include <cmath>

#include "core/plan/plan_api.h"
#include "core/ledger/memory.h"
#include "core/ledger/time.h"
#include "core/spec/units.h"

namespace ledgerlab {

json op_scale(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const model_spec m = parse_model(r.require("model"), "/model");
  const precision_spec prec = parse_precision(r.raw("precision"), "/precision", false);
  const json* tj = r.raw("training");
  training_spec tr = parse_training(tj, "/training", m);
  const parallel_spec base = parse_parallel(r.raw("parallel"), "/parallel");
  const hardware_spec hw = parse_hardware(r.require("hardware"), "/hardware");
  const json* net_j = r.raw("network");
  const time_options opt = parse_time_options(r.raw("options"), "/options");
  const std::string mode = r.choice("mode", "strong", {"strong", "weak"});
  const json& gj = r.require("gpus");
  r.finish();
  if (!gj.is_array() || gj.empty()) fail("invalid_value", "/gpus", "gpus must be a non-empty array of GPU counts, e.g. [1, 2, 4, 8]");
  check_list_length(gj, "/gpus", "gpus", max_scale_points);
  std::vector<long long> counts;
  for (std::size_t i = 0; i < gj.size(); ++i) counts.push_back(as_integer(gj[i], ptr_join("/gpus", i), 1, 1LL << 24));
  for (std::size_t i = 1; i < counts.size(); ++i)
    if (counts[i] <= counts[i - 1]) fail("invalid_value", ptr_join("/gpus", i), "gpus must be strictly increasing");
  if (base.dp != 1) fail("invalid_value", "/parallel/dp", "the sweep sets parallel.dp from the GPU count; leave dp out");
  const long long model_par = base.tp * base.pp * base.cp;
  // m per point follows API.md's rule: strong scaling fixes the global batch (m = B / (dp × b) at each
  // point), weak scaling fixes the per-rank batch b × m; the other field would be silently ignored.
  if (mode == "strong" && tr.grad_accum_given)
    fail("invalid_value", "/training/grad_accum",
         "strong scaling fixes training.global_batch and sets m = global_batch / (dp × micro_batch) at each point; "
         "leave training.grad_accum out (or use mode \"weak\", which keeps micro_batch × grad_accum per GPU)");
  if (mode == "weak" && tr.global_batch > 0)
    fail("invalid_value", "/training/global_batch",
         "weak scaling keeps micro_batch × grad_accum per data-parallel rank, so the global batch grows with dp; "
         "leave training.global_batch out (or use mode \"strong\", which fixes it)");
  if (mode == "strong" && tr.global_batch <= 0) tr.global_batch = counts.back() / std::max<long long>(1, model_par) * tr.micro_batch;
  check_attention_options(opt, tr, "/options");
  check_parallel_fits_model(base, m, &tr, "/parallel");

  step_context ctx = make_step_context(m, prec, hw, tr.seq_len, opt, "/hardware");
  std::string net_desc = hw.name + " inter-node link";
  if (net_j) {
    const network_spec net = parse_network(*net_j, "/network");
    set_inter_node_link(ctx, net.link, net.efficiency);
    net_desc = net.id + " (" + fmt_num(net.link.bytes_per_s / GB, 4) + " GB/s per GPU)";
  }

  json points = json::array(), warnings = json::array();
  double first_tps = 0, first_n = 0, prev_tps = 0;
  long long prev_n = 0;
  json first_slowdown = nullptr;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    const long long n = counts[i];
    json pt = {{"gpus", n}};
    if (n % model_par != 0) {
      pt["feasible"] = false;
      pt["reason"] = "gpus must be a multiple of tp × pp × cp = " + std::to_string(model_par);
      points.push_back(pt);
      continue;
    }
    parallel_spec par = base;
    par.dp = n / model_par;
    training_spec t = tr;
    long long mb = tr.grad_accum;
    if (mode == "strong") {
      if (tr.global_batch % (par.dp * tr.micro_batch) != 0) {
        pt["feasible"] = false;
        pt["reason"] = "global batch " + std::to_string(tr.global_batch) + " is not a multiple of dp × micro_batch = " +
                       std::to_string(par.dp * tr.micro_batch);
        points.push_back(pt);
        continue;
      }
      mb = tr.global_batch / (par.dp * tr.micro_batch);
      t.global_batch = tr.global_batch;
    } else {
      t.global_batch = tr.micro_batch * mb * par.dp;
    }
    t.grad_accum = mb;
    const step_result s = step_time(ctx, t, par, mb, false);
    if (!std::isfinite(s.step_s)) fail("invalid_value", "/training", "the step time overflows a double for these sizes");
    memory_result mem = memory_train(m, prec, t, par, false);
    apply_fits(mem, hw, default_reserve_bytes(hw));
    pt["feasible"] = true;
    pt["dp"] = par.dp;
    pt["global_batch"] = s.global_batch;
    pt["microbatches"] = mb;
    pt["step_s"] = s.step_s;
    pt["compute_s"] = s.compute_s;
    pt["comm_s"] = s.comm_s;
    pt["comm_exposed_s"] = s.comm_exposed_s;
    pt["bubble_s"] = s.bubble_s;
    pt["tokens_per_s"] = s.tokens_per_s;
    pt["tokens_per_s_per_gpu"] = s.tokens_per_s / static_cast<double>(n);
    pt["mfu"] = s.mfu;
    pt["per_gpu_bytes"] = mem.total;
    pt["fits"] = mem.fits;
    if (first_tps == 0) {
      first_tps = s.tokens_per_s;
      first_n = static_cast<double>(n);
    }
    // Scaling efficiency: throughput gain over GPU-count gain, relative to the first point.
    pt["speedup"] = s.tokens_per_s / first_tps;
    pt["scaling_efficiency"] = (s.tokens_per_s / first_tps) / (static_cast<double>(n) / first_n);
    const bool slower = prev_tps > 0 && s.tokens_per_s < prev_tps;
    pt["slower_than_previous"] = slower;
    if (slower) {
      warnings.push_back("going from " + std::to_string(prev_n) + " to " + std::to_string(n) + " GPUs lowers throughput from " +
                         fmt_num(prev_tps, 4) + " to " + fmt_num(s.tokens_per_s, 4) + " tokens/s: exposed communication is " +
                         fmt_num(s.comm_exposed_s / s.step_s * 100, 3) + " % of the step over " + net_desc +
                         " (000_11203d1d66b5fc67.txt §3: slow interconnects make small models on big clusters slower)");
      if (first_slowdown.is_null()) first_slowdown = n;
    }
    pt["steps"] = steps_to_json({{"step", "step time", "compute + exposed comm + bubble + optimizer [§11]", s.step_s, "s"},
                                 {"comm_exposed", "exposed communication", "DP gradient reduction not hidden by backward [§7.2]",
                                  s.comm_exposed_s, "s"},
                                 {"tokens_per_s", "tokens per second", "B·s / step [§11]", s.tokens_per_s, "tokens/s"}});
    prev_tps = s.tokens_per_s;
    prev_n = n;
    points.push_back(pt);
  }
  return json{{"mode", mode},
              {"points", points},
              {"warnings", warnings},
              {"first_slowdown_gpus", first_slowdown},
              {"parallel", parallel_to_json(base)},
              {"training", training_to_json(tr)},
              {"hardware", {{"id", hw.id}, {"name", hw.name}}},
              {"network", net_desc}};
}

}  // namespace ledgerlab
