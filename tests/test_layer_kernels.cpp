// Tests of the attention-kernel tables (core/ledger/attention_kernel.h) against the figures they
// transcribe (FlashAttention-3 paper Figs. 5-6; FlashAttention-2 abstract) and of the memory-bound
// kernel inventory (core/ledger/layer_kernels.h) against hand counts (docs/formulas.md §11.3-11.4).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "core/api.h"
#include "core/ledger/attention_kernel.h"
#include "core/ledger/layer_kernels.h"

using namespace ledgerlab;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("attention tables reproduce the FlashAttention-3 figures' bars on H100", "[layer_kernels]") {
  const double P = 989.0;  // H100 SXM5 dense bf16 TFLOP/s, the figures' GPU
  // Fig. 5: cuDNN, head dim 128, causal, 16k: 539 TFLOP/s; FA2, head dim 128, no mask, 2k: 362
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::cudnn, 128, 16384, true, false), WithinRel(539 / P, 1e-9));
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash2, 128, 2048, false, false), WithinRel(362 / P, 1e-9));
  // FA3, head dim 256, no mask, 512: 482; Fig. 6 backward FA3 head dim 64, 8k: 472
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash3, 256, 512, false, false), WithinRel(482 / P, 1e-9));
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash3, 64, 8192, false, true), WithinRel(472 / P, 1e-9));
  // between grid points: linear in log2(seq): 3k lies 0.585 of the way from 2k to 4k
  const double f = std::log2(3.0 / 2.0);
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash2, 128, 3072, false, false),
               WithinRel((362 * (1 - f) + 368 * f) / P, 1e-9));
  // clamped outside 512..16k; head dim 96 halfway (log2) between 64 and 128
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::cudnn, 128, 131072, true, false), WithinRel(539 / P, 1e-9));
  const double g = std::log2(96.0 / 64.0);
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash2, 96, 512, false, false),
               WithinRel((282 * (1 - g) + 309 * g) / P, 1e-9));
  // derived entries: backward causal = backward no-mask × forward causal / forward no-mask
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::cudnn, 128, 4096, true, true),
               WithinRel(499.0 * 518.0 / 609.0 / P, 1e-9));
  // auto on Hopper = cuDNN (Transformer Engine); flash1 = half of FA2 (FA2 abstract: "2x")
  REQUIRE(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::automatic, 128, 4096, true, false) ==
          attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::cudnn, 128, 4096, true, false));
  REQUIRE_THAT(attention_kernel_efficiency(gpu_arch::sm90, attention_kernel::flash1, 128, 2048, false, false), WithinRel(0.5 * 362 / P, 1e-9));
}

TEST_CASE("A100 attention efficiencies stay inside the FlashAttention-2 abstract's ranges", "[layer_kernels]") {
  double best2 = 0, lo2 = 1, best1 = 0, lo1 = 1;
  for (double d : {64.0, 128.0, 256.0})
    for (double s : {512.0, 1024.0, 2048.0, 4096.0, 8192.0, 16384.0})
      for (int i = 0; i < 4; ++i) {
        const double e2 = attention_kernel_efficiency(gpu_arch::sm80, attention_kernel::flash2, d, s, i & 1, i & 2);
        const double e1 = attention_kernel_efficiency(gpu_arch::sm80, attention_kernel::flash1, d, s, i & 1, i & 2);
        best2 = std::max(best2, e2), lo2 = std::min(lo2, e2), best1 = std::max(best1, e1), lo1 = std::min(lo1, e1);
      }
  REQUIRE_THAT(best2, WithinAbs(0.73, 1e-12));  // "up to 73 %": FA2 50-73 % of A100 peak
  REQUIRE(lo2 >= 0.50);
  REQUIRE(best1 <= 0.40);  // FlashAttention 25-40 %
  REQUIRE(lo1 >= 0.25);
  // no table: 0 (the caller falls back to the GEMM rule and says so)
  REQUIRE(attention_kernel_efficiency(gpu_arch::unknown, attention_kernel::flash2, 128, 4096, true, false) == 0);
  REQUIRE(attention_kernel_efficiency(gpu_arch::sm80, attention_kernel::flash3, 128, 4096, true, false) == 0);
  attention_kernel k;
  REQUIRE(parse_attention_kernel("cudnn", k));
  REQUIRE(k == attention_kernel::cudnn);
  REQUIRE_FALSE(parse_attention_kernel("flash4", k));
}

