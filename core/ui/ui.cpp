// ui_draw_frame and the exercise's controls: reads the editable inputs of an exercise (JSON pointers
// into its API request), draws a slider/combo/checkbox for each, re-asks the core on change, and
// hands the response to the widget's panel (ui_ledger.cpp, ui_comm.cpp, ui_timeline.cpp, ui_plan.cpp).
// Deliberately computes nothing itself: every number comes from handle_json (core/api.h).
#include "core/ui/ui.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/api.h"
#include "core/spec/units.h"
#include "core/ui/ui_compute.h"

namespace ledgerlab {

json ui_call(const json& request) { return handle_json(request); }  // synchronous hosts only (desktop app shell)

std::string ui_text(const std::string& in) {
  static const struct { unsigned cp; const char* ascii; } map[] = {
      {0x03A8, "Psi"}, {0x03C8, "psi"}, {0x03B1, "alpha"}, {0x03B2, "beta"}, {0x03B3, "gamma"}, {0x0394, "Delta"},
      {0x03B4, "delta"}, {0x03B5, "eps"}, {0x03BC, "mu"}, {0x03C3, "sigma"}, {0x03A3, "Sum"}, {0x03C4, "tau"},
      {0x03B8, "theta"}, {0x03BB, "lambda"}, {0x03C0, "pi"}, {0x2212, "-"}, {0x2013, "-"}, {0x2014, "-"},
      {0x2026, "..."}, {0x2248, "~"}, {0x2264, "<="}, {0x2265, ">="}, {0x2260, "!="}, {0x221A, "sqrt"},
      {0x2192, "->"}, {0x22C5, "*"}, {0x2219, "*"}, {0x1D40, "^T"}, {0x2018, "'"}, {0x2019, "'"},
      {0x201C, "\""}, {0x201D, "\""}, {0x2032, "'"}, {0x2070, "^0"}, {0x2074, "^4"}, {0x2075, "^5"},
      {0x2076, "^6"}, {0x2077, "^7"}, {0x2078, "^8"}, {0x2079, "^9"}, {0x207B, "^-"}, {0x2211, "Sum"},
      {0x2082, "_2"}, {0x1D48, "^d"}, {0x2096, "_k"}, {0x2099, "_n"}, {0x209A, "_p"}, {0x209C, "_t"},
  };
  std::string out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size();) {
    const unsigned char c = static_cast<unsigned char>(in[i]);
    unsigned cp = 0;
    int n = 0;
    if (c < 0x80) cp = c, n = 1;
    else if ((c & 0xE0) == 0xC0) cp = c & 0x1F, n = 2;
    else if ((c & 0xF0) == 0xE0) cp = c & 0x0F, n = 3;
    else if ((c & 0xF8) == 0xF0) cp = c & 0x07, n = 4;
    else { out += '?'; ++i; continue; }
    if (i + n > in.size()) { out += '?'; break; }
    bool ok = true;
    for (int k = 1; k < n; ++k) {
      const unsigned char d = static_cast<unsigned char>(in[i + k]);
      if ((d & 0xC0) != 0x80) { ok = false; break; }
      cp = (cp << 6) | (d & 0x3F);
    }
    if (!ok) { out += '?'; ++i; continue; }
    if (cp < 0x100) out.append(in, i, n);  // Basic Latin + Latin-1: in the built-in font
    else {
      const char* rep = "?";
      for (const auto& m : map) if (m.cp == cp) { rep = m.ascii; break; }
      out += rep;
    }
    i += n;
  }
  return out;
}

void ui_note_rect(app_state& s, const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  s.rects[name] = {a.x, a.y, b.x - a.x, b.y - a.y};
}

json ui_full_request(const app_state& s, const char* op) { return ui_job_request(ui_compute_job(s), op); }

