// Tests of the recomputation simulator (core/recompute/recompute.h): the replay against the closed forms of
// formulas.md §9 and Korthikanti et al. 2022 Table 2, the optimal DP against exhaustive search over
// every schedule of the memory model (an independent Dijkstra, not the DP), and the API op's
// answers and errors (code, path, message).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <map>
#include <queue>
#include <random>
#include <tuple>
#include <unordered_map>

#include "core/api.h"
#include "core/recompute/recompute.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

namespace {

// Exhaustive search over the schedules of the model in recompute/recompute.h: states are (outputs held,
// records held, next backward, sweep bookkeeping). Moves: any forward whose input is held (keeping
// its record or not), freeing a held object, the next backward. Dijkstra on forward FLOPs; memory
// is checked after every allocation. Returns the least total forward FLOPs, or -1 if nothing fits.
// persistent = true restricts frees of outputs to the checkpoint-stack discipline of Griewank's
// revolve and Beaumont et al. 2019: an output may be dropped only when no later output is held, or
// as the input of a sweep right after the forward that consumed it (it was made by the forward just
// before). It is a rule on single moves, not the DP's recursion.
double brute_force_min_forward(const chain& ch, double budget, bool persistent = false) {
  const int n = static_cast<int>(ch.layers.size());
  auto c = [&](int l) { return ch.layers[l].checkpoint_bytes; };
  auto rb = [&](int l) { return ch.layers[l].activation_bytes - ch.layers[l].checkpoint_bytes; };
  auto bytes = [&](uint32_t X, uint32_t R) {
    double b = 0;
    for (int p = 1; p <= n; ++p)
      if (X >> (p - 1) & 1) b += c(p - 1);
    for (int l = 0; l < n; ++l)
      if (R >> l & 1) b += rb(l);
    return b;
  };
  // fresh: output made by the last op (0: none); tr: output freeable as a sweep transient.
  using state = std::tuple<uint32_t, uint32_t, int, int, int>;
  auto key = [](const state& s) {
    auto [X, R, j, f, t] = s;
    return static_cast<uint64_t>(X) | static_cast<uint64_t>(R) << 16 | static_cast<uint64_t>(j + 1) << 32 |
           static_cast<uint64_t>(f) << 40 | static_cast<uint64_t>(t) << 48;
  };
  std::unordered_map<uint64_t, double> dist;
  using item = std::pair<double, state>;
  std::priority_queue<item, std::vector<item>, std::greater<item>> pq;
  state start{0u, 0u, n - 1, 0, 0};
  dist[key(start)] = 0;
  pq.push({0, start});
  auto relax = [&](const state& s, double d) {
    auto it = dist.find(key(s));
    if (it == dist.end() || d < it->second) {
      dist[key(s)] = d;
      pq.push({d, s});
    }
  };
  while (!pq.empty()) {
    auto [d, s] = pq.top();
    pq.pop();
    if (d > dist[key(s)]) continue;
    auto [X, R, j, fresh, tr] = s;
    if (j < 0) return d;
    auto hasx = [&](int p) { return p == 0 || (X >> (p - 1) & 1); };
    for (int l = 0; l <= j; ++l) {
      if (!hasx(l)) continue;
      for (int keep = 0; keep < 2; ++keep) {
        uint32_t X2 = X | (1u << l);  // x_{l+1} is bit l
        uint32_t R2 = R | ((keep && rb(l) > 0) ? (1u << l) : 0u);
        if (X2 == X && R2 == R) continue;
        if (bytes(X2, R2) > budget) continue;
        const bool made = X2 != X;
        relax({X2, R2, j, persistent && made ? l + 1 : 0, persistent && made && fresh == l ? l : 0},
              d + ch.layers[l].forward_flops);
      }
    }
    for (int p = 0; p < n; ++p) {
      if (X >> p & 1) {
        const int q = p + 1;  // x_q
        bool ok = !persistent || tr == q || (X >> q) == 0;
        if (ok) relax({X & ~(1u << p), R, j, persistent && tr == q ? fresh : 0, 0}, d);
      }
      if (R >> p & 1) relax({X, R & ~(1u << p), j, 0, 0}, d);
    }
    if (hasx(j) && hasx(j + 1) && (rb(j) == 0 || (R >> j & 1)))
      relax({X & ~(1u << j), R & ~(1u << j), j - 1, 0, 0}, d);
  }
  return -1;
}

double ceil_div(long long a, long long b) { return static_cast<double>((a + b - 1) / b); }

json api(const json& req) { return handle_json(req); }

}  // namespace

