// Out-of-sample validation of the step-time model (docs/formulas.md §11.7; tests/data/validation_runs.json):
// published measured runs predicted from catalog constants and each framework's stated conventions, and
// the planner's ranking on them (issue #15 scope 4). Protocol (README "Accuracy"): set A compared first
// (869088d), B held out to 7f8e2bd, C to the round-2 freeze (a4627a7), D (1ea573e) to the round-3 freeze
// (4caa3af), E (round 4) before any round-4 change, F (round 5) before any round-5 change, each compared once. LEDGERLAB_VALIDATION_CSV=<file> writes rows for scripts/validation_report.py.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/api.h"

using namespace ledgerlab;

// The bounds of the issue's "Done when": mean |error| < 7 %, worst run < 15 % (step time).
static constexpr double OOS_MEAN_BOUND = 0.07, OOS_MAX_BOUND = 0.15;
// Sets A, B and C are in-sample for round 3 of issue #15 (the loss-kernel and autocast mechanisms
// were added while studying them): the reached values plus a margin. Round 3 reached A 12.10 % mean
// (60.3 % worst: the MoE runs), B 9.71 % / 21.43 %, C 10.00 % / 24.15 %; round 2 had A 14.9 %,
// B 11.6 % / 27.0 %, C 11.6 % / 25.6 % (its first held-out result); round 1 A 23.6 %, B 30.9 % / 57.7 %.
// Round 4 (sustained GEMM clock, pipeline transfers under interleaving; sets A-D in sample): A 8.95 %,
// B 8.99 % / 29.54 % (the worst, LLAMA2-13B SFT at +29.5 %, was +17.4 % and grows with every GEMM
// slowdown: its pessimism is not the GEMMs'), C 6.91 % / 21.71 %, D 7.02 % / 22.19 %.
static constexpr double SET_A_MEAN_BOUND = 0.095;
static constexpr double SET_B_MEAN_BOUND = 0.095, SET_B_MAX_BOUND = 0.30;

