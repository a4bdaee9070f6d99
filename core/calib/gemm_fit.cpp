// GEMM efficiency curve fit (see calib/gemm_fit.h): grid over the per-kernel overhead, golden-
// section search over the large-GEMM efficiency, log-time residuals (every decade of time counts
// alike, as the α-β fits weight by 1/t²).
#include "core/calib/gemm_fit.h"

#include <algorithm>
#include <cmath>

#include "core/spec/json_io.h"

namespace ledgerlab {

namespace {
double sq_log_residual(const std::vector<gemm_sample>& s, gemm_params g, double e, double t0) {
  g.max_efficiency = e;
  g.overhead_s = t0;
  g.ceiling = 0;  // the ceiling is the best measured shape, not a fitted parameter
  double r = 0;
  for (const gemm_sample& x : s) {
    const double l = std::log(gemm_time(g, x.M, x.N, x.K, x.batch).time_s / x.time_s);
    r += l * l;
  }
  return r;
}
}  // namespace

gemm_curve_fit fit_gemm_curve(const std::vector<gemm_sample>& samples, const gemm_params& g) {
  std::vector<gemm_sample> s;
  double tmin = 1e300, fmin = 1e300, fmax = 0;
  for (const gemm_sample& x : samples) {
    if (!(x.time_s > 0) || !(x.M > 0 && x.N > 0 && x.K > 0 && x.batch > 0)) continue;
    s.push_back(x);
    const double f = 2 * x.batch * x.M * x.N * x.K;
    tmin = std::min(tmin, x.time_s), fmin = std::min(fmin, f), fmax = std::max(fmax, f);
  }
  if (s.size() < 2 || !(fmax > fmin))
    fail("invalid_value", "/ops", "the GEMM curve fit needs at least two timed shapes of different size");
  if (!(g.peak_flops_per_s > 0)) fail("invalid_value", "/ops", "the GEMM curve fit needs the dtype's peak FLOP/s");
  gemm_curve_fit best;
  double best_r = 1e300;
  const double t0_max = std::min(50e-6, 0.95 * tmin);
  for (double t0 = 0; t0 <= t0_max + 1e-15; t0 += 0.25e-6) {
    // golden-section search for e in [0.01, 1]: the residual is unimodal in e for fixed t0
    double a = 0.01, b = 1.0;
    const double gr = (std::sqrt(5.0) - 1) / 2;
    double c = b - gr * (b - a), d = a + gr * (b - a);
    double fc = sq_log_residual(s, g, c, t0), fd = sq_log_residual(s, g, d, t0);
    for (int it = 0; it < 60; ++it) {
      if (fc < fd) b = d, d = c, fd = fc, c = b - gr * (b - a), fc = sq_log_residual(s, g, c, t0);
      else a = c, c = d, fc = fd, d = a + gr * (b - a), fd = sq_log_residual(s, g, d, t0);
    }
    const double e = (a + b) / 2, r = sq_log_residual(s, g, e, t0);
    if (r < best_r) best_r = r, best.max_efficiency = e, best.overhead_s = t0;
  }
  best.points = static_cast<int>(s.size());
  best.rms_log_error = std::sqrt(best_r / static_cast<double>(s.size()));
  gemm_params f = g;
  f.max_efficiency = best.max_efficiency;
  f.overhead_s = best.overhead_s;
  double m = 0;
  for (const gemm_sample& x : s) m += std::fabs(gemm_time(f, x.M, x.N, x.K, x.batch).time_s / x.time_s - 1);
  best.mean_abs_rel_error = m / static_cast<double>(s.size());
  return best;
}

}  // namespace ledgerlab