static std::string read_input(const json& e, ui_input& in) {
  auto num = [](const json& v, double& out) {
    if (!v.is_number()) return false;
    out = v.get<double>();
    return std::isfinite(out);
  };
  if (e.is_string()) {
    in.pointer = e.get<std::string>();
  } else if (e.is_object()) {
    for (auto it = e.begin(); it != e.end(); ++it) {
      const std::string& k = it.key();
      const json& v = it.value();
      if (k == "pointer" && v.is_string()) in.pointer = v.get<std::string>();
      else if (k == "label" && v.is_string()) in.label = v.get<std::string>();
      else if (k == "choices" && v.is_array()) {
        for (const json& c : v) {
          if (!c.is_string() && !c.is_boolean() && !(c.is_number() && std::isfinite(c.get<double>())))
            return "choices must be strings, finite numbers or booleans";
          in.choices.push_back(c);
        }
      } else if (k == "min") { if (!num(v, in.min)) return "min must be a finite number"; in.has_range = true; }
      else if (k == "max") { if (!num(v, in.max)) return "max must be a finite number"; in.has_range = true; }
      else if (k == "step") { if (!num(v, in.step) || in.step < 0) return "step must be a number >= 0"; }
      else if (k == "log_scale" && v.is_boolean()) in.log_scale = v.get<bool>();
      else return "unknown or mistyped key \"" + k + "\"";
    }
  } else {
    return "must be a JSON pointer string or an input object";
  }
  if (in.pointer.empty() || in.pointer[0] != '/') return "pointer must be a JSON pointer such as \"/parallel/dp\"";
  try {
    (void)json::json_pointer(in.pointer);
  } catch (...) {
    return "pointer \"" + in.pointer + "\" is not a valid JSON pointer";
  }
  if (in.has_range && !(in.max > in.min)) return "max must be greater than min";
  if (in.log_scale && in.has_range && in.min <= 0) return "log_scale needs min > 0";
  return "";
}

static const char* default_op(ui_widget w) {
  switch (w) {
    case ui_widget::memory: return "memory";
    case ui_widget::comm: return "step";
    case ui_widget::recompute: return "recompute";
    case ui_widget::plan: return "plan";
    case ui_widget::flops: return "flops";
    case ui_widget::plot: return "sweep";
  }
  return "memory";
}

std::string ui_configure(app_state& s, const json& config) {
  if (!config.is_object()) return "configuration must be a JSON object";
  app_state n = s;
  n.inputs.clear();
  n.watch.clear();
  std::string op;
  for (auto it = config.begin(); it != config.end(); ++it) {
    const std::string& k = it.key();
    const json& v = it.value();
    if (k == "widget") {
      if (!v.is_string()) return "/widget must be a string";
      const std::string w = v.get<std::string>();
      if (w == "memory") n.widget = ui_widget::memory;
      else if (w == "comm" || w == "step" || w == "scaling") n.widget = ui_widget::comm;
      else if (w == "recompute" || w == "timeline") n.widget = ui_widget::recompute;
      else if (w == "plan" || w == "planner") n.widget = ui_widget::plan;
      else if (w == "flops") n.widget = ui_widget::flops;
      else if (w == "plot" || w == "sweep") n.widget = ui_widget::plot;
      else return "/widget: unknown widget \"" + w + "\" (memory, comm, step, recompute, plan, flops, plot)";
    } else if (k == "request") {
      if (!v.is_object()) return "/request must be an object";
      n.request = v;
      if (v.contains("op")) {
        if (!v["op"].is_string()) return "/request/op must be a string";
        op = v["op"].get<std::string>();
      }
      n.request.erase("op");
    } else if (k == "editable" || k == "inputs") {
      if (!v.is_array()) return "/" + k + " must be an array";
      for (std::size_t i = 0; i < v.size(); ++i) {
        ui_input in;
        const std::string err = read_input(v[i], in);
        if (!err.empty()) return "/" + k + "/" + std::to_string(i) + ": " + err;
        n.inputs.push_back(std::move(in));
      }
    } else if (k == "watch") {
      if (!v.is_array()) return "/watch must be an array of JSON pointers";
      for (const json& e : v) {
        if (!e.is_string() || e.get<std::string>().empty() || e.get<std::string>()[0] != '/')
          return "/watch entries must be JSON pointers into the response";
        n.watch.push_back(e.get<std::string>());
      }
    } else if (k == "hardware") {
      if (!v.is_null() && !v.is_object()) return "/hardware must be an object or null";
      n.hardware = v;
    } else if (k == "hardware_label") {
      if (!v.is_string()) return "/hardware_label must be a string";
      n.hardware_label = v.get<std::string>();
    } else if (k == "title") {
      if (!v.is_string()) return "/title must be a string";
      n.title = v.get<std::string>();
    } else {
      return "/" + k + ": unknown key";
    }
  }
  n.op = op.empty() ? default_op(n.widget) : op;
  n.dirty = true;
  n.hovered.clear();
  // Nothing of the previous exercise survives: its figures, and any answer still on its way.
  n.response = json();
  n.extra = json();
  n.error.clear();
  n.error_code.clear();
  n.in_flight = 0;
  n.formula_open.clear();
  n.formula_section = json();
  n.formula_ticket = 0;
  s = std::move(n);
  return "";
}

