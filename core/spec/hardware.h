// The API "hardware" object: a catalog preset ({"preset": "h100-sxm"}, assets/presets/hardware/)
// or a full profile, the same schema `ledgerlab calibrate` writes. Validated as untrusted input.
#pragma once
#include <map>
#include <string>

#include "core/spec/json_io.h"

namespace ledgerlab {

struct link_spec {
  double bytes_per_s = 0;  // per-GPU bandwidth B of formulas.md §7.1 (one direction)
  double latency_s = 0;    // per-step α
};

struct hardware_spec {
  std::string id = "custom";      // preset id or "custom"
  std::string name;               // "NVIDIA H100 SXM5 80GB"
  std::string source = "datasheet";  // "datasheet" | "calibrated"
  double memory_bytes = 0;        // HBM capacity per GPU
  std::map<std::string, double> peak_flops_per_s;  // dense peak by dtype name ("bf16", ...)
  double hbm_bytes_per_s = 0;
  long long gpus_per_node = 1;
  long long sm_count = 0;         // streaming multiprocessors (CUs on AMD); 0 = unknown (no wave quantization)
  link_spec intra_node, inter_node;
  // Achievable fractions of the peaks (datasheet peaks are not achievable): matmul, hbm,
  // collective bus bandwidth. 1.0 when unknown; calibrate measures them.
  double matmul_efficiency = 1.0, hbm_efficiency = 1.0, collective_efficiency = 1.0;
  json doc;                        // the resolved profile as JSON (echoed in responses)
};

// Parses {"preset": id, ...overrides} or a full profile at `path`. Throws api_error naming the
// field for missing or non-positive sizes and bandwidths, unknown keys and unknown presets.
hardware_spec parse_hardware(const json& j, const std::string& path);

double peak_flops(const hardware_spec& hw, const std::string& dtype_name);  // 0 if not listed

}  // namespace ledgerlab
