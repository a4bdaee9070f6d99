// The memory-bound kernels of one transformer layer, forward and backward, one micro-batch on one
// GPU (docs/formulas.md §11.4): norms, rotary, residual adds with dropout, the MLP activation, the
// unfused softmax and dropout on the scores, and the MoE router and token permutations, each timed
// as a kernel: t = t_0 + bytes / W (a fixed per-kernel time plus the bytes at achievable HBM
// bandwidth, so small tensors run below W: the HBM efficiency depends on the transfer size). The
// step ledger (ledger/time.cpp) adds them to the GEMM and attention times. No allocation per call.
#pragma once
#include "core/spec/model.h"
#include "core/spec/plan.h"

namespace ledgerlab {

struct mem_kernel_params {
  double hbm_bytes_per_s = 0;   // W: achievable HBM bandwidth (hbm_bytes_per_s × efficiency.hbm)
  double overhead_s = 0;        // t_0: fixed time of one kernel (the profile's GEMM-curve overhead)
  double moe_imbalance = 1.0;   // tokens on the busiest GPU's experts ÷ the mean (>= 1)
  // PyTorch autocast with fp32 parameters (precision weights fp32, no master copy, 16-bit
  // activations): the residual stream stays fp32 (the embedding is not autocast and fp32 + bf16
  // adds promote to fp32), and every linear casts its fp32 weight to the GEMM dtype each call
  // (§11.4). residual_bytes = 0: the stream is in the activation dtype.
  double residual_bytes = 0;
  double autocast_weight_elems = 0;  // local weight elements of the layer's linears cast per pass
  int autocast_gemms = 0;            // linears (one cast kernel each, forward and backward)
};

// Bytes and kernel counts of a layer, by part, forward and backward.
struct mem_kernels {
  // forward
  double block_fwd_bytes = 0;  int block_fwd_kernels = 0;   // norms, rotary, residual(+dropout), activation
  double scores_fwd_bytes = 0; int scores_fwd_kernels = 0;  // unfused softmax + dropout on the s² scores
  double moe_fwd_bytes = 0;    int moe_fwd_kernels = 0;     // router + token permutation
  // backward
  double block_bwd_bytes = 0;  int block_bwd_kernels = 0;
  double scores_bwd_bytes = 0; int scores_bwd_kernels = 0;
  double moe_bwd_bytes = 0;    int moe_bwd_kernels = 0;
  // autocast weight casts (fp32 weight -> GEMM dtype forward, weight gradient -> fp32 backward)
  double autocast_fwd_bytes = 0; double autocast_bwd_bytes = 0; int autocast_kernels = 0;  // per direction
  // times (t_0 per kernel + bytes / W)
  double fwd_s = 0, bwd_s = 0, scores_fwd_s = 0;
};

mem_kernels layer_memory_kernels(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                 const parallel_spec& par, const mem_kernel_params& k);

}  // namespace ledgerlab
