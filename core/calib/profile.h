// From calibrate's raw measurements to a hardware profile (shared/design/calibration.md §10) and
// a readable report: fits (core/calib/fit.h), links from the all-reduce fit, datasheet comparison
// against the catalog (assets/presets/hardware), flags. Pure: no timing, files or clocks; the
// native bench (native/bench/) measures and writes. The profile parses with parse_hardware.
#pragma once
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

// Who made the profile; the caller supplies the clock and the command line.
struct calib_meta {
  std::string datasheet_id;  // catalog preset to compare with; "" = match the device name, "none" = no comparison
  std::string command;       // "ledgerlab calibrate --out x.json"
  std::string date;          // ISO 8601 UTC
  std::string version;       // ledgerlab version
  double elapsed_s = 0;      // wall time of the measurement
};

// Catalog preset id whose GPU the device name denotes ("NVIDIA H100 80GB HBM3" -> "h100-sxm"),
// or "" when none does.
std::string match_datasheet(const std::string& device_name);

// Builds the profile from the raw results document written by the bench:
// {"backend": "cpu"|"cuda", "device": {"name", "memory_bytes", ...}, "gpus_per_node", "nodes",
//  "ranks", "provenance": {...}, "ops": [{"group", "name", "unit", "scope"?, "ranks",
//  "bus_factor", "wrong", "points": [{"size", "work", "label"?, "shape"?, "wrong", "times_s",
//  "median_s", "p10_s", "p90_s", "min_s"}]}], "per_rank"?: [{"rank", "matmul_flops_per_s", ...}]}.
// Throws api_error naming the field (JSON pointer into the results) when it is malformed.
json build_calibrated_profile(const json& results, const calib_meta& meta);

// The readable report: each figure next to the datasheet peak and the catalog's expected fraction,
// collective tables (median, p10, p90, algbw, busbw, the core's predicted busbw), fits, flags.
std::string calib_report(const json& results, const json& profile);

}  // namespace ledgerlab
