// The API additions behind the pages' claims (issue #12), each against its source's own numbers:
// the 20 B/param convention and the gradient buffer (formulas.md §2.3), GPUs needed by memory
// (§2.7), bytes on the wire (§7.1), GPU-hours from FLOPs and MFU against Llama 2's published
// 184,320 GPU-hours (§6.5), Chen et al.'s 2√n·A (§9); and bad input naming its field.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/api.h"

using namespace ledgerlab;

namespace {
json ok(const json& req) {
  json r = handle_json(req);
  INFO(req.dump() << " -> " << r.dump().substr(0, 400));
  REQUIRE(r["ok"] == true);
  return r;
}
json err(const json& req) {
  json r = handle_json(req);
  INFO(req.dump());
  REQUIRE(r["ok"] == false);
  return r["error"];
}
}  // namespace

TEST_CASE("the 12 / 16 / 18 / 20 B/param conventions and the gradient buffer", "[api_claims]") {
  for (auto [recipe, bpp] : std::vector<std::pair<const char*, double>>{
           {"bf16_adam", 12}, {"mixed_adam", 16}, {"megatron_adam", 18}, {"mixed_adam_fp32_grads", 20}}) {
    json r = ok({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", recipe}}}});
    CHECK(r["bytes_per_param"] == bpp);
    CHECK(r["per_gpu_bytes"]["total"].get<double>() == Approx(bpp * 7e9).epsilon(1e-12));
  }
  json r = ok({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", "mixed_adam_fp32_grads"}}}});
  CHECK(r["per_gpu_bytes"]["gradient_buffer"] == 28e9);
  CHECK(r["bytes_per_param_detail"]["gradient_buffer"] == 4);
  CHECK(r["precision"]["gradient_buffer"] == "fp32");
  bool row = false;
  for (const json& st : r["steps"]) row = row || (st.value("key", std::string()) == "gradient_buffer" && st["bytes"] == 28e9);
  CHECK(row);
  // sharded like the gradients: ZeRO-2 over 8 ranks
  r = ok({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", "mixed_adam"}, {"gradient_buffer", "fp32"}}},
          {"parallel", {{"dp", 8}, {"zero", 2}}}});
  CHECK(r["per_gpu_bytes"]["gradient_buffer"].get<double>() == Approx(28e9 / 8).epsilon(1e-12));
  CHECK(r["precision"]["recipe"] == "mixed_adam+overrides");
  // the presets op lists the recipe with its 20 B
  json p = ok({{"op", "presets"}});
  bool listed = false;
  for (const json& x : p["recipes"]) listed = listed || (x["name"] == "mixed_adam_fp32_grads" && x["bytes_per_param"] == 20);
  CHECK(listed);
  // inference has no gradients
  json e = err({{"op", "memory"}, {"mode", "inference"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", "inference_bf16"}, {"gradient_buffer", "fp32"}}}});
  CHECK(e["path"] == "/precision/gradient_buffer");
  e = err({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"gradient_buffer", "fp64"}}}});
  CHECK(e["path"] == "/precision/gradient_buffer");
}

TEST_CASE("GPUs needed by memory alone (formulas.md §2.7)", "[api_claims]") {
  // 7e9 × 16 B = 112 GB of state over H100s (80 GB, reserve 1 GB + 5 %): usable 75 GB -> 2 GPUs;
  // serving 14 GB × 1.1 -> 1 GPU.
  json r = ok({{"op", "memory"}, {"model", {{"params", 7e9}}}, {"hardware", {{"preset", "h100-sxm"}}}});
  const double usable = r["capacity_bytes"].get<double>() - r["reserve_bytes"].get<double>();
  CHECK(r["gpus_needed"]["usable_bytes"] == usable);
  CHECK(r["gpus_needed"]["shardable_bytes"] == 112e9);
  CHECK(r["gpus_needed"]["count"] == static_cast<long long>(std::ceil(112e9 / usable)));
  r = ok({{"op", "memory"}, {"mode", "inference"}, {"model", {{"params", 7e9}}}, {"hardware", {{"preset", "h100-sxm"}}}});
  CHECK(r["gpus_needed"]["count"] == 1);
  CHECK(r["gpus_needed"]["shardable_bytes"].get<double>() == Approx(14e9 * 1.1).epsilon(1e-12));
  // activations per GPU do not shard over data parallelism: N = ceil(S / (U − A))
  r = ok({{"op", "memory"}, {"model", {{"preset", "llama-2-70b"}}}, {"training", {{"seq_len", 4096}, {"recompute", "full"}}},
          {"hardware", {{"preset", "a100-80gb-sxm"}}}});
  const json& g = r["gpus_needed"];
  CHECK(g["per_gpu_fixed_bytes"] == r["per_gpu_bytes"]["activations"]);
  CHECK(g["count"] == static_cast<long long>(std::ceil(g["shardable_bytes"].get<double>() /
                                                       (g["usable_bytes"].get<double>() - g["per_gpu_fixed_bytes"].get<double>()))));
  // with tensor parallelism the count is a multiple of t
  r = ok({{"op", "memory"}, {"model", {{"preset", "llama-2-70b"}}}, {"training", {{"seq_len", 4096}}},
          {"parallel", {{"tp", 8}, {"sequence_parallel", true}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}}});
  CHECK(r["gpus_needed"]["count"].get<long long>() % 8 == 0);
  // activations beyond one GPU: no count, and the reason
  r = ok({{"op", "memory"}, {"model", {{"preset", "llama-2-70b"}}}, {"training", {{"seq_len", 8192}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}}});
  CHECK(r["gpus_needed"]["count"].is_null());
  CHECK(r["gpus_needed"]["reason"].get<std::string>().find("exceed its usable memory") != std::string::npos);
  // no hardware, no count
  r = ok({{"op", "memory"}, {"model", {{"params", 7e9}}}});
  CHECK(!r.contains("gpus_needed"));
}

TEST_CASE("bytes on the wire: P × bytes each rank sends (formulas.md §7.1)", "[api_claims]") {
  for (long long P : {2, 8, 64, 1024}) {
    json r = ok({{"op", "collective"}, {"collective", "all_reduce"}, {"bytes", 14e9}, {"ranks", P},
                 {"link", {{"bytes_per_s", 4.5e11}, {"latency_s", 5e-6}}}});
    // ring all-reduce: each rank sends 2(P−1)/P·N, all of them 2(P−1)·N
    CHECK(r["bytes_sent_per_rank"].get<double>() == Approx(2.0 * (P - 1) / P * 14e9).epsilon(1e-12));
    CHECK(r["bytes_on_wire"].get<double>() == Approx(2.0 * (P - 1) * 14e9).epsilon(1e-12));
  }
}

TEST_CASE("GPU-hours from FLOPs and MFU: Llama 2 7B's published 184,320 A100 GPU-hours", "[api_claims]") {
  // Touvron et al. 2023 Table 2: Llama 2 7B, 2.0T tokens, 184,320 GPU-hours on A100-80GB (312 TFLOP/s
  // bf16). 6·N·D with N = 6,738,415,616 matches at MFU 0.3906.
  const double N = 6738415616.0, D = 2e12, peak = 312e12;
  const double mfu = 6 * N * D / (184320.0 * 3600 * peak);
  CHECK(mfu == Approx(0.3906).epsilon(1e-3));
  json r = ok({{"op", "flops"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 4096}}}, {"tokens", D},
               {"assumed", {{"mfu", mfu}, {"hardware", {{"preset", "a100-80gb-sxm"}}}, {"gpus", 1024}}}});
  const json& t = r["time_to_train"];
  CHECK(t["peak_flops_per_s"] == peak);
  CHECK(t["gpu_hours_six_n"].get<double>() == Approx(184320).epsilon(1e-9));
  // model FLOPs add attention: 6N + 6·L·S·a·d per token (formulas.md §6.1)
  CHECK(t["gpu_hours"].get<double>() > t["gpu_hours_six_n"].get<double>());
  CHECK(t["time_s"].get<double>() == Approx(t["gpu_hours"].get<double>() * 3600 / 1024).epsilon(1e-12));
  // "thousands of GPU-hours" already for a 1B model on 20B tokens at MFU 0.4 on H100
  r = ok({{"op", "flops"}, {"model", {{"params", 1e9}}}, {"tokens", 2e10}, {"assumed", {{"mfu", 0.4}, {"peak_flops_per_s", 989e12}}}});
  CHECK(r["time_to_train"]["gpu_hours"].get<double>() == Approx(6 * 1e9 * 2e10 / (0.4 * 989e12) / 3600).epsilon(1e-12));
  CHECK(err({{"op", "flops"}, {"model", {{"params", 1e9}}}, {"tokens", 1e10}, {"assumed", {{"mfu", 1.5}, {"peak_flops_per_s", 1e15}}}})["path"] == "/assumed/mfu");
  CHECK(err({{"op", "flops"}, {"model", {{"params", 1e9}}}, {"assumed", {{"mfu", 0.4}, {"peak_flops_per_s", 1e15}}}})["path"] == "/tokens");
  CHECK(err({{"op", "flops"}, {"model", {{"params", 1e9}}}, {"tokens", 1e10}, {"assumed", {{"mfu", 0.4}}}})["path"] == "/assumed/peak_flops_per_s");
  CHECK(err({{"op", "flops"}, {"model", {{"params", 1e9}}}, {"tokens", 1e10},
             {"assumed", {{"mfu", 0.4}, {"peak_flops_per_s", 1e15}, {"hardware", {{"preset", "h100-sxm"}}}}}})["path"] == "/assumed/hardware");
}

TEST_CASE("Chen et al.'s 2√n·A beside the replayed schedules (formulas.md §9)", "[api_claims]") {
  for (long long n : {4, 16, 64, 100, 1000}) {
    json r = ok({{"op", "recompute"}, {"chain", {{"layers", n}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}}}, {"strategy", "sqrt"}, {"timeline", false}});
    const double bound = 2 * std::sqrt(static_cast<double>(n)) * 1e9;
    CHECK(r["sqrt_n_bound_bytes"].get<double>() == Approx(bound).epsilon(1e-12));
    // the replayed √n schedule: ceil(n/k) + k − 1 records with k = ceil(√n), at most one record above 2√n
    CHECK(r["peak_bytes"] == r["closed_form_peak_bytes"]);
    CHECK(r["peak_bytes"].get<double>() <= bound + 1e9);
  }
  // not for chains whose layers differ
  json r = ok({{"op", "recompute"}, {"model", {{"preset", "gpt2"}}}, {"strategy", "sqrt"}, {"timeline", false}});
  CHECK(!r.contains("sqrt_n_bound_bytes"));
}
