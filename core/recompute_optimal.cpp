// Recomputation ledger, part 2: the optimal schedule (least recomputation under a memory budget)
// by dynamic programming over nested schedules, the exact minimum budget, and the inverse query.
// Sources: Griewank 1992 / Griewank & Walther 2000 (revolve: binomial checkpointing is optimal for
// uniform chains), Gruslys et al. 2016 (DP for BPTT), Beaumont et al. 2019 (DP for heterogeneous
// chains with "store output" vs "store all" forwards). Memory model: recompute.h.
//
// Sub-problem C_o(i, j, m): reverse layers j..i (run their backwards, last first) given x_i (held
// by the caller) with m bytes for everything else, where o says what of layer j is already held:
//   o = 0: nothing (x_{j+1} is still to be computed: only the rightmost sub-chain of the forward pass)
//   o = 1: x_{j+1}                      o = 2: x_{j+1} and the record r_j
// Options: i == j: (re)compute r_j if missing, then backward(j). Otherwise sweep forward from x_i
// to layer k-1 (i < k <= j), dropping the outputs on the way, keep x_k (and optionally r_{k-1}),
// solve C_o(k, j, m - kept), then C_{1|2}(i, k-1, m). Costs are forward FLOPs.
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "core/recompute.h"

namespace ledgerlab {

namespace {

// [SECTION] uniform chains with c = A (one memory slot = A bytes, one cost unit = F)
//
// T1[s][L]: reverse L layers, output held, s slots (the output included).
// T0[s][L]: the same with the output still to compute (the top of the forward pass).
// Sweep transients: the output held + the sweep's input and output.
struct uniform_dp {
  int n = 0, S = 0;
  static constexpr int inf = INT_MAX / 4;
  std::vector<int> t1, t0;  // (S+1) x (n+1)
  int& T1(int s, int L) { return t1[static_cast<std::size_t>(s) * (n + 1) + L]; }
  int& T0(int s, int L) { return t0[static_cast<std::size_t>(s) * (n + 1) + L]; }

  void build(int n_, int S_) {
    n = n_;
    S = S_;
    t1.assign(static_cast<std::size_t>(S + 1) * (n + 1), inf);
    t0.assign(static_cast<std::size_t>(S + 1) * (n + 1), inf);
    for (int s = 1; s <= S; ++s) {
      int* r1 = &T1(s, 0);
      int* r0 = &T0(s, 0);
      const int* p1 = &T1(s - 1, 0);
      const int* p0 = &T0(s - 1, 0);
      r1[1] = 0;
      r0[1] = 1;
      for (int L = 2; L <= n; ++L) {
        // d = 1: transient 2 (o=1) / 1 (o=0); d >= 2: 3 / 2
        // left part: the kept output x_{i+d} stays held (T1) or is dropped and rebuilt (T0)
        int b1 = inf, b0 = inf;
        if (s >= 2) b1 = std::min(b1, 1 + p1[L - 1] + std::min(r1[1], r0[1]));
        b0 = std::min(b0, 1 + p0[L - 1] + std::min(r1[1], r0[1]));
        if (s >= 3) {
          for (int d = 2; d < L; ++d) b1 = std::min(b1, d + p1[L - d] + std::min(r1[d], r0[d]));
        }
        if (s >= 2) {
          for (int d = 2; d < L; ++d) b0 = std::min(b0, d + p0[L - d] + std::min(r1[d], r0[d]));
        }
        r1[L] = std::min(b1, inf);
        r0[L] = std::min(b0, inf);
      }
    }
  }

