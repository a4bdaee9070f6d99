// The API handlers of the ledger ops: presets, memory, flops, collective, step. Each reads the
// whole request strictly (obj_reader), calls the ledger code in core/ledger/ and core/spec/, and
// returns the op's fields; handle() (api.cpp) adds the envelope. No formula lives here: every
// number comes from a ledger function, whose file cites its source.
// [SECTION] presets   [SECTION] memory   [SECTION] flops   [SECTION] collective   [SECTION] step
// [SECTION] hardware_import
#include <algorithm>
#include <cmath>

#include "core/api_ops.h"
#include "core/ledger/collectives.h"
#include "core/ledger/compute.h"
#include "core/ledger/memory.h"
#include "core/ledger/time.h"
#include "core/spec/catalog.h"
#include "core/spec/hardware.h"
#include "core/spec/network.h"
#include "core/spec/plan.h"
#include "core/spec/units.h"

namespace ledgerlab {

// ------------------------------------------------------------------------------------------------
// [SECTION] presets
// `presets`: the catalogs (models, hardware, networks) and the named precision recipes

static json catalog_listing(const std::vector<catalog_entry>& c, std::initializer_list<const char*> keys) {
  json arr = json::array();
  for (const auto& e : c) {
    json item = {{"id", e.id}};
    if (!e.aliases.empty()) item["aliases"] = e.aliases;
    for (const char* k : keys)
      if (e.doc.contains(k)) item[k] = e.doc[k];
    arr.push_back(std::move(item));
  }
  return arr;
}

json op_presets(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  r.finish();
  json recipes = json::array();
  for (const auto& name : recipe_names()) {
    const precision_spec p = recipe_precision(name);
    const double bpp = dtype_bytes(p.weights) + dtype_bytes(p.gradients) + dtype_bytes(p.gradient_buffer) + dtype_bytes(p.master_weights) +
                       optimizer_state_bytes_per_param(p);
    recipes.push_back({{"name", name}, {"precision", precision_to_json(p)}, {"bytes_per_param", bpp}});
  }
  return json{{"models", catalog_listing(model_catalog(), {"description", "style", "published_params",
                                                           "published_active_params", "architecture", "source_ref"})},
              {"hardware", catalog_listing(hardware_catalog(), {"description", "profile", "source_ref"})},
              {"networks", catalog_listing(network_catalog(), {"description", "link", "efficiency", "source_ref"})},
              {"recipes", recipes}};
}

// ------------------------------------------------------------------------------------------------
// [SECTION] memory
// `memory`: the per-GPU memory ledger (ledger/memory.h)

json op_memory(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const std::string mode = r.choice("mode", "train", {"train", "inference"});
  const bool inference = mode == "inference";
  const model_spec m = parse_model(r.require("model"), "/model");
  const precision_spec prec = parse_precision(r.raw("precision"), "/precision", inference);
  const json* tj = r.raw("training");
  const json* ij = r.raw("inference");
  if (inference && tj) fail("invalid_value", "/training", "training does not apply to mode \"inference\"; use inference");
  if (!inference && ij) fail("invalid_value", "/inference", "inference applies only to mode \"inference\"");
  training_spec tr = parse_training(tj, "/training", m);
  const parallel_spec par = parse_parallel(r.raw("parallel"), "/parallel");
  const json* hj = r.raw("hardware");
  hardware_spec hw;
  if (hj) hw = parse_hardware(*hj, "/hardware");
  double reserve = -1;
  if (const json* rv = r.raw("reserve_bytes")) reserve = as_number(*rv, "/reserve_bytes");
  if (reserve != -1 && reserve < 0) fail("invalid_value", "/reserve_bytes", "reserve_bytes must be >= 0");
  const bool explain = r.boolean("explain", true);  // false: no steps (compact answers for live UIs)
  r.finish();

  inference_spec inf;
  if (inference) {
    if (par.zero != 0) fail("invalid_value", "/parallel/zero", "parallel.zero applies to training only");
    if (ij) {
      obj_reader ir(*ij, "/inference");
      inf.batch = ir.integer("batch", 1, 1, 1 << 24);
      inf.context_len = ir.integer("context_len", 0, 1, 1LL << 32);
      inf.runtime_margin = ir.fraction("runtime_margin", 0.10);
      ir.finish();
    }
    if (!m.has_arch && (par.tp > 1 || par.pp > 1))
      fail("missing_field", "/model", "tensor or pipeline parallelism needs the model's architecture");
    if (m.has_arch) {
      const long long slots = pipeline_split_slots(m.layers, par.pp, par.embedding_in_split, par.loss_in_split);  // §8.1
      if (slots % par.pp)
        fail("infeasible", "/parallel/pp", "model.layers (" + std::to_string(m.layers) + (slots != m.layers ? " + " + std::to_string(slots - m.layers) + " counted embedding/loss slots" : std::string()) +
                                               ") must be divisible by parallel.pp (" + std::to_string(par.pp) + ")");
      if (m.heads % par.tp) fail("infeasible", "/parallel/tp", "model.heads (" + std::to_string(m.heads) +
                                                                   ") must be divisible by parallel.tp (" + std::to_string(par.tp) + ")");
    }
  } else {
    check_parallel_fits_model(par, m, &tr, "/parallel");
    resolve_microbatches(tr, par, "/training");  // m from global_batch as step and plan take it (API.md)
  }

  memory_result res = inference ? memory_inference(m, prec, inf, par, explain) : memory_train(m, prec, tr, par, explain);
  json gpus_j;
  if (hj) {
    apply_fits(res, hw, reserve >= 0 ? reserve : default_reserve_bytes(hw));
    // §2.7 lower bound from the whole model: inference total at tp = pp = 1; training states.
    const double whole = inference ? memory_inference(m, prec, inf, parallel_spec{}, false).total : res.bytes_per_param * res.params;
    const gpus_needed g = gpus_needed_for(inference, whole, inference ? 0.0 : res.activations, res.capacity_bytes - res.reserve_bytes,
                                          inference ? 1 : par.tp * par.pp * par.cp);
    gpus_j = {{"count", g.feasible ? json(g.count) : json(nullptr)}, {"usable_bytes", g.usable_bytes},
              {"shardable_bytes", g.shardable_bytes}, {"per_gpu_fixed_bytes", g.per_gpu_fixed_bytes}};
    if (!g.feasible) gpus_j["reason"] = g.reason;
    if (explain) {
      auto at = res.steps.end();
      for (auto it = res.steps.begin(); it != res.steps.end(); ++it)
        if (it->key == "not_modelled") at = it;
      res.steps.insert(at, g.row);
    }
  }

  json out;
  out["mode"] = mode;
  out["model"] = model_to_json(m);
  if (m.name != "custom" && m.name != "params") out["model"]["preset"] = m.name;
  if (m.has_arch) {
    const param_counts c = count_params(m);
    out["params_active"] = c.active;
    if (c.eq2 > 0) out["params_eq2"] = c.eq2;
  }
  out["precision"] = precision_to_json(prec);
  if (!prec.recipe.empty()) out["precision"]["recipe"] = prec.recipe;
  if (inference) {
    out["inference"] = {{"batch", inf.batch},
                        {"context_len", inf.context_len ? inf.context_len : m.max_seq_len},
                        {"runtime_margin", inf.runtime_margin}};
  } else {
    out["training"] = training_to_json(tr);
  }
  out["parallel"] = parallel_to_json(par);
  out["bytes_per_param_detail"] = {
      {"weights", dtype_bytes(prec.weights)},
      {"gradients", inference ? 0.0 : dtype_bytes(prec.gradients)},
      {"gradient_buffer", inference ? 0.0 : dtype_bytes(prec.gradient_buffer)},
      {"master_weights", inference ? 0.0 : dtype_bytes(prec.master_weights)},
      {"optimizer_state", inference ? 0.0 : res.bytes_per_param - dtype_bytes(prec.weights) - dtype_bytes(prec.gradients) -
                                                dtype_bytes(prec.gradient_buffer) - dtype_bytes(prec.master_weights)}};
  json body = memory_result_to_json(res, false);
  for (auto& [k, v] : body.items()) out[k] = std::move(v);
  if (hj) {
    out["hardware"] = {{"id", hw.id}, {"name", hw.name}, {"source", hw.source}, {"memory_bytes", hw.memory_bytes}};
    out["gpus_needed"] = gpus_j;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] flops
// `flops`: FLOPs per token, per step and in total; MFU/HFU from a measured run (ledger/compute.h)

json op_flops(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const model_spec m = parse_model(r.require("model"), "/model");
  training_spec tr = parse_training(r.raw("training"), "/training", m);
  const parallel_spec par = parse_parallel(r.raw("parallel"), "/parallel");
  const double tokens = r.positive("tokens", 0);
  const std::string conv = r.choice("attention", "full", {"full", "causal_halved"});
  const attention_convention c = conv == "full" ? attention_convention::full : attention_convention::causal_halved;
  const json* mj = r.raw("measured");
  const json* aj = r.raw("assumed");
  r.finish();
  resolve_microbatches(tr, par, "/training");  // a global batch and grad_accum that disagree are infeasible

  const flops_per_token f = training_flops_per_token(m, tr, c);
  // Sequences per optimizer step: global_batch if given, else b · m · dp (formulas.md §10).
  const double seqs = tr.global_batch ? static_cast<double>(tr.global_batch)
                                      : static_cast<double>(tr.micro_batch) * tr.grad_accum * par.dp;
  const double tokens_per_step = seqs * tr.seq_len;

  json out;
  out["model"] = model_to_json(m);
  if (m.name != "custom" && m.name != "params") out["model"]["preset"] = m.name;
  out["attention"] = conv;
  out["training"] = training_to_json(tr);
  out["per_token_flops"] = {{"model", f.model}, {"hardware", f.hardware}, {"six_n", f.six_n}, {"inference", f.forward}};
  out["tokens_per_step"] = tokens_per_step;
  out["per_step_flops"] = {{"model", f.model * tokens_per_step}, {"hardware", f.hardware * tokens_per_step}};
  if (tokens > 0) out["total_flops"] = {{"model", f.model * tokens}, {"hardware", f.hardware * tokens}, {"six_n", f.six_n * tokens}};

  std::vector<ledger_row> steps;
  if (m.has_arch) {
    const param_counts pc = count_params(m);
    const layer_flops lf = layer_forward_flops(m, 1, tr.seq_len, c);
    steps.push_back({"matmul", "forward matmuls per token per layer", "2 × (QKV + out-proj + MLP" +
                     std::string(m.experts > 1 ? " (k active experts) + router" : "") + " weights) = 2 × " +
                     fmt_num(pc.layer_matmul_active, 5) + " [§6.2]", lf.matmul / tr.seq_len, "flops"});
    steps.push_back({"attention", std::string("forward attention core per token per layer (QKᵀ, ·V") +
                     (c == attention_convention::causal_halved ? ", causal-halved)" : ", not halved)"),
                     std::string("4·s·a·d_h") + (c == attention_convention::causal_halved ? " / 2" : "") + " = 4 × " +
                     std::to_string(tr.seq_len) + " × " + std::to_string(m.heads) + " × " + std::to_string(m.head_dim) + " [§6.1 PaLM]",
                     lf.attention_core / tr.seq_len, "flops"});
    steps.push_back({"logits", "forward logits per token", "2·h·V [§6.2]", logits_forward_flops(m, 1, 1), "flops"});
    steps.push_back({"forward", "forward per token (= inference FLOPs per token at this context)",
                     "L × (matmul + attention) + logits", f.forward, "flops"});
    steps.push_back({"model", "training FLOPs per token (model FLOPs: forward + backward)", "3 × forward [§6.1]", f.model, "flops"});
    steps.push_back({"hardware", std::string("hardware FLOPs per token (recompute ") + recompute_name(tr.recompute) + ")",
                     tr.recompute == recompute_kind::full ? "model + L × layer forward (Narayanan Eq. 3) [§6.3]"
                     : tr.recompute == recompute_kind::selective ? "model + L × attention core (Korthikanti §5) [§4.2]"
                                                                 : "= model FLOPs [§6.4]",
                     f.hardware, "flops"});
  }
  steps.push_back({"six_n", "Kaplan's 6N (N = active parameters)", "6 × " + fmt_num(f.six_n / 6, 5) + " [§6.1]", f.six_n, "flops"});
  out["steps"] = steps_to_json(steps);
  if (!m.has_arch) out["excluded"] = json::array({"attention FLOPs: need the model's architecture; 6N only"});

  if (aj) {
    // §6.5: GPU-hours = training FLOPs / (MFU × peak FLOP/s per GPU) / 3600, for D tokens; the
    // model-FLOPs count and Kaplan's 6·N·D side by side.
    obj_reader ar(*aj, "/assumed");
    const double mfu = ar.positive_required("mfu");
    if (mfu > 1) fail("invalid_value", "/assumed/mfu", "assumed.mfu is a fraction of peak in (0, 1], got " + fmt_num(mfu));
    double peak = ar.positive("peak_flops_per_s", 0);
    const json* hwj = ar.raw("hardware");
    if (hwj && peak > 0) fail("invalid_value", "/assumed/hardware", "give assumed.hardware or assumed.peak_flops_per_s, not both");
    std::string peak_src = "peak_flops_per_s";
    if (hwj) {
      const hardware_spec hw = parse_hardware(*hwj, "/assumed/hardware");
      peak = peak_flops(hw, dtype_name(dtype::bf16));
      peak_src = hw.name + " bf16 peak";
    }
    if (peak == 0) fail("missing_field", "/assumed/peak_flops_per_s", "assumed needs peak_flops_per_s or hardware (per GPU)");
    const long long gpus = ar.integer("gpus", 0, 1, 1LL << 24);
    ar.finish();
    if (tokens <= 0) fail("missing_field", "/tokens", "tokens (D, the training tokens) is required with assumed");
    const double rate = mfu * peak;  // achieved model FLOP/s per GPU
    const double gh = f.model * tokens / rate / 3600, gh6 = f.six_n * tokens / rate / 3600;
    json tt = {{"tokens", tokens}, {"mfu", mfu}, {"peak_flops_per_s", peak}, {"achieved_flops_per_s", rate},
               {"gpu_hours", gh}, {"gpu_hours_six_n", gh6}};
    steps.push_back({"gpu_hours", "GPU-hours to train on " + fmt_num(tokens, 4) + " tokens (model FLOPs)",
                     "model FLOPs per token × D / (MFU × peak) / 3600 = " + fmt_num(f.model, 5) + " × " + fmt_num(tokens, 4) + " / (" +
                         fmt_num(mfu, 3) + " × " + fmt_num(peak, 4) + ") / 3600 [§6.5]",
                     gh, "GPU-hours"});
    steps.push_back({"gpu_hours_six_n", "GPU-hours from Kaplan's 6·N·D",
                     "6·N·D / (MFU × peak) / 3600 [§6.5]", gh6, "GPU-hours"});
    if (gpus > 0) {
      tt["gpus"] = gpus;
      tt["time_s"] = gh * 3600 / static_cast<double>(gpus);
      tt["time_s_six_n"] = gh6 * 3600 / static_cast<double>(gpus);  // the same time from Kaplan's 6·N·D
      steps.push_back({"time_to_train", "wall-clock time on " + std::to_string(gpus) + " GPUs", "GPU-hours × 3600 / N [§6.5]",
                       gh * 3600 / static_cast<double>(gpus), "s"});
    }
    out["time_to_train"] = tt;
    out["steps"] = steps_to_json(steps);
  }

  if (mj) {
    obj_reader mr(*mj, "/measured");
    const bool has_step = mr.has("step_s"), has_tps = mr.has("tokens_per_s");
    if (has_step == has_tps) fail(has_step ? "invalid_value" : "missing_field", "/measured",
                                  "measured needs exactly one of step_s or tokens_per_s");
    double peak = 0;
    if (mr.has("peak_flops_per_s")) peak = mr.positive_required("peak_flops_per_s");
    const json* hwj = mr.raw("hardware");
    if (hwj && peak == 0) peak = peak_flops(parse_hardware(*hwj, "/measured/hardware"), dtype_name(dtype::bf16));
    if (peak == 0) fail("missing_field", "/measured/peak_flops_per_s", "measured.peak_flops_per_s is required (per GPU)");
    const double gpus = static_cast<double>(mr.integer("gpus", par.gpus(), 1, 1LL << 24));
    double step_s = has_step ? mr.positive_required("step_s") : 0;
    double tps = has_tps ? mr.positive_required("tokens_per_s") : 0;
    mr.finish();
    if (has_step) tps = tokens_per_step / step_s;
    else step_s = tokens_per_step / tps;
    // §6.4: MFU = model FLOPs per token × tokens/s / (N × peak) (PaLM App. B); HFU counts recompute.
    out["mfu"] = f.model * tps / (gpus * peak);
    out["hfu"] = f.hardware * tps / (gpus * peak);
    out["measured"] = {{"step_s", step_s}, {"tokens_per_s", tps}, {"gpus", gpus}, {"peak_flops_per_s", peak},
                       {"achieved_flops_per_s_per_gpu", f.model * tps / gpus}};
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] collective
// `collective`: one collective's α-β time, algbw and busbw (ledger/collectives.h; formulas.md §7, the
// communication section)

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
  // §7.1: every rank sends bytes_sent_per_rank, so the wire carries P times that in total; for the
  // ring all-reduce 2(P−1)·S, growing with P while each GPU's share stays near 2S.
  const double on_wire = static_cast<double>(ranks) * c.bytes_sent_per_rank;
  c.steps.push_back({"bytes_on_wire", "bytes on the wire, all ranks together",
                     "P × bytes sent per rank = " + std::to_string(ranks) + " × " + fmt_num(c.bytes_sent_per_rank, 5) + " [§7.1]",
                     on_wire, "bytes"});
  json out = {{"collective", kind_s},
              {"algorithm", algo_s},
              {"bytes", bytes},
              {"ranks", ranks},
              {"time_s", c.time_s},
              {"bytes_sent_per_rank", c.bytes_sent_per_rank},
              {"bytes_on_wire", on_wire},
              {"algbw_bytes_per_s", c.algbw_bytes_per_s},
              {"busbw_bytes_per_s", c.busbw_bytes_per_s},
              {"busbw_factor", c.factor},
              {"steps", steps_to_json(c.steps)}};
  for (auto& [k2, v] : extra.items()) out[k2] = v;
  return out;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] step
// `step`: the step-time model (ledger/time.h)

json op_step(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const model_spec m = parse_model(r.require("model"), "/model");
  const precision_spec prec = parse_precision(r.raw("precision"), "/precision", false);
  const json* tj = r.raw("training");
  training_spec tr = parse_training(tj, "/training", m);
  const parallel_spec par = parse_parallel(r.raw("parallel"), "/parallel");
  const hardware_spec hw = parse_hardware(r.require("hardware"), "/hardware");
  const json* net_j = r.raw("network");
  const time_options opt = parse_time_options(r.raw("options"), "/options");
  const double tokens = r.non_negative("tokens", 0);
  const double price = r.non_negative("price_per_gpu_hour", 0);
  r.finish();
  check_attention_options(opt, tr, "/options");
  check_parallel_fits_model(par, m, &tr, "/parallel");
  const long long mb = resolve_microbatches(tr, par, "/training");  // m: the rule memory and plan share
  step_context ctx = make_step_context(m, prec, hw, tr.seq_len, opt, "/hardware");
  json net_out;
  if (net_j) {
    const network_spec net = parse_network(*net_j, "/network");
    set_inter_node_link(ctx, net.link, net.efficiency);
    net_out = {{"id", net.id}, {"bytes_per_s", net.link.bytes_per_s}, {"latency_s", net.link.latency_s}, {"efficiency", net.efficiency}};
  }
  const step_result s = step_time(ctx, tr, par, mb, true);
  if (!std::isfinite(s.step_s) || !std::isfinite(s.flops_per_step) || !std::isfinite(s.comm_s))
    fail("invalid_value", "/training", "the step time overflows a double for these sizes (micro_batch × seq_len too large?)");
  json out = step_result_to_json(s);
  memory_result mem = memory_train(m, prec, tr, par, false);
  apply_fits(mem, hw, default_reserve_bytes(hw));
  out["memory"] = {{"per_gpu_bytes", mem.total}, {"fits", mem.fits}, {"capacity_bytes", mem.capacity_bytes},
                   {"reserve_bytes", mem.reserve_bytes}};
  out["parallel"] = parallel_to_json(par);
  out["training"] = training_to_json(tr);
  out["hardware"] = {{"id", hw.id}, {"name", hw.name}};
  if (net_j) out["network"] = net_out;
  out["conventions"] = {{"attention", opt.attention == attention_convention::full ? "full" : "causal_halved"},
                        {"mfu", "model FLOPs, recompute excluded (PaLM App. B)"},
                        {"hfu", "hardware FLOPs, recompute included"}};
  if (tokens > 0 || price > 0) {
    const run_totals t = run_totals_for(s, tokens, price);
    out["time_to_train"] = {{"tokens", t.tokens}, {"time_s", t.time_s}, {"gpu_hours", t.gpu_hours}, {"cost", t.cost},
                            {"price_per_gpu_hour", price}};
    // Rows only for what was asked: no token count, no time; no price, no cost row (a 0 would read
    // as free); the JSON keys stay as the API defines them.
    std::vector<ledger_row> rows;
    if (tokens > 0) {
      rows.push_back({"time_to_train", "time to train " + fmt_num(tokens, 4) + " tokens", "tokens / tokens_per_s [§11]", t.time_s, "s"});
      rows.push_back({"gpu_hours", "GPU-hours", "N × time / 3600", t.gpu_hours, "GPU-hours"});
      if (price > 0)
        rows.push_back({"cost", "cost", "GPU-hours × price per GPU-hour = " + fmt_num(t.gpu_hours, 5) + " × " + fmt_num(price, 5), t.cost,
                        "currency"});
    }
    for (const auto& row : steps_to_json(rows)) out["steps"].push_back(row);
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] hardware_import
// `hardware_import`: a hardware profile file a reader brings (what `ledgerlab calibrate --json`
// wrote), read as untrusted text and validated by the same parser every op uses for `hardware`.

json op_hardware_import(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const std::string text = r.string_required("file");
  r.finish();
  constexpr std::size_t max_profile_bytes = 4u << 20;
  if (text.size() > max_profile_bytes)
    fail("too_large", "/file", "the profile is " + std::to_string(text.size()) + " bytes; at most " +
                                   std::to_string(max_profile_bytes) + " bytes are accepted");
  json doc;
  try {
    doc = parse_json_strict(text);
    check_request_lists(doc);
  } catch (const api_error& e) {
    fail(e.code, "/file", (e.code == "parse_error" ? "the file is not JSON: " : "the profile: ") + parse_error_detail(e));
  }
  if (!doc.is_object()) fail("invalid_value", "/file", "the profile must be a JSON object (what ledgerlab calibrate --json writes)");
  hardware_spec hw;
  try {
    hw = parse_hardware(doc, "");
  } catch (const api_error& e) {
    // The pointer inside the file goes into the message; the request's pointer is the file itself.
    fail(e.code, "/file", std::string(e.what()) + " (at " + (e.path.empty() ? "/" : e.path) + " in the profile)");
  }
  const std::string source = doc.contains("preset") ? "catalog" : hw.source;
  return json{{"hardware", doc},
              {"name", hw.name},
              {"source", source},
              {"label", hw.name + " (" + source + ")"},
              {"memory_bytes", hw.memory_bytes}};
}

}  // namespace ledgerlab
