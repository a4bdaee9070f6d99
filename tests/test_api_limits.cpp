// The core caps its own work (README "API": too_large): every cap answers at once with the field
// and the limit, the values just under a cap still work, and products of parallel degrees cannot
// wrap around. The timing of capped requests is not tested here (no speed targets in unit tests);
// tests/web/hardening.test.mjs checks that the browser answers them at once.
#include <string>

#include "core/ledger/time.h"
#include "core/plan/plan_api.h"
#include "core/plan/search.h"
#include "core/recompute/recompute.h"
#include "core/spec/hardware.h"
#include "core/spec/model.h"
#include "core/spec/plan.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

namespace {
json err(const json& req) {
  json r = json::parse(handle(req.dump()));
  INFO(req.dump().substr(0, 300) << " -> " << r.dump().substr(0, 400));
  REQUIRE(r["ok"] == false);
  return r["error"];
}
json one_gpu_per_node() {
  return {{"name", "one-per-node"}, {"memory_bytes", 8e10}, {"peak_flops_per_s", {{"bf16", 1e15}}}, {"hbm_bytes_per_s", 3e12},
          {"gpus_per_node", 1},
          {"links", {{"intra_node", {{"bytes_per_s", 4e11}, {"latency_s", 1e-6}}}, {"inter_node", {{"bytes_per_s", 5e10}, {"latency_s", 5e-6}}}}}};
}
json plan_req() {
  return {{"op", "plan"}, {"model", {{"preset", "gpt3-175b"}}}, {"training", {{"global_batch", 1536}, {"seq_len", 2048}}},
          {"hardware", {{"preset", "a100-80gb-sxm"}}}, {"gpus", 1024}};
}
}  // namespace

TEST_CASE("request size and list length caps name the list", "[api_limits]") {
  const std::string huge = R"({"op":"version","pad":")" + std::string(max_request_bytes, 'x') + "\"}";
  json r = json::parse(handle(huge));
  CHECK(r["error"]["code"] == "too_large");
  CHECK(r["error"]["path"] == "");
  CHECK(r["error"]["message"].get<std::string>().find("at most 16777216 bytes") != std::string::npos);

  json list = json::array();
  for (std::size_t i = 0; i <= max_json_array; ++i) list.push_back(i);
  json e = err({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"deep", {{"inside", list}}}});
  CHECK(e["code"] == "too_large");
  CHECK(e["path"] == "/deep/inside");
  CHECK(e["message"] == "deep.inside lists 20001 entries; at most 20000 are accepted");
  // One fewer is not a cap problem (here: an unknown key instead).
  list.erase(list.size() - 1);
  CHECK(err({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"deep", {{"inside", list}}}})["code"] == "invalid_value");
  // A request built in code deeper than the parser allows is refused too (never a stack overflow).
  json deep = 1;
  for (int i = 0; i < 200; ++i) deep = json::array({deep});
  CHECK(handle_json({{"op", "version"}, {"x", deep}})["error"]["code"] == "parse_error");
}

TEST_CASE("dp·tp·pp·cp cannot wrap around to pass the GPU cap", "[api_limits]") {
  // 2^16 each: 2^64 GPUs, which 64-bit integers wrap to 0.
  json e = err({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"parallel", {{"dp", 65536}, {"tp", 65536}, {"pp", 65536}, {"cp", 65536}}}});
  CHECK(e["code"] == "too_large");
  CHECK(e["path"] == "/parallel");
  CHECK(e["message"] == "parallel.dp × tp × pp × cp must be at most 16777216 GPUs, got 1.845e19");
  json e2 = err({{"op", "step"}, {"model", {{"preset", "llama-2-7b"}}}, {"hardware", {{"preset", "h100-sxm"}}},
                 {"parallel", {{"dp", 1048576}, {"tp", 1048576}, {"pp", 1048576}, {"cp", 1048576}}}});
  CHECK(e2["code"] == "too_large");
  // At the cap (2^20 × 16 = 2^24 GPUs): accepted.
  json ok_r = json::parse(handle(json{{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"parallel", {{"dp", 1048576}, {"cp", 16}}}}.dump()));
  CHECK(ok_r["ok"] == true);
}

