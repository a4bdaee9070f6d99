// Tests for core/fit: WLS alpha-beta recovery on synthetic data with known α and β (inside the
// bootstrap CIs), held-out error, segmented regimes, percentiles, and rejection of bad input.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/calib/fit.h"
#include "core/quiz/grading.h"

using namespace ledgerlab;

// Sizes 8 B .. 1 GiB by ×2 (nccl-tests' default sweep); t = α + S/B with multiplicative noise
// uniform in ±rel (deterministic SplitMix64).
static std::vector<fit_point> synth(double alpha, double bw, double rel, int iters, unsigned long long seed,
                                    double lo = 8, double hi = 1073741824.0) {
  splitmix64 rng(seed);
  std::vector<fit_point> pts;
  for (double s = lo; s <= hi; s *= 2) {
    fit_point p;
    p.bytes = s;
    for (int i = 0; i < iters; ++i) {
      const double u = static_cast<double>(rng.next() >> 11) / 9007199254740992.0;  // [0, 1)
      p.times_s.push_back((alpha + s / bw) * (1 + rel * (2 * u - 1)));
    }
    pts.push_back(p);
  }
  return pts;
}

TEST_CASE("percentiles follow numpy's linear rule", "[fit]") {
  std::vector<double> v = {4, 1, 3, 2};
  CHECK(median_of(v) == Approx(2.5).epsilon(1e-15));
  CHECK(percentile_of(v, 0) == 1);
  CHECK(percentile_of(v, 100) == 4);
  CHECK(percentile_of(v, 90) == Approx(3.7).epsilon(1e-12));  // numpy.percentile([1,2,3,4], 90) = 3.7
  CHECK(median_of({}) == 0);
}

TEST_CASE("noise-free data: alpha and beta recovered exactly", "[fit]") {
  const double alpha = 5e-6, bw = 2e10;
  auto f = fit_alpha_beta(synth(alpha, bw, 0, 3, 1));
  CHECK_THAT(f.alpha_s, Catch::Matchers::WithinRel(alpha, 1e-9));
  CHECK_THAT(f.bytes_per_s, Catch::Matchers::WithinRel(bw, 1e-9));
  CHECK(f.r2 == Approx(1).epsilon(1e-12));
  CHECK(f.heldout_rel_err < 1e-9);
  CHECK(f.points == 28);
  CHECK(f.min_bytes == 8);
  CHECK(f.max_bytes == 1073741824.0);
}

TEST_CASE("noisy data: known alpha and beta lie inside the bootstrap intervals", "[fit]") {
  for (unsigned long long seed : {11ULL, 12ULL, 13ULL}) {
    const double alpha = 1.6e-5, bw = 2.1e11;
    auto f = fit_alpha_beta(synth(alpha, bw, 0.05, 25, seed), 300, seed);
    INFO("seed " << seed << " alpha " << f.alpha_s << " [" << f.alpha_ci95[0] << ", " << f.alpha_ci95[1] << "] bw "
                 << f.bytes_per_s << " [" << f.bytes_per_s_ci95[0] << ", " << f.bytes_per_s_ci95[1] << "]");
    CHECK(f.alpha_ci95[0] <= alpha);
    CHECK(alpha <= f.alpha_ci95[1]);
    CHECK(f.bytes_per_s_ci95[0] <= bw);
    CHECK(bw <= f.bytes_per_s_ci95[1]);
    CHECK(f.alpha_ci95[0] < f.alpha_ci95[1]);  // a real interval, not a point
    CHECK(std::fabs(f.alpha_s / alpha - 1) < 0.03);
    CHECK(std::fabs(f.bytes_per_s / bw - 1) < 0.03);
    CHECK(f.heldout_rel_err < 0.03);
    CHECK(f.r2 > 0.99);
  }
}

TEST_CASE("weights 1/t^2 determine alpha over nine decades", "[fit]") {
  // Plain least squares on raw time would be dominated by 1 GiB (t ≈ 0.1 s) and leave α = 2 µs
  // anywhere in ±1 ms; the relative weighting recovers it (calibration.md §6 step 4).
  auto f = fit_alpha_beta(synth(2e-6, 1e10, 0.01, 9, 5));
  CHECK(std::fabs(f.alpha_s / 2e-6 - 1) < 0.02);
}