TEST_CASE("none and every_k match the closed forms of formulas.md §9 on uniform chains", "[recompute]") {
  const double A = 2.1e9, F = 1.2e13;
  for (long long n : {1LL, 2LL, 3LL, 7LL, 12LL, 96LL, 100LL}) {
    chain ch = uniform_chain(n, A, F);
    replay_result none = replay(ch, schedule_none(ch), false);
    REQUIRE_THAT(none.peak_bytes, WithinRel(n * A, 1e-12));
    REQUIRE(none.recompute_flops == 0);
    REQUIRE(none.checkpoints.size() == static_cast<std::size_t>(n));
    for (long long k = 1; k <= n; ++k) {
      replay_result r = replay(ch, schedule_every_k(ch, static_cast<int>(k)), false);
      INFO("n=" << n << " k=" << k);
      REQUIRE_THAT(r.peak_bytes, WithinRel(ceil_div(n, k) * A + (k - 1) * A, 1e-12));
      REQUIRE_THAT(r.recompute_flops + 1, WithinRel((n - ceil_div(n, k)) * F + 1, 1e-12));
      REQUIRE(r.checkpoints.size() == static_cast<std::size_t>(ceil_div(n, k)));
      REQUIRE_THAT(r.total_flops, WithinRel(3 * n * F + r.recompute_flops, 1e-12));
    }
  }
}

TEST_CASE("sqrt is every_k with k = ceil(sqrt(n)) (Chen et al. 2016)", "[recompute]") {
  REQUIRE(sqrt_k(96) == 10);
  REQUIRE(sqrt_k(100) == 10);
  REQUIRE(sqrt_k(101) == 11);
  REQUIRE(sqrt_k(1) == 1);
  chain ch = uniform_chain(96, 2.1e9, 1.2e13);
  replay_result r = replay(ch, schedule_every_k(ch, sqrt_k(96)), false);
  // ceil(96/10) = 10 checkpoints + 9 rebuilt outputs = 19 A; 96 - 10 = 86 layers recomputed.
  REQUIRE_THAT(r.peak_bytes, WithinRel(19 * 2.1e9, 1e-12));
  REQUIRE_THAT(r.recompute_flops, WithinRel(86 * 1.2e13, 1e-12));
  REQUIRE(r.checkpoints == std::vector<int>({5, 15, 25, 35, 45, 55, 65, 75, 85, 95}));
}

