// Benchmark: the planner (issue 3). Targets: >= 1,000,000 configurations evaluated per second on
// one core, and a full 1024-GPU search (GPT-3 175B, global batch 1536, seq 2048, A100) < 100 ms.
// The second case is a 405B model over 16384 H100 (global batch 2048 × 8192 tokens, Llama 3's 16M).
// Counters: configs/s = searched configurations (the space, pruned subtrees included) per second;
// timed/s = configurations whose memory and step time were computed. Run: build/bin/bench_plan
#include <benchmark/benchmark.h>

#include "core/api.h"
#include "core/ledger/memory.h"
#include "core/plan/search.h"

using namespace ledgerlab;

namespace {
struct plan_case {
  const char* model;
  const char* hardware;
  long long gpus, global_batch, seq_len;
};

void run_case(benchmark::State& state, const plan_case& c) {
  const model_spec m = parse_model(json{{"preset", c.model}}, "/model");
  const precision_spec prec = parse_precision(nullptr, "/precision", false);
  training_spec tr = parse_training(nullptr, "/training", m);
  tr.global_batch = c.global_batch;
  tr.seq_len = c.seq_len;
  const hardware_spec hw = parse_hardware(json{{"preset", c.hardware}}, "/hardware");
  const step_context ctx = make_step_context(m, prec, hw, tr.seq_len, time_options{}, "/hardware");
  long long searched = 0, evaluated = 0;
  plan_result last;
  for (auto _ : state) {
    last = plan_search(ctx, tr, c.gpus, plan_space{}, 5, default_reserve_bytes(hw));
    searched += last.searched;
    evaluated += last.evaluated;
    benchmark::DoNotOptimize(last.top.data());
  }
  state.counters["configs/s"] = benchmark::Counter(static_cast<double>(searched), benchmark::Counter::kIsRate);
  state.counters["timed/s"] = benchmark::Counter(static_cast<double>(evaluated), benchmark::Counter::kIsRate);
  state.counters["searched"] = static_cast<double>(last.searched);
  state.counters["feasible"] = static_cast<double>(last.feasible);
  state.counters["best_step_s"] = last.top.empty() ? 0.0 : last.top[0].step_s;
}
}  // namespace

static void bm_plan_gpt3_175b_1024_a100(benchmark::State& state) {
  run_case(state, {"gpt3-175b", "a100-80gb-sxm", 1024, 1536, 2048});
}
BENCHMARK(bm_plan_gpt3_175b_1024_a100)->Unit(benchmark::kMillisecond);

static void bm_plan_405b_16384_h100(benchmark::State& state) {
  run_case(state, {"llama-3.1-405b", "h100-sxm", 16384, 2048, 8192});
}
BENCHMARK(bm_plan_405b_16384_h100)->Unit(benchmark::kMillisecond);

// Through handle(): JSON in, top-5 with full ledgers out.
static void bm_plan_api_gpt3_175b(benchmark::State& state) {
  const std::string req = R"({"op":"plan","model":{"preset":"gpt3-175b"},"training":{"global_batch":1536,"seq_len":2048},)"
                          R"("hardware":{"preset":"a100-80gb-sxm"},"gpus":1024,"top":5})";
  for (auto _ : state) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_plan_api_gpt3_175b)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
