// The exercise widgets' core work as one job (see ui/ui_compute.h): the main request, then the
// widget's extras, each a handle_json request. Moved out of ui.cpp so the web host can run it in a
// Web Worker; no ImGui here.
#include "core/ui/ui_compute.h"

#include <string>

namespace ledgerlab {

const char* ui_widget_name(ui_widget w) {
  switch (w) {
    case ui_widget::memory: return "memory";
    case ui_widget::comm: return "comm";
    case ui_widget::recompute: return "recompute";
    case ui_widget::plan: return "plan";
    case ui_widget::flops: return "flops";
    case ui_widget::plot: return "plot";
  }
  return "memory";
}

json ui_compute_job(const app_state& s) {
  return json{{"widget", ui_widget_name(s.widget)},
              {"op", s.op},
              {"request", s.request},
              {"hardware", s.hardware},
              {"catalog", s.catalog_models.empty() && s.catalog_hardware.empty()}};
}

json ui_job_request(const json& job, const char* op) {
  json r = job.value("request", json::object());
  if (!r.is_object()) r = json::object();
  r["op"] = op;
  const json& hw = job.contains("hardware") ? job["hardware"] : json();
  // Recomputation chains and sweeps take no hardware (a sweep's request names its own).
  if (hw.is_object() && !r.contains("hardware") && job.value("widget", std::string()) != "recompute" &&
      std::string(op) != "sweep")
    r["hardware"] = hw;
  return r;
}

static json catalog(ui_runner run) {
  json p = run(json{{"op", "presets"}});
  json out = {{"models", json::array()}, {"hardware", json::array()}, {"recipes", json::array()}};
  if (!p.value("ok", false)) return out;
  for (const char* list : {"models", "hardware", "recipes"}) {
    const json& arr = p.value(list, json::array());
    if (!arr.is_array()) continue;
    for (const json& e : arr) {
      if (e.is_string()) out[list].push_back(e);
      else if (e.is_object() && e.contains("id") && e["id"].is_string()) out[list].push_back(e["id"]);
      else if (e.is_object() && e.contains("name") && e["name"].is_string()) out[list].push_back(e["name"]);
    }
  }
  return out;
}

static json compute(const json& job, ui_runner run);

json ui_compute(const json& job, ui_runner run) {
  try {
    return compute(job, run);
  } catch (const std::exception& e) {  // a request the view built that JSON cannot hold (never expected)
    return json{{"response", nullptr}, {"extra", nullptr}, {"error", std::string("the view's job failed: ") + e.what()}};
  }
}

static json compute(const json& job, ui_runner run) {
  json out = {{"response", nullptr}, {"error", ""}, {"extra", nullptr}};
  if (!run) {
    out["error"] = "no core is attached to this view";
    return out;
  }
  if (job.is_object() && job.contains("formula")) {
    // The formulas window's section (ui_open_formula): one `formulas` request, answered as is.
    const json& sec = job["formula"];
    out["formula"] = run(json{{"op", "formulas"}, {"section", sec.is_string() ? sec : json("")}});
    return out;
  }
  if (!job.is_object() || !job.contains("op") || !job["op"].is_string() || !job.contains("request") ||
      !job["request"].is_object()) {
    out["error"] = "the view's job is malformed";
    return out;
  }
  if (job.value("catalog", false)) out["catalog"] = catalog(run);
  const std::string op = job["op"].get<std::string>();
  const std::string widget = job.value("widget", std::string("memory"));
  json r = run(ui_job_request(job, op.c_str()));
  if (!r.value("ok", false)) {
    const json& e = r.value("error", json::object());
    std::string msg = e.value("message", std::string("error"));
    const std::string path = e.value("path", std::string());
    if (!path.empty()) msg += " (at " + path + ")";
    out["error"] = msg;
    out["error_code"] = e.value("code", std::string());
    return out;
  }
  const json response = r;
  if (widget == "comm" && op == "step") {
    // Scaling curve: the same step request over data-parallel degrees 1..256 (each a core call).
    json pts = json::array();
    for (long long dp = 1; dp <= 256; dp *= 2) {
      json q = ui_job_request(job, "step");
      q["parallel"]["dp"] = dp;
      json a = run(q);
      if (!a.value("ok", false)) continue;
      long long gpus = dp;
      const json& par = q["parallel"];
      for (const char* d : {"tp", "pp", "cp"})
        if (par.contains(d) && par[d].is_number_integer()) gpus *= par[d].get<long long>();
      pts.push_back({{"dp", dp}, {"gpus", gpus}, {"tokens_per_s", a.value("tokens_per_s", 0.0)},
                     {"step_s", a.value("step_s", 0.0)}, {"mfu", a.value("mfu", 0.0)}});
    }
    out["extra"] = json{{"scaling", pts}};
  }
  if (op == "collective") {
    // Time over the number of ranks for the same buffer (each point a collective request).
    json pts = json::array();
    for (long long n = 2; n <= 1024; n *= 2) {
      json q = ui_job_request(job, "collective");
      q["ranks"] = n;
      json a = run(q);
      if (a.value("ok", false))
        pts.push_back({{"ranks", n}, {"time_s", a.value("time_s", 0.0)}, {"busbw_bytes_per_s", a.value("busbw_bytes_per_s", 0.0)}});
    }
    out["extra"] = json{{"ranks_sweep", pts}};
  }
  if (widget == "recompute") {
    json per = json::object();
    for (const char* st : {"none", "every_k", "sqrt", "optimal"}) {
      json q = ui_job_request(job, "recompute");
      q["strategy"] = st;
      if (std::string(st) == "every_k" && !q.contains("k")) q["k"] = 2;
      if (std::string(st) != "every_k") q.erase("k");
      if (std::string(st) == "optimal" && !q.contains("memory_budget_bytes")) {
        const json& peak = response["peak_bytes"];
        if (peak.is_number()) q["memory_budget_bytes"] = peak.get<double>();
      }
      if (std::string(st) != "optimal") q.erase("memory_budget_bytes");
      json a = run(q);
      if (a.value("ok", false)) per[st] = std::move(a);
    }
    out["extra"] = json{{"strategies", per}};
  }
  out["response"] = response;
  return out;
}

}  // namespace ledgerlab
