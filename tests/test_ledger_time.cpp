// Tests of the step-time ledger (core/ledger/time.h): the §11 sum, the §8 bubble (p−1)/(v·m),
// MFU/HFU (§6.4), time-to-train, recompute ordering, error paths, and the validation against
// measured Megatron iteration times (tests/data/megatron_runs.json, Korthikanti et al. 2022 Table 5).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/api.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

// Asserted bounds on the mean |error| of the two validations (what the model reaches plus a margin).
// Round 2 of issue #15 derived the backward's memory-bound kernels one by one (docs/formulas.md
// §11.4) instead of "2 × forward", which had offset a forward deficit: Table 5 mean 3.32 % (worst
// case −7.1 %), Table 4 mean 2.58 % (worst row −4.0 %); before: 3.00 % (5.7 %) and 1.38 % (2.4 %).
static constexpr double TABLE5_BOUND = 0.035, TABLE5_CASE_BOUND = 0.075;
static constexpr double TABLE4_BOUND = 0.03, TABLE4_ROW_BOUND = 0.045;

namespace {
json base_req() {
  return {{"op", "step"}, {"model", {{"preset", "llama-2-7b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
          {"training", {{"seq_len", 2048}, {"grad_accum", 8}}}, {"parallel", {{"dp", 1}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}}};
}
json run(const json& req) {
  json r = handle_json(req);
  INFO(req.dump() << " -> " << r.dump());
  REQUIRE(r["ok"] == true);
  return r;
}
}  // namespace

TEST_CASE("step = compute + exposed comm + bubble + optimizer + SM contention", "[ledger_time]") {
  json req = base_req();
  req["parallel"] = {{"dp", 4}, {"tp", 2}, {"pp", 4}};
  json r = run(req);
  REQUIRE_THAT(r["step_s"].get<double>(), WithinRel(r["compute_s"].get<double>() + r["comm_exposed_s"].get<double>() +
                                                        r["bubble_s"].get<double>() + r["optimizer_s"].get<double>() +
                                                        r["comm_contention_s"].get<double>(), 1e-12));
  REQUIRE(r["comm_contention_s"].get<double>() > 0);  // the DP reduce-scatter overlaps the backward
  REQUIRE_THAT(r["tokens_per_s"].get<double>(), WithinRel(4.0 * 8 * 2048 / r["step_s"].get<double>(), 1e-12));
  // MFU = model FLOPs / (N × peak × step), PaLM App. B
  REQUIRE_THAT(r["mfu"].get<double>(), WithinRel(r["flops_per_step"].get<double>() / (32 * 312e12 * r["step_s"].get<double>()), 1e-12));
  // every component is listed in steps with a formula
  bool has_bubble = false;
  for (const auto& s : r["steps"]) has_bubble = has_bubble || s["label"] == "pipeline bubble";
  REQUIRE(has_bubble);
}

TEST_CASE("pipeline bubble = (p−1)/(v·m) of the ideal time (Narayanan et al. 2021)", "[ledger_time]") {
  for (int v : {1, 2}) {
    json req = base_req();
    req["parallel"] = {{"pp", 4}, {"virtual_stages", v}};
    json r = run(req);
    // tp = cp = ep = 1: nothing inside a micro-batch is communication, so ideal = compute
    REQUIRE_THAT(r["bubble_s"].get<double>(), WithinRel(3.0 / (v * 8.0) * r["compute_s"].get<double>(), 1e-12));
  }
  json req = base_req();
  json r = run(req);
  REQUIRE(r["bubble_s"].get<double>() == 0.0);
}

TEST_CASE("recompute: full costs one more forward, selective less, HFU counts it, MFU does not", "[ledger_time]") {
  double compute[3], mfu[3], hfu[3];
  const char* modes[3] = {"none", "selective", "full"};
  for (int i = 0; i < 3; ++i) {
    json req = base_req();
    req["training"]["recompute"] = modes[i];
    json r = run(req);
    compute[i] = r["compute_s"].get<double>();
    mfu[i] = r["mfu"].get<double>();
    hfu[i] = r["hfu"].get<double>();
    if (i == 2) REQUIRE_THAT(r["layer_times_s"]["recompute"].get<double>(), WithinRel(r["layer_times_s"]["forward"].get<double>(), 1e-12));
  }
  REQUIRE(compute[0] < compute[1]);
  REQUIRE(compute[1] < compute[2]);
  REQUIRE(mfu[2] < mfu[0]);
  REQUIRE(hfu[2] > mfu[2]);
  REQUIRE_THAT(hfu[0], WithinRel(mfu[0], 1e-12));
}

TEST_CASE("time-to-train, GPU-hours and cost", "[ledger_time]") {
  json req = base_req();
  req["tokens"] = 1e12;
  req["price_per_gpu_hour"] = 2.0;
  json r = run(req);
  const double t = 1e12 / r["tokens_per_s"].get<double>();
  REQUIRE_THAT(r["time_to_train"]["time_s"].get<double>(), WithinRel(t, 1e-12));
  REQUIRE_THAT(r["time_to_train"]["gpu_hours"].get<double>(), WithinRel(t / 3600.0, 1e-12));
  REQUIRE_THAT(r["time_to_train"]["cost"].get<double>(), WithinRel(2.0 * t / 3600.0, 1e-12));
  auto has_row = [](const json& resp, const char* key) {
    for (const json& s : resp["steps"])
      if (s.contains("key") && s["key"] == key) return true;
    return false;
  };
  REQUIRE(has_row(r, "cost"));
  // No price: the time rows but no cost row (a 0 would read as free); the JSON keeps cost 0.
  req.erase("price_per_gpu_hour");
  r = run(req);
  REQUIRE(has_row(r, "gpu_hours"));
  REQUIRE_FALSE(has_row(r, "cost"));
  REQUIRE(r["time_to_train"]["cost"].get<double>() == 0);
}

TEST_CASE("global_batch sets the micro-batch count", "[ledger_time]") {
  json req = base_req();
  req["training"] = {{"seq_len", 2048}, {"global_batch", 64}, {"micro_batch", 2}};
  req["parallel"] = {{"dp", 4}};
  REQUIRE(run(req)["microbatches"] == 8);
  req["training"]["global_batch"] = 66;
  json bad = handle_json(req);
  REQUIRE(bad["error"]["code"] == "infeasible");
  REQUIRE(bad["error"]["path"] == "/training/global_batch");
}

TEST_CASE("step errors name the field", "[ledger_time]") {
  json req = base_req();
  req["parallel"] = {{"tp", 3}};
  json r = handle_json(req);
  REQUIRE(r["error"]["code"] == "infeasible");
  REQUIRE(r["error"]["path"] == "/parallel/tp");

  req = base_req();
  req["hardware"] = {{"preset", "h100-sxm"}, {"links", {{"inter_node", {{"bytes_per_s", -1.0}, {"latency_s", 1e-6}}}}}};
  r = handle_json(req);
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/hardware/links/inter_node/bytes_per_s");

  json profile = {{"name", "mine"}, {"memory_bytes", 80e9}, {"peak_flops_per_s", {{"fp32", 1e13}}}, {"hbm_bytes_per_s", 2e12},
                  {"gpus_per_node", 8}, {"links", {{"intra_node", {{"bytes_per_s", 3e11}, {"latency_s", 1e-6}}}}}};
  req = base_req();
  req["hardware"] = profile;
  r = handle_json(req);
  REQUIRE(r["error"]["code"] == "missing_field");
  REQUIRE(r["error"]["path"] == "/hardware/links/inter_node");
  profile["links"]["inter_node"] = {{"bytes_per_s", 2.5e10}, {"latency_s", 5e-6}};
  req["hardware"] = profile;
  r = handle_json(req);  // bf16 compute, but the profile lists only fp32
  REQUIRE(r["error"]["path"] == "/hardware/peak_flops_per_s");

  req = base_req();
  req["network"] = {{"preset", "carrier-pigeon"}};
  r = handle_json(req);
  REQUIRE(r["error"]["code"] == "unknown_preset");
  REQUIRE(r["error"]["path"] == "/network/preset");
  req["network"] = {{"bytes_per_s", 0}, {"latency_s", 1e-5}};
  r = handle_json(req);
  REQUIRE(r["error"]["path"] == "/network/bytes_per_s");

  req = base_req();
  req["model"] = {{"params", 7e9}};
  r = handle_json(req);
  REQUIRE(r["error"]["code"] == "missing_field");
}

TEST_CASE("every hardware and network preset loads and times a step", "[ledger_time]") {
  for (const char* hw : {"a100-40gb-sxm", "a100-80gb-sxm", "h100-sxm", "h100-pcie", "h200-sxm", "h200-nvl", "b200", "l40s", "rtx-4090", "mi300x"}) {
    json req = base_req();
    req["hardware"] = {{"preset", hw}};
    req["parallel"] = {{"dp", 16}};
    INFO(hw);
    json r = run(req);
    REQUIRE(r["step_s"].get<double>() > 0);
    REQUIRE(r["mfu"].get<double>() > 0.0);
    REQUIRE(r["mfu"].get<double>() < 1.0);
  }
  double prev = 1e300;
  for (const char* net : {"tcp-25g", "ib-hdr-200", "ib-ndr-400"}) {  // faster networks, less DP time
    json req = base_req();
    req["parallel"] = {{"dp", 32}};
    req["network"] = {{"preset", net}};
    json r = run(req);
    REQUIRE(r["comm"]["dimensions"]["dp"]["time_s"].get<double>() < prev);
    prev = r["comm"]["dimensions"]["dp"]["time_s"].get<double>();
  }
}

namespace {
json megatron_data() {
  std::ifstream f(std::string(LEDGERLAB_SOURCE_DIR) + "/tests/data/megatron_runs.json");
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  return json::parse(ss.str());
}
}  // namespace

TEST_CASE("GEMM quantization, gradient accumulation traffic and optimizer kernels are switches that add time", "[ledger_time]") {
  json req = base_req();
  req["parallel"] = {{"tp", 8}};
  req["training"]["micro_batch"] = 1;
  const json on = run(req);
  // 2048 tokens at tp 8 on 108 SMs: forward GEMM factor ≥ 1, reported
  REQUIRE(on["gemm_quantization"]["forward"].get<double>() > 1.0);
  req["options"] = {{"gemm_quantization", false}};
  const json noq = run(req);
  REQUIRE(noq["gemm_quantization"]["forward"].get<double>() == 1.0);
  REQUIRE(noq["layer_times_s"]["forward"].get<double>() < on["layer_times_s"]["forward"].get<double>());
  // an explicit sm_count replaces the datasheet count: 1 SM quantizes only partial tiles
  req["options"] = {{"sm_count", 1}};
  REQUIRE(run(req)["gemm_quantization"]["forward"].get<double>() < on["gemm_quantization"]["forward"].get<double>());
  req["options"] = {{"sm_count", 0}};
  REQUIRE(handle_json(req)["error"]["path"] == "/options/sm_count");
  // gradient accumulation: (e_a + 2·e_g) B per local parameter per micro-batch at W
  req["options"] = {{"grad_accum_traffic", false}};
  const json noacc = run(req);
  REQUIRE(noacc["layer_times_s"]["grad_accum"].get<double>() == 0.0);
  const double acc = on["layer_times_s"]["grad_accum"].get<double>();
  REQUIRE_THAT(on["layer_times_s"]["backward"].get<double>() - noacc["layer_times_s"]["backward"].get<double>(), WithinRel(acc, 1e-9));
  // llama-2-7b layer: 4·h² attention + 3·h·f MLP weights (÷ t = 8) + 2 norms of h; mixed_adam: bf16 grads
  const double h = 4096, f = 11008;
  const double layer_params = (4 * h * h + 3 * h * f) / 8 + 2 * h;
  REQUIRE_THAT(acc, WithinRel(layer_params * (2 + 2 * 2) / (2039e9 * 0.87), 1e-9));
  // optimizer, Megatron's kernels: 5·e_g + 2·e_m + 2·e_o + e_m + e_w = 10 + 8 + 16 + 6 = 40 B per
  // parameter for mixed_adam (bf16 grads, fp32 master, two fp32 Adam states, bf16 weights)
  const double psi = on["optimizer_s"].get<double>() * (2039e9 * 0.87) / 40.0;
  const double total_local = 6.74e9 / 8;  // ≈ llama-2-7b / tp (embeddings split over tp)
  REQUIRE(psi > 0.95 * total_local);
  REQUIRE(psi < 1.05 * total_local);
}

// Megatron-Core's unfused vocab_parallel_cross_entropy (megatron/core/tensor_parallel/cross_entropy.py):
// forward logits.float() (2 + 4 B), max (4), in-place subtract (8), exp (8), sum (4), div (8); backward
// mul_ by the output gradient (8) and the cast back (4 + 2): 52 B per bf16 logit in 8 kernels, against
// the fused pass's 12 B in 2 kernels.
TEST_CASE("the loss kernel option times Megatron-Core's unfused cross-entropy pass by pass", "[ledger_time]") {
  json req = base_req();
  req["training"]["micro_batch"] = 1;
  const json fused = run(req);
  req["options"] = {{"loss_kernel", "megatron"}};
  const json meg = run(req);
  const double logits = 2048.0 * 32000;  // b·s·V/t: llama-2-7b, one GPU
  const double W = 2039e9 * 0.87, t0 = 3.75e-6;
  REQUIRE_THAT(meg["stage_compute_s"].get<double>() - fused["stage_compute_s"].get<double>(),
               WithinRel(logits * (52.0 - 12.0) / W + 6 * t0, 1e-9));
  bool named = false;
  for (const json& st : meg["steps"])
    if (st["key"] == "stage_compute") named = st["formula"].get<std::string>().find("vocab_parallel_cross_entropy") != std::string::npos;
  REQUIRE(named);
  req["options"] = {{"loss_kernel", "liger"}};
  const json bad = handle_json(req);
  REQUIRE(bad["ok"] == false);
  REQUIRE(bad["error"]["path"] == "/options/loss_kernel");
}

TEST_CASE("validation: Korthikanti Table 4 per-layer times of the 22B model", "[ledger_time]") {
  const json data = megatron_data();
  const json& pl = data["per_layer"];
  double sum = 0;
  int n = 0;
  for (const auto& row : pl["rows"]) {
    json req = {{"op", "step"},
                {"model", {{"preset", pl["model"]}}},
                {"precision", {{"recipe", data["precision_recipe"]}}},
                {"training", {{"micro_batch", pl["micro_batch"]}, {"seq_len", 2048}, {"grad_accum", 1}, {"recompute", row["recompute"]}}},
                {"parallel", {{"tp", pl["tp"]}, {"sequence_parallel", row["sequence_parallel"]}}},
                {"hardware", {{"preset", data["hardware"]}}}};
    json r = run(req);
    const double layers = 48;
    // one layer fwd + bwd (+ recompute) + its exposed TP communication, ms
    const double pred = 1e3 * (r["layer_times_s"]["forward"].get<double>() + r["layer_times_s"]["backward"].get<double>() +
                               r["layer_times_s"]["recompute"].get<double>() +
                               r["comm"]["dimensions"]["tp"]["exposed_s"].get<double>() / layers);
    const double meas = row["forward_ms"].get<double>() + row["backward_ms"].get<double>();
    const double err = (pred - meas) / meas;
    std::printf("  korthikanti table 4 %-20s measured %5.1f ms  predicted %5.1f ms  error %+6.1f %%\n",
                row["id"].get<std::string>().c_str(), meas, pred, 100 * err);
    CHECK(std::fabs(err) < TABLE4_ROW_BOUND);
    sum += std::fabs(err);
    ++n;
  }
  std::printf("  korthikanti table 4 mean |error| %.2f %% over %d rows\n", 100 * sum / n, n);
  REQUIRE(n == 5);
  REQUIRE(sum / n < TABLE4_BOUND);
}

TEST_CASE("validation: measured Megatron iteration times from catalog constants", "[ledger_time]") {
  const json data = megatron_data();
  double sum = 0;
  int n = 0;
  for (const auto& c : data["cases"]) {
    const long long gpus = c["gpus"], tp = c["tp"], pp = c["pp"];
    json req = {{"op", "step"},
                {"model", {{"preset", c["model"]}}},
                {"precision", {{"recipe", data["precision_recipe"]}}},
                {"training", {{"micro_batch", c["micro_batch"]}, {"seq_len", 2048}, {"global_batch", c["global_batch"]},
                              {"recompute", c["recompute"]}}},
                {"parallel", {{"tp", tp}, {"pp", pp}, {"virtual_stages", c["v"]}, {"dp", gpus / (tp * pp)},
                              {"sequence_parallel", c["sequence_parallel"]}}},
                {"hardware", {{"preset", data["hardware"]}}},
                // Megatron-LM's loss: vocab_parallel_cross_entropy on logits.float() (§11.4)
                {"options", {{"loss_kernel", "megatron"}}}};
    json r = run(req);
    const double pred = r["step_s"], meas = c["measured_s"];
    const double err = (pred - meas) / meas;
    std::printf("  megatron validation %-12s measured %7.2f s  predicted %7.2f s  error %+6.1f %%\n",
                c["id"].get<std::string>().c_str(), meas, pred, 100 * err);
    CHECK(std::fabs(err) < TABLE5_CASE_BOUND);
    sum += std::fabs(err);
    ++n;
  }
  const double mean = sum / n;
  std::printf("  megatron validation mean |error| %.2f %% over %d runs\n", 100 * mean, n);
  REQUIRE(n == 8);
  // Catalog constants only (datasheet peaks × best-shape efficiencies, datasheet SM counts), no
  // per-case fitting; README "Accuracy" lists the per-case errors. The bound fails if a
  // mechanism breaks (options gemm_quantization and grad_accum_traffic off: 12.6 %; with the
  // mixed_adam recipe instead of megatron_adam: 5.6 %).
  REQUIRE(mean < TABLE5_BOUND);
}

// formulas.md §8.1: Megatron-Core's uneven split (get_num_layers_to_build). Llama 3.1 405B, 126 layers
// on pp 8 × v 8 (the NeMo / Megatron-Bridge 405B recipes): 126 + 2 slots over 64 virtual stages, c = 2;
// rank 0 holds 15 layers and the embedding, ranks 1..6 16, rank 7 15 and the loss.
TEST_CASE("uneven pipeline stages: the embedding and the loss each take a layer slot", "[ledger_time]") {
  json req = {{"op", "step"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"precision", {{"recipe", "megatron_adam"}, {"matmul", "fp8"}}},
              {"training", {{"micro_batch", 1}, {"seq_len", 8192}, {"global_batch", 512}, {"recompute", "none"}, {"flash_attention", true}}},
              {"parallel", {{"dp", 8}, {"tp", 8}, {"pp", 8}, {"cp", 2}, {"virtual_stages", 8}, {"zero", 1}, {"sequence_parallel", true}}},
              {"hardware", {{"preset", "h100-sxm"}}}};
  const json bad = handle_json(req);
  REQUIRE(bad["ok"] == false);
  CHECK(bad["error"]["path"] == "/parallel/pp");
  CHECK(bad["error"]["message"].get<std::string>().find("account_for_embedding_in_pipeline_split") != std::string::npos);
  req["parallel"]["account_for_embedding_in_pipeline_split"] = true;
  const json only_e = handle_json(req);  // 127 slots over 64 stages
  REQUIRE(only_e["ok"] == false);
  CHECK(only_e["error"]["message"].get<std::string>().find("126 + 1 = 127") != std::string::npos);
  req["parallel"]["account_for_loss_in_pipeline_split"] = true;
  const json r = run(req);
  CHECK(r["parallel"]["account_for_loss_in_pipeline_split"] == true);
  double fwd = 0, bwd = 0;
  std::string stage_formula;
  for (const json& s : r["steps"]) {
    if (s["key"] == "layer_fwd") fwd = s["seconds"];
    if (s["key"] == "layer_bwd") bwd = s["seconds"];
    if (s["key"] == "stage_compute") stage_formula = s["formula"];
  }
  // the slowest stage is a middle rank with 16 layers (the logits cost less than one 405B layer)
  CHECK_THAT(r["stage_compute_s"].get<double>(), WithinRel(16 * (fwd + bwd), 1e-12));
  CHECK(stage_formula.find("16 layers") != std::string::npos);
  CHECK(stage_formula.find("15 / 16 / 15") != std::string::npos);
  // the same model with 128 layers splits evenly (16 per rank): its last stage adds the logits
  json even = req;
  even["model"] = {{"preset", "llama-3.1-405b"}, {"layers", 128}};
  even["parallel"].erase("account_for_embedding_in_pipeline_split");
  even["parallel"].erase("account_for_loss_in_pipeline_split");
  const json e = run(even);
  CHECK(e["stage_compute_s"].get<double>() > r["stage_compute_s"].get<double>());
  // p = 2: 32 + 2 slots, 17 per rank: each end holds 16 layers, as the even split does
  json small = base_req();
  small["parallel"] = {{"pp", 2}, {"account_for_embedding_in_pipeline_split", true}, {"account_for_loss_in_pipeline_split", true}};
  json plain = base_req();
  plain["parallel"] = {{"pp", 2}};
  CHECK(run(small)["stage_compute_s"].get<double>() == run(plain)["stage_compute_s"].get<double>());
  // 32 + 2 = 34 slots do not divide over pp 4 × v 2
  small["parallel"] = {{"pp", 4}, {"virtual_stages", 2}, {"account_for_embedding_in_pipeline_split", true}, {"account_for_loss_in_pipeline_split", true}};
  const json b2 = handle_json(small);
  REQUIRE(b2["ok"] == false);
  CHECK(b2["error"]["message"].get<std::string>().find("32 + 2 = 34") != std::string::npos);
}
