// One m per step for every op (API.md "training"): m = global_batch / (dp · micro_batch) when the
// global batch is given, else grad_accum; both given and disagreeing is infeasible. The property:
// memory, step and plan report the same per-GPU bytes for the same configuration, over the model
// presets × pp, tp, dp, micro-batch, global batch, ZeRO stage and recompute.
#include <string>
#include <vector>

#include "test_helpers.h"

using namespace ledgerlab_test;

namespace {

// A big-memory GPU (so that plan reports every configuration) with H100 SXM datasheet rates.
const json big_gpu = json::parse(R"({"name": "test-gpu-10PB", "memory_bytes": 1e16,
  "peak_flops_per_s": {"bf16": 9.89e14, "fp32": 6.69e13}, "hbm_bytes_per_s": 3.35e12, "gpus_per_node": 8,
  "links": {"intra_node": {"bytes_per_s": 4.5e11, "latency_s": 1e-6}, "inter_node": {"bytes_per_s": 5e10, "latency_s": 5e-6}}})");

json memory_request(const std::string& model, const json& training, const json& parallel) {
  return {{"op", "memory"}, {"model", {{"preset", model}}}, {"precision", {{"recipe", "mixed_adam"}}},
          {"training", training}, {"parallel", parallel}, {"hardware", big_gpu}, {"explain", false}};
}

json step_request(const std::string& model, const json& training, const json& parallel) {
  return {{"op", "step"}, {"model", {{"preset", model}}}, {"precision", {{"recipe", "mixed_adam"}}},
          {"training", training}, {"parallel", parallel}, {"hardware", big_gpu}};
}

const json* row(const json& r, const std::string& key) {
  for (const json& s : r["steps"])
    if (s.value("key", "") == key) return &s;
  return nullptr;
}

}  // namespace

TEST_CASE("memory takes m from the global batch as step does (issue 17's example)", "[microbatches]") {
  // llama-2-7b, pp 4, dp 1, micro-batch 1, global batch 64: m = 64 ≥ p, so 1F1B holds L = 32 layers
  // (formulas.md §4.5), not m/p·L = 8 with m = grad_accum's default 1.
  json r = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"micro_batch":1,"global_batch":64},"parallel":{"pp":4}})");
  CHECK(r["activation_detail"]["layers_held"].get<double>() == 32);
  const json* m = row(r, "microbatches");
  REQUIRE(m);
  CHECK((*m)["value"].get<double>() == 64);
  CHECK((*m)["unit"] == "micro-batches");
  CHECK((*m)["formula"].get<std::string>().find("training.global_batch / (dp × micro_batch) = 64 / (1 × 1)") != std::string::npos);
  CHECK(r["training"]["grad_accum"] == 64);  // the response states the m it used
  // the same m from grad_accum: the same ledger
  json g = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"micro_batch":1,"grad_accum":64},"parallel":{"pp":4}})");
  CHECK(g["per_gpu_bytes"] == r["per_gpu_bytes"]);
  CHECK((*row(g, "microbatches"))["formula"].get<std::string>().rfind("training.grad_accum;", 0) == 0);
  // m < p: × m/p. Global batch 2 over dp 1 → m = 2 → 32 × 2/4 = 16 layers.
  json few = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"global_batch":2},"parallel":{"pp":4}})");
  CHECK(few["activation_detail"]["layers_held"].get<double>() == 16);
  CHECK((*row(few, "layers_held"))["formula"].get<std::string>().find("× m/p = 32 × 2/4") != std::string::npos);
  // dp divides the global batch: 64 over dp 8 → m = 8 ≥ 4.
  json dp8 = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"global_batch":64},"parallel":{"pp":4,"dp":8}})");
  CHECK(dp8["activation_detail"]["layers_held"].get<double>() == 32);
  CHECK((*row(dp8, "microbatches"))["value"].get<double>() == 8);
  // neither given: the default grad_accum 1, said as such
  json none = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"parallel":{"pp":4}})");
  CHECK(none["activation_detail"]["layers_held"].get<double>() == 8);
  CHECK((*row(none, "microbatches"))["formula"].get<std::string>().find("default") != std::string::npos);
  // pp = 1 and no batch given: no m row (m does not enter the ledger)
  CHECK_FALSE(row(ok(R"({"op":"memory","model":{"preset":"llama-2-7b"}})"), "microbatches"));
}

