// Parts of the calibrated profile (calib/profile_parts.h): clock verdict under load, memory and
// host-link summaries over every GPU, collectives grouped by variant. Pure JSON arithmetic.
#include "core/calib/profile_parts.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/calib/fit.h"
#include "core/spec/units.h"

namespace ledgerlab {

bool calib_timed_point(const json& p) {
  return p.is_object() && p.contains("median_s") && p.value("wrong", 0LL) == 0 && !p.value("wrong_after_timing", false);
}

namespace {
double num(const json& j, const char* k, double def = 0) {
  const auto it = j.find(k);
  return it != j.end() && it->is_number() ? it->get<double>() : def;
}
double median_field(const json& summary, const char* k) {  // telemetry summary {k: {median}}
  const auto it = summary.find(k);
  if (it == summary.end()) return 0;
  if (it->is_number()) return it->get<double>();
  return it->is_object() ? num(*it, "median") : 0;
}
std::string reason_names(unsigned long long r) {
  std::string s;
  auto add = [&](unsigned long long bit, const char* name) {
    if (r & bit) s += (s.empty() ? "" : ", ") + std::string(name);
  };
  add(0x8, "HW slowdown"), add(0x20, "SW thermal slowdown"), add(0x40, "HW thermal slowdown"), add(0x80, "HW power brake");
  return s;
}
// The GPU an op ran on: "rank r, GPU g (host)".
std::string where(const json& op) {
  std::string s = "GPU " + std::to_string(op.value("gpu", 0));
  if (op.contains("rank")) s = "rank " + std::to_string(op.value("rank", 0)) + " " + s;
  if (op.contains("host")) s += " (" + op.value("host", std::string()) + ")";
  return s;
}
std::string gpu_key(const json& op) {
  return std::to_string(op.value("rank", 0)) + "/" + std::to_string(op.value("gpu", 0));
}
}  // namespace

json clock_verdict(const json& telemetry, const json& nvml) {
  const double sm = median_field(telemetry, "sm_mhz"), power = median_field(telemetry, "power_w");
  const double app = num(nvml, "application_sm_mhz", num(nvml, "default_application_sm_mhz"));
  const double limit = num(nvml, "power_limit_w");
  const unsigned long long reasons =
      telemetry.contains("throttle_reasons") && telemetry["throttle_reasons"].is_number_unsigned() ? telemetry["throttle_reasons"].get<unsigned long long>() : 0;
  json v = {{"sm_mhz", sm}, {"application_sm_mhz", app}, {"power_w", power}, {"power_limit_w", limit}, {"throttle_reasons", reasons}};
  const unsigned long long bad = reasons & (0x8 | 0x20 | 0x40 | 0x80);
  if (bad) {
    v["verdict"] = "throttled", v["throttled"] = true;
    v["detail"] = "NVML reports " + reason_names(bad) + " under load (SM clock " + fmt_num(sm) + " MHz)";
    return v;
  }
  if (!(sm > 0) || !(app > 0)) {
    v["verdict"] = "unknown", v["throttled"] = false;
    v["detail"] = "no SM clock under load or no application clock from NVML";
    return v;
  }
  if (sm >= 0.9 * app) {
    v["verdict"] = "application clock", v["throttled"] = false;
    v["detail"] = "SM clock " + fmt_num(sm) + " MHz under load, application clock " + fmt_num(app) + " MHz";
    return v;
  }
  const bool capped = (reasons & 0x4) || (limit > 0 && power >= 0.9 * limit);
  if (capped) {
    v["verdict"] = "power capped", v["throttled"] = false;
    v["detail"] = "SM clock " + fmt_num(sm) + " MHz under load < application clock " + fmt_num(app) + " MHz at " +
                  fmt_num(power, 4) + " W of a " + fmt_num(limit, 4) + " W limit: the power limit (normal under load)";
    return v;
  }
  if (!(limit > 0) || !(power > 0)) {
    v["verdict"] = "unknown", v["throttled"] = false;
    v["detail"] = "SM clock " + fmt_num(sm) + " MHz under load < application clock " + fmt_num(app) +
                  " MHz; no power reading to tell a power cap from throttling";
    return v;
  }
  v["verdict"] = "throttled", v["throttled"] = true;
  v["detail"] = "SM clock " + fmt_num(sm) + " MHz under load < 90% of the application clock " + fmt_num(app) + " MHz at " +
                fmt_num(power, 4) + " W of a " + fmt_num(limit, 4) + " W limit: not explained by the power limit";
  return v;
}

json memory_summary(const json& ops, double& triad, double& copy, flag_list& flags) {
  (void)flags;
  json hbm = {{"counting", "read+write (BabelStream); read and write kernels count one direction"},
              {"statistic", "<kernel>_bytes_per_s: best of the timed iterations (BabelStream: minimum time), the lowest "
                            "GPU's; <kernel>_median_bytes_per_s: the median"}};
  std::map<std::string, json> per_gpu;  // rank/gpu -> figures
  std::map<std::string, double> best_min, median_min;
  for (const json& op : ops) {
    if (op.value("group", "") != "memory") continue;
    const std::string name = op.value("name", "");
    for (const json& p : op.value("points", json::array())) {
      if (!calib_timed_point(p)) continue;
      const double best = num(p, "work") / num(p, "min_s", num(p, "median_s")), med = num(p, "work") / num(p, "median_s");
      hbm["array_bytes"] = p.value("size", 0.0);
      if (op.value("concurrent", false)) {
        hbm["concurrent"] = {{name + "_bytes_per_s", best}, {name + "_median_bytes_per_s", med},
                             {"gpus", op.value("gpus", json::array())},
                             {"note", "per GPU, every GPU of a process (and every rank) at once"}};
        continue;
      }
      json& g = per_gpu[gpu_key(op)];
      g["gpu"] = op.value("gpu", 0);
      if (op.contains("rank")) g["rank"] = op["rank"];
      if (op.contains("host")) g["host"] = op["host"];
      g[name + "_bytes_per_s"] = best;
      g[name + "_median_bytes_per_s"] = med;
      best_min[name] = best_min.count(name) ? std::min(best_min[name], best) : best;
      median_min[name] = median_min.count(name) ? std::min(median_min[name], med) : med;
    }
  }
  for (const auto& [k, v] : best_min) hbm[k + "_bytes_per_s"] = v;
  for (const auto& [k, v] : median_min) hbm[k + "_median_bytes_per_s"] = v;
  hbm["gpus"] = per_gpu.size();
  if (per_gpu.size() > 1) {
    json list = json::array();
    for (auto& [k, g] : per_gpu) list.push_back(g);
    hbm["per_gpu"] = list;
  }
  triad = best_min.count("triad") ? best_min["triad"] : 0;
  copy = best_min.count("copy") ? best_min["copy"] : 0;
  return hbm;
}

json host_link_summary(const json& ops, const json& gpus, flag_list& flags) {
  json host = json::object();
  std::map<std::string, json> per_gpu;
  std::map<std::string, double> rate_min, lat_max;
  for (const json& op : ops) {
    if (op.value("group", "") != "host_link") continue;
    const std::string name = op.value("name", "");
    const bool latency = op.value("unit", "") == "s";
    for (const json& p : op.value("points", json::array())) {
      if (!calib_timed_point(p)) continue;
      const double med = num(p, "median_s");
      if (op.value("concurrent", false)) {
        host["concurrent"] = {{name + "_bytes_per_s", num(p, "work") / med}, {"gpus", op.value("gpus", json::array())},
                              {"note", "per GPU, every GPU copying from the host at once"}};
        continue;
      }
      json& g = per_gpu[gpu_key(op)];
      g["gpu"] = op.value("gpu", 0);
      if (op.contains("rank")) g["rank"] = op["rank"];
      if (op.contains("host")) g["host"] = op["host"];
      g["where"] = where(op);
      if (latency) {
        g[name + "_s"] = med;
        lat_max[name] = lat_max.count(name) ? std::max(lat_max[name], med) : med;
      } else {
        const double r = num(p, "work") / med;
        g[name + "_bytes_per_s"] = r;
        rate_min[name] = rate_min.count(name) ? std::min(rate_min[name], r) : r;
      }
    }
  }
  if (per_gpu.empty() && !host.contains("concurrent")) return host;
  for (const auto& [k, v] : rate_min) host[k + "_bytes_per_s"] = v;
  for (const auto& [k, v] : lat_max) host[k + "_s"] = v;
  if (rate_min.count("h2d_pinned")) host["h2d_bytes_per_s"] = rate_min["h2d_pinned"];
  if (rate_min.count("d2h_pinned")) host["d2h_bytes_per_s"] = rate_min["d2h_pinned"];
  if (lat_max.count("h2d_latency")) host["latency_s"] = lat_max["h2d_latency"];
  host["statistic"] = "median of the timed iterations (nvbandwidth), per GPU; the profile figure is the slowest GPU's rate "
                      "and the highest latency; latency_s is what the host sees for an 8-byte copy";
  if (per_gpu.size() > 1) {
    json list = json::array();
    std::vector<double> h2d;
    for (auto& [k, g] : per_gpu) {
      list.push_back(g);
      if (g.contains("h2d_pinned_bytes_per_s")) h2d.push_back(g["h2d_pinned_bytes_per_s"].get<double>());
    }
    host["per_gpu"] = list;
    const double med = median_of(h2d);
    for (const json& g : list)
      if (g.contains("h2d_pinned_bytes_per_s") && g["h2d_pinned_bytes_per_s"].get<double>() < 0.8 * med)
        flags.push_back({"slow_host_link", g.value("where", "") + " copies host to device at " +
                                               fmt_num(g["h2d_pinned_bytes_per_s"].get<double>() / 1e9, 3) +
                                               " GB/s, > 20% below the GPUs' median " + fmt_num(med / 1e9, 3) + " GB/s"});
  }
  for (const json& g : gpus) {
    const json pcie = g.value("nvml", json::object()).value("pcie", json::object());
    const double w = num(pcie, "width"), mw = num(pcie, "max_width");
    if (w > 0 && mw > 0 && w < mw)
      flags.push_back({"slow_host_link", where(g) + ": PCIe link trained x" + fmt_num(w) + ", the GPU supports x" + fmt_num(mw) +
                                             " (check the slot and riser)"});
  }
  return host;
}

std::string variant_name(const json& op) {
  std::string s = op.value("dtype", std::string("fp32"));
  s += op.value("in_place", false) ? " in-place" : " out-of-place";
  const std::string nvls = op.value("nvls", std::string());
  if (nvls.rfind("off", 0) == 0) s += ", NVLS off";
  return s;
}

std::vector<coll_group> group_collectives(const json& ops) {
  std::vector<coll_group> groups;
  std::map<std::string, std::size_t> at;
  // Rank of a variant for being the primary one: fp32 out of place, NVLS off first.
  auto score = [](const json& op) {
    int s = 0;
    if (op.value("dtype", std::string("fp32")) == "fp32") s += 4;
    if (!op.value("in_place", false)) s += 2;
    if (op.value("nvls", std::string()).rfind("off", 0) == 0) s += 1;
    return s;
  };
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const json& op = ops[i];
    if (op.value("group", "") != "collective") continue;
    const std::string scope = op.value("scope", "intra"), name = op.value("name", "");
    const int n = op.value("ranks", 1);
    const std::string key = std::to_string(n) + (scope == "inter" ? "_inter" : "");
    const std::string id = name + "|" + key;
    if (!at.count(id)) {
      at[id] = groups.size();
      groups.push_back({name, scope, key, n, i, {}});
      continue;
    }
    coll_group& g = groups[at[id]];
    if (score(op) > score(ops[g.primary])) g.variants.push_back(g.primary), g.primary = i;
    else g.variants.push_back(i);
  }
  return groups;
}

json algorithm_runs(const json& op) {
  std::vector<const json*> pts;  // pointers into op itself (not into a temporary copy)
  if (!op.contains("points") || !op["points"].is_array()) return json::array();
  for (const json& p : op["points"])
    if (p.contains("nccl_algorithm")) pts.push_back(&p);
  std::sort(pts.begin(), pts.end(), [](const json* a, const json* b) { return num(*a, "size") < num(*b, "size"); });
  json runs = json::array();
  for (const json* p : pts) {
    const std::string a = p->value("nccl_algorithm", ""), pr = p->value("nccl_protocol", "");
    if (!runs.empty() && runs.back()["algorithm"] == a && runs.back()["protocol"] == pr) {
      runs.back()["max_bytes"] = num(*p, "size");
      continue;
    }
    runs.push_back({{"min_bytes", num(*p, "size")}, {"max_bytes", num(*p, "size")}, {"algorithm", a}, {"protocol", pr}});
  }
  return runs;
}

}  // namespace ledgerlab
