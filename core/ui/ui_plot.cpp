// The plot panel (sweep op, README "API additions"): a line, grouped-bar or stacked-bar chart of a
// sweep's series against its x values, drawn with ImGui primitives (no ImPlot in Debian 12), with
// axis labels in the page's units, reference bands and lines, the reader's current setting marked,
// a hover readout, the legend and each series' value at the current setting with its formula.
// Reads only the sweep response; every number on it comes from the core.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {

namespace {

const ImU32 palette[] = {IM_COL32(79, 129, 189, 255), IM_COL32(192, 80, 77, 255),  IM_COL32(155, 187, 89, 255),
                         IM_COL32(247, 150, 70, 255), IM_COL32(128, 100, 162, 255), IM_COL32(75, 172, 198, 255),
                         IM_COL32(220, 200, 80, 255), IM_COL32(170, 170, 170, 255)};

std::string trim_num(double v, int sig) { return fmt_num(v, sig); }

// "2K", "128K", "1M" for token counts and other powers of two; plain numbers otherwise.
std::string count_text(double v) {
  if (v >= 1024 && std::fmod(v, 1024) == 0 && v < 1024.0 * 1024) return trim_num(v / 1024, 4) + "K";
  if (v >= 1048576 && std::fmod(v, 1048576) == 0) return trim_num(v / 1048576, 4) + "M";
  if (std::fabs(v) >= 1e12) return trim_num(v / 1e12, 3) + "T";
  if (std::fabs(v) >= 1e9) return trim_num(v / 1e9, 3) + "B";
  if (std::fabs(v) >= 1e6) return trim_num(v / 1e6, 3) + "M";
  if (std::fabs(v) >= 1e4) return trim_num(v / 1e3, 3) + "k";
  return trim_num(v, 4);
}

}  // namespace

// A value in the unit the sweep names (shared with the summary text and the tests' readback).
std::string ui_format_unit(double v, const std::string& unit) {
  if (!std::isfinite(v)) return "-";
  if (unit == "bytes") return format_bytes(v);
  if (unit == "bytes_per_param") return trim_num(v, 4) + " B/param";
  if (unit == "flops") return format_flops(v);
  if (unit == "seconds") return format_seconds(v);
  if (unit == "tokens_per_s") return count_text(v) + " tokens/s";
  if (unit == "tokens") return count_text(v) + " tokens";
  if (unit == "gpus") return trim_num(v, 6) + (v == 1 ? " GPU" : " GPUs");
  if (unit == "gpu_hours") return count_text(v) + " GPU-hours";
  if (unit == "fraction") return trim_num(v * 100, 3) + " %";
  if (unit == "ratio") return trim_num(v, 3) + "×";
  if (unit == "layers") return trim_num(v, 6) + " layers";
  return count_text(v);
}

// An axis tick: the number with a short unit (bytes, FLOPs, %, ×); the axis label names the rest.
static std::string tick_text(double v, const std::string& unit) {
  if (unit == "bytes" || unit == "flops" || unit == "seconds" || unit == "fraction" || unit == "ratio") return ui_format_unit(v, unit);
  return count_text(v);
}

static std::string x_text(const json& v, const std::string& unit) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "on" : "off";
  if (!v.is_number()) return "-";
  const double x = v.get<double>();
  if (unit == "tokens" || unit == "count" || unit == "layers" || unit == "gpus") return count_text(x);
  if (unit == "fraction") return trim_num(x * 100, 3) + " %";
  return ui_format_unit(x, unit);
}

// Tick values for an axis from lo to hi: decades on a log axis, 1-2-5 steps on a linear one.
static std::vector<double> ticks(double lo, double hi, bool log_axis) {
  std::vector<double> t;
  if (log_axis) {
    for (double e = std::floor(std::log10(lo)); e <= std::ceil(std::log10(hi)) + 1e-9; e += 1) t.push_back(std::pow(10.0, e));
    if (t.size() > 8) {  // every other decade
      std::vector<double> u;
      for (std::size_t i = 0; i < t.size(); i += 2) u.push_back(t[i]);
      t = u;
    }
    return t;
  }
  const double span = hi - lo;
  if (!(span > 0)) return {lo};
  const double raw = span / 5, mag = std::pow(10.0, std::floor(std::log10(raw)));
  const double step = raw / mag < 1.5 ? mag : raw / mag < 3.5 ? 2 * mag : raw / mag < 7.5 ? 5 * mag : 10 * mag;
  for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-6; v += step) t.push_back(std::fabs(v) < step * 1e-9 ? 0 : v);
  return t;
}

