// Benchmarks of the quiz layer (built, not run by ctest): parse_quantity, a numeric check through
// the API (expected value + misconception requests computed by the ledger), a short-answer check,
// a choice answer of many commas, and the lesson op. Run: build/bin/bench_quiz
#include <benchmark/benchmark.h>

#include "core/api.h"
#include "core/quiz/quantity.h"

using namespace ledgerlab;

static void bm_parse_quantity_simple(benchmark::State& st) {
  for (auto _ : st) benchmark::DoNotOptimize(parse_quantity("48 GB", qdim::bytes));
}
BENCHMARK(bm_parse_quantity_simple);

static void bm_parse_quantity_arithmetic(benchmark::State& st) {
  for (auto _ : st) benchmark::DoNotOptimize(parse_quantity("~4.8 × 10^10 bytes + (2 * 3) GB", qdim::bytes));
}
BENCHMARK(bm_parse_quantity_arithmetic);

static void bm_check_numeric(benchmark::State& st) {
  const std::string req = R"({"op":"check","question":"training-is-its-own-beast/check-2","answer":"36 GB"})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_numeric);

static void bm_check_short_answer(benchmark::State& st) {
  const std::string req =
      R"({"op":"check","question":"training-is-its-own-beast/check-1","answer":"weights, gradients, optimizer state and activations; inference needs only the weights"})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_short_answer);

// A choice answer of many empty clauses ("ZeRO,,,,,…", a libFuzzer slow unit): the lead-pick reader
// once parsed every comma's head, 5 s at 500 commas; compare with bm_check_short_answer.
static void bm_check_choice_many_commas(benchmark::State& st) {
  const std::string req = R"({"op":"check","question":"training-is-its-own-beast/problem-1/sharding","answer":"ZeRO)" +
                          std::string(static_cast<std::size_t>(st.range(0)), ',') + R"(+12/8 = 5.5 B/param -> 37 GB"})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_choice_many_commas)->Arg(30)->Arg(500)->Unit(benchmark::kMillisecond);

// A verdict of N repeated openers ("fine, fine, ..."): each opener had been read by its own recursion over the
// rest of the answer (quadratic: 4.2 s at N = 2,800, a 16.8 KB answer); the openers are stepped over in one
// pass and the verdict reads at most 4,000 bytes. The ratio between the two sizes shows the growth.
static void bm_check_yes_no_many_openers(benchmark::State& st) {
  std::string answer;
  for (long i = 0; i < st.range(0); ++i) answer += "fine, ";
  const std::string req = R"({"op":"check","question":"training-resource-accounting/problem-1/fits","answer":")" + answer +
                          R"(no","previous":{"sharding":"a"}})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_yes_no_many_openers)->Arg(30)->Arg(2800)->Unit(benchmark::kMillisecond);

// An ordering answered with many "or"s: each " or " had parsed the whole answer on both sides, looking for two
// whole lists offered as alternatives (quadratic: 0.56 s at 2.8 KB before session 34's bound)
static void bm_check_ordering_many_ors(benchmark::State& st) {
  std::string answer;
  for (long i = 0; i < st.range(0); ++i) answer += "b, d or a, c or ";
  const std::string req = R"({"op":"check","question":"training-resource-accounting/solution-spectrum","answer":")" +
                          answer + R"(b"})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_ordering_many_ors)->Arg(10)->Arg(200)->Unit(benchmark::kMillisecond);

static void bm_lesson_op(benchmark::State& st) {
  const std::string req = R"({"op":"lesson","id":"training-vs-inference-memory","seed":3})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_lesson_op);

BENCHMARK_MAIN();