namespace {
json load(const char* rel) {
  std::ifstream f(std::string(LEDGERLAB_SOURCE_DIR) + rel);
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  return json::parse(ss.str());
}

json model_of(const json& data, const json& run) {
  const std::string id = run["model"];
  if (!data["models"].contains(id)) return json{{"preset", id}};
  json m = data["models"][id];
  // MPT's learned position table has max_seq_len = the run's sequence length (llm-foundry yamls)
  if (m.value("position_embedding", "") == "learned") m["max_seq_len"] = run["seq_len"];
  return m;
}

// The step request of a run: the framework's conventions (precision, ZeRO, attention, dropout,
// overlap options) plus the run's own configuration.
json step_request(const json& data, const json& run) {
  const json& fw = data["frameworks"][run["framework"].get<std::string>()];
  const long long gpus = run["gpus"], tp = run.value("tp", 1), pp = run.value("pp", 1), cp = run.value("cp", 1);
  json prec = fw["precision"];
  if (run.contains("matmul")) prec["matmul"] = run["matmul"];
  return json{{"op", "step"},
              {"model", model_of(data, run)},
              {"precision", prec},
              {"training", {{"micro_batch", run["micro_batch"]}, {"seq_len", run["seq_len"]}, {"global_batch", run["global_batch"]},
                            {"recompute", run["recompute"]}, {"flash_attention", fw["flash_attention"]}, {"dropout", fw["dropout"]}}},
              {"parallel", {{"dp", gpus / (tp * pp * cp)}, {"tp", tp}, {"pp", pp}, {"cp", cp}, {"ep", run.value("ep", 1)},
                            {"virtual_stages", run.value("vp", 1)}, {"zero", run.value("zero", fw["zero"].get<int>())},
                            {"sequence_parallel", tp > 1},
                            {"account_for_embedding_in_pipeline_split", run.value("account_for_embedding_in_pipeline_split", false)},
                            {"account_for_loss_in_pipeline_split", run.value("account_for_loss_in_pipeline_split", false)}}},
              {"hardware", {{"preset", run["hardware"]}}},
              {"options", fw["options"]}};
}

// The planner on the same run: model, GPUs, batch, sequence, precision, TP, PP, CP, EP and ZeRO
// fixed as measured; micro-batch, interleaving and recomputation chosen by the planner. Micro-batches:
// the divisors of the replica's batch up to 128 (formulas.md §13.1; the largest measured is 96).
json plan_request(const json& data, const json& run) {
  json s = step_request(data, run);
  json req = {{"op", "plan"}, {"model", s["model"]}, {"precision", s["precision"]}, {"hardware", s["hardware"]},
              {"options", s["options"]}, {"gpus", run["gpus"]}, {"top", 1}};
  req["training"] = {{"seq_len", run["seq_len"]}, {"global_batch", run["global_batch"]},
                     {"flash_attention", s["training"]["flash_attention"]}, {"dropout", s["training"]["dropout"]}};
  req["space"] = {{"tp", {s["parallel"]["tp"]}}, {"pp", {s["parallel"]["pp"]}}, {"cp", {s["parallel"]["cp"]}},
                  {"ep", {s["parallel"]["ep"]}}, {"zero", {s["parallel"]["zero"]}}, {"offload", {false}},
                  {"max_micro_batch", 128},
                  {"account_for_embedding_in_pipeline_split", s["parallel"]["account_for_embedding_in_pipeline_split"]},
                  {"account_for_loss_in_pipeline_split", s["parallel"]["account_for_loss_in_pipeline_split"]}};
  return req;
}

struct set_stats {
  double mean = 0, worst = 0;
  int n = 0, h100 = 0, fp8 = 0, cp_ep = 0, optimistic = 0;  // optimistic: predicted faster than measured
  int in_space = 0;  // measured configurations inside the planner's space that fit its memory ledger
};

// Is the measured configuration one the planner searched? Its micro-batch among the sizes tried at its dp,
// its virtual stages allowed (the step answer accepted them, so they divide L/pp; the interleaved
// schedule's micro-batch count a multiple of pp), its recompute mode in the default space (no selective
// with flash attention), and it fits the memory ledger (the step answer's memory.fits, plan's reserve).
bool measured_in_plan_space(const json& run, const json& step, const json& best) {
  const long long b = run["micro_batch"], v = run.value("vp", 1), pp = run.value("pp", 1);
  const json& tried = best["micro_batch_candidates"];
  if (std::find(tried.begin(), tried.end(), json(b)) == tried.end()) return false;
  if (v > 1 && step["microbatches"].get<long long>() % pp != 0) return false;
  if (run["recompute"] == "selective" && best["training"]["flash_attention"] == true) return false;
  return step["memory"]["fits"] == true;
}

// Predicts every run of data[key], prints one line each (and a CSV row when asked), and returns the
// error statistics.
// min_in_space: the share of runs whose measured configuration the planner must have searched and found
// to fit (the ranking check is not vacuous); 2/3 unless a set says why not.
set_stats evaluate(const json& data, const char* key, const char* set_name, std::ofstream* csv, double min_in_space = 2.0 / 3) {
  set_stats st;
  double sum = 0;
  for (const json& run : data[key]) {
    const json req = step_request(data, run);
    const json r = handle_json(req);
    INFO(run["id"].get<std::string>() << ": " << req.dump() << " -> " << r.dump().substr(0, 400));
    REQUIRE(r["ok"] == true);
    const double gpus = run["gpus"], meas_tps = run["measured_tokens_per_s_per_gpu"];
    const double meas_step = run["global_batch"].get<double>() * run["seq_len"].get<double>() / (meas_tps * gpus);
    const double pred_step = r["step_s"], pred_tps = r["tokens_per_s"].get<double>() / gpus;
    const double err = (pred_step - meas_step) / meas_step;
    // planner ranking: how much faster the planner claims its own choice is than the measured one
    const json p = handle_json(plan_request(data, run));
    REQUIRE(p["ok"] == true);
    REQUIRE(!p["configs"].empty());
    const json& best = p["configs"][0];
    const double plan_step = best["step_s"];
    const double claimed = pred_step / plan_step - 1;
    // A planner never ranks its choice behind a configuration it searched: when the measured one is in
    // its space and fits, the claimed speed-up is >= 0 (a power-of-two-only micro-batch list broke this).
    // The sizes tried are every divisor of the replica's batch (m·b) up to 128: the measured b among them.
    if (run["micro_batch"].get<long long>() <= 128 && p["micro_batch"]["lists_thinned"] == 0) {
      const json& tried = best["micro_batch_candidates"];
      CHECK(std::find(tried.begin(), tried.end(), run["micro_batch"]) != tried.end());
    }
    if (measured_in_plan_space(run, r, best)) {
      ++st.in_space;
      CHECK(plan_step <= pred_step * (1 + 1e-12));
    }
    std::printf("  validation %s %-26s %-14s measured %8.0f  predicted %8.0f tok/s/GPU  step error %+6.1f %%  planner %+5.1f %% (b=%lld v=%lld %s)\n",
                set_name, run["id"].get<std::string>().c_str(), run["hardware"].get<std::string>().c_str(), meas_tps, pred_tps, 100 * err,
                100 * claimed, best["training"]["micro_batch"].get<long long>(), best["parallel"]["virtual_stages"].get<long long>(),
                best["training"]["recompute"].get<std::string>().c_str());
    if (csv)
      *csv << set_name << "," << run["id"].get<std::string>() << "," << run["hardware"].get<std::string>() << ","
           << run["framework"].get<std::string>() << "," << run.value("matmul", "bf16") << "," << gpus << "," << meas_tps << "," << pred_tps
           << "," << err << "," << plan_step << "," << pred_step << "," << claimed << "," << best["training"]["micro_batch"].get<long long>()
           << "," << best["parallel"]["virtual_stages"].get<long long>() << "," << best["training"]["recompute"].get<std::string>() << "\n";
    sum += std::fabs(err);
    st.worst = std::max(st.worst, std::fabs(err));
    st.optimistic += err < 0;
    ++st.n;
    st.h100 += run["hardware"].get<std::string>().rfind("h1", 0) == 0 || run["hardware"] == "h200-sxm";
    st.fp8 += run.value("matmul", "") == "fp8";
    st.cp_ep += run.value("cp", 1) > 1 || run.value("ep", 1) > 1;
  }
  st.mean = st.n ? sum / st.n : 0;
  CHECK(st.in_space >= min_in_space * st.n);  // the ranking check above is not vacuous: most measured runs are in the space
  std::printf("  validation set %s: mean |step error| %.2f %%, worst %.2f %% over %d runs (%d optimistic; %d H100, %d fp8, %d with CP or EP); "
              "%d measured configurations in the planner's space\n",
              set_name, 100 * st.mean, 100 * st.worst, st.n, st.optimistic, st.h100, st.fp8, st.cp_ep, st.in_space);
  return st;
}

std::ofstream* csv_out() {
  static std::ofstream csv;
  const char* path = std::getenv("LEDGERLAB_VALIDATION_CSV");
  if (!path) return nullptr;
  if (!csv.is_open()) {
    csv.open(path);
    csv << "set,id,hardware,framework,matmul,gpus,measured_tokens_per_s_per_gpu,predicted_tokens_per_s_per_gpu,step_error,"
           "planner_step_s,measured_config_step_s,planner_claimed_speedup,planner_micro_batch,planner_vp,planner_recompute\n";
  }
  return &csv;
}

// One set read and checked for what the issue asks of a validation set: >= 20 runs, >= 8 on
// H100/H200, fp8 and bf16, >= 4 with CP or EP.
set_stats evaluate_issue_set(const char* key, const char* set_name) {
  const json data = load("/tests/data/validation_runs.json");
  const set_stats st = evaluate(data, key, set_name, csv_out());
  REQUIRE(st.n >= 20);
  REQUIRE(st.h100 >= 8);
  REQUIRE(st.fp8 >= 4);
  REQUIRE(st.cp_ep >= 4);
  return st;
}
}  // namespace

