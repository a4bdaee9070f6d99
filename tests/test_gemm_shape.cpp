// Tests of GEMM tile/wave quantization (core/ledger/gemm_shape.h) against hand counts of the rule in
// NVIDIA's "Matrix Multiplication Background User's Guide": tiles = ⌈M/256⌉·⌈N/128⌉,
// waves = ⌈tiles/SMs⌉, efficiency = M·N / (waves·SMs·256·128); split-K; the GEMM time curve of
// docs/formulas.md §11.1 against published measurements (tests/data/gemm_sweeps.json, mamf-finder)
// and its fit (core/calib/gemm_fit.h).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/calib/gemm_fit.h"
#include "core/ledger/gemm_shape.h"
#include "core/spec/hardware.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

TEST_CASE("wave quantization: a partial last wave costs a full wave", "[gemm_shape]") {
  // GPT-3 175B QKV at tp 8, one 2048-token micro-batch on an A100 (108 SMs): 2048 × 4608 output,
  // 8 × 36 = 288 tiles = 2.67 waves -> 3 waves: 288 / 324.
  REQUIRE_THAT(gemm_quantization_efficiency(2048, 4608, 108), WithinRel(288.0 / 324.0, 1e-12));
  // exactly 16 full waves: no loss
  REQUIRE(gemm_quantization_efficiency(108 * 256, 16 * 128, 108) == 1.0);
  // one tile on a 108-SM GPU uses 1/108 of it
  REQUIRE_THAT(gemm_quantization_efficiency(256, 128, 108), WithinRel(1.0 / 108, 1e-12));
  // unknown SM count: no quantization
  REQUIRE(gemm_quantization_efficiency(2048, 4608, 0) == 1.0);
}

TEST_CASE("tile quantization: a partial tile costs a full tile", "[gemm_shape]") {
  // 257 × 128 on a 1-SM GPU: 2 tiles of 256 × 128 for 257·128 useful outputs
  REQUIRE_THAT(gemm_quantization_efficiency(257, 128, 1), WithinRel(257.0 / 512.0, 1e-12));
  REQUIRE_THAT(gemm_quantization_efficiency(256, 129, 1), WithinRel(129.0 / 256.0, 1e-12));
}

TEST_CASE("datasheet SM counts of the catalog GPUs", "[gemm_shape]") {
  auto sms = [](const char* id) { return parse_hardware(json{{"preset", id}}, "/hardware").sm_count; };
  REQUIRE(sms("a100-80gb-sxm") == 108);  // A100 architecture whitepaper
  REQUIRE(sms("a100-40gb-sxm") == 108);
  REQUIRE(sms("h100-sxm") == 132);       // H100 whitepaper, SXM5
  REQUIRE(sms("h100-pcie") == 114);
  REQUIRE(sms("mi300x") == 304);         // compute units
}

TEST_CASE("layer GEMM factors weight each GEMM by its FLOPs", "[gemm_shape]") {
  model_spec m;
  m.hidden = 12288;
  m.heads = 96;
  m.kv_heads = 96;
  m.head_dim = 128;
  m.ffn_hidden = 49152;
  m.vocab = 51200;
  // 175B at tp 8, M = 2048: every forward output (2048 × 4608, 2048 × 12288, 2048 × 6144,
  // 2048 × 12288) has 288, 768, 384, 768 tiles -> 3, 8, 4, 8 waves -> 8/9 each.
  const layer_gemm_factors f = layer_gemm_quantization(m, 2048, 8, 1, 108);
  REQUIRE_THAT(f.fwd, WithinRel(9.0 / 8.0, 1e-12));
  // Backward: dgrad outputs M×K, wgrad outputs N×K, each half of the backward FLOPs.
  auto e = [](double M, double N) { return gemm_quantization_efficiency(M, N, 108); };
  const double w[4] = {3, 1, 4, 4};  // FLOPs of QKV, proj, up, down in units of 2·M·h²/t
  const double dg[4] = {e(2048, 12288), e(2048, 1536), e(2048, 12288), e(2048, 6144)};
  const double wg[4] = {e(4608, 12288), e(12288, 1536), e(6144, 12288), e(12288, 6144)};
  double tb = 0;
  for (int i = 0; i < 4; ++i) tb += w[i] / dg[i] + w[i] / wg[i];
  REQUIRE_THAT(f.bwd, WithinRel(tb / 24.0, 1e-12));
  REQUIRE(f.bwd >= 1.0);
  // no SM count: factors are exactly 1
  const layer_gemm_factors off = layer_gemm_quantization(m, 2048, 8, 1, 0);
  REQUIRE(off.fwd == 1.0);
  REQUIRE(off.bwd == 1.0);
  // logits: 2048 × 6400 = 8 × 50 = 400 tiles -> 4 waves (432)
  REQUIRE_THAT(logits_gemm_quantization(m, 2048, 8, 108).fwd, WithinRel(432.0 / 400.0, 1e-12));
}