TEST_CASE("full and selective recompute reproduce Korthikanti et al. 2022 Table 2", "[recompute]") {
  // One GPT-3 style layer without parallelism: s = 2048, b = 1, h = 12288, a = 96, 2-byte values.
  const double s = 2048, b = 1, h = 12288, a = 96, L = 96;
  const double none_layer = s * b * h * (34 + 5 * a * s / h);  // Table 2 row 1
  const double score = 5 * a * s * s * b;                       // the s² tensors selective drops
  const double input = 2 * s * b * h;                            // Table 2 "full recompute" row
  const double F = 24 * b * s * h * h + 4 * b * s * s * h;       // formulas.md §6.2
  const double core = 4 * b * s * s * h;
  chain ch = uniform_chain(static_cast<long long>(L), none_layer, F, input);
  for (auto& l : ch.layers) {
    l.selective_bytes = score;
    l.selective_flops = core;
  }
  ch.has_selective = true;
  replay_result none = replay(ch, schedule_none(ch), false);
  REQUIRE_THAT(none.peak_bytes, WithinRel(L * none_layer, 1e-12));
  // full: every layer's input kept (2sbh each) + the one layer being back-propagated, rebuilt.
  replay_result full = replay(ch, schedule_every_k(ch, 1), false);
  REQUIRE_THAT(full.peak_bytes, WithinRel(L * input + (none_layer - input), 1e-12));
  REQUIRE_THAT(full.recompute_flops, WithinRel(L * F, 1e-12));  // one extra forward (Narayanan Eq. 4: 8 vs 6)
  // selective: sbh·34 per layer (Table 2 row 4 with t = 1) + the one layer's s² tensors while its
  // backward runs; recompute = the attention core, share s/(6h + s) of the forward (§4.2).
  replay_result sel = replay(ch, schedule_selective(ch), false);
  REQUIRE_THAT(sel.peak_bytes, WithinRel(L * s * b * h * 34 + score, 1e-12));
  REQUIRE_THAT(sel.recompute_flops, WithinRel(L * core, 1e-12));
  REQUIRE_THAT(core / F, WithinRel(s / (6 * h + s), 1e-12));
  // every_k with c < A: ceil(n/k) inputs kept, (k-1) more rebuilt, k records rebuilt; all n recomputed.
  for (int k : {2, 3, 10}) {
    replay_result r = replay(ch, schedule_every_k(ch, k), false);
    INFO("k=" << k);
    REQUIRE_THAT(r.peak_bytes, WithinRel(ceil_div(96, k) * input + (k - 1) * input + k * (none_layer - input), 1e-12));
    REQUIRE_THAT(r.recompute_flops, WithinRel(L * F, 1e-12));
  }
}

TEST_CASE("the replay's peak is the sum of what is held at the peak event", "[recompute]") {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> sz(1, 9);
  for (int trial = 0; trial < 20; ++trial) {
    chain ch;
    const int n = 3 + trial % 9;
    for (int l = 0; l < n; ++l) {
      chain_layer L;
      L.checkpoint_bytes = sz(rng);
      L.activation_bytes = L.checkpoint_bytes + (trial % 2 ? sz(rng) : 0);
      L.forward_flops = sz(rng);
      ch.layers.push_back(L);
    }
    std::vector<schedule> ss = {schedule_none(ch), schedule_every_k(ch, 1 + trial % n), schedule_every_k(ch, sqrt_k(n))};
    optimal_result o = schedule_optimal(ch, min_budget_bytes(ch) + trial % 5);
    REQUIRE(o.feasible);
    ss.push_back(o.sched);
    for (const schedule& s : ss) {
      replay_result r = replay(ch, s, true);
      double sum = 0;
      for (const held_object& h : r.held_at_peak) sum += h.bytes;
      REQUIRE(sum == r.peak_bytes);
      double mx = 0;
      for (const timeline_event& e : r.timeline) mx = std::max(mx, e.bytes);
      REQUIRE(mx == r.peak_bytes);
      REQUIRE(r.timeline[static_cast<std::size_t>(r.peak_t)].bytes == r.peak_bytes);
    }
  }
}

