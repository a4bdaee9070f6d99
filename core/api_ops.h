// The API layer's op handlers, one per op. The ledger ops are defined here, in the API layer
// (api.cpp: version; api_ledger.cpp: presets, memory, flops, collective, step); the feature
// modules' ops come from their facades (plan/plan_api.h, quiz/quiz_api.h,
// recompute/recompute_api.h). Add a new op here (or in its module's facade) and in api.cpp's table.
// Files below the API layer never include this header (tests/test_layering.cpp).
#pragma once
#include "core/plan/plan_api.h"
#include "core/quiz/quiz_api.h"
#include "core/recompute/recompute_api.h"
#include "core/spec/json_io.h"

namespace ledgerlab {
json op_version(const json& req);     // api.cpp
json op_presets(const json& req);     // api_ledger.cpp
json op_memory(const json& req);      // api_ledger.cpp
json op_flops(const json& req);       // api_ledger.cpp
json op_collective(const json& req);  // api_ledger.cpp
json op_step(const json& req);        // api_ledger.cpp
json op_hardware_import(const json& req);  // api_ledger.cpp
json op_sweep(const json& req);       // api_sweep.cpp
json op_formulas(const json& req);    // api_formulas.cpp
}  // namespace ledgerlab
