// The FLOPs ledger: formulas.md §6. One multiply-add = 2 FLOPs; backward = 2 × forward.
#include "core/ledger/compute.h"

#include <cmath>

#include "core/spec/hardware.h"
#include "core/spec/units.h"

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

}  // namespace ledgerlab