// The hand-counted block of the memory-bound kernel tests: 2 layers, h = 1024, 8 heads of 128,
// a 4096-wide GELU MLP without bias, learned positions; 2 × 1024 tokens in bf16 with flash attention
// and no dropout; kernels at 1 TB/s with 2 µs each.
struct hand_count_block {
  model_spec m;
  precision_spec prec;
  training_spec tr;
  parallel_spec par;
  mem_kernel_params k;
  hand_count_block() {
    m.layers = 2, m.hidden = 1024, m.heads = 8, m.kv_heads = 8, m.head_dim = 128, m.ffn_hidden = 4096, m.vocab = 1000;
    m.gated_mlp = false, m.bias = false, m.position = position_kind::learned;
    prec.activations = dtype::bf16;
    tr.micro_batch = 2, tr.seq_len = 1024, tr.flash_attention = true, tr.dropout = false;
    k.hbm_bytes_per_s = 1e12, k.overhead_s = 2e-6;
  }
};

TEST_CASE("memory-bound kernel inventory matches a hand count", "[layer_kernels]") {
  hand_count_block b;
  auto& [m, prec, tr, par, k] = b;
  const mem_kernels r = layer_memory_kernels(m, prec, tr, par, k);
  const double N = 2.0 * 1024 * 1024, F = 2.0 * 1024 * 4096;
  // forward: 2 norms 2N + 2 residual adds 3N + GELU 2F, all × 2 B; 5 kernels
  REQUIRE_THAT(r.block_fwd_bytes, WithinRel((2 * 2 * N + 2 * 3 * N + 2 * F) * 2, 1e-12));
  REQUIRE(r.block_fwd_kernels == 5);
  // backward: 2 norms × 5N (4 kernels) + 2 gradient sums 3N + GELU backward 3F; 7 kernels
  REQUIRE_THAT(r.block_bwd_bytes, WithinRel((2 * 5 * N + 2 * 3 * N + 3 * F) * 2, 1e-12));
  REQUIRE(r.block_bwd_kernels == 7);
  REQUIRE_THAT(r.fwd_s, WithinRel(5 * 2e-6 + r.block_fwd_bytes / 1e12, 1e-12));
  REQUIRE_THAT(r.bwd_s, WithinRel(7 * 2e-6 + r.block_bwd_bytes / 1e12, 1e-12));
  REQUIRE(r.scores_fwd_bytes == 0);
  // unfused attention: softmax on the a·s² scores forward (2S), backward (3S), plus the permutes
  tr.flash_attention = false;
  const mem_kernels u = layer_memory_kernels(m, prec, tr, par, k);
  const double S = 2.0 * 8 * 1024 * 1024;
  REQUIRE_THAT(u.scores_fwd_bytes, WithinRel(2 * S * 2, 1e-12));
  REQUIRE_THAT(u.scores_bwd_bytes, WithinRel(3 * S * 2, 1e-12));
  // MoE load imbalance ι scales the routed copies on the busiest GPU
  m.experts = 8, m.experts_per_token = 2;
  tr.flash_attention = true;
  par.ep = 2;
  const mem_kernels e1 = layer_memory_kernels(m, prec, tr, par, k);
  k.moe_imbalance = 1.5;
  const mem_kernels e2 = layer_memory_kernels(m, prec, tr, par, k);
  REQUIRE(e2.moe_fwd_bytes > e1.moe_fwd_bytes);
  REQUIRE(e2.block_fwd_bytes > e1.block_fwd_bytes);  // the activation runs on ι × the tokens
}

