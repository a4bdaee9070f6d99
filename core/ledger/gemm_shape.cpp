// GEMM time by shape: tile/wave quantization and split-K (NVIDIA "Matrix Multiplication
// Background User's Guide"), a quadrature roofline with a per-kernel overhead (docs/formulas.md
// §11.1), and the per-GPU GEMM shapes of a transformer layer under tensor parallelism (Megatron
// column/row-parallel linears, Shoeybi et al. 2019 §3).
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

double gemm_wave_efficiency(double M, double N, double K, double batch, int sms, const gemm_tile& tile) {
  if (sms <= 0 || !(M > 0) || !(N > 0) || !(batch > 0)) return 1.0;
  const double tiles = batch * std::ceil(M / tile.m) * std::ceil(N / tile.n);
  double split = 1;
  if (tiles < sms) split = std::max(1.0, std::min(std::floor(sms / tiles), std::floor(K / 512.0)));
  const double waves = std::ceil(tiles * split / sms);
  const double e = batch * M * N / (waves * sms * tile.m * tile.n / split);
  return e > 0 && e <= 1 ? e : 1.0;
}

gemm_params make_gemm_params(const hardware_spec& hw, const std::string& dtype_name, double in_bytes,
                             double out_bytes, double hbm_bytes_per_s, int sms) {
  gemm_params g;
  g.peak_flops_per_s = peak_flops(hw, dtype_name);
  const gemm_curve c = gemm_curve_for(hw, dtype_name);
  g.max_efficiency = c.max_efficiency;
  g.overhead_s = c.overhead_s;
  g.ceiling = c.ceiling;
  g.sustained = c.sustained;
  g.hbm_bytes_per_s = hbm_bytes_per_s;
  g.in_bytes = in_bytes;
  g.out_bytes = out_bytes;
  g.sms = sms;
  return g;
}

gemm_eval gemm_time(const gemm_params& g, double M, double N, double K, double batch) {
  gemm_eval e;
  e.flops = 2 * batch * M * N * K;
  if (!(e.flops > 0)) return e;
  e.quantization = gemm_wave_efficiency(M, N, K, batch, g.sms, g.tile);
  const double tc = e.flops / (g.peak_flops_per_s * g.max_efficiency * g.sustained * e.quantization);
  const double tm = g.hbm_bytes_per_s > 0 ? batch * (g.in_bytes * (M * K + K * N) + g.out_bytes * M * N) / g.hbm_bytes_per_s : 0.0;
  e.time_s = std::sqrt(tc * tc + tm * tm) + g.overhead_s;
  if (g.ceiling > 0) e.time_s = std::max(e.time_s, e.flops / (g.peak_flops_per_s * g.ceiling * g.sustained));
  e.efficiency = e.flops / (e.time_s * g.peak_flops_per_s);
  return e;
}

namespace {
struct gemm_acc {
  const gemm_params& g;
  layer_gemm_times r;
  double qf = 0, qb = 0;  // Σ FLOPs/q forward, backward
  // One forward GEMM M×N (reduction K), `count` of them (local experts); backward dgrad M×K
  // (reduction N) and wgrad N×K (reduction M).
  void add(const char* name, double M, double N, double K, double count) {
    if (!(M > 0 && N > 0 && K > 0 && count > 0)) return;
    layer_gemm_detail d;
    d.name = name;
    d.M = M, d.N = N, d.K = K, d.count = count;
    d.fwd = gemm_time(g, M, N, K, count);
    d.dgrad = gemm_time(g, M, K, N, count);
    d.wgrad = gemm_time(g, N, K, M, count);
    r.fwd_s += d.fwd.time_s;
    r.bwd_s += d.dgrad.time_s + d.wgrad.time_s;
    r.flops_fwd += d.fwd.flops;
    qf += d.fwd.flops / d.fwd.quantization;
    qb += d.dgrad.flops / d.dgrad.quantization + d.wgrad.flops / d.wgrad.quantization;
    r.fwd_input_elems += count * M * K;
    r.bwd_input_elems += count * M * N;
    if (r.n < static_cast<int>(r.gemms.size())) r.gemms[static_cast<std::size_t>(r.n++)] = d;
  }
  layer_gemm_times done() {
    if (r.flops_fwd > 0) {
      r.quant_fwd = qf / r.flops_fwd;
      r.quant_bwd = qb / (2 * r.flops_fwd);
    }
    return r;
  }
};

double head_dim_of(const model_spec& m) {
  return static_cast<double>(m.head_dim > 0 ? m.head_dim : m.hidden / std::max<long long>(m.heads, 1));
}
}  // namespace

