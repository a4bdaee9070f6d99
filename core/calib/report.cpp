// The readable calibrate report: every measured figure next to the datasheet peak, the ratio and
// the catalog's expected fraction (the preset's "efficiency"); collective tables in nccl-tests'
// columns plus the core's predicted busbw (ledger/collectives.h, formulas.md §7.1); fits; flags.
// Text only (snprintf, fmt_num): identical on every host. Not here: building the profile.
#include <cstdarg>
#include <cstdio>

#include "core/calib/profile.h"
#include "core/spec/catalog.h"
#include "core/ledger/collectives.h"
#include "core/spec/hardware.h"
#include "core/spec/units.h"

namespace ledgerlab {

namespace {
std::string line(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string line(const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return std::string(buf) + "\n";
}
std::string rate(double v, const std::string& unit) {
  if (unit == "FLOP/s") return format_flops(v, true);
  return format_bytes(v) + "/s";
}
std::string bytes_label(double s) { return format_bytes(s, true); }
std::string pct(double f) { return fmt_num(100 * f, 3) + "%"; }
}  // namespace

std::string calib_report(const json& res, const json& prof) {
  std::string out;
  const json cal = prof.value("calibration", json::object());
  const std::string ds_id = cal.value("datasheet", json(nullptr)).is_string() ? cal["datasheet"].get<std::string>() : "";
  hardware_spec ds;
  if (!ds_id.empty()) ds = parse_hardware(json{{"preset", ds_id}}, "/datasheet");
  const hardware_spec mine = parse_hardware(prof, "");
  const json prov = prof.value("provenance", json::object());

  out += line("ledgerlab calibrate: %s", prof.value("name", "").c_str());
  out += line("  backend %s | %d node(s), %d rank(s) | %s s | datasheet: %s", prov.value("backend", "").c_str(),
              prov.value("nodes", 1), prov.value("ranks", 1), fmt_num(cal.value("elapsed_s", 0.0), 3).c_str(),
              ds_id.empty() ? "none (peaks below are the measured best)" : (ds_id + " (" + ds.name + ")").c_str());
  for (const char* k : {"gpu", "cpu", "driver", "cuda", "nccl", "blas", "mpi", "threads"})
    if (prov.contains(k)) out += line("  %-8s %s", k, prov[k].is_string() ? prov[k].get<std::string>().c_str() : prov[k].dump().c_str());

  // ---- matmul ---------------------------------------------------------------------------
  out += "\nmatmul (median of the timed iterations at each dtype's best shape; FLOPs = 2·m·n·k)\n";
  out += line("  %-6s %-20s %-16s %-16s %-8s %s", "dtype", "best shape", "measured", "datasheet", "ratio", "catalog expects");
  const json achieved = prof.value("achieved_flops_per_s", json::object());  // a named copy: items() keeps a reference
  for (const auto& [dt, a] : achieved.items()) {
    std::string shape = "-";
    if (a.contains("best_shape")) {
      shape.clear();
      for (const json& d : a["best_shape"]) {
        if (!shape.empty()) shape += 'x';
        shape += fmt_num(d.get<double>());
      }
    }
    const double m = a.at("median");
    const double peak = ds_id.empty() ? 0 : peak_flops(ds, dt);
    out += line("  %-6s %-20s %-16s %-16s %-8s %s", dt.c_str(), shape.c_str(), rate(m, "FLOP/s").c_str(),
                peak > 0 ? rate(peak, "FLOP/s").c_str() : "-", peak > 0 ? pct(m / peak).c_str() : "-",
                peak > 0 ? pct(ds.matmul_efficiency).c_str() : "-");
  }
  const json eff_tab = prof.value("matmul_efficiency", json::object());
  for (const auto& [dt, tab] : eff_tab.items()) {
    std::string t;
    for (const json& row : tab) {
      t += ' ';
      t += format_flops(row[0].get<double>());
      t += ':';
      t += fmt_num(row[1].get<double>(), 3);
    }
    out += line("  %s efficiency vs work per matmul (of %s peak):%s", dt.c_str(), ds_id.empty() ? "measured" : "datasheet", t.c_str());
  }
  // The step model's GEMM curve fitted to these shapes (docs/formulas.md §11.1), next to the catalog's.
  const json curves = prof.value("gemm", json::object());
  for (const auto& [dt, c] : curves.items()) {
    if (dt == "source" || !c.is_object()) continue;
    const json fit = c.value("fit", json::object());
    std::string cat = "-";
    if (!ds_id.empty() && ds.gemm.count(dt)) {
      const gemm_curve& g = ds.gemm.at(dt);
      cat = "catalog " + fmt_num(g.max_efficiency, 3) + ", " + fmt_num(g.overhead_s * 1e6, 3) + " us";
    }
    out += line("  %s GEMM curve: max efficiency %s, overhead %s us, ceiling %s (%d shapes, rms log error %s; %s)", dt.c_str(),
                fmt_num(c.value("max_efficiency", 0.0), 3).c_str(), fmt_num(c.value("overhead_s", 0.0) * 1e6, 3).c_str(),
                fmt_num(c.value("ceiling", 0.0), 3).c_str(), fit.value("points", 0), fmt_num(fit.value("rms_log_error", 0.0), 3).c_str(),
                cat.c_str());
  }

  // ---- memory ----------------------------------------------------------------------------
  const json hbm = prof.value("hbm", json::object());
  out += "\nmemory bandwidth (" + hbm.value("counting", std::string("")) + ")\n";
  out += line("  %-7s %-16s %-16s %-16s %-8s %s", "kernel", "median", "best", "datasheet", "ratio", "catalog expects");
  for (const char* k : {"copy", "triad", "read", "write"}) {
    const std::string key = std::string(k) + "_bytes_per_s";
    if (!hbm.contains(key)) continue;
    const double m = hbm[key], peak = ds_id.empty() ? 0 : ds.hbm_bytes_per_s;
    out += line("  %-7s %-16s %-16s %-16s %-8s %s", k, rate(m, "B/s").c_str(),
                rate(hbm.value(std::string(k) + "_best_bytes_per_s", 0.0), "B/s").c_str(),
                peak > 0 ? rate(peak, "B/s").c_str() : "-", peak > 0 ? pct(m / peak).c_str() : "-",
                peak > 0 ? pct(ds.hbm_efficiency).c_str() : "-");
  }
  if (prof.contains("host_link") || cal.contains("peer")) {
    out += "\nhost link and peer (median)\n";
    const json hl = prof.value("host_link", json()), pr = cal.value("peer", json());
    for (const json* part : {&hl, &pr})
      if (part->is_object())
        for (const auto& [k, v] : part->items())
          out += line("  %-28s %s", k.c_str(),
                      k.find("latency") != std::string::npos ? format_seconds(v.get<double>()).c_str() : rate(v.get<double>(), "B/s").c_str());
  }

  // ---- collectives -------------------------------------------------------------------------
  link_spec pred_link = mine.intra_node;
  std::string pred_src = "the fitted intra_node link of this profile";
  if (!ds_id.empty()) {
    pred_link = effective_link(ds.intra_node, ds.collective_efficiency);
    pred_src = "datasheet " + ds_id + " intra_node × catalog collective efficiency " + fmt_num(ds.collective_efficiency, 3);
  }
  bool any_coll = false;
  for (const json& op : res.at("ops")) {
    if (op.at("group") != "collective") continue;
    if (!any_coll) {
      out += "\ncollectives (nccl-tests conventions: algbw = S/t, busbw = algbw × factor; predicted busbw from the core's "
             "ring α-β model on " + pred_src + ")\n";
      any_coll = true;
    }
    collective_kind kind;
    parse_collective_kind(op.at("name").get<std::string>(), kind);
    const int n = op.value("ranks", 1);
    const std::string scope = op.value("scope", "intra");
    const link_spec& lk = scope == "inter" ? (ds_id.empty() ? mine.inter_node : ds.inter_node) : pred_link;
    out += line("\n  %s  n=%d  %s  busbw factor %s", op.at("name").get<std::string>().c_str(), n, scope.c_str(),
                fmt_num(op.value("bus_factor", 1.0), 4).c_str());
    out += line("  %12s %11s %11s %11s %13s %13s %15s %6s", "size", "time", "p10", "p90", "algbw", "busbw", "predicted busbw", "#wrong");
    for (const json& p : op.at("points")) {
      const double s = p.at("size");
      if (!p.contains("median_s")) {
        out += line("  %12s %s", bytes_label(s).c_str(),
                    p.contains("skipped") ? ("skipped: " + p["skipped"].get<std::string>()).c_str()
                                          : ("#wrong " + std::to_string(p.value("wrong", 0LL)) + ": no time reported").c_str());
        continue;
      }
      const double t = p.at("median_s"), alg = s / t;
      const collective_cost c = collective_time(kind, collective_algo::ring, s, n, lk, false);
      out += line("  %12s %11s %11s %11s %13s %13s %15s %6lld", bytes_label(s).c_str(), format_seconds(t).c_str(),
                  format_seconds(p.at("p10_s")).c_str(), format_seconds(p.at("p90_s")).c_str(), rate(alg, "B/s").c_str(),
                  rate(alg * op.value("bus_factor", 1.0), "B/s").c_str(), rate(c.busbw_bytes_per_s, "B/s").c_str(),
                  p.value("wrong", 0LL));
    }
    const std::string key = std::to_string(n) + (scope == "inter" ? "_inter" : "");
    const json e = prof.value("collectives", json::object()).value(op.at("name").get<std::string>(), json::object()).value(key, json());
    if (e.is_object()) {
      const json& f = e.at("effective");
      std::string bw = f["algbw_bytes_per_s"].is_null() ? "undetermined" : rate(f["algbw_bytes_per_s"], "B/s");
      std::string ci = f["ci95"].contains("algbw_bytes_per_s")
                           ? " [" + rate(f["ci95"]["algbw_bytes_per_s"][0], "B/s") + ", " + rate(f["ci95"]["algbw_bytes_per_s"][1], "B/s") + "]"
                           : "";
      out += line("  fit t = α + S/B_alg (WLS, 1/t²): α = %s [%s, %s], B_alg = %s%s, R² %s, held-out error %s",
                  format_seconds(f["alpha_s"]).c_str(), format_seconds(f["ci95"]["alpha_s"][0]).c_str(),
                  format_seconds(f["ci95"]["alpha_s"][1]).c_str(), bw.c_str(), ci.c_str(), fmt_num(e.value("r2", 0.0), 4).c_str(),
                  e.contains("heldout_rel_err") ? pct(e["heldout_rel_err"]).c_str() : "-");
      const json& segs = e.at("protocol_segments");
      if (segs.size() > 1)
        for (const json& sg : segs)
          out += line("    regime %s..%s: α = %s, B_alg = %s", bytes_label(sg["min_bytes"]).c_str(),
                      bytes_label(sg["max_bytes"]).c_str(), format_seconds(sg["alpha_s"]).c_str(),
                      sg["algbw_bytes_per_s"].is_null() ? "undetermined" : rate(sg["algbw_bytes_per_s"], "B/s").c_str());
    }
  }

  // ---- links, flags -----------------------------------------------------------------------
  out += "\nlinks written to the profile (formulas.md §7.1: t = steps·latency_s + factor·S/bytes_per_s)\n";
  for (const char* k : {"intra_node", "inter_node"}) {
    const json& l = prof.at("links").at(k);
    const double expect = ds_id.empty() ? 0 : (std::string(k) == "intra_node" ? ds.intra_node : ds.inter_node).bytes_per_s;
    out += line("  %-10s %s, latency %s%s  (%s)", k, rate(l["bytes_per_s"], "B/s").c_str(), format_seconds(l["latency_s"]).c_str(),
                expect > 0 ? (" = " + pct(l["bytes_per_s"].get<double>() / expect) + " of datasheet, catalog expects " +
                              pct(ds.collective_efficiency)).c_str() : "",
                l.value("description", "").c_str());
  }
  if (prof.at("flags").empty()) out += "\nflags: none\n";
  else {
    out += "\nflags:\n";
    for (const json& d : cal.value("flag_details", json::array()))
      out += line("  %-22s %s", d.value("flag", "").c_str(), d.value("detail", "").c_str());
  }
  return out;
}

}  // namespace ledgerlab
