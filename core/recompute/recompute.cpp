// Recomputation ledger, part 1: chains, the fixed strategies (none, every_k / sqrt / full,
// selective) and the event-by-event replay that measures peak memory and recomputed FLOPs.
// The memory model is stated in recompute/recompute.h; the optimal DP is in recompute/optimal.cpp.
#include "core/recompute/recompute.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace ledgerlab {

bool chain::uniform() const {
  for (const chain_layer& l : layers) {
    const chain_layer& f = layers.front();
    if (l.activation_bytes != f.activation_bytes || l.checkpoint_bytes != f.checkpoint_bytes ||
        l.forward_flops != f.forward_flops)
      return false;
  }
  return !layers.empty();
}

double chain::forward_flops() const {
  double f = 0;
  for (const chain_layer& l : layers) f += l.forward_flops;
  return f;
}

chain uniform_chain(long long n, double activation_bytes, double forward_flops, double checkpoint_bytes) {
  chain ch;
  ch.layers.resize(static_cast<std::size_t>(n));
  for (long long i = 0; i < n; ++i) {
    chain_layer& l = ch.layers[static_cast<std::size_t>(i)];
    l.name = "layer " + std::to_string(i);
    l.activation_bytes = activation_bytes;
    l.forward_flops = forward_flops;
    l.checkpoint_bytes = checkpoint_bytes < 0 ? activation_bytes : checkpoint_bytes;
  }
  return ch;
}

int sqrt_k(long long n) {
  // Chen et al. 2016 §4.1: segments of √n layers; the smallest integer k with k² >= n.
  long long k = static_cast<long long>(std::sqrt(static_cast<double>(n)));
  while (k * k < n) ++k;
  while (k > 1 && (k - 1) * (k - 1) >= n) --k;
  return static_cast<int>(k < 1 ? 1 : k);
}

// ---- strategies -----------------------------------------------------------------------------------

schedule schedule_none(const chain& ch) {
  // Keep every record from the forward pass: peak Σ A_l, nothing recomputed (formulas.md §9 "none").
  schedule s;
  s.strategy = "none";
  const int n = static_cast<int>(ch.layers.size());
  for (int l = 0; l < n; ++l) s.ops.push_back({op_kind::forward_keep, l});
  for (int l = n - 1; l >= 0; --l) s.ops.push_back({op_kind::backward, l});
  return s;
}

schedule schedule_every_k(const chain& ch, int k) {
  // Chen et al. 2016: keep the outputs of layers n-1, n-1-k, ... (segment boundaries, aligned at the
  // end); in the backward pass rebuild each segment from the checkpoint before it, records
  // included, then run its backward. With c = A: ceil(n/k) checkpoints + (k-1) rebuilt outputs at
  // the peak, (n - ceil(n/k))·F recomputed (formulas.md §9). With c < A every layer's record must be
  // rebuilt, so all n layers are recomputed (Korthikanti's "full" when k = 1).
  const int n = static_cast<int>(ch.layers.size());
  if (k < 1 || k > n) throw std::logic_error("schedule_every_k: k out of range");
  schedule s;
  s.strategy = "every_k";
  s.k = k;
  std::vector<char> keep(static_cast<std::size_t>(n) + 1, 0);  // keep[p]: x_p is a checkpoint
  for (int p = n; p > 0; p -= k) keep[static_cast<std::size_t>(p)] = 1;
  for (int l = 0; l < n; ++l) {
    s.ops.push_back({op_kind::forward_none, l});
    if (l >= 1 && !keep[static_cast<std::size_t>(l)]) s.ops.push_back({op_kind::free_output, l});
  }
  for (int b = n - 1; b >= 0; b -= k) {
    const int a = b - k + 1 < 0 ? 0 : b - k + 1;
    for (int l = a; l <= b; ++l) {
      const chain_layer& L = ch.layers[static_cast<std::size_t>(l)];
      // the last layer's output is the held checkpoint x_{b+1}: only its record may be missing
      if (l < b || L.activation_bytes > L.checkpoint_bytes) s.ops.push_back({op_kind::forward_keep, l});
    }
    for (int l = b; l >= a; --l) s.ops.push_back({op_kind::backward, l});
  }
  return s;
}