void ui_panel_plot(app_state& s) {
  const json& r = s.response;
  if (!r.is_object() || !r.contains("series")) return;
  const json& X = r["x"];
  const json& Y = r["y"];
  const json& series = r["series"];
  const json& xv = X["values"];
  const std::string xunit = X.value("unit", std::string()), yunit = Y.value("unit", std::string());
  const bool xlog = X.value("scale", std::string()) == "log", xcat = X.value("scale", std::string()) == "category";
  const bool ylog = Y.value("scale", std::string()) == "log";
  const std::string chart = r.value("chart", std::string("line"));
  const bool bars = chart != "line" || xcat, stacked = chart == "stacked";
  const long long cur = X["current_index"].is_number_integer() ? X["current_index"].get<long long>() : -1;
  const std::size_t n = xv.size(), ns = series.size();
  const float fs = ImGui::GetFontSize();

  // Headline: the reader's current setting and each series there.
  // Each piece goes on the line when it fits, else starts the next one.
  auto flow = [&](const std::string& t, ImU32 col, bool first) {
    if (!first) {
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(t.c_str()).x) ImGui::NewLine();
    }
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(col), "%s", t.c_str());
  };
  if (cur >= 0) {
    flow(ui_text(X.value("label", std::string())) + " = " + x_text(xv[cur], xunit) + ":", IM_COL32(230, 230, 235, 255), true);
    for (std::size_t i = 0; i < ns; ++i) {
      const json& v = series[i]["current"];
      flow(ui_text(series[i].value("label", std::string())) + " " + (v.is_number() ? ui_format_unit(v.get<double>(), yunit) : "-") +
               (i + 1 < ns ? ";" : ""),
           palette[i % 8], false);
    }
  }

  // The formulas behind the figures, one button per cited section (the steps below say which row).
  std::string cited;
  for (const json& st : r.value("steps", json::array())) cited += st.value("formula", std::string()) + " ";
  if (cited.find("[\xC2\xA7") != std::string::npos) {
    ImGui::TextDisabled("formulas:");
    ui_citation_buttons(s, cited, "head");
  }

  // Value range.
  double lo = 1e300, hi = -1e300;
  auto see = [&](double v) {
    if (!std::isfinite(v) || (ylog && v <= 0)) return;
    lo = std::min(lo, v), hi = std::max(hi, v);
  };
  for (std::size_t k = 0; k < n; ++k) {
    double stack = 0;
    for (std::size_t i = 0; i < ns; ++i) {
      const json& v = series[i]["values"][k];
      if (!v.is_number()) continue;
      if (stacked) stack += v.get<double>(), see(stack);
      else see(v.get<double>());
    }
  }
  for (const json& b : r.value("bands", json::array())) see(b.value("from", 0.0)), see(b.value("to", 0.0));
  for (const json& l : r.value("lines", json::array()))
    if (l["value"].is_number()) see(l["value"].get<double>());
  if (lo > hi) lo = 0, hi = 1;
  if (!ylog) {
    lo = std::min(lo, 0.0);
    hi = hi + (hi - lo) * 0.08;
    if (hi <= lo) hi = lo + 1;
  } else {
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi) + 1e-9));
    if (hi <= lo) hi = lo * 10;
  }
  const auto ymap = [&](double v, float y0, float h) {
    const double t = ylog ? (std::log10(std::max(v, lo)) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)) : (v - lo) / (hi - lo);
    return y0 + h - h * static_cast<float>(std::clamp(t, 0.0, 1.0));
  };

  // Plot area; the left margin fits the widest y tick.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::vector<double> yt = ticks(lo, hi, ylog);
  float left = fs * 2.5f;
  for (double t : yt) left = std::max(left, ImGui::CalcTextSize(tick_text(t, yunit).c_str()).x + fs * 0.8f);
  const float bottom = fs * 2.6f;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float W = std::max(ImGui::GetContentRegionAvail().x - fs * 0.5f, fs * 12);
  const float H = std::clamp(ImGui::GetContentRegionAvail().y * 0.55f, fs * 9, fs * 18);
  ImGui::InvisibleButton("plot", ImVec2(W, H + bottom));
  ui_note_rect(s, "plot");
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 p0(o.x + left, o.y + fs * 0.4f);
  const float pw = W - left - fs * 0.6f, ph = H - fs * 0.4f;
  const ImU32 grid = IM_COL32(70, 72, 80, 255), axis = IM_COL32(150, 150, 160, 255), label = IM_COL32(190, 190, 200, 255);
  dl->AddRectFilled(p0, ImVec2(p0.x + pw, p0.y + ph), IM_COL32(30, 32, 38, 255));
  // bands (reference ranges the page quotes) and lines
  for (const json& b : r.value("bands", json::array())) {
    const float ya = ymap(b.value("to", 0.0), p0.y, ph), yb = ymap(b.value("from", 0.0), p0.y, ph);
    dl->AddRectFilled(ImVec2(p0.x, ya), ImVec2(p0.x + pw, yb), IM_COL32(220, 200, 80, 40));
    dl->AddText(ImVec2(p0.x + 4, ya + 1), IM_COL32(230, 210, 110, 255), ui_text(b.value("label", std::string())).c_str());
  }
  for (const json& l : r.value("lines", json::array())) {
    if (!l["value"].is_number()) continue;
    const float y = ymap(l["value"].get<double>(), p0.y, ph);
    for (float x = p0.x; x < p0.x + pw; x += fs * 0.8f) dl->AddLine(ImVec2(x, y), ImVec2(std::min(x + fs * 0.45f, p0.x + pw), y), IM_COL32(230, 210, 110, 255), 1.5f);
    const std::string t = ui_text(l.value("label", std::string())) + " " + ui_format_unit(l["value"].get<double>(), yunit);
    const float tw = ImGui::CalcTextSize(t.c_str()).x;
    dl->AddText(ImVec2(p0.x + pw - tw - 4, y - fs * 1.1f), IM_COL32(230, 210, 110, 255), t.c_str());
  }
  // y ticks
  for (double t : yt) {
    if (t < lo * (1 - 1e-9) || t > hi * (1 + 1e-9)) continue;
    const float y = ymap(t, p0.y, ph);
    dl->AddLine(ImVec2(p0.x, y), ImVec2(p0.x + pw, y), grid);
    const std::string tl = tick_text(t, yunit);
    const float tw = ImGui::CalcTextSize(tl.c_str()).x;
    dl->AddText(ImVec2(p0.x - tw - fs * 0.3f, y - fs * 0.5f), label, tl.c_str());
  }
  // x positions
  std::vector<float> px(n);
  double xlo = 0, xhi = 1;
  if (!xcat && n) {
    xlo = 1e300, xhi = -1e300;
    for (const json& v : xv)
      if (v.is_number()) xlo = std::min(xlo, v.get<double>()), xhi = std::max(xhi, v.get<double>());
    if (xhi <= xlo) xhi = xlo + 1;
  }
  const float slot = n ? pw / static_cast<float>(n) : pw;
  for (std::size_t k = 0; k < n; ++k) {
    if (bars || !xv[k].is_number()) px[k] = p0.x + slot * (static_cast<float>(k) + 0.5f);
    else if (xlog) px[k] = p0.x + pw * static_cast<float>((std::log(xv[k].get<double>()) - std::log(xlo)) / (std::log(xhi) - std::log(xlo)));
    else px[k] = p0.x + pw * static_cast<float>((xv[k].get<double>() - xlo) / (xhi - xlo));
  }
  // x tick labels: every value, thinned so labels do not overlap
  float last_right = -1e9f;
  for (std::size_t k = 0; k < n; ++k) {
    const std::string t = xv[k].is_number() ? tick_text(xv[k].get<double>(), xunit) : x_text(xv[k], xunit);
    const float tw = ImGui::CalcTextSize(t.c_str()).x;
    const bool is_cur = static_cast<long long>(k) == cur;
    if (px[k] - tw * 0.5f < last_right + fs * 0.4f && !is_cur) continue;
    dl->AddLine(ImVec2(px[k], p0.y + ph), ImVec2(px[k], p0.y + ph + fs * 0.25f), axis);
    dl->AddText(ImVec2(px[k] - tw * 0.5f, p0.y + ph + fs * 0.3f), is_cur ? IM_COL32(255, 255, 255, 255) : label, t.c_str());
    last_right = px[k] + tw * 0.5f;
  }
  const std::string xl = ui_text(X.value("label", std::string()));
  dl->AddText(ImVec2(p0.x + pw - ImGui::CalcTextSize(xl.c_str()).x, p0.y + ph + fs * 1.35f), label, xl.c_str());
  // current setting
  if (cur >= 0) {
    const float x = px[cur];
    dl->AddRectFilled(ImVec2(x - (bars ? slot * 0.5f : 1.5f), p0.y), ImVec2(x + (bars ? slot * 0.5f : 1.5f), p0.y + ph),
                      bars ? IM_COL32(255, 255, 255, 22) : IM_COL32(255, 255, 255, 90));
    s.rects["plot:current"] = {x - 2, p0.y, 4, ph};
  }
  // series
  const float gap = slot * 0.18f, bw = bars ? (stacked ? slot - 2 * gap : (slot - 2 * gap) / static_cast<float>(std::max<std::size_t>(ns, 1))) : 0;
  std::vector<double> stack(n, 0.0);
  for (std::size_t i = 0; i < ns; ++i) {
    const json& vals = series[i]["values"];
    const ImU32 col = palette[i % 8];
    ImVec2 prev;
    bool has_prev = false;
    for (std::size_t k = 0; k < n; ++k) {
      const json& v = vals[k];
      if (!v.is_number()) {
        has_prev = false;
        continue;
      }
      const double y = v.get<double>();
      if (bars) {
        const double base = stacked ? stack[k] : (ylog ? lo : std::max(lo, 0.0));
        const double top = stacked ? stack[k] + y : y;
        const float x0 = stacked ? px[k] - slot * 0.5f + gap : px[k] - slot * 0.5f + gap + bw * static_cast<float>(i);
        const float ya = ymap(top, p0.y, ph), yb = ymap(base, p0.y, ph);
        dl->AddRectFilled(ImVec2(x0, std::min(ya, yb)), ImVec2(x0 + std::max(bw - 1.f, 1.f), std::max(ya, yb)), col);
        if (stacked) stack[k] = top;
      } else {
        const ImVec2 p(px[k], ymap(y, p0.y, ph));
        if (has_prev) dl->AddLine(prev, p, col, 2.f);
        dl->AddCircleFilled(p, static_cast<long long>(k) == cur ? fs * 0.36f : fs * 0.2f, col);
        prev = p;
        has_prev = true;
      }
    }
  }
  dl->AddRect(p0, ImVec2(p0.x + pw, p0.y + ph), axis);
  // hover readout: the nearest x
  if (hovered && n) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    std::size_t best = 0;
    for (std::size_t k = 1; k < n; ++k)
      if (std::fabs(px[k] - m.x) < std::fabs(px[best] - m.x)) best = k;
    dl->AddLine(ImVec2(px[best], p0.y), ImVec2(px[best], p0.y + ph), IM_COL32(255, 255, 255, 120));
    ImGui::BeginTooltip();
    ImGui::Text("%s = %s", xl.c_str(), x_text(xv[best], xunit).c_str());
    for (std::size_t i = 0; i < ns; ++i) {
      const json& v = series[i]["values"][best];
      std::string t = ui_text(series[i].value("label", std::string())) + ": ";
      if (v.is_number()) t += ui_format_unit(v.get<double>(), yunit);
      else if (series[i].contains("errors") && series[i]["errors"][best].is_string()) t += "- (" + ui_text(series[i]["errors"][best].get<std::string>()) + ")";
      else t += "-";
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette[i % 8]), "%s", t.c_str());
    }
    ImGui::EndTooltip();
    s.hovered = "x:" + std::to_string(best);
  }

  // Axis label (with the unit the ticks leave out) and legend.
  static const struct { const char* unit; const char* name; } names[] = {
      {"tokens_per_s", "tokens/s"}, {"gpu_hours", "GPU-hours"}, {"gpus", "GPUs"}, {"tokens", "tokens"}, {"layers", "layers"},
      {"bytes_per_param", "B/param"}};
  std::string ylab = ui_text(Y.value("label", std::string()));
  for (const auto& nm : names)
    if (yunit == nm.unit && ylab.find(nm.name) == std::string::npos) ylab += std::string(" (") + nm.name + ")";
  ImGui::TextDisabled("%s", ylab.c_str());
  for (std::size_t i = 0; i < ns; ++i) {
    const std::string t = ui_text(series[i].value("label", std::string()));
    if (i) {
      ImGui::SameLine(0, fs);
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(t.c_str()).x + fs * 1.5f) ImGui::NewLine();
    }
    const ImVec2 c = ImGui::GetCursorScreenPos();
    dl->AddRectFilled(ImVec2(c.x, c.y + fs * 0.15f), ImVec2(c.x + fs * 0.8f, c.y + fs * 0.95f), palette[i % 8]);
    ImGui::Dummy(ImVec2(fs, fs));
    ImGui::SameLine();
    ImGui::TextUnformatted(t.c_str());
    ui_note_rect(s, "legend:" + series[i].value("id", std::string()));
  }
}

}  // namespace ledgerlab
