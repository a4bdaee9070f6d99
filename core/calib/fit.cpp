// Alpha-beta fits for calibrate (shared/design/calibration.md §6): Hockney t = α + S·β by weighted
// least squares (weights 1/t², so every decade of t counts alike), segmented by BIC, bootstrap CIs,
// held-out error (fit on even-indexed sizes, test on odd: §6 step 6).
#include "core/calib/fit.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/spec/prng.h"

namespace ledgerlab {

double percentile_of(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  // numpy.percentile default ("linear"): position p/100·(n−1) between order statistics.
  const double pos = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(v.size() - 1);
  const std::size_t lo = static_cast<std::size_t>(std::floor(pos));
  const std::size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

double median_of(std::vector<double> v) { return percentile_of(std::move(v), 50); }

// One weighted least-squares solve of t = α + S·β with weights w (centred sums: no
// Sw·Sxx − Sx² cancellation over nine decades of S). false: β undetermined (one distinct size).
static bool wls_solve(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& w, double& alpha,
                      double& beta, bool& clamped) {
  const std::size_t n = w.size();
  double sw = 0, sx = 0, sy = 0;
  for (std::size_t i = 0; i < n; ++i) sw += w[i], sx += w[i] * x[i], sy += w[i] * y[i];
  const double xb = sx / sw, yb = sy / sw;
  double sxx = 0, sxy = 0, sxx0 = 0, sxy0 = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sxx += w[i] * (x[i] - xb) * (x[i] - xb);
    sxy += w[i] * (x[i] - xb) * (y[i] - yb);
    sxx0 += w[i] * x[i] * x[i];
    sxy0 += w[i] * x[i] * y[i];
  }
  if (!(sxx > 0) || !(sxx > 1e-24 * sxx0)) return false;
  beta = sxy / sxx, alpha = yb - beta * xb, clamped = false;
  if (alpha < 0) {  // constrained: α >= 0 (a latency), refit through the origin
    alpha = 0, beta = sxy0 / sxx0, clamped = true;
  }
  // Flat (latency-bound) data: t = α, bandwidth undetermined. A slope whose size term stays below
  // 1e-6 of α over the measured sizes is rounding, not a bandwidth.
  double x_max = 0;
  for (double v : x) x_max = std::max(x_max, v);
  if (!(beta > 0) || (alpha > 0 && beta * x_max < 1e-6 * alpha)) {
    beta = 0, alpha = yb, clamped = false;
  }
  return true;
}

bool wls_alpha_beta(const std::vector<double>& x, const std::vector<double>& y, alpha_beta_fit& fit, int irls_iterations) {
  const std::size_t n = std::min(x.size(), y.size());
  for (std::size_t i = 0; i < n; ++i)
    if (!(y[i] > 0) || !std::isfinite(y[i]) || !(x[i] >= 0)) return false;
  if (n < 2) return false;
  std::vector<double> w(n);
  for (std::size_t i = 0; i < n; ++i) w[i] = 1.0 / (y[i] * y[i]);
  double alpha = 0, beta = 0;
  bool clamped = false;
  if (!wls_solve(x, y, w, alpha, beta, clamped)) return false;
  // IRLS: weights from the fitted times until the estimates stop moving.
  for (int it = 0; it < irls_iterations; ++it) {
    for (std::size_t i = 0; i < n; ++i) {
      const double fitted = alpha + beta * x[i];
      w[i] = fitted > 0 ? 1.0 / (fitted * fitted) : 1.0 / (y[i] * y[i]);
    }
    double a2 = 0, b2 = 0;
    bool c2 = false;
    if (!wls_solve(x, y, w, a2, b2, c2)) break;
    const bool done = std::fabs(a2 - alpha) <= 1e-12 * std::max(std::fabs(alpha), 1e-30) &&
                      std::fabs(b2 - beta) <= 1e-12 * std::max(std::fabs(beta), 1e-300);
    alpha = a2, beta = b2, clamped = c2;
    if (done) break;
  }
  fit.alpha_s = alpha;
  fit.bytes_per_s = beta > 0 ? 1.0 / beta : 0;
  fit.alpha_clamped = clamped;
  // Weighted R² = 1 − Σw(y−ŷ)² / Σw(y−ȳ)², with the final weights.
  double sw = 0, swy = 0;
  for (std::size_t i = 0; i < n; ++i) sw += w[i], swy += w[i] * y[i];
  const double yb = swy / sw;
  double ss_res = 0, ss_tot = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double r = y[i] - (alpha + beta * x[i]);
    ss_res += w[i] * r * r;
    ss_tot += w[i] * (y[i] - yb) * (y[i] - yb);
  }
  fit.r2 = ss_tot > 0 ? 1.0 - ss_res / ss_tot : 1.0;
  fit.points = static_cast<int>(n);
  fit.min_bytes = *std::min_element(x.begin(), x.begin() + static_cast<long>(n));
  fit.max_bytes = *std::max_element(x.begin(), x.begin() + static_cast<long>(n));
  return true;
}

