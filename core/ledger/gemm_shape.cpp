// GEMM tile and wave quantization (NVIDIA "Matrix Multiplication Background User's Guide",
// "Tile Quantization" / "Wave Quantization") and the per-GPU GEMM shapes of a transformer layer
// under tensor parallelism (Megatron column/row-parallel linears, Shoeybi et al. 2019 §3).
#include "core/ledger/gemm_shape.h"

#include <algorithm>
#include <cmath>

namespace ledgerlab {

double gemm_quantization_efficiency(double M, double N, int sms, const gemm_tile& tile) {
  if (sms <= 0 || !(M > 0) || !(N > 0)) return 1.0;
  const double tiles = std::ceil(M / tile.m) * std::ceil(N / tile.n);
  const double waves = std::ceil(tiles / sms);
  const double e = (M * N) / (waves * sms * tile.m * tile.n);
  return e > 0 && e <= 1 ? e : 1.0;
}

namespace {
struct acc {
  double flops = 0, f_time = 0, b_time = 0;
  int sms;
  gemm_tile tile;
  // One forward GEMM M×N (reduction K), `count` times; backward dgrad M×K and wgrad N×K.
  void add(double M, double N, double K, double count) {
    const double fl = 2 * M * N * K * count;
    if (!(fl > 0)) return;
    flops += fl;
    f_time += fl / gemm_quantization_efficiency(M, N, sms, tile);
    b_time += fl / gemm_quantization_efficiency(M, K, sms, tile) + fl / gemm_quantization_efficiency(N, K, sms, tile);
  }
  layer_gemm_factors result() const {
    layer_gemm_factors r;
    if (flops > 0) {
      r.fwd = f_time / flops;
      r.bwd = b_time / (2 * flops);
    }
    return r;
  }
};
}  // namespace

layer_gemm_factors layer_gemm_quantization(const model_spec& m, double M, long long tp, long long ep, int sms,
                                           const gemm_tile& tile) {
  acc a{0, 0, 0, sms, tile};
  if (sms <= 0) return {};
  const double t = static_cast<double>(tp), h = static_cast<double>(m.hidden);
  const double dh = static_cast<double>(m.head_dim > 0 ? m.head_dim : m.hidden / std::max<long long>(m.heads, 1));
  const double q = static_cast<double>(m.heads) * dh, kv = static_cast<double>(m.kv_heads > 0 ? m.kv_heads : m.heads) * dh;
  a.add(M, (q + 2 * kv) / t, h, 1);  // QKV, column-parallel
  a.add(M, h, q / t, 1);             // attention output projection, row-parallel
  const double f = static_cast<double>(m.ffn_hidden);
  double Me = M, n_local = 1;
  if (m.experts > 1) {
    const double E = static_cast<double>(m.experts), k = static_cast<double>(m.experts_per_token);
    n_local = E / static_cast<double>(std::max<long long>(ep, 1));
    Me = M * k / n_local;  // tokens per local expert after the all-to-all (uniform routing)
  }
  a.add(Me, (m.gated_mlp ? 2 : 1) * f / t, h, n_local);  // MLP up (+ gate), column-parallel
  a.add(Me, h, f / t, n_local);                          // MLP down, row-parallel
  return a.result();
}

layer_gemm_factors logits_gemm_quantization(const model_spec& m, double M, long long tp, int sms, const gemm_tile& tile) {
  acc a{0, 0, 0, sms, tile};
  if (sms <= 0) return {};
  a.add(M, static_cast<double>(m.vocab) / static_cast<double>(tp), static_cast<double>(m.hidden), 1);
  return a.result();
}

}  // namespace ledgerlab
