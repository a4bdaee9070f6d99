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
  {
    const gemm_curve cc = gemm_curve_for(hw, c.compute_dtype);
    c.x_matmul = c.peak * cc.max_efficiency * cc.sustained;  // large-shape FLOP/s at the sustained clock (§11.1)
  }
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
  // Attention kernel (§11.3): the published table for this architecture and kernel, at length s.
  c.arch = gpu_arch_from_string(hw.architecture);
  c.attn_kernel = resolve_attention_kernel(opt.attn_kernel, c.arch);
  c.head_dim = static_cast<double>(m.head_dim > 0 ? m.head_dim : m.hidden / std::max<long long>(m.heads, 1));
  c.attn_full_flops_per_seq_layer = layer_forward_flops(m, 1, s, attention_convention::full).attention_core;
  for (int i = 0; i < 4; ++i)
    c.attn_eff[i] = attention_kernel_efficiency(c.arch, c.attn_kernel, c.head_dim, s, (i & 1) != 0, (i & 2) != 0);
  c.attn_table = c.attn_eff[0] > 0;
  // Memory-bound kernels pay the same fixed per-kernel time as the profile's GEMMs (§11.4).
  c.kernel_overhead_s = gemm_curve_for(hw, c.compute_dtype).overhead_s;
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
// Attention core (QKᵀ, ·V) of one layer, one micro-batch, one GPU (§11.3). F = 4·b·(s/c)·s·a·d_h/t
// FLOPs without a mask. Fused kernels with a published table: the causal mask skips half the
// work (rank-averaged under load-balanced CP), backward = 2.5 × forward FLOPs (Dao et al. 2022
// §3.1: the scores are recomputed), each at the table's efficiency for a kernel call of s/c
// queries × s/c keys; under CP a rank's work is 1/c diagonal (causal) and (c−1)/c off-diagonal
// (unmasked) blocks. Without a table: F / X forward, 2.5 × backward (X = the GEMM curve's large-
// shape FLOP/s). Unfused: QKᵀ writes and ·V reads the a·s² scores, so max(F / X, score bytes / W)
// forward and 2 × that backward (Williams et al. 2009 roofline).
struct attention_time {
  double fwd_s = 0, bwd_s = 0, eff_fwd = 0, eff_bwd = 0;
};
attention_time attention_core_time(const step_context& ctx, const training_spec& tr, const parallel_spec& par) {
  attention_time a;
  const double b = static_cast<double>(tr.micro_batch), c = static_cast<double>(par.cp), t = static_cast<double>(par.tp);
  const double F = b * ctx.attn_full_flops_per_seq_layer / c / t;
  if (!tr.flash_attention) {
    const double S2 = b * (static_cast<double>(ctx.m.heads) / t) * (static_cast<double>(tr.seq_len) / c) * static_cast<double>(tr.seq_len);
    const double score_bytes = 2 * S2 * dtype_bytes(ctx.prec.activations);
    a.fwd_s = std::max(F / ctx.x_matmul, score_bytes / ctx.x_hbm);
    a.bwd_s = 2.0 * a.fwd_s;
    // What the roofline achieves, as a fraction of peak (the full s² work: no mask skips any).
    a.eff_fwd = F / (a.fwd_s * ctx.peak);
    a.eff_bwd = 2.0 * F / (a.bwd_s * ctx.peak);
    return a;
  }
  if (!ctx.attn_table) {
    a.fwd_s = F / ctx.x_matmul;
    a.bwd_s = 2.5 * a.fwd_s;
    a.eff_fwd = F / (a.fwd_s * ctx.peak);
    a.eff_bwd = 2.5 * F / (a.bwd_s * ctx.peak);
    return a;
  }
  const bool causal = ctx.opt.causal_mask;
  const double work = causal ? 0.5 * F : F;
  double ef[2], eb[2];  // [unmasked block, diagonal block]
  if (par.cp <= 1) {
    ef[0] = ef[1] = ctx.attn_eff[causal ? 1 : 0];
    eb[0] = eb[1] = ctx.attn_eff[causal ? 3 : 2];
  } else {
    const double L = static_cast<double>(tr.seq_len) / c;
    ef[0] = attention_kernel_efficiency(ctx.arch, ctx.attn_kernel, ctx.head_dim, L, false, false);
    eb[0] = attention_kernel_efficiency(ctx.arch, ctx.attn_kernel, ctx.head_dim, L, false, true);
    ef[1] = causal ? attention_kernel_efficiency(ctx.arch, ctx.attn_kernel, ctx.head_dim, L, true, false) : ef[0];
    eb[1] = causal ? attention_kernel_efficiency(ctx.arch, ctx.attn_kernel, ctx.head_dim, L, true, true) : eb[0];
  }
  const double diag = par.cp <= 1 ? 1.0 : (causal ? 1.0 / c : 0.0);
  a.fwd_s = work / ctx.peak * (diag / ef[1] + (1 - diag) / ef[0]);
  a.bwd_s = 2.5 * work / ctx.peak * (diag / eb[1] + (1 - diag) / eb[0]);
  a.eff_fwd = work / (a.fwd_s * ctx.peak);
  a.eff_bwd = 2.5 * work / (a.bwd_s * ctx.peak);
  return a;
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
  // Layers per pipeline rank (§8.1: even, or Megatron's uneven split); per-stage terms below
  // (communication, optimizer, gradient sync) take the rank holding the most layers.
  const stage_layers sl = pipeline_stage_layers(m.layers, par);
  const double layers_here = static_cast<double>(sl.most());
  r.gpus = par.gpus();
  r.microbatches = microbatches;
  r.global_batch = b * mb * par.dp;
  r.tokens_per_step = r.global_batch * s;

  // Per layer, per micro-batch, one GPU (§6.2; backward = 2 × forward FLOPs). Every GEMM of the
  // layer (forward, data gradient, weight gradient) is timed by its shape (§11.1, ledger/
  // gemm_shape.h): the profile's efficiency curve, tile/wave quantization over the SMs, the
  // memory roofline and the per-kernel overhead.
  const double iota = m.experts > 1 ? std::max(1.0, ctx.opt.moe_imbalance) : 1.0;
  const layer_gemm_times lg = layer_gemm_time(m, b * s_c, par.tp, par.ep, ctx.gemm, iota);
  const double mm_fwd = lg.fwd_s, mm_bwd = lg.bwd_s;
  r.gemm_fwd_factor = lg.quant_fwd;
  r.gemm_bwd_factor = lg.quant_bwd;
  r.gemm_fwd_efficiency = mm_fwd > 0 ? lg.flops_fwd / (mm_fwd * ctx.gemm.peak_flops_per_s) : 0;
  r.gemm_bwd_efficiency = mm_bwd > 0 ? 2 * lg.flops_fwd / (mm_bwd * ctx.gemm.peak_flops_per_s) : 0;
  // FP8 GEMMs with wider activations (Transformer Engine; Micikevicius et al. 2022, arXiv
  // 2209.05433 §4): each GEMM input is cast before the GEMM, reading e_a and writing the fp8
  // value and its transpose (2 B), forward for the activations and backward for the output
  // gradients, one kernel per GEMM (t_0 + bytes / W, §11.4); weights are cast once per step.
  const double Ea_cast = dtype_bytes(ctx.prec.activations);
  const bool casts = ctx.gemm.in_bytes < Ea_cast;
  const double t0 = ctx.kernel_overhead_s;
  const double cast_fwd = casts ? lg.n * t0 + lg.fwd_input_elems * (Ea_cast + 2) / ctx.x_hbm : 0.0;
  const double cast_bwd = casts ? lg.n * t0 + lg.bwd_input_elems * (Ea_cast + 2) / ctx.x_hbm : 0.0;
  r.layer_cast_s = cast_fwd + cast_bwd;
  // Memory-bound kernels (§11.4, ledger/layer_kernels.h): norms, rotary, residual adds, the
  // activation, unfused softmax/dropout, MoE router and permutations, each t_0 + bytes / W.
  mem_kernel_params mkp;
  mkp.hbm_bytes_per_s = ctx.x_hbm;
  mkp.overhead_s = t0;
  mkp.moe_imbalance = iota;
  // PyTorch autocast with fp32 parameters (weights fp32 used directly, no master copy, 16-bit
  // activations): fp32 residual stream and a weight cast per linear per call (§11.4).
  const bool amp_fp32_params = ctx.prec.weights == dtype::fp32 && ctx.prec.master_weights == dtype::none &&
                               dtype_bytes(ctx.prec.activations) < 4;
  if (amp_fp32_params) {
    mkp.residual_bytes = 4;
    for (int i = 0; i < lg.n; ++i) {
      const layer_gemm_detail& d = lg.gemms[static_cast<std::size_t>(i)];
      mkp.autocast_weight_elems += d.N * d.K * d.count;
    }
    mkp.autocast_gemms = lg.n;
  }
  const mem_kernels mk = layer_memory_kernels(m, ctx.prec, tr, par, mkp);
  const double mem_fwd = mk.fwd_s, mem_bwd = mk.bwd_s;
  r.layer_memory_fwd_s = mem_fwd;
  r.layer_memory_bwd_s = mem_bwd;
  r.layer_memory_kernels = mk.block_fwd_kernels + mk.scores_fwd_kernels + mk.moe_fwd_kernels + mk.block_bwd_kernels +
                           mk.scores_bwd_kernels + mk.moe_bwd_kernels + 2 * mk.autocast_kernels;
  // Attention core (§11.3): the fused kernel's published efficiency, or the unfused roofline.
  const attention_time at = attention_core_time(ctx, tr, par);
  const double attn_fwd = at.fwd_s, attn_bwd = at.bwd_s;
  r.layer_attention_fwd_s = attn_fwd;
  r.layer_attention_bwd_s = attn_bwd;
  r.attention_efficiency_fwd = at.eff_fwd;
  r.attention_efficiency_bwd = at.eff_bwd;
  r.layer_fwd_s = mm_fwd + attn_fwd + mem_fwd + cast_fwd;
  r.layer_bwd_s = mm_bwd + attn_bwd + mem_bwd + cast_bwd;
  if (tr.recompute == recompute_kind::full) r.layer_recompute_s = r.layer_fwd_s;  // §9: one more forward
  else if (tr.recompute == recompute_kind::selective && !tr.flash_attention)
    r.layer_recompute_s = attn_fwd + mk.scores_fwd_s;  // Korthikanti §5: attention core only
  // Logits + loss on the last stage: 2·b·s·h·V/t forward, ×3 with backward. Softmax cross-entropy
  // (§11.4, time_options::megatron_loss): fused, it reads the logits, writes fp32 probabilities,
  // reads them and writes the gradient (2e_a + 8 B per logit, 2 kernels); Megatron-Core's unfused
  // vocab_parallel_cross_entropy casts to fp32 (e_a + 4), takes the max (4), subtracts it in place
  // (8), exponentiates in place (8), sums (4) and divides in place (8) forward, multiplies by the
  // output gradient in place (8) and casts back (4 + e_a) backward: 2e_a + 48 B, 8 kernels.
  const layer_gemm_times lt = logits_gemm_time(m, b * s_c, par.tp, ctx.gemm_logits);
  const double logits_mm = lt.fwd_s + lt.bwd_s;
  const double Ea_l = dtype_bytes(ctx.prec.activations);
  const double loss_bytes_per_logit = ctx.opt.megatron_loss ? 2 * Ea_l + 48 : 2 * Ea_l + 8;
  const double loss_kernels = ctx.opt.megatron_loss ? 8 : 2;
  const double logits_mem = b * s_c * static_cast<double>(m.vocab) / t * loss_bytes_per_logit / ctx.x_hbm + loss_kernels * t0;
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
  const double layer_s = r.layer_fwd_s + r.layer_bwd_s + r.layer_recompute_s;
  const double first = static_cast<double>(sl.first) * layer_s + embed_mem + embed_acc,
               last = static_cast<double>(sl.last) * layer_s + logits_mm + logits_mem + out_acc,
               middle = par.pp > 2 ? static_cast<double>(sl.middle) * layer_s : 0.0;
  r.stage_compute_s = par.pp == 1 ? first + logits_mm + logits_mem + out_acc : std::max({first, middle, last});
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

  r.step_s = r.compute_s + r.comm_exposed_s + r.bubble_s + r.optimizer_s + r.comm.contention_s;
  r.tokens_per_s = r.tokens_per_step / r.step_s;
  r.flops_per_step = ctx.model_flops_per_token * r.tokens_per_step;
  const int rk = static_cast<int>(tr.recompute);
  r.hardware_flops_per_step = (tr.flash_attention ? ctx.hw_flops_per_token_flash[rk] : ctx.hw_flops_per_token[rk]) * r.tokens_per_step;
  r.mfu = r.flops_per_step / (static_cast<double>(r.gpus) * ctx.peak * r.step_s);
  r.hfu = r.hardware_flops_per_step / (static_cast<double>(r.gpus) * ctx.peak * r.step_s);

  if (want_steps) {
    r.gemm_dtype = ctx.matmul_dtype;
    r.gemm_source = ctx.gemm_source;
    r.attention_kernel_used = tr.flash_attention ? attention_kernel_name(ctx.attn_kernel) : "unfused";
    r.attention_source = !tr.flash_attention ? "roofline of the unfused batched GEMMs and score traffic"
                                             : attention_kernel_source(ctx.arch, ctx.attn_kernel);
    auto& S = r.steps;
    const std::string X = "X = " + n2s(ctx.peak / 1e12) + " TFLOP/s × " + n2s(ctx.x_matmul / ctx.peak) + " = " +
                          n2s(ctx.x_matmul / 1e12) + " TFLOP/s";
    const std::string W = "W = " + n2s(ctx.hw.hbm_bytes_per_s / 1e9) + " GB/s × " + n2s(ctx.hw.hbm_efficiency);
    S.push_back({"flops_per_step", "model FLOPs per step (all GPUs)", "per-token model FLOPs × B·s = " +
                 n2s(ctx.model_flops_per_token) + " × " + n2s(r.tokens_per_step) + " [§6.1-6.3]", r.flops_per_step, "flops"});
    const gemm_params& g = ctx.gemm;
    const std::string curve = ctx.matmul_dtype + " curve: peak " + n2s(g.peak_flops_per_s / 1e12) + " TFLOP/s × max efficiency " +
                              n2s(g.max_efficiency) + ", overhead " + n2s(g.overhead_s * 1e6) + " µs per GEMM, ceiling " +
                              (g.ceiling > 0 ? n2s(g.ceiling) : std::string("none")) + ", sustained " +
                              (g.sustained < 1 ? "× " + n2s(g.sustained) + " (power-saturated clock of a full node)" : std::string("× 1 (burst figures)")) + ", " +
                              (ctx.sms > 0 ? std::to_string(ctx.sms) + " SMs (256×128 tiles, split-K)" : std::string("no SM count: no quantization")) +
                              ", roofline W; source: " + ctx.gemm_source;
    S.push_back({"gemm_curve", "GEMM efficiency model (" + ctx.matmul_dtype + ")",
                 "t = max(sqrt((2MNK / (peak × e_max × σ × q))² + (bytes / W)²) + overhead, 2MNK / (peak × ceiling × σ)) [§11.1]; " + curve, g.max_efficiency, "ratio"});
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
                   n2s(lg.fwd_input_elems) + " input + " + n2s(lg.bwd_input_elems) + " output-gradient elements × (e_a + 2) B / W + " +
                       std::to_string(2 * lg.n) + " kernels × t_0, " + W + " (Transformer Engine cast + transpose before each fp8 GEMM) [§11.2]",
                   r.layer_cast_s, "s"});
    {
      const std::string L = n2s(s / par.cp);
      std::string how;
      if (!tr.flash_attention)
        how = "unfused: QKᵀ and ·V as batched GEMMs around the softmax: max(F / X, score write + read bytes / W), " + X +
              "; backward 2 × forward; achieved " + pct(r.attention_efficiency_fwd) + " of the " + n2s(ctx.peak / 1e12) +
              " TFLOP/s peak [§11.3]";
      else if (!ctx.attn_table)
        how = std::string("kernel ") + attention_kernel_name(ctx.attn_kernel) + " on " +
              (ctx.hw.architecture.empty() ? std::string("an unstated architecture") : ctx.hw.architecture) + ": " +
              attention_kernel_source(ctx.arch, ctx.attn_kernel) + ": F / X, " + X + "; backward 2.5 × forward; achieved " +
              pct(r.attention_efficiency_fwd) + " of the " + n2s(ctx.peak / 1e12) + " TFLOP/s peak [§11.3]";
      else
        how = std::string("kernel ") + attention_kernel_name(ctx.attn_kernel) + " (" + ctx.hw.architecture + "), head dim " +
              n2s(ctx.head_dim) + ", calls of " + L + " queries × " + L + " keys" + (ctx.opt.causal_mask ? ", causal mask (half the work" + std::string(par.cp > 1 ? "; 1/c diagonal blocks causal, the rest unmasked" : "") + ")" : ", no mask") +
              ": forward at " + pct(r.attention_efficiency_fwd) + " of the " + n2s(ctx.peak / 1e12) + " TFLOP/s peak, backward (2.5 × the FLOPs) at " +
              pct(r.attention_efficiency_bwd) + "; source: " + attention_kernel_source(ctx.arch, ctx.attn_kernel) + " [§11.3]";
      S.push_back({"attention_kernel", "attention core kernel (QKᵀ, softmax, ·V)",
                   "F = 4·b·(s/c)·s·a·d_h / t = " + n2s(b * ctx.attn_full_flops_per_seq_layer / par.cp / t) + " FLOPs per layer; " + how,
                   r.attention_efficiency_fwd, "ratio"});
      S.push_back({"layer_attention_fwd", "one layer attention core forward", "see attention_kernel [§11.3]", attn_fwd, "s"});
      S.push_back({"layer_attention_bwd", "one layer attention core backward", "see attention_kernel [§11.3]", attn_bwd, "s"});
    }
    {
      auto mb_s = [](double bytes) { return n2s(bytes / 1e6) + " MB"; };
      const std::string per = " each t_0 + bytes / W, t_0 = " + n2s(t0 * 1e6) + " µs (the " + ctx.compute_dtype +
                              " GEMM curve's per-kernel time), " + W + " [§11.4]";
      S.push_back({"layer_memory_fwd", "one layer memory-bound kernels forward (norms, residual adds" +
                   std::string(m.position == position_kind::rotary ? ", rotary" : "") + ", activation" +
                   (tr.flash_attention ? "" : ", softmax") + (tr.dropout ? ", dropout" : "") + (m.experts > 1 ? ", MoE router + permutations" : "") + ")",
                   std::to_string(mk.block_fwd_kernels + mk.scores_fwd_kernels + mk.moe_fwd_kernels + mk.autocast_kernels) + " kernels, " +
                       mb_s(mk.block_fwd_bytes + mk.scores_fwd_bytes + mk.moe_fwd_bytes + mk.autocast_fwd_bytes) +
                       (mk.scores_fwd_bytes > 0 ? " (scores " + mb_s(mk.scores_fwd_bytes) + ")" : "") +
                       (mk.moe_fwd_bytes > 0 ? " (MoE " + mb_s(mk.moe_fwd_bytes) + ", ι = " + n2s(iota) + " [§11.6])" : "") +
                       (amp_fp32_params ? " (autocast with fp32 parameters: fp32 residual stream, norms downcast it; " +
                                              std::to_string(mk.autocast_kernels) + " weight casts, " + mb_s(mk.autocast_fwd_bytes) + ")" : "") +
                       ";" + per,
                   mem_fwd, "s"});
      S.push_back({"layer_memory_bwd", "one layer memory-bound kernels backward",
                   std::to_string(mk.block_bwd_kernels + mk.scores_bwd_kernels + mk.moe_bwd_kernels + mk.autocast_kernels) + " kernels, " +
                       mb_s(mk.block_bwd_bytes + mk.scores_bwd_bytes + mk.moe_bwd_bytes + mk.autocast_bwd_bytes) + " (norm, activation" +
                       std::string(tr.dropout ? ", dropout" : "") + " and softmax backward read the saved inputs and the gradient" +
                       (amp_fp32_params ? "; fp32 residual-gradient sums and casts, " + std::to_string(mk.autocast_kernels) +
                                              " weight-gradient casts to fp32" : "") + ");" + per,
                   mem_bwd, "s"});
    }
    S.push_back({"layer_fwd", "one layer forward", std::string("GEMMs + attention + memory-bound kernels") + (casts ? " + fp8 casts" : ""), r.layer_fwd_s, "s"});
    S.push_back({"layer_bwd", "one layer backward", "data- and weight-gradient GEMMs at " + pct(r.gemm_bwd_efficiency) + " of peak + " +
                 "attention backward + memory-bound kernels backward" + (casts ? " + fp8 casts" : "") +
                 (r.layer_grad_accum_s > 0 ? " + gradient accumulation " + n2s(layer_params) + " params × " + n2s(acc_bytes) +
                                                 " B / W (Megatron-LM DDP main_grad.add_)" : ""),
                 r.layer_bwd_s, "s"});
    if (r.layer_recompute_s > 0)
      S.push_back({"layer_recompute", std::string("one layer recompute (") + recompute_name(tr.recompute) + ")",
                   tr.recompute == recompute_kind::full ? "one more forward [§9]" : "attention core + softmax/dropout again (Korthikanti §5) [§9]",
                   r.layer_recompute_s, "s"});
    const layer_gemm_detail& lgd = lt.gemms[0];
    S.push_back({"stage_compute", "slowest pipeline stage, one micro-batch (compute)",
                 (par.pp == 1 ? n2s(layers_here) + " layers × (fwd + bwd + recompute) + embedding + logits/loss"
                  : r.stage_compute_s == last ? n2s(static_cast<double>(sl.last)) + " layers × (fwd + bwd + recompute) + logits/loss (last stage)"
                  : r.stage_compute_s == first ? n2s(static_cast<double>(sl.first)) + " layers × (fwd + bwd + recompute) + embedding (first stage)"
                                               : n2s(static_cast<double>(sl.middle)) + " layers × (fwd + bwd + recompute) (a middle stage)") +
                 (sl.first != sl.last || sl.first != sl.middle
                      ? "; uneven split [§8.1]: first / middle / last rank " + std::to_string(sl.first) + " / " + std::to_string(sl.middle) + " / " +
                            std::to_string(sl.last) + " layers"
                      : std::string()) +
                 (par.pp == 1 || r.stage_compute_s == last ? " (logits GEMM " : " (the last stage's logits GEMM ") + shape(lgd.M, lgd.N, lgd.K) + " in " + ctx.compute_dtype + " at " + pct(lgd.fwd.efficiency) +
                 " forward, " + pct(lgd.dgrad.efficiency) + " / " + pct(lgd.wgrad.efficiency) + " backward; softmax cross-entropy " +
                 (ctx.opt.megatron_loss ? "Megatron-Core vocab_parallel_cross_entropy (fp32 cast, max, subtract, exp, sum, div; mul, cast back)"
                                        : std::string("fused (one pass each way)")) +
                 " " + n2s(loss_bytes_per_logit) + " B per logit × " + n2s(b * s_c * static_cast<double>(m.vocab) / t) + " logits + " +
                 n2s(loss_kernels) + " kernels × t_0 = " + n2s(logits_mem * 1e3) + " ms [§11.4])", r.stage_compute_s, "s"});
    S.push_back({"compute", "compute per step", "m × stage time = " + n2s(mb) + " × " + n2s(r.stage_compute_s) + " s [§11]", r.compute_s, "s"});
    S.insert(S.end(), r.comm.steps.begin(), r.comm.steps.end());
    S.push_back({"bubble", "pipeline bubble", "(p−1)/(v·m) × ideal = (" + n2s(p) + "−1)/(" + n2s(v) + "×" + n2s(mb) + ") × " +
                 n2s(ideal) + " s [§8]", r.bubble_s, "s"});
    S.push_back({"optimizer", par.offload_optimizer ? "optimizer step on the CPU (offload)" : "optimizer step (memory-bound)",
                 par.offload_optimizer ? "Ψ_opt × (grad + weight bytes) / host link + Ψ_opt × update bytes / host memory (stated defaults)"
                                       : "Ψ_opt × " + n2s(upd_bytes) + " B / W (zero grads, norm, clip, Adam, master→weights copy: Megatron-LM optimizer.py), Ψ_opt = " +
                                             n2s(psi_opt) + " [§11]",
                 r.optimizer_s, "s"});
    S.push_back({"step", "step time", std::string("compute + exposed comm + bubble + optimizer") +
                 (r.comm.contention_s > 0 ? " + SM contention of overlapped comm" : "") + " [§11]", r.step_s, "s"});
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
            {"comm_contention_s", r.comm.contention_s},
            {"bubble_s", r.bubble_s},
            {"optimizer_s", r.optimizer_s},
            {"step_s", r.step_s},
            {"tokens_per_s", r.tokens_per_s},
            {"mfu", r.mfu},
            {"hfu", r.hfu},
            {"layer_times_s", {{"forward", r.layer_fwd_s}, {"backward", r.layer_bwd_s}, {"recompute", r.layer_recompute_s},
                               {"grad_accum", r.layer_grad_accum_s}, {"fp8_casts", r.layer_cast_s},
                               {"attention_forward", r.layer_attention_fwd_s}, {"attention_backward", r.layer_attention_bwd_s},
                               {"memory_forward", r.layer_memory_fwd_s}, {"memory_backward", r.layer_memory_bwd_s}}},
            {"attention", {{"kernel", r.attention_kernel_used}, {"efficiency_forward", r.attention_efficiency_fwd},
                           {"efficiency_backward", r.attention_efficiency_bwd}, {"source", r.attention_source}}},
            {"memory_kernels_per_layer", r.layer_memory_kernels},
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
  o.comm.pp_overlap = r.boolean("pp_overlap", o.comm.pp_overlap);
  o.comm.bucket_bytes = r.positive("bucket_bytes", o.comm.bucket_bytes);
  o.comm.algo = r.choice("algorithm", "ring", {"ring", "tree"}) == "tree" ? collective_algo::tree : collective_algo::ring;
  o.host_link_bytes_per_s = r.positive("host_link_bytes_per_s", o.host_link_bytes_per_s);
  o.host_memory_bytes_per_s = r.positive("host_memory_bytes_per_s", o.host_memory_bytes_per_s);
  o.gemm_quantization = r.boolean("gemm_quantization", o.gemm_quantization);
  o.sm_count = r.integer("sm_count", 0, 1, 1 << 20);
  o.grad_accum_traffic = r.boolean("grad_accum_traffic", o.grad_accum_traffic);
  if (r.has("attention_kernel")) {
    const std::string k = r.choice("attention_kernel", "auto", {"auto", "unfused", "flash1", "flash2", "flash3", "cudnn"});
    parse_attention_kernel(k, o.attn_kernel);
  }
  o.causal_mask = r.choice("attention_mask", "causal", {"causal", "none"}) == "causal";
  if (r.has("moe_load_imbalance")) {
    o.moe_imbalance = r.positive("moe_load_imbalance", 1.0);
    if (o.moe_imbalance < 1.0 || o.moe_imbalance > 64.0)
      fail("invalid_value", r.at("moe_load_imbalance"),
           "options.moe_load_imbalance is the busiest GPU's routed tokens ÷ the mean: it must be in [1, 64]; got " + fmt_num(o.moe_imbalance, 4));
  }
  o.comm.moe_imbalance = o.moe_imbalance;
  o.megatron_loss = r.choice("loss_kernel", "fused", {"fused", "megatron"}) == "megatron";
  r.finish();
  return o;
}

void check_attention_options(const time_options& o, const training_spec& tr, const std::string& options_path) {
  if (tr.flash_attention && o.attn_kernel == attention_kernel::unfused)
    fail("invalid_value", ptr_join(options_path, "attention_kernel"),
         "options.attention_kernel \"unfused\" contradicts training.flash_attention = true; pick a fused kernel "
         "(auto, flash1, flash2, flash3, cudnn) or set flash_attention to false");
  if (!tr.flash_attention && o.attn_kernel != attention_kernel::automatic && o.attn_kernel != attention_kernel::unfused)
    fail("invalid_value", ptr_join(options_path, "attention_kernel"),
         std::string("options.attention_kernel \"") + attention_kernel_name(o.attn_kernel) +
             "\" is a fused kernel but training.flash_attention is false; set flash_attention to true or the kernel to unfused");
}

}  // namespace ledgerlab
