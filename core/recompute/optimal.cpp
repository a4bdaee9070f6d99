// Recomputation ledger, part 2: the optimal schedule (least recomputation under a memory budget)
// by dynamic programming over nested schedules, the exact minimum budget, and the inverse query.
// Sources: Griewank 1992 / Griewank & Walther 2000 (revolve: binomial checkpointing is optimal for
// uniform chains), Gruslys et al. 2016 (DP for BPTT), Beaumont et al. 2019 (DP for heterogeneous
// chains with "store output" vs "store all" forwards). Memory model: recompute/recompute.h.
//
// Sub-problem C_o(i, j, m): reverse layers j..i (run their backwards, last first) given x_i (held
// by the caller) with m bytes for everything else, where o says what of layer j is already held:
//   o = 0: nothing (x_{j+1} is still to be computed: only the rightmost sub-chain of the forward pass)
//   o = 1: x_{j+1}                      o = 2: x_{j+1} and the record r_j
// Options: i == j: (re)compute r_j if missing, then backward(j). Otherwise sweep forward from x_i
// to layer k-1 (i < k <= j), dropping the outputs on the way, keep x_k (and optionally r_{k-1}),
// solve C_o(k, j, m - kept), then C_{0|1|2}(i, k-1, m) (x_k rebuilt, kept, or kept with its record).
// Costs are forward FLOPs.
//
// Contents: [SECTION] uniform chains with c = A  ·  [SECTION] heterogeneous chains  ·
//           [SECTION] exact minimum peak  ·  [SECTION] public entry points
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <unordered_map>
#include <map>
#include <memory>
#include <tuple>

