// The sweep op (core/api_sweep.cpp): every plotted value equals the swept op's own answer at that
// point; the reader's setting is marked (and added when it falls between listed values); series
// patches, x pointers per series, sums, ratios, relative values and array mode; point errors stay
// per point; bad requests name the field.
#include <catch2/catch.hpp>

#include "core/api.h"

using namespace ledgerlab;

namespace {
json mem_base() {
  return {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 4096}}}};
}
json sweep(json base, json x, json series, json y = {{"label", "activations"}, {"unit", "bytes"}}) {
  return {{"op", "sweep"}, {"request", std::move(base)}, {"x", std::move(x)}, {"y", std::move(y)}, {"series", std::move(series)}};
}
double direct(json req, const std::string& ptr) {
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  return r[json::json_pointer(ptr)].get<double>();
}
}  // namespace

TEST_CASE("sweep values are the swept op's own answers, the current setting is marked", "[api_sweep]") {
  json req = sweep(mem_base(), {{"label", "context"}, {"unit", "tokens"}, {"pointer", "/training/seq_len"}, {"values", {2048, 4096, 8192}}},
                   json::array({{{"id", "std"}, {"label", "standard"}, {"y", "/per_gpu_bytes/activations"}},
                                {{"id", "flash"}, {"label", "fused"}, {"patch", {{"training", {{"flash_attention", true}}}}},
                                 {"y", "/per_gpu_bytes/activations"}}}));
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  CHECK(r["x"]["values"] == json::array({2048, 4096, 8192}));
  CHECK(r["x"]["current_index"] == 1);
  CHECK(r["chart"] == "line");
  for (int k = 0; k < 3; ++k) {
    json q = mem_base();
    q["training"]["seq_len"] = r["x"]["values"][k];
    CHECK(r["series"][0]["values"][k].get<double>() == direct(q, "/per_gpu_bytes/activations"));
    q["training"]["flash_attention"] = true;
    CHECK(r["series"][1]["values"][k].get<double>() == direct(q, "/per_gpu_bytes/activations"));
  }
  CHECK(r["series"][0]["current"] == r["series"][0]["values"][1]);
  CHECK(r["series"][0]["ratio_to_first"][0] == 1.0);
  CHECK(r["requests"] == 7);  // the request itself + 2 series × 3 points
  // one explanation row per series at the current setting, with the memory op's own formula
  REQUIRE(r["steps"].size() == 2);
  CHECK(r["steps"][0]["label"] == "standard at context = 4096");
  CHECK(r["steps"][0]["bytes"] == r["series"][0]["current"]);
  CHECK(r["steps"][0]["formula"].get<std::string>().find("memory op") == 0);
}

TEST_CASE("a setting between the listed values becomes a point of its own", "[api_sweep]") {
  json base = mem_base();
  base["training"]["seq_len"] = 5000;
  json r = handle_json(sweep(base, {{"label", "context"}, {"unit", "tokens"}, {"pointer", "/training/seq_len"}, {"values", {2048, 4096, 8192}}},
                             json::array({{{"id", "a"}, {"label", "a"}, {"y", "/per_gpu_bytes/activations"}}})));
  REQUIRE(r["ok"] == true);
  CHECK(r["x"]["values"] == json::array({2048, 4096, 5000, 8192}));
  CHECK(r["x"]["current_index"] == 2);
  // categories are not interpolated
  base = mem_base();
  base["precision"] = {{"recipe", "fp32_adam"}};
  r = handle_json(sweep(base, {{"label", "recipe"}, {"unit", "name"}, {"pointer", "/precision/recipe"}, {"values", {"mixed_adam", "bf16_adam"}}},
                        json::array({{{"id", "a"}, {"label", "a"}, {"y", "/per_gpu_bytes/total"}}})));
  REQUIRE(r["ok"] == true);
  CHECK(r["x"]["scale"] == "category");
  CHECK(r["chart"] == "bars");
  CHECK(r["x"]["current_index"].is_null());
  CHECK(r["steps"].empty());
}

