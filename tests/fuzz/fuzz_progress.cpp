// libFuzzer target: the progress importer (op progress_import). The input is the file's text, or,
// split at the first NUL byte, the file and the stored progress (JSON) it merges into. Invariants:
// envelopes only; an accepted file's merge re-imports unchanged (idempotent) and every merged entry
// validates (quiz/progress.h).
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/quiz/progress.h"
#include "tests/fuzz/fuzz_common.h"

using ledgerlab::json;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string all(reinterpret_cast<const char*>(data), size);
  const auto nul = all.find('\0');
  const std::string file = all.substr(0, nul);
  json kept = json::object();
  if (nul != std::string::npos) {
    try {
      kept = ledgerlab::parse_json_strict(all.substr(nul + 1));  // depth-limited, like every request
    } catch (const ledgerlab::api_error&) {
      kept = json::object();
    }
  }
  json req = {{"op", "progress_import"}, {"file", file}, {"progress", kept}};
  const json r = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(req));
  if (!r["ok"].get<bool>()) return 0;
  const json& merged = r["progress"];
  for (auto it = merged.begin(); it != merged.end(); ++it)
    if (!ledgerlab::progress_key_ok(it.key()) || !ledgerlab::progress_entry_problem(it.value()).empty())
      ledgerlab_fuzz::violated("a merged entry does not validate", merged.dump());
  // Re-importing the merge as a file must give it back unchanged (when it fits in one file).
  if (merged.size() > ledgerlab::max_progress_entries) return 0;
  const json again = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(
      {{"op", "progress_import"},
       {"file", json{{"format", "ledgerlab-progress"}, {"version", 1}, {"progress", merged}}.dump()},
       {"progress", merged}}));
  if (!again["ok"].get<bool>() || again["progress"] != merged) ledgerlab_fuzz::violated("merging is not idempotent", again.dump());
  return 0;
}