TEST_CASE("optimal matches exhaustive search over all schedules on small chains", "[recompute]") {
  SECTION("uniform unit chains, n <= 12, every budget from the minimum to n·A (all schedules)") {
    for (int n = 1; n <= 12; ++n) {
      chain ch = uniform_chain(n, 1, 1);
      double mn = min_budget_bytes(ch);
      REQUIRE(brute_force_min_forward(ch, mn - 1) < 0);  // the reported minimum is the minimum
      for (double M = mn; M <= n; M += 1) {
        INFO("n=" << n << " M=" << M);
        optimal_result o = schedule_optimal(ch, M);
        REQUIRE(o.feasible);
        replay_result r = replay(ch, o.sched, false);
        REQUIRE(r.peak_bytes <= M);
        REQUIRE(r.total_flops - 2 * n == brute_force_min_forward(ch, M));
      }
    }
  }
  SECTION("heterogeneous chains with records (c < A), n <= 7, random sizes and FLOPs") {
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> sz(1, 6), fl(1, 20);
    for (int trial = 0; trial < 40; ++trial) {
      const int n = 1 + trial % 7;
      chain ch;
      for (int l = 0; l < n; ++l) {
        chain_layer L;
        L.checkpoint_bytes = sz(rng);
        L.activation_bytes = L.checkpoint_bytes + (rng() % 3 ? sz(rng) : 0);
        L.forward_flops = fl(rng);
        ch.layers.push_back(L);
      }
      double mn = min_budget_bytes(ch), total = 0;
      for (auto& l : ch.layers) total += l.activation_bytes;
      REQUIRE(brute_force_min_forward(ch, mn - 0.5) < 0);
      for (double M = mn; M <= total + 1; M += 1) {
        INFO("trial=" << trial << " n=" << n << " M=" << M);
        optimal_result o = schedule_optimal(ch, M);
        REQUIRE(o.feasible);
        REQUIRE(o.exact);
        replay_result r = replay(ch, o.sched, false);
        REQUIRE(r.peak_bytes <= M);
        REQUIRE(r.total_flops - 2 * ch.forward_flops() == brute_force_min_forward(ch, M, true));
        // Schedules outside the checkpoint-stack family can only do as well or better.
        REQUIRE(brute_force_min_forward(ch, M) <= r.total_flops - 2 * ch.forward_flops());
      }
    }
  }
  SECTION("known limit: dropping a segment's starting checkpoint can beat the stack family") {
    // 5 layers {A, c, F}; at 10 bytes the best schedule frees x_2 while the segment starting at
    // x_2 is in progress and rebuilds it later (151 forward FLOPs); the DP's family needs 183.
    chain ch;
    ch.layers = {{"", 3, 17, 2}, {"", 7, 15, 2}, {"", 5, 13, 5}, {"", 4, 14, 1}, {"", 7, 18, 1}};
    optimal_result o = schedule_optimal(ch, 10);
    REQUIRE(replay(ch, o.sched, false).total_flops - 2 * ch.forward_flops() == 183);
    REQUIRE(brute_force_min_forward(ch, 10, true) == 183);
    REQUIRE(brute_force_min_forward(ch, 10) == 151);
  }
}

TEST_CASE("optimal is never worse than every_k or sqrt at the same budget", "[recompute]") {
  for (long long n : {10LL, 33LL, 96LL, 200LL}) {
    chain ch = uniform_chain(n, 3e9, 1e13);
    for (long long k = 1; k <= n; k += (n > 40 ? 7 : 1)) {
      replay_result ek = replay(ch, schedule_every_k(ch, static_cast<int>(k)), false);
      optimal_result o = schedule_optimal(ch, ek.peak_bytes);
      REQUIRE(o.feasible);
      replay_result r = replay(ch, o.sched, false);
      INFO("n=" << n << " k=" << k);
      REQUIRE(r.peak_bytes <= ek.peak_bytes);
      REQUIRE(r.recompute_flops <= ek.recompute_flops);
    }
  }
  // Heterogeneous (records, embeddings and logits of different sizes), approximate and exact.
  chain ch;
  ch.layers.push_back({"embedding", 3e8, 0, 1e8});
  for (int l = 0; l < 40; ++l) ch.layers.push_back({"block", 2.2e9 + 1e7 * (l % 3), 1.1e13, 1.3e8});
  ch.layers.push_back({"logits", 4e9, 6e12, 4e9});
  for (int k : {1, 2, 3, 5, 7, 42}) {
    replay_result ek = replay(ch, schedule_every_k(ch, k), false);
    optimal_result o = schedule_optimal(ch, ek.peak_bytes);
    REQUIRE(o.feasible);
    replay_result r = replay(ch, o.sched, false);
    INFO("k=" << k);
    REQUIRE(r.peak_bytes <= ek.peak_bytes);
    REQUIRE(r.recompute_flops <= ek.recompute_flops);
  }
}

