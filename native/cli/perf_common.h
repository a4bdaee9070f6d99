// Flags and rendering shared by the performance subcommands (comm, step, scale, plan): the network
// preset, the step "options" object, GPU counts, and the per-dimension communication table.
#pragma once
#include <string>
#include <vector>

#include "core/spec/json_io.h"
#include "native/cli/args.h"

namespace ledgerlab::cli {

extern const std::vector<flag_spec> network_flags;  // --network ID|FILE
extern const std::vector<flag_spec> option_flags;   // --tp-overlap --no-dp-overlap --attention ...

json network_from_flags(const args& a);  // null when --network is absent
json options_from_flags(const args& a);  // null when no option flag is given
// Fills parallel.dp from --gpus (gpus / (tp·pp·cp)); usage_error if it does not divide or disagrees with --dp.
void apply_gpus(const args& a, json& req);
// Hardware flag with a default preset, named in the output.
json hardware_or_default(const args& a, const char* def);
// The `step` request both `comm` and `step` send: model, hardware (default h100-sxm), precision,
// training, parallel (with --gpus), network and options from their flags.
json step_request_from_flags(const args& a);

void print_comm_table(const json& step_resp);  // bytes / time / exposed per dimension + operations
std::string pct(double ratio);                 // "41.5 %"

}  // namespace ledgerlab::cli
