// Strict JSON reading for the API: typed getters that name the JSON pointer of a bad value,
// reject unknown keys and wrong JSON types (no coercion), non-finite numbers and deep nesting.
// Errors are thrown as api_error and turned into the API's error envelope by handle() (api.cpp).
// Not here: the ops themselves. See shared API.md "Envelopes".
#pragma once
#include <nlohmann/json.hpp>

#include <initializer_list>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ledgerlab {

using json = nlohmann::json;

// API error codes (API.md): parse_error, unknown_op, missing_field, invalid_value, unknown_preset,
// unknown_question, infeasible, internal; and too_large (this project's addition): the request asks
// for more work than the core's caps below allow (the message names the field and the limit).
struct api_error : std::runtime_error {
  std::string code;  // one of the codes above
  std::string path;  // JSON pointer into the request, "" for the whole request
  api_error(std::string code_, std::string path_, const std::string& message)
      : std::runtime_error(message), code(std::move(code_)), path(std::move(path_)) {}
};

[[noreturn]] void fail(const std::string& code, const std::string& path, const std::string& message);

constexpr int max_json_depth = 64;  // deeper requests are a parse_error (never a stack overflow)
// Caps on what one request may hold (too_large). Ops cap their own work more tightly where a list
// multiplies it (plan's space, scale's sweep, recompute's layers).
constexpr std::size_t max_request_bytes = 16u << 20;  // request text, bytes
constexpr std::size_t max_json_array = 20000;         // entries in any one list of a request

// Throws api_error{too_large} naming the JSON pointer of the first list longer than max_json_array.
void check_request_lists(const json& request);
// Throws api_error{too_large} at `path` when `list` has more than `max` entries; `what` names it
// in the message ("space.micro_batch").
void check_list_length(const json& list, const std::string& path, const std::string& what, std::size_t max);

// Parses text as JSON; throws api_error{parse_error} for malformed text or nesting deeper than
// max_json_depth, and api_error{invalid_value} (path: the second occurrence) for a key given twice
// in one object.
json parse_json_strict(std::string_view text);
// The reason of a parse_json_strict error without its "request is not valid JSON: " lead, for
// messages about other text (an imported file).
std::string parse_error_detail(const api_error& e);

// Joins a JSON pointer and a key, escaping '~' and '/' (RFC 6901).
std::string ptr_join(const std::string& base, const std::string& key);
std::string ptr_join(const std::string& base, std::size_t index);

// Human-readable short rendering of a JSON value for error messages (truncated).
std::string brief(const json& v);

// Formats a double portably (same string natively and in WASM): %.*g with trailing zeros trimmed.
std::string fmt_num(double v, int significant = 6);

// Reads one JSON object, remembering which keys were read; finish() rejects the rest.
class obj_reader {
 public:
  obj_reader(const json& j, std::string path);  // throws invalid_value if j is not an object

  const std::string& path() const { return path_; }
  bool has(const char* key) const;
  std::string at(const char* key) const { return ptr_join(path_, key); }
  const json* raw(const char* key);  // marks read; nullptr if absent
  const json& require(const char* key);  // missing_field if absent

  // Numbers: must be JSON numbers, finite; constraints named in the message.
  double number(const char* key, double def);             // any finite number
  double positive(const char* key, double def);           // > 0
  double non_negative(const char* key, double def);       // >= 0
  double positive_required(const char* key);
  double fraction(const char* key, double def);           // in [0, 1]
  // Integers: JSON number with an integral value in [lo, hi].
  long long integer(const char* key, long long def, long long lo, long long hi);
  long long integer_required(const char* key, long long lo, long long hi);
  bool boolean(const char* key, bool def);
  std::string string(const char* key, const std::string& def);
  std::string string_required(const char* key);
  std::string choice(const char* key, const std::string& def, std::initializer_list<const char*> allowed);

  void finish() const;  // throws invalid_value naming the first unknown key

 private:
  const json& j_;
  std::string path_;
  std::set<std::string> read_;
};

// Value checks usable outside obj_reader (path = full pointer of the value).
double as_number(const json& v, const std::string& path);
long long as_integer(const json& v, const std::string& path, long long lo, long long hi);

}  // namespace ledgerlab