layer_gemm_times layer_gemm_time(const model_spec& m, double M, long long tp, long long ep, const gemm_params& g,
                                 double moe_imbalance) {
  gemm_acc a{g, {}};
  const double t = static_cast<double>(tp), h = static_cast<double>(m.hidden), dh = head_dim_of(m);
  const double q = static_cast<double>(m.heads) * dh, kv = static_cast<double>(m.kv_heads > 0 ? m.kv_heads : m.heads) * dh;
  a.add("qkv", M, (q + 2 * kv) / t, h, 1);  // column-parallel
  a.add("attn_out", M, h, q / t, 1);        // row-parallel
  const double f = static_cast<double>(m.ffn_hidden);
  double Me = M, n_local = 1;
  if (m.experts > 1) {
    const double E = static_cast<double>(m.experts), k = static_cast<double>(m.experts_per_token);
    n_local = E / static_cast<double>(std::max<long long>(ep, 1));
    Me = M * k / n_local * std::max(1.0, moe_imbalance);  // tokens per local expert after the all-to-all (ι·M·ep·k/E)
  }
  a.add(m.gated_mlp ? "mlp_up_gate" : "mlp_up", Me, (m.gated_mlp ? 2 : 1) * f / t, h, n_local);  // column-parallel
  a.add("mlp_down", Me, h, f / t, n_local);                                                          // row-parallel
  return a.done();
}

layer_gemm_times logits_gemm_time(const model_spec& m, double M, long long tp, const gemm_params& g) {
  gemm_acc a{g, {}};
  a.add("logits", M, static_cast<double>(m.vocab) / static_cast<double>(tp), static_cast<double>(m.hidden), 1);
  return a.done();
}

layer_gemm_factors layer_gemm_quantization(const model_spec& m, double M, long long tp, long long ep, int sms,
                                           const gemm_tile& tile) {
  if (sms <= 0) return {};
  // Quantization alone: the pure tile/wave rule (no split-K, no roofline, no overhead).
  const double t = static_cast<double>(tp), h = static_cast<double>(m.hidden), dh = head_dim_of(m);
  const double q = static_cast<double>(m.heads) * dh, kv = static_cast<double>(m.kv_heads > 0 ? m.kv_heads : m.heads) * dh;
  double flops = 0, ft = 0, bt = 0;
  auto add = [&](double Mx, double N, double K, double count) {
    const double fl = 2 * Mx * N * K * count;
    if (!(fl > 0)) return;
    flops += fl;
    ft += fl / gemm_quantization_efficiency(Mx, N, sms, tile);
    bt += fl / gemm_quantization_efficiency(Mx, K, sms, tile) + fl / gemm_quantization_efficiency(N, K, sms, tile);
  };
  add(M, (q + 2 * kv) / t, h, 1);
  add(M, h, q / t, 1);
  const double f = static_cast<double>(m.ffn_hidden);
  double Me = M, n_local = 1;
  if (m.experts > 1) {
    const double E = static_cast<double>(m.experts), k = static_cast<double>(m.experts_per_token);
    n_local = E / static_cast<double>(std::max<long long>(ep, 1));
    Me = M * k / n_local;
  }
  add(Me, (m.gated_mlp ? 2 : 1) * f / t, h, n_local);
  add(Me, h, f / t, n_local);
  layer_gemm_factors r;
  if (flops > 0) r.fwd = ft / flops, r.bwd = bt / (2 * flops);
  return r;
}

layer_gemm_factors logits_gemm_quantization(const model_spec& m, double M, long long tp, int sms, const gemm_tile& tile) {
  if (sms <= 0) return {};
  const double N = static_cast<double>(m.vocab) / static_cast<double>(tp), K = static_cast<double>(m.hidden);
  layer_gemm_factors r;
  r.fwd = 1 / gemm_quantization_efficiency(M, N, sms, tile);
  r.bwd = (1 / gemm_quantization_efficiency(M, K, sms, tile) + 1 / gemm_quantization_efficiency(N, K, sms, tile)) / 2;
  return r;
}

}  // namespace ledgerlab
