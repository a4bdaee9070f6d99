// `ledgerlab recompute`: activation checkpointing schedules replayed event by event (API op
// "recompute"): peak activation memory, checkpoint positions, recomputed FLOPs, the timeline,
// a side-by-side comparison of strategies and gradient accumulation. Numbers come from the core.
#include <algorithm>
#include <cstdio>
#include <string>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"layers", "N", "uniform chain: number of layers"},
    {"activation-bytes", "BYTES", "uniform chain: bytes each layer keeps for its backward (A)"},
    {"forward-flops", "FLOPS", "uniform chain: forward FLOPs per layer (F)"},
    {"checkpoint-bytes", "BYTES", "uniform chain: bytes of a layer's output alone (default = A)"},
    {"chain", "FILE", "per-layer chain: JSON array of {name, activation_bytes, forward_flops, checkpoint_bytes, ...}"},
    {"strategy", "S", "none | every_k | sqrt | full | selective | optimal"},
    {"k", "K", "every_k: checkpoint every K layers"},
    {"memory-budget", "BYTES", "activation memory budget (optimal: required; others: fits or not)"},
    {"max-recompute-fraction", "X", "least memory whose optimal schedule recomputes <= X × (forward + backward)"},
    {"micro-batches", "K", "gradient accumulation: K micro-batches vs one batch K× as large"},
    {"compare", nullptr, "table of every strategy side by side"},
    {"timeline", nullptr, "print the replay event by event with live memory"},
    {"json", nullptr, "print the API response as JSON"},
    {"help", nullptr, "show this help"},
};

static std::string bar(double v, double peak, int width) {
  int n = peak > 0 ? static_cast<int>(v / peak * width + 0.5) : 0;
  n = std::clamp(n, 0, width);
  return std::string(static_cast<std::size_t>(n), '#') + std::string(static_cast<std::size_t>(width - n), '.');
}

static std::string pct(double x) { return fmt_num(100 * x, 3) + " %"; }

static void print_checkpoints(const json& cps) {
  std::string s;
  std::size_t shown = 0;
  for (const json& c : cps) {
    if (shown == 24) {
      s += " ... (" + std::to_string(cps.size() - shown) + " more)";
      break;
    }
    s += (s.empty() ? "" : " ") + std::to_string(c.get<long long>());
    ++shown;
  }
  std::printf("  %-36s %s\n", ("checkpoints (" + std::to_string(cps.size()) + " layer outputs kept)").c_str(),
              s.empty() ? "none" : s.c_str());
}

static void print_compare(const json& resp) {
  std::printf("\nStrategies side by side (optimal at %s):\n", format_bytes(resp["compare_budget_bytes"].get<double>()).c_str());
  std::printf("  %-10s %5s %14s %8s %16s %12s %s\n", "strategy", "k", "peak", "ckpts", "recompute", "of fwd+bwd", "");
  for (const json& row : resp["compare"]) {
    std::string k = row.contains("k") ? std::to_string(row["k"].get<long long>()) : "-";
    if (row.contains("feasible") && !row["feasible"].get<bool>()) {
      std::printf("  %-10s %5s %14s\n", row["strategy"].get<std::string>().c_str(), k.c_str(), "infeasible");
      continue;
    }
    std::string fits = row.contains("fits") ? (row["fits"].get<bool>() ? "fits" : "over budget") : "";
    std::printf("  %-10s %5s %14s %8lld %16s %12s %s\n", row["strategy"].get<std::string>().c_str(), k.c_str(),
                format_bytes(row["peak_bytes"].get<double>()).c_str(), row["checkpoints"].get<long long>(),
                format_flops(row["recompute_flops"].get<double>()).c_str(),
                pct(row["recompute_fraction"].get<double>()).c_str(), fits.c_str());
  }
}

