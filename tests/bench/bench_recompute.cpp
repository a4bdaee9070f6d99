// Benchmark: the optimal checkpointing schedule (issue 4 target: < 50 ms natively for a 1000-layer
// uniform chain and a 200-layer heterogeneous chain) plus the replay and the API op around it.
// Run: build/bin/bench_recompute
#include <benchmark/benchmark.h>

#include <random>

#include "core/api.h"
#include "core/recompute/recompute.h"

using namespace ledgerlab;

// 1000 identical layers (A = 2.1 GB, F = 12 TFLOP); budget in slots of A. 44 slots is the slowest
// case (the largest budget below the closed-form regime S(S+1)/2 >= n); 63 ≈ the sqrt schedule's peak.
static void bm_optimal_uniform_1000(benchmark::State& state) {
  const chain ch = uniform_chain(1000, 2.1e9, 1.2e13);
  const double budget = static_cast<double>(state.range(0)) * 2.1e9;
  for (auto _ : state) {
    optimal_result o = schedule_optimal(ch, budget);
    benchmark::DoNotOptimize(o.sched.ops.data());
  }
}
BENCHMARK(bm_optimal_uniform_1000)->Arg(3)->Arg(10)->Arg(44)->Arg(63)->Arg(500)->Unit(benchmark::kMillisecond);

// 200 layers the way a model derives them: embedding, 198 identical blocks with records
// (A = 2.2 GB, output 134 MB), logits (4 GB). Budget as a percentage of "none".
static chain structured_200() {
  chain ch;
  ch.layers.push_back({"embedding", 2e8, 0, 1.34e8});
  for (int l = 0; l < 198; ++l) ch.layers.push_back({"block", 2.2e9, 1.1e13, 1.34e8});
  ch.layers.push_back({"logits", 4e9, 6e12, 0});
  return ch;
}

// 200 layers, every one different (sizes and FLOPs drawn at random): no shared sub-problems.
static chain random_200() {
  std::mt19937 rng(1);
  std::uniform_real_distribution<double> a(1e9, 3e9), c(5e7, 3e8), f(5e12, 2e13);
  chain ch;
  for (int l = 0; l < 200; ++l) ch.layers.push_back({"layer", a(rng), f(rng), c(rng)});
  return ch;
}

static double none_bytes(const chain& ch) {
  double s = 0;
  for (const chain_layer& l : ch.layers) s += l.activation_bytes;
  return s;
}

static void bm_optimal_structured_200(benchmark::State& state) {
  const chain ch = structured_200();
  const double budget = none_bytes(ch) * static_cast<double>(state.range(0)) / 100;
  for (auto _ : state) {
    optimal_result o = schedule_optimal(ch, budget);
    benchmark::DoNotOptimize(o.sched.ops.data());
  }
}
BENCHMARK(bm_optimal_structured_200)->Arg(5)->Arg(15)->Arg(40)->Unit(benchmark::kMillisecond);

static void bm_optimal_random_200(benchmark::State& state) {
  const chain ch = random_200();
  const double budget = none_bytes(ch) * static_cast<double>(state.range(0)) / 100;
  for (auto _ : state) {
    optimal_result o = schedule_optimal(ch, budget);
    benchmark::DoNotOptimize(o.sched.ops.data());
  }
}
BENCHMARK(bm_optimal_random_200)->Arg(5)->Arg(15)->Arg(40)->Unit(benchmark::kMillisecond);

static void bm_replay_sqrt_1000(benchmark::State& state) {
  const chain ch = uniform_chain(1000, 2.1e9, 1.2e13);
  const schedule s = schedule_every_k(ch, sqrt_k(1000));
  for (auto _ : state) {
    replay_result r = replay(ch, s, true);
    benchmark::DoNotOptimize(r.peak_bytes);
  }
}
BENCHMARK(bm_replay_sqrt_1000)->Unit(benchmark::kMicrosecond);

static void bm_api_recompute_llama(benchmark::State& state) {
  const std::string req =
      R"({"op":"recompute","model":{"preset":"llama-2-7b"},"training":{"seq_len":4096,"micro_batch":2},)"
      R"("strategy":"optimal","memory_budget_bytes":30e9})";
  for (auto _ : state) {
    std::string out = handle(req);
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK(bm_api_recompute_llama)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
