// Progress files: see quiz/progress.h.
#include "core/quiz/progress.h"

#include <algorithm>
#include <cmath>

#include "core/quiz/tutor.h"

namespace ledgerlab {

namespace {

bool id_part_ok(std::string_view s) {
  if (s.empty() || s.size() > 100) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!alnum && (i == 0 || (c != '-' && c != '_' && c != '.'))) return false;
  }
  return true;
}

// An ISO 8601 UTC timestamp as Date.prototype.toISOString writes it (digits, '-', ':', '.', 'T', 'Z').
bool timestamp_ok(const std::string& s) {
  if (s.size() < 10 || s.size() > 40) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || c == '-' || c == ':' || c == '.' || c == 'T' || c == 'Z' || c == '+')) return false;
  return true;
}

bool integer_in(const json& v, double lo, double hi) {
  if (!v.is_number()) return false;
  const double d = v.get<double>();
  return std::isfinite(d) && d == std::floor(d) && d >= lo && d <= hi;
}

constexpr double max_attempts = 1e6;
constexpr double max_seed = 9007199254740991.0;  // 2^53 − 1: exact in every host's numbers
constexpr std::size_t max_answer_bytes = 2000;

// "2024-05-01T10:00:00.000Z" strings order as their times; an entry without one is the oldest.
std::string when(const json& e) { return e.contains("at") ? e["at"].get<std::string>() : std::string(); }
// The choices a chained part's loop was graded for ("" for any other entry).
std::string chained_choices(const json& e) {
  if (!e.contains("tutor") || !e["tutor"].is_object()) return "";
  const json& t = e["tutor"];
  return t.contains("choices") && t["choices"].is_string() ? t["choices"].get<std::string>() : std::string();
}

}  // namespace

bool progress_key_ok(const std::string& key) {
  // "<lesson>/<question>", or "<lesson>/<question>/<part>" for a structured question's part.
  std::size_t start = 0, parts = 0;
  while (true) {
    const std::size_t slash = key.find('/', start);
    const std::size_t end = slash == std::string::npos ? key.size() : slash;
    if (!id_part_ok(std::string_view(key).substr(start, end - start))) return false;
    ++parts;
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  return parts == 2 || parts == 3;
}

std::string progress_entry_problem(const json& e) {
  if (!e.is_object()) return "must be an object {\"attempts\", \"best_score\", ...}";
  if (!e.contains("attempts")) return "attempts is required";
  if (!e.contains("best_score")) return "best_score is required";
  for (auto it = e.begin(); it != e.end(); ++it) {
    const std::string& k = it.key();
    const json& v = it.value();
    if (k == "attempts") {
      if (!integer_in(v, 0, max_attempts)) return "attempts must be an integer in [0, 1000000], got " + brief(v);
    } else if (k == "best_score") {
      if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0 || v.get<double>() > 1)
        return "best_score must be a number in [0, 1], got " + brief(v);
    } else if (k == "correct") {
      if (!v.is_boolean()) return "correct must be true or false, got " + brief(v);
    } else if (k == "seed") {
      if (!integer_in(v, 0, max_seed)) return "seed must be an integer in [0, 2^53 - 1], got " + brief(v);
    } else if (k == "last_answer") {
      if (!v.is_string()) return "last_answer must be a string, got " + brief(v);
      if (v.get_ref<const std::string&>().size() > max_answer_bytes)
        return "last_answer must be at most " + std::to_string(max_answer_bytes) + " bytes";
    } else if (k == "at") {
      if (!v.is_string() || !timestamp_ok(v.get<std::string>()))
        return "at must be an ISO 8601 time such as \"2024-05-01T10:00:00.000Z\", got " + brief(v);
    } else if (k == "solved" || k == "revealed" || k == "revealed_before_correct") {  // the tutoring loop
      if (!v.is_boolean()) return k + " must be true or false, got " + brief(v);
    } else if (k == "hints_used") {
      if (!integer_in(v, 0, max_attempts)) return "hints_used must be an integer in [0, 1000000], got " + brief(v);
    } else if (k == "base_seed") {
      if (!integer_in(v, 0, max_seed)) return "base_seed must be an integer in [0, 2^53 - 1], got " + brief(v);
    } else if (k == "tutor") {  // the loop's state, as the tutor op reads it back (strict)
      try {
        tutor_state_from_json(v, "");
      } catch (const api_error& err) {
        return "tutor" + err.path + ": " + err.what();
      }
    } else {
      return "unknown field \"" + k + "\" (known: attempts, best_score, correct, seed, last_answer, at; from the "
             "tutoring loop: solved, revealed, revealed_before_correct, hints_used, base_seed, tutor)";
    }
  }
  return "";
}