// ---- GEMM time by shape (docs/formulas.md §11.1) ----------------------------------------------

namespace {
json gemm_sweeps() {
  std::ifstream f(std::string(LEDGERLAB_SOURCE_DIR) + "/tests/data/gemm_sweeps.json");
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  return json::parse(ss.str());
}
// The catalog curve of a preset; burst = true drops the sustained-clock ratio σ, so the curve is
// compared with burst measurements (OpenXLA's table, mamf-finder's MAMF) as they were taken.
gemm_params catalog_gemm(const char* preset, const char* dt, double in_b, bool burst = true) {
  const hardware_spec hw = parse_hardware(json{{"preset", preset}}, "/hardware");
  gemm_params g = make_gemm_params(hw, dt, in_b, 2, hw.hbm_bytes_per_s * hw.hbm_efficiency, static_cast<int>(hw.sm_count));
  if (burst) g.sustained = 1;
  return g;
}
}  // namespace

TEST_CASE("split-K fills the GPU with outputs smaller than one wave", "[gemm_shape]") {
  // 512 × 256 output, K = 4096 on 132 SMs: 2·2 = 4 tiles, split min(⌊132/4⌋, ⌊4096/512⌋) = 8 ->
  // 32 work items of 1/8 tile in one wave: 512·256 / (132·256·128/8)
  REQUIRE_THAT(gemm_wave_efficiency(512, 256, 4096, 1, 132), WithinRel(131072.0 / (132.0 * 32768.0 / 8.0), 1e-12));
  // short K cannot be split: the plain tile/wave rule
  REQUIRE_THAT(gemm_wave_efficiency(512, 256, 256, 1, 132), WithinRel(gemm_quantization_efficiency(512, 256, 132), 1e-12));
  // a full wave of tiles is not split; a batch of 4 shares the waves
  REQUIRE(gemm_wave_efficiency(132 * 256, 128, 8192, 1, 132) == 1.0);
  REQUIRE_THAT(gemm_wave_efficiency(256, 128, 256, 4, 132), WithinRel(4.0 / 132.0, 1e-12));
  REQUIRE(gemm_wave_efficiency(1000, 1000, 1000, 1, 0) == 1.0);  // no SM count
}

TEST_CASE("GEMM time: quadrature roofline plus a per-kernel overhead", "[gemm_shape]") {
  gemm_params g;
  g.peak_flops_per_s = 1e15, g.max_efficiency = 0.8, g.overhead_s = 4e-6, g.hbm_bytes_per_s = 3e12, g.sms = 0;
  // 8192³ bf16: t_c = 2·8192³ / 0.8e15, t_m = 2·3·8192² / 3e12
  const double tc = 2.0 * 8192 * 8192 * 8192 / 0.8e15, tm = 2.0 * 3 * 8192.0 * 8192 / 3e12;
  const gemm_eval e = gemm_time(g, 8192, 8192, 8192);
  REQUIRE_THAT(e.time_s, WithinRel(std::sqrt(tc * tc + tm * tm) + 4e-6, 1e-12));
  REQUIRE_THAT(e.efficiency, WithinRel(e.flops / (e.time_s * 1e15), 1e-12));
  // a skinny GEMM (K = 64) is bandwidth-bound: never faster than its bytes at W
  const gemm_eval s = gemm_time(g, 65536, 4096, 64);
  REQUIRE(s.time_s >= 2.0 * (65536.0 * 64 + 64 * 4096 + 65536.0 * 4096) / 3e12);
  REQUIRE(s.efficiency < 0.3);
  // fp8 inputs move half the bytes
  g.in_bytes = 1;
  REQUIRE(gemm_time(g, 65536, 4096, 64).time_s < s.time_s);
}