  // Emits ops for reversing layers [i, i+L-1] with s slots.
  void emit(int i, int L, int o, int s, std::vector<sched_op>& ops) {
    const int j = i + L - 1;
    if (L == 1) {
      if (o == 0) ops.push_back({op_kind::forward_keep, j});
      ops.push_back({op_kind::backward, j});
      return;
    }
    const int target = o ? T1(s, L) : T0(s, L);
    for (int d = 1; d < L; ++d) {
      const int trans = (o ? 1 : 0) + (d == 1 ? 1 : 2);
      if (s < trans) continue;
      int right = o ? T1(s - 1, L - d) : T0(s - 1, L - d);
      const int lo = T1(s, d) <= T0(s, d) ? 1 : 0;  // keep x_{i+d} for the left part, or rebuild it
      const int left = lo ? T1(s, d) : T0(s, d);
      int v = d + right + left;
      if (right >= inf || left >= inf || v != target) continue;
      for (int l = i; l < i + d; ++l) {
        ops.push_back({op_kind::forward_none, l});
        if (l > i) ops.push_back({op_kind::free_output, l});
      }
      emit(i + d, L - d, o, s - 1, ops);
      if (!lo) ops.push_back({op_kind::free_output, i + d});
      emit(i, d, lo, s, ops);
      return;
    }
    throw std::logic_error("uniform DP: no option reproduces the table value");
  }
};

// Exact minimum slots for the uniform c = A model: P1(L), P0(L).
int uniform_min_slots(int n) {
  std::vector<int> p1(static_cast<std::size_t>(n) + 1), p0(static_cast<std::size_t>(n) + 1);
  p1[1] = 1;
  p0[1] = 1;
  for (int L = 2; L <= n; ++L) {
    int b1 = INT_MAX, b0 = INT_MAX;
    for (int d = 1; d < L; ++d) {
      int tr = d == 1 ? 1 : 2;
      const int left = std::min(p1[static_cast<std::size_t>(d)], p0[static_cast<std::size_t>(d)]);
      b1 = std::min(b1, std::max({1 + tr, 1 + p1[static_cast<std::size_t>(L - d)], left}));
      b0 = std::min(b0, std::max({tr, 1 + p0[static_cast<std::size_t>(L - d)], left}));
    }
    p1[static_cast<std::size_t>(L)] = b1;
    p0[static_cast<std::size_t>(L)] = b0;
  }
  return p0[static_cast<std::size_t>(n)];
}

bool uniform_unit(const chain& ch) {
  return ch.uniform() && ch.layers.front().checkpoint_bytes == ch.layers.front().activation_bytes &&
         ch.layers.front().activation_bytes > 0;
}

// [SECTION] heterogeneous chains: sizes in integer memory units
struct hetero_dp {
  int n = 0, S = 0;
  std::vector<long long> cs, as;  // output and full sizes in units
  std::vector<double> F, pre;     // forward FLOPs, prefix sums
  std::vector<double> c1, c2, c0;
  static constexpr double inf = std::numeric_limits<double>::infinity();

  std::size_t off(int i, int j) const { return (static_cast<std::size_t>(j) * (j + 1) / 2 + i) * (S + 1); }
  double* C1(int i, int j) { return &c1[off(i, j)]; }
  double* C2(int i, int j) { return &c2[off(i, j)]; }
  double* C0(int i, int j) { return &c0[off(i, j)]; }
  double* C(int o, int i, int j) { return o == 0 ? C0(i, j) : o == 1 ? C1(i, j) : C2(i, j); }
  long long H(int o, int j) const { return o == 0 ? 0 : o == 1 ? cs[j] : as[j]; }
  long long rbu(int l) const { return as[l] - cs[l]; }

  void base(int o, int j, double* out) {
    long long need;
    double cost;
    if (o == 1 && rbu(j) == 0) {
      need = cs[j];
      cost = 0;
    } else {
      need = as[j];
      cost = o == 2 ? 0 : F[j];
    }
    for (int m = 0; m <= S; ++m) out[m] = m >= need ? cost : inf;
  }

  // Fills out[] for C_o(i, j) (j > i) from smaller sub-problems.
  void fill(int o, int i, int j, double* out) {
    for (int m = 0; m <= S; ++m) out[m] = inf;
    long long trans = 0;  // max over the sweep so far of (input + output) sizes
    for (int k = i + 1; k <= j; ++k) {
      const int l = k - 1;  // last layer of the sweep
      const long long in = l > i ? cs[l - 1] : 0;
      const long long trans_none = std::max(trans, in + cs[l]);
      const long long trans_keep = std::max(trans, in + as[l]);
      trans = trans_none;
      const double pf = pre[k] - pre[i];
      const double* right = C(o, k, j);
      // left part: keep x_k (and r_{k-1}: lo = 2) for it, or drop x_k and rebuild it (lo = 0)
      for (int lo = 0; lo < 3; ++lo) {
        const int kr = lo == 2 ? 1 : 0;
        if (kr == 1 && rbu(l) == 0) continue;
        const long long K = kr ? as[l] : cs[l];
        const long long need = H(o, j) + (kr ? trans_keep : trans_none);
        const double* left = C(lo, i, l);
        long long m0 = std::max(need, K);
        for (long long m = m0; m <= S; ++m) {
          double v = pf + right[m - K] + left[m];
          if (v < out[m]) out[m] = v;
        }
      }
    }
  }

