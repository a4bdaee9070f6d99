// Shared request flags: see request_flags.h.
#include "native/cli/request_flags.h"

#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace ledgerlab::cli {

const std::vector<flag_spec> model_flags = {
    {"model", "ID", "model preset (see `ledgerlab presets`), e.g. llama-2-7b"},
    {"params", "N", "a bare parameter count instead of a preset, e.g. 7e9"},
};
const std::vector<flag_spec> precision_flags = {
    {"recipe", "NAME", "mixed_adam (16 B/param) | bf16_adam (12) | fp32_adam (16) | megatron_adam (18) | inference_bf16"},
    {"weights", "DTYPE", "weights dtype override (fp32 tf32 bf16 fp16 fp8 int8 int4)"},
    {"grads", "DTYPE", "gradients dtype override"},
    {"master", "DTYPE", "master weights dtype override (or none)"},
    {"optimizer", "NAME", "sgd sgd_momentum adam adamw adafactor adam_8bit lion"},
    {"optimizer-state", "DTYPE", "optimizer state dtype override"},
    {"activations", "DTYPE", "activation (and KV cache) dtype override"},
    {"matmul", "DTYPE", "GEMM input dtype (fp8: Transformer Engine style fp8 GEMMs; default: the activations')"},
};
const std::vector<flag_spec> training_flags = {
    {"micro-batch", "B", "sequences per micro-batch (default 1)"},
    {"seq-len", "S", "sequence length in tokens (default 2048)"},
    {"grad-accum", "M", "micro-batches per step (gradient accumulation, default 1)"},
    {"global-batch", "B", "global batch in sequences"},
    {"recompute", "MODE", "none | selective | full"},
    {"flash", nullptr, "fused (flash) attention: no s² tensors stored"},
    {"dropout", nullptr, "count dropout masks (default: the model's)"},
    {"no-dropout", nullptr, "no dropout masks"},
};
const std::vector<flag_spec> parallel_flags = {
    {"dp", "N", "data-parallel degree"},
    {"tp", "N", "tensor-parallel degree"},
    {"pp", "N", "pipeline stages"},
    {"vp", "N", "virtual stages per GPU (interleaved schedule)"},
    {"cp", "N", "context-parallel degree"},
    {"ep", "N", "expert-parallel degree"},
    {"zero", "STAGE", "ZeRO stage 0-3 (3 = FSDP full shard)"},
    {"sp", nullptr, "sequence parallelism (with TP)"},
    {"offload", nullptr, "offload optimizer state and master weights to host memory"},
    {"no-zero3-buffer", nullptr, "leave out ZeRO-3's gathered-layer buffer"},
    {"account-for-embedding-in-pipeline-split", nullptr, "Megatron's uneven split: the embedding takes a layer slot of the first stage"},
    {"account-for-loss-in-pipeline-split", nullptr, "Megatron's uneven split: the loss takes a layer slot of the last stage"},
};
const std::vector<flag_spec> hardware_flags = {
    {"hardware", "ID|FILE", "hardware preset (e.g. h100-sxm) or a profile JSON written by `ledgerlab calibrate`"},
};

std::vector<flag_spec> concat(std::initializer_list<std::vector<flag_spec>> lists) {
  std::vector<flag_spec> out;
  for (const auto& l : lists) out.insert(out.end(), l.begin(), l.end());
  return out;
}

std::string flag_for_path(const std::string& path) {
  static const std::pair<const char*, const char*> table[] = {
      {"/model/preset", "--model"}, {"/model/params", "--params"}, {"/model", "--model"},
      {"/precision/recipe", "--recipe"}, {"/precision/weights", "--weights"}, {"/precision/gradients", "--grads"},
      {"/precision/master_weights", "--master"}, {"/precision/optimizer", "--optimizer"},
      {"/precision/optimizer_state", "--optimizer-state"}, {"/precision/activations", "--activations"}, {"/precision/matmul", "--matmul"},
      {"/training/micro_batch", "--micro-batch"}, {"/training/seq_len", "--seq-len"}, {"/training/grad_accum", "--grad-accum"},
      {"/training/global_batch", "--global-batch"}, {"/training/recompute", "--recompute"},
      {"/parallel/dp", "--dp"}, {"/parallel/tp", "--tp"}, {"/parallel/pp", "--pp"}, {"/parallel/virtual_stages", "--vp"},
      {"/parallel/cp", "--cp"}, {"/parallel/ep", "--ep"}, {"/parallel/zero", "--zero"},
      {"/parallel/sequence_parallel", "--sp"}, {"/parallel/offload_optimizer", "--offload"},
      {"/parallel/account_for_embedding_in_pipeline_split", "--account-for-embedding-in-pipeline-split"},
      {"/parallel/account_for_loss_in_pipeline_split", "--account-for-loss-in-pipeline-split"},
      {"/space/account_for_embedding_in_pipeline_split", "--account-for-embedding-in-pipeline-split"},
      {"/space/account_for_loss_in_pipeline_split", "--account-for-loss-in-pipeline-split"},
      {"/inference/batch", "--batch"}, {"/inference/context_len", "--context"}, {"/mode", "--mode"},
      {"/attention", "--attention"}, {"/tokens", "--tokens"}, {"/measured/step_s", "--step-s"},
      {"/measured/tokens_per_s", "--tokens-per-s"}, {"/measured/peak_flops_per_s", "--peak"}, {"/measured/gpus", "--gpus"},
  };
  for (auto [p, f] : table)
    if (path == p) return f;
  if (path.rfind("/hardware", 0) == 0 || path.rfind("/measured/hardware", 0) == 0) return "--hardware";
  if (path.rfind("/model/", 0) == 0) return "--model";
  return "";
}

