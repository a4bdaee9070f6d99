// The API "precision", "training" and "parallel" objects (API.md "Shared objects"), parsed
// strictly, with named precision recipes (formulas.md §2.2) and optimizer state sizes (§2.1).
#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include "core/spec/json_io.h"
#include "core/spec/model.h"
#include "core/spec/units.h"

namespace ledgerlab {

enum class optimizer_kind { none, sgd, sgd_momentum, adam, adamw, adafactor, adam_8bit, lion };
enum class recompute_kind { none, selective, full };

struct precision_spec {
  std::string recipe;            // "" when given per state
  dtype weights = dtype::bf16;
  dtype gradients = dtype::bf16;       // dtype::none: no gradients (inference)
  dtype master_weights = dtype::fp32;  // dtype::none: no master copy
  optimizer_kind optimizer = optimizer_kind::adam;
  dtype optimizer_state = dtype::fp32;
  dtype activations = dtype::bf16;
  // A second full-size gradient copy in its own dtype (none by default): the fp32 accumulation
  // buffer kept beside 16-bit gradients (the 20 B/param convention, formulas.md §2.3), or the
  // communication buckets of PyTorch DDP without gradient_as_bucket_view. Sharded like gradients.
  dtype gradient_buffer = dtype::none;
  // GEMM input dtype (API precision.matmul): dtype::none = the activations' (fp32 runs on TF32
  // tensor cores). fp8 = Transformer Engine style FP8 GEMMs with bf16/fp16 activations kept in
  // memory (each GEMM input is cast to fp8 first; ledger/time.cpp counts the casts).
  dtype matmul = dtype::none;
};

struct training_spec {
  long long micro_batch = 1;     // b, sequences per micro-batch
  long long seq_len = 2048;      // s
  long long grad_accum = 1;      // m, micro-batches per step per data-parallel rank
  long long global_batch = 0;    // B in sequences; 0 = b*m*dp (plan op sets it)
  bool grad_accum_given = false; // training.grad_accum was in the request (resolve_microbatches)
  recompute_kind recompute = recompute_kind::none;
  bool flash_attention = false;
  bool dropout = false;          // default: the model's (GPT-style presets train with dropout)
};

constexpr long long max_parallel_gpus = 1LL << 24;  // dp·tp·pp·cp cap (too_large above it)

struct parallel_spec {
  long long dp = 1, tp = 1, pp = 1, virtual_stages = 1, cp = 1, ep = 1;
  int zero = 0;                  // 0..3; 3 = FSDP full shard
  bool sequence_parallel = false;
  bool offload_optimizer = false;
  bool zero3_gather_buffer = true;  // ledgerlab extension: DeepSpeed's live gathered-layer buffer
  // Megatron-Core's uneven split (account_for_embedding_in_pipeline_split / ..._loss_...): the
  // embedding and the loss each take one layer slot of the first and last virtual stage (§8.1).
  bool embedding_in_split = false, loss_in_split = false;
  long long gpus() const { return dp * tp * pp * cp; }  // EP is carved out of dp*cp; parse_parallel caps it
                                                         // at max_parallel_gpus (no wrap-around)
};

// Parsers: `present` is the request member (nullptr = omitted: defaults). Path is the object's
// JSON pointer. parse_training takes the model to default `dropout`.
precision_spec parse_precision(const json* j, const std::string& path, bool inference);
training_spec parse_training(const json* j, const std::string& path, const model_spec& m);
parallel_spec parse_parallel(const json* j, const std::string& path);

// Checks the degrees against the architecture (layers % pp, heads % tp, kv_heads % tp or tp % g,
// ep | experts, ep | dp*cp, seq_len % cp, ...): throws api_error{infeasible} naming the field.
void check_parallel_fits_model(const parallel_spec& p, const model_spec& m, const training_spec* t,
                               const std::string& parallel_path);

// Micro-batches per optimizer step per data-parallel rank, m (API.md "training"): global_batch /
// (dp · micro_batch) when global_batch is set, else grad_accum. Every op that models a pipeline or
// gradient accumulation takes m from here. No checks: resolve_microbatches validates a request.
long long microbatches_per_step(const training_spec& t, const parallel_spec& p);
// Applies that rule to a request: sets t.grad_accum = m and returns it. Throws infeasible at
// /training/global_batch when it is not a multiple of dp × micro_batch, and at /training/grad_accum
// when grad_accum was given and disagrees with global_batch (the message names both fields).
long long resolve_microbatches(training_spec& t, const parallel_spec& p, const std::string& training_path);

// Transformer layers per pipeline rank (summed over its v model chunks) under Megatron-Core's split
// (formulas.md §8.1; megatron/core/transformer/transformer_block.py get_num_layers_to_build): the
// L + e + l slots (e, l = 1 when the embedding / loss is counted) divide evenly over p·v virtual
// stages; the first rank's first chunk gives one slot to the embedding, the last rank's last chunk
// one to the loss. pp = 1 holds every layer. Call after check_parallel_fits_model.
struct stage_layers {
  long long first = 0, middle = 0, last = 0;  // middle: ranks 1..p−2 (equal to first when p <= 2)
  long long most() const { return std::max({first, middle, last}); }
};
stage_layers pipeline_stage_layers(long long layers, const parallel_spec& p);
// Layer slots the split divides over p·v virtual stages: L, plus 1 for each counted end when p > 1.
long long pipeline_split_slots(long long layers, long long pp, bool embedding_in_split, bool loss_in_split);

std::vector<std::string> recipe_names();             // formulas.md §2.2
precision_spec recipe_precision(const std::string& name);  // throws unknown_preset
const char* optimizer_name(optimizer_kind o);
const char* recompute_name(recompute_kind r);
int optimizer_states(optimizer_kind o);       // full-size state tensors per parameter (adam: 2)
double optimizer_state_bytes_per_param(const precision_spec& p);  // bytes per parameter, dense estimate
json precision_to_json(const precision_spec& p);
json training_to_json(const training_spec& t);
json parallel_to_json(const parallel_spec& p);

}  // namespace ledgerlab
