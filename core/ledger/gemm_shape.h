// GEMM time as a function of shape (docs/formulas.md §11.1): tile and wave quantization of a tiled
// GEMM over the GPU's streaming multiprocessors (NVIDIA "Matrix Multiplication Background User's
// Guide", "Tile Quantization" / "Wave Quantization"), split-K for outputs too small to fill the
// GPU, a roofline in arithmetic intensity (Williams et al. 2009) and a fixed per-kernel overhead;
// the per-GPU GEMM shapes of one transformer layer under tensor and expert parallelism. The
// step-time ledger (ledger/time.cpp) times every GEMM of a layer here. No allocation per call.
#pragma once
#include <array>
#include <string>

#include "core/spec/hardware.h"
#include "core/spec/model.h"

namespace ledgerlab {

// Output tile of one thread block. 256×128 is the large tile the NVIDIA guide uses for A100
// ("Dimension Quantization Effects": cuBLAS picks tiles such as 256×128 and 128×128 for large
// GEMMs; CUTLASS's sm80 f16 default threadblock shape is 128×256×64, the same 32 768 outputs).
struct gemm_tile {
  double m = 256, n = 128;
};

// Useful fraction of the issued tile work for an M×N output on `sms` SMs:
//   tiles = ⌈M/T_m⌉·⌈N/T_n⌉, waves = ⌈tiles/sms⌉, efficiency = M·N / (waves·sms·T_m·T_n)
// (tile quantization: partial tiles cost a full tile; wave quantization: the last partial wave
// costs a full wave). 1 for sms <= 0. In (0, 1].
double gemm_quantization_efficiency(double M, double N, int sms, const gemm_tile& tile = {});

// The same with split-K (cuBLAS/CUTLASS "split-K" and stream-K kernels for outputs with fewer
// tiles than SMs): the K loop is split into s = min(⌊sms/tiles⌋, ⌊K/512⌋) ≥ 1 slices that run on
// different SMs, so tiles·s work items fill ⌈tiles·s/sms⌉ waves of 1/s of a tile's work each;
// `batch` independent GEMMs of the same shape (batched or grouped GEMM) share the waves.
double gemm_wave_efficiency(double M, double N, double K, double batch, int sms, const gemm_tile& tile = {});

// One dtype's GEMM performance on one GPU (built once per request: make_gemm_params).
struct gemm_params {
  double peak_flops_per_s = 0;  // datasheet dense peak of the GEMM dtype
  double max_efficiency = 1;    // curve: fraction of peak reached by large GEMMs (hardware.gemm)
  double overhead_s = 0;        // curve: fixed time per GEMM kernel
  double ceiling = 0;           // curve: best achieved fraction of peak (0 = none)
  double sustained = 1;         // curve: power-saturated / burst throughput of compute-bound GEMMs
  double hbm_bytes_per_s = 0;   // achievable HBM bandwidth W (0: no memory term)
  double in_bytes = 2, out_bytes = 2;  // bytes per element of the inputs and of the output
  int sms = 0;                  // SMs for quantization (0: none)
  gemm_tile tile;
};
gemm_params make_gemm_params(const hardware_spec& hw, const std::string& dtype_name, double in_bytes,
                             double out_bytes, double hbm_bytes_per_s, int sms);

// Time of `batch` GEMMs of shape M×N (reduction K):
//   t = sqrt(t_c² + t_m²) + overhead, t_c = 2·batch·M·N·K / (peak · max_efficiency · q · σ),
//   t_m = batch·(in_bytes·(M·K + K·N) + out_bytes·M·N) / W, q = gemm_wave_efficiency,
// and never below 2·batch·M·N·K / (peak · ceiling · σ) (the best any shape achieved), σ = sustained
// (the tensor cores' clock under a full node's power limit relative to the burst measurements).
// The quadrature sum is a smooth roofline: compute-bound GEMMs cost t_c, bandwidth-bound ones
// t_m, and shapes near the ridge point more than either (fitted to a measured H100 sweep,
// docs/formulas.md §11.1).
struct gemm_eval {
  double time_s = 0, flops = 0;
  double efficiency = 0;    // achieved FLOP/s / peak
  double quantization = 1;  // q
};
gemm_eval gemm_time(const gemm_params& g, double M, double N, double K, double batch = 1);

// The GEMMs with weights of one layer on one GPU for M tokens per micro-batch on this GPU (b·s/c)
// and tensor-parallel size t: QKV (column-parallel), attention output projection (row-parallel),
// MLP up (+ gate) and down; each forward GEMM M×N (reduction K) has a data-gradient GEMM M×K
// (reduction N) and a weight-gradient GEMM N×K (reduction M) of the same FLOPs. MoE: each of the
// E/ep local experts sees M·k·ep/E tokens (uniform routing), run as one grouped GEMM.
struct layer_gemm_detail {
  const char* name = "";
  double M = 0, N = 0, K = 0, count = 1;  // forward shape and how many (local experts)
  gemm_eval fwd, dgrad, wgrad;
};
struct layer_gemm_times {
  double fwd_s = 0, bwd_s = 0;      // all GEMMs of the layer, one micro-batch
  double flops_fwd = 0;             // forward GEMM FLOPs
  double quant_fwd = 1, quant_bwd = 1;  // FLOP-weighted 1/q (time multipliers of quantization alone)
  double fwd_input_elems = 0;       // elements of the forward GEMM inputs (activations), for fp8 casts
  double bwd_input_elems = 0;       // elements of the output gradients the backward GEMMs read
  int n = 0;
  std::array<layer_gemm_detail, 4> gemms;
};
// moe_imbalance ι >= 1 scales the tokens of the busiest GPU's local experts (ι × the uniform share).
layer_gemm_times layer_gemm_time(const model_spec& m, double M, long long tp, long long ep, const gemm_params& g,
                                 double moe_imbalance = 1.0);
// The logits GEMM (M × V/t, K = h) and its backward.
layer_gemm_times logits_gemm_time(const model_spec& m, double M, long long tp, const gemm_params& g);

// Quantization-only factors (time multipliers ≥ 1, FLOP-weighted) of the same GEMMs, kept for
// the tests of the guide's rule and for reports.
struct layer_gemm_factors {
  double fwd = 1, bwd = 1;
};
layer_gemm_factors layer_gemm_quantization(const model_spec& m, double M, long long tp, long long ep, int sms,
                                           const gemm_tile& tile = {});
layer_gemm_factors logits_gemm_quantization(const model_spec& m, double M, long long tp, int sms,
                                            const gemm_tile& tile = {});

}  // namespace ledgerlab
