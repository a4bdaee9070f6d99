// Units and data types. Bytes are SI numbers internally (1 GB = 1e9 B); GiB (2^30 B) only when a
// caller asks for it (formulas.md §1). Sizes per element of each dtype: formulas.md §2.1.
#pragma once
#include <string>

namespace ledgerlab {

constexpr double KB = 1e3, MB = 1e6, GB = 1e9, TB = 1e12;         // SI, the ledger's units
constexpr double KiB = 1024.0, MiB = 1048576.0, GiB = 1073741824.0;  // binary, only on request

enum class dtype { fp32, tf32, bf16, fp16, fp8, int8, int4, none };

// Parses "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4" (and "none" when allow_none).
// Returns false for anything else.
bool parse_dtype(const std::string& s, dtype& out, bool allow_none);
const char* dtype_name(dtype d);
double dtype_bytes(dtype d);  // bytes per element: fp32 4, tf32 4 (stored as fp32), bf16/fp16 2, fp8/int8 1, int4 0.5, none 0

// "112 GB" / "104.3 GiB" / "1.2 TB" / "512 MB": 4 significant digits, SI unless binary.
std::string format_bytes(double bytes, bool binary = false);
// "6.74e9" style counts: "6.738 B" for 6.738e9 params etc.
std::string format_count(double n);
// FLOPs: "1.23 PFLOP"; with per_s "312 TFLOP/s".
std::string format_flops(double flops, bool per_s = false);
// seconds: "12.3 ms", "4.5 s", "3.2 h", "12.1 days".
std::string format_seconds(double s);

}  // namespace ledgerlab
