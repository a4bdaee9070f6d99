// What an exercise widget needs from the core, as one job: its main request and the widget's
// extras (scaling curve, ranks sweep, per-strategy timelines) plus, once, the catalogs for the
// combos. A pure function of the job, with no ImGui: the desktop app runs it in place; the web UI
// hands the job to a Web Worker (web/site/ledgerlab_worker.js runs it in the API module), so the
// canvas never waits on the core. Every number still comes from handle_json.
#pragma once
#include "core/spec/json_io.h"
#include "core/ui/app_state.h"

namespace ledgerlab {

using ui_runner = json (*)(const json& request);  // handle_json (where the view's job runs)

const char* ui_widget_name(ui_widget w);  // "memory", "comm", "recompute", "plan", "flops", "plot"

// {"widget", "op", "request" (without op), "hardware" (object or null), "catalog": bool}.
json ui_compute_job(const app_state& s);

// Runs a job through `run` -> {"response": object|null, "error": "" | "message (at /path)",
// "extra": object|null, "catalog"?: {"models", "hardware", "recipes"}}. Never throws: a malformed
// job gives an "error". A formulas-window job {"formula": "4.2"} gives {"formula": the core's
// `formulas` answer for that section} instead.
json ui_compute(const json& job, ui_runner run);

// The request for `op` built from a job's pieces: the request, "op", and the hardware where the
// request has none (recomputation chains and sweeps take no hardware).
json ui_job_request(const json& job, const char* op);

}  // namespace ledgerlab
