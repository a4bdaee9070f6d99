// The planner module's API ops (API.md `plan`; README "API additions" `scale`). Included only by
// the API layer (core/api*.cpp), which puts them in the op table.
#pragma once
#include "core/spec/json_io.h"

namespace ledgerlab {
constexpr std::size_t max_scale_points = 256;  // GPU counts in one scale sweep (too_large above)
json op_plan(const json& req);   // plan/search.cpp
json op_scale(const json& req);  // plan/scale_sweep.cpp
}  // namespace ledgerlab