std::string ui_set_request(app_state& s, const json& request) {
  if (!request.is_object()) return "request must be an object";
  json r = request;
  r.erase("op");
  if (r != s.request) {
    s.request = std::move(r);
    s.dirty = true;
  }
  return "";
}

void ui_apply(app_state& s, const json& result) {
  if (result.contains("catalog") && result["catalog"].is_object()) {
    auto ids = [](const json& arr, std::vector<std::string>& out) {
      out.clear();
      if (arr.is_array())
        for (const json& e : arr)
          if (e.is_string()) out.push_back(e.get<std::string>());
    };
    const json& c = result["catalog"];
    ids(c.value("models", json()), s.catalog_models);
    ids(c.value("hardware", json()), s.catalog_hardware);
    ids(c.value("recipes", json()), s.catalog_recipes);
  }
  const json& resp = result.contains("response") ? result["response"] : json();
  s.response = resp.is_object() ? resp : json();
  s.extra = result.contains("extra") && result["extra"].is_object() ? result["extra"] : json();
  s.error = result.value("error", std::string());
  s.error_code = s.error.empty() ? std::string() : result.value("error_code", std::string());
  if (s.error.empty() && !s.response.is_object()) s.error = "the core gave no answer";
  ++s.revision;
}

void ui_recompute(app_state& s) {
  if (!s.dirty || s.in_flight) return;  // in flight: the next call after its answer sends the newest request
  s.dirty = false;
  const json job = ui_compute_job(s);
  if (s.submit) {
    s.in_flight = ++s.tickets;
    s.submit(s.in_flight, job);
    return;
  }
  ui_apply(s, ui_compute(job, s.run));
}

bool ui_deliver(app_state& s, long long ticket, const json& result) {
  if (ticket != 0 && ticket == s.formula_ticket) {  // the formulas window's section (ui_open_formula)
    s.formula_ticket = 0;
    s.formula_section = result.contains("formula") ? result["formula"] : json();
    if (!s.formula_section.is_object()) {  // the worker failed (watchdog, crash): its reason
      const std::string why = result.contains("error") && result["error"].is_string() ? result["error"].get<std::string>() : "";
      s.formula_section = json{{"ok", false}, {"error", {{"message", why.empty() ? "the core gave no answer" : why}}}};
    }
    return true;
  }
  if (ticket == 0 || ticket != s.in_flight) return false;  // an answer to a job the view no longer shows
  s.in_flight = 0;
  ui_apply(s, result);
  return true;
}

