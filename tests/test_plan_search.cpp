// Tests of the planner (core/plan/search.h): determinism, ranking, counts that add up, memory-first
// rejection, infeasible requests (empty plans with reasons), min_gpus, and the top-k ledgers.
#include <catch2/catch.hpp>

#include "core/api.h"

using namespace ledgerlab;

namespace {
json plan(json extra) {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
              {"training", {{"global_batch", 256}, {"seq_len", 4096}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}},
              {"gpus", 64}, {"top", 5}};
  for (auto& [k, v] : extra.items()) req[k] = v;
  return handle_json(req);
}
long long total(const json& r) { return r["feasible"].get<long long>() + r["rejected"]["out_of_memory"].get<long long>() +
                                        r["rejected"]["infeasible"].get<long long>(); }
}  // namespace

TEST_CASE("planner is deterministic, ranked, and its counts add up", "[plan_search]") {
  json a = plan({}), b = plan({});
  INFO(a.dump().substr(0, 2000));
  REQUIRE(a["ok"] == true);
  REQUIRE(a.dump() == b.dump());
  REQUIRE(a["configs"].size() == 5);
  REQUIRE(total(a) == a["searched"].get<long long>());
  double prev = 0;
  const double usable = a["capacity_bytes"].get<double>() - a["reserve_bytes"].get<double>();
  for (const auto& c : a["configs"]) {
    REQUIRE(c["step_s"].get<double>() >= prev);
    prev = c["step_s"].get<double>();
    REQUIRE(c["per_gpu_bytes"].get<double>() <= usable);
    const json& p = c["parallel"];
    REQUIRE(p["dp"].get<long long>() * p["tp"].get<long long>() * p["pp"].get<long long>() * p["cp"].get<long long>() == 64);
    // the full ledgers agree with the ranked numbers
    REQUIRE(c["ledgers"]["step"]["step_s"].get<double>() == c["step_s"].get<double>());
    REQUIRE(c["ledgers"]["memory"]["per_gpu_bytes"]["total"].get<double>() == c["per_gpu_bytes"].get<double>());
    REQUIRE(!c["ledgers"]["step"]["steps"].empty());
  }
  REQUIRE(a["rejected"]["out_of_memory"].get<long long>() > 0);  // e.g. dp = 64 without ZeRO
}

TEST_CASE("the best plan is at least as fast as any configuration in a narrower space", "[plan_search]") {
  json best = plan({});
  json narrow = plan({{"space", {{"tp", {8}}, {"zero", {1}}, {"recompute", {"selective"}}}}});
  REQUIRE(narrow["ok"] == true);
  REQUIRE(narrow["searched"].get<long long>() < best["searched"].get<long long>());
  if (!narrow["configs"].empty())
    REQUIRE(best["configs"][0]["step_s"].get<double>() <= narrow["configs"][0]["step_s"].get<double>());
}

TEST_CASE("infeasible requests: an empty plan with reasons", "[plan_search]") {
  // tp must divide the heads (40 for llama-2-13b): tp = 3 and 16 are rejected, never crash
  json r = plan({{"gpus", 48}, {"space", {{"tp", {3}}}}});
  REQUIRE(r["ok"] == true);
  REQUIRE(r["configs"].empty());
  REQUIRE(r["infeasible_reasons"]["tp_must_divide_heads"].get<long long>() == r["searched"].get<long long>());
  REQUIRE(r.contains("reason"));
  // more GPUs than the degrees allow: 7 GPUs, but tp must divide 40 heads and pp the 40 layers,
  // and a global batch of 256 is not a multiple of 7
  json seven = plan({{"gpus", 7}});
  REQUIRE(seven["ok"] == true);
  REQUIRE(seven["configs"].empty());
  REQUIRE(total(seven) == seven["searched"].get<long long>());
  // a model that fits nowhere: 405B on one 24 GB GPU
  json none = handle_json({{"op", "plan"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"training", {{"global_batch", 8}, {"seq_len", 4096}}},
                           {"hardware", {{"preset", "rtx-4090"}}}, {"gpus", 1}});
  REQUIRE(none["ok"] == true);
  REQUIRE(none["configs"].empty());
  REQUIRE(none["rejected"]["out_of_memory"].get<long long>() > 0);
  REQUIRE(none["reason"].get<std::string>().find("exceeds") != std::string::npos);
  // min_gpus with too small a limit: infeasible error
  json lim = handle_json({{"op", "plan"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"training", {{"global_batch", 8}, {"seq_len", 4096}}},
                          {"hardware", {{"preset", "rtx-4090"}}}, {"min_gpus", true}, {"max_gpus", 8}});
  REQUIRE(lim["error"]["code"] == "infeasible");
  // missing global batch names the field
  json miss = handle_json({{"op", "plan"}, {"model", {{"preset", "gpt2"}}}, {"training", {{"seq_len", 1024}}},
                           {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 8}});
  REQUIRE(miss["error"]["path"] == "/training/global_batch");
  json bad_space = plan({{"space", {{"recompute", {"sometimes"}}}}});
  REQUIRE(bad_space["error"]["path"] == "/space/recompute/0");
}

