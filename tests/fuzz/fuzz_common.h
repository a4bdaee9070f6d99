// Invariants every fuzz target checks on what handle() returns: one JSON object, the API's two
// envelopes (API.md), an error code from the documented list with a JSON-pointer path and a message.
// A violation aborts, which libFuzzer reports with the input that caused it.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/api.h"

namespace ledgerlab_fuzz {
using ledgerlab::json;

[[noreturn]] inline void violated(const char* what, const std::string& response) {
  std::fprintf(stderr, "fuzz invariant violated: %s\nresponse: %.2000s\n", what, response.c_str());
  std::abort();
}

// Checks one response envelope; returns it parsed.
inline json check_envelope(const json& r) {
  const std::string text = r.dump(-1, ' ', false, json::error_handler_t::replace);
  if (!r.is_object()) violated("response is not an object", text);
  if (!r.contains("ok") || !r["ok"].is_boolean()) violated("no boolean ok", text);
  if (r.value("api_version", 0) != 1) violated("api_version is not 1", text);
  if (!r["ok"].get<bool>()) {
    const json& e = r.value("error", json());
    if (!e.is_object()) violated("ok:false without an error object", text);
    static const char* codes[] = {"parse_error", "unknown_op", "missing_field", "invalid_value", "unknown_preset",
                                  "unknown_question", "infeasible", "too_large"};
    const std::string code = e.value("code", std::string());
    bool known = false;
    for (const char* c : codes) known = known || code == c;
    if (!known) violated("error code is not a documented one (internal means a bug)", text);
    const std::string msg = e.value("message", std::string());
    if (msg.empty()) violated("error without a message", text);
    if (!e.contains("path") || !e["path"].is_string()) violated("error without a path", text);
    const std::string path = e["path"].get<std::string>();
    if (!path.empty() && path[0] != '/') violated("error path is not a JSON pointer", text);
  }
  return r;
}

// handle() on text: the response string must itself be JSON with a valid envelope.
inline json check_handle(const std::string& request) {
  const std::string out = ledgerlab::handle(request);
  json r = json::parse(out, nullptr, false);
  if (r.is_discarded()) violated("response is not JSON", out);
  return check_envelope(r);
}

}  // namespace ledgerlab_fuzz