TEST_CASE("the catalog H100 bf16 curve is the fit of OpenXLA's measured sm_90 sweep", "[gemm_shape]") {
  const json sw = gemm_sweeps()["sweeps"][0];
  REQUIRE(sw["hardware"] == "h100-sxm");
  std::vector<gemm_sample> smp;
  for (const json& p : sw["points_b_m_n_k_tflops"]) {
    gemm_sample x;
    x.batch = p[0], x.M = p[1], x.N = p[2], x.K = p[3];
    x.time_s = 2 * x.batch * x.M * x.N * x.K / (p[4].get<double>() * 1e12);
    smp.push_back(x);
  }
  REQUIRE(smp.size() == 128);
  const gemm_params cat = catalog_gemm("h100-sxm", "bf16", 2);
  const gemm_curve_fit f = fit_gemm_curve(smp, cat);
  std::printf("  H100 bf16 sweep fit: max_efficiency %.4f, overhead %.2f µs, rms log error %.3f, mean |rel| %.3f (%d shapes)\n",
              f.max_efficiency, f.overhead_s * 1e6, f.rms_log_error, f.mean_abs_rel_error, f.points);
  // the catalog's constants are this fit (rounded)
  REQUIRE_THAT(cat.max_efficiency, WithinRel(f.max_efficiency, 0.01));
  REQUIRE(std::fabs(cat.overhead_s - f.overhead_s) <= 0.25e-6 + 1e-12);
  // and the curve reproduces the 58 training-sized shapes (> 5 GFLOP) within 6 % on average
  double sum = 0;
  int n = 0;
  for (const gemm_sample& x : smp)
    if (2 * x.batch * x.M * x.N * x.K > 5e9) {
      sum += std::fabs(gemm_time(cat, x.M, x.N, x.K, x.batch).time_s / x.time_s - 1);
      ++n;
    }
  REQUIRE(n == 58);
  REQUIRE(sum / n < 0.06);
  // the 4096³ point: 783.3 TFLOP/s measured
  REQUIRE_THAT(2.0 * 4096 * 4096 * 4096 / gemm_time(cat, 4096, 4096, 4096).time_s, WithinRel(783.3e12, 0.06));
}

TEST_CASE("catalog curves reproduce mamf-finder's best achieved FLOP/s", "[gemm_shape]") {
  auto rate = [](const gemm_params& g, double M, double N, double K) { return 2 * M * N * K / gemm_time(g, M, N, K).time_s; };
  // stas00/ml-engineering "Maximum Achievable Matmul FLOPS": H100 bf16 794.5 at 2048×2048×13312
  REQUIRE_THAT(rate(catalog_gemm("h100-sxm", "bf16", 2), 2048, 2048, 13312), WithinRel(794.5e12, 0.02));
  // A100 SXM bf16 271.2 and H100 / H200 fp8 1402.6 / 1453.4, solved at 8192³
  REQUIRE_THAT(rate(catalog_gemm("a100-80gb-sxm", "bf16", 2), 8192, 8192, 8192), WithinRel(271.2e12, 0.005));
  REQUIRE_THAT(rate(catalog_gemm("h100-sxm", "fp8", 1), 8192, 8192, 8192), WithinRel(1402.6e12, 0.005));
  REQUIRE_THAT(rate(catalog_gemm("h200-sxm", "fp8", 1), 8192, 8192, 8192), WithinRel(1453.4e12, 0.005));
}