TEST_CASE("plan: space lists, min_gpus counts and the search budget are capped", "[api_limits]") {
  json req = plan_req();
  json mb = json::array();
  for (int i = 1; i <= static_cast<int>(max_space_values) + 1; ++i) mb.push_back(i);
  req["space"] = {{"micro_batch", mb}};
  json e = err(req);
  CHECK(e["code"] == "too_large");
  CHECK(e["path"] == "/space/micro_batch");
  CHECK(e["message"] == "space.micro_batch lists 65 entries; at most 64 are accepted");

  json m = plan_req();
  m.erase("gpus");
  m["min_gpus"] = true;
  m["hardware"] = one_gpu_per_node();
  m["max_gpus"] = 100000;
  json e2 = err(m);
  CHECK(e2["code"] == "too_large");
  CHECK(e2["path"] == "/max_gpus");
  CHECK(e2["message"].get<std::string>().find("min_gpus would try 100000 GPU counts up to max_gpus = 100000 (1 GPUs per node); at most 4096") == 0);
  // 8 GPUs per node: 4099 counts up to 32768 is over, 4096 counts up to 32744 is not (checked, not run).
  m["hardware"] = {{"preset", "a100-80gb-sxm"}};
  m["max_gpus"] = 32768;
  CHECK(err(m)["code"] == "too_large");
}

TEST_CASE("plan_search stops at its budget with too_large naming the request's field", "[api_limits]") {
  // The budget mechanism on a small search with small budgets (the op's own are far larger).
  const model_spec m = parse_model(json{{"preset", "llama-2-13b"}}, "/model");
  const precision_spec prec = parse_precision(nullptr, "/precision", false);
  const json tj = {{"global_batch", 256}, {"seq_len", 4096}};
  const training_spec tr = parse_training(&tj, "/training", m);
  const hardware_spec hw = parse_hardware(json{{"preset", "a100-80gb-sxm"}}, "/hardware");
  const step_context ctx = make_step_context(m, prec, hw, tr.seq_len, parse_time_options(nullptr, "/options"), "/hardware");
  plan_space sp;
  const plan_result free_run = plan_search(ctx, tr, 64, sp, 5, 1e9);
  REQUIRE(free_run.ledgers > 20);
  REQUIRE(free_run.searched > 20);
  sp.max_evaluated = free_run.ledgers;  // exactly enough: the same answer
  CHECK(plan_search(ctx, tr, 64, sp, 5, 1e9).top.size() == free_run.top.size());
  sp.max_evaluated = free_run.ledgers - 1;  // one short: stops
  try {
    plan_search(ctx, tr, 64, sp, 5, 1e9);
    FAIL("no too_large");
  } catch (const api_error& e) {
    CHECK(e.code == "too_large");
    CHECK(e.path == "/gpus");
    CHECK(std::string(e.what()) == "the plan search would examine more than " + std::to_string(free_run.ledgers - 1) +
                                      " memory and step-time ledgers (64 GPUs); narrow the space (space.tp, space.pp, "
                                      "space.micro_batch, ...) or ask for fewer GPUs");
  }
  sp.max_evaluated = 0;
  sp.max_searched = 10;
  sp.cap_path = "/max_gpus";
  try {
    plan_search(ctx, tr, 64, sp, 5, 1e9);
    FAIL("no too_large");
  } catch (const api_error& e) {
    CHECK(e.code == "too_large");
    CHECK(e.path == "/max_gpus");
    CHECK(std::string(e.what()).find("more than 10 configurations") != std::string::npos);
  }
  // What earlier counts of the same request spent counts against the budget.
  sp.max_searched = free_run.searched;
  sp.searched_before = 1;
  CHECK_THROWS_AS(plan_search(ctx, tr, 64, sp, 5, 1e9), api_error);
  // The op's budgets leave a real search (GPT-3 over 1024 GPUs, the default space) far inside them.
  json big = handle_json(plan_req());
  REQUIRE(big["ok"] == true);
  CHECK(big["searched"].get<long long>() * 10 < max_plan_searched);
  CHECK(big["evaluated"].get<long long>() * 10 < max_plan_evaluated);
}

