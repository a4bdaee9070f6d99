// A reader's quiz progress as the site stores and exports it ("ledgerlab-progress" files): strict
// validation of an imported file and its merge into the progress already kept (op progress_import).
// Not here: storage (localStorage in the page, nothing natively) or what counts as an attempt.
// Schema and limits: README "API additions" (progress_import).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

constexpr std::size_t max_progress_file_bytes = 1u << 20;  // an exported file, bytes (too_large above)
constexpr std::size_t max_progress_entries = 10000;        // questions in one file (too_large above)

struct progress_merge {
  json progress = json::object();  // the merged progress: "<lesson>/<question>" -> entry
  std::vector<std::string> imported;  // keys taken from the file, in file order
  std::vector<std::string> dropped;   // keys of the kept progress that were invalid (not carried over)
};

// True for a progress key: "<lesson-id>/<question-id>" or "<lesson-id>/<question-id>/<part-id>" (a
// structured question's part), each part [a-z0-9][a-z0-9._-]* (≤ 100 characters). Prototype names
// ("__proto__", "constructor") can never match.
bool progress_key_ok(const std::string& key);

// Checks one entry {"attempts", "best_score", "correct"?, "seed"?, "last_answer"?, "at"?, and from
// the tutoring loop "solved"?, "revealed"?, "revealed_before_correct"?, "hints_used"?, "base_seed"?,
// "tutor"? (the loop's state, read as the tutor op reads it)}; returns "" or the reason, naming the
// field ("attempts must be an integer in [0, 1000000], got -1").
std::string progress_entry_problem(const json& entry);

// Reads an exported file (its text) and merges it into `kept` (the stored progress; entries that do
// not validate are dropped and listed). Throws api_error at `path` (the request's pointer to the
// file): parse_error for text that is not JSON, too_large, invalid_value naming the pointer inside
// the file. A bad file changes nothing: the caller stores the result only when this returns.
progress_merge import_progress_file(std::string_view text, const json& kept, const std::string& path);

}  // namespace ledgerlab