// Σ((t − t̂)/t)² of the WLS fit over medians[lo, hi): the segment cost used by fit_segments.
static double segment_rss(const std::vector<double>& x, const std::vector<double>& y, std::size_t lo, std::size_t hi) {
  std::vector<double> xs(x.begin() + static_cast<long>(lo), x.begin() + static_cast<long>(hi));
  std::vector<double> ys(y.begin() + static_cast<long>(lo), y.begin() + static_cast<long>(hi));
  alpha_beta_fit f;
  if (!wls_alpha_beta(xs, ys, f)) return std::numeric_limits<double>::infinity();
  const double beta = f.bytes_per_s > 0 ? 1.0 / f.bytes_per_s : 0;
  double rss = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const double r = (ys[i] - (f.alpha_s + beta * xs[i])) / ys[i];
    rss += r * r;
  }
  return rss;
}

static void validate_points(const std::vector<fit_point>& pts) {
  for (std::size_t i = 0; i < pts.size(); ++i) {
    if (!(pts[i].bytes >= 0) || !std::isfinite(pts[i].bytes))
      fail("invalid_value", "/points/" + std::to_string(i) + "/bytes", "sizes must be finite and >= 0");
    if (pts[i].times_s.empty())
      fail("invalid_value", "/points/" + std::to_string(i) + "/times_s", "each size needs at least one time");
    for (double t : pts[i].times_s)
      if (!(t > 0) || !std::isfinite(t))
        fail("invalid_value", "/points/" + std::to_string(i) + "/times_s", "times must be finite and > 0");
  }
}

alpha_beta_fit fit_alpha_beta(const std::vector<fit_point>& pts_in, int resamples, unsigned long long seed) {
  validate_points(pts_in);
  std::vector<fit_point> pts = pts_in;
  std::sort(pts.begin(), pts.end(), [](const fit_point& a, const fit_point& b) { return a.bytes < b.bytes; });
  std::vector<double> x, y;
  for (const auto& p : pts) x.push_back(p.bytes), y.push_back(median_of(p.times_s));
  alpha_beta_fit fit;
  if (!wls_alpha_beta(x, y, fit)) fail("invalid_value", "/points", "an alpha-beta fit needs at least two distinct sizes");

  // Held-out error: fit on even-indexed sizes (even powers of two in a ×2 sweep), test on odd.
  if (x.size() >= 4) {
    std::vector<double> xe, ye;
    for (std::size_t i = 0; i < x.size(); i += 2) xe.push_back(x[i]), ye.push_back(y[i]);
    alpha_beta_fit fe;
    if (wls_alpha_beta(xe, ye, fe)) {
      const double beta = fe.bytes_per_s > 0 ? 1.0 / fe.bytes_per_s : 0;
      double err = 0;
      int k = 0;
      for (std::size_t i = 1; i < x.size(); i += 2, ++k) err += std::fabs(fe.alpha_s + beta * x[i] - y[i]) / y[i];
      fit.heldout_rel_err = err / k;
    }
  }

  // Bootstrap 95 % CI (see fit.h): case bootstrap with 8+ sizes, residual bootstrap with 3–7.
  splitmix64 rng(seed);
  std::vector<double> alphas, bws;
  const std::size_t n = pts.size();
  const double beta_fit = fit.bytes_per_s > 0 ? 1.0 / fit.bytes_per_s : 0;
  std::vector<double> rel_res;  // leverage-inflated relative residuals of the fit
  if (n >= 3 && n < 8) {
    const double inflate = std::sqrt(static_cast<double>(n) / static_cast<double>(n - 2));
    for (std::size_t i = 0; i < n; ++i) {
      const double fitted = fit.alpha_s + beta_fit * x[i];
      rel_res.push_back(fitted > 0 ? inflate * (y[i] - fitted) / fitted : 0);
    }
  }
  fit.ci_method = n >= 8 ? "case bootstrap over sizes and iterations" : n >= 3 ? "residual bootstrap" : "none (2 sizes)";
  for (int b = 0; b < resamples && n >= 3; ++b) {
    std::vector<double> bx, by;
    for (std::size_t i = 0; i < n; ++i) {
      if (n >= 8) {
        const fit_point& p = pts[rng.below(n)];
        std::vector<double> it;
        for (std::size_t j = 0; j < p.times_s.size(); ++j) it.push_back(p.times_s[rng.below(p.times_s.size())]);
        bx.push_back(p.bytes), by.push_back(median_of(std::move(it)));
      } else {
        const double fitted = fit.alpha_s + beta_fit * x[i];
        bx.push_back(x[i]), by.push_back(fitted * (1 + rel_res[rng.below(n)]));
      }
    }
    alpha_beta_fit fb;
    if (!wls_alpha_beta(bx, by, fb)) continue;
    alphas.push_back(fb.alpha_s);
    if (fb.bytes_per_s > 0) bws.push_back(fb.bytes_per_s);
  }
  fit.resamples_ok = static_cast<int>(alphas.size());
  const std::size_t need = static_cast<std::size_t>(std::max(20, resamples / 2));
  if (alphas.size() >= need) {
    fit.alpha_ci95[0] = std::min(fit.alpha_s, percentile_of(alphas, 2.5));
    fit.alpha_ci95[1] = std::max(fit.alpha_s, percentile_of(alphas, 97.5));
    fit.alpha_ci_valid = true;
  }
  if (bws.size() >= need && fit.bytes_per_s > 0) {
    fit.bytes_per_s_ci95[0] = std::min(fit.bytes_per_s, percentile_of(bws, 2.5));
    fit.bytes_per_s_ci95[1] = std::max(fit.bytes_per_s, percentile_of(bws, 97.5));
    fit.bytes_per_s_ci_valid = true;
  }
  return fit;
}

