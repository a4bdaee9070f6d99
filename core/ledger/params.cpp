// Parameter counting: formulas.md §3 (GPT: Narayanan et al. 2021 Eq. 2; Llama; MoE).
#include "core/ledger/params.h"

#include "core/spec/json_io.h"

namespace ledgerlab {

// h = hidden, a = heads, g = kv_heads, d = head_dim, f = ffn_hidden (per expert), V = vocab,
// E = experts, k = experts_per_token, L = layers.
param_counts count_params(const model_spec& m) {
  if (!m.has_arch) fail("missing_field", "/model", "this needs the model's architecture; a bare parameter count is not enough");
  param_counts c;
  const double h = m.hidden, a = m.heads, g = m.kv_heads, d = m.head_dim, f = m.ffn_hidden, V = m.vocab;
  const double L = m.layers, E = m.experts, k = m.experts_per_token;
  const double norm_params = m.norm == norm_kind::layernorm ? 2 * h : h;  // LayerNorm: gain + bias

  // Attention (formulas.md §3.1-3.2): QKV h·(a + 2g)·d (+ bias (a + 2g)·d, column-parallel: ÷t),
  // out-proj (a·d)·h (+ bias h, row-parallel: replicated across TP).
  const double qkv_w = h * (a + 2 * g) * d, qkv_b = m.bias ? (a + 2 * g) * d : 0;
  const double out_w = a * d * h, out_b = m.bias ? h : 0;
  // MLP: gated (SwiGLU) 3·h·f, else 2·h·f; biases f (or 2f gated, column-parallel) + h (row-parallel).
  const double mlp_w = (m.gated_mlp ? 3 : 2) * h * f;
  const double mlp_b_col = m.bias ? (m.gated_mlp ? 2 * f : f) : 0, mlp_b_row = m.bias ? h : 0;
  const double expert = mlp_w + mlp_b_col + mlp_b_row;
  const bool moe = m.experts > 1;
  // Router (formulas.md §3.3): h·E (+ E bias if the model has biases; Mixtral has none).
  const double router = moe ? h * E + (m.bias ? E : 0) : 0;

  c.layer_tp_sharded = qkv_w + qkv_b + out_w + (moe ? 0 : mlp_w + mlp_b_col);
  c.layer_replicated = 2 * norm_params + out_b + (moe ? 0 : mlp_b_row) + router;
  c.layer_experts = moe ? E * expert : 0;
  c.layer_total = c.layer_tp_sharded + c.layer_replicated + c.layer_experts;
  c.expert_params = moe ? expert : 0;

  c.embedding = V * h;
  c.position = m.position == position_kind::learned ? m.max_seq_len * h : 0;
  c.output = m.tied_embeddings ? 0 : V * h;
  c.final_norm = norm_params;
  const double outside = c.embedding + c.position + c.output + c.final_norm;
  c.total = L * c.layer_total + outside;
  c.active = moe ? c.total - L * (E - k) * expert : c.total;

  // Narayanan et al. 2021 Eq. 2: P = 12·L·h²·(1 + 13/(12h) + (V + s)/(12·L·h)) = 12Lh² + 13Lh + Vh + sh,
  // GPT-style only (biases, LayerNorm, f = 4h, MHA, learned positions, tied); it omits the final LayerNorm.
  const bool gpt_style = m.bias && m.norm == norm_kind::layernorm && !m.gated_mlp && m.ffn_hidden == 4 * m.hidden &&
                         m.kv_heads == m.heads && m.head_dim * m.heads == m.hidden && !moe &&
                         m.position == position_kind::learned && m.tied_embeddings;
  if (gpt_style) {
    const double s = m.max_seq_len;
    c.eq2 = 12 * L * h * h * (1 + 13 / (12 * h) + (V + s) / (12 * L * h));
  }

  c.layer_matmul_active = qkv_w + out_w + (moe ? k * mlp_w + h * E : mlp_w);
  c.logits_matmul = V * h;
  return c;
}

double total_params(const model_spec& m) { return m.has_arch ? count_params(m).total : m.bare_params; }

}  // namespace ledgerlab
