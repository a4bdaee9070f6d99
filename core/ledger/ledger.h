// One shape for every ledger: named rows {label, formula, value, unit} (API `steps`).
#pragma once
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

struct ledger_row {
  std::string key;      // machine key, e.g. "weights" (may be "")
  std::string label;    // "weights (bf16, sharded over tp=8)"
  std::string formula;  // "2 B × Ψ_local = 2 × 8.4e9" with a formulas.md id, e.g. "[§2.4]"
  double value = 0;     // in `unit`
  std::string unit;     // "bytes", "flops", "s", ...
};

// Rows as API steps: [{"label", "formula", "<unit key>": value}] where unit "bytes" -> "bytes",
// "flops" -> "flops", "s" -> "seconds", else "value".
json steps_to_json(const std::vector<ledger_row>& rows);

}  // namespace ledgerlab
