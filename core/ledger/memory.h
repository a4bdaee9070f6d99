// The memory ledger (formulas.md §2, §4, §5): per-GPU bytes of weights, gradients, master copy,
// optimizer state, activations (Korthikanti et al. 2022 per-tensor inventory) and KV cache.
// Pure functions, cheap enough for the planner's inner loop. The API op is op_memory.
#pragma once
#include <string>
#include <vector>

#include "core/ledger/ledger.h"
#include "core/ledger/params.h"
#include "core/spec/hardware.h"
#include "core/spec/plan.h"

namespace ledgerlab {

// One transformer block's stored activations on one GPU, for one micro-batch (bytes).
// b = micro-batch, s = seq len (÷cp), h = hidden, a = heads, t = TP degree.
struct block_activations {
  double none_bytes = 0;        // recompute none (Korthikanti Table 2 rows 1-3)
  double selective_bytes = 0;   // attention core dropped (rows 4-5)
  double full_bytes = 0;        // layer input only (row 6)
  double score_bytes = 0;       // s²-sized tensors (what selective drops): 5as²b/t at A=2 with dropout
  double configured_bytes = 0;  // the row for training.recompute
  std::vector<ledger_row> tensors;  // per-tensor inventory of the configured row
  std::string formula;              // the configured row's sum, written from the same terms (§4.2/§4.3)
};
block_activations block_activation_bytes(const model_spec& m, const precision_spec& prec,
                                         const training_spec& tr, const parallel_spec& par,
                                         bool want_tensors = true);  // false: totals only (fast path)

// First pipeline stage's layer equivalents held (formulas.md §4.5): L × min(1, m/p) (1F1B, v = 1),
// × (1 + (p−1)/(p·v)) when v > 1.
double layers_held_first_stage(long long layers, const training_spec& tr, const parallel_spec& par);

// Embedding / input-id / logits activations on the first stage (formulas.md §4.6), bytes.
double other_activation_bytes(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                              const parallel_spec& par, std::vector<ledger_row>* rows);

struct memory_result {
  double params = 0;
  double bytes_per_param = 0;   // weights + grads + master + optimizer state (unsharded)
  double params_local = 0;      // Ψ on the most loaded GPU before ZeRO sharding
  double weights = 0, gradients = 0, gradient_buffer = 0, master_weights = 0, optimizer_state = 0;
  double activations = 0, kv_cache = 0, zero3_buffers = 0, total = 0;
  double host_master = 0, host_optimizer = 0;  // offload_optimizer: per GPU rank, on the host
  double per_layer_bytes = 0, layers_held = 0, blocks_bytes = 0, other_bytes = 0;
  bool has_fits = false, fits = false;
  double capacity_bytes = 0, reserve_bytes = 0;
  std::vector<ledger_row> steps;
  std::vector<std::string> excluded;
};

struct inference_spec {
  long long batch = 1;
  long long context_len = 0;   // 0: the model's max_seq_len
  double runtime_margin = 0.10;  // fraction of weights + KV for runtime buffers (stated assumption)
};

// The training ledger. `want_steps` = false skips the strings (planner inner loop).
memory_result memory_train(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                           const parallel_spec& par, bool want_steps);
memory_result memory_inference(const model_spec& m, const precision_spec& prec, const inference_spec& inf,
                               const parallel_spec& par, bool want_steps);
// Adds fits / capacity / reserve from a hardware profile.
void apply_fits(memory_result& r, const hardware_spec& hw, double reserve_bytes);
double default_reserve_bytes(const hardware_spec& hw);  // CUDA context + allocator slack (stated)

// GPUs needed by memory alone (formulas.md §2.7), the lower bound a capacity plan starts from.
// Training: model states S = bytes_per_param × Ψ shard over N GPUs (ZeRO-3 / FSDP), each GPU keeps
// its own activations A (one micro-batch, as configured: recompute, TP/SP/CP), N a multiple of the
// model-parallel size M = t·p·c: N = M · ceil(S / (M · (U − A))), U = capacity − reserve; none when
// A >= U. Inference: weights, KV cache and workspace T shard over N (tensor parallel):
// N = ceil(T / U). `whole_total` is T (inference) or S (training) for the whole model.
struct gpus_needed {
  bool feasible = false;
  long long count = 0;
  double usable_bytes = 0;        // U
  double shardable_bytes = 0;     // S (train) or T (inference)
  double per_gpu_fixed_bytes = 0; // A (train), 0 (inference)
  std::string reason;             // when !feasible
  ledger_row row;                 // the explanation step
};
gpus_needed gpus_needed_for(bool inference, double whole_total, double per_gpu_fixed, double usable,
                            long long model_parallel = 1);

json memory_result_to_json(const memory_result& r, bool binary_units);

}  // namespace ledgerlab
