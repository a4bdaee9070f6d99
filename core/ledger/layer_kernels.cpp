// Memory-bound kernel inventory of a transformer layer (docs/formulas.md §11.4). Each kernel reads
// and writes whole tensors once (the fused kernels Megatron-LM / Transformer Engine and PyTorch ship
// for norms, rotary, bias-dropout-add, activations, masked softmax); the backward of each reads its
// saved input(s) and the incoming gradient and writes the input gradient (ledgerlab derivation,
// tensor by tensor as in Korthikanti et al. 2022 §4.1). Glossary: N = b·s_c·h (÷t under SP)
// hidden-state elements, Fi = b·s_c·f·k/t MLP intermediate elements, Q = b·s_c·(a+g)·d_h/t query
// and key elements (rotary), S = b·(a/t)·s_c·s score elements, R = k·N routed token copies (MoE),
// e_a = activation bytes, e_r = residual-stream bytes (e_a, or 4 under autocast with fp32 parameters).
// Dropout masks are 1 byte per element.
#include "core/ledger/layer_kernels.h"

#include <algorithm>

#include "core/spec/units.h"

namespace ledgerlab {

mem_kernels layer_memory_kernels(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                 const parallel_spec& par, const mem_kernel_params& k) {
  mem_kernels r;
  const double Ea = dtype_bytes(prec.activations);
  const double b = static_cast<double>(tr.micro_batch), s = static_cast<double>(tr.seq_len);
  const double s_c = s / static_cast<double>(par.cp);
  const double t = static_cast<double>(par.tp), tsp = par.sequence_parallel ? t : 1.0;
  const double h = static_cast<double>(m.hidden);
  const double dh = static_cast<double>(m.head_dim > 0 ? m.head_dim : m.hidden / std::max<long long>(m.heads, 1));
  const double a = static_cast<double>(m.heads), g = static_cast<double>(m.kv_heads > 0 ? m.kv_heads : m.heads);
  const bool moe = m.experts > 1;
  const double iota = moe ? std::max(1.0, k.moe_imbalance) : 1.0;
  const double N = b * s_c * h / tsp;
  const double Fi = b * s_c * static_cast<double>(m.ffn_hidden) * static_cast<double>(m.experts_per_token) / t * iota;
  const double mask = tr.dropout ? 1.0 : 0.0;  // bytes per element of a dropout mask

  // Residual stream dtype: e_r = e_a, or fp32 under PyTorch autocast with fp32 parameters (the
  // embedding output is fp32 and each residual add of an fp32 stream and a bf16 branch promotes to
  // fp32: PyTorch AMP "autocast op reference", embedding is not an autocast op and unlisted ops run
  // in their inputs' promoted type). A norm then first downcasts the stream (MPT's LPLayerNorm:
  // tensor.to(autocast dtype), then layer_norm in bf16), and the backward casts its input gradient
  // back to fp32.
  const double Er = std::max(Ea, k.residual_bytes);
  const bool wide = Er > Ea;

  // ---- forward -------------------------------------------------------------------------------
  // two norms: read N, write N (+ with a wide stream the downcast: read N·e_r, write N·e_a)
  r.block_fwd_bytes += 2 * (2 * N * Ea) + (wide ? 2 * N * (Er + Ea) : 0.0);
  r.block_fwd_kernels += wide ? 4 : 2;
  // two residual adds (bias-dropout-add when dropout is on): read the stream and the branch, write
  // the stream (3N·e_a; (2e_r + e_a)·N with a wide stream) (+ write the mask)
  r.block_fwd_bytes += 2 * ((2 * Er + Ea) * N + mask * N);
  r.block_fwd_kernels += 2;
  // MLP activation: gated reads 2Fi writes Fi (SwiGLU/GeGLU), else reads Fi writes Fi
  r.block_fwd_bytes += (m.gated_mlp ? 3 * Fi : 2 * Fi) * Ea;
  r.block_fwd_kernels += 1;
  // rotary on q and k: read + write
  const double Q = b * s_c * (a + g) * dh / t;
  if (m.position == position_kind::rotary) {
    r.block_fwd_bytes += 2 * Q * Ea;
    r.block_fwd_kernels += 1;
  }
  // ---- backward ------------------------------------------------------------------------------
  // norm backward: gradient-input pass reads x and dy, writes dx; the weight-gradient pass reads
  // x and dy again (apex / TE fused layer norm: two kernels): 5N
  r.block_bwd_bytes += 2 * (5 * N * Ea);
  r.block_bwd_kernels += 4;
  // the residual stream's two branch points sum the skip and branch gradients: read 2N, write N,
  // in the stream's dtype (+ with a wide stream the norm's input gradient is cast back to e_r)
  r.block_bwd_bytes += 2 * (3 * N * Er) + (wide ? 2 * N * (Ea + Er) : 0.0);
  r.block_bwd_kernels += wide ? 4 : 2;
  // dropout backward (only with dropout): read the gradient and the mask, write N
  if (tr.dropout) {
    r.block_bwd_bytes += 2 * (2 * N * Ea + N);
    r.block_bwd_kernels += 2;
  }
  // activation backward: gated reads the two inputs and dy, writes two gradients (5Fi); else 3Fi
  r.block_bwd_bytes += (m.gated_mlp ? 5 * Fi : 3 * Fi) * Ea;
  r.block_bwd_kernels += 1;
  if (m.position == position_kind::rotary) {
    r.block_bwd_bytes += 2 * Q * Ea;
    r.block_bwd_kernels += 1;
  }
  // linear biases: each bias gradient is a reduction over the tokens of the output gradient
  // (QKV, attention output, MLP up, MLP down): one read of each
  const double Nqkv = b * s_c * (a + 2 * g) * dh / t;
  if (m.bias) {
    r.block_bwd_bytes += (Nqkv + N + Fi * (m.gated_mlp ? 2 : 1) + N) * Ea;
    r.block_bwd_kernels += 4;
  }

  // ---- unfused attention: softmax (scale + causal mask fused) and dropout on the s² scores -----
  if (!tr.flash_attention) {
    // The unfused core works on [b, a, s, d_h] tensors: the context is permuted back to [s, b, h]
    // (one copy forward, one backward), and the q, k, v gradients are concatenated into the QKV
    // GEMM's output gradient (one copy) (Megatron-LM CoreAttention, PyTorch autograd of split).
    const double A = b * s_c * a * dh / t;
    r.block_fwd_bytes += 2 * A * Ea;
    r.block_fwd_kernels += 1;
    r.block_bwd_bytes += (2 * A + 2 * Nqkv) * Ea;
    r.block_bwd_kernels += 2;
    const double S = b * (a / t) * s_c * s;
    r.scores_fwd_bytes = 2 * S * Ea + (tr.dropout ? 2 * S * Ea + S : 0.0);
    r.scores_fwd_kernels = tr.dropout ? 2 : 1;
    // backward: dropout reads dy and the mask, writes dx; softmax reads y and dy, writes dx
    r.scores_bwd_bytes = 3 * S * Ea + (tr.dropout ? 2 * S * Ea + S : 0.0);
    r.scores_bwd_kernels = tr.dropout ? 2 : 1;
  }

  // ---- MoE: router and token permutation (Megatron-Core MoEAlltoAllTokenDispatcher; §11.6) ----
  if (moe) {
    const double E = static_cast<double>(m.experts), kk = static_cast<double>(m.experts_per_token);
    const double tokens = b * s_c / tsp;
    const double R = kk * N * iota;  // routed token copies on this GPU's experts
    // router: fp32 logits (tokens × E) through softmax, top-k and the load-balancing loss: three
    // kernels each reading and writing the tokens × E probabilities
    const double router = 3 * 2 * tokens * E * 4;
    // dispatch: permute (read N, write R); with several local experts and ep > 1 the received
    // tokens are re-sorted by local expert (read R, write R); combine undoes both (read R, write R;
    // read R, write N with the routing weights)
    const double local = E / static_cast<double>(std::max<long long>(par.ep, 1));
    const bool resort = par.ep > 1 && local > 1;
    const double perm = (N + R) * 2 + (resort ? 2 * (2 * R) : 0.0);
    r.moe_fwd_bytes = router + perm * Ea;
    r.moe_fwd_kernels = 3 + 2 + (resort ? 2 : 0);
    r.moe_bwd_bytes = router + perm * Ea;
    r.moe_bwd_kernels = 3 + 2 + (resort ? 2 : 0);
  }

  // ---- autocast weight casts: each linear reads its fp32 weight and writes the GEMM-dtype copy
  // every forward call (autocast caches casts only inside one autocast region), and the weight
  // gradient comes back through the cast (read e_a, write fp32) in the backward ----------------
  if (k.autocast_weight_elems > 0 && k.autocast_gemms > 0) {
    r.autocast_fwd_bytes = k.autocast_weight_elems * (4 + Ea);
    r.autocast_bwd_bytes = k.autocast_weight_elems * (Ea + 4);
    r.autocast_kernels = k.autocast_gemms;
  }

  const double W = k.hbm_bytes_per_s > 0 ? k.hbm_bytes_per_s : 1.0;
  auto time = [&](double bytes, int kernels) { return kernels * k.overhead_s + bytes / W; };
  r.scores_fwd_s = time(r.scores_fwd_bytes, r.scores_fwd_kernels);
  r.fwd_s = time(r.block_fwd_bytes, r.block_fwd_kernels) + r.scores_fwd_s + time(r.moe_fwd_bytes, r.moe_fwd_kernels) +
            time(r.autocast_fwd_bytes, r.autocast_kernels);
  r.bwd_s = time(r.block_bwd_bytes, r.block_bwd_kernels) + time(r.scores_bwd_bytes, r.scores_bwd_kernels) +
            time(r.moe_bwd_bytes, r.moe_bwd_kernels) + time(r.autocast_bwd_bytes, r.autocast_kernels);
  return r;
}

}  // namespace ledgerlab