progress_merge import_progress_file(std::string_view text, const json& kept, const std::string& path) {
  if (text.size() > max_progress_file_bytes)
    fail("too_large", path, "the progress file is " + std::to_string(text.size()) + " bytes; at most " +
                                std::to_string(max_progress_file_bytes) + " bytes are accepted");
  json doc;
  try {
    doc = parse_json_strict(text);
  } catch (const api_error& e) {
    fail(e.code, path, (e.code == "parse_error" ? "the progress file is not JSON: " : "the progress file: ") + parse_error_detail(e));
  }
  const std::string shape =
      "not a ledgerlab progress file (expected {\"format\": \"ledgerlab-progress\", \"version\": 1, \"progress\": {...}})";
  if (!doc.is_object() || !doc.contains("format") || doc["format"] != "ledgerlab-progress" || !doc.contains("version") ||
      !doc.contains("progress") || !doc["progress"].is_object())
    fail("invalid_value", path, shape);
  if (!integer_in(doc["version"], 1, 1))
    fail("invalid_value", path, "progress file version " + brief(doc["version"]) + " is not supported (this site reads version 1)");
  for (auto it = doc.begin(); it != doc.end(); ++it)
    if (it.key() != "format" && it.key() != "version" && it.key() != "progress")
      fail("invalid_value", path, "progress file: unknown key " + ptr_join("", it.key()));
  const json& entries = doc["progress"];
  if (entries.size() > max_progress_entries)
    fail("too_large", path, "the progress file lists " + std::to_string(entries.size()) + " questions; at most " +
                                std::to_string(max_progress_entries) + " are accepted");
  for (auto it = entries.begin(); it != entries.end(); ++it) {
    const std::string at = ptr_join("/progress", it.key());
    if (!progress_key_ok(it.key()))
      fail("invalid_value", path, "progress file: " + at + ": keys are \"<lesson-id>/<question-id>\" (lower-case letters, digits, '-', '_', '.')");
    const std::string why = progress_entry_problem(it.value());
    if (!why.empty()) fail("invalid_value", path, "progress file: " + at + ": " + why);
  }

  progress_merge out;
  if (!kept.is_null() && !kept.is_object()) fail("invalid_value", "/progress", "progress must be an object (the stored progress)");
  if (kept.is_object())
    for (auto it = kept.begin(); it != kept.end(); ++it) {
      if (progress_key_ok(it.key()) && progress_entry_problem(it.value()).empty()) out.progress[it.key()] = it.value();
      else out.dropped.push_back(it.key());
    }
  for (auto it = entries.begin(); it != entries.end(); ++it) {
    const json& v = it.value();
    out.imported.push_back(it.key());
    auto cur = out.progress.find(it.key());
    if (cur == out.progress.end()) {
      out.progress[it.key()] = v;
      continue;
    }
    // Both have it: the most attempts, the best score, correct once correct; the rest from the newer
    // entry. Values are taken as written (merging an entry with itself changes nothing).
    const json& c = *cur;
    json m = when(v) > when(c) ? v : c;
    m["attempts"] = (c["attempts"].get<double>() >= v["attempts"].get<double>() ? c : v)["attempts"];
    m["best_score"] = (c["best_score"].get<double>() >= v["best_score"].get<double>() ? c : v)["best_score"];
    if (c.contains("correct") || v.contains("correct")) m["correct"] = c.value("correct", false) || v.value("correct", false);
    // A worked problem's part computed from earlier choices is graded for the choices its loop state
    // names (tutor.choices, web/site/ledgerlab.js record_tutor): when the newer entry's differ, the
    // older verdict and score were for other numbers, so the newer entry's stand alone.
    const json& newer = when(v) > when(c) ? v : c;
    const json& older = when(v) > when(c) ? c : v;
    const std::string graded_for = chained_choices(newer);
    if (!graded_for.empty() && graded_for != chained_choices(older)) {
      m["best_score"] = newer["best_score"];
      if (newer.contains("correct")) m["correct"] = newer["correct"];
      else m.erase("correct");
    }
    *cur = std::move(m);
  }
  return out;
}

}  // namespace ledgerlab