TEST_CASE("a global batch and grad_accum that disagree are infeasible in every op, naming both", "[microbatches]") {
  const std::string tr = R"("training":{"micro_batch":1,"seq_len":1024,"global_batch":64,"grad_accum":8})";
  const std::string par = R"("parallel":{"pp":4})";
  for (const std::string& req : {
           R"({"op":"memory","model":{"preset":"llama-2-7b"},)" + tr + "," + par + "}",
           R"({"op":"step","model":{"preset":"llama-2-7b"},"hardware":{"preset":"h100-sxm"},)" + tr + "," + par + "}",
           R"({"op":"flops","model":{"preset":"llama-2-7b"},)" + tr + "}",
           R"({"op":"recompute","model":{"preset":"llama-2-7b"},"strategy":"none",)" + tr + "," + par + "}"}) {
    INFO(req);
    json r = call(req);
    REQUIRE_FALSE(r["ok"].get<bool>());
    CHECK(r["error"]["code"] == "infeasible");
    CHECK(r["error"]["path"] == "/training/grad_accum");
    const std::string msg = r["error"]["message"];
    CHECK(msg.find("training.grad_accum (8)") != std::string::npos);
    CHECK(msg.find("training.global_batch") != std::string::npos);
    CHECK(msg.find("= 64") != std::string::npos);
  }
  // values that agree are fine; a global batch that is not a multiple of dp × micro_batch is not
  ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"global_batch":64,"grad_accum":16},"parallel":{"pp":4,"dp":4}})");
  json r = call(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"global_batch":63},"parallel":{"pp":4,"dp":2}})");
  CHECK(r["error"]["code"] == "infeasible");
  CHECK(r["error"]["path"] == "/training/global_batch");
  // recompute's default micro_batches follows the same m
  json rc = ok(R"({"op":"recompute","model":{"preset":"llama-2-7b"},"strategy":"none","training":{"seq_len":1024,"global_batch":12},"parallel":{"pp":4,"dp":3}})");
  CHECK(rc["micro_batches"]["count"] == 4);
}

TEST_CASE("scale refuses the batch field its mode would ignore", "[microbatches]") {
  const std::string base = R"("model":{"preset":"gpt2"},"hardware":{"preset":"h100-sxm"},"gpus":[1,2,4])";
  json s = call(R"({"op":"scale",)" + base + R"(,"training":{"global_batch":64,"grad_accum":4}})");
  CHECK(s["error"]["path"] == "/training/grad_accum");
  json w = call(R"({"op":"scale",)" + base + R"(,"mode":"weak","training":{"global_batch":64}})");
  CHECK(w["error"]["path"] == "/training/global_batch");
  ok(R"({"op":"scale",)" + base + R"(,"mode":"weak","training":{"grad_accum":4}})");
}

