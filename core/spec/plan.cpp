// Precision recipes (formulas.md §2.2), training and parallel objects, and the divisibility checks
// between a parallel layout and an architecture.
#include "core/spec/plan.h"

#include <algorithm>
#include <string>

namespace ledgerlab {

static constexpr long long max_degree = 1 << 20;

struct recipe_def {
  const char* name;
  precision_spec p;
};

// formulas.md §2.2 (bytes per parameter: weights + grads + master + optimizer state):
// mixed_adam 2+2+4+8 = 16 (ZeRO paper, the book's "16 bytes/param" table in seeds/002),
// bf16_adam 2+2+0+8 = 12, fp32_adam 4+4+0+8 = 16, megatron_adam 2+4+4+8 = 18 (Megatron-LM
// theoretical_memory_usage.py: fp32 main_grad accumulation buffer), mixed_adam_fp32_grads
// 2+2+4+4+8 = 20 (16-bit and fp32 gradients: HF Ultra-Scale Playbook, DeepSpeed stage_1_and_2.py's
// "2 + 2 + 4 + 4 + 8 = 20" comment; formulas.md §2.3), inference_bf16 2.
static const recipe_def recipes[] = {
    {"mixed_adam", {"mixed_adam", dtype::bf16, dtype::bf16, dtype::fp32, optimizer_kind::adam, dtype::fp32, dtype::bf16}},
    {"bf16_adam", {"bf16_adam", dtype::bf16, dtype::bf16, dtype::none, optimizer_kind::adam, dtype::fp32, dtype::bf16}},
    {"fp32_adam", {"fp32_adam", dtype::fp32, dtype::fp32, dtype::none, optimizer_kind::adam, dtype::fp32, dtype::fp32}},
    {"megatron_adam", {"megatron_adam", dtype::bf16, dtype::fp32, dtype::fp32, optimizer_kind::adam, dtype::fp32, dtype::bf16}},
    {"mixed_adam_fp32_grads", {"mixed_adam_fp32_grads", dtype::bf16, dtype::bf16, dtype::fp32, optimizer_kind::adam, dtype::fp32,
                               dtype::bf16, dtype::fp32}},
    {"inference_bf16", {"inference_bf16", dtype::bf16, dtype::none, dtype::none, optimizer_kind::none, dtype::none, dtype::bf16}},
};

const char* optimizer_name(optimizer_kind o) {
  switch (o) {
    case optimizer_kind::none: return "none";
    case optimizer_kind::sgd: return "sgd";
    case optimizer_kind::sgd_momentum: return "sgd_momentum";
    case optimizer_kind::adam: return "adam";
    case optimizer_kind::adamw: return "adamw";
    case optimizer_kind::adafactor: return "adafactor";
    case optimizer_kind::adam_8bit: return "adam_8bit";
    case optimizer_kind::lion: return "lion";
  }
  return "none";
}

const char* recompute_name(recompute_kind r) {
  switch (r) {
    case recompute_kind::none: return "none";
    case recompute_kind::selective: return "selective";
    case recompute_kind::full: return "full";
  }
  return "none";
}

// formulas.md §2.1: full-size optimizer state tensors per parameter.
int optimizer_states(optimizer_kind o) {
  switch (o) {
    case optimizer_kind::none: case optimizer_kind::sgd: return 0;
    case optimizer_kind::sgd_momentum: case optimizer_kind::lion: return 1;
    case optimizer_kind::adam: case optimizer_kind::adamw: case optimizer_kind::adam_8bit: return 2;
    case optimizer_kind::adafactor: return 0;  // factored: r + c values per r×c matrix, see ledger_memory
  }
  return 0;
}

// 8-bit Adam (Dettmers et al. 2022, "8-bit Optimizers via Block-wise Quantization", §2): m and v in
// int8 with one fp32 absmax scale per block of 2048 values: 2 × (1 + 4/2048) B per parameter.
static constexpr double adam8_block = 2048;

double optimizer_state_bytes_per_param(const precision_spec& p) {
  if (p.optimizer == optimizer_kind::adam_8bit) return 2 * (1 + 4 / adam8_block);
  return optimizer_states(p.optimizer) * dtype_bytes(p.optimizer_state);
}

static bool find_recipe(const std::string& name, precision_spec& out) {
  for (const auto& r : recipes)
    if (name == r.name) { out = r.p; return true; }
  return false;
}

static std::string recipe_list() {
  std::string s;
  for (const auto& r : recipes) s += (s.empty() ? "" : ", ") + std::string(r.name);
  return s;
}

std::vector<std::string> recipe_names() {
  std::vector<std::string> v;
  for (const auto& r : recipes) v.push_back(r.name);
  return v;
}

precision_spec recipe_precision(const std::string& name) {
  precision_spec p;
  if (!find_recipe(name, p)) fail("unknown_preset", "/precision/recipe", "unknown precision recipe \"" + name + "\"");
  return p;
}

static dtype read_dtype(obj_reader& r, const char* key, dtype def, bool allow_none) {
  if (!r.has(key)) {
    r.raw(key);
    return def;
  }
  std::string s = r.string(key, "");
  dtype d;
  if (!parse_dtype(s, d, allow_none))
    fail("invalid_value", r.at(key),
         std::string("precision.") + key + " must be one of fp32, tf32, bf16, fp16, fp8, int8, int4" +
             (allow_none ? ", none" : "") + "; got \"" + s + "\"");
  return d;
}

precision_spec parse_precision(const json* j, const std::string& path, bool inference) {
  precision_spec p;
  find_recipe(inference ? "inference_bf16" : "mixed_adam", p);
  if (!j) return p;
  obj_reader r(*j, path);
  if (r.has("recipe")) {
    std::string name = r.string("recipe", "");
    if (!find_recipe(name, p))
      fail("unknown_preset", r.at("recipe"), "unknown precision recipe \"" + name + "\"; known: " + recipe_list());
  } else {
    r.raw("recipe");
    p.recipe = "";
  }
  bool any_state = false;
  for (const char* k : {"weights", "gradients", "master_weights", "optimizer", "optimizer_state", "activations", "gradient_buffer"})
    any_state = any_state || r.has(k);
  if (any_state && !p.recipe.empty()) p.recipe += "+overrides";
  p.weights = read_dtype(r, "weights", p.weights, false);
  p.gradients = read_dtype(r, "gradients", p.gradients, true);
  p.master_weights = read_dtype(r, "master_weights", p.master_weights, true);
  std::string opt = r.choice("optimizer", optimizer_name(p.optimizer),
                             {"none", "sgd", "sgd_momentum", "adam", "adamw", "adafactor", "adam_8bit", "lion"});
  for (int o = 0; o <= static_cast<int>(optimizer_kind::lion); ++o)
    if (opt == optimizer_name(static_cast<optimizer_kind>(o))) p.optimizer = static_cast<optimizer_kind>(o);
  p.optimizer_state = read_dtype(r, "optimizer_state", p.optimizer_state, true);
  p.activations = read_dtype(r, "activations", p.activations, false);
  p.gradient_buffer = read_dtype(r, "gradient_buffer", p.gradient_buffer, true);
  p.matmul = read_dtype(r, "matmul", dtype::none, true);
  if (p.matmul == dtype::int4 || p.matmul == dtype::int8)
    fail("invalid_value", ptr_join(path, "matmul"), "precision.matmul must be a floating-point GEMM dtype (fp32, tf32, bf16, fp16, fp8) or none");
  r.finish();
  if (inference && p.gradient_buffer != dtype::none)
    fail("invalid_value", ptr_join(path, "gradient_buffer"), "precision.gradient_buffer applies to training only");
  if (p.optimizer != optimizer_kind::none && p.optimizer != optimizer_kind::sgd &&
      p.optimizer != optimizer_kind::adam_8bit && p.optimizer_state == dtype::none)
    fail("invalid_value", ptr_join(path, "optimizer_state"),
         std::string("precision.optimizer_state cannot be \"none\" for optimizer ") + optimizer_name(p.optimizer));
  if (!inference && p.gradients == dtype::none)
    fail("invalid_value", ptr_join(path, "gradients"), "precision.gradients cannot be \"none\" in train mode");
  return p;
}

training_spec parse_training(const json* j, const std::string& path, const model_spec& m) {
  training_spec t;
  t.dropout = m.dropout;
  // A learned position table has max_seq_len rows: the default sequence (2048) is capped to it
  // (GPT-2's 1024), and a longer explicit seq_len is infeasible.
  const bool learned = m.has_arch && m.position == position_kind::learned;
  if (learned) t.seq_len = std::min<long long>(t.seq_len, m.max_seq_len);
  if (!j) return t;
  obj_reader r(*j, path);
  t.micro_batch = r.integer("micro_batch", t.micro_batch, 1, 1 << 20);
  t.seq_len = r.integer("seq_len", t.seq_len, 1, 1 << 24);
  if (learned && t.seq_len > m.max_seq_len)
    fail("infeasible", r.at("seq_len"),
         "training.seq_len (" + std::to_string(t.seq_len) + ") exceeds the model's learned position table (model.max_seq_len = " +
             std::to_string(m.max_seq_len) + ")");
  t.grad_accum_given = r.has("grad_accum");
  t.grad_accum = r.integer("grad_accum", t.grad_accum, 1, 1 << 20);
  t.global_batch = r.integer("global_batch", 0, 1, 1LL << 32);
  std::string rc = r.choice("recompute", "none", {"none", "selective", "full"});
  t.recompute = rc == "full" ? recompute_kind::full : rc == "selective" ? recompute_kind::selective : recompute_kind::none;
  t.flash_attention = r.boolean("flash_attention", false);
  t.dropout = r.boolean("dropout", t.dropout);
  r.finish();
  return t;
}

parallel_spec parse_parallel(const json* j, const std::string& path) {
  parallel_spec p;
  if (!j) return p;
  obj_reader r(*j, path);
  p.dp = r.integer("dp", 1, 1, max_degree);
  p.tp = r.integer("tp", 1, 1, max_degree);
  p.pp = r.integer("pp", 1, 1, max_degree);
  p.virtual_stages = r.integer("virtual_stages", 1, 1, max_degree);
  p.cp = r.integer("cp", 1, 1, max_degree);
  p.ep = r.integer("ep", 1, 1, max_degree);
  p.zero = static_cast<int>(r.integer("zero", 0, 0, 3));
  p.sequence_parallel = r.boolean("sequence_parallel", false);
  p.offload_optimizer = r.boolean("offload_optimizer", false);
  p.zero3_gather_buffer = r.boolean("zero3_gather_buffer", true);
  p.embedding_in_split = r.boolean("account_for_embedding_in_pipeline_split", false);
  p.loss_in_split = r.boolean("account_for_loss_in_pipeline_split", false);
  r.finish();
  // The product in doubles (each degree <= 2^20, so <= 2^80: exact enough to compare, never wraps
  // the way dp·tp·pp·cp does in 64-bit integers).
  const double gpus = static_cast<double>(p.dp) * static_cast<double>(p.tp) * static_cast<double>(p.pp) *
                      static_cast<double>(p.cp);
  if (gpus > static_cast<double>(max_parallel_gpus))
    fail("too_large", path, "parallel.dp × tp × pp × cp must be at most " + std::to_string(max_parallel_gpus) + " GPUs, got " +
                                fmt_num(gpus, 4));
  if (p.virtual_stages > 1 && p.pp == 1)
    fail("infeasible", ptr_join(path, "virtual_stages"), "parallel.virtual_stages > 1 needs parallel.pp > 1 (interleaving splits pipeline stages)");
  if (p.offload_optimizer && p.zero == 0)
    fail("infeasible", ptr_join(path, "offload_optimizer"),
         "parallel.offload_optimizer needs parallel.zero >= 1 (DeepSpeed offloads the partitioned optimizer)");
  return p;
}

static std::string num(long long v) { return std::to_string(v); }

long long microbatches_per_step(const training_spec& t, const parallel_spec& p) {
  const long long per_rank_step = t.micro_batch * p.dp;  // sequences per micro-batch over the dp ranks
  if (t.global_batch > 0 && per_rank_step > 0) return std::max<long long>(1, t.global_batch / per_rank_step);
  return t.grad_accum;
}

long long resolve_microbatches(training_spec& t, const parallel_spec& p, const std::string& training_path) {
  if (t.global_batch <= 0) return t.grad_accum;
  const long long per_step = t.micro_batch * p.dp;
  if (t.global_batch % per_step != 0)
    fail("infeasible", ptr_join(training_path, "global_batch"),
         "training.global_batch (" + num(t.global_batch) + ") must be a multiple of micro_batch × dp (" + num(t.micro_batch) +
             " × " + num(p.dp) + ")");
  const long long m = t.global_batch / per_step;
  if (t.grad_accum_given && t.grad_accum != m)
    fail("infeasible", ptr_join(training_path, "grad_accum"),
         "training.grad_accum (" + num(t.grad_accum) + ") disagrees with training.global_batch: global_batch / (dp × micro_batch) = " +
             num(t.global_batch) + " / (" + num(p.dp) + " × " + num(t.micro_batch) + ") = " + num(m) +
             " micro-batches per step; give one of the two, or values that agree");
  t.grad_accum = m;
  return m;
}

void check_parallel_fits_model(const parallel_spec& p, const model_spec& m, const training_spec* t,
                               const std::string& pp_path) {
  auto at = [&](const char* k) { return ptr_join(pp_path, k); };
  if (t) {
    if (t->seq_len % p.cp != 0)
      fail("infeasible", at("cp"), "training.seq_len (" + num(t->seq_len) + ") must be divisible by parallel.cp (" + num(p.cp) + ")");
    if (p.sequence_parallel && (t->seq_len / p.cp) % p.tp != 0)
      fail("infeasible", at("sequence_parallel"),
           "with sequence_parallel, training.seq_len / cp (" + num(t->seq_len / p.cp) + ") must be divisible by parallel.tp (" + num(p.tp) + ")");
  }
  if (p.ep > 1 && (p.dp * p.cp) % p.ep != 0)
    fail("infeasible", at("ep"), "parallel.ep (" + num(p.ep) + ") must divide parallel.dp × cp (" + num(p.dp * p.cp) +
                                     "): expert parallelism is carved out of the data-parallel group");
  if (!m.has_arch) {
    if (p.tp > 1 || p.pp > 1 || p.ep > 1 || p.cp > 1)
      fail("missing_field", "/model", "tensor, pipeline, context or expert parallelism needs the model's architecture, not a bare parameter count");
    return;
  }
  const long long slots = pipeline_split_slots(m.layers, p.pp, p.embedding_in_split, p.loss_in_split);
  if (slots % (p.pp * p.virtual_stages) != 0) {
    if (slots == m.layers)
      fail("infeasible", at("pp"), "model.layers (" + num(m.layers) + ") must be divisible by parallel.pp × virtual_stages (" +
                                       num(p.pp * p.virtual_stages) + ")" +
                                       (p.pp > 1 ? "; Megatron's uneven split counts the embedding and the loss as a layer each "
                                                   "(parallel.account_for_embedding_in_pipeline_split / account_for_loss_in_pipeline_split)"
                                                 : ""));
    fail("infeasible", at("pp"), "model.layers + the counted embedding/loss slots (" + num(m.layers) + " + " + num(slots - m.layers) + " = " +
                                     num(slots) + ") must be divisible by parallel.pp × virtual_stages (" + num(p.pp * p.virtual_stages) + ")");
  }
  if (m.heads % p.tp != 0)
    fail("infeasible", at("tp"), "model.heads (" + num(m.heads) + ") must be divisible by parallel.tp (" + num(p.tp) + ")");
  if (m.kv_heads % p.tp != 0 && p.tp % m.kv_heads != 0)
    fail("infeasible", at("tp"), "model.kv_heads (" + num(m.kv_heads) + ") and parallel.tp (" + num(p.tp) +
                                     ") must divide one another");
  if (m.ffn_hidden % p.tp != 0)
    fail("infeasible", at("tp"), "model.ffn_hidden (" + num(m.ffn_hidden) + ") must be divisible by parallel.tp (" + num(p.tp) + ")");
  if (p.ep > 1 && m.experts == 1)
    fail("infeasible", at("ep"), "parallel.ep > 1 needs a mixture-of-experts model (model.experts > 1)");
  if (p.ep > 1 && m.experts % p.ep != 0)
    fail("infeasible", at("ep"), "model.experts (" + num(m.experts) + ") must be divisible by parallel.ep (" + num(p.ep) + ")");
}

json precision_to_json(const precision_spec& p) {
  json j = {{"weights", dtype_name(p.weights)},
            {"gradients", dtype_name(p.gradients)},
            {"master_weights", dtype_name(p.master_weights)},
            {"optimizer", optimizer_name(p.optimizer)},
            {"optimizer_state", dtype_name(p.optimizer_state)},
            {"activations", dtype_name(p.activations)},
            {"gradient_buffer", dtype_name(p.gradient_buffer)}};
  if (p.matmul != dtype::none) j["matmul"] = dtype_name(p.matmul);
  return j;
}

json training_to_json(const training_spec& t) {
  json j = {{"micro_batch", t.micro_batch},     {"seq_len", t.seq_len},
            {"grad_accum", t.grad_accum},       {"recompute", recompute_name(t.recompute)},
            {"flash_attention", t.flash_attention}, {"dropout", t.dropout}};
  if (t.global_batch) j["global_batch"] = t.global_batch;
  return j;
}

json parallel_to_json(const parallel_spec& p) {
  json j{{"dp", p.dp}, {"tp", p.tp}, {"pp", p.pp}, {"virtual_stages", p.virtual_stages}, {"cp", p.cp},
         {"ep", p.ep}, {"zero", p.zero}, {"sequence_parallel", p.sequence_parallel},
         {"offload_optimizer", p.offload_optimizer}, {"zero3_gather_buffer", p.zero3_gather_buffer}};
  if (p.embedding_in_split) j["account_for_embedding_in_pipeline_split"] = true;
  if (p.loss_in_split) j["account_for_loss_in_pipeline_split"] = true;
  return j;
}

long long pipeline_split_slots(long long layers, long long pp, bool embedding_in_split, bool loss_in_split) {
  if (pp <= 1) return layers;
  return layers + (embedding_in_split ? 1 : 0) + (loss_in_split ? 1 : 0);
}

// formulas.md §8.1 (Megatron-Core get_num_layers_to_build): each virtual stage has c = slots/(p·v)
// slots; rank 0's first chunk builds c − 1 layers when the embedding is counted, rank p−1's last
// chunk c − 1 when the loss is. Example: Llama 3.1 405B, 126 layers on p 8 × v 8 with both: c = 2,
// ranks 0 and 7 hold 15 layers, ranks 1..6 hold 16.
stage_layers pipeline_stage_layers(long long layers, const parallel_spec& p) {
  stage_layers s;
  if (p.pp <= 1) {
    s.first = s.middle = s.last = layers;
    return s;
  }
  const long long per_rank = pipeline_split_slots(layers, p.pp, p.embedding_in_split, p.loss_in_split) / p.pp;
  s.middle = per_rank;
  // never below 0: check_parallel_fits_model refuses a split with fewer slots than stages first
  s.first = std::max<long long>(0, per_rank - (p.embedding_in_split ? 1 : 0));
  s.last = std::max<long long>(0, per_rank - (p.loss_in_split ? 1 : 0));
  if (p.pp == 2) s.middle = s.first;  // no middle rank
  return s;
}

}  // namespace ledgerlab
