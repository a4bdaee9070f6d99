// The step-time ledger (formulas.md §11) and the API op `step`. Contents:
// [SECTION] context   [SECTION] per-layer compute   [SECTION] step
// Glossary: b = micro-batch, s = seq len, s_c = s/c on this GPU, h = hidden, a = heads, f = FFN,
// t = TP, p = PP, v = virtual stages, m = micro-batches, e_a = activation bytes per element,
// X = achievable FLOP/s = peak × matmul efficiency, W = achievable HBM bytes/s.
#include "core/ledger/time.h"

#include <algorithm>
#include <cmath>

#include "core/ledger/gemm_shape.h"
#include "core/ledger/memory.h"
#include "core/spec/units.h"

namespace ledgerlab {

// ------------------------------------------------------------------------------------------------
// [SECTION] context

step_context make_step_context(const model_spec& m, const precision_spec& prec, const hardware_spec& hw,
                               long long seq_len, const time_options& opt, const std::string& hw_path) {
  if (!m.has_arch)
    fail("missing_field", "/model", "step time needs the model's architecture (layers, hidden, heads, ...), not a bare parameter count");
  step_context c;
  c.m = m;
  c.pc = count_params(m);
  c.prec = prec;
  c.hw = hw;
  c.links = links_from_hardware(hw);
  c.opt = opt;
  c.seq_len = seq_len;
  // GEMMs run in the activation dtype (bf16/fp16/fp8) unless precision.matmul names another;
  // fp32 uses the tf32 tensor cores.
  auto tc_name = [](dtype d) { return d == dtype::fp32 ? std::string("tf32") : std::string(dtype_name(d)); };
  c.compute_dtype = tc_name(prec.activations);
  c.matmul_dtype = prec.matmul == dtype::none ? c.compute_dtype : tc_name(prec.matmul);
  c.peak = peak_flops(hw, c.compute_dtype);
  for (const std::string& d : {c.compute_dtype, c.matmul_dtype})
    if (peak_flops(hw, d) <= 0)
      fail("invalid_value", ptr_join(hw_path, "peak_flops_per_s"),
           "hardware.peak_flops_per_s has no \"" + d + "\" entry, needed for " + d + " compute");
  c.x_matmul = c.peak * gemm_curve_for(hw, c.compute_dtype).max_efficiency;
  c.x_hbm = hw.hbm_bytes_per_s * hw.hbm_efficiency;
  if (opt.gemm_quantization)
    c.sms = static_cast<int>(opt.sm_count > 0 ? opt.sm_count : hw.sm_count);  // profile sm_count (datasheet or calibrated)
  const double Ea = dtype_bytes(prec.activations);
  const double Emm = prec.matmul == dtype::none ? Ea : dtype_bytes(prec.matmul);
  c.gemm = make_gemm_params(hw, c.matmul_dtype, Emm, Ea, c.x_hbm, c.sms);
  c.gemm_logits = make_gemm_params(hw, c.compute_dtype, Ea, Ea, c.x_hbm, c.sms);
  c.gemm_source = !hw.gemm.empty() && hw.gemm.count(c.matmul_dtype)
                      ? (hw.gemm_source.empty() ? std::string("the hardware profile's gemm curves") : hw.gemm_source)
                      : "efficiency.matmul " + fmt_num(hw.matmul_efficiency, 4) + " as the large-GEMM efficiency (no " + c.matmul_dtype +
                            " curve in the profile: no per-kernel overhead)";
  const double s = static_cast<double>(seq_len);
  const layer_flops lf = layer_forward_flops(m, 1, s, opt.attention);
  c.mm_flops_per_token_layer = lf.matmul / s;
  c.attn_flops_per_seq_layer = lf.attention_core;
  c.logits_flops_per_token = logits_forward_flops(m, 1, 1);
  training_spec tr;
  tr.seq_len = seq_len;
  for (int k = 0; k < 3; ++k) {
    tr.recompute = static_cast<recompute_kind>(k);
    tr.flash_attention = false;
    const flops_per_token f = training_flops_per_token(m, tr, opt.attention);
    c.model_flops_per_token = f.model;
    c.hw_flops_per_token[k] = f.hardware;
    tr.flash_attention = true;
    c.hw_flops_per_token_flash[k] = training_flops_per_token(m, tr, opt.attention).hardware;
  }
  return c;
}

void set_inter_node_link(step_context& ctx, const link_spec& line_rate, double efficiency) {
  ctx.links.inter = effective_link(line_rate, efficiency);
}

static std::string n2s(double v) { return fmt_num(v, 4); }

// ------------------------------------------------------------------------------------------------
// [SECTION] per-layer compute

namespace {
// Memory-bound element-wise traffic of one layer's forward on one GPU, bytes (ledgerlab
// derivation, stated in the steps; same counting as Korthikanti et al. 2022 §4.1's tensors):
// norms read + write N; residual adds read 2N write N (+1-byte dropout masks); the MLP activation
// reads 2F writes F (gated) or reads F writes F; rotary reads + writes q, k; without fused
// attention, softmax reads + writes the a·s² scores and dropout reads + writes them plus a 1-byte
// mask. N = b·s_c·h (÷t under SP), F = b·s_c·f·k/t. Backward moves ≈ 2× (gradient in, saved input,
// gradient out).
struct elementwise {
  double block = 0;   // bytes excluding the s² score tensors
  double scores = 0;  // bytes of softmax + dropout on the s² scores (0 with flash attention)
  double score_gemm_bytes = 0;  // QKᵀ writes the scores, ·V reads the probabilities (0 with flash)
};

elementwise layer_elementwise_bytes(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                    const parallel_spec& par) {
  const double Ea = dtype_bytes(prec.activations);
  const double b = tr.micro_batch, s_c = static_cast<double>(tr.seq_len) / par.cp, s = tr.seq_len;
  const double t = par.tp, tsp = par.sequence_parallel ? t : 1.0;
  const double N = b * s_c * m.hidden / tsp;
  const double F = b * s_c * static_cast<double>(m.ffn_hidden) * m.experts_per_token / t;
  elementwise e;
  double elems = 2 * (2 * N)   // two norms: read + write
                 + 2 * (3 * N)  // two residual adds: read 2, write 1
                 + (m.gated_mlp ? 3 * F : 2 * F);
  if (m.position == position_kind::rotary)
    elems += 2 * b * s_c * static_cast<double>(m.heads + m.kv_heads) * m.head_dim / t;
  // MoE token permutation (Megatron-Core token dispatcher permute/unpermute): dispatch reads the
  // N tokens and writes their k routed copies sorted by expert, combine reads the k copies and
  // writes the weighted sum: 2·(1 + k)·N elements (ledgerlab derivation).
  if (m.experts > 1) elems += 2 * (1 + static_cast<double>(m.experts_per_token)) * N;
  e.block = elems * Ea + (tr.dropout ? 2 * N : 0.0);  // 1-byte dropout masks after attention and MLP
  if (!tr.flash_attention) {
    const double S2 = b * (static_cast<double>(m.heads) / t) * s_c * s;  // score elements on this GPU
    e.scores = 2 * S2 * Ea + (tr.dropout ? 2 * S2 * Ea + S2 : 0.0);
    e.score_gemm_bytes = 2 * S2 * Ea;
  }
  return e;
}
}  // namespace

// ------------------------------------------------------------------------------------------------
// [SECTION] step

step_result step_time(const step_context& ctx, const training_spec& tr, const parallel_spec& par,
                      long long microbatches, bool want_steps) {
  step_result r;
  const model_spec& m = ctx.m;
  const double b = tr.micro_batch, s = static_cast<double>(tr.seq_len), s_c = s / par.cp;
  const double t = par.tp, p = par.pp, v = par.virtual_stages, mb = static_cast<double>(microbatches);
  const double layers_here = static_cast<double>(m.layers) / p;
  r.gpus = par.gpus();
  r.microbatches = microbatches;
  r.global_batch = b * mb * par.dp;
  r.tokens_per_step = r.global_batch * s;

  // Per layer, per micro-batch, one GPU (§6.2; backward = 2 × forward FLOPs). Every GEMM of the
  // layer (forward, data gradient, weight gradient) is timed by its shape (§11.1, ledger/
  // gemm_shape.h): the profile's efficiency curve, tile/wave quantization over the SMs, the
  // memory roofline and the per-kernel overhead.
  const layer_gemm_times lg = layer_gemm_time(m, b * s_c, par.tp, par.ep, ctx.gemm);
  const double mm_fwd = lg.fwd_s, mm_bwd = lg.bwd_s;
  r.gemm_fwd_factor = lg.quant_fwd;
  r.gemm_bwd_factor = lg.quant_bwd;
  r.gemm_fwd_efficiency = mm_fwd > 0 ? lg.flops_fwd / (mm_fwd * ctx.gemm.peak_flops_per_s) : 0;
  r.gemm_bwd_efficiency = mm_bwd > 0 ? 2 * lg.flops_fwd / (mm_bwd * ctx.gemm.peak_flops_per_s) : 0;
  // FP8 GEMMs with wider activations (Transformer Engine; Micikevicius et al. 2022, arXiv
  // 2209.05433 §4): each GEMM input is cast before the GEMM, reading e_a and writing the fp8
  // value and its transpose (2 B), forward for the activations and backward for the output
  // gradients; weights are cast once per step (not counted).
  const double Ea_cast = dtype_bytes(ctx.prec.activations);
  const bool casts = ctx.gemm.in_bytes < Ea_cast;
  const double cast_fwd = casts ? lg.fwd_input_elems * (Ea_cast + 2) / ctx.x_hbm : 0.0;
  const double cast_bwd = casts ? lg.bwd_input_elems * (Ea_cast + 2) / ctx.x_hbm : 0.0;
  r.layer_cast_s = cast_fwd + cast_bwd;
  const elementwise ew = layer_elementwise_bytes(m, ctx.prec, tr, par);
  // Attention core (QKᵀ, ·V; s/c queries × s keys) on the roofline: without fused attention the
  // batched GEMMs write and re-read the a·s² scores (K = d_h is small), so they are bounded by
  // max(FLOPs / X, score bytes / W) (Williams et al. 2009 roofline; ledgerlab derivation).
  const double attn_fwd = std::max(b * ctx.attn_flops_per_seq_layer / par.cp / t / ctx.x_matmul,
                                   ew.score_gemm_bytes / ctx.x_hbm);
  const double mem_fwd = (ew.block + ew.scores) / ctx.x_hbm;
  // Fused attention recomputes the scores in its backward (Dao et al. 2022 §3.1): 2.5× forward.
  const double attn_bwd = (tr.flash_attention ? 2.5 : 2.0) * attn_fwd;
  r.layer_fwd_s = mm_fwd + attn_fwd + mem_fwd + cast_fwd;
  r.layer_bwd_s = mm_bwd + attn_bwd + 2 * mem_fwd + cast_bwd;
  if (tr.recompute == recompute_kind::full) r.layer_recompute_s = r.layer_fwd_s;  // §9: one more forward
  else if (tr.recompute == recompute_kind::selective && !tr.flash_attention)
    r.layer_recompute_s = attn_fwd + ew.scores / ctx.x_hbm;  // Korthikanti §5: attention core only
  // Logits + loss on the last stage: 2·b·s·h·V/t forward, ×3 with backward; softmax-cross-entropy
  // reads the logits, writes fp32 probabilities, reads them and writes the gradient: 12 B/logit.
  const layer_gemm_times lt = logits_gemm_time(m, b * s_c, par.tp, ctx.gemm_logits);
  const double logits_mm = lt.fwd_s + lt.bwd_s;
  const double logits_mem = b * s_c * static_cast<double>(m.vocab) / t * (2 * dtype_bytes(ctx.prec.activations) + 8) / ctx.x_hbm;
  // Embedding lookup + gradient scatter on the first stage: write N, read N, read-modify-write N.
  const double embed_mem = 4 * b * s_c * m.hidden * dtype_bytes(ctx.prec.activations) / ctx.x_hbm;
  // Parameters held by this GPU (the most loaded stage: the first holds the embedding, the last
  // the output layer when untied; pp = 1 holds both).
  const double Eg = dtype_bytes(ctx.prec.gradients), Ew = dtype_bytes(ctx.prec.weights),
               Em = dtype_bytes(ctx.prec.master_weights), Ea = dtype_bytes(ctx.prec.activations);
  const double layer_params = ctx.pc.layer_tp_sharded / t + ctx.pc.layer_replicated +
                              ctx.pc.layer_experts / (static_cast<double>(par.ep) * t);
  const double embed_params = ctx.pc.embedding / t + ctx.pc.position;
  const double out_params = ctx.pc.output / t + ctx.pc.final_norm;
  // Gradient accumulation (time_options::grad_accum_traffic): per micro-batch read e_a + read and
  // write e_g bytes per local parameter (Megatron-LM DDP hook main_grad.add_(grad)).
  const double acc_bytes = ctx.opt.grad_accum_traffic && Eg > 0 ? Ea + 2 * Eg : 0.0;
  r.layer_grad_accum_s = layer_params * acc_bytes / ctx.x_hbm;
  r.layer_bwd_s += r.layer_grad_accum_s;
  const double embed_acc = embed_params * acc_bytes / ctx.x_hbm, out_acc = out_params * acc_bytes / ctx.x_hbm;
  const double layers_s = layers_here * (r.layer_fwd_s + r.layer_bwd_s + r.layer_recompute_s);
  const double first = layers_s + embed_mem + embed_acc, last = layers_s + logits_mm + logits_mem + out_acc;
  r.stage_compute_s = par.pp == 1 ? layers_s + embed_mem + embed_acc + logits_mm + logits_mem + out_acc : std::max(first, last);
  r.compute_s = mb * r.stage_compute_s;

  // Communication (ledger/comm.h) with the compute windows that can hide it.
  comm_windows w;
  w.layer_fwd_s = r.layer_fwd_s;
  w.layer_bwd_s = r.layer_bwd_s;
  w.layer_fwd_matmul_s = mm_fwd;
  w.layer_bwd_matmul_s = mm_bwd;
  w.attention_fwd_s = attn_fwd;
  w.stage_bwd_s = layers_here * r.layer_bwd_s;
  r.comm = comm_ledger(m, ctx.pc, ctx.prec, tr, par, microbatches, ctx.links, ctx.opt.comm, w, want_steps);
  r.comm_s = r.comm.time_s;
  r.comm_exposed_s = r.comm.exposed_s;
  const double inline_comm = r.comm.tp.per_microbatch_exposed_s + r.comm.cp.per_microbatch_exposed_s +
                             r.comm.ep.per_microbatch_exposed_s + r.comm.dp.per_microbatch_exposed_s;

  // Pipeline bubble (§8, Narayanan et al. 2021): (p−1)/(v·m) of the ideal time, where the ideal
  // time is m stage-times including the communication inside each micro-batch.
  const double ideal = mb * (r.stage_compute_s + inline_comm);
  r.bubble_s = par.pp > 1 ? (p - 1) / (v * mb) * ideal : 0.0;

  // Optimizer step, memory-bound (§11), per parameter held by this GPU's optimizer shard, kernel
  // by kernel as Megatron-LM's MixedPrecisionOptimizer.step runs them (megatron/optimizer/
  // optimizer.py, clip_grads.py, and the DDP buffer's zero_grad): zero the gradient buffer
  // (write e_g), gradient norm for clipping (read e_g), clip scaling (read + write e_g), the Adam
  // update (read e_g; read + write master weights (or weights) and every optimizer state), and
  // the copy of the master weights into the low-precision weights (read e_m, write e_w).
  const double Eo = optimizer_state_bytes_per_param(ctx.prec);
  double dense = layers_here * (ctx.pc.layer_tp_sharded / t + ctx.pc.layer_replicated) + embed_params;
  if (par.pp == 1) dense += out_params;
  const double experts = layers_here * ctx.pc.layer_experts / (static_cast<double>(par.ep) * t);
  const double nd = static_cast<double>(par.dp * par.cp), nde = nd / par.ep;
  const double psi_opt = par.zero >= 1 ? dense / nd + experts / nde : dense + experts;
  const double upd_bytes = 5 * Eg + 2 * (Em > 0 ? Em : Ew) + 2 * Eo + (Em > 0 ? Em + Ew : 0.0);
  if (par.offload_optimizer) {
    r.optimizer_s = psi_opt * (Eg + Ew) / ctx.opt.host_link_bytes_per_s + psi_opt * upd_bytes / ctx.opt.host_memory_bytes_per_s;
  } else {
    r.optimizer_s = psi_opt * upd_bytes / ctx.x_hbm;
  }

  r.step_s = r.compute_s + r.comm_exposed_s + r.bubble_s + r.optimizer_s;
  r.tokens_per_s = r.tokens_per_step / r.step_s;
  r.flops_per_step = ctx.model_flops_per_token * r.tokens_per_step;
  const int rk = static_cast<int>(tr.recompute);
  r.hardware_flops_per_step = (tr.flash_attention ? ctx.hw_flops_per_token_flash[rk] : ctx.hw_flops_per_token[rk]) * r.tokens_per_step;
  r.mfu = r.flops_per_step / (static_cast<double>(r.gpus) * ctx.peak * r.step_s);
  r.hfu = r.hardware_flops_per_step / (static_cast<double>(r.gpus) * ctx.peak * r.step_s);

  if (want_steps) {
    r.gemm_dtype = ctx.matmul_dtype;
    r.gemm_source = ctx.gemm_source;
    auto& S = r.steps;
    const std::string X = "X = " + n2s(ctx.peak / 1e12) + " TFLOP/s × " + n2s(ctx.x_matmul / ctx.peak) + " = " +
                          n2s(ctx.x_matmul / 1e12) + " TFLOP/s";
    const std::string W = "W = " + n2s(ctx.hw.hbm_bytes_per_s / 1e9) + " GB/s × " + n2s(ctx.hw.hbm_efficiency);
    S.push_back({"flops_per_step", "model FLOPs per step (all GPUs)", "per-token model FLOPs × B·s = " +
                 n2s(ctx.model_flops_per_token) + " × " + n2s(r.tokens_per_step) + " [§6.1-6.3]", r.flops_per_step, "flops"});
    const gemm_params& g = ctx.gemm;
    const std::string curve = ctx.matmul_dtype + " curve: peak " + n2s(g.peak_flops_per_s / 1e12) + " TFLOP/s × max efficiency " +
                              n2s(g.max_efficiency) + ", overhead " + n2s(g.overhead_s * 1e6) + " µs per GEMM, ceiling " +
                              (g.ceiling > 0 ? n2s(g.ceiling) : std::string("none")) + ", " +
                              (ctx.sms > 0 ? std::to_string(ctx.sms) + " SMs (256×128 tiles, split-K)" : std::string("no SM count: no quantization")) +
                              ", roofline W; source: " + ctx.gemm_source;
    S.push_back({"gemm_curve", "GEMM efficiency model (" + ctx.matmul_dtype + ")",
                 "t = max(sqrt((2MNK / (peak × e_max × q))² + (bytes / W)²) + overhead, 2MNK / (peak × ceiling)) [§11.1]; " + curve, g.max_efficiency, "ratio"});
    auto shape = [](double M, double N, double K) { return n2s(M) + "×" + n2s(N) + "×" + n2s(K); };
    auto pct = [](double e) { return n2s(100 * e) + "%"; };
    for (int i = 0; i < lg.n; ++i) {
      const layer_gemm_detail& d = lg.gemms[static_cast<std::size_t>(i)];
      S.push_back({std::string("gemm_") + d.name, std::string("one layer GEMM ") + d.name + " (forward + backward)",
                   std::string(d.count > 1 ? n2s(d.count) + " local experts, each " : "") + "forward " + shape(d.M, d.N, d.K) +
                       " (M×N×K) at " + pct(d.fwd.efficiency) + " of peak (q " + n2s(d.fwd.quantization) + "), data gradient " +
                       shape(d.M, d.K, d.N) + " at " + pct(d.dgrad.efficiency) + " (q " + n2s(d.dgrad.quantization) + "), weight gradient " +
                       shape(d.N, d.K, d.M) + " at " + pct(d.wgrad.efficiency) + " (q " + n2s(d.wgrad.quantization) + ") [§11.1]",
                   d.fwd.time_s + d.dgrad.time_s + d.wgrad.time_s, "s"});
    }
    S.push_back({"layer_matmul_fwd", "one layer forward GEMMs, one micro-batch",
                 "Σ forward GEMM times = " + n2s(lg.flops_fwd) + " FLOPs at " + pct(r.gemm_fwd_efficiency) + " of the " + ctx.matmul_dtype +
                     " peak (tile/wave factor " + n2s(lg.quant_fwd) + ") [§6.2, §11.1]",
                 mm_fwd, "s"});
    if (r.layer_cast_s > 0)
      S.push_back({"layer_fp8_casts", "one layer fp8 casts (forward + backward)",
                   n2s(lg.fwd_input_elems) + " input + " + n2s(lg.bwd_input_elems) + " output-gradient elements × (e_a + 2) B / W, " + W +
                       " (Transformer Engine cast + transpose before each fp8 GEMM) [§11.1]",
                   r.layer_cast_s, "s"});
    S.push_back({"layer_attention_fwd", "one layer attention core (QKᵀ, ·V) forward",
                 "max(4·b·s_c·s·a·d_h / t / X, score write + read bytes / W), " + X + " [§6.2, roofline]", attn_fwd, "s"});
    S.push_back({"layer_elementwise_fwd", "one layer memory-bound ops forward (norms, residuals, activation" +
                 std::string(tr.flash_attention ? "" : ", softmax") + (tr.dropout ? ", dropout" : "") + ")",
                 n2s((ew.block + ew.scores) / 1e6) + " MB / W, " + W + " (ledgerlab derivation from the §4.1 tensors)", mem_fwd, "s"});
    S.push_back({"layer_fwd", "one layer forward", std::string("GEMMs + attention + element-wise") + (casts ? " + fp8 casts" : ""), r.layer_fwd_s, "s"});
    S.push_back({"layer_bwd", "one layer backward", "data- and weight-gradient GEMMs at " + pct(r.gemm_bwd_efficiency) + " of peak + " +
                 (tr.flash_attention ? "2.5" : "2") + " × attention + 2 × element-wise" + (casts ? " + fp8 casts" : "") +
                 " [§6.2: backward = 2 × forward FLOPs]" +
                 (r.layer_grad_accum_s > 0 ? " + gradient accumulation " + n2s(layer_params) + " params × " + n2s(acc_bytes) +
                                                 " B / W (Megatron-LM DDP main_grad.add_)" : ""),
                 r.layer_bwd_s, "s"});
    if (r.layer_recompute_s > 0)
      S.push_back({"layer_recompute", std::string("one layer recompute (") + recompute_name(tr.recompute) + ")",
                   tr.recompute == recompute_kind::full ? "one more forward [§9]" : "attention core + softmax/dropout again (Korthikanti §5) [§9]",
                   r.layer_recompute_s, "s"});
    const layer_gemm_detail& lgd = lt.gemms[0];
    S.push_back({"stage_compute", "slowest pipeline stage, one micro-batch (compute)",
                 n2s(layers_here) + " layers × (fwd + bwd + recompute)" + (par.pp == 1 ? " + embedding + logits/loss" : " + logits/loss (last stage)") +
                 " (logits GEMM " + shape(lgd.M, lgd.N, lgd.K) + " in " + ctx.compute_dtype + " at " + pct(lgd.fwd.efficiency) +
                 " forward, " + pct(lgd.dgrad.efficiency) + " / " + pct(lgd.wgrad.efficiency) + " backward)", r.stage_compute_s, "s"});
    S.push_back({"compute", "compute per step", "m × stage time = " + n2s(mb) + " × " + n2s(r.stage_compute_s) + " s [§11]", r.compute_s, "s"});
    S.insert(S.end(), r.comm.steps.begin(), r.comm.steps.end());
    S.push_back({"bubble", "pipeline bubble", "(p−1)/(v·m) × ideal = (" + n2s(p) + "−1)/(" + n2s(v) + "×" + n2s(mb) + ") × " +
                 n2s(ideal) + " s [§8]", r.bubble_s, "s"});
    S.push_back({"optimizer", par.offload_optimizer ? "optimizer step on the CPU (offload)" : "optimizer step (memory-bound)",
                 par.offload_optimizer ? "Ψ_opt × (grad + weight bytes) / host link + Ψ_opt × update bytes / host memory (stated defaults)"
                                       : "Ψ_opt × " + n2s(upd_bytes) + " B / W (zero grads, norm, clip, Adam, master→weights copy: Megatron-LM optimizer.py), Ψ_opt = " +
                                             n2s(psi_opt) + " [§11]",
                 r.optimizer_s, "s"});
    S.push_back({"step", "step time", "compute + exposed comm + bubble + optimizer [§11]", r.step_s, "s"});
    S.push_back({"tokens_per_s", "tokens per second", "B·s / step = " + n2s(r.tokens_per_step) + " / " + n2s(r.step_s) + " [§11]",
                 r.tokens_per_s, "tokens/s"});
    S.push_back({"mfu", "MFU", "model FLOPs / (N × peak × step), peak = " + n2s(ctx.peak / 1e12) + " TFLOP/s " + ctx.compute_dtype +
                 " [§6.4]", r.mfu, "ratio"});
    S.push_back({"hfu", "HFU", "hardware FLOPs (with recompute) / (N × peak × step) [§6.4]", r.hfu, "ratio"});
  }
  return r;
}

run_totals run_totals_for(const step_result& r, double tokens, double price) {
  run_totals t;
  t.tokens = tokens;
  t.time_s = r.tokens_per_s > 0 ? tokens / r.tokens_per_s : 0;
  t.gpu_hours = t.time_s * static_cast<double>(r.gpus) / 3600.0;
  t.cost = t.gpu_hours * price;
  return t;
}

json step_result_to_json(const step_result& r) {
  json j = {{"gpus", r.gpus},
            {"microbatches", r.microbatches},
            {"global_batch", r.global_batch},
            {"tokens_per_step", r.tokens_per_step},
            {"flops_per_step", r.flops_per_step},
            {"hardware_flops_per_step", r.hardware_flops_per_step},
            {"compute_s", r.compute_s},
            {"comm_s", r.comm_s},
            {"comm_exposed_s", r.comm_exposed_s},
            {"bubble_s", r.bubble_s},
            {"optimizer_s", r.optimizer_s},
            {"step_s", r.step_s},
            {"tokens_per_s", r.tokens_per_s},
            {"mfu", r.mfu},
            {"hfu", r.hfu},
            {"layer_times_s", {{"forward", r.layer_fwd_s}, {"backward", r.layer_bwd_s}, {"recompute", r.layer_recompute_s},
                               {"grad_accum", r.layer_grad_accum_s}, {"fp8_casts", r.layer_cast_s}}},
            {"gemm_quantization", {{"forward", r.gemm_fwd_factor}, {"backward", r.gemm_bwd_factor}}},
            {"gemm_efficiency", {{"forward", r.gemm_fwd_efficiency}, {"backward", r.gemm_bwd_efficiency},
                                 {"dtype", r.gemm_dtype}, {"source", r.gemm_source}}},
            {"stage_compute_s", r.stage_compute_s}};
  j["comm_bytes"] = {{"dp", r.comm.dp.bytes}, {"tp", r.comm.tp.bytes}, {"pp", r.comm.pp.bytes},
                     {"cp", r.comm.cp.bytes}, {"ep", r.comm.ep.bytes}};
  j["comm"] = comm_result_to_json(r.comm);
  j["steps"] = steps_to_json(r.steps);
  return j;
}

}  // namespace ledgerlab

