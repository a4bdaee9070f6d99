// Shared CLI flags that build the API's model / precision / training / parallel / hardware objects,
// so every subcommand spells them the same way (--model, --dp, --zero, --hardware FILE, ...).
#pragma once
#include <vector>

#include "core/spec/json_io.h"
#include "native/cli/args.h"

namespace ledgerlab::cli {

extern const std::vector<flag_spec> model_flags;     // --model ID | --params N
extern const std::vector<flag_spec> precision_flags; // --recipe, --weights, --grads, --master, --optimizer, --optimizer-state, --activations
extern const std::vector<flag_spec> training_flags;  // --micro-batch, --seq-len, --grad-accum, --global-batch, --recompute, --flash, --dropout/--no-dropout
extern const std::vector<flag_spec> parallel_flags;  // --dp --tp --pp --vp --cp --ep --zero --sp --offload --no-zero3-buffer
extern const std::vector<flag_spec> hardware_flags;  // --hardware ID|FILE

std::vector<flag_spec> concat(std::initializer_list<std::vector<flag_spec>> lists);

// Each returns the object, or an empty json (null) when none of its flags was given.
json model_from_flags(const args& a);          // usage_error if neither --model nor --params
json precision_from_flags(const args& a);
json training_from_flags(const args& a);
json parallel_from_flags(const args& a);
json hardware_from_flags(const args& a);       // --hardware: a catalog id, or a path to a profile JSON file

// The flag that fills a request path ("/parallel/dp" -> "--dp"), or "" when no flag does.
std::string flag_for_path(const std::string& path);

// Reads a JSON file (profiles, chains); usage_error naming the flag when unreadable or not JSON.
json read_json_file(const std::string& flag, const std::string& path);

}  // namespace ledgerlab::cli
