// handle(): parse, dispatch on "op", wrap in the API envelope, map every failure to an error code.
#include "core/api.h"

#include <new>

#include "core/api_ops.h"
#include "core/spec/version.h"

namespace ledgerlab {

json op_version(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  r.finish();
  return json{{"version", version_string}, {"api_version", api_version}};
}

static const op_entry ops_table[] = {
    {"version", op_version},
    {"presets", op_presets},
    {"memory", op_memory},
    {"flops", op_flops},
    {"collective", op_collective},
    {"step", op_step},
    {"scale", op_scale},
    {"plan", op_plan},
    {"parse_quantity", op_parse_quantity},
    {"lessons", op_lessons},
    // The quiz layer computes expected values by running core requests: it gets handle_json.
    {"lesson", [](const json& r) { return op_lesson(r, handle_json); }},
    {"check", [](const json& r) { return op_check(r, handle_json); }},
    {"tutor", [](const json& r) { return op_tutor(r, handle_json); }},
    {"recompute", op_recompute},
    {"progress_import", op_progress_import},
    {"hardware_import", op_hardware_import},
    {"sweep", op_sweep},
    {"formulas", op_formulas},
    {nullptr, nullptr},
};

const op_entry* api_ops() { return ops_table; }

static json error_envelope(const std::string& code, const std::string& path, const std::string& message) {
  return json{{"ok", false},
              {"api_version", api_version},
              {"error", {{"code", code}, {"message", message}, {"path", path}}}};
}

static json dispatch(const json& req) {
  check_request_lists(req);
  if (!req.is_object()) fail("invalid_value", "", "request must be a JSON object with an \"op\" field");
  auto it = req.find("op");
  if (it == req.end()) fail("missing_field", "/op", "op is required");
  if (!it->is_string()) fail("invalid_value", "/op", "op must be a string");
  const std::string op = it->get<std::string>();
  std::string known;
  for (const op_entry* e = ops_table; e->name; ++e) {
    if (op == e->name) {
      json out = e->fn(req);
      json env = {{"ok", true}, {"api_version", api_version}};
      for (auto& [k, v] : out.items()) env[k] = std::move(v);
      return env;
    }
    known += known.empty() ? "" : ", ";
    known += e->name;
  }
  fail("unknown_op", "/op", "unknown op \"" + op + "\"; known ops: " + known);
}

json handle_json(const json& request) {
  try {
    return dispatch(request);
  } catch (const api_error& e) {
    return error_envelope(e.code, e.path, e.what());
  } catch (const std::bad_alloc&) {
    return error_envelope("internal", "", "out of memory while answering the request");
  } catch (const std::exception& e) {
    return error_envelope("internal", "", std::string("internal error: ") + e.what());
  } catch (...) {
    return error_envelope("internal", "", "internal error");
  }
}

std::string handle(std::string_view request_json) {
  json resp;
  try {
    resp = handle_json(parse_json_strict(request_json));
  } catch (const api_error& e) {
    resp = error_envelope(e.code, e.path, e.what());
  } catch (...) {
    resp = error_envelope("internal", "", "internal error");
  }
  try {
    return resp.dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (...) {
    return R"({"ok":false,"api_version":1,"error":{"code":"internal","message":"could not serialise the response","path":""}})";
  }
}

}  // namespace ledgerlab
