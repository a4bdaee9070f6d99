// Tests of GEMM tile/wave quantization (core/ledger/gemm_shape.h) against hand counts of the rule in
// NVIDIA's "Matrix Multiplication Background User's Guide": tiles = ⌈M/256⌉·⌈N/128⌉,
// waves = ⌈tiles/SMs⌉, efficiency = M·N / (waves·SMs·256·128).
#include <catch2/catch.hpp>

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
