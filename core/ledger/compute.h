// The FLOPs ledger (formulas.md §6): per-layer forward FLOPs, per token and per step training
// FLOPs (6N + attention, Narayanan Eq. 3 with recompute), inference 2N, MFU and HFU.
#pragma once
#include "core/ledger/ledger.h"
#include "core/ledger/params.h"
#include "core/spec/plan.h"

namespace ledgerlab {

enum class attention_convention { full, causal_halved };  // formulas.md §6.3

// Forward FLOPs of one transformer block for b sequences of s tokens (formulas.md §6.2), split
// into the matmuls with weights and the attention core (QKᵀ and ·V; halved if causal_halved).
struct layer_flops {
  double matmul = 0;          // QKV + out-proj + MLP (active experts) + router
  double attention_core = 0;  // 4·b·s²·a·d_h (÷2 causal_halved)
  double total() const { return matmul + attention_core; }
};
layer_flops layer_forward_flops(const model_spec& m, double b, double s, attention_convention c);
double logits_forward_flops(const model_spec& m, double b, double s);  // 2·b·s·h·V

struct flops_per_token {
  double model = 0;     // forward + backward, no recompute (MFU numerator)
  double hardware = 0;  // + recomputed forward FLOPs for training.recompute (HFU numerator)
  double forward = 0;   // one forward pass: inference FLOPs per token at context s
  double six_n = 0;     // Kaplan's 6N (N = active params; bare counts use this)
};
flops_per_token training_flops_per_token(const model_spec& m, const training_spec& tr, attention_convention c);

}  // namespace ledgerlab