TEST_CASE("sums, x_pointer per series, constant series, divide_by and relative values", "[api_sweep]") {
  // training state (a sum of pointers, x not applied) against the KV cache over context
  json inf = {{"op", "memory"}, {"mode", "inference"}, {"model", {{"preset", "llama-2-7b"}}}, {"inference", {{"batch", 8}, {"context_len", 4096}}}};
  json r = handle_json(sweep(inf, {{"label", "context"}, {"unit", "tokens"}, {"pointer", "/inference/context_len"}, {"values", {1024, 4096, 16384}}},
                             json::array({{{"id", "kv"}, {"label", "KV cache"}, {"y", "/per_gpu_bytes/kv_cache"}},
                                          {{"id", "state"}, {"label", "training state"}, {"x_pointer", nullptr},
                                           {"patch", {{"mode", "train"}, {"inference", nullptr}}},
                                           {"y", {"/per_gpu_bytes/weights", "/per_gpu_bytes/gradients", "/per_gpu_bytes/master_weights",
                                                  "/per_gpu_bytes/optimizer_state"}}}})));
  REQUIRE(r["ok"] == true);
  const json& kv = r["series"][0]["values"];
  CHECK(kv[2].get<double>() == Approx(4 * kv[1].get<double>()).epsilon(1e-12));  // linear in context
  const json& st = r["series"][1]["values"];
  CHECK(st[0] == st[2]);
  CHECK(st[0].get<double>() == Approx(16 * 6738415616.0).epsilon(1e-12));
  // divide_by: training GPUs over inference GPUs per model
  json train = {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"hardware", {{"preset", "h100-sxm"}}},
                {"training", {{"seq_len", 4096}, {"recompute", "full"}}}};
  r = handle_json(sweep(train, {{"label", "model"}, {"unit", "name"}, {"pointer", "/model/preset"}, {"values", {"llama-2-7b", "llama-2-70b"}}},
                        json::array({{{"id", "ratio"}, {"label", "GPU ratio"}, {"y", "/gpus_needed/count"},
                                      {"divide_by", {{"patch", {{"mode", "inference"}, {"training", nullptr}}}, {"y", "/gpus_needed/count"}}}}}),
                        {{"label", "ratio"}, {"unit", "ratio"}}));
  REQUIRE(r["ok"] == true);
  json a = train;
  a["model"]["preset"] = "llama-2-70b";
  json b = a;
  b["mode"] = "inference";
  b.erase("training");
  CHECK(r["series"][0]["values"][1].get<double>() == direct(a, "/gpus_needed/count") / direct(b, "/gpus_needed/count"));
  // relative: saving and increase against the first x point
  json rc = {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 4096}, {"recompute", "none"}}}};
  r = handle_json(sweep(rc, {{"label", "recompute"}, {"unit", "name"}, {"pointer", "/training/recompute"}, {"values", {"none", "selective", "full"}}},
                        json::array({{{"id", "saved"}, {"label", "saved"}, {"relative", "saving"}, {"y", "/per_gpu_bytes/activations"}},
                                     {{"id", "added"}, {"label", "added"}, {"relative", "increase"},
                                      {"patch", {{"op", "flops"}, {"precision", nullptr}}}, {"y", "/per_token_flops/hardware"}}}),
                        {{"label", "share"}, {"unit", "fraction"}}));
  REQUIRE(r["ok"] == true);
  CHECK(r["series"][0]["values"][0] == 0.0);
  CHECK(r["series"][1]["values"][0] == 0.0);
  CHECK(r["series"][0]["values"][2].get<double>() > r["series"][0]["values"][1].get<double>());
  CHECK(r["series"][1]["values"][2].get<double>() == Approx(1.0 / 3).epsilon(0.05));  // one more forward ≈ +1/3
  CHECK(r["x"]["current_index"] == 0);
  CHECK(r["steps"][0]["formula"].get<std::string>().find("as 1 − value ÷ value at none") != std::string::npos);
}

TEST_CASE("array mode reads x and y from one response per series (the scale op)", "[api_sweep]") {
  json sc = {{"op", "scale"}, {"model", {{"preset", "gpt2-xl"}}}, {"hardware", {{"preset", "h100-sxm"}}},
             {"network", {{"preset", "tcp-25g"}}}, {"gpus", {8, 16, 32, 64}}, {"training", {{"seq_len", 1024}, {"global_batch", 512}}}};
  json r = handle_json(sweep(sc, {{"label", "GPUs"}, {"unit", "gpus"}, {"from", "/points/*/gpus"}, {"scale", "log"}},
                             json::array({{{"id", "tcp"}, {"label", "TCP"}, {"y", "/points/*/tokens_per_s"}},
                                          {{"id", "ib"}, {"label", "IB"}, {"patch", {{"network", {{"preset", "ib-ndr-400"}}}}},
                                           {"y", "/points/*/tokens_per_s"}}}),
                             {{"label", "throughput"}, {"unit", "tokens_per_s"}}));
  REQUIRE(r["ok"] == true);
  CHECK(r["x"]["values"] == json::array({8, 16, 32, 64}));
  json d = handle_json(sc);
  for (int k = 0; k < 4; ++k) CHECK(r["series"][0]["values"][k] == d["points"][k]["tokens_per_s"]);
  CHECK(r["requests"] == 3);
}