TEST_CASE("validation set A: the first out-of-sample comparison (now in-sample)", "[validation]") {
  const set_stats st = evaluate_issue_set("runs", "A");
  // Set A was seen before the model's last change (README): it is in-sample now. The bound fails
  // if a mechanism breaks; it is the reached value plus a margin, not the issue's target.
  CHECK(st.mean < SET_A_MEAN_BOUND);
}

TEST_CASE("validation set B: held out until the model was frozen again", "[validation]") {
  const json data = load("/tests/data/validation_runs.json");
  const set_stats st = evaluate(data, "runs_b", "B", csv_out());
  REQUIRE(st.n >= 20);
  REQUIRE(st.h100 >= 8);
  REQUIRE(st.fp8 >= 4);
  // Regression bounds at the reached (now in-sample) values plus a margin; they fail if the model
  // gets worse. The issue's target is the [!shouldfail] case on the held-out set C below.
  CHECK(st.mean < SET_B_MEAN_BOUND);
  CHECK(st.worst < SET_B_MAX_BOUND);
}

// Set C (held out for round 2 of issue #15): written down at 0b7af8e before any round-2 change;
// the model was frozen at a4627a7 and compared with it once (11.59 % mean, 25.58 % worst; README
// "Accuracy"); in sample for round 3. Regression bounds at the round-3 values plus a margin.
static constexpr double SET_C_MEAN_BOUND = 0.075, SET_C_MAX_BOUND = 0.225;

TEST_CASE("validation set C: held out until the round-2 model was frozen", "[validation]") {
  const set_stats st = evaluate_issue_set("runs_c", "C");
  CHECK(st.mean < SET_C_MEAN_BOUND);
  CHECK(st.worst < SET_C_MAX_BOUND);
}

// Set D (held out for round 3 of issue #15): written down before any round-3 change, with the
// round-2 model's prediction on it recorded in the same commit (README "Accuracy": the "before"
// figure: 12.22 % mean, 29.40 % worst, 24 of 29 optimistic). The round-3 model, frozen at 4caa3af,
// compared with it once: 10.67 % mean, 25.39 % worst, 23 of 29 optimistic. Regression bounds at that
// result plus a margin; they fail if the model gets worse.
static constexpr double SET_D_MEAN_BOUND = 0.075, SET_D_MAX_BOUND = 0.23;