// --- controls -------------------------------------------------------------------------------------
namespace {

std::string last_token(const std::string& ptr) {
  auto p = ptr.rfind('/');
  return p == std::string::npos ? ptr : ptr.substr(p + 1);
}

// Defaults shown when an editable field is absent from the request (API.md "Shared objects").
json field_default(const std::string& tok) {
  if (tok == "dp" || tok == "tp" || tok == "pp" || tok == "cp" || tok == "ep" || tok == "virtual_stages" ||
      tok == "micro_batch" || tok == "grad_accum" || tok == "batch" || tok == "k")
    return 1;
  if (tok == "zero") return 0;
  if (tok == "seq_len") return 2048;
  if (tok == "context_len") return 4096;
  if (tok == "recompute") return "none";
  if (tok == "mode") return "train";
  if (tok == "strategy") return "sqrt";
  if (tok == "flash_attention" || tok == "sequence_parallel" || tok == "offload_optimizer") return false;
  return nullptr;
}

bool combo(const char* label, std::string& cur, const std::vector<std::string>& items) {
  bool changed = false;
  if (ImGui::BeginCombo(label, cur.c_str())) {
    for (const std::string& it : items) {
      bool sel = it == cur;
      if (ImGui::Selectable(it.c_str(), sel)) {
        cur = it;
        changed = true;
      }
      if (sel) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
  return changed;
}

// A power-of-two slider (1, 2, 4, ... 2^max_exp) over an integer field.
bool pow2_slider(const char* label, long long& v, int min_exp, int max_exp) {
  int e = 0;
  while (e < 62 && (1LL << e) < v) ++e;
  if (e < min_exp) e = min_exp;
  if (e > max_exp) e = max_exp;
  char fmt[32];
  std::snprintf(fmt, sizeof fmt, "%lld", 1LL << e);
  bool changed = ImGui::SliderInt(label, &e, min_exp, max_exp, fmt, ImGuiSliderFlags_AlwaysClamp);
  if (changed) v = 1LL << e;
  return changed;
}

}  // namespace

// A slider for a lesson-declared range: linear or log scale, snapped to `step`.
static bool range_slider(const char* label, const ui_input& in, json& v) {
  const bool integral = v.is_number_integer() || (in.step >= 1 && std::floor(in.step) == in.step);
  double x = v.is_number() ? v.get<double>() : in.min;
  char fmt[48];
  std::snprintf(fmt, sizeof fmt, "%s", fmt_num(x, 4).c_str());
  float t;
  if (in.log_scale) t = static_cast<float>((std::log(std::max(x, in.min)) - std::log(in.min)) / (std::log(in.max) - std::log(in.min)));
  else t = static_cast<float>((x - in.min) / (in.max - in.min));
  t = std::clamp(t, 0.f, 1.f);
  if (!ImGui::SliderFloat(label, &t, 0.f, 1.f, fmt, ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoRoundToFormat)) return false;
  double nx = in.log_scale ? std::exp(std::log(in.min) + t * (std::log(in.max) - std::log(in.min))) : in.min + t * (in.max - in.min);
  if (in.step > 0) nx = in.min + std::round((nx - in.min) / in.step) * in.step;
  nx = std::clamp(nx, in.min, in.max);
  if (integral) {
    const long long iv = std::llround(nx);
    if (v.is_number() && v.get<double>() == static_cast<double>(iv)) return false;
    v = iv;
  } else {
    if (v.is_number() && v.get<double>() == nx) return false;
    v = nx;
  }
  return true;
}

static void draw_control(app_state& s, const ui_input& in) {
  const std::string& ptr = in.pointer;
  const json::json_pointer jp(ptr);  // validated in ui_configure
  const std::string tok = last_token(ptr);
  json cur = s.request.contains(jp) ? s.request[jp] : field_default(tok);
  json next = cur;
  const std::string label = (in.label.empty() ? tok : in.label) + "##" + ptr;
  const float frame_w = ImGui::CalcItemWidth();  // the widget's own frame, without its label
  bool changed = false;
  if (!in.choices.empty()) {
    // A combo over the lesson's values; numbers compare by value (4 == 4.0).
    auto shown = [](const json& v) { return v.is_string() ? v.get<std::string>() : v.is_number() ? fmt_num(v.get<double>()) : v.dump(); };
    auto same = [](const json& a, const json& b) {
      return a.is_number() && b.is_number() ? a.get<double>() == b.get<double>() : a == b;
    };
    if (ImGui::BeginCombo(label.c_str(), shown(cur).c_str())) {
      for (const json& c : in.choices) {
        const bool sel = same(c, cur);
        if (ImGui::Selectable(shown(c).c_str(), sel) && !sel) next = c, changed = true;
        if (sel) ImGui::SetItemDefaultFocus();
      }
      ImGui::EndCombo();
    }
  } else if (in.has_range) {
    changed = range_slider(label.c_str(), in, next);
  } else if (tok == "preset" && ptr.rfind("/model", 0) == 0) {
    std::string v = cur.is_string() ? cur.get<std::string>() : "";
    if (combo(label.c_str(), v, s.catalog_models)) next = v, changed = true;
  } else if (tok == "recipe") {
    std::string v = cur.is_string() ? cur.get<std::string>() : "";
    if (combo(label.c_str(), v, s.catalog_recipes)) next = v, changed = true;
  } else if (tok == "recompute" || tok == "mode" || tok == "strategy" || tok == "algorithm") {
    std::vector<std::string> items = tok == "recompute" ? std::vector<std::string>{"none", "selective", "full"}
                                   : tok == "mode"      ? std::vector<std::string>{"train", "inference"}
                                   : tok == "strategy"  ? std::vector<std::string>{"none", "every_k", "sqrt", "optimal"}
                                                        : std::vector<std::string>{"ring", "tree"};
    std::string v = cur.is_string() ? cur.get<std::string>() : items[0];
    if (combo(label.c_str(), v, items)) next = v, changed = true;
  } else if (cur.is_boolean()) {
    bool v = cur.get<bool>();
    if (ImGui::Checkbox(label.c_str(), &v)) next = v, changed = true;
  } else if (tok == "zero") {
    int v = cur.is_number_integer() ? cur.get<int>() : 0;
    if (ImGui::SliderInt(label.c_str(), &v, 0, 3, "%d", ImGuiSliderFlags_AlwaysClamp)) next = v, changed = true;
  } else if (tok == "seq_len" || tok == "context_len") {
    long long v = cur.is_number_integer() ? cur.get<long long>() : 2048;
    if (pow2_slider(label.c_str(), v, 7, 20)) next = v, changed = true;
  } else if (tok == "layers" && ptr.find("/chain") != std::string::npos) {
    int v = cur.is_number_integer() ? cur.get<int>() : 8;
    if (ImGui::SliderInt(label.c_str(), &v, 1, 128, "%d", ImGuiSliderFlags_AlwaysClamp)) next = v, changed = true;
  } else if (cur.is_number_integer()) {
    long long v = cur.get<long long>();
    if (pow2_slider(label.c_str(), v, 0, tok == "gpus" ? 14 : 10)) next = v, changed = true;
  } else if (cur.is_number()) {
    // Positive quantities (params, bytes, FLOPs) on a log scale.
    double v = cur.get<double>();
    float lg = v > 0 ? static_cast<float>(std::log10(v)) : 0.f;
    char fmt[48];
    std::snprintf(fmt, sizeof fmt, "%s", fmt_num(v, 4).c_str());
    float lo = std::floor(lg) - 2, hi = std::ceil(lg) + 2;
    if (ImGui::SliderFloat(label.c_str(), &lg, lo, hi, fmt)) {
      double nv = std::pow(10.0, static_cast<double>(lg));
      double mag = std::pow(10.0, std::floor(std::log10(nv)) - 1);  // 2 significant digits
      next = std::round(nv / mag) * mag;
      changed = true;
    }
  } else {
    ImGui::TextDisabled("%s = %s", tok.c_str(), cur.dump().c_str());
  }
  {
    // The clickable frame only (the label to its right is not part of the control).
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    s.rects["control:" + ptr] = {a.x, a.y, std::min(b.x - a.x, frame_w), b.y - a.y};
  }
  if (ImGui::IsItemActive()) s.interacting = true;
  if (changed) {
    s.request[jp] = next;
    s.dirty = true;
  }
}

// The figures the exercise points at (its "watch" list), formatted by the key's unit suffix.
static void draw_watch(const app_state& s) {
  if (s.watch.empty() || !s.response.is_object()) return;
  ImGui::Separator();
  for (const std::string& w : s.watch) {
    if (s.widget == ui_widget::memory && w.rfind("/per_gpu_bytes/", 0) == 0) continue;  // in the legend already
    json v;
    try {
      const json::json_pointer jp(w);
      if (s.response.contains(jp)) v = s.response[jp];
    } catch (...) {
    }
    std::string text;
    if (v.is_number()) {
      const double x = v.get<double>();
      if (w.find("bytes") != std::string::npos) text = format_bytes(x);
      else if (w.find("flops") != std::string::npos) text = format_flops(x, w.find("per_s") != std::string::npos);
      else if (w.size() > 2 && w.compare(w.size() - 2, 2, "_s") == 0) text = format_seconds(x);
      else text = fmt_num(x, 4);
    } else {
      text = v.is_null() ? "-" : ui_text(v.is_string() ? v.get<std::string>() : v.dump());
      if (text.size() > 80) text = text.substr(0, 77) + "...";
    }
    ImGui::TextDisabled("%s", w.c_str() + 1);
    ImGui::SameLine();
    ImGui::TextUnformatted(text.c_str());
  }
}

void ui_draw_frame(app_state& s) {
  ui_recompute(s);
  s.interacting = false;
  s.rects.clear();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::Begin("ledgerlab", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float W = ImGui::GetContentRegionAvail().x;
  const bool narrow = W < 560 * ImGui::GetFontSize() / 13.f;
  if (!s.title.empty()) ImGui::TextUnformatted(ui_text(s.title).c_str());
  if (!s.hardware_label.empty()) {
    if (!s.title.empty()) ImGui::SameLine();
    ImGui::TextDisabled("%s", ui_text(s.hardware_label).c_str());
  }
  if (!s.inputs.empty()) {
    const float cw = narrow ? W : W * 0.38f;
    ImGui::BeginChild("controls", ImVec2(cw, narrow ? ImGui::GetFrameHeightWithSpacing() * (s.inputs.size() + 0.5f) : 0));
    ImGui::PushItemWidth(-ImGui::GetFontSize() * 9.f);
    for (const ui_input& in : s.inputs) draw_control(s, in);
    ImGui::PopItemWidth();
    ImGui::EndChild();
    if (!narrow) ImGui::SameLine();
  }
  ImGui::BeginChild("panel", ImVec2(0, 0));
  if (!s.response.is_object() && s.error.empty()) {
    ImGui::TextDisabled("Computing...");
  } else if (!s.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 120, 110, 255));
    ImGui::TextWrapped("The core rejected this configuration: %s", ui_text(s.error).c_str());
    ImGui::PopStyleColor();
  } else {
    switch (s.widget) {
      case ui_widget::memory: ui_panel_memory(s); break;
      case ui_widget::comm: ui_panel_comm(s); break;
      case ui_widget::recompute: ui_panel_recompute(s); break;
      case ui_widget::plan: ui_panel_plan(s); break;
      case ui_widget::flops: ui_panel_flops(s); break;
      case ui_widget::plot: ui_panel_plot(s); break;
    }
    draw_watch(s);
    ui_steps(s, s.widget == ui_widget::plot);
  }
  ImGui::EndChild();
  ImGui::End();
  ui_formula_window(s);
  ui_recompute(s);  // a control changed this frame: the next frame (and the state export) sees it
}

json ui_state_json(const app_state& s) {
  json summary = json::object();
  const json& r = s.response;
  if (r.is_object()) {
    if (s.widget == ui_widget::memory) {
      summary["per_gpu_bytes"] = r.value("per_gpu_bytes", json::object());
      if (r.contains("fits")) summary["fits"] = r["fits"];
    } else if (s.widget == ui_widget::comm) {
      for (const char* k : {"step_s", "tokens_per_s", "comm_s", "comm_exposed_s", "mfu", "time_s",
                            "bytes_sent_per_rank", "algbw_bytes_per_s", "busbw_bytes_per_s"})
        if (r.contains(k)) summary[k] = r[k];
    } else if (s.widget == ui_widget::recompute) {
      for (const char* k : {"peak_bytes", "recompute_flops"})
        if (r.contains(k)) summary[k] = r[k];
    } else if (s.widget == ui_widget::plot && r.contains("series")) {
      // The chart's figures as the reader sees them: the current x and each series there.
      const json& X = r["x"];
      const long long cur = X["current_index"].is_number_integer() ? X["current_index"].get<long long>() : -1;
      summary["x"] = cur >= 0 ? X["values"][cur] : json(nullptr);
      json cs = json::object();
      for (const json& se : r["series"]) cs[se.value("id", std::string())] = se["current"];
      summary["current"] = cs;
      summary["points"] = X["values"].size();
    } else if (r.contains("configs") && r["configs"].is_array()) {
      summary["configs"] = r["configs"].size();
    }
  }
  json inputs = json::array();
  for (const ui_input& in : s.inputs) inputs.push_back(in.pointer);
  json request = s.request;
  request["op"] = s.op;
  json rects = json::object();
  const float k = s.pixel_scale > 0 ? 1.f / s.pixel_scale : 1.f;
  for (const auto& [name, rc] : s.rects) rects[name] = {rc[0] * k, rc[1] * k, rc[2] * k, rc[3] * k};
  return json{{"widget", ui_widget_name(s.widget)}, {"revision", s.revision}, {"request", request},
              {"rects", rects},
              {"inputs", inputs},             {"hardware", s.hardware},  {"hardware_label", s.hardware_label},
              {"response", s.response},             {"extra", s.extra},        {"error", s.error}, {"error_code", s.error_code},
              {"hovered", s.hovered},               {"interacting", s.interacting}, {"summary", summary},
              {"computing", s.in_flight != 0 || s.dirty},
              {"formula_open", s.formula_open},
              {"formula_title", s.formula_section.is_object() && s.formula_section.contains("section")
                                    ? s.formula_section["section"].value("title", std::string()) : std::string()}};
}

}  // namespace ledgerlab