TEST_CASE("held-out error exposes a wrong model", "[fit]") {
  // Quadratic growth is not alpha-beta: the fit on even sizes mispredicts the odd ones.
  std::vector<fit_point> pts;
  for (double s = 1; s <= 1 << 20; s *= 2) pts.push_back({s, {1e-6 + s * s * 1e-15}});
  auto f = fit_alpha_beta(pts);
  CHECK(f.heldout_rel_err > 0.2);
}

TEST_CASE("alpha is non-negative: clamped data refit through the origin", "[fit]") {
  auto f = fit_alpha_beta({{1e6, {1e-4}}, {2e6, {2.1e-4}}, {4e6, {4.3e-4}}});
  CHECK(f.alpha_s == 0);
  CHECK(f.alpha_clamped);
  CHECK(f.bytes_per_s > 0);
}

TEST_CASE("two protocol regimes are found as two segments", "[fit]") {
  // LL-like below 64 KiB (α 2 µs, 2 GB/s), Simple-like above (α 20 µs, 20 GB/s).
  auto small = synth(2e-6, 2e9, 0.01, 9, 21, 8, 32768);
  auto large = synth(2e-5, 2e10, 0.01, 9, 22, 65536, 1073741824.0);
  std::vector<fit_point> all = small;
  all.insert(all.end(), large.begin(), large.end());
  auto segs = fit_segments(all);
  REQUIRE(segs.size() == 2);
  CHECK(segs[0].max_bytes == 32768);
  CHECK(segs[1].min_bytes == 65536);
  CHECK(std::fabs(segs[0].alpha_s / 2e-6 - 1) < 0.05);
  CHECK(std::fabs(segs[0].bytes_per_s / 2e9 - 1) < 0.05);
  CHECK(std::fabs(segs[1].alpha_s / 2e-5 - 1) < 0.05);
  CHECK(std::fabs(segs[1].bytes_per_s / 2e10 - 1) < 0.05);
  // One regime stays one segment.
  CHECK(fit_segments(synth(3e-6, 5e10, 0.01, 9, 23)).size() == 1);
}

TEST_CASE("fit input errors name the point", "[fit]") {
  try {
    fit_alpha_beta({{8, {1e-6}}, {16, {-1}}});
    FAIL("expected an error");
  } catch (const api_error& e) {
    CHECK(e.code == "invalid_value");
    CHECK(e.path == "/points/1/times_s");
  }
  try {
    fit_alpha_beta({{8, {1e-6}}, {8, {2e-6}}});
    FAIL("expected an error");
  } catch (const api_error& e) {
    CHECK(e.path == "/points");
  }
  CHECK_THROWS_AS(fit_alpha_beta({{8, {}}}), api_error);
  CHECK_THROWS_AS(fit_alpha_beta({{NAN, {1}}, {2, {1}}}), api_error);
}

TEST_CASE("fit_to_json carries the profile's segment fields", "[fit]") {
  auto j = fit_to_json(fit_alpha_beta(synth(5e-6, 2e10, 0, 3, 1)));
  CHECK(j.at("alpha_s").get<double>() > 0);
  CHECK(j.at("algbw_bytes_per_s").get<double>() > 0);
  CHECK(j.at("ci95").at("alpha_s").size() == 2);
  CHECK(j.at("ci95").at("algbw_bytes_per_s").size() == 2);
  CHECK(j.contains("heldout_rel_err"));
  CHECK(j.at("min_bytes") == 8);
}