TEST_CASE("infeasible budgets report the minimum budget that works", "[recompute]") {
  chain ch = uniform_chain(96, 2.1e9, 1.2e13);
  const double mn = min_budget_bytes(ch);
  REQUIRE(mn == 2 * 2.1e9);  // a sweep's input and output; the rest is rebuilt from x_0 each time
  optimal_result o = schedule_optimal(ch, mn - 1);
  REQUIRE_FALSE(o.feasible);
  REQUIRE(o.min_budget_bytes == mn);
  optimal_result ok = schedule_optimal(ch, mn);
  REQUIRE(ok.feasible);
  REQUIRE(replay(ch, ok.sched, false).peak_bytes == mn);
}

TEST_CASE("least memory for a recompute overhead (inverse query)", "[recompute]") {
  chain ch = uniform_chain(64, 1e9, 1e12);
  // Allowing one extra forward (1/3 of forward + backward) needs far less than n·A.
  inverse_result inv = least_memory_for_overhead(ch, 1.0 / 3);
  REQUIRE(inv.feasible);
  replay_result r = replay(ch, inv.opt.sched, false);
  REQUIRE(r.recompute_flops <= 64 * 1e12 * (1 + 1e-12));
  REQUIRE(r.peak_bytes == inv.budget_bytes);
  // One slot less cannot meet the overhead.
  optimal_result less = schedule_optimal(ch, inv.budget_bytes - 1e9);
  if (less.feasible) REQUIRE(replay(ch, less.sched, false).recompute_flops > 64 * 1e12);
  // Zero overhead needs everything stored.
  REQUIRE(least_memory_for_overhead(ch, 0).budget_bytes == 64 * 1e9);
}

// ---- API op "recompute" ---------------------------------------------------------------------------

TEST_CASE("op recompute: uniform chain, sqrt, timeline and steps", "[recompute]") {
  json resp = api({{"op", "recompute"},
                   {"chain", {{"layers", 96}, {"activation_bytes", 2.1e9}, {"forward_flops", 1.2e13}}},
                   {"strategy", "sqrt"}});
  REQUIRE(resp["ok"] == true);
  REQUIRE(resp["k"] == 10);
  REQUIRE_THAT(resp["peak_bytes"].get<double>(), WithinRel(19 * 2.1e9, 1e-12));
  REQUIRE_THAT(resp["recompute_flops"].get<double>(), WithinRel(86 * 1.2e13, 1e-12));
  REQUIRE_THAT(resp["recompute_fraction"].get<double>(), WithinRel(86.0 / (3 * 96), 1e-12));
  REQUIRE(resp["checkpoints"].size() == 10);
  double mx = 0, sum = 0;
  for (const json& e : resp["timeline"]) mx = std::max(mx, e["bytes"].get<double>());
  for (const json& h : resp["peak"]["held"]) sum += h["bytes"].get<double>();
  REQUIRE(mx == resp["peak_bytes"].get<double>());
  REQUIRE(sum == resp["peak_bytes"].get<double>());
  REQUIRE(resp["timeline"][0]["event"] == "forward");
  REQUIRE(resp["timeline"].back()["event"] == "backward");
  bool closed_form = false;
  for (const json& s : resp["steps"])
    if (s["formula"].get<std::string>().find("ceil(n/k)") != std::string::npos) closed_form = true;
  REQUIRE(closed_form);
}

