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

// A single choice answered with a soup of the grader's trigger words (the lead's timing fuzz, session 41): each
// rewrite of the choice reader reads its text again, 577 reads and a second for these 374 words before the reader
// stopped after 64 rewrites (realistic answers take at most 15). The ratio between the two sizes shows the growth.
static void bm_check_choice_trigger_soup(benchmark::State& st) {
  static const std::string soup = R"(everything except : oops excluding 98 al compute → larger correction versus cost trade alone whole bf16 whereas b trades weights tokens which including state bytes 計算量が faster fits d if también total zuerst that's menos 計算量が Adam Adam activations GB excluding mémoire fits w/o und single state it 4 plus for < 12 減る y are meant keine d'abord for roughly it faster não EDIT: mais would nvm además against yes time grows e I puis wall-clock b 840 bf16 enfin 16 that recompute so against alone 増える メモリが peak activations bf16 memory at x so 112 and no – with less 8 one luego correction 時間 less d copy √n 7 so 28 メモリが 28 the shard plus also 15 excluding 1/3 versus through et ≈ minus excluding all of roughly on 0.58 14 shard dominate minus less ≈ total I cache final ( cache plus lah time versus und if × than × so free 56 through cache but at 7 faster of > GPUs 14 → time 4.2e10 so wait 7 8× pas that total 560 lah ✗ pas mémoire yes 10.7 más state correction also faster for ✓ 29% overall pas itself und scratch rather sin não bf16 down 16Ψ by 8 y zuletzt 65536 1,1 1e9 12 cálculo 1/8 mémoire mean total ≈ hours at al optimizer all además a luego otherwise state 15 112 cache f √n ± which primero — more card . menos accumulation zuerst ≈ activations doesn't is oh larger shard tokens + longer メモリが pas I 7 weniger which cálculo then mehr grads aussi edit: tokens 65536 tokens + 56 112 - x a weights yes alone and card enfin b against free thing inference 33% inference roughly lah FSDP but slower lor 1.120 grads all I which weniger time b KV 29% offloading = instead ~~a~~ master for 98 then really fit fit but 16 fit alone I fp32 at final 増える edit: GPU hours O(sqrt(n)) a rather is no at nvm 2N split keine shard inference about cache -> hours x it costs single excluding final on 2 ) minus less más FSDP final costs of 1,1 page não . larger everything MFU everything i.e. fits d'abord free f larger GiB)";
  std::size_t cut = 0;
  for (long w = 0; w < st.range(0) && cut != std::string::npos; ++w) cut = soup.find(' ', cut + 1);
  const std::string answer = soup.substr(0, cut);
  const std::string req =
      R"({"op":"check","question":"training-resource-accounting/problem-1/sharding","answer":")" + answer + R"("})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_choice_trigger_soup)->Arg(30)->Arg(374)->Unit(benchmark::kMillisecond);

// A multi-select list repeated with a remark after each ';' ("b, c, d; e too" × N): every ';' had been tried as the
// cut between the list and a remark on the left-out letters, folding the text on both sides each time (quadratic:
// 0.7 s at N = 266, a 3,990-byte answer, the lead's timing fuzz in session 45); the first 16 cuts are tried. The
// ratio between the two sizes shows the growth.
static void bm_check_multi_select_many_remarks(benchmark::State& st) {
  std::string answer;
  for (long i = 0; i < st.range(0); ++i) answer += "b, c, d; e too ";
  const std::string req =
      R"({"op":"check","question":"training-is-its-own-beast/training-only-state","answer":")" + answer + R"("})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_check_multi_select_many_remarks)->Arg(20)->Arg(266)->Unit(benchmark::kMillisecond);

static void bm_lesson_op(benchmark::State& st) {
  const std::string req = R"({"op":"lesson","id":"training-vs-inference-memory","seed":3})";
  for (auto _ : st) benchmark::DoNotOptimize(handle(req));
}
BENCHMARK(bm_lesson_op);

BENCHMARK_MAIN();
