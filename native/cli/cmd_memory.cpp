// `ledgerlab memory`: the per-GPU memory ledger as a readable table, every line with its formula.
#include <cstdio>
#include <string>

#include "core/spec/units.h"
#include "native/cli/commands.h"
#include "native/cli/render.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> own_flags = {
    {"mode", "MODE", "train (default) | inference"},
    {"batch", "N", "inference: concurrent sequences (KV cache)"},
    {"context", "T", "inference: tokens per sequence in the KV cache (default: model max)"},
    {"gib", nullptr, "print GiB (2^30 B) instead of GB (1e9 B)"},
    {"json", nullptr, "print the API response as JSON"},
    {"help", nullptr, "show this help"},
};

int cmd_memory(int argc, char** argv) {
  const auto specs = concat({model_flags, precision_flags, training_flags, parallel_flags, hardware_flags, own_flags});
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab memory --model ID [flags]\n\n"
                "example: ledgerlab memory --model llama-2-7b --recipe mixed_adam --dp 8 --zero 3 --micro-batch 1 --seq-len 4096\n"
                "         ledgerlab memory --params 7e9 --recipe mixed_adam\n"
                "         ledgerlab memory --model llama-2-70b --mode inference --tp 4 --batch 8 --context 4096 --hardware h100-sxm\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  json req = {{"op", "memory"}, {"model", model_from_flags(a)}};
  const std::string mode = a.str("mode", "train");
  req["mode"] = mode;
  if (json p = precision_from_flags(a); !p.is_null()) req["precision"] = p;
  if (json t = training_from_flags(a); !t.is_null()) {
    if (mode == "inference") throw usage_error("training flags (--micro-batch, --seq-len, ...) do not apply to --mode inference");
    req["training"] = t;
  }
  if (json p = parallel_from_flags(a); !p.is_null()) req["parallel"] = p;
  if (json h = hardware_from_flags(a); !h.is_null()) req["hardware"] = h;
  if (a.has("batch") || a.has("context")) {
    if (mode != "inference") throw usage_error("--batch and --context apply to --mode inference");
    json inf = json::object();
    if (a.has("batch")) inf["batch"] = a.integer("batch", 1);
    if (a.has("context")) inf["context_len"] = a.integer("context", 1);
    req["inference"] = inf;
  }
  json resp;
  int rc = 0;
  if (!call_api("memory", req, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  print_memory(resp, a.has("gib"));
  return 0;
}

}  // namespace ledgerlab::cli