#include "core/recompute/recompute.h"

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
  std::vector<int> lm_, q1_, q0_;
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
      // L <= s: everything fits (lower bounds L-1 and L: each layer runs at least once).
      for (int L = 1; L <= n && L <= s; ++L) {
        r1[L] = L - 1;
        r0[L] = L;
      }
      // lm[d] = d + cheapest left part: the kept output x_{i+d} stays held (T1) or is dropped and
      // rebuilt (T0). Transients: d = 1 needs 2 (o=1) / 1 (o=0) slots; d >= 2 needs 3 / 2.
      std::vector<int>& lm = lm_;
      lm.assign(static_cast<std::size_t>(n) + 1, inf);
      for (int d = 1; d <= n && d <= s; ++d) lm[d] = d + std::min(r1[d], r0[d]);
      // previous row reversed (q[n - x] = p[x]) so the inner loops run forward and vectorize
      std::vector<int>& q1 = q1_;
      std::vector<int>& q0 = q0_;
      q1.resize(static_cast<std::size_t>(n) + 1);
      q0.resize(static_cast<std::size_t>(n) + 1);
      for (int x = 0; x <= n; ++x) {
        q1[n - x] = p1[x];
        q0[n - x] = p0[x];
      }
      for (int L = s + 1; L <= n; ++L) {
        int b1 = inf, b0 = inf;
        if (s >= 2) b1 = std::min(b1, p1[L - 1] + lm[1]);
        b0 = std::min(b0, p0[L - 1] + lm[1]);
        const int* a1 = &q1[n - L];  // a1[d] = p1[L - d]
        const int* a0 = &q0[n - L];
        const int* lmd = lm.data();
        if (s >= 3) {
          for (int d = 2; d < L; ++d) {
            const int v = a1[d] + lmd[d];
            b1 = v < b1 ? v : b1;
          }
        }
        if (s >= 2) {
          for (int d = 2; d < L; ++d) {
            const int v = a0[d] + lmd[d];
            b0 = v < b0 ? v : b0;
          }
        }
        lm[L] = L + std::min(std::min(b1, inf), std::min(b0, inf));
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

// When S(S+1)/2 >= n the optimum is known in closed form: at the first backward at most S outputs
// are held, so at least n - S must be rebuilt (one forward each), and this schedule rebuilds exactly
// n - S: segments of S, S-1, ... layers, each rebuilt once from the checkpoint before it (two-level
// checkpointing with shrinking segments; Griewank's r = 1 case).
bool uniform_one_pass(int n, int S, std::vector<sched_op>& ops) {
  if (static_cast<long long>(S) * (S + 1) / 2 < n) return false;
  // q segments swept past (x kept at each end), then a tail of S - q layers stored whole.
  int q = 0;
  auto capacity = [&](int qq) {
    long long c = S - qq;
    for (int t = 1; t <= qq; ++t) c += S - t + 1;
    return c;
  };
  while (capacity(q) < n) ++q;
  std::vector<int> len;
  int used = 0;
  for (int t = 1; t < q; ++t) {
    len.push_back(S - t + 1);
    used += S - t + 1;
  }
  if (q >= 1) len.push_back(n - (S - q) - used);
  const int tail = n - used - (q >= 1 ? len.back() : 0);
  // forward pass: sweep each segment keeping only its last output, then the tail stored whole
  int start = 0;
  std::vector<int> starts;
  for (int d : len) {
    starts.push_back(start);
    for (int l = start; l < start + d; ++l) {
      ops.push_back({op_kind::forward_none, l});
      if (l > start) ops.push_back({op_kind::free_output, l});
    }
    start += d;
  }
  for (int l = start; l < start + tail; ++l) ops.push_back({op_kind::forward_keep, l});
  for (int l = start + tail - 1; l >= start; --l) ops.push_back({op_kind::backward, l});
  // segments right to left: their last output is held; rebuild the rest once, then backward
  for (int t = static_cast<int>(len.size()) - 1; t >= 0; --t) {
    const int a = starts[static_cast<std::size_t>(t)], d = len[static_cast<std::size_t>(t)];
    for (int l = a; l < a + d - 1; ++l) ops.push_back({op_kind::forward_keep, l});
    for (int l = a + d - 1; l >= a; --l) ops.push_back({op_kind::backward, l});
  }
  return true;
}

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
// A sub-problem depends only on the sequence of layer types in [i, j], so equal sequences share one
// table row (a chain "embedding + identical blocks + logits" has O(n) distinct rows, not O(n²)).
struct sequence_index {
  int n = 0, distinct = 0;
  std::vector<int> sid;      // id of each pair (i, j), triangular
  std::vector<int> rep_len;  // length of each distinct sequence
  static std::size_t pidx(int i, int j) { return static_cast<std::size_t>(j) * (j + 1) / 2 + i; }
  int at(int i, int j) const { return sid[pidx(i, j)]; }
  explicit sequence_index(const chain& ch) : n(static_cast<int>(ch.layers.size())) {
    std::map<std::tuple<double, double, double>, int> types;
    std::vector<int> type(static_cast<std::size_t>(n));
    for (int l = 0; l < n; ++l) {
      const chain_layer& L = ch.layers[static_cast<std::size_t>(l)];
      auto it = types.try_emplace({L.activation_bytes, L.checkpoint_bytes, L.forward_flops},
                                  static_cast<int>(types.size())).first;
      type[static_cast<std::size_t>(l)] = it->second;
    }
    // a trie: id(i, j) = child(id(i, j-1), type[j])
    sid.assign(static_cast<std::size_t>(n) * (n + 1) / 2, -1);
    std::unordered_map<uint64_t, int> child;
    child.reserve(static_cast<std::size_t>(n) * 4);
    for (int i = 0; i < n; ++i) {
      int parent = -1;
      for (int j = i; j < n; ++j) {
        const uint64_t key = (static_cast<uint64_t>(parent + 1) << 24) | static_cast<uint64_t>(type[static_cast<std::size_t>(j)]);
        auto [it, fresh] = child.try_emplace(key, distinct);
        if (fresh) {
          ++distinct;
          rep_len.push_back(j - i + 1);
        }
        parent = it->second;
        sid[pidx(i, j)] = parent;
      }
    }
  }
};

struct hetero_dp {
  int n = 0, S = 0;
  std::vector<long long> cs, as;  // output and full sizes in units
  std::vector<char> rec;          // the layer has a record (A > c in real bytes)
  std::vector<double> F, pre;     // forward FLOPs, prefix sums
  const sequence_index* seq = nullptr;
  // One contiguous table, a block of 4 rows of S+1 slots per distinct sub-sequence:
  // [C0 | C1 | C2 | min(C0, C1)] (the last is the left part with x_k kept or rebuilt: same K and
  // need). A split reads the three right rows of (k, j) and two left rows of (i, k-1): one block each.
  std::vector<double> tab;
  static constexpr double inf = std::numeric_limits<double>::infinity();

  double work_per_slot() const {
    double w = 0;
    for (int len : seq->rep_len) w += 9.0 * (len - 1) + 3;
    return w;
  }
  std::size_t width() const { return static_cast<std::size_t>(S) + 1; }
  std::size_t block(int id) const { return static_cast<std::size_t>(id) * 4 * width(); }
  std::size_t off(int i, int j) const { return block(seq->at(i, j)); }
  double* C0(int i, int j) { return &tab[off(i, j)]; }
  double* C1(int i, int j) { return &tab[off(i, j) + width()]; }
  double* C2(int i, int j) { return &tab[off(i, j) + 2 * width()]; }
  double* C(int o, int i, int j) { return &tab[off(i, j) + static_cast<std::size_t>(o) * width()]; }
  long long H(int o, int j) const { return o == 0 ? 0 : o == 1 ? cs[j] : as[j]; }
  long long rbu(int l) const { return rec[static_cast<std::size_t>(l)] ? 1 : 0; }  // "has a record"

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

  // dst[m] = min(dst[m], pf + right[m - K] + left[m]) for from <= m <= S (same sum order as ever).
  void relax(double* __restrict dst, const double* __restrict right, const double* __restrict left,
             double pf, long long K, long long from) const {
    const double* r = right - K;
    for (long long m = from; m <= S; ++m) {
      const double v = pf + r[m] + left[m];
      dst[m] = v < dst[m] ? v : dst[m];
    }
  }

  // The same with left = min(a, b): one pass for two options that share K and `from`. Exact:
  // round-to-nearest addition is monotone, so min(x + a, x + b) == x + min(a, b) bit for bit
  // (x = pf + right[m - K]; no NaN can occur: costs are finite or +inf).
  void relax2(double* __restrict dst, const double* __restrict right, const double* __restrict a,
              const double* __restrict b, double pf, long long K, long long from) const {
    const double* r = right - K;
    for (long long m = from; m <= S; ++m) {
      const double left = b[m] < a[m] ? b[m] : a[m];
      const double v = pf + r[m] + left;
      dst[m] = v < dst[m] ? v : dst[m];
    }
  }

  // The three tables of (i, j) in one pass: the split's lookups and transients are shared.
  void fill_all(int i, int j) {
    const std::size_t W = width();
    double* out0 = &tab[off(i, j)];
    double* out1 = out0 + W;
    double* out2 = out0 + 2 * W;
    std::fill(out0, out0 + 3 * W, inf);
    const long long H1 = cs[j], H2 = as[j];
    const int* sid_kj = &seq->sid[sequence_index::pidx(0, j)];  // sid_kj[k] = id(k, j)
    const double pre_i = pre[i];
    long long trans = 0;
    for (int k = i + 1; k <= j; ++k) {
      const int l = k - 1;
      const long long in = l > i ? cs[l - 1] : 0;
      const long long trans_none = std::max(trans, in + cs[l]);
      const long long trans_keep = std::max(trans, in + as[l]);
      trans = trans_none;
      const double pf = pre[k] - pre_i;
      const double* R = &tab[block(sid_kj[k])];  // C0, C1, C2 of (k, j)
      const double* Lb = &tab[off(i, l)];        // C2, min(C0, C1) of (i, l)
      if (rec[static_cast<std::size_t>(l)] && as[l] == cs[l]) {
        // both options below have K = c_l = A_l and the same transients (in + A_l = in + c_l):
        // they differ only in the left row, min(C0, C1) or C2, so one pass takes the smaller
        const long long K = cs[l];
        const double* a = Lb + 3 * W;
        const double* b = Lb + 2 * W;
        relax2(out0, R, a, b, pf, K, std::max(trans_none, K));
        relax2(out1, R + W, a, b, pf, K, std::max(H1 + trans_none, K));
        relax2(out2, R + 2 * W, a, b, pf, K, std::max(H2 + trans_none, K));
        continue;
      }
      {  // x_k kept (or rebuilt) for the left part: K = c_l
        const long long K = cs[l];
        const double* left = Lb + 3 * W;
        relax(out0, R, left, pf, K, std::max(trans_none, K));
        relax(out1, R + W, left, pf, K, std::max(H1 + trans_none, K));
        relax(out2, R + 2 * W, left, pf, K, std::max(H2 + trans_none, K));
      }
      if (rec[static_cast<std::size_t>(l)]) {  // x_k with the record r_{k-1}: K = A_l
        const long long K = as[l];
        const double* left = Lb + 2 * W;
        relax(out0, R, left, pf, K, std::max(trans_keep, K));
        relax(out1, R + W, left, pf, K, std::max(H1 + trans_keep, K));
        relax(out2, R + 2 * W, left, pf, K, std::max(H2 + trans_keep, K));
      }
    }
  }

  void build() {
    const std::size_t rows = static_cast<std::size_t>(seq->distinct);
    const std::size_t W = width();
    tab.assign(rows * 4 * W, inf);
    std::vector<char> done(rows, 0);
    // Order: j ascending, i descending. (i, j) needs (k, j) for k > i (earlier in this j pass) and
    // (i, l) for l < j (an earlier j pass); a row's values depend only on its sequence, so the
    // order changes no value. It keeps the right blocks (k, j) of one j hot in cache.
    for (int j = 0; j < n; ++j) {
      for (int i = j; i >= 0; --i) {
        const int len = j - i + 1;
        const int id = seq->at(i, j);
        if (done[static_cast<std::size_t>(id)]) continue;
        done[static_cast<std::size_t>(id)] = 1;
        double* b = &tab[block(id)];
        if (len == 1) {
          base(0, j, b);
          base(1, j, b + W);
          base(2, j, b + 2 * W);
        } else {
          fill_all(i, j);
        }
        for (std::size_t m = 0; m < W; ++m) b[3 * W + m] = std::min(b[m], b[W + m]);
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

// [SECTION] exact minimum peak
// Exact minimum peak (bytes, continuous) over the DP family, O(n³), and a schedule reaching it.
struct min_peak_dp {
  const chain& ch;
  const sequence_index& seq;
  int n;
  std::vector<double> p[3];
  min_peak_dp(const chain& c, const sequence_index& s) : ch(c), seq(s), n(static_cast<int>(c.layers.size())) {}
  double A(int l) const { return ch.layers[static_cast<std::size_t>(l)].activation_bytes; }
  double c(int l) const { return ch.layers[static_cast<std::size_t>(l)].checkpoint_bytes; }
  std::size_t idx(int i, int j) const { return static_cast<std::size_t>(seq.at(i, j)); }
  double H(int o, int j) const { return o == 0 ? 0 : o == 1 ? c(j) : A(j); }

  // Visits the options of (o, i, j): f(k, lo, peak) for each split k and left mode lo.
  template <class Fn>
  void options(int o, int i, int j, Fn&& f) const {
    double trans = 0;
    for (int k = i + 1; k <= j; ++k) {
      const int l = k - 1;
      const double in = l > i ? c(l - 1) : 0;
      const double tn = std::max(trans, in + c(l)), tk = std::max(trans, in + A(l));
      trans = tn;
      const double right = p[o][idx(k, j)];
      f(k, 1, std::max({H(o, j) + tn, c(l) + right, p[1][idx(i, l)]}));
      f(k, 0, std::max({H(o, j) + tn, c(l) + right, p[0][idx(i, l)]}));
      if (A(l) > c(l)) f(k, 2, std::max({H(o, j) + tk, A(l) + right, p[2][idx(i, l)]}));
    }
  }
  double build() {
    for (auto& v : p) v.assign(static_cast<std::size_t>(seq.distinct), 0);
    std::vector<char> done(static_cast<std::size_t>(seq.distinct), 0);
    for (int len = 1; len <= n; ++len) {
      for (int i = 0; i + len - 1 < n; ++i) {
        const int j = i + len - 1;
        if (done[idx(i, j)]) continue;
        done[idx(i, j)] = 1;
        const std::size_t id = idx(i, j);
        if (len == 1) {
          for (int o = 0; o <= 2; ++o) p[o][id] = (o == 1 && A(j) == c(j)) ? c(j) : A(j);
          continue;
        }
        // options() for o = 0, 1, 2 in one sweep over k (same values; a min is order-free)
        double best[3];
        best[0] = best[1] = best[2] = std::numeric_limits<double>::infinity();
        const double Hj[3] = {H(0, j), H(1, j), H(2, j)};
        const int* sid_kj = &seq.sid[sequence_index::pidx(0, j)];  // sid_kj[k] = id(k, j)
        double trans = 0;
        for (int k = i + 1; k <= j; ++k) {
          const int l = k - 1;
          const double cl = c(l), Al = A(l);
          const double in = l > i ? c(l - 1) : 0;
          const double tn = std::max(trans, in + cl), tk = std::max(trans, in + Al);
          trans = tn;
          const std::size_t rk = static_cast<std::size_t>(sid_kj[k]), li = idx(i, l);
          const double L0 = p[0][li], L1 = p[1][li], L2 = p[2][li];
          for (int o = 0; o <= 2; ++o) {
            const double right = p[o][rk];
            const double a = std::max(Hj[o] + tn, cl + right);
            best[o] = std::min(best[o], std::max(a, L1));
            best[o] = std::min(best[o], std::max(a, L0));
            if (Al > cl) best[o] = std::min(best[o], std::max({Hj[o] + tk, Al + right, L2}));
          }
        }
        for (int o = 0; o <= 2; ++o) p[o][id] = best[o];
      }
    }
    return p[0][idx(0, n - 1)];
  }
  void emit(int o, int i, int j, std::vector<sched_op>& ops) const {
    if (i == j) {
      if (o == 0 || (o == 1 && A(j) > c(j))) ops.push_back({op_kind::forward_keep, j});
      ops.push_back({op_kind::backward, j});
      return;
    }
    const double target = p[o][idx(i, j)];
    int bk = -1, blo = -1;
    options(o, i, j, [&](int k, int lo, double v) {
      if (bk < 0 && v == target) {
        bk = k;
        blo = lo;
      }
    });
    if (bk < 0) throw std::logic_error("min-peak DP: no option reproduces the table value");
    const int l = bk - 1;
    for (int q = i; q < bk; ++q) {
      ops.push_back({(q == l && blo == 2) ? op_kind::forward_keep : op_kind::forward_none, q});
      if (q > i) ops.push_back({op_kind::free_output, q});
    }
    emit(o, bk, j, ops);
    if (blo == 0) ops.push_back({op_kind::free_output, bk});
    emit(blo, i, l, ops);
  }
};

double hetero_min_bytes(const chain& ch) {
  sequence_index seq(ch);
  min_peak_dp mp(ch, seq);
  return mp.build();
}

bool integral(double v) { return v >= 0 && v <= 9007199254740992.0 && v == std::floor(v); }

}  // namespace

// [SECTION] public entry points

bool optimal_supported(const chain& ch, std::string* why) {
  const long long n = static_cast<long long>(ch.layers.size());
  if (uniform_unit(ch)) {
    if (n <= max_optimal_uniform) return true;
    if (why) *why = "strategy optimal supports at most " + std::to_string(max_optimal_uniform) + " layers for a uniform chain, got " + std::to_string(n);
    return false;
  }
  if (n > max_optimal_heterogeneous) {
    if (why) *why = "strategy optimal supports at most " + std::to_string(max_optimal_heterogeneous) + " layers, got " + std::to_string(n);
    return false;
  }
  sequence_index seq(ch);
  double w = 0;
  for (int len : seq.rep_len) w += len;
  if (w <= 1.5e6) return true;
  if (why)
    *why = "strategy optimal cannot answer this chain interactively: it has " + std::to_string(seq.distinct) +
           " distinct sub-chains (about 200 all-different layers fit; repeated identical layers are cheap)";
  return false;
}

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
  const bool unit_model = uniform_unit(ch);
  std::unique_ptr<sequence_index> seqp;
  std::unique_ptr<min_peak_dp> mpp;
  if (unit_model) {
    r.min_budget_bytes = min_budget_bytes(ch);
  } else {
    seqp = std::make_unique<sequence_index>(ch);
    mpp = std::make_unique<min_peak_dp>(ch, *seqp);
    r.min_budget_bytes = mpp->build();
  }
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
    r.method = "uniform_dp";
    r.resolution_bytes = A;
    r.sched.strategy = "optimal";
    if (uniform_one_pass(n, S, r.sched.ops)) return r;
    uniform_dp dp;
    dp.build(n, S);
    if (dp.T0(S, n) >= uniform_dp::inf) throw std::logic_error("uniform DP: infeasible above the minimum budget");
    dp.emit(0, n, 0, S, r.sched.ops);
    return r;
  }
  // Heterogeneous: memory in integer units. Exact when every size is a multiple of a common unit
  // that leaves at most max_slots slots; otherwise sizes are rounded to the nearest slot and every
  // candidate schedule is checked by the replay in real bytes (exact = false in the answer).
  const sequence_index& seq = *seqp;
  hetero_dp dp;
  dp.n = n;
  dp.seq = &seq;
  // Work = Σ over distinct sub-sequences of 9 options per split per slot; memory 3 rows of doubles.
  long long max_slots = static_cast<long long>(std::clamp(3.0e7 / dp.work_per_slot(), 8.0, 4096.0));
  max_slots = std::min<long long>(max_slots, std::max<long long>(8, static_cast<long long>(8.0e6 / seq.distinct)));
  bool ints = true;
  long long g = 0;
  for (const chain_layer& l : ch.layers) {
    if (!integral(l.activation_bytes) || !integral(l.checkpoint_bytes)) ints = false;
    if (ints) g = std::gcd(g, std::gcd(static_cast<long long>(l.activation_bytes), static_cast<long long>(l.checkpoint_bytes)));
  }
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
  dp.rec.resize(static_cast<std::size_t>(n));
  dp.F.resize(static_cast<std::size_t>(n));
  dp.pre.assign(static_cast<std::size_t>(n) + 1, 0);
  for (int l = 0; l < n; ++l) {
    const chain_layer& L = ch.layers[static_cast<std::size_t>(l)];
    // exact units, or rounded up (so the DP's schedules fit in real bytes too)
    dp.cs[l] = static_cast<long long>(std::ceil(L.checkpoint_bytes / unit - 1e-9));
    dp.as[l] = std::max(dp.cs[l], static_cast<long long>(std::ceil(L.activation_bytes / unit - 1e-9)));
    dp.rec[static_cast<std::size_t>(l)] = L.activation_bytes > L.checkpoint_bytes;
    dp.F[l] = L.forward_flops;
    dp.pre[static_cast<std::size_t>(l) + 1] = dp.pre[static_cast<std::size_t>(l)] + L.forward_flops;
  }
  dp.build();
  r.method = "heterogeneous_dp";
  r.resolution_bytes = unit;
  r.sched.strategy = "optimal";
  if (r.exact) {
    if (!std::isfinite(dp.C0(0, n - 1)[dp.S])) throw std::logic_error("heterogeneous DP: infeasible above the minimum budget");
    dp.emit(0, 0, n - 1, dp.S, r.sched.ops);
    return r;
  }
  // Rounded-up sizes: the DP's schedule fits in real bytes; the replay confirms it. The best of it,
  // every every_k and the exact min-peak schedule is kept (so optimal is never worse than every_k
  // or sqrt at the same budget, and is feasible at every budget >= the exact minimum).
  double best_re = std::numeric_limits<double>::infinity();
  auto consider = [&](schedule s) {
    replay_result rr = replay(ch, s, false);
    if (fits_budget(rr.peak_bytes, budget) && rr.recompute_flops < best_re) {
      best_re = rr.recompute_flops;
      r.sched = std::move(s);
      r.sched.strategy = "optimal";
    }
  };
  for (long long m = dp.S; m >= 0 && m >= dp.S - 64; --m) {
    if (!std::isfinite(dp.C0(0, n - 1)[m])) break;
    schedule s;
    dp.emit(0, 0, n - 1, m, s.ops);
    const double before = best_re;
    consider(std::move(s));
    if (best_re < before) break;  // the largest slot count that fits is the cheapest
  }
  for (int k = 1; k <= n; ++k) consider(schedule_every_k(ch, k));
  schedule s;
  mpp->emit(0, 0, n - 1, s.ops);
  consider(std::move(s));
  if (!std::isfinite(best_re)) throw std::logic_error("optimal: no schedule fits above the minimum budget");
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
