// The FLOPs ledger: formulas.md §6. One multiply-add = 2 FLOPs; backward = 2 × forward.
#include "core/ledger_compute.h"

#include <cmath>

#include "core/api_ops.h"
#include "core/spec_hardware.h"
#include "core/units.h"

namespace ledgerlab {

// §6.2 (dense GPT, forward, b sequences of s tokens): QKV 6bsh², QKᵀ 2bs²h, ·V 2bs²h, out-proj
// 2bsh², MLP 16bsh² → 24bsh² + 4bs²h. General: QKV 2bs·h·(a + 2g)·d, out-proj 2bs·a·d·h,
// MLP 2bs·h·f·(3 gated | 2) per active expert, router 2bs·h·E.
layer_flops layer_forward_flops(const model_spec& m, double b, double s, attention_convention c) {
  layer_flops lf;
  if (!m.has_arch) return lf;
  const param_counts pc = count_params(m);
  lf.matmul = 2 * b * s * pc.layer_matmul_active;
  lf.attention_core = 4 * b * s * s * m.heads * m.head_dim;  // QKᵀ + ·V
  if (c == attention_convention::causal_halved) lf.attention_core /= 2;
  return lf;
}

double logits_forward_flops(const model_spec& m, double b, double s) {
  return m.has_arch ? 2 * b * s * static_cast<double>(m.hidden) * m.vocab : 0;
}

// Per token: model = 3 × forward (Kaplan et al. 2020: backward ≈ 2 × forward; PaLM App. B adds
// the attention term 12·L·H·Q·T = 3 × 4·L·s·a·d). Recompute (hardware FLOPs, §6.4) re-runs the
// forward of the blocks (full: Narayanan Eq. 3 gives 96·B·s·L·h²(1 + s/(6h) + V/(16·L·h)), i.e.
// 4 passes over the blocks and 3 over the logits) or only the attention core (selective, §4.2).
flops_per_token training_flops_per_token(const model_spec& m, const training_spec& tr, attention_convention c) {
  flops_per_token f;
  if (!m.has_arch) {
    f.six_n = 6 * m.bare_params;
    f.model = f.hardware = f.six_n;
    f.forward = 2 * m.bare_params;
    return f;
  }
  const param_counts pc = count_params(m);
  f.six_n = 6 * pc.active;
  const double s = tr.seq_len;
  const layer_flops lf = layer_forward_flops(m, 1, s, c);
  const double per_token_layer_fwd = lf.total() / s;
  const double logits_fwd = logits_forward_flops(m, 1, s) / s;
  f.forward = m.layers * per_token_layer_fwd + logits_fwd;
  f.model = 3 * f.forward;
  double recompute = 0;
  if (tr.recompute == recompute_kind::full) recompute = m.layers * per_token_layer_fwd;
  else if (tr.recompute == recompute_kind::selective && !tr.flash_attention) recompute = m.layers * lf.attention_core / s;
  f.hardware = f.model + recompute;
  return f;
}

json op_flops(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const model_spec m = parse_model(r.require("model"), "/model");
  const training_spec tr = parse_training(r.raw("training"), "/training", m);
  const parallel_spec par = parse_parallel(r.raw("parallel"), "/parallel");
  const double tokens = r.positive("tokens", 0);
  const std::string conv = r.choice("attention", "full", {"full", "causal_halved"});
  const attention_convention c = conv == "full" ? attention_convention::full : attention_convention::causal_halved;
  const json* mj = r.raw("measured");
  r.finish();

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

}  // namespace ledgerlab
