// The step-time ledger (formulas.md §11): compute time from FLOPs (§6) at achievable FLOP/s ×
// the GEMMs' tile/wave quantization (ledger/gemm_shape.h) plus memory-bound element-wise, gradient
// accumulation and optimizer traffic at achievable HBM bandwidth, exposed communication
// (ledger/comm.h), the pipeline bubble (p−1)/(v·m) (§8), recomputation by mode (§9) and the
// optimizer step from HBM bandwidth; then tokens/s, MFU, HFU, time-to-train, GPU-hours and cost.
// The API op is op_step. step_context is built once per request so the planner's inner loop is cheap.
#pragma once
#include <string>
#include <vector>

#include "core/ledger/attention_kernel.h"
#include "core/ledger/comm.h"
#include "core/ledger/compute.h"
#include "core/ledger/gemm_shape.h"
#include "core/ledger/layer_kernels.h"
#include "core/ledger/ledger.h"
#include "core/ledger/params.h"
#include "core/spec/hardware.h"
#include "core/spec/plan.h"
#include "core/spec/network.h"

namespace ledgerlab {

struct time_options {
  comm_options comm;
  attention_convention attention = attention_convention::full;  // FLOPs convention for MFU (§6.3)
  // Offload (DeepSpeed ZeRO-Offload): gradients down, parameters up over the host link, Adam on
  // the CPU. Stated defaults: nvbandwidth PCIe Gen4 ~25 GB/s (calibration.md §8); host memory
  // bandwidth per GPU rank for the CPU Adam update.
  double host_link_bytes_per_s = 25e9;
  double host_memory_bytes_per_s = 25e9;
  // GEMM time × tile/wave quantization factors (ledger/gemm_shape.h; NVIDIA Matrix Multiplication
  // Background User's Guide) over the GPU's SM count: sm_count, or 0 = the datasheet count of the
  // hardware preset (ledger/gemm_shape.cpp); unknown hardware with sm_count 0 gets no quantization.
  bool gemm_quantization = true;
  long long sm_count = 0;
  // Per micro-batch, each local parameter's gradient (activation dtype, as the weight-gradient
  // GEMM writes it) is added into the gradient buffer (gradients dtype): read e_a + read and
  // write e_g bytes (Megatron-LM DistributedDataParallel hook `main_grad.add_(grad)`; PyTorch
  // autograd's `.grad +=` when accumulating), memory-bound at W.
  bool grad_accum_traffic = true;
  // Fused attention kernel (options.attention_kernel; ledger/attention_kernel.h): "auto" = the
  // architecture's mainstream stack (cuDNN on Hopper, FlashAttention-2 on Ampere). Used when
  // training.flash_attention is on.
  attention_kernel attn_kernel = attention_kernel::automatic;
  // Causal (decoder) mask (options.attention_mask "causal" | "none"): fused kernels skip the
  // masked half of the scores; unfused attention computes them all.
  bool causal_mask = true;
  // MoE load imbalance ι >= 1 (options.moe_load_imbalance): tokens routed to the busiest GPU's
  // experts ÷ the mean. 1 = balanced routing (what the published MoE benchmarks force).
  double moe_imbalance = 1.0;
  // Softmax cross-entropy over the logits (options.loss_kernel, §11.4): "fused" = one pass each way
  // (reads the logits, writes fp32 probabilities, reads them and writes the gradient: 12 B per
  // logit with 16-bit logits); "megatron" = Megatron-Core's vocab_parallel_cross_entropy
  // (megatron/core/tensor_parallel/cross_entropy.py, cross_entropy_loss_fusion off, its default):
  // logits.float(), max, in-place subtract, exp, sum, div forward, mul_ and the cast back backward.
  bool megatron_loss = false;
};

// Everything the inner loop reuses for one (model, precision, hardware, seq_len, options).
struct step_context {
  model_spec m;
  param_counts pc;
  precision_spec prec;
  hardware_spec hw;
  comm_links links;
  time_options opt;
  std::string compute_dtype;       // activation dtype's compute ("bf16"): MFU peak, attention core, logits
  std::string matmul_dtype;        // GEMM input dtype of the layers' linears (precision.matmul; "fp8")
  double peak = 0;                 // datasheet peak FLOP/s of compute_dtype
  double x_matmul = 0;             // attention-core FLOP/s = peak × the compute dtype's max GEMM efficiency
  double x_hbm = 0;                // achievable HBM bytes/s = hbm × hbm efficiency
  int sms = 0;                     // SMs used for GEMM quantization (0 = off)
  gemm_params gemm;                // the layers' GEMMs (matmul_dtype): curve, roofline, quantization
  gemm_params gemm_logits;         // the output layer's GEMM (compute_dtype)
  std::string gemm_source;         // where the curves come from (profile's gemm.source or efficiency.matmul)
  gpu_arch arch = gpu_arch::unknown;    // hardware.architecture (attention tables)
  attention_kernel attn_kernel = attention_kernel::automatic;  // resolved for the architecture
  bool attn_table = false;         // a published table covers (arch, kernel)
  double head_dim = 0;             // d_h
  double attn_full_flops_per_seq_layer = 0;  // 4·s²·a·d_h: QKᵀ and ·V of one layer, no mask (timing)
  double attn_eff[4] = {0, 0, 0, 0};  // table efficiencies at length s: fwd, fwd causal, bwd, bwd causal
  double kernel_overhead_s = 0;    // t_0 of one memory-bound kernel (the compute dtype's GEMM overhead)
  long long seq_len = 0;
  double mm_flops_per_token_layer = 0;  // forward GEMM FLOPs of one layer per token (§6.2)
  double attn_flops_per_seq_layer = 0;  // forward attention-core FLOPs of one layer per sequence
  double logits_flops_per_token = 0;    // 2·h·V
  double model_flops_per_token = 0;     // forward + backward, no recompute (MFU numerator)
  double hw_flops_per_token[3] = {0, 0, 0};        // + recompute, indexed by recompute_kind (HFU numerator)
  double hw_flops_per_token_flash[3] = {0, 0, 0};  // same with fused attention (selective recomputes nothing)
};

// Throws api_error naming `hw_path` + "/peak_flops_per_s" if the hardware has no peak for the
// compute dtype, and missing_field "/model" for a bare parameter count.
step_context make_step_context(const model_spec& m, const precision_spec& prec, const hardware_spec& hw,
                               long long seq_len, const time_options& opt, const std::string& hw_path);

// Replaces the inter-node link (network preset or link object) in a context.
void set_inter_node_link(step_context& ctx, const link_spec& line_rate, double efficiency);

struct step_result {
  long long gpus = 0, microbatches = 0;
  double global_batch = 0, tokens_per_step = 0;
  double flops_per_step = 0;           // model FLOPs, all GPUs (MFU numerator)
  double hardware_flops_per_step = 0;  // + recompute (HFU numerator)
  double layer_fwd_s = 0, layer_bwd_s = 0, layer_recompute_s = 0;  // one layer, one micro-batch
  double layer_grad_accum_s = 0;       // part of layer_bwd_s: gradient accumulation traffic
  double gemm_fwd_factor = 1, gemm_bwd_factor = 1;  // tile/wave quantization multipliers (≥ 1)
  double gemm_fwd_efficiency = 0, gemm_bwd_efficiency = 0;  // layer GEMMs: achieved FLOP/s / peak
  double layer_cast_s = 0;             // fp8 GEMMs: casting inputs and output gradients (fwd + bwd)
  double layer_attention_fwd_s = 0, layer_attention_bwd_s = 0;  // attention core, one layer, one micro-batch
  double attention_efficiency_fwd = 0, attention_efficiency_bwd = 0;  // attention core's achieved fraction of peak
  double layer_memory_fwd_s = 0, layer_memory_bwd_s = 0;  // memory-bound kernels (layer_kernels.h)
  int layer_memory_kernels = 0;        // their count, forward + backward
  std::string attention_kernel_used, attention_source;  // set with want_steps
  std::string gemm_dtype, gemm_source; // set with want_steps (no strings in the planner's loop)
  double stage_compute_s = 0;          // slowest stage, one micro-batch, compute only
  double compute_s = 0, comm_s = 0, comm_exposed_s = 0, bubble_s = 0, optimizer_s = 0, step_s = 0;
  double tokens_per_s = 0, mfu = 0, hfu = 0;
  comm_result comm;
  std::vector<ledger_row> steps;
};

// Step time of one configuration. `microbatches` = m per step per DP rank (grad accumulation).
step_result step_time(const step_context& ctx, const training_spec& tr, const parallel_spec& par,
                      long long microbatches, bool want_steps);

// Whole-run figures for a token budget: time, GPU-hours and cost (§11, Narayanan Eq. 4 style).
struct run_totals {
  double tokens = 0, time_s = 0, gpu_hours = 0, cost = 0;
};
run_totals run_totals_for(const step_result& r, double tokens, double price_per_gpu_hour);

json step_result_to_json(const step_result& r);

// Request helpers shared by the step, scale and plan ops.
time_options parse_time_options(const json* j, const std::string& path);  // the "options" object
// m per step: resolve_microbatches (core/spec/plan.h), the rule every op shares.
// options.attention_kernel "unfused" with training.flash_attention = true, or a fused kernel with
// flash_attention = false, is a contradiction: invalid_value naming the option.
void check_attention_options(const time_options& o, const training_spec& tr, const std::string& options_path);

}  // namespace ledgerlab