static void print_timeline(const json& resp) {
  const double peak = resp["peak_bytes"].get<double>();
  std::printf("\nReplay (live activation memory during each event; peak %s at t = %lld):\n",
              format_bytes(peak).c_str(), resp["peak"]["t"].get<long long>());
  std::printf("  %6s  %-13s %6s %12s  %s\n", "t", "event", "layer", "live", "");
  for (const json& e : resp["timeline"]) {
    const double b = e["bytes"].get<double>();
    std::printf("  %6lld  %-13s %6lld %12s  %s%s\n", e["t"].get<long long>(), e["event"].get<std::string>().c_str(),
                e["layer"].get<long long>(), format_bytes(b).c_str(), bar(b, peak, 40).c_str(),
                e["t"] == resp["peak"]["t"] ? "  <- peak" : "");
  }
  std::printf("\n  held at the peak:");
  double sum = 0;
  for (const json& h : resp["peak"]["held"]) sum += h["bytes"].get<double>();
  std::printf(" %zu objects, %s\n", resp["peak"]["held"].size(), format_bytes(sum).c_str());
}

int cmd_recompute(int argc, char** argv) {
  const auto specs = concat({own_flags, model_flags, precision_flags, training_flags, parallel_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab recompute (--layers N --activation-bytes A --forward-flops F | --chain FILE | --model ID ...)\n"
                "                           [--strategy S] [--k K] [--memory-budget B] [--compare] [--timeline]\n\n"
                "examples:\n"
                "  ledgerlab recompute --layers 96 --activation-bytes 2.1e9 --forward-flops 1.2e13 --strategy sqrt\n"
                "  ledgerlab recompute --layers 96 --activation-bytes 2.1e9 --forward-flops 1.2e13 --strategy optimal --memory-budget 20e9\n"
                "  ledgerlab recompute --layers 96 --activation-bytes 2.1e9 --forward-flops 1.2e13 --compare\n"
                "  ledgerlab recompute --model llama-2-7b --seq-len 4096 --micro-batch 2 --strategy selective\n"
                "  ledgerlab recompute --layers 12 --activation-bytes 1e9 --forward-flops 1e12 --strategy every_k --k 4 --timeline\n\n"
                "Memory model: each layer keeps A bytes (its output included) for its backward; a checkpoint is a kept\n"
                "layer output; gradients and weights are not activation memory (see core/recompute/recompute.h).\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  json req = {{"op", "recompute"}};
  const bool uniform = a.has("layers") || a.has("activation-bytes") || a.has("forward-flops") || a.has("checkpoint-bytes");
  const bool model = a.has("model") || a.has("params");
  if ((uniform ? 1 : 0) + (a.has("chain") ? 1 : 0) + (model ? 1 : 0) != 1)
    throw usage_error("give exactly one chain: --layers/--activation-bytes/--forward-flops, --chain FILE, or --model ID");
  if (uniform) {
    for (const char* f : {"layers", "activation-bytes", "forward-flops"})
      if (!a.has(f)) throw usage_error(std::string("a uniform chain needs --") + f);
    json ch = {{"layers", a.integer("layers", 0)},
               {"activation_bytes", a.number("activation-bytes", 0)},
               {"forward_flops", a.number("forward-flops", 0)}};
    if (a.has("checkpoint-bytes")) ch["checkpoint_bytes"] = a.number("checkpoint-bytes", 0);
    req["chain"] = ch;
  } else if (a.has("chain")) {
    req["chain"] = read_json_file("chain", a.str("chain", ""));
  } else {
    req["model"] = model_from_flags(a);
    if (json p = precision_from_flags(a); !p.is_null()) req["precision"] = p;
    if (json t = training_from_flags(a); !t.is_null()) req["training"] = t;
    if (json p = parallel_from_flags(a); !p.is_null()) req["parallel"] = p;
  }
  if (a.has("strategy")) req["strategy"] = a.str("strategy", "");
  if (a.has("k")) req["k"] = a.integer("k", 0);
  if (a.has("memory-budget")) req["memory_budget_bytes"] = a.number("memory-budget", 0);
  if (a.has("max-recompute-fraction")) req["max_recompute_fraction"] = a.number("max-recompute-fraction", 0);
  if (a.has("micro-batches")) req["micro_batches"] = a.integer("micro-batches", 1);
  if (a.has("compare")) req["compare"] = true;
  if (!a.has("strategy") && !a.has("compare") && !a.has("max-recompute-fraction"))
    throw usage_error("give --strategy (none | every_k | sqrt | full | selective | optimal), --compare or --max-recompute-fraction");
  req["timeline"] = a.has("timeline") || a.has("json");
  json resp;
  int rc = 0;
  if (!call_api("recompute", req, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  const double fwd = resp["forward_flops"].get<double>();
  std::printf("Recomputation ledger: %lld layers (%s chain), one forward = %s, backward = 2 x forward\n",
              resp["layers"].get<long long>(), resp["chain_source"].get<std::string>().c_str(), format_flops(fwd).c_str());
  if (resp.contains("derivation")) std::printf("  %s\n", resp["derivation"]["note"].get<std::string>().c_str());
  std::printf("  %-36s %s\n", "no recompute (none) would hold", format_bytes(resp["none_peak_bytes"].get<double>()).c_str());
  if (resp.contains("min_budget_bytes"))
    std::printf("  %-36s %s\n", "least memory any schedule needs", format_bytes(resp["min_budget_bytes"].get<double>()).c_str());
  if (resp.contains("strategy")) {
    std::string s = resp["strategy"].get<std::string>();
    if (resp.contains("k")) s += " (k = " + std::to_string(resp["k"].get<long long>()) + ")";
    if (resp.contains("inverse"))
      s += ", least memory for recompute <= " + pct(resp["inverse"]["max_recompute_fraction"].get<double>()) + " of fwd+bwd";
    std::printf("\nStrategy %s\n", s.c_str());
    std::printf("  %-36s %s\n", "peak activation memory", format_bytes(resp["peak_bytes"].get<double>()).c_str());
    print_checkpoints(resp["checkpoints"]);
    const double rf = resp["recompute_flops"].get<double>();
    std::printf("  %-36s %s = %s forward passes = %s of one forward + backward\n", "extra forward FLOPs",
                format_flops(rf).c_str(), fmt_num(fwd > 0 ? rf / fwd : 0, 4).c_str(),
                pct(resp["recompute_fraction"].get<double>()).c_str());
    if (resp.contains("budget"))
      std::printf("  %-36s %s: %s\n", "memory budget", format_bytes(resp["budget"]["memory_budget_bytes"].get<double>()).c_str(),
                  resp["budget"]["fits"].get<bool>() ? "fits" : "DOES NOT FIT");
    if (resp.contains("optimal") && !resp["optimal"]["exact"].get<bool>())
      std::printf("  (optimal: sizes rounded up to %s slots; the replay checks real bytes)\n",
                  format_bytes(resp["optimal"]["resolution_bytes"].get<double>()).c_str());
    if (resp.contains("micro_batches")) {
      const json& mb = resp["micro_batches"];
      const long long K = mb["count"].get<long long>();
      std::printf("\nGradient accumulation over %lld micro-batches\n", K);
      std::printf("  %-36s %s (same as one micro-batch)\n", "peak per micro-batch", format_bytes(mb["peak_bytes_per_micro_batch"].get<double>()).c_str());
      std::printf("  %-36s %s (%lld x the time: micro-batches run one after another)\n", "FLOPs per step",
                  format_flops(mb["step_flops"].get<double>()).c_str(), K);
      const json& one = mb["one_batch"];
      if (one.contains("peak_bytes"))
        std::printf("  %-36s %s%s, recompute %s of its forward + backward\n", "one batch, K x as large",
                    format_bytes(one["peak_bytes"].get<double>()).c_str(),
                    one.contains("fits") ? (one["fits"].get<bool>() ? " (fits the budget)" : " (does NOT fit the budget)") : "",
                    pct(one["recompute_fraction"].get<double>()).c_str());
      else
        std::printf("  %-36s does not fit the budget at all (needs at least %s)\n", "one batch, K x as large",
                    format_bytes(one["min_budget_bytes"].get<double>()).c_str());
    }
  }
  if (resp.contains("compare")) print_compare(resp);
  std::printf("\nHow these numbers come about:\n");
  print_steps(resp["steps"], false);
  if (a.has("timeline") && resp.contains("timeline")) print_timeline(resp);
  return 0;
}

}  // namespace ledgerlab::cli
