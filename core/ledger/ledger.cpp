// Ledger rows as API `steps`.
#include "core/ledger/ledger.h"

namespace ledgerlab {

json steps_to_json(const std::vector<ledger_row>& rows) {
  json arr = json::array();
  for (const auto& r : rows) {
    const char* key = r.unit == "bytes" ? "bytes" : r.unit == "flops" ? "flops" : r.unit == "s" ? "seconds" : "value";
    json j = {{"label", r.label}, {"formula", r.formula}, {key, r.value}};
    if (!r.key.empty()) j["key"] = r.key;
    if (std::string(key) == "value" && !r.unit.empty()) j["unit"] = r.unit;
    arr.push_back(std::move(j));
  }
  return arr;
}

}  // namespace ledgerlab
