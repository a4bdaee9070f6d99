// The API boundary: envelopes, the bad-input table (code + JSON pointer + message), and inputs
// that must never crash or hang handle().
#include <string>

#include "core/api.h"
#include "core/spec/version.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

TEST_CASE("version and presets", "[api]") {
  json v = ok(R"({"op":"version"})");
  CHECK(v["version"] == version_string);
  CHECK(v["api_version"] == 1);
  json p = ok(R"({"op":"presets"})");
  CHECK(p["models"].size() >= 13);
  CHECK(p["hardware"].size() >= 3);
  bool found = false;
  for (const auto& r : p["recipes"])
    if (r["name"] == "megatron_adam") found = r["bytes_per_param"] == 18;
  CHECK(found);
}

struct bad_case {
  const char* request;
  const char* code;
  const char* path;
  const char* message_part;
};

TEST_CASE("Bad-input table: every malformed request names its code and path", "[api]") {
  const bad_case cases[] = {
      {R"({nope)", "parse_error", "", "not valid JSON"},
      {R"([1,2])", "invalid_value", "", "JSON object"},
      {R"({})", "missing_field", "/op", "op is required"},
      {R"({"op":7})", "invalid_value", "/op", "op must be a string"},
      {R"({"op":"frobnicate"})", "unknown_op", "/op", "unknown op \"frobnicate\""},
      {R"({"op":"memory"})", "missing_field", "/model", "model is required"},
      {R"({"op":"memory","model":{"preset":"llama-9"}})", "unknown_preset", "/model/preset", "unknown model preset \"llama-9\""},
      {R"({"op":"memory","model":{"params":-7e9}})", "invalid_value", "/model/params", "must be > 0"},
      {R"({"op":"memory","model":{"params":0}})", "invalid_value", "/model/params", "must be > 0"},
      {R"({"op":"memory","model":{"params":"7e9"}})", "invalid_value", "/model/params", "must be a number, got a string"},
      {R"({"op":"memory","model":{"params":1e400}})", "parse_error", "", "number overflow"},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"dp":-4}})", "invalid_value", "/parallel/dp", "parallel.dp must be a positive integer, got -4"},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"dp":2.5}})", "invalid_value", "/parallel/dp", "positive integer"},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"zero":4}})", "invalid_value", "/parallel/zero", "at most 3"},
      {R"({"op":"memory","model":{"preset":"llama-2-7b"},"parallel":{"tp":3}})", "infeasible", "/parallel/tp", "divisible by parallel.tp"},
      {R"({"op":"memory","model":{"preset":"llama-2-7b"},"parallel":{"pp":5}})", "infeasible", "/parallel/pp", "model.layers (32)"},
      {R"({"op":"memory","model":{"preset":"llama-2-70b"},"parallel":{"tp":3}})", "infeasible", "/parallel/tp", "model.heads (64)"},
      {R"({"op":"memory","model":{"preset":"llama-2-70b","kv_heads":6}})", "infeasible", "/model/kv_heads", "must divide model.heads"},
      {R"({"op":"memory","model":{"params":7e9},"bogus":1})", "invalid_value", "/bogus", "unknown key \"bogus\""},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"dp":2,"pipeline":2}})", "invalid_value", "/parallel/pipeline", "unknown key"},
      {R"({"op":"memory","model":{"params":7e9},"precision":{"recipe":"fp64_adam"}})", "unknown_preset", "/precision/recipe", "unknown precision recipe"},
      {R"({"op":"memory","model":{"params":7e9},"precision":{"weights":"fp64"}})", "invalid_value", "/precision/weights", "must be one of"},
      {R"({"op":"memory","model":{"params":7e9},"precision":{"optimizer":"adagrad"}})", "invalid_value", "/precision/optimizer", "must be one of"},
      {R"({"op":"memory","model":{"params":7e9},"mode":"serve"})", "invalid_value", "/mode", "train, inference"},
      {R"({"op":"memory","model":{"params":7e9},"training":{"seq_len":0}})", "invalid_value", "/training/seq_len", "positive integer"},
      {R"({"op":"memory","model":{"params":7e9},"training":{"recompute":"sometimes"}})", "invalid_value", "/training/recompute", "none, selective, full"},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"tp":2}})", "missing_field", "/model", "architecture"},
      {R"({"op":"memory","model":{"params":7e9},"hardware":{"preset":"tpu-v9"}})", "unknown_preset", "/hardware/preset", "unknown hardware preset"},
      {R"({"op":"memory","model":{"params":7e9},"hardware":{"name":"x","memory_bytes":-1}})", "invalid_value", "/hardware/memory_bytes", "must be > 0"},
      {R"({"op":"memory","model":{"params":7e9},"hardware":{"name":"x","memory_bytes":8e10,"peak_flops_per_s":{"bf16":1e15},"hbm_bytes_per_s":3e12,"gpus_per_node":8,"links":{"intra_node":{"bytes_per_s":4e11,"latency_s":1e-6}}}})", "missing_field", "/hardware/links/inter_node", "required"},
      {R"({"op":"memory","model":{"params":7e9},"hardware":{"preset":"h100-sxm","links":{"inter_node":{"bytes_per_s":-5}}}})", "invalid_value", "/hardware/links/inter_node/bytes_per_s", "must be > 0"},
      {R"({"op":"memory","model":{"layers":2,"hidden":100,"heads":3,"ffn_hidden":400,"vocab":10}})", "infeasible", "/model/heads", "divisible by model.heads"},
      {R"({"op":"memory","model":{"layers":2,"hidden":64,"heads":4,"vocab":10}})", "missing_field", "/model/ffn_hidden", "required"},
      {R"({"op":"memory","model":{"preset":"gpt2","norm":"batchnorm"}})", "invalid_value", "/model/norm", "layernorm, rmsnorm"},
      {R"({"op":"memory","model":{"preset":"mixtral-8x7b"},"parallel":{"dp":4,"ep":3}})", "infeasible", "/parallel/ep", "must divide parallel.dp"},
      {R"({"op":"memory","model":{"preset":"llama-2-7b"},"parallel":{"dp":8,"ep":8}})", "infeasible", "/parallel/ep", "mixture-of-experts"},
      {R"({"op":"memory","model":{"params":7e9},"parallel":{"offload_optimizer":true}})", "infeasible", "/parallel/offload_optimizer", "zero >= 1"},
      {R"({"op":"memory","model":{"preset":"llama-2-7b"},"parallel":{"virtual_stages":2}})", "infeasible", "/parallel/virtual_stages", "pp > 1"},
      {R"({"op":"memory","mode":"inference","model":{"params":7e9},"training":{}})", "invalid_value", "/training", "does not apply"},
      {R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"seq_len":4095},"parallel":{"cp":2}})", "infeasible", "/parallel/cp", "divisible by parallel.cp"},
      {R"({"op":"flops","model":{"params":7e9},"attention":"quarter"})", "invalid_value", "/attention", "full, causal_halved"},
      {R"({"op":"flops","model":{"params":7e9},"measured":{"step_s":1}})", "missing_field", "/measured/peak_flops_per_s", "required"},
      {R"({"op":"flops","model":{"params":7e9},"measured":{"step_s":1,"tokens_per_s":5,"peak_flops_per_s":1}})", "invalid_value", "/measured", "exactly one"},
      {R"({"op":"version","extra":true})", "invalid_value", "/extra", "unknown key"},
  };
  for (const auto& c : cases) {
    json r = call(c.request);
    INFO(c.request << "\n -> " << r.dump());
    REQUIRE_FALSE(r["ok"].get<bool>());
    CHECK(r["api_version"] == 1);
    CHECK(r["error"]["code"] == c.code);
    CHECK(r["error"]["path"] == c.path);
    CHECK(r["error"]["message"].get<std::string>().find(c.message_part) != std::string::npos);
  }
}

