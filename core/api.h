// The one entry point every host calls: handle(request JSON) -> response JSON (API.md).
// It never throws and never aborts: every input gets the ok:true or the ok:false envelope.
#pragma once
#include <string>
#include <string_view>

#include "core/spec/json_io.h"

namespace ledgerlab {

std::string handle(std::string_view request_json);  // response JSON, one line, no trailing newline
json handle_json(const json& request);               // same, for callers that already hold JSON

// Op handlers: each reads the whole request (including "op") strictly with obj_reader and returns
// the op-specific fields; handle() adds "ok" and "api_version". Declared in api_ops.h.
using op_handler = json (*)(const json& request);
struct op_entry {
  const char* name;
  op_handler fn;
};
const op_entry* api_ops();  // terminated by {nullptr, nullptr}

}  // namespace ledgerlab