TEST_CASE("property: memory, step and plan agree on per-GPU bytes for the same configuration", "[microbatches]") {
  std::vector<std::string> models;
  const json presets = ok(R"({"op":"presets"})");
  for (const json& m : presets["models"]) models.push_back(m["id"]);
  REQUIRE(models.size() >= 10);
  long long compared = 0, plan_compared = 0, refused = 0, pipelined_from_batch = 0;
  int latin = 0;
  for (const std::string& model : models) {
    const long long layers = ok(memory_request(model, json::object(), json::object()).dump())["model"]["layers"];
    for (long long pp : {1, 2, 4, 3}) {
      if (layers % pp != 0) continue;
      for (long long tp : {1, 2})
        for (long long dp : {1, 4})
          for (long long b : {1, 2})
            for (int batch = 0; batch < 4; ++batch)  // grad_accum 3 | global batch 8 | 64 | 6 (not a multiple of 4·b)
              // ZeRO stage × recompute as a Latin square: each layout above meets every stage and every
              // mode once, and the rotation k covers all nine pairs (the full product costs 3× more).
              for (int i = 0, k = latin++; i < 3; ++i) {
                const int zero = std::vector<int>{0, 1, 3}[static_cast<std::size_t>(i)];
                const char* rc = std::vector<const char*>{"none", "selective", "full"}[static_cast<std::size_t>((i + k) % 3)];
                  json training = {{"micro_batch", b}, {"seq_len", 1024}, {"recompute", rc}};
                  const long long gb = batch == 1 ? 8 : batch == 2 ? 64 : batch == 3 ? 6 : 0;
                  if (gb) training["global_batch"] = gb;
                  else training["grad_accum"] = 3;
                  const json parallel = {{"pp", pp}, {"tp", tp}, {"dp", dp}, {"zero", zero}, {"sequence_parallel", tp > 1}};
                  const json mem = call(memory_request(model, training, parallel).dump());
                  const json step = call(step_request(model, training, parallel).dump());
                  INFO(model << " training " << training.dump() << " parallel " << parallel.dump());
                  INFO("memory: " << mem.dump().substr(0, 300) << "\nstep: " << step.dump().substr(0, 300));
                  // Both accept or both refuse, for the same reason.
                  REQUIRE(mem["ok"] == step["ok"]);
                  if (!mem["ok"].get<bool>()) {
                    CHECK(mem["error"]["code"] == step["error"]["code"]);
                    CHECK(mem["error"]["path"] == step["error"]["path"]);
                    ++refused;
                    continue;
                  }
                  const double bytes = mem["per_gpu_bytes"]["total"];
                  REQUIRE(close(bytes, step["memory"]["per_gpu_bytes"].get<double>()));
                  CHECK(mem["training"]["grad_accum"] == step["microbatches"]);
                  ++compared;
                  if (gb && pp > 1 && gb / (dp * b) != 1) ++pipelined_from_batch;
                  if (!gb) continue;  // plan needs the global batch and chooses m itself
                  json plan = {{"op", "plan"}, {"model", {{"preset", model}}}, {"precision", {{"recipe", "mixed_adam"}}},
                               {"training", {{"global_batch", gb}, {"seq_len", 1024}}}, {"hardware", big_gpu},
                               {"gpus", dp * tp * pp}, {"top", 1}, {"reserve_bytes", 0},
                               {"space", {{"tp", {tp}}, {"pp", {pp}}, {"cp", {1}}, {"ep", {1}}, {"virtual_stages", {1}},
                                          {"micro_batch", {b}}, {"zero", {zero}}, {"recompute", {rc}}, {"offload", {false}},
                                          {"sequence_parallel", tp > 1}}}};
                  const json pr = ok(plan.dump());
                  REQUIRE(pr["configs"].size() == 1);
                  const json& c = pr["configs"][0];
                  REQUIRE(c["parallel"]["dp"] == dp);
                  CHECK(c["training"]["grad_accum"] == mem["training"]["grad_accum"]);
                  REQUIRE(close(bytes, c["per_gpu_bytes"].get<double>()));
                  REQUIRE(close(bytes, c["ledgers"]["memory"]["per_gpu_bytes"]["total"].get<double>()));
                  CHECK(c["ledgers"]["memory"]["activation_detail"]["layers_held"] == mem["activation_detail"]["layers_held"]);
                  ++plan_compared;
                }
    }
  }
  INFO(compared << " compared with step, " << plan_compared << " with plan, " << refused << " refused by both");
  CHECK(compared > 1000);
  CHECK(plan_compared > 500);
  CHECK(refused > 50);
  CHECK(pipelined_from_batch > 100);  // the cases where m from the global batch changes the first stage's ledger
}
