// Terminal rendering: see render.h.
#include "native/cli/render.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "core/spec/formulas_doc.h"
#include "core/spec/units.h"

namespace ledgerlab::cli {

static std::string value_str(const json& row, bool gib) {
  if (row.contains("bytes")) return format_bytes(row["bytes"].get<double>(), gib);
  if (row.contains("flops")) return format_flops(row["flops"].get<double>());
  if (row.contains("seconds")) return format_seconds(row["seconds"].get<double>());
  if (row.contains("value")) {
    std::string u = row.value("unit", "");
    double v = row["value"].get<double>();
    if (u == "params") return format_count(v);
    const std::string with_unit = fmt_num(v, 5) + (u.empty() ? "" : " " + u);
    // The column is 12 wide: a unit that the label already names is left out when it would not fit.
    if (with_unit.size() > 12 && row.value("label", "").find(u) != std::string::npos) return fmt_num(v, 5);
    return with_unit;
  }
  return "";
}

void print_steps(const json& steps, bool gib) {
  std::vector<std::string> cited;
  for (const auto& row : steps) {
    std::string label = row.value("label", "");
    std::string v = value_str(row, gib);
    const std::string f = row.value("formula", "");
    std::printf("  %-58s %12s   %s\n", label.c_str(), v.c_str(), f.c_str());
    for (const citation& c : find_citations(f))
      if (std::find(cited.begin(), cited.end(), c.section) == cited.end()) cited.push_back(c.section);
  }
  // Each [§x.y] opens with `ledgerlab formulas x.y` (docs/formulas.md).
  if (!cited.empty()) {
    std::string list;
    for (const std::string& c : cited) list += (list.empty() ? "" : ", ") + c;
    std::printf("  [§x.y] = docs/formulas.md section; print one with `ledgerlab formulas %s` (cited: %s)\n", cited.front().c_str(),
                list.c_str());
  }
}

std::string model_title(const json& model) {
  if (model.contains("preset")) return model["preset"].get<std::string>();
  if (model.contains("params")) return format_count(model["params"].get<double>()) + " params";
  return "custom model";
}

void print_memory(const json& r, bool gib) {
  const json& g = r["per_gpu_bytes"];
  std::printf("Memory ledger per GPU: %s, %s mode, %s\n", model_title(r["model"]).c_str(), r["mode"].get<std::string>().c_str(),
              gib ? "GiB = 2^30 bytes" : "GB = 1e9 bytes");
  std::printf("  params %s (%s B/param of model state before sharding)\n", format_count(r["params"].get<double>()).c_str(),
              fmt_num(r["bytes_per_param"].get<double>(), 5).c_str());
  std::printf("\n");
  for (const char* k : {"weights", "gradients", "gradient_buffer", "master_weights", "optimizer_state", "activations", "kv_cache",
                        "zero3_buffers"}) {
    double v = g[k].get<double>();
    if (v == 0 && (std::string(k) == "kv_cache" || std::string(k) == "zero3_buffers" || std::string(k) == "gradient_buffer")) continue;
    std::string label = k;
    for (auto& c : label)
      if (c == '_') c = ' ';
    std::printf("  %-22s %12s\n", label.c_str(), format_bytes(v, gib).c_str());
  }
  std::printf("  %-22s %12s\n", "TOTAL", format_bytes(g["total"].get<double>(), gib).c_str());
  const json& host = r["per_host_bytes"];
  if (host["total"].get<double>() > 0)
    std::printf("  %-22s %12s  (offloaded master + optimizer state, per GPU rank)\n", "host memory",
                format_bytes(host["total"].get<double>(), gib).c_str());
  if (r.contains("fits")) {
    double usable = r["capacity_bytes"].get<double>() - r["reserve_bytes"].get<double>();
    std::printf("\n  %s on %s: capacity %s, reserve %s, usable %s, headroom %s\n",
                r["fits"].get<bool>() ? "FITS" : "DOES NOT FIT", r["hardware"].value("name", "?").c_str(),
                format_bytes(r["capacity_bytes"].get<double>(), gib).c_str(), format_bytes(r["reserve_bytes"].get<double>(), gib).c_str(),
                format_bytes(usable, gib).c_str(), format_bytes(r["headroom_bytes"].get<double>(), gib).c_str());
  }
  std::printf("\nHow each line is computed (formulas.md sections in brackets):\n");
  print_steps(r["steps"], gib);
  if (!r["excluded"].empty()) {
    std::printf("\nNot included:\n");
    for (const auto& e : r["excluded"]) std::printf("  - %s\n", e.get<std::string>().c_str());
  }
}

}  // namespace ledgerlab::cli
