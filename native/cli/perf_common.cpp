// Shared flags and rendering for comm, step, scale and plan: see perf_common.h.
#include "native/cli/perf_common.h"

#include <cstdio>

#include "core/spec/units.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

const std::vector<flag_spec> network_flags = {
    {"network", "ID|FILE", "inter-node network preset (tcp-25g, ib-hdr-200, ib-ndr-400) or a JSON {bytes_per_s, latency_s, efficiency}"},
};
const std::vector<flag_spec> option_flags = {
    {"tp-overlap", nullptr, "overlap TP collectives with the layer's GEMMs"},
    {"no-dp-overlap", nullptr, "do not overlap the gradient reduction with the backward"},
    {"param-gather-overlap", nullptr, "overlap ZeRO-1/2 parameter all-gather with the next forward"},
    {"no-zero3-prefetch", nullptr, "ZeRO-3 gathers are not prefetched"},
    {"pp-overlap", nullptr, "overlap pipeline send/recv with the next model chunk (interleaved schedule, Megatron-Core overlap_p2p_comm)"},
    {"attention", "CONV", "FLOPs convention for MFU: full (default) | causal_halved"},
    {"algorithm", "ALGO", "collective algorithm: ring (default) | tree"},
    {"attention-kernel", "K", "fused attention kernel timed: auto (default: cudnn on H100/H200, flash2 on A100) | flash1 | flash2 | flash3 | cudnn"},
    {"moe-imbalance", "X", "MoE load imbalance: busiest GPU's routed tokens / the mean, in [1, 64] (default 1)"},
    {"loss-kernel", "K", "softmax cross-entropy timed: fused (default: one pass each way, 12 B per bf16 logit) | megatron (Megatron-Core's unfused vocab_parallel_cross_entropy, 52 B per bf16 logit)"},
};

// A value naming a path (a '/' or a .json suffix) is read as a file; anything else is a preset id.
static bool is_file(const std::string& p) {
  return p.find('/') != std::string::npos || (p.size() > 5 && p.compare(p.size() - 5, 5, ".json") == 0);
}

json network_from_flags(const args& a) {
  auto v = a.get("network");
  if (!v) return nullptr;
  if (is_file(*v)) return read_json_file("network", *v);
  return json{{"preset", *v}};
}

json options_from_flags(const args& a) {
  json o = json::object();
  if (a.has("tp-overlap")) o["tp_overlap"] = true;
  if (a.has("no-dp-overlap")) o["dp_overlap"] = false;
  if (a.has("param-gather-overlap")) o["param_gather_overlap"] = true;
  if (a.has("no-zero3-prefetch")) o["zero3_prefetch"] = false;
  if (a.has("pp-overlap")) o["pp_overlap"] = true;
  if (a.has("attention")) o["attention"] = a.str("attention", "full");
  if (a.has("algorithm")) o["algorithm"] = a.str("algorithm", "ring");
  if (a.has("attention-kernel")) o["attention_kernel"] = a.str("attention-kernel", "auto");
  if (a.has("moe-imbalance")) o["moe_load_imbalance"] = a.number("moe-imbalance", 1.0);
  if (a.has("loss-kernel")) o["loss_kernel"] = a.str("loss-kernel", "fused");
  return o.empty() ? json(nullptr) : o;
}

void apply_gpus(const args& a, json& req) {
  if (!a.has("gpus")) return;
  const long long gpus = a.integer("gpus", 1);
  if (gpus < 1) throw usage_error("--gpus must be a positive integer");
  json& par = req["parallel"];
  if (par.is_null()) par = json::object();
  const long long tp = par.value("tp", 1LL), pp = par.value("pp", 1LL), cp = par.value("cp", 1LL);
  if (gpus % (tp * pp * cp) != 0)
    throw usage_error("--gpus " + std::to_string(gpus) + " is not a multiple of tp × pp × cp = " + std::to_string(tp * pp * cp));
  const long long dp = gpus / (tp * pp * cp);
  if (par.contains("dp") && par["dp"].get<long long>() != dp)
    throw usage_error("--dp " + std::to_string(par["dp"].get<long long>()) + " disagrees with --gpus / (tp × pp × cp) = " + std::to_string(dp));
  par["dp"] = dp;
}

json hardware_or_default(const args& a, const char* def) {
  json h = hardware_from_flags(a);
  return h.is_null() ? json{{"preset", def}} : h;
}

std::string pct(double ratio) { return fmt_num(ratio * 100, 3) + " %"; }

void print_comm_table(const json& r) {
  const json& dims = r["comm"]["dimensions"];
  std::printf("  %-4s %12s %12s %12s   %s\n", "dim", "bytes/GPU", "time", "exposed", "overlap rule");
  for (const char* k : {"dp", "tp", "pp", "cp", "ep"}) {
    const json& d = dims[k];
    std::printf("  %-4s %12s %12s %12s   %s\n", k, format_bytes(d["bytes"].get<double>()).c_str(),
                format_seconds(d["time_s"].get<double>()).c_str(), format_seconds(d["exposed_s"].get<double>()).c_str(),
                d["overlap"].get<std::string>().c_str());
  }
  std::printf("  %-4s %12s %12s %12s\n", "all", "", format_seconds(r["comm"]["time_s"].get<double>()).c_str(),
              format_seconds(r["comm"]["exposed_s"].get<double>()).c_str());
  bool any = false;
  for (const char* k : {"dp", "tp", "pp", "cp", "ep"})
    for (const auto& op : dims[k]["operations"]) {
      if (!any) std::printf("\n  operations per step (per GPU):\n");
      any = true;
      std::printf("   %-4s %12s  %s\n        %s\n", k, format_bytes(op.value("bytes", 0.0)).c_str(), op["label"].get<std::string>().c_str(),
                  op["formula"].get<std::string>().c_str());
    }
}

json step_request_from_flags(const args& a) {
  json req = {{"op", "step"}, {"model", model_from_flags(a)}, {"hardware", hardware_or_default(a, "h100-sxm")}};
  if (json p = precision_from_flags(a); !p.is_null()) req["precision"] = p;
  if (json t = training_from_flags(a); !t.is_null()) req["training"] = t;
  if (json p = parallel_from_flags(a); !p.is_null()) req["parallel"] = p;
  apply_gpus(a, req);
  if (json n = network_from_flags(a); !n.is_null()) req["network"] = n;
  if (json o = options_from_flags(a); !o.is_null()) req["options"] = o;
  return req;
}

}  // namespace ledgerlab::cli