TEST_CASE("handle() answers every input with an envelope, never a crash or a hang", "[api]") {
  std::string deep(100000, '[');
  json d = call(deep);
  CHECK(d["error"]["code"] == "parse_error");
  std::string deep_obj;
  for (int i = 0; i < 70; ++i) deep_obj += R"({"a":)";
  CHECK(call(deep_obj)["error"]["code"] == "parse_error");
  for (const char* garbage : {"", " ", "null", "true", "\"op\"", "{\"op\":null}", "NaN", "{\"op\":\"memory\",\"model\":{\"params\":NaN}}",
                              "\xff\xfe\x00", "{\"op\":\"memory\",\"model\":[]}", "{\"op\":\"memory\",\"model\":{\"preset\":7}}",
                              "{\"op\":\"memory\",\"model\":{\"params\":1e16},\"parallel\":{\"dp\":1e300}}",
                              "{\"op\":\"memory\",\"model\":{\"preset\":\"gpt2\",\"layers\":1e12}}"}) {
    std::string resp = handle(garbage);
    json r = json::parse(resp);
    INFO(garbage << " -> " << resp);
    CHECK_FALSE(r["ok"].get<bool>());
    CHECK(r["error"]["code"].is_string());
  }
  // A valid request round-trips through the string API without loss.
  CHECK(json::parse(handle(R"({"op":"memory","model":{"params":3e9}})"))["per_gpu_bytes"]["total"] == 48e9);
}
