// Strict JSON reading: see spec/json_io.h.
#include "core/spec/json_io.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

namespace ledgerlab {

void fail(const std::string& code, const std::string& path, const std::string& message) {
  throw api_error(code, path, message);
}

json parse_json_strict(std::string_view text) {
  if (text.size() > max_request_bytes)
    fail("too_large", "", "request is " + std::to_string(text.size()) + " bytes; at most " + std::to_string(max_request_bytes) +
                              " bytes are accepted");
  // Depth pre-scan outside strings, so hostile nesting is rejected before the parser recurses.
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') {
      if (++depth > max_json_depth)
        fail("parse_error", "", "JSON nested deeper than " + std::to_string(max_json_depth) + " levels");
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  // A key given twice in one object is rejected, not resolved silently to its last value (RFC 8259
  // §4 leaves it to the reader; `{"op":"memory","op":"step"}` would otherwise answer one of them).
  // The callback keeps one frame per open object or array, for the pointer of the duplicate.
  struct frame {
    bool object = false;
    std::vector<std::string> keys;  // keys seen so far (objects); linear scan: objects are small
    std::string key;                 // the key whose value comes next
    std::size_t index = 0;           // the next element's index (arrays)
  };
  std::vector<frame> stack;
  std::string duplicate_path, duplicate_key;
  auto pointer = [&stack]() {
    std::string p;
    for (const frame& f : stack) p = f.object ? ptr_join(p, f.key) : ptr_join(p, f.index);
    return p;
  };
  auto element_done = [&stack]() {
    if (!stack.empty() && !stack.back().object) ++stack.back().index;
  };
  json::parser_callback_t track = [&](int, json::parse_event_t ev, json& parsed) {
    switch (ev) {
      case json::parse_event_t::object_start: stack.push_back({true, {}, {}, 0}); break;
      case json::parse_event_t::array_start: stack.push_back({false, {}, {}, 0}); break;
      case json::parse_event_t::object_end:
      case json::parse_event_t::array_end:
        if (!stack.empty()) stack.pop_back();
        element_done();
        break;
      case json::parse_event_t::key: {
        frame& f = stack.back();
        f.key = parsed.get<std::string>();
        for (const std::string& k : f.keys)
          if (k == f.key && duplicate_path.empty()) duplicate_path = pointer(), duplicate_key = f.key;
        f.keys.push_back(f.key);
        break;
      }
      case json::parse_event_t::value: element_done(); break;
    }
    return true;
  };
  json j = json::parse(text.begin(), text.end(), track, /*allow_exceptions=*/false);
  if (!j.is_discarded() && !duplicate_path.empty())
    fail("invalid_value", duplicate_path,
         "the key \"" + duplicate_key + "\" appears twice in one object; give each key once");
  if (j.is_discarded()) {
    // Re-parse with exceptions for the byte position in the message.
    try {
      json discard = json::parse(text.begin(), text.end());
      (void)discard;
    } catch (const json::exception& e) {
      std::string what = e.what();
      auto p = what.find("] ");  // drop nlohmann's "[json.exception.parse_error.101] " prefix
      fail("parse_error", "", "request is not valid JSON: " + (p == std::string::npos ? what : what.substr(p + 2)));
    }
    fail("parse_error", "", "request is not valid JSON");
  }
  return j;
}

// A reason that points inside the text (a key given twice, a list over its cap) leads with that
// pointer, so a message about an imported file says where in the file.
std::string parse_error_detail(const api_error& e) {
  const std::string what = e.what(), lead = "request is not valid JSON: ";
  const std::string detail = what.rfind(lead, 0) == 0 ? what.substr(lead.size()) : what;
  return e.path.empty() ? detail : e.path + ": " + detail;
}

static std::string escape_token(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

std::string ptr_join(const std::string& base, const std::string& key) { return base + "/" + escape_token(key); }
std::string ptr_join(const std::string& base, std::size_t index) { return base + "/" + std::to_string(index); }

std::string brief(const json& v) {
  std::string s = v.dump(-1, ' ', false, json::error_handler_t::replace);
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

std::string fmt_num(double v, int significant) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", significant, v);
  std::string s = buf;
  // trim trailing zeros in the mantissa ("1.500000e+09" is not produced by %g, but "1.5" is kept)
  auto e = s.find('e');
  std::string mant = e == std::string::npos ? s : s.substr(0, e);
  std::string exp = e == std::string::npos ? "" : s.substr(e);
  // "e+09" -> "e9", "e-05" -> "e-5": the same short form on every host
  if (!exp.empty()) {
    std::string digits = exp.substr(2);
    while (digits.size() > 1 && digits[0] == '0') digits.erase(0, 1);
    exp = std::string("e") + (exp[1] == '-' ? "-" : "") + digits;
  }
  if (mant.find('.') != std::string::npos) {
    while (!mant.empty() && mant.back() == '0') mant.pop_back();
    if (!mant.empty() && mant.back() == '.') mant.pop_back();
  }
  return mant + exp;
}

static const char* type_name(const json& v) {
  switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::string: return "a string";
    case json::value_t::array: return "an array";
    case json::value_t::object: return "an object";
    case json::value_t::binary: return "binary";
    case json::value_t::discarded: return "discarded";
    default: return "a number";
  }
}

static std::string field_name(const std::string& path) {
  // "/parallel/dp" -> "parallel.dp" for messages
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '/') {
      if (i) out += '.';
    } else if (path[i] == '~' && i + 1 < path.size()) {
      out += path[i + 1] == '1' ? '/' : '~';
      ++i;
    } else {
      out += path[i];
    }
  }
  return out.empty() ? "request" : out;
}

