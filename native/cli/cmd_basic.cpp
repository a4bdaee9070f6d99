// Small subcommands: version, presets, flops, demo.
#include <cstdio>
#include <string>

#include "core/spec/units.h"
#include "core/spec/version.h"
#include "native/cli/commands.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const flag_spec help_flag = {"help", nullptr, "show this help"};
static const flag_spec json_flag = {"json", nullptr, "print the API response as JSON"};

int cmd_version(int argc, char** argv) {
  const std::vector<flag_spec> specs = {json_flag, help_flag};
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab version [--json]\n\nexample: ledgerlab version\n\n%s", flag_help(specs).c_str());
    return 0;
  }
  if (a.has("json")) {
    json resp;
    int rc = 0;
    if (!call_api("version", {{"op", "version"}}, resp, &rc)) return rc;
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  std::printf("ledgerlab %s (API version %d)\n", version_string, api_version);
  return 0;
}

int cmd_presets(int argc, char** argv) {
  const std::vector<flag_spec> specs = {json_flag, help_flag};
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab presets [--json]\n\nexample: ledgerlab presets\n\n%s", flag_help(specs).c_str());
    return 0;
  }
  json resp;
  int rc = 0;
  if (!call_api("presets", {{"op", "presets"}}, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  std::printf("Models (published parameter count; source in assets/presets/models/):\n");
  for (const auto& m : resp["models"]) {
    std::string aliases;
    if (m.contains("aliases"))
      for (const auto& al : m["aliases"]) aliases += (aliases.empty() ? " (alias " : ", ") + al.get<std::string>();
    if (!aliases.empty()) aliases += ")";
    std::printf("  %-16s %9s  %s%s\n", m["id"].get<std::string>().c_str(),
                format_count(m["published_params"].get<double>()).c_str(), m.value("description", "").c_str(), aliases.c_str());
  }
  std::printf("\nHardware (datasheet profiles; source in assets/presets/hardware/):\n");
  for (const auto& h : resp["hardware"]) {
    const json& p = h["profile"];
    double bf16 = p["peak_flops_per_s"].value("bf16", 0.0);
    std::printf("  %-16s %10s  %-16s %s\n", h["id"].get<std::string>().c_str(), format_bytes(p["memory_bytes"].get<double>()).c_str(),
                bf16 > 0 ? (format_flops(bf16, true) + " bf16").c_str() : "", p["name"].get<std::string>().c_str());
  }
  std::printf("\nPrecision recipes (bytes per parameter: weights + gradients + master + optimizer state):\n");
  for (const auto& r : resp["recipes"])
    std::printf("  %-16s %5s B/param  %s\n", r["name"].get<std::string>().c_str(), fmt_num(r["bytes_per_param"].get<double>()).c_str(),
                r.value("description", "").c_str());
  return 0;
}

int cmd_flops(int argc, char** argv) {
  const std::vector<flag_spec> own = {
      {"tokens", "D", "training tokens for total FLOPs (C = 6ND)"},
      {"attention", "CONV", "full (default) | causal_halved"},
      {"step-s", "SECONDS", "measured step time (for MFU/HFU)"},
      {"tokens-per-s", "N", "measured throughput in tokens/s (for MFU/HFU)"},
      {"peak", "FLOP/S", "peak FLOP/s per GPU (for MFU/HFU); default from --hardware"},
      {"gpus", "N", "GPUs in the run (for MFU/HFU); default dp × tp × pp × cp"},
      json_flag, help_flag};
  const auto specs = concat({model_flags, training_flags, {{"dp", "N", "data-parallel degree"}}, hardware_flags, own});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab flops --model ID [flags]\n\n"
                "example: ledgerlab flops --model gpt3-175b --seq-len 2048 --global-batch 1536 --recompute full\n"
                "         ledgerlab flops --model llama-2-7b --seq-len 4096 --tokens 2e12\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  json req = {{"op", "flops"}, {"model", model_from_flags(a)}};
  if (json t = training_from_flags(a); !t.is_null()) req["training"] = t;
  if (a.has("dp")) req["parallel"] = {{"dp", a.integer("dp", 1)}};
  if (a.has("tokens")) req["tokens"] = a.number("tokens", 0);
  if (auto c = a.get("attention")) req["attention"] = *c;
  if (a.has("step-s") || a.has("tokens-per-s") || a.has("peak") || a.has("gpus")) {
    json m = json::object();
    if (a.has("step-s")) m["step_s"] = a.number("step-s", 0);
    if (a.has("tokens-per-s")) m["tokens_per_s"] = a.number("tokens-per-s", 0);
    if (a.has("peak")) m["peak_flops_per_s"] = a.number("peak", 0);
    if (a.has("gpus")) m["gpus"] = a.integer("gpus", 1);
    if (json h = hardware_from_flags(a); !h.is_null()) m["hardware"] = h;
    req["measured"] = m;
  } else if (a.has("hardware")) {
    throw usage_error("--hardware is used with --step-s or --tokens-per-s (for MFU)");
  }
  json resp;
  int rc = 0;
  if (!call_api("flops", req, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  const json& pt = resp["per_token_flops"];
  std::printf("FLOPs: %s, attention %s\n\n", model_title(resp["model"]).c_str(), resp["attention"].get<std::string>().c_str());
  std::printf("  per token   training (model) %s   hardware (with recompute) %s   inference %s   6N %s\n",
              format_flops(pt["model"].get<double>()).c_str(), format_flops(pt["hardware"].get<double>()).c_str(),
              format_flops(pt["inference"].get<double>()).c_str(), format_flops(pt["six_n"].get<double>()).c_str());
  std::printf("  per step    %s tokens: model %s, hardware %s\n", format_count(resp["tokens_per_step"].get<double>()).c_str(),
              format_flops(resp["per_step_flops"]["model"].get<double>()).c_str(),
              format_flops(resp["per_step_flops"]["hardware"].get<double>()).c_str());
  if (resp.contains("total_flops"))
    std::printf("  total       model %s (6ND = %s)\n", format_flops(resp["total_flops"]["model"].get<double>()).c_str(),
                format_flops(resp["total_flops"]["six_n"].get<double>()).c_str());
  if (resp.contains("mfu"))
    std::printf("  measured    MFU %.1f%%   HFU %.1f%%   (%s per GPU achieved)\n", 100 * resp["mfu"].get<double>(),
                100 * resp["hfu"].get<double>(), format_flops(resp["measured"]["achieved_flops_per_s_per_gpu"].get<double>(), true).c_str());
  std::printf("\nHow each line is computed:\n");
  print_steps(resp["steps"], false);
  return 0;
}

// The README's demo: the book's worked example (seeds/002), then a sharded real model.
int cmd_demo(int argc, char** argv) {
  const std::vector<flag_spec> specs = {json_flag, help_flag};
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab demo [--json]\n\nexample: ledgerlab demo\n\n%s", flag_help(specs).c_str());
    return 0;
  }
  const std::pair<const char*, json> parts[] = {
      {"The book's worked example: 7B parameters, mixed precision + Adam (16 B/param)",
       {{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", "mixed_adam"}}},
        {"hardware", {{"preset", "a100-80gb-sxm"}}}}},
      {"Llama-2-7B on 8 GPUs with ZeRO-3, 4096-token sequences",
       {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
        {"training", {{"micro_batch", 1}, {"seq_len", 4096}}}, {"parallel", {{"dp", 8}, {"zero", 3}}},
        {"hardware", {{"preset", "h100-sxm"}}}}},
  };
  json all = json::array();
  bool first = true;
  for (const auto& [title, request] : parts) {
    json resp;
    int rc = 0;
    if (!call_api("demo", request, resp, &rc)) return rc;
    if (a.has("json")) {
      all.push_back({{"title", title}, {"request", request}, {"response", resp}});
      continue;
    }
    std::printf("%s== %s ==\n\n", first ? "" : "\n", title);
    first = false;
    print_memory(resp, false);
  }
  if (a.has("json")) std::printf("%s\n", all.dump(2).c_str());
  return 0;
}

}  // namespace ledgerlab::cli