TEST_CASE("min_gpus finds the fewest GPUs that fit", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-70b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
              {"training", {{"global_batch", 64}, {"seq_len", 4096}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}},
              {"min_gpus", true}, {"top", 1}, {"space", {{"offload", {false}}}}};
  json r = handle_json(req);
  INFO(r.dump().substr(0, 1500));
  REQUIRE(r["ok"] == true);
  const long long n = r["min_gpus"];
  REQUIRE(n > 1);
  REQUIRE(r["configs"].size() == 1);
  // the previous candidate count (n − 8 on 8-GPU nodes, or n/2 below a node) has no plan
  json req2 = req;
  req2.erase("min_gpus");
  req2["gpus"] = n > 8 ? n - 8 : n / 2;
  json prev = handle_json(req2);
  REQUIRE(prev["ok"] == true);
  REQUIRE(prev["configs"].empty());
}

TEST_CASE("memory lower-bound pruning changes nothing but the work", "[plan_search]") {
  for (const char* model : {"llama-2-13b", "llama-2-70b"}) {
    json req = {{"op", "plan"}, {"model", {{"preset", model}}}, {"training", {{"global_batch", 128}, {"seq_len", 4096}}},
                {"hardware", {{"preset", "a100-40gb-sxm"}}}, {"gpus", 32}, {"top", 10}};
    json pruned = handle_json(req);
    req["space"] = {{"prune", false}};
    json full = handle_json(req);
    REQUIRE(pruned["ok"] == true);
    REQUIRE(full["ok"] == true);
    REQUIRE(pruned["configs"] == full["configs"]);
    REQUIRE(pruned["rejected"] == full["rejected"]);
    REQUIRE(pruned["infeasible_reasons"] == full["infeasible_reasons"]);
    REQUIRE(pruned["searched"] == full["searched"]);
  }
}

TEST_CASE("counts put every searched configuration in one class: invalid, out of memory, timed, pruned", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"training", {{"global_batch", 128}, {"seq_len", 4096}}},
              {"hardware", {{"preset", "a100-80gb-sxm"}}}, {"gpus", 32}, {"top", 3}};
  json pruned = handle_json(req);
  req["space"] = {{"prune", false}};
  json full = handle_json(req);
  for (const json* r : {&pruned, &full}) {
    REQUIRE((*r)["ok"] == true);
    const json& n = (*r)["counts"];
    CHECK(n["searched"] == (*r)["searched"]);
    CHECK(n["invalid"].get<long long>() + n["out_of_memory"].get<long long>() + n["timed"].get<long long>() +
              n["pruned"].get<long long>() == n["searched"].get<long long>());
    CHECK(n["invalid"] == (*r)["rejected"]["infeasible"]);
    CHECK(n["out_of_memory"] == (*r)["rejected"]["out_of_memory"]);
    CHECK(n["timed"].get<long long>() + n["pruned"].get<long long>() == (*r)["feasible"].get<long long>());
    CHECK(n["timed"].get<long long>() <= (*r)["evaluated"].get<long long>());  // evaluated also counts non-finite times
  }
  // Pruning skips timing only: the same configurations fit, and without it every one that fits is timed.
  CHECK(pruned["counts"]["pruned"].get<long long>() > 0);
  CHECK(full["counts"]["pruned"] == 0);
  CHECK(pruned["counts"]["timed"].get<long long>() < full["counts"]["timed"].get<long long>());
  CHECK(pruned["counts"]["timed"].get<long long>() + pruned["counts"]["pruned"].get<long long>() ==
        full["counts"]["timed"].get<long long>());
}

TEST_CASE("with flash attention the default space has no selective recompute (a no-op there)", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"training", {{"global_batch", 64}, {"seq_len", 4096},
              {"flash_attention", true}}}, {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 16}, {"top", 20}};
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  REQUIRE(!r["configs"].empty());
  for (const auto& c : r["configs"]) REQUIRE(c["training"]["recompute"] != "selective");
  json no_flash = req;
  no_flash["training"]["flash_attention"] = false;
  REQUIRE(handle_json(no_flash)["searched"].get<long long>() * 2 == r["searched"].get<long long>() * 3);
}
