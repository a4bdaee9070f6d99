// The API "hardware" object: a catalog preset ({"preset": "h100-sxm"}, assets/presets/hardware/)
// or a full profile, the same schema `ledgerlab calibrate` writes. Validated as untrusted input.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

struct link_spec {
  double bytes_per_s = 0;  // per-GPU bandwidth B of formulas.md §7.1 (one direction)
  double latency_s = 0;    // per-step α
};

// Achieved GEMM throughput by shape for one dtype (ledger/gemm_shape.h; docs/formulas.md §11.1):
// time = sqrt((FLOPs / (peak · max_efficiency · q))² + (bytes / W)²) + overhead_s, q = tile/wave
// quantization over the SMs. The profile's "gemm" object, per dtype.
struct gemm_curve {
  double max_efficiency = 0;  // fraction of the datasheet peak a large, well-shaped GEMM reaches
  double overhead_s = 0;      // fixed time per GEMM kernel (prologue, epilogue, ramp-up)
  double ceiling = 0;         // best achieved fraction of peak of any shape (mamf-finder's exhaustive
                              // search; calibrate's best shape): no GEMM is timed faster (0 = none)
  double sustained = 1;       // sustained / burst throughput of compute-bound GEMMs at the power-saturated
                              // clock of a full training node (mamf-finder MSMF / MAMF; docs/formulas.md
                              // §11.1): divides the compute time and scales the ceiling; 1 = burst figures
};

// One size regime of a calibrated collective (calibrate's segmented α-β fit, core/calib/fit.h):
// t = alpha_s + S / algbw_bytes_per_s for nccl-tests sizes S in [min_bytes, max_bytes].
struct collective_segment {
  double min_bytes = 0, max_bytes = 0, alpha_s = 0, algbw_bytes_per_s = 0;
};
// The largest α a profile's protocol segment may state: a latency, not the time of a whole transfer (the profile
// reader rejects more; calibrate leaves out a segment whose fit gives more).
constexpr double max_segment_alpha_s = 1.0;
// A calibrated intra-node collective over `ranks` GPUs (profile "collectives".<name>.<ranks>).
struct collective_fit {
  int kind = 0;                        // collective_kind (ledger/collectives.h) as an int
  long long ranks = 0;
  int n = 0;                           // segments used, sorted by size
  collective_segment seg[4];
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
  // GPU architecture ("sm80" Ampere, "sm89" Ada, "sm90" Hopper, "sm100" Blackwell, "cdna3", ...; ""
  // = not stated): selects the published attention-kernel tables (ledger/attention_kernel.h).
  std::string architecture;
  link_spec intra_node, inter_node;
  // Achievable fractions of the peaks (datasheet peaks are not achievable): matmul, hbm,
  // collective bus bandwidth. 1.0 when unknown; calibrate measures them.
  double matmul_efficiency = 1.0, hbm_efficiency = 1.0, collective_efficiency = 1.0;
  // GEMM efficiency curves by dtype name ("bf16", "fp8"); a dtype without one uses
  // {matmul_efficiency, 0}. gemm_source says where the curves come from (shown in step answers).
  std::map<std::string, gemm_curve> gemm;
  std::string gemm_source;
  // Calibrated intra-node collectives by size regime (ledger/comm.cpp uses them for groups inside
  // one node with the same rank count; everything else uses the links' α-β).
  std::vector<collective_fit> collective_fits;
  json doc;                        // the resolved profile as JSON (echoed in responses)
};

// Parses {"preset": id, ...overrides} or a full profile at `path`. Throws api_error naming the
// field for missing or non-positive sizes and bandwidths, unknown keys and unknown presets.
hardware_spec parse_hardware(const json& j, const std::string& path);

double peak_flops(const hardware_spec& hw, const std::string& dtype_name);  // 0 if not listed
// The GEMM curve of a dtype: the profile's, else {matmul_efficiency, 0 s}.
gemm_curve gemm_curve_for(const hardware_spec& hw, const std::string& dtype_name);

}  // namespace ledgerlab