schedule schedule_selective(const chain& ch) {
  // Korthikanti et al. 2022 §5: keep everything but the attention core's s²-sized tensors; re-run
  // the core (QKᵀ, softmax, dropout, ·V) just before each layer's backward.
  schedule s;
  s.strategy = "selective";
  const int n = static_cast<int>(ch.layers.size());
  for (int l = 0; l < n; ++l) s.ops.push_back({op_kind::forward_partial, l});
  for (int l = n - 1; l >= 0; --l) {
    if (ch.layers[static_cast<std::size_t>(l)].selective_bytes > 0) s.ops.push_back({op_kind::rematerialize, l});
    s.ops.push_back({op_kind::backward, l});
  }
  return s;
}

// ---- replay ---------------------------------------------------------------------------------------

namespace {

enum rec_state : char { rec_none = 0, rec_partial = 1, rec_full = 2 };

struct replayer {
  const chain& ch;
  int n;
  std::vector<char> hx;    // hx[p]: x_p held (p = 1..n)
  std::vector<char> rec;   // record state per layer
  std::vector<int> fwd_count;
  double cur = 0;
  int next_bwd;
  replay_result res;

  explicit replayer(const chain& c)
      : ch(c), n(static_cast<int>(c.layers.size())), hx(static_cast<std::size_t>(n) + 1, 0),
        rec(static_cast<std::size_t>(n), rec_none), fwd_count(static_cast<std::size_t>(n), 0), next_bwd(n - 1) {}

  const chain_layer& L(int l) const { return ch.layers[static_cast<std::size_t>(l)]; }
  double rb(int l) const { return L(l).activation_bytes - L(l).checkpoint_bytes; }
  double rec_bytes(int l) const {
    char st = rec[static_cast<std::size_t>(l)];
    return st == rec_full ? rb(l) : st == rec_partial ? rb(l) - L(l).selective_bytes : 0.0;
  }
  [[noreturn]] void bad(const std::string& what, int l) const {
    throw std::logic_error("invalid schedule: " + what + " (layer " + std::to_string(l) + ")");
  }
  bool has_input(int l) const { return l == 0 || hx[static_cast<std::size_t>(l)]; }