// PyTorch autocast with fp32 parameters (PyTorch AMP "autocast op reference": embedding is not an
// autocast op, fp32 + bf16 adds promote to fp32, linear casts its fp32 weight each call): the residual
// stream is fp32, each norm downcasts it first and the backward casts the norm's input gradient back.
TEST_CASE("autocast with fp32 parameters: fp32 residual stream and weight casts by hand count", "[layer_kernels]") {
  hand_count_block b;
  auto& [m, prec, tr, par, k] = b;
  k.residual_bytes = 4;
  k.autocast_weight_elems = 1e6, k.autocast_gemms = 4;
  const mem_kernels r = layer_memory_kernels(m, prec, tr, par, k);
  const double N = 2.0 * 1024 * 1024, F = 2.0 * 1024 * 4096;
  // forward: 2 norms (downcast 4N + 2N, norm 2N + 2N) + 2 adds (read 4N + 2N, write 4N) + GELU 2F × 2 B
  REQUIRE_THAT(r.block_fwd_bytes, WithinRel(2 * (6 * N + 4 * N) + 2 * (10 * N) + 2 * F * 2, 1e-12));
  REQUIRE(r.block_fwd_kernels == 7);
  // backward: 2 norms 5N × 2 B (4 kernels) + 2 casts back (2N + 4N) + 2 fp32 gradient sums 12N + GELU 3F × 2 B
  REQUIRE_THAT(r.block_bwd_bytes, WithinRel(2 * 10 * N + 2 * 6 * N + 2 * 12 * N + 3 * F * 2, 1e-12));
  REQUIRE(r.block_bwd_kernels == 9);
  // weight casts: read 4 B, write 2 B forward; gradient read 2 B, write 4 B backward; one kernel per linear
  REQUIRE_THAT(r.autocast_fwd_bytes, WithinRel(6e6, 1e-12));
  REQUIRE_THAT(r.autocast_bwd_bytes, WithinRel(6e6, 1e-12));
  REQUIRE_THAT(r.fwd_s, WithinRel(7 * 2e-6 + r.block_fwd_bytes / 1e12 + 4 * 2e-6 + 6e6 / 1e12, 1e-12));
  // a stream already in the activation dtype is unchanged (residual_bytes <= e_a)
  k.residual_bytes = 2, k.autocast_weight_elems = 0, k.autocast_gemms = 0;
  const mem_kernels same = layer_memory_kernels(m, prec, tr, par, k);
  REQUIRE_THAT(same.block_fwd_bytes, WithinRel((2 * 2 * N + 2 * 3 * N + 2 * F) * 2, 1e-12));
  REQUIRE(same.autocast_fwd_bytes == 0);
}

TEST_CASE("the step applies the fp32 residual stream only to fp32-parameter autocast recipes", "[layer_kernels]") {
  auto req = [](const json& precision) {
    return json{{"op", "step"}, {"model", {{"preset", "gpt2-xl"}}}, {"hardware", {{"preset", "h100-sxm"}}}, {"precision", precision},
                {"training", {{"micro_batch", 8}, {"seq_len", 1024}, {"global_batch", 64}, {"flash_attention", true}}},
                {"parallel", {{"dp", 8}, {"zero", 3}}}};
  };
  const json amp = handle_json(req({{"recipe", "mixed_adam"}, {"weights", "fp32"}, {"master_weights", "none"}}));
  const json o2 = handle_json(req({{"recipe", "mixed_adam"}}));
  REQUIRE(amp["ok"] == true);
  REQUIRE(o2["ok"] == true);
  auto row = [](const json& r, const std::string& id) {
    for (const json& s : r["steps"])
      if (s["key"] == id) return s;
    return json();
  };
  REQUIRE(row(amp, "layer_memory_fwd")["formula"].get<std::string>().find("fp32 residual stream") != std::string::npos);
  REQUIRE(row(o2, "layer_memory_fwd")["formula"].get<std::string>().find("fp32 residual stream") == std::string::npos);
  REQUIRE(amp["layer_times_s"]["memory_forward"].get<double>() > o2["layer_times_s"]["memory_forward"].get<double>());
}

TEST_CASE("step answers name the attention kernel and reject a contradiction", "[layer_kernels]") {
  json req = {{"op", "step"}, {"model", {{"preset", "llama-3-8b"}}}, {"hardware", {{"preset", "h100-sxm"}}},
              {"training", {{"micro_batch", 1}, {"seq_len", 8192}, {"grad_accum", 4}, {"flash_attention", true}}},
              {"parallel", {{"dp", 8}}}};
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  REQUIRE(r["attention"]["kernel"] == "cudnn");  // auto on Hopper
  const double e_cudnn = r["attention"]["efficiency_forward"];
  req["options"] = {{"attention_kernel", "flash2"}};
  r = handle_json(req);
  REQUIRE(r["attention"]["kernel"] == "flash2");
  REQUIRE(r["attention"]["efficiency_forward"].get<double>() < e_cudnn);  // FA3 Fig. 5: FA2 below cuDNN
  bool named = false;
  for (const json& s : r["steps"])
    if (s["key"] == "attention_kernel") named = s["formula"].get<std::string>().find("flash2") != std::string::npos;
  REQUIRE(named);
  req["options"] = {{"attention_kernel", "unfused"}};
  r = handle_json(req);
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/options/attention_kernel");
  req["options"] = {{"attention_kernel", "flash3"}};
  req["training"]["flash_attention"] = false;
  r = handle_json(req);
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/options/attention_kernel");
  req["training"]["flash_attention"] = true;
  req["options"] = {{"moe_load_imbalance", 0.5}};
  r = handle_json(req);
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/options/moe_load_imbalance");
}