TEST_CASE("validation set D: held out until the round-3 model was frozen", "[validation]") {
  const set_stats st = evaluate_issue_set("runs_d", "D");
  CHECK(st.mean < SET_D_MEAN_BOUND);
  CHECK(st.worst < SET_D_MAX_BOUND);
}

// Set E (held out for round 4 of issue #15): written down before any round-4 change, with the
// round-3 model's prediction on it recorded in the same commit (README "Accuracy": the "before"
// figure: 14.71 % mean, 71.14 % worst (Qwen3-30B-A3B on B200), 16 of 24 optimistic). The round-4
// model, frozen at 43cdec5, compared once: 11.64 % mean, 67.60 % worst (the same MoE rows), 11 of 24
// optimistic; without the two MoE rows 6.62 % / 17.0 %. Regression bounds at that result plus a margin.
static constexpr double SET_E_MEAN_BOUND = 0.125, SET_E_MAX_BOUND = 0.69;

TEST_CASE("validation set E: held out until the round-4 model is frozen", "[validation]") {
  const set_stats st = evaluate_issue_set("runs_e", "E");
  CHECK(st.mean < SET_E_MEAN_BOUND);
  CHECK(st.worst < SET_E_MAX_BOUND);
}

// Set F (held out for round 5 of issue #15): written down before any round-5 change, with the
// round-4 model's prediction on it recorded in the same commit (README "Accuracy": the "before"
// figure: 7.85 % mean, 27.05 % worst (MPT-760m at 1024 tokens on A100), 18 of 24 optimistic). Its
// sources had 1 fp8 row and 2 with CP/EP left that sets A-E had not used (sets.F says why): the
// issue's >= 4 of each is not met and not padded. Regression bounds at the reached values plus a margin.
static constexpr double SET_F_MEAN_BOUND = 0.08, SET_F_MAX_BOUND = 0.28;

TEST_CASE("validation set F: held out until the round-5 model is frozen", "[validation]") {
  const json data = load("/tests/data/validation_runs.json");
  const set_stats st = evaluate(data, "runs_f", "F", csv_out());
  REQUIRE(st.n >= 20);
  REQUIRE(st.h100 >= 8);
  REQUIRE(st.fp8 >= 1);
  REQUIRE(st.cp_ep >= 2);
  CHECK(st.mean < SET_F_MEAN_BOUND);
  CHECK(st.worst < SET_F_MAX_BOUND);
}

// Issue #15's "Done when" (out-of-sample mean |error| < 7 %, worst < 15 %) on the latest held-out
// set (F since round 5). Tagged [!shouldfail] while the target is missed (README "Accuracy of the
// step-time model"): ctest stays green, and this case fails the day the model meets it, so the tag
// is removed then.
TEST_CASE("issue #15 target: held-out mean |step error| < 7 % and worst < 15 %", "[validation][!shouldfail]") {
  const json data = load("/tests/data/validation_runs.json");
  const set_stats st = evaluate(data, "runs_f", "F", nullptr);
  CHECK(st.mean < OOS_MEAN_BOUND);
  CHECK(st.worst < OOS_MAX_BOUND);
}

// Set G (held out for round 6 of issue #15): 11 Llama 3.1 405B runs on Megatron's uneven pipeline split,
// written down (2461ede) before the ledger could express them; round 6 added that split
// (formulas.md §8.1, c076eba) and no constant, and compared the set once: mean 5.02 %, worst 7.66 %
// (the 30-layer proxy BF16 on 64 H100s, −7.7 %), 7 of 11 optimistic. Regression bounds at that result
// plus a margin. The memory ledger rejects 3 of the 11 measured configurations (the full model at 512
// H100s, dp 4: its optimizer shard is twice the 2048-GPU run's; B200 195 of 170 GB usable): the
// planner's claims on those runs are negative (README "Round 6").
static constexpr double SET_G_MEAN_BOUND = 0.055, SET_G_MAX_BOUND = 0.085;

TEST_CASE("validation set G: held out until the round-6 model is frozen", "[validation]") {
  const json data = load("/tests/data/validation_runs.json");
  const set_stats st = evaluate(data, "runs_g", "G", csv_out());
  REQUIRE(st.n == 11);
  REQUIRE(st.h100 == 10);
  REQUIRE(st.fp8 == 7);
  REQUIRE(st.cp_ep == 11);
  CHECK(st.mean < SET_G_MEAN_BOUND);
  CHECK(st.worst < SET_G_MAX_BOUND);
}
