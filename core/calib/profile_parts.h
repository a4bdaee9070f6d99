// Parts of the calibrated profile built from calibrate's raw results (used by calib/profile.cpp,
// tested on their own): the clock verdict under load, memory and host-link summaries over every
// GPU, and the collectives grouped by variant (dtype, in place, NVLS). Pure JSON arithmetic; the
// field layout of the results document is described in calib/profile.h.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

using flag_list = std::vector<std::pair<std::string, std::string>>;  // (flag, detail)

// A point that passed its checks (before and after timing) and was timed.
bool calib_timed_point(const json& p);

// Is a clock under load a problem? NVIDIA GPUs drop below their maximum clock whenever they reach
// their power limit (normal on H100/H200 under GEMMs), so the clock is judged against the
// application clock, and a low clock counts as throttling only when the power limit does not
// explain it, or when NVML reports a thermal or hardware slowdown (clock-event reason bits 0x8
// HW slowdown, 0x20 SW thermal, 0x40 HW thermal, 0x80 HW power brake; 0x4 is the SW power cap).
// telemetry: a summary {sm_mhz: {median}, power_w: {median}, throttle_reasons}; nvml:
// {application_sm_mhz, power_limit_w}. Result: {"verdict": "application clock" | "power capped" |
// "throttled" | "unknown", "throttled": bool, "detail": text, and the numbers used}.
json clock_verdict(const json& telemetry, const json& nvml);

// Memory bandwidth over the memory ops: per GPU the best-of-N rate per kernel (BabelStream's
// figure) and the median; the profile figure of each kernel is the lowest GPU's; the concurrent
// triad separately. triad/copy get the profile figures (0 when not measured).
json memory_summary(const json& ops, double& triad, double& copy, flag_list& flags);

// Host link over the host_link ops: per GPU the median rate of each copy and the host-seen
// latency; the profile figure is the lowest GPU's rate and the highest GPU's latency; a GPU more
// than 20 % below the others' median, or a PCIe link trained below its maximum (gpus[].nvml.pcie),
// is flagged slow_host_link.
json host_link_summary(const json& ops, const json& gpus, flag_list& flags);

// Collectives: ops grouped by (name, scope, ranks); the primary variant (fp32, out of place, NVLS
// off when measured, else NCCL's choice) is what is fitted into `primary`; every other variant is
// listed with its own fit. Returns, per group, the primary op index and the others.
struct coll_group {
  std::string name, scope, key;  // key: "8", "8_inter"
  int ranks = 0;
  std::size_t primary = 0;
  std::vector<std::size_t> variants;
};
std::vector<coll_group> group_collectives(const json& ops);
// Runs of sizes with the same NCCL algorithm/protocol: [{min_bytes, max_bytes, algorithm, protocol}].
json algorithm_runs(const json& op);
std::string variant_name(const json& op);  // "fp32 out-of-place, NVLS off", ...

}  // namespace ledgerlab