TEST_CASE("op recompute: optimal with a budget, compare, micro_batches, inverse query", "[recompute]") {
  const json ch = {{"layers", 96}, {"activation_bytes", 2.1e9}, {"forward_flops", 1.2e13}};
  json opt = api({{"op", "recompute"}, {"chain", ch}, {"strategy", "optimal"}, {"memory_budget_bytes", 20e9}});
  REQUIRE(opt["ok"] == true);
  REQUIRE(opt["peak_bytes"].get<double>() <= 20e9);
  REQUIRE(opt["budget"]["fits"] == true);
  json sq = api({{"op", "recompute"}, {"chain", ch}, {"strategy", "sqrt"}, {"timeline", false}});
  REQUIRE_FALSE(sq.contains("timeline"));
  // 20 GB holds 9 outputs of 2.1 GB; sqrt needs 39.9 GB. The optimum at 9 slots rebuilds more than
  // sqrt but fits where sqrt does not.
  REQUIRE(sq["peak_bytes"].get<double>() > 20e9);

  json cmp = api({{"op", "recompute"}, {"chain", ch}, {"compare", true}, {"k", 4}});
  REQUIRE(cmp["ok"] == true);
  REQUIRE_FALSE(cmp.contains("strategy"));
  bool saw_opt = false;
  for (const json& row : cmp["compare"]) {
    if (row["strategy"] == "optimal") {
      saw_opt = true;
      REQUIRE(row["peak_bytes"].get<double>() <= sq["peak_bytes"].get<double>());
      REQUIRE(row["recompute_flops"].get<double>() <= sq["recompute_flops"].get<double>());
    }
  }
  REQUIRE(saw_opt);

  json acc = api({{"op", "recompute"}, {"chain", ch}, {"strategy", "sqrt"}, {"micro_batches", 4}, {"memory_budget_bytes", 80e9}, {"timeline", false}});
  REQUIRE(acc["ok"] == true);
  REQUIRE(acc["micro_batches"]["peak_bytes_per_micro_batch"] == acc["peak_bytes"]);
  REQUIRE_THAT(acc["micro_batches"]["step_flops"].get<double>(), WithinRel(4 * acc["total_flops"].get<double>(), 1e-12));
  REQUIRE_THAT(acc["micro_batches"]["one_batch"]["peak_bytes"].get<double>(), WithinRel(4 * acc["peak_bytes"].get<double>(), 1e-12));
  REQUIRE(acc["micro_batches"]["one_batch"]["fits"] == false);

  json inv = api({{"op", "recompute"}, {"chain", ch}, {"max_recompute_fraction", 1.0 / 3}, {"timeline", false}});
  REQUIRE(inv["ok"] == true);
  REQUIRE(inv["strategy"] == "optimal");
  REQUIRE(inv["recompute_fraction"].get<double>() <= 1.0 / 3 + 1e-12);
  REQUIRE(inv["peak_bytes"].get<double>() == inv["inverse"]["budget_bytes"].get<double>());
  REQUIRE(inv["peak_bytes"].get<double>() < sq["peak_bytes"].get<double>());
}

TEST_CASE("op recompute: per-layer chain and a chain derived from a model", "[recompute]") {
  json layers = json::array({{{"name", "embedding"}, {"activation_bytes", 1e8}, {"forward_flops", 0}, {"checkpoint_bytes", 5e7}},
                             {{"activation_bytes", 2e9}, {"forward_flops", 1e13}, {"checkpoint_bytes", 1e8}, {"selective_bytes", 1e9}, {"selective_flops", 1e12}},
                             {{"activation_bytes", 2e9}, {"forward_flops", 1e13}, {"checkpoint_bytes", 1e8}, {"selective_bytes", 1e9}, {"selective_flops", 1e12}},
                             {{"name", "logits"}, {"activation_bytes", 3e9}, {"forward_flops", 5e12}, {"checkpoint_bytes", 0}}});
  json sel = api({{"op", "recompute"}, {"chain", layers}, {"strategy", "selective"}});
  REQUIRE(sel["ok"] == true);
  // kept: 1e8 + 2 × (2e9 - 1e9) + 3e9; while block 1's backward runs its 1e9 is back
  REQUIRE_THAT(sel["peak_bytes"].get<double>(), WithinRel(1e8 + 2e9 + 3e9, 1e-12));
  REQUIRE_THAT(sel["recompute_flops"].get<double>(), WithinRel(2e12, 1e-12));

  json m = api({{"op", "recompute"},
                {"model", {{"preset", "llama-2-7b"}}},
                {"training", {{"seq_len", 4096}, {"micro_batch", 2}}},
                {"strategy", "full"},
                {"timeline", false}});
  REQUIRE(m["ok"] == true);
  REQUIRE(m["layers"] == 34);  // embedding + 32 blocks + logits
  REQUIRE(m["chain"][1]["checkpoint_bytes"] == 2.0 * 4096 * 2 * 4096);  // 2sbh (Korthikanti Table 2)
  // full recompute: every block boundary kept (2sbh) + what one layer rebuilds; recompute = blocks + logits
  double blocks_f = 0;
  for (const json& l : m["chain"]) blocks_f += l["forward_flops"].get<double>();
  REQUIRE_THAT(m["recompute_flops"].get<double>(), WithinRel(blocks_f, 1e-12));
  // full = every_k with k = 1: while layer l's backward runs, the outputs of layers 0..l and l's
  // rebuilt record are live: peak = max_l (Σ_{q<=l} c_q + A_l - c_l) (Korthikanti Table 2 row 6 per block).
  double expect = 0, outs = 0;
  for (const json& l : m["chain"]) {
    outs += l["checkpoint_bytes"].get<double>();
    expect = std::max(expect, outs + l["activation_bytes"].get<double>() - l["checkpoint_bytes"].get<double>());
  }
  REQUIRE_THAT(m["peak_bytes"].get<double>(), WithinRel(expect, 1e-12));
  json msel = api({{"op", "recompute"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 4096}, {"micro_batch", 2}}},
                   {"strategy", "selective"}, {"timeline", false}});
  REQUIRE(msel["ok"] == true);
  REQUIRE(msel["peak_bytes"].get<double>() < m["none_peak_bytes"].get<double>());
}