TEST_CASE("scale and recompute caps", "[api_limits]") {
  json gpus = json::array();
  for (int i = 1; i <= static_cast<int>(max_scale_points) + 1; ++i) gpus.push_back(i);
  json e = err({{"op", "scale"}, {"model", {{"preset", "gpt2-1.5b"}}}, {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", gpus}});
  CHECK(e["code"] == "too_large");
  CHECK(e["path"] == "/gpus");
  CHECK(e["message"] == "gpus lists 257 entries; at most 256 are accepted");

  json r1 = err({{"op", "recompute"}, {"chain", {{"layers", max_chain_layers + 1}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}}}, {"strategy", "sqrt"}});
  CHECK(r1["code"] == "too_large");
  CHECK(r1["path"] == "/chain/layers");
  CHECK(r1["message"] == "chain.layers must be at most 20000, got 20001");
  json r2 = err({{"op", "recompute"}, {"model", {{"preset", "llama-2-7b"}, {"layers", 100000}}}, {"strategy", "sqrt"}});
  CHECK(r2["code"] == "too_large");
  CHECK(r2["path"] == "/model/layers");
  CHECK(r2["message"].get<std::string>().find("100000 blocks") != std::string::npos);
  // Just under the cap still answers.
  json ok_r = ok(json{{"op", "recompute"}, {"chain", {{"layers", max_chain_layers}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}}}, {"strategy", "sqrt"}}.dump());
  CHECK(ok_r["peak_bytes"].get<double>() > 0);
}

TEST_CASE("a key given twice in one object is an error at its second occurrence", "[api_limits]") {
  auto raw = [](const std::string& text) { return json::parse(handle(text)); };
  json a = raw(R"({"op":"memory","op":"step"})");
  REQUIRE(a["ok"] == false);
  CHECK(a["error"]["code"] == "invalid_value");
  CHECK(a["error"]["path"] == "/op");
  CHECK(a["error"]["message"].get<std::string>().find("\"op\" appears twice") != std::string::npos);
  json b = raw(R"({"op":"memory","model":{"preset":"llama-2-7b","preset":"llama-2-13b"}})");
  CHECK(b["error"]["path"] == "/model/preset");
  // inside arrays (indices count nested containers and scalars alike) and with escaped keys
  json c = raw(R"({"op":"plan","x":[1,[2,3],{"k/~":1,"k/~":2}]})");
  CHECK(c["error"]["path"] == "/x/2/k~1~0");
  // the same key in sibling objects is fine; the lesson loader and importers share the parser
  json d = raw(R"({"op":"memory","model":{"preset":"llama-2-7b"},"training":{"micro_batch":1}})");
  CHECK(d["ok"] == true);
  json e = raw(R"({"op":"hardware_import","file":"{\"name\":\"x\",\"links\":{\"a\":1,\"a\":2}}"})");
  REQUIRE(e["ok"] == false);
  CHECK(e["error"]["path"] == "/file");
  CHECK(e["error"]["message"].get<std::string>().find("/links/a: the key \"a\" appears twice") != std::string::npos);
  json f = raw(R"({"op":"progress_import","file":"{\"format\":\"ledgerlab-progress\",\"format\":\"x\"}"})");
  REQUIRE(f["ok"] == false);
  CHECK(f["error"]["code"] == "invalid_value");
  CHECK(f["error"]["message"].get<std::string>().find("/format: the key \"format\" appears twice") != std::string::npos);
}

TEST_CASE("a long answer of repeated brackets is too long and not read bracket by bracket", "[api_limits]") {
  // 'about 140 GB, 3 GB (140 GB) (140 GB) ...': the bracket reader read the text before each closing bracket again,
  // one level per bracket, and 72 KB overflowed the stack (the final read, session 45). The figure reader's limit
  // (2,000 bytes) comes first now, hedged or not; a few brackets are still read.
  auto check = [](const std::string& answer) {
    return json::parse(handle(json{{"op", "check"}, {"question", "training-vs-inference-memory/weights-70b"},
                                   {"answer", answer}, {"seed", 0}}
                                  .dump()));
  };
  std::string brackets;
  for (int i = 0; i < 8000; ++i) brackets += "(140 GB) ";
  for (const std::string lead : {"about 140 GB, 3 GB ", "140 GB, 3 GB "}) {
    const json r = check(lead + brackets);
    INFO(r.dump().substr(0, 300));
    REQUIRE(r["ok"] == true);
    CHECK(r["correct"] == false);
    CHECK(r["feedback"].get<std::string>().find("answer too long") != std::string::npos);
  }
  CHECK(check("about 140 GB, 3 GB (140 GB) (140 GB) (140 GB)")["correct"] == true);
  CHECK(check("about 280 GB, 3 GB (280 GB) (280 GB) (280 GB)")["correct"] == false);
}
