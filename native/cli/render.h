// Text rendering of API responses for the terminal (tables with formulas). No arithmetic on the
// ledger beyond unit conversion for display.
#pragma once
#include "core/spec/json_io.h"

namespace ledgerlab::cli {

void print_memory(const json& resp, bool gib);
void print_steps(const json& steps, bool gib);  // generic: label, value (by unit), formula
std::string model_title(const json& model);     // "llama-2-7b (6.738B params)"

}  // namespace ledgerlab::cli
