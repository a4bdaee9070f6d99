// GEMM efficiency as a function of shape: tile and wave quantization of a tiled GEMM over the
// GPU's streaming multiprocessors (NVIDIA "Matrix Multiplication Background User's Guide",
// sections "Tile Quantization" and "Wave Quantization"), the per-GPU GEMM shapes of one
// transformer layer under tensor parallelism, and the datasheet SM counts of the catalog GPUs.
// The step-time ledger (ledger/time.cpp) multiplies GEMM time by the factors computed here.
#pragma once
#include <string>

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

// Time multipliers (≥ 1) = Σ FLOPs_i / Σ (FLOPs_i · efficiency_i) over the GEMMs with weights of
// one layer on one GPU (QKV, attention output projection, MLP up (and gate), MLP down), for
// M = tokens per micro-batch on this GPU (b·s/c) and tensor-parallel size t.
// Forward: outputs M×N. Backward: data gradient M×K and weight gradient N×K (each as many FLOPs
// as the forward GEMM). MoE experts: each of the E/ep local experts sees M·k·ep/E tokens (uniform
// routing).
struct layer_gemm_factors {
  double fwd = 1, bwd = 1;
};
layer_gemm_factors layer_gemm_quantization(const model_spec& m, double M, long long tp, long long ep, int sms,
                                           const gemm_tile& tile = {});
// The logits GEMM (M × V/t, K = h) and its backward (M × h and V/t × h).
layer_gemm_factors logits_gemm_quantization(const model_spec& m, double M, long long tp, int sms,
                                            const gemm_tile& tile = {});

}  // namespace ledgerlab