double as_number(const json& v, const std::string& path) {
  if (!v.is_number())
    fail("invalid_value", path, field_name(path) + " must be a number, got " + type_name(v));
  double d = v.get<double>();
  if (!std::isfinite(d)) fail("invalid_value", path, field_name(path) + " must be finite, got " + brief(v));
  return d;
}

long long as_integer(const json& v, const std::string& path, long long lo, long long hi) {
  double d = as_number(v, path);
  if (d != std::floor(d) || d < static_cast<double>(lo)) {
    std::string what = lo == 1 ? "a positive integer" : lo == 0 ? "a non-negative integer" : "an integer >= " + std::to_string(lo);
    if (hi != std::numeric_limits<long long>::max() && hi < (1LL << 20)) what = "an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
    fail("invalid_value", path, field_name(path) + " must be " + what + ", got " + brief(v));
  }
  if (d > static_cast<double>(hi))
    fail("invalid_value", path, field_name(path) + " must be at most " + std::to_string(hi) + ", got " + brief(v));
  return static_cast<long long>(d);
}

obj_reader::obj_reader(const json& j, std::string path) : j_(j), path_(std::move(path)) {
  if (!j_.is_object())
    fail("invalid_value", path_, field_name(path_) + " must be an object, got " + type_name(j_));
}

bool obj_reader::has(const char* key) const { return j_.contains(key); }

const json* obj_reader::raw(const char* key) {
  read_.insert(key);
  auto it = j_.find(key);
  return it == j_.end() ? nullptr : &*it;
}

const json& obj_reader::require(const char* key) {
  const json* v = raw(key);
  if (!v) fail("missing_field", at(key), field_name(at(key)) + " is required");
  return *v;
}

double obj_reader::number(const char* key, double def) {
  const json* v = raw(key);
  return v ? as_number(*v, at(key)) : def;
}

double obj_reader::positive(const char* key, double def) {
  const json* v = raw(key);
  if (!v) return def;
  double d = as_number(*v, at(key));
  if (!(d > 0)) fail("invalid_value", at(key), field_name(at(key)) + " must be > 0, got " + brief(*v));
  return d;
}

double obj_reader::non_negative(const char* key, double def) {
  const json* v = raw(key);
  if (!v) return def;
  double d = as_number(*v, at(key));
  if (d < 0) fail("invalid_value", at(key), field_name(at(key)) + " must be >= 0, got " + brief(*v));
  return d;
}

double obj_reader::positive_required(const char* key) {
  require(key);
  return positive(key, 0);
}

double obj_reader::fraction(const char* key, double def) {
  const json* v = raw(key);
  if (!v) return def;
  double d = as_number(*v, at(key));
  if (d < 0 || d > 1) fail("invalid_value", at(key), field_name(at(key)) + " must be in [0, 1], got " + brief(*v));
  return d;
}

long long obj_reader::integer(const char* key, long long def, long long lo, long long hi) {
  const json* v = raw(key);
  return v ? as_integer(*v, at(key), lo, hi) : def;
}

long long obj_reader::integer_required(const char* key, long long lo, long long hi) {
  return as_integer(require(key), at(key), lo, hi);
}

bool obj_reader::boolean(const char* key, bool def) {
  const json* v = raw(key);
  if (!v) return def;
  if (!v->is_boolean())
    fail("invalid_value", at(key), field_name(at(key)) + " must be true or false, got " + type_name(*v));
  return v->get<bool>();
}

std::string obj_reader::string(const char* key, const std::string& def) {
  const json* v = raw(key);
  if (!v) return def;
  if (!v->is_string())
    fail("invalid_value", at(key), field_name(at(key)) + " must be a string, got " + type_name(*v));
  return v->get<std::string>();
}

std::string obj_reader::string_required(const char* key) {
  require(key);
  return string(key, "");
}

std::string obj_reader::choice(const char* key, const std::string& def, std::initializer_list<const char*> allowed) {
  std::string s = string(key, def);
  std::string list;
  for (const char* a : allowed) {
    if (s == a) return s;
    list += list.empty() ? "" : ", ";
    list += a;
  }
  fail("invalid_value", at(key), field_name(at(key)) + " must be one of " + list + "; got \"" + s + "\"");
}

void obj_reader::finish() const {
  for (auto it = j_.begin(); it != j_.end(); ++it) {
    if (!read_.count(it.key()))
      fail("invalid_value", ptr_join(path_, it.key()),
           "unknown key \"" + it.key() + "\" in " + field_name(path_));
  }
}

void check_list_length(const json& list, const std::string& path, const std::string& what, std::size_t max) {
  if (list.is_array() && list.size() > max)
    fail("too_large", path, what + " lists " + std::to_string(list.size()) + " entries; at most " + std::to_string(max) +
                                " are accepted");
}

static void check_lists_at(const json& j, const std::string& path, int depth) {
  if (depth > max_json_depth)  // a request built in code (not read by parse_json_strict) may nest deeper
    fail("parse_error", path, "JSON nested deeper than " + std::to_string(max_json_depth) + " levels");
  if (j.is_array()) {
    check_list_length(j, path, field_name(path), max_json_array);
    for (std::size_t i = 0; i < j.size(); ++i)
      if (j[i].is_structured()) check_lists_at(j[i], path + "/" + std::to_string(i), depth + 1);
  } else if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.value().is_structured()) check_lists_at(it.value(), ptr_join(path, it.key()), depth + 1);
  }
}

void check_request_lists(const json& request) { check_lists_at(request, "", 1); }

}  // namespace ledgerlab
