// Shared helpers for the Catch2 tests: call the API with a JSON literal and read fields.
#pragma once
#include <catch2/catch.hpp>
#include <string>

#include "core/api.h"

namespace ledgerlab_test {
using ledgerlab::json;

// Calls handle() on the request text and parses the response (which must always be JSON).
inline json call(const std::string& request) { return json::parse(ledgerlab::handle(request)); }

// The response must be ok:true; returns it.
inline json ok(const std::string& request) {
  json r = call(request);
  INFO(request << " -> " << r.dump());
  REQUIRE(r.value("ok", false));
  return r;
}

// Relative closeness for formula tests (default 1e-12).
inline bool close(double a, double b, double rel = 1e-12) {
  double d = a - b;
  if (d < 0) d = -d;
  double m = (a < 0 ? -a : a) > (b < 0 ? -b : b) ? (a < 0 ? -a : a) : (b < 0 ? -b : b);
  return d <= rel * m || d == 0;
}
}  // namespace ledgerlab_test
