// The shared Dear ImGui panels: one entry point, ui_draw_frame, called by both hosts (web/main_web.cpp
// on GLFW/WebGL2, the desktop app on SDL2) between ImGui::NewFrame() and ImGui::Render().
// Panels: memory bar (stacked per-GPU bytes vs the capacity line, formula on hover), communication
// per parallelism dimension + scaling curve, recomputation timeline, planner table, sweep plots;
// under each, the ledger steps whose [§x.y] citations open docs/formulas.md in a window.
#pragma once
#include <string>

#include "core/ui/app_state.h"
#include "core/ui/ui_compute.h"

namespace ledgerlab {

// Reads {"widget": "memory"|"comm"|"step"|"recompute"|"plan"|"flops"|"plot", "request": {..., "op"?},
// "editable": ["/parallel/dp" | {"pointer", "label"?, "choices"?, "min"?, "max"?, "step"?,
// "log_scale"?}, ...]?, "watch": ["/per_gpu_bytes/total", ...]?, "hardware": {...}|null?,
// "hardware_label"?, "title"?} into `s`. Returns "" on success, else the reason (the state is left
// unchanged). The request itself is validated by the core (errors are shown in the panel).
std::string ui_configure(app_state& s, const json& config);

// Replaces the request (an object; "op" is ignored) keeping the exercise and its last figures until
// the new ones arrive: the page's DOM controls edit through this. Returns "" or the reason.
std::string ui_set_request(app_state& s, const json& request);

// Asks the core for the widget's figures if the state is dirty (only on change): in place through
// s.run (desktop app), or as a job handed to s.submit (web: a Web Worker) whose answer comes back
// through ui_deliver. At most one job is in flight; changes made meanwhile go out when it returns,
// so a dragged slider sends its newest position, not every step.
void ui_recompute(app_state& s);
// An asynchronous host's answer to job `ticket` (ui_compute's result). False (and nothing changes)
// when the view has moved on (another exercise configured since): stale answers are never shown.
bool ui_deliver(app_state& s, long long ticket, const json& result);
void ui_apply(app_state& s, const json& result);  // takes a ui_compute result into the state

// Draws the whole exercise UI filling the current display (one full-viewport window).
void ui_draw_frame(app_state& s);

// The state for hosts and tests: {"widget", "revision", "request", "response", "error", "hovered",
// "hardware_label", "summary": {...}} — summary holds the headline numbers of the widget.
json ui_state_json(const app_state& s);

// Helpers shared by the panels (ui_*.cpp).
json ui_full_request(const app_state& s, const char* op);  // request + op + hardware
json ui_call(const json& request);                          // handle_json (synchronous hosts only)
void ui_note_rect(app_state& s, const std::string& name);   // records the last item's rectangle
// The core's UTF-8 text made drawable with ImGui's built-in font (Basic Latin + Latin-1): Greek
// letters and math signs spelled out (Ψ -> "Psi", − -> "-", ≈ -> "~"), anything else "?".
std::string ui_text(const std::string& utf8);
void ui_panel_memory(app_state& s);
void ui_panel_comm(app_state& s);
void ui_panel_recompute(app_state& s);
void ui_panel_plan(app_state& s);
void ui_panel_flops(app_state& s);
void ui_panel_plot(app_state& s);                           // ui_plot.cpp: sweep charts
std::string ui_format_unit(double v, const std::string& unit);  // a sweep unit's value as text
// ui_formula.cpp: the steps list with citation buttons, and the formulas reference window.
void ui_steps(app_state& s, bool open_by_default);
void ui_citation_buttons(app_state& s, const std::string& text, const std::string& id_suffix);
void ui_open_formula(app_state& s, const std::string& section);  // "4.2": opens its window
void ui_formula_window(app_state& s);

}  // namespace ledgerlab
