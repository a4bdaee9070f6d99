// The exercise UI's state: what the reader is looking at (an exercise's ledger widget and its API
// request), what they may change, and the last core response. Shared by the web and desktop hosts.
// Holds no platform handles; every number shown comes from ledgerlab::handle_json (core/api.h).
#pragma once
#include <string>
#include <vector>

#include "core/json_io.h"

namespace ledgerlab {

enum class ui_widget { memory, comm, recompute, plan };

struct app_state {
  // --- configured by the host (ui_configure) ---
  ui_widget widget = ui_widget::memory;
  json request = json::object();     // the widget's API request without "op" (model, precision, ...)
  std::vector<std::string> editable;  // JSON pointers into `request` the reader may change
  json hardware;                      // API hardware object, or null (no capacity line)
  std::string hardware_label;         // "your hardware: H100 (calibrated)" — shown in the panel
  std::string title;                  // exercise title (shown as the panel heading)

  // --- derived (ui_recompute) ---
  json response;             // last ok response of the widget's main request (null on error)
  json extra;                // widget extras: scaling sweep (comm), per-strategy timelines (recompute)
  std::string error;         // last error message (the core's, with its JSON pointer)
  long long revision = 0;    // bumps whenever `response` or `error` changes
  bool dirty = true;         // request changed since the last ui_recompute

  // --- interaction, read by tests through the host's state export ---
  std::string hovered;       // term under the mouse (e.g. "optimizer_state"), "" if none
  bool interacting = false;  // a slider is being dragged
  std::vector<std::string> catalog_models, catalog_hardware, catalog_recipes;  // for the combos
};

}  // namespace ledgerlab