// ------------------------------------------------------------------------------------------------
// [SECTION] op step

namespace ledgerlab {

time_options parse_time_options(const json* j, const std::string& path) {
  time_options o;
  if (!j) return o;
  obj_reader r(*j, path);
  o.attention = r.choice("attention", "full", {"full", "causal_halved"}) == "full" ? attention_convention::full
                                                                                  : attention_convention::causal_halved;
  o.comm.dp_overlap = r.boolean("dp_overlap", o.comm.dp_overlap);
  o.comm.tp_overlap = r.boolean("tp_overlap", o.comm.tp_overlap);
  o.comm.param_gather_overlap = r.boolean("param_gather_overlap", o.comm.param_gather_overlap);
  o.comm.zero3_prefetch = r.boolean("zero3_prefetch", o.comm.zero3_prefetch);
  o.comm.bucket_bytes = r.positive("bucket_bytes", o.comm.bucket_bytes);
  o.comm.algo = r.choice("algorithm", "ring", {"ring", "tree"}) == "tree" ? collective_algo::tree : collective_algo::ring;
  o.host_link_bytes_per_s = r.positive("host_link_bytes_per_s", o.host_link_bytes_per_s);
  o.host_memory_bytes_per_s = r.positive("host_memory_bytes_per_s", o.host_memory_bytes_per_s);
  o.gemm_quantization = r.boolean("gemm_quantization", o.gemm_quantization);
  o.sm_count = r.integer("sm_count", 0, 1, 1 << 20);
  o.grad_accum_traffic = r.boolean("grad_accum_traffic", o.grad_accum_traffic);
  r.finish();
  return o;
}

}  // namespace ledgerlab
