// Out-of-sample validation of the step-time model (tests/data/validation_runs.json): published
// measured runs (NeMo / Megatron-Bridge on H100, MosaicML llm-foundry on H100 and A100) that were
// not used to build or tune the model, predicted from catalog constants and each framework's
// stated conventions; plus the planner's ranking on the same runs (issue #15 scope 4). The model's
// constants were committed before the first comparison (README "Accuracy of the step-time model").
// LEDGERLAB_VALIDATION_CSV=<file> writes one row per run for scripts/validation_report.py.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/api.h"

using namespace ledgerlab;

// The bounds of the "Done when": mean |error| < 7 %, worst run < 15 % (step time).
static constexpr double OOS_MEAN_BOUND = 0.07, OOS_MAX_BOUND = 0.15;

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
  if (data["models"].contains(id)) return data["models"][id];
  return json{{"preset", id}};
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
                            {"sequence_parallel", tp > 1}}},
              {"hardware", {{"preset", run["hardware"]}}},
              {"options", fw["options"]}};
}

// The planner on the same run: model, GPUs, batch, sequence, precision, TP, PP, CP, EP and ZeRO
// fixed as measured; micro-batch, interleaving and recomputation chosen by the planner.
json plan_request(const json& data, const json& run) {
  json s = step_request(data, run);
  json req = {{"op", "plan"}, {"model", s["model"]}, {"precision", s["precision"]}, {"hardware", s["hardware"]},
              {"options", s["options"]}, {"gpus", run["gpus"]}, {"top", 1}};
  req["training"] = {{"seq_len", run["seq_len"]}, {"global_batch", run["global_batch"]},
                     {"flash_attention", s["training"]["flash_attention"]}, {"dropout", s["training"]["dropout"]}};
  req["space"] = {{"tp", {s["parallel"]["tp"]}}, {"pp", {s["parallel"]["pp"]}}, {"cp", {s["parallel"]["cp"]}},
                  {"ep", {s["parallel"]["ep"]}}, {"zero", {s["parallel"]["zero"]}}, {"offload", {false}},
                  {"max_micro_batch", 64}};
  return req;
}
}  // namespace

TEST_CASE("validation: out-of-sample measured runs (H100 and A100) from catalog constants", "[validation]") {
  const json data = load("/tests/data/validation_runs.json");
  const char* csv_path = std::getenv("LEDGERLAB_VALIDATION_CSV");
  std::ofstream csv;
  if (csv_path) {
    csv.open(csv_path);
    csv << "id,hardware,framework,matmul,gpus,measured_tokens_per_s_per_gpu,predicted_tokens_per_s_per_gpu,step_error,"
           "planner_step_s,measured_config_step_s,planner_claimed_speedup,planner_micro_batch,planner_vp,planner_recompute\n";
  }
  double sum = 0, worst = 0;
  int n = 0, h100 = 0, fp8 = 0, cp_ep = 0;
  for (const json& run : data["runs"]) {
    const json req = step_request(data, run);
    const json r = handle_json(req);
    INFO(run["id"].get<std::string>() << ": " << req.dump() << " -> " << r.dump().substr(0, 400));
    REQUIRE(r["ok"] == true);
    const double gpus = run["gpus"], meas_tps = run["measured_tokens_per_s_per_gpu"];
    const double meas_step = run["global_batch"].get<double>() * run["seq_len"].get<double>() / (meas_tps * gpus);
    const double pred_step = r["step_s"], pred_tps = r["tokens_per_s"].get<double>() / gpus;
    const double err = (pred_step - meas_step) / meas_step;
    // planner ranking
    const json p = handle_json(plan_request(data, run));
    REQUIRE(p["ok"] == true);
    REQUIRE(!p["configs"].empty());
    const json& best = p["configs"][0];
    const double plan_step = best["step_s"];
    const double claimed = pred_step / plan_step - 1;  // how much faster the planner claims its choice is
    std::printf("  validation %-24s %-14s measured %8.0f  predicted %8.0f tok/s/GPU  step error %+6.1f %%  planner %+5.1f %% (b=%lld v=%lld %s)\n",
                run["id"].get<std::string>().c_str(), run["hardware"].get<std::string>().c_str(), meas_tps, pred_tps, 100 * err,
                100 * claimed, best["training"]["micro_batch"].get<long long>(), best["parallel"]["virtual_stages"].get<long long>(),
                best["training"]["recompute"].get<std::string>().c_str());
    if (csv_path)
      csv << run["id"].get<std::string>() << "," << run["hardware"].get<std::string>() << "," << run["framework"].get<std::string>() << ","
          << run.value("matmul", "bf16") << "," << gpus << "," << meas_tps << "," << pred_tps << "," << err << "," << plan_step << ","
          << pred_step << "," << claimed << "," << best["training"]["micro_batch"].get<long long>() << ","
          << best["parallel"]["virtual_stages"].get<long long>() << "," << best["training"]["recompute"].get<std::string>() << "\n";
    sum += std::fabs(err);
    worst = std::max(worst, std::fabs(err));
    ++n;
    h100 += run["hardware"].get<std::string>().rfind("h1", 0) == 0 || run["hardware"] == "h200-sxm";
    fp8 += run.value("matmul", "") == "fp8";
    cp_ep += run.value("cp", 1) > 1 || run.value("ep", 1) > 1;
  }
  const double mean = sum / n;
  std::printf("  validation (out of sample) mean |step error| %.2f %%, worst %.2f %% over %d runs (%d H100, %d fp8, %d with CP or EP)\n",
              100 * mean, 100 * worst, n, h100, fp8, cp_ep);
  // The set the issue asks for: >= 20 runs, >= 8 on H100/H200, fp8 and bf16, >= 4 with CP or EP.
  REQUIRE(n >= 20);
  REQUIRE(h100 >= 8);
  REQUIRE(fp8 >= 4);
  REQUIRE(cp_ep >= 4);
  CHECK(mean < OOS_MEAN_BOUND);
  CHECK(worst < OOS_MAX_BOUND);
}
