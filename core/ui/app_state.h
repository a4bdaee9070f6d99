// The exercise UI's state: what the reader is looking at (an exercise's ledger widget and its API
// request), what they may change, and the last core response. Shared by the web and desktop hosts.
// Holds no platform handles; every number shown comes from ledgerlab::handle_json (core/api.h),
// called in place (run) or, on the web, in a Web Worker (submit; ui/ui_compute.h).
#pragma once
#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

enum class ui_widget { memory, comm, recompute, plan, flops, plot };

// One input the reader may change: a JSON pointer into the request plus how to edit it (the
// lesson's exercise "inputs"; a bare pointer string gets a control chosen from the field's name).
struct ui_input {
  std::string pointer;               // "/parallel/dp"
  std::string label;                 // "" = the pointer's last token
  std::vector<json> choices;         // non-empty: a combo of these values (strings, numbers, booleans)
  bool has_range = false;            // min/max given: a slider
  double min = 0, max = 0, step = 0; // step 0 = continuous
  bool log_scale = false;
};

struct app_state {
  // --- how the view reaches the core (set once by the host) ---
  json (*run)(const json& request) = nullptr;  // synchronous hosts (desktop app, tests): handle_json
  // Asynchronous hosts (web): hands a ui_compute job to a worker; the answer comes back through
  // ui_deliver(ticket). Set: the view never calls the core itself and never waits on it.
  std::function<void(long long ticket, const json& job)> submit;
  long long in_flight = 0;   // ticket of the job submitted and not answered yet (0 = none)
  long long tickets = 0;     // last ticket issued

  // --- configured by the host (ui_configure) ---
  ui_widget widget = ui_widget::memory;
  std::string op = "memory";          // the API op the widget asks (the request's "op", or from widget)
  json request = json::object();     // the widget's API request without "op" (model, precision, ...)
  std::vector<ui_input> inputs;      // what the reader may change
  std::vector<std::string> watch;    // response pointers the exercise points at (shown as figures)
  json hardware;                      // API hardware object, or null (no capacity line)
  std::string hardware_label;         // "your hardware: H100 (calibrated)" — shown in the panel
  std::string title;                  // exercise title (shown as the panel heading)

  // --- derived (ui_recompute) ---
  json response;             // last ok response of the widget's main request (null on error)
  json extra;                // widget extras: scaling sweep (comm), per-strategy timelines (recompute)
  std::string error;         // last error message (the core's, with its JSON pointer)
  std::string error_code;    // its API code ("too_large" also when the web's watchdog stopped the job)
  long long revision = 0;    // bumps whenever `response` or `error` changes
  bool dirty = true;         // request changed since the last ui_recompute

  // --- interaction, read by tests through the host's state export ---
  std::string hovered;       // term under the mouse (e.g. "optimizer_state"), "" if none
  bool interacting = false;  // a slider is being dragged
  std::vector<std::string> catalog_models, catalog_hardware, catalog_recipes;  // for the combos
  // Where things were drawn last frame ("control:/parallel/dp", "bar", "term:weights"), in
  // framebuffer pixels {x, y, w, h}; exported in CSS pixels (÷ pixel_scale) so tests can aim the mouse.
  std::map<std::string, std::array<float, 4>> rects;
  float pixel_scale = 1.f;   // framebuffer pixels per CSS pixel (set by the host)

  // --- the formulas reference window (ui_formula.cpp) ---
  std::string formula_open;  // section id shown ("4.2"), "" when closed
  json formula_section;      // the core's `formulas` answer for it (null while on its way)
  long long formula_ticket = 0;  // web: ticket of the section's job in the worker (0 = none)
};

}  // namespace ledgerlab