TEST_CASE("op recompute: bad input names the field and the limit", "[recompute]") {
  const json ch = {{"layers", 8}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}};
  struct bad {
    json req;
    const char* code;
    const char* path;
    const char* message;
  };
  std::vector<bad> cases = {
      {{{"op", "recompute"}, {"strategy", "sqrt"}}, "missing_field", "/chain", "chain (or model) is required"},
      {{{"op", "recompute"}, {"chain", json::array()}, {"strategy", "sqrt"}}, "invalid_value", "/chain",
       "chain must list at least 1 layer, got an empty array"},
      {{{"op", "recompute"}, {"chain", {{"layers", 0}, {"activation_bytes", 1}, {"forward_flops", 1}}}, {"strategy", "sqrt"}},
       "invalid_value", "/chain/layers", "chain.layers must be a positive integer, got 0"},
      {{{"op", "recompute"}, {"chain", {{"layers", 4}, {"activation_bytes", -5}, {"forward_flops", 1}}}, {"strategy", "sqrt"}},
       "invalid_value", "/chain/activation_bytes", "chain.activation_bytes must be >= 0, got -5"},
      {{{"op", "recompute"}, {"chain", json::array({{{"activation_bytes", 1}, {"forward_flops", -1}}})}, {"strategy", "none"}},
       "invalid_value", "/chain/0/forward_flops", "chain.0.forward_flops must be >= 0, got -1"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "every_k"}, {"k", 0}}, "invalid_value", "/k",
       "k must be an integer in [1, 8] (1 <= k <= chain layers), got 0"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "every_k"}, {"k", 9}}, "invalid_value", "/k",
       "k must be an integer in [1, 8] (1 <= k <= chain layers), got 9"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "every_k"}}, "missing_field", "/k",
       "strategy every_k needs k, an integer in [1, 8] (1 <= k <= chain layers)"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "optimal"}, {"memory_budget_bytes", 1e9}}, "infeasible",
       "/memory_budget_bytes", "memory_budget_bytes 1e9 is below the minimum for this chain: at least 2e9 bytes (2 GB) are needed"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "optimal"}}, "missing_field", "/memory_budget_bytes",
       "strategy optimal needs memory_budget_bytes (or max_recompute_fraction)"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "revolve"}}, "invalid_value", "/strategy",
       "strategy must be one of none, every_k, sqrt, full, selective, optimal; got \"revolve\""},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "selective"}}, "invalid_value", "/strategy",
       "strategy selective needs each layer's selective_bytes (the recomputable attention-core part, Korthikanti et al. 2022) "
       "or a model to derive it from; this chain gives none"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "sqrt"}, {"budget", 5}}, "invalid_value", "/budget",
       "unknown key \"budget\" in request"},
      {{{"op", "recompute"}, {"chain", {{"layers", 8}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}, {"flops", 1}}}, {"strategy", "sqrt"}},
       "invalid_value", "/chain/flops", "unknown key \"flops\" in chain"},
      {{{"op", "recompute"}, {"chain", {{"layers", 8}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}, {"checkpoint_bytes", 2e9}}}, {"strategy", "sqrt"}},
       "invalid_value", "/chain/checkpoint_bytes",
       "checkpoint_bytes (2e9) must be <= activation_bytes (1e9): the output is part of what the layer keeps"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "sqrt"}, {"micro_batches", 0}}, "invalid_value", "/micro_batches",
       "micro_batches must be an integer in [1, 1000000], got 0"},
      {{{"op", "recompute"}, {"chain", ch}, {"strategy", "sqrt"}, {"k", 2}}, "invalid_value", "/k", "k applies only to strategy every_k"},
      {{{"op", "recompute"}, {"chain", "96 layers"}, {"strategy", "sqrt"}}, "invalid_value", "/chain",
       "chain must be an object {layers, activation_bytes, forward_flops} or an array of layers"},
      {{{"op", "recompute"}, {"model", {{"params", 7e9}}}, {"strategy", "sqrt"}}, "missing_field", "/model/layers",
       "recompute from a model needs its architecture (layers, hidden, heads, ...), not a bare parameter count"},
  };
  json many = json::array();
  for (int i = 0; i < 300; ++i) many.push_back({{"activation_bytes", 1e9 + i}, {"forward_flops", 1e12}});
  cases.push_back({{{"op", "recompute"}, {"chain", many}, {"strategy", "optimal"}, {"memory_budget_bytes", 5e10}}, "too_large", "/strategy",
                   "strategy optimal cannot answer this chain interactively: it has 45150 distinct sub-chains (about 200 "
                   "all-different layers fit; repeated identical layers are cheap)"});
  cases.push_back({{{"op", "recompute"}, {"chain", {{"layers", 2001}, {"activation_bytes", 1e9}, {"forward_flops", 1e12}}}, {"strategy", "optimal"}, {"memory_budget_bytes", 5e10}},
                   "too_large", "/strategy", "strategy optimal supports at most 2000 layers for a uniform chain, got 2001"});
  for (const bad& b : cases) {
    json resp = api(b.req);
    INFO(b.req.dump());
    REQUIRE(resp["ok"] == false);
    REQUIRE(resp["error"]["code"] == b.code);
    REQUIRE(resp["error"]["path"] == b.path);
    REQUIRE(resp["error"]["message"] == b.message);
  }
}

TEST_CASE("optimal at exactly the minimum budget works on real-valued chains (no rounding-order failure)", "[recompute]") {
  // Regression: the min-peak DP and the replay add the same bytes in different orders, so the
  // replayed peak of the minimum schedule could land one rounding error above min_budget_bytes and
  // schedule_optimal threw logic_error ("no schedule fits above the minimum budget").
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> ad(1e9, 3e9), cd(5e7, 3e8), fd(5e12, 2e13);
  for (int t = 0; t < 60; ++t) {
    chain ch;
    const int n = 2 + static_cast<int>(rng() % 30);
    for (int l = 0; l < n; ++l) ch.layers.push_back({"l", ad(rng), fd(rng), cd(rng)});
    const double mb = min_budget_bytes(ch);
    INFO("case " << t << " n=" << n << " budget " << mb);
    optimal_result r;
    REQUIRE_NOTHROW(r = schedule_optimal(ch, mb));
    CHECK(r.feasible);
    CHECK(replay(ch, r.sched, false).peak_bytes <= mb * (1 + 1e-12));
  }
}