// Every path of the attention core reports what it achieved (the step row's number and
// attention.efficiency_*): the unfused roofline and a fused kernel without a table used to say 0.
// Achieved = FLOPs / (time × peak), forward F, backward 2F (unfused) or 2.5F (fused).
TEST_CASE("the attention core's efficiency is what its time achieves, on every path", "[layer_kernels]") {
  struct path { const char* hw; bool flash; double bwd_work; };
  for (const path& p : {path{"h100-sxm", false, 2.0}, path{"mi300x", true, 2.5}, path{"h100-sxm", true, 2.5}}) {
    INFO(p.hw << (p.flash ? " flash" : " unfused"));
    const json r = handle_json({{"op", "step"}, {"model", {{"preset", "llama-3-8b"}}}, {"hardware", {{"preset", p.hw}}},
                                {"training", {{"micro_batch", 1}, {"seq_len", 4096}, {"grad_accum", 2}, {"flash_attention", p.flash}}},
                                {"parallel", {{"dp", 8}}}, {"options", {{"attention_mask", "none"}}}});
    REQUIRE(r["ok"] == true);
    const double e_f = r["attention"]["efficiency_forward"], e_b = r["attention"]["efficiency_backward"];
    CHECK(e_f > 0.05);
    CHECK(e_f <= 1.0);
    CHECK(e_b > 0.05);
    double row_value = -1, peak = 0;
    for (const json& s : r["steps"])
      if (s["key"] == "attention_kernel") {
        row_value = s["value"];
        const std::string f = s["formula"];
        const bool says_efficiency = f.find("achieved") != std::string::npos || f.find("forward at") != std::string::npos;
        CHECK(says_efficiency);
      }
    CHECK(row_value == Approx(e_f));
    // F = 4·b·s²·a·d_h per layer (no mask), from the model's own shape.
    const double s_len = 4096, a = 32, d_h = 128, F = 4 * 1 * s_len * s_len * a * d_h;
    const double t_f = r["layer_times_s"]["attention_forward"], t_b = r["layer_times_s"]["attention_backward"];
    peak = F / (e_f * t_f);
    const double e_b_from_time = p.bwd_work * F / (t_b * peak);
    CHECK(e_b_from_time == Approx(e_b).epsilon(1e-9));
    CHECK(peak > 1e14);
  }
}

TEST_CASE("calibrated collective segments time intra-node groups, hostile ones name the field", "[layer_kernels]") {
  auto step = [](const json& collectives) {
    json h = {{"preset", "h100-sxm"}};
    if (!collectives.is_null()) h["collectives"] = collectives;
    json req = {{"op", "step"}, {"model", {{"preset", "llama-3-8b"}}}, {"hardware", h},
                {"training", {{"micro_batch", 1}, {"seq_len", 4096}, {"grad_accum", 4}, {"flash_attention", true}}},
                {"parallel", {{"dp", 1}, {"tp", 8}, {"sequence_parallel", true}}}};
    return handle_json(req);
  };
  const json base = step(nullptr);
  REQUIRE(base["ok"] == true);
  // a slow measured regime (α 50 µs, 10 GB/s) for 8-rank all-gathers and reduce-scatters: TP gets slower
  const json seg = {{"protocol_segments", {{{"min_bytes", 0}, {"max_bytes", 1e12}, {"alpha_s", 50e-6}, {"algbw_bytes_per_s", 10e9}}}}};
  const json slow = step({{"all_gather", {{"8", seg}}}, {"reduce_scatter", {{"8", seg}}}});
  REQUIRE(slow["ok"] == true);
  REQUIRE(slow["comm"]["dimensions"]["tp"]["time_s"].get<double>() > 5 * base["comm"]["dimensions"]["tp"]["time_s"].get<double>());
  // hostile input: the field is named
  json bad = seg;
  bad["protocol_segments"][0]["alpha_s"] = -1;
  json r = step({{"all_gather", {{"8", bad}}}});
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/hardware/collectives/all_gather/8/protocol_segments/0/alpha_s");
  r = step({{"all_gather", {{"eight", seg}}}});
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/hardware/collectives/all_gather/eight");
  r = step({{"all_gather", {{"8", {{"protocol_segments", "fast"}}}}}});
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/hardware/collectives/all_gather/8/protocol_segments");
  r = step({{"all_gather", {{"0", seg}}}});
  REQUIRE(r["ok"] == false);
  REQUIRE(r["error"]["path"] == "/hardware/collectives/all_gather/0");
  // a 1-rank communicator (calibrate --one-rank-collectives on a one-GPU machine) is accepted and
  // times nothing: the profile a single GPU writes must load (gpu-check's quick run)
  const json one = step({{"all_gather", {{"1", seg}}}, {"reduce_scatter", {{"1", seg}}}});
  REQUIRE(one["ok"] == true);
  REQUIRE(one["step_s"].get<double>() == base["step_s"].get<double>());
}
