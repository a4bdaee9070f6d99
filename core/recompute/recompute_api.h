// The recompute module's API op (API.md `recompute`; README "API additions"). Included only by
// the API layer (core/api*.cpp), which puts it in the op table.
#pragma once
#include "core/spec/json_io.h"

namespace ledgerlab {
json op_recompute(const json& req);
}  // namespace ledgerlab