TEST_CASE("points that cannot be computed are null with their reason, the rest stands", "[api_sweep]") {
  // tp = 3 does not divide llama-2-7b's 32 heads
  json base = mem_base();
  base["parallel"] = {{"tp", 2}};
  json r = handle_json(sweep(base, {{"label", "TP"}, {"unit", "count"}, {"pointer", "/parallel/tp"}, {"values", {1, 2, 3, 4}}},
                             json::array({{{"id", "a"}, {"label", "a"}, {"y", "/per_gpu_bytes/total"}}})));
  REQUIRE(r["ok"] == true);
  CHECK(r["series"][0]["values"][2].is_null());
  CHECK(r["series"][0]["errors"][2].get<std::string>().find("divisible by parallel.tp") != std::string::npos);
  CHECK(r["series"][0]["values"][3].is_number());
}

TEST_CASE("bad sweep requests name the field", "[api_sweep]") {
  auto err = [](json req) {
    json r = handle_json(req);
    REQUIRE(r["ok"] == false);
    return r["error"];
  };
  json x = {{"label", "context"}, {"unit", "tokens"}, {"pointer", "/training/seq_len"}, {"values", {2048, 4096}}};
  json s = json::array({{{"id", "a"}, {"label", "a"}, {"y", "/per_gpu_bytes/activations"}}});
  CHECK(err(sweep(mem_base(), x, json::array({{{"id", "a"}, {"label", "a"}, {"y", "/per_gpu_bytes/nope"}}})))["path"] == "/series/0/y");
  json bad = mem_base();
  bad["training"]["seq_len"] = -1;
  json e = err(sweep(bad, x, s));
  CHECK(e["path"] == "/request/training/seq_len");
  json nested = sweep(mem_base(), x, s);
  CHECK(err(sweep(nested, x, s))["path"] == "/request/op");
  json xr = x;
  xr.erase("values");
  CHECK(err(sweep(mem_base(), xr, s))["code"] == "missing_field");
  xr["range"] = {{"from", 1}, {"to", 100000}};
  CHECK(err(sweep(mem_base(), xr, s))["path"] == "/x/range");
  json xu = x;
  xu["unit"] = "parsecs";
  CHECK(err(sweep(mem_base(), xu, s))["path"] == "/x/unit");
  CHECK(err(sweep(mem_base(), x, json::array({{{"id", "a"}, {"label", "a"}, {"relative", "saving"}, {"y", "/per_gpu_bytes/total"}}})))["path"] ==
        "/series/0/relative");
  CHECK(err(sweep(mem_base(), x, json::array()))["path"] == "/series");
  json dup = json::array({{{"id", "a"}, {"label", "a"}, {"y", "/params"}}, {{"id", "a"}, {"label", "b"}, {"y", "/params"}}});
  CHECK(err(sweep(mem_base(), x, dup))["path"] == "/series/1/id");
  json req = sweep(mem_base(), x, s);
  req["colour"] = "red";
  CHECK(err(req)["path"] == "/colour");
  // bands and lines are checked too
  req = sweep(mem_base(), x, s);
  req["bands"] = json::array({{{"from", 2}, {"to", 1}, {"label", "x"}}});
  CHECK(err(req)["path"] == "/bands/0/to");
  req = sweep(mem_base(), x, s);
  req["lines"] = json::array({{{"label", "x"}, {"pointer", "/nope"}}});
  CHECK(err(req)["path"] == "/lines");
}

TEST_CASE("range x with to_pointer follows the request (checkpoint interval 1..n)", "[api_sweep]") {
  json rq = {{"op", "recompute"}, {"chain", {{"layers", 16}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}}}, {"strategy", "every_k"}, {"k", 4}};
  json req = sweep(rq, {{"label", "k"}, {"unit", "layers"}, {"pointer", "/k"}, {"range", {{"from", 1}, {"to_pointer", "/chain/layers"}}}},
                   json::array({{{"id", "peak"}, {"label", "peak"}, {"y", "/peak_bytes"}}}));
  req["lines"] = json::array({{{"label", "2√n·A"}, {"pointer", "/sqrt_n_bound_bytes"}}});
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  CHECK(r["x"]["values"].size() == 16);
  CHECK(r["x"]["current_index"] == 3);
  CHECK(r["lines"][0]["value"].get<double>() == Approx(2 * 4 * 1e9).epsilon(1e-12));
  // the minimum of ceil(n/k) + k − 1 over k for n = 16 is at k = 4: 7 records
  double best = 1e300;
  long long best_k = 0;
  for (std::size_t k = 0; k < 16; ++k)
    if (r["series"][0]["values"][k].get<double>() < best) best = r["series"][0]["values"][k], best_k = static_cast<long long>(k) + 1;
  CHECK(best == 7e9);
  CHECK(best_k >= 3);
  CHECK(best_k <= 5);
}
