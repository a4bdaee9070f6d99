// Attention kernel efficiency tables (docs/formulas.md §11.3). The H100 numbers are the bar labels
// of FlashAttention-3 (Shah, Bikshandi, Zhang, Thakkar, Ramani, Dao 2024, arXiv 2407.08608),
// Figure 5 (forward, bf16/fp16, without and with causal mask, head dim 64/128/256) and Figure 6
// (backward, without causal mask), H100 80GB SXM5, batch × seqlen = 16k, hidden 2048, in TFLOP/s
// as the figures count them. Entries the figures do not show are derived (stated per entry below).
#include "core/ledger/attention_kernel.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ledgerlab {

const char* attention_kernel_name(attention_kernel k) {
  switch (k) {
    case attention_kernel::automatic: return "auto";
    case attention_kernel::unfused: return "unfused";
    case attention_kernel::flash1: return "flash1";
    case attention_kernel::flash2: return "flash2";
    case attention_kernel::flash3: return "flash3";
    case attention_kernel::cudnn: return "cudnn";
  }
  return "auto";
}

bool parse_attention_kernel(const std::string& s, attention_kernel& out) {
  for (attention_kernel k : {attention_kernel::automatic, attention_kernel::unfused, attention_kernel::flash1,
                             attention_kernel::flash2, attention_kernel::flash3, attention_kernel::cudnn})
    if (s == attention_kernel_name(k)) {
      out = k;
      return true;
    }
  return false;
}

gpu_arch gpu_arch_from_string(const std::string& s) {
  if (s == "sm80") return gpu_arch::sm80;
  if (s == "sm90") return gpu_arch::sm90;
  return gpu_arch::unknown;
}

attention_kernel resolve_attention_kernel(attention_kernel k, gpu_arch a) {
  if (k != attention_kernel::automatic) return k;
  // Transformer Engine (Megatron-Core, NeMo) runs cuDNN fused attention on Hopper; PyTorch SDPA's
  // flash backend is FlashAttention-2 on Ampere.
  return a == gpu_arch::sm90 ? attention_kernel::cudnn : attention_kernel::flash2;
}

