// `ledgerlab step`: step time = compute + exposed communication + pipeline bubble + optimizer,
// tokens/s, MFU, HFU, and time-to-train / GPU-hours / cost for a token budget (formulas.md §11).
#include <cstdio>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/perf_common.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"gpus", "N", "total GPUs: sets dp = N / (tp × pp × cp)"},
    {"tokens", "T", "token budget for time-to-train, e.g. 2e12"},
    {"price", "USD", "price per GPU-hour for the cost line"},
    {"json", nullptr, "print the API response as JSON"},
    {"help", nullptr, "show this help"},
};

int cmd_step(int argc, char** argv) {
  const auto specs = concat({model_flags, precision_flags, training_flags, parallel_flags, hardware_flags, network_flags,
                             option_flags, own_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab step --model ID --hardware ID|FILE [--gpus N] [parallel/training flags] [--tokens T --price P]\n\n"
                "example: ledgerlab step --model llama-3-70b --hardware h100-sxm --gpus 256 --tp 8 --pp 4 --global-batch 1024 "
                "--seq-len 8192 --recompute selective --sp --zero 1 --tokens 15e12 --price 2.5\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  json req = step_request_from_flags(a);
  if (a.has("tokens")) req["tokens"] = a.number("tokens", 0);
  if (a.has("price")) req["price_per_gpu_hour"] = a.number("price", 0);
  json r;
  int rc = 0;
  if (!call_api("step", req, r, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", r.dump(2).c_str());
    return 0;
  }
  const json& p = r["parallel"];
  std::printf("Step time: %s on %lld x %s (dp %lld, tp %lld, pp %lld, v %lld, cp %lld, ep %lld, ZeRO-%d%s)\n",
              model_title(req["model"]).c_str(), r["gpus"].get<long long>(), r["hardware"]["name"].get<std::string>().c_str(),
              p["dp"].get<long long>(), p["tp"].get<long long>(), p["pp"].get<long long>(), p["virtual_stages"].get<long long>(),
              p["cp"].get<long long>(), p["ep"].get<long long>(), p["zero"].get<int>(), p["sequence_parallel"].get<bool>() ? ", SP" : "");
  std::printf("  global batch %s sequences x %lld tokens, %lld micro-batches of %lld per DP rank, recompute %s\n\n",
              fmt_num(r["global_batch"].get<double>(), 6).c_str(), r["training"]["seq_len"].get<long long>(),
              r["microbatches"].get<long long>(), r["training"]["micro_batch"].get<long long>(),
              r["training"]["recompute"].get<std::string>().c_str());
  const double step = r["step_s"].get<double>();
  auto line = [&](const char* k, const char* label) {
    const double v = r[k].get<double>();
    std::printf("  %-28s %12s  %6s\n", label, format_seconds(v).c_str(), pct(v / step).c_str());
  };
  line("compute_s", "compute");
  line("comm_exposed_s", "exposed communication");
  line("bubble_s", "pipeline bubble");
  line("optimizer_s", "optimizer step");
  std::printf("  %-28s %12s\n", "STEP", format_seconds(step).c_str());
  std::printf("\n  tokens/s %s   MFU %s   HFU %s   memory %s per GPU (%s)\n", fmt_num(r["tokens_per_s"].get<double>(), 5).c_str(),
              pct(r["mfu"].get<double>()).c_str(), pct(r["hfu"].get<double>()).c_str(),
              format_bytes(r["memory"]["per_gpu_bytes"].get<double>()).c_str(), r["memory"]["fits"].get<bool>() ? "fits" : "DOES NOT FIT");
  if (r.contains("time_to_train")) {
    const json& t = r["time_to_train"];
    std::printf("  %s tokens: %s, %s GPU-hours", fmt_num(t["tokens"].get<double>(), 4).c_str(), format_seconds(t["time_s"].get<double>()).c_str(),
                fmt_num(t["gpu_hours"].get<double>(), 5).c_str());
    if (t["price_per_gpu_hour"].get<double>() > 0) std::printf(", cost %s", fmt_num(t["cost"].get<double>(), 5).c_str());
    std::printf("\n");
  }
  std::printf("\nLedger:\n");
  print_steps(r["steps"], false);
  return 0;
}

}  // namespace ledgerlab::cli
