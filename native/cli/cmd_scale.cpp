// `ledgerlab scale`: throughput and scaling efficiency against GPU count (data parallelism takes
// the added GPUs), flagging where adding GPUs makes training slower (slow interconnects).
#include <cstdio>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/perf_common.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"gpus", "LIST", "GPU counts, increasing: 1,2,4,8,...,512"},
    {"mode", "MODE", "strong (fixed global batch, default) | weak (fixed per-GPU batch)"},
    {"json", nullptr, "print the API response as JSON"},
    {"help", nullptr, "show this help"},
};

int cmd_scale(int argc, char** argv) {
  const auto specs = concat({model_flags, precision_flags, training_flags, parallel_flags, hardware_flags, network_flags,
                             option_flags, own_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab scale --model ID --gpus 1,2,4,... [--network ID] [--hardware ID|FILE] [--mode strong|weak]\n\n"
                "example: ledgerlab scale --model gpt2-1.5b --network tcp-25g --gpus 1,2,4,8,16,32,64,128,256,512\n"
                "default hardware: h100-sxm (its inter-node link replaced by --network)\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (!a.has("gpus")) throw usage_error("--gpus LIST is required, e.g. --gpus 1,2,4,8");
  json counts = json::array();
  for (double g : a.number_list("gpus")) {
    if (g < 1 || g != static_cast<long long>(g)) throw usage_error("--gpus values must be positive integers");
    counts.push_back(static_cast<long long>(g));
  }
  json req = {{"op", "scale"}, {"model", model_from_flags(a)}, {"hardware", hardware_or_default(a, "h100-sxm")}, {"gpus", counts}};
  if (json p = precision_from_flags(a); !p.is_null()) req["precision"] = p;
  if (json t = training_from_flags(a); !t.is_null()) req["training"] = t;
  if (json p = parallel_from_flags(a); !p.is_null()) req["parallel"] = p;
  if (json n = network_from_flags(a); !n.is_null()) req["network"] = n;
  if (json o = options_from_flags(a); !o.is_null()) req["options"] = o;
  if (a.has("mode")) req["mode"] = a.str("mode", "strong");
  json r;
  int rc = 0;
  if (!call_api("scale", req, r, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", r.dump(2).c_str());
    return 0;
  }
  std::printf("Scaling sweep (%s scaling): %s on %s, network %s\n", r["mode"].get<std::string>().c_str(), model_title(req["model"]).c_str(),
              r["hardware"]["name"].get<std::string>().c_str(), r["network"].get<std::string>().c_str());
  std::printf("\n  %6s %6s %10s %12s %12s %10s %9s %9s\n", "GPUs", "dp", "step", "tokens/s", "tok/s/GPU", "speedup", "eff.", "exposed");
  for (const auto& p : r["points"]) {
    if (!p["feasible"].get<bool>()) {
      std::printf("  %6lld  -- %s\n", p["gpus"].get<long long>(), p["reason"].get<std::string>().c_str());
      continue;
    }
    std::printf("  %6lld %6lld %10s %12s %12s %10s %9s %9s%s%s\n", p["gpus"].get<long long>(), p["dp"].get<long long>(),
                format_seconds(p["step_s"].get<double>()).c_str(), fmt_num(p["tokens_per_s"].get<double>(), 5).c_str(),
                fmt_num(p["tokens_per_s_per_gpu"].get<double>(), 5).c_str(), fmt_num(p["speedup"].get<double>(), 4).c_str(),
                pct(p["scaling_efficiency"].get<double>()).c_str(),
                pct(p["comm_exposed_s"].get<double>() / p["step_s"].get<double>()).c_str(),
                p["slower_than_previous"].get<bool>() ? "  <- SLOWER than with fewer GPUs" : "",
                p["fits"].get<bool>() ? "" : "  (does not fit in memory)");
  }
  if (!r["warnings"].empty()) {
    std::printf("\nWarnings:\n");
    for (const auto& w : r["warnings"]) std::printf("  - %s\n", w.get<std::string>().c_str());
  }
  return 0;
}

}  // namespace ledgerlab::cli
