// The API-only WebAssembly module (ledgerlab.mjs + ledgerlab.wasm): the core's one function,
// handle(request JSON string) -> response JSON string, plus version(), build_id() and ui_compute()
// (an exercise view's job, core/ui/ui_compute.h, run where the core runs: in the page's Web Worker).
// Implemented features: [X] handle [X] version [X] build_id [X] ui_compute. Plain C exports wrapped
// by web/api_post.js (no embind: smaller, and the same strings-in, strings-out boundary,
// quiz-grading.md §7). Request length is passed explicitly, so a NUL inside a request is kept.
#include <emscripten/emscripten.h>

#include <string>
#include <string_view>

#include "core/api.h"
#include "core/spec/version.h"
#include "core/ui/ui_compute.h"
#include "ledgerlab_build_id.h"

namespace {
std::string g_out;  // the last answer, alive until the next call (JS copies it at once)
}

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* ll_handle(const char* request, unsigned long length) {
  g_out = ledgerlab::handle(std::string_view(request ? request : "", request ? length : 0));
  return g_out.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ll_version() { return ledgerlab::version_string; }

EMSCRIPTEN_KEEPALIVE const char* ll_build_id() { return LEDGERLAB_BUILD_ID; }

// job: ui_compute_job's JSON -> ui_compute's result JSON ({"error": ...} for a malformed job).
EMSCRIPTEN_KEEPALIVE const char* ll_ui_compute(const char* job, unsigned long length) {
  using ledgerlab::json;
  json result;
  try {
    result = ledgerlab::ui_compute(ledgerlab::parse_json_strict(std::string_view(job ? job : "", job ? length : 0)),
                                   ledgerlab::handle_json);
  } catch (const std::exception& e) {
    result = json{{"response", nullptr}, {"extra", nullptr}, {"error", std::string("the view's job was refused: ") + e.what()}};
  }
  g_out = result.dump(-1, ' ', false, json::error_handler_t::replace);
  return g_out.c_str();
}

}  // extern "C"