std::vector<alpha_beta_fit> fit_segments(std::vector<fit_point> pts, int max_segments, int min_points, int resamples,
                                         unsigned long long seed) {
  validate_points(pts);
  std::sort(pts.begin(), pts.end(), [](const fit_point& a, const fit_point& b) { return a.bytes < b.bytes; });
  const std::size_t n = pts.size();
  const std::size_t m = static_cast<std::size_t>(std::max(2, min_points));
  std::vector<double> x, y;
  for (const auto& p : pts) x.push_back(p.bytes), y.push_back(median_of(p.times_s));
  // BIC = n·ln(RSS/n) + k·ln n, k = 2 per segment + 1 per breakpoint. RSS/n is floored at (1e-4)²:
  // timers do not resolve relative errors below 0.01 %, and exact data must not favour more segments.
  const double nd = static_cast<double>(n);
  auto bic = [&](double rss, int segs) { return nd * std::log(std::max(rss / nd, 1e-8)) + (3.0 * segs - 1) * std::log(nd); };
  std::vector<std::size_t> best_cuts;
  double best = bic(segment_rss(x, y, 0, n), 1);
  if (max_segments >= 2)
    for (std::size_t b = m; b + m <= n; ++b) {
      const double v = bic(segment_rss(x, y, 0, b) + segment_rss(x, y, b, n), 2);
      if (v < best - 1e-9) best = v, best_cuts = {b};
    }
  if (max_segments >= 3)
    for (std::size_t b1 = m; b1 + 2 * m <= n; ++b1)
      for (std::size_t b2 = b1 + m; b2 + m <= n; ++b2) {
        const double v = bic(segment_rss(x, y, 0, b1) + segment_rss(x, y, b1, b2) + segment_rss(x, y, b2, n), 3);
        if (v < best - 1e-9) best = v, best_cuts = {b1, b2};
      }
  std::vector<alpha_beta_fit> out;
  std::size_t lo = 0;
  best_cuts.push_back(n);
  for (std::size_t hi : best_cuts) {
    std::vector<fit_point> seg(pts.begin() + static_cast<long>(lo), pts.begin() + static_cast<long>(hi));
    out.push_back(fit_alpha_beta(seg, resamples, seed + lo));
    lo = hi;
  }
  return out;
}

json fit_to_json(const alpha_beta_fit& f) {
  json ci = {{"alpha_s", f.alpha_ci_valid ? json{f.alpha_ci95[0], f.alpha_ci95[1]} : json(nullptr)},
             {"algbw_bytes_per_s", f.bytes_per_s_ci_valid ? json{f.bytes_per_s_ci95[0], f.bytes_per_s_ci95[1]} : json(nullptr)},
             {"method", f.ci_method.empty() ? std::string("none") : f.ci_method},
             {"resamples", f.resamples_ok}};
  json j = {{"min_bytes", f.min_bytes},
            {"max_bytes", f.max_bytes},
            {"alpha_s", f.alpha_s},
            {"algbw_bytes_per_s", f.bytes_per_s > 0 ? json(f.bytes_per_s) : json(nullptr)},
            {"ci95", ci},
            {"r2", f.r2},
            {"points", f.points}};
  if (f.heldout_rel_err >= 0) j["heldout_rel_err"] = f.heldout_rel_err;
  if (f.alpha_clamped) j["alpha_clamped"] = true;
  return j;
}

}  // namespace ledgerlab