  // Applies one op; returns the event name (nullptr for none).
  bool forward_done = false;
  const char* apply(const sched_op& op) {
    const int l = op.layer;
    // The forward pass ends at the first backward, rematerialization or repeated forward: the
    // outputs held then are the checkpoints (what the forward pass kept for the backward pass).
    if (!forward_done && (op.kind == op_kind::backward || op.kind == op_kind::rematerialize ||
                          ((op.kind == op_kind::forward_none || op.kind == op_kind::forward_keep ||
                            op.kind == op_kind::forward_partial) &&
                           l >= 0 && l < n && fwd_count[static_cast<std::size_t>(l)] > 0))) {
      forward_done = true;
      for (int q = 0; q < n; ++q)
        if (hx[static_cast<std::size_t>(q) + 1]) res.checkpoints.push_back(q);
    }
    switch (op.kind) {
      case op_kind::forward_none:
      case op_kind::forward_keep:
      case op_kind::forward_partial: {
        if (l < 0 || l >= n) bad("forward of a layer outside the chain", l);
        if (!has_input(l)) bad("forward without its input", l);
        if (!hx[static_cast<std::size_t>(l) + 1]) {
          hx[static_cast<std::size_t>(l) + 1] = 1;
          cur += L(l).checkpoint_bytes;
        }
        char want = op.kind == op_kind::forward_keep ? rec_full : op.kind == op_kind::forward_partial ? rec_partial : rec_none;
        if (want == rec_partial && L(l).selective_bytes == 0) want = rec_full;  // nothing to drop
        if (want > rec[static_cast<std::size_t>(l)]) {
          double before = rec_bytes(l);
          rec[static_cast<std::size_t>(l)] = want;
          cur += rec_bytes(l) - before;
        }
        const bool first = fwd_count[static_cast<std::size_t>(l)]++ == 0;
        res.total_flops += L(l).forward_flops;
        if (!first) res.recompute_flops += L(l).forward_flops;
        return first ? "forward" : "recompute";
      }
      case op_kind::rematerialize: {
        if (l < 0 || l >= n || rec[static_cast<std::size_t>(l)] != rec_partial) bad("rematerialize without a partial record", l);
        rec[static_cast<std::size_t>(l)] = rec_full;
        cur += L(l).selective_bytes;
        res.total_flops += L(l).selective_flops;
        res.recompute_flops += L(l).selective_flops;
        return "rematerialize";
      }
      case op_kind::free_output: {
        if (l < 1 || l > n || !hx[static_cast<std::size_t>(l)]) bad("free of an output that is not held", l);
        hx[static_cast<std::size_t>(l)] = 0;
        cur -= L(l - 1).checkpoint_bytes;
        return "free";
      }
      case op_kind::backward: {
        if (l != next_bwd) bad("backward out of order", l);
        if (!has_input(l)) bad("backward without its input", l);
        if (!hx[static_cast<std::size_t>(l) + 1]) bad("backward without its output", l);
        if (rb(l) > 0 && rec[static_cast<std::size_t>(l)] != rec_full) bad("backward without its full record", l);
        res.total_flops += 2 * L(l).forward_flops;
        return "backward";
      }
    }
    return nullptr;
  }
  // Frees what a backward released (after its event was recorded).
  void after_backward(int l) {
    cur -= L(l).checkpoint_bytes + rec_bytes(l);
    hx[static_cast<std::size_t>(l) + 1] = 0;
    rec[static_cast<std::size_t>(l)] = rec_none;
    --next_bwd;
  }
  std::vector<held_object> held() const {
    std::vector<held_object> out;
    for (int q = 0; q < n; ++q) {
      if (hx[static_cast<std::size_t>(q) + 1])
        out.push_back({"output of layer " + std::to_string(q), q, L(q).checkpoint_bytes});
      if (rec_bytes(q) > 0) out.push_back({"record of layer " + std::to_string(q), q, rec_bytes(q)});
    }
    return out;
  }
};

}  // namespace

replay_result replay(const chain& ch, const schedule& s, bool want_timeline) {
  replayer r(ch);
  r.res.forward_flops = ch.forward_flops();
  r.res.backward_flops = 2 * r.res.forward_flops;
  long long t = 0;
  double peak = -1;
  for (const sched_op& op : s.ops) {
    const char* ev = r.apply(op);
    if (r.cur > peak) {
      peak = r.cur;
      r.res.peak_t = t;
    }
    if (want_timeline) r.res.timeline.push_back({t, ev, op.layer, r.cur, r.res.total_flops});
    if (op.kind == op_kind::backward) r.after_backward(op.layer);
    ++t;
  }
  if (r.next_bwd != -1) throw std::logic_error("invalid schedule: backward pass incomplete");
  double tol = 1e-9 * (peak > 0 ? peak : 1.0);
  if (std::fabs(r.cur) > tol) throw std::logic_error("invalid schedule: memory left allocated at the end");
  r.res.peak_bytes = peak < 0 ? 0 : peak;
  r.res.events = t;
  // Second pass up to the peak event: what is held there (the test checks it sums to the peak).
  replayer r2(ch);
  for (long long i = 0; i <= r.res.peak_t && i < static_cast<long long>(s.ops.size()); ++i) {
    const sched_op& op = s.ops[static_cast<std::size_t>(i)];
    r2.apply(op);
    if (i == r.res.peak_t) break;
    if (op.kind == op_kind::backward) r2.after_backward(op.layer);
  }
  r.res.held_at_peak = r2.held();
  return std::move(r.res);
}

}  // namespace ledgerlab