TEST_CASE("a CI that could not be estimated is null, never the point value", "[fit]") {
  // Two sizes: no residual degrees of freedom, no bootstrap.
  const alpha_beta_fit two = fit_alpha_beta({{1e3, {1e-5, 1.1e-5}}, {1e6, {1e-4, 1.2e-4}}});
  CHECK_FALSE(two.alpha_ci_valid);
  CHECK_FALSE(two.bytes_per_s_ci_valid);
  const json j2 = fit_to_json(two);
  CHECK(j2.at("ci95").at("alpha_s").is_null());
  CHECK(j2.at("ci95").at("algbw_bytes_per_s").is_null());
  CHECK(j2.at("ci95").at("method") == "none (2 sizes)");
  // Too few resamples for a 95 % interval (10 < 20): null, with the count said.
  const alpha_beta_fit few = fit_alpha_beta(synth(5e-6, 2e10, 0.05, 5, 3), 10, 3);
  CHECK_FALSE(few.alpha_ci_valid);
  CHECK(fit_to_json(few).at("ci95").at("alpha_s").is_null());
  CHECK(fit_to_json(few).at("ci95").at("resamples") == 10);
  // Flat (latency-only) data: the bandwidth is undetermined and so is its interval.
  std::vector<fit_point> flat;
  for (double s = 8; s <= 8192; s *= 2) flat.push_back({s, {3e-6, 3.01e-6, 2.99e-6}});
  const json jf = fit_to_json(fit_alpha_beta(flat));
  CHECK(jf.at("algbw_bytes_per_s").is_null());
  CHECK(jf.at("ci95").at("algbw_bytes_per_s").is_null());
}

TEST_CASE("short segments get a residual bootstrap that covers the true values", "[fit]") {
  // 5 sizes, 4 % noise: resampling sizes would often draw one size only; residuals do not.
  int covered_alpha = 0, covered_bw = 0;
  const double alpha = 2e-5, bw = 2e10;
  for (unsigned long long seed = 1; seed <= 20; ++seed) {
    auto pts = synth(alpha, bw, 0.04, 1, seed, 1 << 16, 1 << 20);
    REQUIRE(pts.size() == 5);
    const alpha_beta_fit f = fit_alpha_beta(pts, 400, seed);
    REQUIRE(f.ci_method == "residual bootstrap");
    REQUIRE(f.alpha_ci_valid);
    REQUIRE(f.bytes_per_s_ci_valid);
    CHECK(f.alpha_ci95[0] < f.alpha_ci95[1]);
    covered_alpha += f.alpha_ci95[0] <= alpha && alpha <= f.alpha_ci95[1];
    covered_bw += f.bytes_per_s_ci95[0] <= bw && bw <= f.bytes_per_s_ci95[1];
  }
  CHECK(covered_alpha >= 16);  // a 95 % interval covers the truth in most of 20 independent runs
  CHECK(covered_bw >= 16);
  CHECK(fit_alpha_beta(synth(alpha, bw, 0.04, 3, 1)).ci_method == "case bootstrap over sizes and iterations");
}

TEST_CASE("weights from fitted times remove the bias of weights from noisy measurements", "[fit]") {
  // Weights 1/t_measured² favour the points that came out fast: α and 1/β come out low. Over many
  // noisy sweeps the reweighted fit's mean lands on the truth, the one-shot fit's does not.
  const double alpha = 1e-5, bw = 1e10;
  double plain_a = 0, irls_a = 0, plain_b = 0, irls_b = 0;
  const int runs = 200;
  for (int r = 0; r < runs; ++r) {
    auto pts = synth(alpha, bw, 0.3, 1, 100 + static_cast<unsigned long long>(r), 8, 1 << 26);
    std::vector<double> x, y;
    for (const auto& p : pts) x.push_back(p.bytes), y.push_back(p.times_s[0]);
    alpha_beta_fit plain, irls;
    REQUIRE(wls_alpha_beta(x, y, plain, 0));
    REQUIRE(wls_alpha_beta(x, y, irls));
    plain_a += plain.alpha_s / runs, irls_a += irls.alpha_s / runs;
    plain_b += plain.bytes_per_s / runs, irls_b += irls.bytes_per_s / runs;
  }
  INFO("plain alpha " << plain_a << " irls " << irls_a << "; plain bw " << plain_b << " irls " << irls_b);
  CHECK(std::fabs(irls_a / alpha - 1) < 0.01);
  CHECK(std::fabs(irls_b / bw - 1) < 0.025);  // mean of 1/β̂ is above 1/β by Jensen's inequality alone
  CHECK(std::fabs(irls_b / bw - 1) < std::fabs(plain_b / bw - 1) / 2);
  CHECK(plain_a / alpha < 0.98);  // the one-shot fit is biased low by more than the reweighted one's error
  CHECK(std::fabs(irls_a / alpha - 1) < std::fabs(plain_a / alpha - 1) / 2);
}
