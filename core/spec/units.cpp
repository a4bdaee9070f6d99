// Units and dtypes: see spec/units.h.
#include "core/spec/units.h"

#include <cmath>

#include "core/spec/json_io.h"

namespace ledgerlab {

bool parse_dtype(const std::string& s, dtype& out, bool allow_none) {
  static const struct { const char* name; dtype d; } table[] = {
      {"fp32", dtype::fp32}, {"tf32", dtype::tf32}, {"bf16", dtype::bf16}, {"fp16", dtype::fp16},
      {"fp8", dtype::fp8},   {"int8", dtype::int8}, {"int4", dtype::int4}};
  for (auto& e : table)
    if (s == e.name) { out = e.d; return true; }
  if (allow_none && s == "none") { out = dtype::none; return true; }
  return false;
}

const char* dtype_name(dtype d) {
  switch (d) {
    case dtype::fp32: return "fp32";
    case dtype::tf32: return "tf32";
    case dtype::bf16: return "bf16";
    case dtype::fp16: return "fp16";
    case dtype::fp8: return "fp8";
    case dtype::int8: return "int8";
    case dtype::int4: return "int4";
    case dtype::none: return "none";
  }
  return "none";
}

double dtype_bytes(dtype d) {
  switch (d) {
    case dtype::fp32: case dtype::tf32: return 4;
    case dtype::bf16: case dtype::fp16: return 2;
    case dtype::fp8: case dtype::int8: return 1;
    case dtype::int4: return 0.5;
    case dtype::none: return 0;
  }
  return 0;
}

static std::string scaled(double v, const double* steps, const char* const* names, int n, const char* suffix) {
  int i = 0;
  double a = std::fabs(v);
  while (i + 1 < n && a >= steps[i + 1] * 0.9995) ++i;
  return fmt_num(v / steps[i], 4) + " " + names[i] + suffix;
}

std::string format_bytes(double bytes, bool binary) {
  static const double si[] = {1, KB, MB, GB, TB, 1e15};
  static const char* const si_n[] = {"B", "KB", "MB", "GB", "TB", "PB"};
  static const double bin[] = {1, KiB, MiB, GiB, GiB * 1024, GiB * 1048576};
  static const char* const bin_n[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  return binary ? scaled(bytes, bin, bin_n, 6, "") : scaled(bytes, si, si_n, 6, "");
}

std::string format_count(double n) {
  static const double s[] = {1, 1e3, 1e6, 1e9, 1e12};
  static const char* const nm[] = {"", "K", "M", "B", "T"};
  std::string r = scaled(n, s, nm, 5, "");
  if (!r.empty() && r.back() == ' ') r.pop_back();
  return r;
}

std::string format_flops(double flops, bool per_s) {
  static const double s[] = {1, 1e3, 1e6, 1e9, 1e12, 1e15, 1e18, 1e21, 1e24};
  static const char* const nm[] = {"FLOP", "KFLOP", "MFLOP", "GFLOP", "TFLOP", "PFLOP", "EFLOP", "ZFLOP", "YFLOP"};
  return scaled(flops, s, nm, 9, per_s ? "/s" : "");
}

std::string format_seconds(double s) {
  double a = std::fabs(s);
  if (a < 1e-6) return fmt_num(s * 1e9, 4) + " ns";
  if (a < 1e-3) return fmt_num(s * 1e6, 4) + " us";
  if (a < 1) return fmt_num(s * 1e3, 4) + " ms";
  if (a < 120) return fmt_num(s, 4) + " s";
  if (a < 7200) return fmt_num(s / 60, 4) + " min";
  if (a < 172800) return fmt_num(s / 3600, 4) + " h";
  return fmt_num(s / 86400, 4) + " days";
}

}  // namespace ledgerlab
