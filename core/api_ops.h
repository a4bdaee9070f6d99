// Declarations of the API op handlers (one per op, each in the file that owns its ledger).
// Add a new op here and in the table in api.cpp.
#pragma once
#include "core/json_io.h"

namespace ledgerlab {
json op_version(const json& req);   // api.cpp
json op_presets(const json& req);   // catalog.cpp
json op_memory(const json& req);    // ledger_memory.cpp
json op_flops(const json& req);     // ledger_compute.cpp
json op_collective(const json& req);  // collectives.cpp
json op_step(const json& req);        // ledger_time.cpp
json op_scale(const json& req);       // scale_sweep.cpp
json op_plan(const json& req);        // plan_search.cpp
json op_parse_quantity(const json& req);  // quiz_api.cpp
json op_lessons(const json& req);         // quiz_api.cpp
json op_lesson(const json& req);          // quiz_api.cpp
json op_check(const json& req);           // quiz_api.cpp
json op_recompute(const json& req);       // recompute_api.cpp
}  // namespace ledgerlab