  void build() {
    const std::size_t pairs = static_cast<std::size_t>(n) * (n + 1) / 2;
    c1.assign(pairs * (S + 1), inf);
    c2.assign(pairs * (S + 1), inf);
    c0.assign(pairs * (S + 1), inf);
    for (int len = 1; len <= n; ++len) {
      for (int i = 0; i + len - 1 < n; ++i) {
        const int j = i + len - 1;
        if (len == 1) {
          base(0, j, C0(i, j));
          base(1, j, C1(i, j));
          base(2, j, C2(i, j));
        } else {
          fill(0, i, j, C0(i, j));
          fill(1, i, j, C1(i, j));
          fill(2, i, j, C2(i, j));
        }
      }
    }
  }

  void emit(int o, int i, int j, long long m, std::vector<sched_op>& ops) {
    if (i == j) {
      if (o == 0 || (o == 1 && rbu(j) > 0)) ops.push_back({op_kind::forward_keep, j});
      ops.push_back({op_kind::backward, j});
      return;
    }
    const double target = C(o, i, j)[m];
    long long trans = 0;
    for (int k = i + 1; k <= j; ++k) {
      const int l = k - 1;
      const long long in = l > i ? cs[l - 1] : 0;
      const long long trans_none = std::max(trans, in + cs[l]);
      const long long trans_keep = std::max(trans, in + as[l]);
      trans = trans_none;
      const double pf = pre[k] - pre[i];
      for (int lo = 0; lo < 3; ++lo) {
        const int kr = lo == 2 ? 1 : 0;
        if (kr == 1 && rbu(l) == 0) continue;
        const long long K = kr ? as[l] : cs[l];
        const long long need = H(o, j) + (kr ? trans_keep : trans_none);
        if (m < std::max(need, K)) continue;
        const double* left = C(lo, i, l);
        double v = pf + C(o, k, j)[m - K] + left[m];
        if (v != target) continue;
        for (int q = i; q < k; ++q) {
          ops.push_back({(q == l && kr) ? op_kind::forward_keep : op_kind::forward_none, q});
          if (q > i) ops.push_back({op_kind::free_output, q});
        }
        emit(o, k, j, m - K, ops);
        if (lo == 0) ops.push_back({op_kind::free_output, k});
        emit(lo, i, l, m, ops);
        return;
      }
    }
    throw std::logic_error("heterogeneous DP: no option reproduces the table value");
  }
};

// Exact minimum peak (bytes, continuous) over the DP family, O(n³).
double hetero_min_bytes(const chain& ch) {
  const int n = static_cast<int>(ch.layers.size());
  auto A = [&](int l) { return ch.layers[static_cast<std::size_t>(l)].activation_bytes; };
  auto c = [&](int l) { return ch.layers[static_cast<std::size_t>(l)].checkpoint_bytes; };
  const std::size_t pairs = static_cast<std::size_t>(n) * (n + 1) / 2;
  std::vector<double> p1(pairs), p2(pairs), p0(pairs);
  auto idx = [](int i, int j) { return static_cast<std::size_t>(j) * (j + 1) / 2 + i; };
  for (int len = 1; len <= n; ++len) {
    for (int i = 0; i + len - 1 < n; ++i) {
      const int j = i + len - 1;
      for (int o = 0; o <= 2; ++o) {
        double best;
        if (len == 1) {
          best = (o == 1 && A(j) == c(j)) ? c(j) : A(j);
        } else {
          best = std::numeric_limits<double>::infinity();
          const double Hj = o == 0 ? 0 : o == 1 ? c(j) : A(j);
          double trans = 0;
          for (int k = i + 1; k <= j; ++k) {
            const int l = k - 1;
            const double in = l > i ? c(l - 1) : 0;
            const double tn = std::max(trans, in + c(l)), tk = std::max(trans, in + A(l));
            trans = tn;
            const double right = o == 0 ? p0[idx(k, j)] : o == 1 ? p1[idx(k, j)] : p2[idx(k, j)];
            best = std::min(best, std::max({Hj + tn, c(l) + right, std::min(p1[idx(i, l)], p0[idx(i, l)])}));
            if (A(l) > c(l)) best = std::min(best, std::max({Hj + tk, A(l) + right, p2[idx(i, l)]}));
          }
        }
        (o == 0 ? p0[idx(i, j)] : o == 1 ? p1[idx(i, j)] : p2[idx(i, j)]) = best;
      }
    }
  }
  return p0[idx(0, n - 1)];
}

bool integral(double v) { return v >= 0 && v <= 9007199254740992.0 && v == std::floor(v); }

}  // namespace

double min_budget_bytes(const chain& ch) {
  const int n = static_cast<int>(ch.layers.size());
  if (n == 0) return 0;
  if (uniform_unit(ch)) return uniform_min_slots(n) * ch.layers.front().activation_bytes;
  return hetero_min_bytes(ch);
}

optimal_result schedule_optimal(const chain& ch, double budget) {
  optimal_result r;
  const int n = static_cast<int>(ch.layers.size());
  if (n == 0) throw std::logic_error("schedule_optimal: empty chain");
  r.min_budget_bytes = min_budget_bytes(ch);
  if (budget < r.min_budget_bytes) return r;
  r.feasible = true;
  double none_peak = 0;
  for (const chain_layer& l : ch.layers) none_peak += l.activation_bytes;
  if (budget >= none_peak) {  // everything fits: storing all records recomputes nothing
    r.sched = schedule_none(ch);
    r.sched.strategy = "optimal";
    r.method = uniform_unit(ch) ? "uniform_dp" : "heterogeneous_dp";
    r.resolution_bytes = 0;
    return r;
  }
  if (uniform_unit(ch)) {
    const double A = ch.layers.front().activation_bytes;
    int S = static_cast<int>(std::min<double>(std::floor(budget / A * (1 + 1e-12)), n));
    uniform_dp dp;
    dp.build(n, S);
    r.method = "uniform_dp";
    r.resolution_bytes = A;
    r.sched.strategy = "optimal";
    if (dp.T0(S, n) >= uniform_dp::inf) throw std::logic_error("uniform DP: infeasible above the minimum budget");
    dp.emit(0, n, 0, S, r.sched.ops);
    return r;
  }
  // Heterogeneous: memory in integer units. Exact when every size is a multiple of a common unit
  // that leaves at most max_slots slots; otherwise sizes are rounded up (still feasible).
  // Work ~ n³/6 splits × 3 tables × 3 options × slots; memory 3 tables × pairs × slots doubles.
  const double work = static_cast<double>(n) * n * n / 6.0 * 9.0;
  long long max_slots = static_cast<long long>(std::clamp(3.0e8 / work, 16.0, 4096.0));
  max_slots = std::min<long long>(max_slots, static_cast<long long>(2.5e6 / (static_cast<double>(n) * (n + 1) / 2)));
  max_slots = std::max<long long>(max_slots, 8);
  bool ints = true;
  long long g = 0;
  for (const chain_layer& l : ch.layers) {
    if (!integral(l.activation_bytes) || !integral(l.checkpoint_bytes)) ints = false;
    if (ints) g = std::gcd(g, std::gcd(static_cast<long long>(l.activation_bytes), static_cast<long long>(l.checkpoint_bytes)));
  }
  hetero_dp dp;
  dp.n = n;
  double unit;
  if (ints && g > 0 && std::floor(budget / g) <= max_slots) {
    unit = static_cast<double>(g);
    r.exact = true;
  } else {
    unit = budget / static_cast<double>(max_slots);
    r.exact = false;
  }
  dp.S = static_cast<int>(std::floor(budget / unit * (1 + 1e-12)));
  dp.cs.resize(static_cast<std::size_t>(n));
  dp.as.resize(static_cast<std::size_t>(n));
  dp.F.resize(static_cast<std::size_t>(n));
  dp.pre.assign(static_cast<std::size_t>(n) + 1, 0);
  for (int l = 0; l < n; ++l) {
    const chain_layer& L = ch.layers[static_cast<std::size_t>(l)];
    dp.cs[l] = static_cast<long long>(std::ceil(L.checkpoint_bytes / unit - 1e-9));
    dp.as[l] = std::max(dp.cs[l], static_cast<long long>(std::ceil(L.activation_bytes / unit - 1e-9)));
    dp.F[l] = L.forward_flops;
    dp.pre[static_cast<std::size_t>(l) + 1] = dp.pre[static_cast<std::size_t>(l)] + L.forward_flops;
  }
  dp.build();
  r.method = "heterogeneous_dp";
  r.resolution_bytes = unit;
  r.sched.strategy = "optimal";
  const double best = dp.C0(0, n - 1)[dp.S];
  bool have_dp = std::isfinite(best);
  if (have_dp) dp.emit(0, 0, n - 1, dp.S, r.sched.ops);
  if (!r.exact) {
    // Rounding can hide schedules that fit in real bytes: keep the best of the DP and every every_k
    // (so optimal is never worse than every_k or sqrt at the same budget).
    double best_re = have_dp ? replay(ch, r.sched, false).recompute_flops : std::numeric_limits<double>::infinity();
    for (int k = 1; k <= n; ++k) {
      schedule s = schedule_every_k(ch, k);
      replay_result rr = replay(ch, s, false);
      if (rr.peak_bytes <= budget && rr.recompute_flops < best_re) {
        best_re = rr.recompute_flops;
        r.sched = s;
        r.sched.strategy = "optimal";
        have_dp = true;
      }
    }
  }
  if (!have_dp) {
    // Only possible when rounding pushed the minimum over the budget: report it as infeasible at
    // this resolution with the exact minimum (the caller asks for a larger budget).
    r.feasible = false;
  }
  return r;
}

inverse_result least_memory_for_overhead(const chain& ch, double max_fraction) {
  // Binary search on the budget: the optimal recompute is non-increasing in the budget.
  inverse_result out;
  const double fb = 3 * ch.forward_flops();  // forward + backward (backward = 2 × forward, §6.2)
  const double allowed = max_fraction * fb;
  double lo = min_budget_bytes(ch), hi = 0;
  for (const chain_layer& l : ch.layers) hi += l.activation_bytes;
  auto cost_at = [&](double b, optimal_result* keep) {
    optimal_result o = schedule_optimal(ch, b);
    if (!o.feasible) return std::numeric_limits<double>::infinity();
    double c = replay(ch, o.sched, false).recompute_flops;
    if (keep) *keep = o;
    return c;
  };
  optimal_result o_lo;
  if (cost_at(lo, &o_lo) <= allowed * (1 + 1e-12)) {
    out.feasible = true;
    out.budget_bytes = lo;
    out.opt = o_lo;
    return out;
  }
  optimal_result o_hi;
  cost_at(hi, &o_hi);  // none: zero recompute always fits
  const bool unit = uniform_unit(ch);
  const double A = ch.layers.front().activation_bytes;
  for (int it = 0; it < 64 && hi - lo > (unit ? A * 0.5 : hi * 1e-4); ++it) {
    double mid = unit ? std::floor((lo + hi) / 2 / A) * A : (lo + hi) / 2;
    if (mid <= lo) mid = unit ? lo + A : mid;
    if (mid >= hi) break;
    optimal_result o;
    if (cost_at(mid, &o) <= allowed * (1 + 1e-12)) {
      hi = mid;
      o_hi = o;
    } else {
      lo = mid;
    }
  }
  out.feasible = true;
  out.budget_bytes = replay(ch, o_hi.sched, false).peak_bytes;
  out.opt = o_hi;
  return out;
}

}  // namespace ledgerlab
