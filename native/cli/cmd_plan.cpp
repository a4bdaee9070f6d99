// `ledgerlab plan`: will it fit, and what is the best way: the planner's ranked configurations,
// the counts of searched and rejected ones (by reason), and --min-gpus for the fewest GPUs.
#include <cstdio>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/perf_common.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"gpus", "N", "GPUs to plan for"},
    {"min-gpus", nullptr, "find the fewest GPUs that can train the model at all"},
    {"max-gpus", "N", "upper limit for --min-gpus (default 16384)"},
    {"global-batch", "B", "global batch in sequences (required)"},
    {"seq-len", "S", "sequence length (default 2048)"},
    {"flash", nullptr, "fused (flash) attention"},
    {"top", "K", "configurations to show (default 5)"},
    {"ledger", nullptr, "print the full step ledger of the best configuration"},
    {"account-for-embedding-in-pipeline-split", nullptr, "search Megatron's uneven split: the embedding takes a layer slot"},
    {"account-for-loss-in-pipeline-split", nullptr, "search Megatron's uneven split: the loss takes a layer slot"},
    {"json", nullptr, "print the API response as JSON"},
    {"help", nullptr, "show this help"},
};

int cmd_plan(int argc, char** argv) {
  const auto specs = concat({model_flags, precision_flags, hardware_flags, network_flags, option_flags, own_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab plan --model ID --hardware ID|FILE --global-batch B [--seq-len S] (--gpus N | --min-gpus)\n\n"
                "example: ledgerlab plan --model llama-3-70b --hardware h100-sxm --gpus 256 --global-batch 1024 --seq-len 8192\n"
                "         ledgerlab plan --model llama-3-70b --hardware h100-sxm --min-gpus --global-batch 1024 --seq-len 8192\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (!a.has("global-batch")) throw usage_error("--global-batch B is required");
  if (a.has("gpus") == a.has("min-gpus")) throw usage_error("give exactly one of --gpus N and --min-gpus");
  json training = {{"global_batch", a.integer("global-batch", 0)}, {"seq_len", a.integer("seq-len", 2048)}};
  if (a.has("flash")) training["flash_attention"] = true;
  json req = {{"op", "plan"}, {"model", model_from_flags(a)}, {"hardware", hardware_or_default(a, "h100-sxm")},
              {"training", training}, {"top", a.integer("top", 5)}};
  if (a.has("gpus")) req["gpus"] = a.integer("gpus", 1);
  if (a.has("min-gpus")) req["min_gpus"] = true;
  if (a.has("max-gpus")) req["max_gpus"] = a.integer("max-gpus", 16384);
  if (a.has("account-for-embedding-in-pipeline-split")) req["space"]["account_for_embedding_in_pipeline_split"] = true;
  if (a.has("account-for-loss-in-pipeline-split")) req["space"]["account_for_loss_in_pipeline_split"] = true;
  if (json p = precision_from_flags(a); !p.is_null()) req["precision"] = p;
  if (json n = network_from_flags(a); !n.is_null()) req["network"] = n;
  if (json o = options_from_flags(a); !o.is_null()) req["options"] = o;
  json r;
  int rc = 0;
  if (!call_api("plan", req, r, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", r.dump(2).c_str());
    return 0;
  }
  std::printf("Plan: %s on %lld GPUs (%s), global batch %lld x %lld tokens%s\n", model_title(req["model"]).c_str(), r["gpus"].get<long long>(),
              req["hardware"].contains("preset") ? req["hardware"]["preset"].get<std::string>().c_str() : "custom profile",
              training["global_batch"].get<long long>(), training["seq_len"].get<long long>(),
              r.contains("min_gpus") ? "  (fewest GPUs that fit)" : "");
  const json& n = r["counts"];
  std::printf("  searched %lld configurations: %lld invalid, %lld out of memory, %lld timed, %lld pruned\n",
              n["searched"].get<long long>(), n["invalid"].get<long long>(), n["out_of_memory"].get<long long>(),
              n["timed"].get<long long>(), n["pruned"].get<long long>());
  // The micro-batch sizes tried (formulas.md §13.1): the rule the search used, as the API states it.
  if (r.contains("micro_batch") && r["micro_batch"].contains("note"))
    std::printf("    %s\n", r["micro_batch"]["note"].get<std::string>().c_str());
  if (!r["infeasible_reasons"].empty()) std::printf("    invalid, by rule:\n");
  for (auto& [k, v] : r["infeasible_reasons"].items()) std::printf("      %-54s %lld\n", k.c_str(), v.get<long long>());
  if (n["pruned"].get<long long>() > 0)
    std::printf("    pruned: they fit, but the same layout with less recomputation is already slower than the top %lld,\n"
                "    and more recomputation is never faster, so they were not timed\n", req["top"].get<long long>());
  if (r["configs"].empty()) {
    std::printf("\nNo configuration fits: %s\n", r.value("reason", "").c_str());
    return 3;
  }
  std::printf("\n  %3s %4s %4s %4s %3s %3s %3s %4s %5s %3s %4s %-9s %7s %10s %8s %10s\n", "#", "dp", "tp", "pp", "v", "cp", "ep", "ZeRO",
              "offl", "b", "m", "recompute", "memory", "step", "MFU", "tokens/s");
  int i = 0;
  for (const auto& c : r["configs"]) {
    const json& p = c["parallel"];
    const json& t = c["training"];
    std::printf("  %3d %4lld %4lld %4lld %3lld %3lld %3lld %4d %5s %3lld %4lld %-9s %7s %10s %8s %10s\n", ++i, p["dp"].get<long long>(),
                p["tp"].get<long long>(), p["pp"].get<long long>(), p["virtual_stages"].get<long long>(), p["cp"].get<long long>(),
                p["ep"].get<long long>(), p["zero"].get<int>(), p["offload_optimizer"].get<bool>() ? "yes" : "no",
                t["micro_batch"].get<long long>(), t["grad_accum"].get<long long>(), t["recompute"].get<std::string>().c_str(),
                format_bytes(c["per_gpu_bytes"].get<double>()).c_str(), format_seconds(c["step_s"].get<double>()).c_str(),
                pct(c["mfu"].get<double>()).c_str(), fmt_num(c["tokens_per_s"].get<double>(), 5).c_str());
  }
  if (a.has("ledger")) {
    std::printf("\nStep ledger of #1:\n");
    print_steps(r["configs"][0]["ledgers"]["step"]["steps"], false);
  }
  return 0;
}

}  // namespace ledgerlab::cli
