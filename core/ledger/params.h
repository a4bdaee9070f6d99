// Parameter counting (formulas.md §3): GPT style (Narayanan et al. 2021 Eq. 2), Llama style
// (SwiGLU, RMSNorm, GQA, untied) and MoE (total vs active), split by how each tensor is sharded.
#pragma once
#include "core/spec/model.h"

namespace ledgerlab {

struct param_counts {
  // whole model
  double total = 0;              // every tensor, final norm included
  double active = 0;             // per token: k of E experts (== total for dense models)
  double eq2 = 0;                // Narayanan Eq. 2 convention (GPT: omits the final norm); 0 if n/a
  // embeddings (not per layer)
  double embedding = 0;          // V*h input table (vocab-parallel over TP)
  double position = 0;           // learned positions: max_seq_len*h (replicated)
  double output = 0;             // V*h untied output projection (0 if tied)
  double final_norm = 0;         // h (RMSNorm) or 2h (LayerNorm)
  // one transformer block
  double layer_tp_sharded = 0;   // attention + dense MLP weights and column-parallel biases (÷t)
  double layer_replicated = 0;   // norms, row-parallel output biases, router (not ÷t)
  double layer_experts = 0;      // all E experts' MLPs (÷ep, ÷t)
  double layer_total = 0;        // sum of the three
  double expert_params = 0;      // one expert's MLP
  // matmul weights per layer and per token (FLOPs use these; biases and lookups excluded)
  double layer_matmul_active = 0;  // QKV + out-proj + MLP (k experts) + router
  double logits_matmul = 0;        // V*h output projection (tied or not)
};

// Throws api_error{missing_field} when m has no architecture (bare params: use m.bare_params).
param_counts count_params(const model_spec& m);

// Total parameters: the architecture's count or the bare count.
double total_params(const model_spec& m);

}  // namespace ledgerlab
