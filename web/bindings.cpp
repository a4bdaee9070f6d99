// The API-only WebAssembly module (ledgerlab.mjs + ledgerlab.wasm): the core's one function,
// handle(request JSON string) -> response JSON string, exported with embind, plus version().
// Implemented features: [X] handle  [X] version. Deliberately nothing else: strings in, strings out
// (quiz-grading.md §7), so the JS/C++ boundary stays tiny and stable across Emscripten versions.
#include <emscripten/bind.h>

#include <string>

#include "core/api.h"
#include "core/spec/version.h"

namespace {
std::string handle_js(const std::string& request) { return ledgerlab::handle(request); }
std::string version_js() { return ledgerlab::version_string; }
}  // namespace

EMSCRIPTEN_BINDINGS(ledgerlab_api) {
  emscripten::function("handle", &handle_js);
  emscripten::function("version", &version_js);
}
