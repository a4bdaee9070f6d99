// `ledgerlab comm`: the per-step communication ledger (formulas.md §7.2) of one configuration:
// bytes, time and exposed time per parallelism dimension, with each operation's formula.
#include <cstdio>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/perf_common.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"gpus", "N", "total GPUs: sets dp = N / (tp × pp × cp)"},
    {"json", nullptr, "print the API response (op step) as JSON"},
    {"help", nullptr, "show this help"},
};

int cmd_comm(int argc, char** argv) {
  const auto specs = concat({model_flags, precision_flags, training_flags, parallel_flags, hardware_flags, network_flags,
                             option_flags, own_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab comm --model ID --hardware ID|FILE [--gpus N] [parallel flags]\n\n"
                "example: ledgerlab comm --model llama-2-70b --hardware h100-sxm --gpus 64 --tp 8 --pp 2 --zero 1\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  json req = step_request_from_flags(a);
  json r;
  int rc = 0;
  if (!call_api("comm", req, r, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", r.dump(2).c_str());
    return 0;
  }
  const json& p = r["parallel"];
  std::printf("Communication ledger per GPU per step: %s on %ld x %s\n", model_title(req["model"]).c_str(),
              static_cast<long>(r["gpus"].get<long long>()), r["hardware"]["name"].get<std::string>().c_str());
  std::printf("  dp %lld, tp %lld, pp %lld (v %lld), cp %lld, ep %lld, ZeRO-%d%s; %lld micro-batches of %lld x %lld tokens\n\n",
              p["dp"].get<long long>(), p["tp"].get<long long>(), p["pp"].get<long long>(), p["virtual_stages"].get<long long>(),
              p["cp"].get<long long>(), p["ep"].get<long long>(), p["zero"].get<int>(), p["sequence_parallel"].get<bool>() ? ", SP" : "",
              r["microbatches"].get<long long>(), r["training"]["micro_batch"].get<long long>(), r["training"]["seq_len"].get<long long>());
  print_comm_table(r);
  std::printf("\n  exposed communication is %s of the %s step (compute %s, bubble %s)\n", pct(r["comm_exposed_s"].get<double>() / r["step_s"].get<double>()).c_str(),
              format_seconds(r["step_s"].get<double>()).c_str(), format_seconds(r["compute_s"].get<double>()).c_str(),
              format_seconds(r["bubble_s"].get<double>()).c_str());
  return 0;
}

}  // namespace ledgerlab::cli
