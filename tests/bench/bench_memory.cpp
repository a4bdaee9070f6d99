// Benchmark: the memory op. Targets (issue 2): < 1 µs per request natively excluding JSON
// (memory_train with parsed specs, no explanation strings) and < 20 µs through handle()
// including JSON parse and print. Run: build/bin/bench_memory
#include <benchmark/benchmark.h>

#include "core/api.h"
#include "core/ledger/memory.h"

using namespace ledgerlab;

static const char* request =
    R"({"op":"memory","model":{"preset":"llama-2-7b"},"precision":{"recipe":"mixed_adam"},)"
    R"("training":{"micro_batch":1,"seq_len":4096},"parallel":{"dp":8,"zero":3},"hardware":{"preset":"h100-sxm"}})";

// The request's specs, parsed once (the "core" benchmarks time the ledger alone).
struct parsed_specs {
  model_spec m;
  precision_spec p;
  training_spec t;
  parallel_spec par;
};
static parsed_specs parse_request_specs() {
  const json req = json::parse(request);
  parsed_specs s;
  s.m = parse_model(req["model"], "/model");
  s.p = parse_precision(&req["precision"], "/precision", false);
  s.t = parse_training(&req["training"], "/training", s.m);
  s.par = parse_parallel(&req["parallel"], "/parallel");
  return s;
}

static void bm_memory_core(benchmark::State& state) {
  const parsed_specs s = parse_request_specs();
  for (auto _ : state) {
    memory_result r = memory_train(s.m, s.p, s.t, s.par, false);
    benchmark::DoNotOptimize(r.total);
  }
}
BENCHMARK(bm_memory_core);

static void bm_memory_core_with_steps(benchmark::State& state) {
  const parsed_specs s = parse_request_specs();
  for (auto _ : state) {
    memory_result r = memory_train(s.m, s.p, s.t, s.par, true);
    benchmark::DoNotOptimize(r.steps.data());
  }
}
BENCHMARK(bm_memory_core_with_steps);

static void bm_memory_handle(benchmark::State& state) {
  for (auto _ : state) {
    std::string resp = handle(request);
    benchmark::DoNotOptimize(resp.data());
  }
}
BENCHMARK(bm_memory_handle);

static void bm_memory_handle_bare(benchmark::State& state) {
  for (auto _ : state) {
    std::string resp = handle(R"({"op":"memory","model":{"params":7e9},"precision":{"recipe":"mixed_adam"}})");
    benchmark::DoNotOptimize(resp.data());
  }
}
BENCHMARK(bm_memory_handle_bare);

static void bm_memory_handle_compact(benchmark::State& state) {
  std::string req = request;
  req.insert(req.size() - 1, R"(,"explain":false)");
  for (auto _ : state) {
    std::string resp = handle(req);
    benchmark::DoNotOptimize(resp.data());
  }
}
BENCHMARK(bm_memory_handle_compact);

static void bm_version_handle(benchmark::State& state) {
  for (auto _ : state) {
    std::string resp = handle(R"({"op":"version"})");
    benchmark::DoNotOptimize(resp.data());
  }
}
BENCHMARK(bm_version_handle);

// Baseline for the figures above: nlohmann parse + dump of the same response text, no ledger work.
static void bm_json_roundtrip_baseline(benchmark::State& state) {
  const std::string resp = handle(request);
  for (auto _ : state) {
    std::string out = json::parse(resp).dump();
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK(bm_json_roundtrip_baseline);

BENCHMARK_MAIN();