TEST_CASE("sustained clock: the catalog σ is mamf-finder's MSMF / MAMF of a full node", "[gemm_shape]") {
  // stas00/ml-engineering compute/accelerator/benchmarks/README.md, "What we measured: alone vs
  // all-8 concurrent" (all 8 GPUs computing): H200 bf16 MSMF 698.6, MAMF 823.9 TFLOP/s; B200 bf16
  // MSMF 1426.4, MAMF 1751.2. H100 shares the H200's die and 700 W limit; fp8 takes the same ratio.
  for (const char* dt : {"bf16", "fp16", "fp8"}) {
    REQUIRE_THAT(catalog_gemm("h200-sxm", dt, 2, false).sustained, WithinRel(698.6 / 823.9, 0.001));
    REQUIRE_THAT(catalog_gemm("h100-sxm", dt, 2, false).sustained, WithinRel(698.6 / 823.9, 0.001));
    REQUIRE_THAT(catalog_gemm("b200", dt, 2, false).sustained, WithinRel(1426.4 / 1751.2, 0.001));
  }
  // B200 ceilings: mamf-finder's MAMF table, bf16 1745.0 and fp8 3432.5 TFLOP/s
  auto rate = [](const gemm_params& g, double M, double N, double K) { return 2 * M * N * K / gemm_time(g, M, N, K).time_s; };
  REQUIRE_THAT(rate(catalog_gemm("b200", "bf16", 2), 16384, 16384, 16384), WithinRel(1745.0e12, 0.001));
  REQUIRE_THAT(rate(catalog_gemm("b200", "fp8", 1), 16384, 16384, 16384), WithinRel(3432.5e12, 0.001));
  // no A100 measurement: burst figures (σ = 1), as the in-sample Korthikanti runs were timed
  REQUIRE(catalog_gemm("a100-80gb-sxm", "bf16", 2, false).sustained == 1);
  // σ divides the compute-bound time (and the ceiling) and leaves a bandwidth-bound GEMM nearly as it is
  const gemm_params burst = catalog_gemm("h100-sxm", "bf16", 2), sus = catalog_gemm("h100-sxm", "bf16", 2, false);
  REQUIRE_THAT(gemm_time(sus, 8192, 8192, 8192).time_s, WithinRel(gemm_time(burst, 8192, 8192, 8192).time_s / sus.sustained, 1e-9));
  REQUIRE(gemm_time(sus, 65536, 8192, 16).time_s / gemm_time(burst, 65536, 8192, 16).time_s < 1.01);
  // a sustained H100 bf16 GEMM at mamf-finder's best shape: 794.5 × σ
  REQUIRE_THAT(rate(sus, 2048, 2048, 13312), WithinRel(794.5e12 * 698.6 / 823.9, 0.02));
}

TEST_CASE("a profile's sustained ratio outside 0 < s <= 1 is rejected naming the field", "[gemm_shape]") {
  json h = json::parse(R"({"name":"x","memory_bytes":8e10,"peak_flops_per_s":{"bf16":1e15},"hbm_bytes_per_s":3e12,
    "gpus_per_node":8,"links":{"intra_node":{"bytes_per_s":4e11,"latency_s":1e-6},"inter_node":{"bytes_per_s":5e10,"latency_s":5e-6}},
    "gemm":{"bf16":{"max_efficiency":0.9,"overhead_s":4e-6,"sustained":0}}})");
  for (double bad : {0.0, 1.2, -0.5}) {
    h["gemm"]["bf16"]["sustained"] = bad;
    try {
      parse_hardware(h, "/hardware");
      FAIL("sustained " << bad << " accepted");
    } catch (const api_error& e) {
      REQUIRE(e.path.find("gemm/bf16/sustained") != std::string::npos);
    }
  }
  h["gemm"]["bf16"]["sustained"] = 0.85;
  REQUIRE_THAT(parse_hardware(h, "/hardware").gemm.at("bf16").sustained, WithinRel(0.85, 1e-12));
}

TEST_CASE("GEMM curve fit recovers a known curve and rejects too few shapes", "[gemm_shape]") {
  gemm_params g;
  g.peak_flops_per_s = 312e12, g.hbm_bytes_per_s = 1.8e12, g.sms = 108;
  gemm_params truth = g;
  truth.max_efficiency = 0.85, truth.overhead_s = 5e-6;
  std::vector<gemm_sample> smp;
  for (double m : {256.0, 1024.0, 4096.0, 8192.0})
    for (double k : {512.0, 4096.0}) {
      gemm_sample x;
      x.M = m, x.N = 4096, x.K = k;
      x.time_s = gemm_time(truth, m, 4096, k).time_s;
      smp.push_back(x);
    }
  const gemm_curve_fit f = fit_gemm_curve(smp, g);
  REQUIRE_THAT(f.max_efficiency, WithinRel(0.85, 1e-3));
  REQUIRE(std::fabs(f.overhead_s - 5e-6) < 1e-9);
  REQUIRE(f.rms_log_error < 1e-3);
  std::vector<gemm_sample> one(1, smp[0]);
  REQUIRE_THROWS_AS(fit_gemm_curve(one, g), api_error);
}