namespace {
constexpr int NS = 6;                                    // 512, 1k, 2k, 4k, 8k, 16k
constexpr double H100_PEAK_TFLOPS = 989.0;               // H100 SXM5 dense bf16 (the figures' GPU)
constexpr double X = -1;                                 // not in the figures: derived below
// [head dim 64, 128, 256][forward no mask, forward causal, backward no mask][seq]
using series = std::array<std::array<std::array<double, NS>, 3>, 3>;
constexpr series FA2_H100 = {{
    {{{282, 306, 318, 321, 322, 324}, {X, X, X, X, X, X}, {198, 238, 264, 279, 287, 291}}},
    {{{309, 350, 362, 368, 370, 370}, {191, 260, 298, 319, 333, 335}, {214, 260, 291, 310, 318, 322}}},
    {{{275, 313, 321, 323, 324, 326}, {208, 251, 278, 293, 297, 298}, {X, X, X, X, X, X}}},
}};
constexpr series CUDNN_H100 = {{
    {{{335, 373, 395, 408, 412, 413}, {X, X, X, X, X, X}, {266, 348, 395, 417, 432, 433}}},
    {{{497, 574, 617, 609, 600, 595}, {315, 410, 484, 518, 529, 539}, {305, 408, 465, 499, 518, 516}}},
    {{{470, 546, 580, 581, 580, 581}, {308, 391, 450, 483, 497, 509}, {X, X, X, X, X, X}}},
}};
constexpr series FA3_H100 = {{
    {{{333, 392, 460, 476, 496, 497}, {X, X, X, X, X, X}, {272, 363, 422, 453, 472, 474}}},
    {{{467, 565, 625, 638, 646, 648}, {292, 423, 521, 579, 602, 616}, {316, 424, 501, 542, 559, 561}}},
    {{{482, 639, 707, 736, 746, 756}, {286, 427, 537, 612, 628, 642}, {X, X, X, X, X, X}}},
}};

// Completed table of fractions of peak: [d][fwd nc, fwd causal, bwd nc, bwd causal][seq].
using table = std::array<std::array<std::array<double, NS>, 4>, 3>;

// Derivations for what the figures leave out, each from the same kernel's own numbers:
//  * head dim 64 forward causal = 64 forward no-mask × (128 causal / 128 no-mask) at the same length;
//  * head dim 256 backward = 256 forward × (128 backward / 128 forward) at the same length;
//  * backward causal = backward no-mask × (forward causal / forward no-mask), same head dim and length.
table complete(const series& s, double scale) {
  table t{};
  for (int i = 0; i < NS; ++i) {
    const double r128 = s[1][1][i] / s[1][0][i];
    const double b128 = s[1][2][i] / s[1][0][i];
    for (int d = 0; d < 3; ++d) {
      const double fnc = s[static_cast<std::size_t>(d)][0][i];
      const double fc = s[static_cast<std::size_t>(d)][1][i] > 0 ? s[static_cast<std::size_t>(d)][1][i] : fnc * r128;
      const double bnc = s[static_cast<std::size_t>(d)][2][i] > 0 ? s[static_cast<std::size_t>(d)][2][i] : fnc * b128;
      const double bc = bnc * (fc / fnc);
      auto& td = t[static_cast<std::size_t>(d)];
      td[0][i] = fnc * scale, td[1][i] = fc * scale, td[2][i] = bnc * scale, td[3][i] = bc * scale;
    }
  }
  return t;
}

table map_table(const table& t, double factor, double lo, double hi) {
  table r = t;
  for (auto& d : r)
    for (auto& m : d)
      for (double& v : m) v = std::clamp(v * factor, lo, hi);
  return r;
}

struct tables {
  table fa2_h100, cudnn_h100, fa3_h100, fa1_h100, fa2_a100, fa1_a100;
  tables() {
    fa2_h100 = complete(FA2_H100, 1.0 / H100_PEAK_TFLOPS);
    cudnn_h100 = complete(CUDNN_H100, 1.0 / H100_PEAK_TFLOPS);
    fa3_h100 = complete(FA3_H100, 1.0 / H100_PEAK_TFLOPS);
    // FlashAttention (v1 and its Triton port): FlashAttention-2 is "around 2x" faster (FA2 abstract).
    fa1_h100 = map_table(fa2_h100, 0.5, 0.0, 1.0);
    // A100: FA2 reaches "50-73% of the theoretical maximum FLOPs/s" (FA2 abstract). The shape over
    // length, head dim, mask and direction is the H100 FA2 one, scaled so its best entry is 73 %,
    // and held inside the published 50-73 % range.
    double best = 0;
    for (const auto& d : fa2_h100)
      for (const auto& m : d)
        for (double v : m) best = std::max(best, v);
    fa2_a100 = map_table(fa2_h100, 0.73 / best, 0.50, 0.73);
    // FlashAttention on A100: "25-40% of the theoretical maximum FLOPs/s" (FA2 abstract), half FA2.
    fa1_a100 = map_table(fa2_a100, 0.5, 0.25, 0.40);
  }
};
const tables& T() {
  static const tables t;
  return t;
}

const table* table_for(gpu_arch a, attention_kernel k) {
  const tables& t = T();
  if (a == gpu_arch::sm90) {
    switch (k) {
      case attention_kernel::flash1: return &t.fa1_h100;
      case attention_kernel::flash2: return &t.fa2_h100;
      case attention_kernel::flash3: return &t.fa3_h100;
      case attention_kernel::cudnn: return &t.cudnn_h100;
      default: return nullptr;
    }
  }
  if (a == gpu_arch::sm80) {
    switch (k) {
      case attention_kernel::flash1: return &t.fa1_a100;
      case attention_kernel::flash2: return &t.fa2_a100;
      default: return nullptr;
    }
  }
  return nullptr;
}

// Linear in log2(x) between grid points x0·2^i, clamped to the grid.
double interp(const std::array<double, NS>& v, double log2_pos) {
  const double p = std::clamp(log2_pos, 0.0, static_cast<double>(NS - 1));
  const int i = std::min(static_cast<int>(p), NS - 2);
  const double f = p - i;
  return v[static_cast<std::size_t>(i)] * (1 - f) + v[static_cast<std::size_t>(i + 1)] * f;
}
}  // namespace

double attention_kernel_efficiency(gpu_arch a, attention_kernel k, double head_dim, double seq, bool causal, bool backward) {
  const table* t = table_for(a, resolve_attention_kernel(k, a));
  if (!t || !(seq > 0) || !(head_dim > 0)) return 0.0;
  const int m = (backward ? 2 : 0) + (causal ? 1 : 0);
  const double ps = std::log2(seq / 512.0);
  const double pd = std::clamp(std::log2(head_dim / 64.0), 0.0, 2.0);  // 64 → 0, 128 → 1, 256 → 2
  const int di = std::min(static_cast<int>(pd), 1);
  const double f = pd - di;
  const double lo = interp((*t)[static_cast<std::size_t>(di)][static_cast<std::size_t>(m)], ps);
  const double hi = interp((*t)[static_cast<std::size_t>(di + 1)][static_cast<std::size_t>(m)], ps);
  return lo * (1 - f) + hi * f;
}

const char* attention_kernel_source(gpu_arch a, attention_kernel k) {
  const attention_kernel r = resolve_attention_kernel(k, a);
  if (!table_for(a, r)) return "no published table for this kernel and GPU: the attention core is timed as two GEMMs at the GEMM curve's large-shape efficiency";
  if (a == gpu_arch::sm90) {
    if (r == attention_kernel::flash1) return "FlashAttention-2 on H100 (FA3 paper Figs. 5-6) / 2 (FA2 abstract: FA2 is about 2x FlashAttention)";
    return "FlashAttention-3 paper (Shah et al. 2024) Figs. 5-6, H100 SXM5, bf16";
  }
  if (r == attention_kernel::flash1) return "FA2 abstract: FlashAttention 25-40 % of A100 peak (half of FA2), shape of the H100 FA2 curve";
  return "FA2 abstract: FlashAttention-2 50-73 % of A100 peak, shape of the H100 FA2 curve (FA3 paper Figs. 5-6)";
}

}  // namespace ledgerlab