json read_json_file(const std::string& flag, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw usage_error("--" + flag + ": cannot read file '" + path + "'");
  std::ostringstream ss;
  ss << in.rdbuf();
  try {
    return parse_json_strict(ss.str());
  } catch (const api_error& e) {
    throw usage_error("--" + flag + ": '" + path + "' is not valid JSON: " + e.what());
  }
}

json model_from_flags(const args& a) {
  if (a.has("model") && a.has("params")) throw usage_error("--model and --params cannot be combined");
  if (auto m = a.get("model")) return json{{"preset", *m}};
  if (a.has("params")) {
    double p = a.number("params", 0);
    return json{{"params", p}};
  }
  throw usage_error("--model ID (or --params N) is required");
}

static void put_str(json& j, const args& a, const char* flag, const char* key) {
  if (auto v = a.get(flag)) j[key] = *v;
}
static void put_int(json& j, const args& a, const char* flag, const char* key) {
  if (a.has(flag)) j[key] = a.integer(flag, 0);
}

json precision_from_flags(const args& a) {
  json j = json::object();
  put_str(j, a, "recipe", "recipe");
  put_str(j, a, "weights", "weights");
  put_str(j, a, "grads", "gradients");
  put_str(j, a, "master", "master_weights");
  put_str(j, a, "optimizer", "optimizer");
  put_str(j, a, "optimizer-state", "optimizer_state");
  put_str(j, a, "activations", "activations");
  put_str(j, a, "matmul", "matmul");
  return j.empty() ? json() : j;
}

json training_from_flags(const args& a) {
  json j = json::object();
  put_int(j, a, "micro-batch", "micro_batch");
  put_int(j, a, "seq-len", "seq_len");
  put_int(j, a, "grad-accum", "grad_accum");
  put_int(j, a, "global-batch", "global_batch");
  put_str(j, a, "recompute", "recompute");
  if (a.has("flash")) j["flash_attention"] = true;
  if (a.has("dropout") && a.has("no-dropout")) throw usage_error("--dropout and --no-dropout cannot be combined");
  if (a.has("dropout")) j["dropout"] = true;
  if (a.has("no-dropout")) j["dropout"] = false;
  return j.empty() ? json() : j;
}

json parallel_from_flags(const args& a) {
  json j = json::object();
  put_int(j, a, "dp", "dp");
  put_int(j, a, "tp", "tp");
  put_int(j, a, "pp", "pp");
  put_int(j, a, "vp", "virtual_stages");
  put_int(j, a, "cp", "cp");
  put_int(j, a, "ep", "ep");
  put_int(j, a, "zero", "zero");
  if (a.has("sp")) j["sequence_parallel"] = true;
  if (a.has("offload")) j["offload_optimizer"] = true;
  if (a.has("no-zero3-buffer")) j["zero3_gather_buffer"] = false;
  if (a.has("account-for-embedding-in-pipeline-split")) j["account_for_embedding_in_pipeline_split"] = true;
  if (a.has("account-for-loss-in-pipeline-split")) j["account_for_loss_in_pipeline_split"] = true;
  return j.empty() ? json() : j;
}

json hardware_from_flags(const args& a) {
  auto v = a.get("hardware");
  if (!v) return json();
  struct stat st;
  bool is_file = v->find('/') != std::string::npos || (v->size() > 5 && v->substr(v->size() - 5) == ".json") ||
                 stat(v->c_str(), &st) == 0;
  if (is_file) return read_json_file("hardware", *v);
  return json{{"preset", *v}};
}

}  // namespace ledgerlab::cli
