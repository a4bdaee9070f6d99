// Fused (flash) attention kernel efficiency by GPU architecture, kernel, head dimension, sequence
// length, causal mask and direction (docs/formulas.md §11.3), from the kernels' own published
// benchmarks: FlashAttention-3 (Shah et al. 2024, arXiv 2407.08608, Figs. 5-6: FA2, cuDNN and FA3
// on H100 SXM5) and FlashAttention-2 (Dao 2023, arXiv 2307.08691, abstract: FA2 50-73 % of A100
// peak, about 2x FlashAttention, which reached 25-40 %). The step ledger (ledger/time.cpp) times
// the attention core with it. No allocation per call.
#pragma once
#include <string>

namespace ledgerlab {

// The attention implementation a framework runs (API options.attention_kernel).
enum class attention_kernel {
  automatic,  // the architecture's mainstream training stack: cudnn on sm90 (Transformer Engine), flash2 elsewhere
  unfused,    // softmax between two batched GEMMs (eager PyTorch, Megatron without flash)
  flash1,     // FlashAttention (2022) and its Triton port (llm-foundry attn_impl: triton)
  flash2,     // FlashAttention-2 (PyTorch SDPA's flash backend)
  flash3,     // FlashAttention-3 (Hopper only)
  cudnn       // cuDNN fused attention (Transformer Engine's default backend on Hopper)
};
const char* attention_kernel_name(attention_kernel k);
// "auto", "unfused", "flash1", "flash2", "flash3", "cudnn"; false for anything else.
bool parse_attention_kernel(const std::string& s, attention_kernel& out);

// GPU architectures with published attention tables. Anything else falls back to the GEMM rule.
enum class gpu_arch { unknown, sm80, sm90 };
// From the hardware profile's "architecture" string ("sm80", "sm90", ...); unknown otherwise.
gpu_arch gpu_arch_from_string(const std::string& s);
// The kernel "automatic" resolves to on an architecture.
attention_kernel resolve_attention_kernel(attention_kernel k, gpu_arch a);

// Achieved fraction of the dense bf16/fp16 peak for one kernel call with `seq` queries and `seq`
// keys (the published benchmarks' shape: batch × seq = 16k tokens, 2048 hidden), head dimension
// `head_dim`, causal or not, forward or backward. FLOPs are counted as the benchmarks count them:
// forward 4·s²·d per head (÷2 with the causal mask), backward 2.5 × forward. Interpolated
// linearly in log2(seq) over 512..16k (clamped outside) and in log2(head_dim) over 64..256.
// Returns 0 when no table covers (arch, kernel): the caller uses its fallback and says so.
double attention_kernel_efficiency(gpu_arch a, attention_kernel k, double head_dim, double seq, bool causal, bool backward);

// One-line provenance of the efficiency used (shown in step answers).
const char* attention_kernel_source(gpu_arch a, attention_kernel k);

}  // namespace ledgerlab
