// Fitting the GEMM efficiency curve (docs/formulas.md §11.1, ledger/gemm_shape.h) to measured GEMM
// times by shape: calibrate's matmul records, or a published sweep (tests/data/gemm_sweeps.json).
// Pure arithmetic: no timing, no I/O.
#pragma once
#include <vector>

#include "core/ledger/gemm_shape.h"

namespace ledgerlab {

struct gemm_sample {
  double batch = 1, M = 0, N = 0, K = 0;
  double time_s = 0;  // measured (median) time of the whole (batched) GEMM
};

struct gemm_curve_fit {
  double max_efficiency = 0, overhead_s = 0;
  double rms_log_error = 0;   // sqrt(mean(ln(pred/meas)²)) over the samples
  double mean_abs_rel_error = 0;
  int points = 0;
};

// Least squares in log time of t = sqrt(t_c² + t_m²) + overhead, t_c = F / (peak·e·q), over e in
// (0, 1] and overhead in [0, min t): for each overhead on a grid (¼ µs steps up to 50 µs or the
// fastest sample) e minimises Σ ln² exactly by one-dimensional golden-section search. `g` supplies
// the peak, W, the element sizes and the SM count (its max_efficiency and overhead are ignored).
// Needs at least two samples with distinct FLOPs; throws api_error{invalid_value} otherwise.
gemm_curve_fit fit_gemm_curve(const std::vector<gemm_sample>& samples, const gemm_params& g);

}  // namespace ledgerlab
