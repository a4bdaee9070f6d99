// Alpha-beta (Hockney) fits of measured time vs message size for `ledgerlab calibrate`:
// weighted least squares with weights 1/t², segmented regression for protocol regimes, bootstrap
// confidence intervals and held-out error (shared/design/calibration.md §6). Pure arithmetic: no
// timing, no I/O; the bench (native/bench/) feeds it per-size iteration times.
#pragma once
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

// One measured size: S in the nccl-tests convention and every timed iteration (seconds).
struct fit_point {
  double bytes = 0;              // S (bytes)
  std::vector<double> times_s;   // per-iteration times; the fit uses their median
};

struct alpha_beta_fit {
  double alpha_s = 0;            // latency α (seconds), >= 0
  double bytes_per_s = 0;        // 1/β: the algbw asymptote B_alg (bytes per second)
  double alpha_ci95[2] = {0, 0};        // bootstrap 2.5 / 97.5 percentiles (valid when alpha_ci_valid)
  double bytes_per_s_ci95[2] = {0, 0};  // (valid when bytes_per_s_ci_valid)
  bool alpha_ci_valid = false, bytes_per_s_ci_valid = false;  // false: too few successful resamples -> null in JSON
  std::string ci_method;                // "case bootstrap" (sizes and iterations) | "residual bootstrap" | "none"
  int resamples_ok = 0;                 // successful bootstrap refits
  double r2 = 0;                 // weighted coefficient of determination
  double heldout_rel_err = -1;   // mean |pred − t|/t on odd-indexed sizes fitted on even ones; −1 if too few
  double min_bytes = 0, max_bytes = 0;
  int points = 0;
  bool alpha_clamped = false;    // unconstrained WLS gave α < 0; refitted through the origin
};

// Median, and the p-th percentile (p in [0, 100], linear interpolation between order statistics,
// numpy's default). Empty input gives 0.
double median_of(std::vector<double> v);
double percentile_of(std::vector<double> v, double p);

// WLS fit of t = α + S·β over (S_i, t_i) with relative-error weights 1/t̂_i² (§6 step 4), α >= 0.
// The weights are iterated with the fitted times t̂ (iteratively reweighted least squares, up to
// irls_iterations rounds; the first round weighs by the measured t): weights taken from the
// measurements favour points that came out fast and bias α and 1/β low. irls_iterations = 0 is the
// plain fit with 1/t_i². Needs at least two distinct sizes; returns false otherwise (fit untouched).
bool wls_alpha_beta(const std::vector<double>& bytes, const std::vector<double>& t, alpha_beta_fit& fit,
                    int irls_iterations = 20);

// Full fit of one regime: WLS on per-size medians, R², held-out error, and a bootstrap 95 % CI:
// with 8+ sizes a case bootstrap (resampling sizes and, within each size, iterations); with 3–7
// sizes a residual bootstrap (relative residuals of the fit, leverage-inflated by √(n/(n−2)),
// resampled onto the fitted times: Davison & Hinkley 1997 §6.2.3); with 2 sizes none. A CI needs
// at least max(20, resamples/2) successful refits, else it is reported as not available (null),
// never as the point value. `resamples` replicates, deterministic SplitMix64 seed.
// Throws api_error{invalid_value} on fewer than two distinct sizes or non-positive times.
alpha_beta_fit fit_alpha_beta(const std::vector<fit_point>& pts, int resamples = 200, unsigned long long seed = 1);

// Segmented regression (PARKBENCH COMMS1 with breakpoints, §6 step 5): 1..max_segments contiguous
// segments of the size-sorted points, each >= min_points sizes, breakpoints chosen by minimum total
// weighted residual and the number of segments by BIC (Schwarz 1978: n·ln(RSS/n) + k·ln n).
std::vector<alpha_beta_fit> fit_segments(std::vector<fit_point> pts, int max_segments = 3, int min_points = 4,
                                         int resamples = 200, unsigned long long seed = 1);

// JSON for a profile's "collectives" entry: {"min_bytes","max_bytes","alpha_s","algbw_bytes_per_s",
// "ci95": {"alpha_s": [lo, hi] | null, "algbw_bytes_per_s": [lo, hi] | null, "method", "resamples"},
// "r2", "heldout_rel_err"}.
json fit_to_json(const alpha_beta_fit& f);

}  // namespace ledgerlab
