// The memory panel: one GPU's bytes as a stacked bar (weights, gradients, master copy, optimizer
// state, activations, KV cache) against the GPU's capacity line, each term's formula (the core's
// ledger `steps`) on hover or keyboard focus, and the legend with the figures.
// Reads only the memory op's response (API.md); computes no ledger number itself.
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {
namespace {

struct term_def {
  const char* key;    // per_gpu_bytes key
  const char* name;   // shown in the legend
  ImU32 color;
};
const term_def terms[] = {
    {"weights", "weights", IM_COL32(79, 129, 189, 255)},
    {"gradients", "gradients", IM_COL32(155, 187, 89, 255)},
    {"gradient_buffer", "gradient copy", IM_COL32(120, 150, 70, 255)},
    {"master_weights", "fp32 master copy", IM_COL32(247, 150, 70, 255)},
    {"optimizer_state", "optimizer state", IM_COL32(192, 80, 77, 255)},
    {"activations", "activations", IM_COL32(128, 100, 162, 255)},
    {"kv_cache", "KV cache", IM_COL32(75, 172, 198, 255)},
    {"other", "other (buffers)", IM_COL32(150, 150, 150, 255)},
};

std::string lower(std::string t) {
  for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return t;
}

// Which per_gpu_bytes term a ledger step belongs to, from its label (the core's wording).
std::string step_term(const std::string& label) {
  const std::string l = lower(label);
  if (l.find("total") != std::string::npos) return "";
  if (l.find("master") != std::string::npos) return "master_weights";
  if (l.find("optimizer") != std::string::npos || l.find("adam") != std::string::npos ||
      l.find("moment") != std::string::npos)
    return "optimizer_state";
  if (l.find("grad") != std::string::npos) return "gradients";
  if (l.find("kv") != std::string::npos) return "kv_cache";
  if (l.find("activation") != std::string::npos || l.find("logits") != std::string::npos ||
      l.find("embedding") != std::string::npos)
    return "activations";
  if (l.find("weight") != std::string::npos || l.find("param") != std::string::npos) return "weights";
  return "";
}

void term_tooltip(const json& r, const term_def& t, double bytes) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34.f);
  ImGui::Text("%s: %s", t.name, format_bytes(bytes).c_str());
  int n = 0;
  if (r.contains("steps") && r["steps"].is_array()) {
    for (const json& st : r["steps"]) {
      const std::string label = st.value("label", std::string());
      const std::string key = st.value("key", std::string());
      const bool known_key = key == "weights" || key == "gradients" || key == "gradient_buffer" || key == "master_weights" ||
                             key == "optimizer_state" || key == "activations" || key == "kv_cache" || key == "total";
      if ((known_key ? key : step_term(label)) != t.key) continue;
      ImGui::Separator();
      ImGui::TextUnformatted(ui_text(label).c_str());
      const std::string f = st.value("formula", std::string());
      if (!f.empty()) ImGui::TextDisabled("%s", ui_text(f).c_str());
      ++n;
    }
  }
  if (n == 0) ImGui::TextDisabled("(no separate ledger step for this term)");
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace

void ui_panel_memory(app_state& s) {
  const json& r = s.response;
  if (!r.is_object()) return;
  const json pg = r.value("per_gpu_bytes", json::object());
  const double total = pg.value("total", 0.0);
  double sum = 0;
  double vals[std::size(terms)] = {};
  for (std::size_t i = 0; i + 1 < std::size(terms); ++i) {
    vals[i] = pg.value(terms[i].key, 0.0);
    sum += vals[i];
  }
  vals[std::size(terms) - 1] = total - sum > total * 1e-6 ? total - sum : 0.0;  // buffers the core counts in total
  double capacity = 0;
  if (r.contains("capacity_bytes") && r["capacity_bytes"].is_number()) capacity = r["capacity_bytes"].get<double>();
  else if (s.hardware.is_object() && s.hardware.contains("memory_bytes") && s.hardware["memory_bytes"].is_number())
    capacity = s.hardware["memory_bytes"].get<double>();

  const float fs = ImGui::GetFontSize();
  ImGui::Text("Per-GPU memory: %s", format_bytes(total).c_str());
  if (r.contains("fits") && r["fits"].is_boolean()) {
    ImGui::SameLine();
    const bool fits = r["fits"].get<bool>();
    ImGui::TextColored(fits ? ImVec4(0.5f, 0.9f, 0.5f, 1) : ImVec4(1, 0.45f, 0.4f, 1),
                       fits ? "fits" : "does NOT fit");
  }
  if (capacity > 0) ImGui::TextDisabled("capacity line: %s per GPU", format_bytes(capacity).c_str());

  // The bar.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float bw = std::max(ImGui::GetContentRegionAvail().x - fs * 0.5f, fs * 4);
  const float bh = fs * 2.6f;
  const double scale_max = std::max(total, capacity) * 1.08 + 1;
  ImGui::InvisibleButton("membar", ImVec2(bw, bh + fs * 1.4f));
  ui_note_rect(s, "bar");
  const bool bar_hovered = ImGui::IsItemHovered();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  dl->AddRectFilled(p0, ImVec2(p0.x + bw, p0.y + bh), IM_COL32(40, 42, 48, 255));
  float x = p0.x;
  std::string hovered;
  for (std::size_t i = 0; i < std::size(terms); ++i) {
    if (vals[i] <= 0) continue;
    const float w = static_cast<float>(vals[i] / scale_max) * bw;
    const ImVec2 a(x, p0.y), b(x + std::max(w, 1.f), p0.y + bh);
    dl->AddRectFilled(a, b, terms[i].color);
    s.rects[std::string("term:") + terms[i].key] = {a.x, a.y, b.x - a.x, b.y - a.y};
    if (bar_hovered && mouse.x >= a.x && mouse.x < b.x && mouse.y >= a.y && mouse.y < b.y) {
      hovered = terms[i].key;
      dl->AddRect(a, b, IM_COL32(255, 255, 255, 255), 0, 0, 2.f);
      term_tooltip(r, terms[i], vals[i]);
    }
    x += w;
  }
  if (capacity > 0) {
    const float cx = p0.x + static_cast<float>(capacity / scale_max) * bw;
    dl->AddLine(ImVec2(cx, p0.y - fs * 0.3f), ImVec2(cx, p0.y + bh + fs * 0.3f), IM_COL32(255, 80, 80, 255), 3.f);
    const std::string cl = format_bytes(capacity);
    const float tw = ImGui::CalcTextSize(cl.c_str()).x;
    dl->AddText(ImVec2(std::max(p0.x, std::min(cx - tw * 0.5f, p0.x + bw - tw)), p0.y + bh + fs * 0.2f),
                IM_COL32(255, 120, 110, 255), cl.c_str());
  }

  // Legend: selectable rows, so keyboard navigation shows the same formula as the mouse hover.
  ImGui::Spacing();
  if (ImGui::BeginTable("legend", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (std::size_t i = 0; i < std::size(terms); ++i) {
      if (vals[i] <= 0 && std::string(terms[i].key) == "other") continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const ImVec2 c = ImGui::GetCursorScreenPos();
      dl->AddRectFilled(ImVec2(c.x, c.y + fs * 0.15f), ImVec2(c.x + fs * 0.8f, c.y + fs * 0.95f), terms[i].color);
      ImGui::Dummy(ImVec2(fs, fs));
      ImGui::SameLine();
      ImGui::Selectable(terms[i].name, hovered == terms[i].key, ImGuiSelectableFlags_SpanAllColumns);
      if (ImGui::IsItemHovered() || ImGui::IsItemFocused()) {
        if (hovered.empty()) hovered = terms[i].key;
        if (ImGui::IsItemHovered()) term_tooltip(r, terms[i], vals[i]);
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(format_bytes(vals[i]).c_str());
    }
    ImGui::EndTable();
  }
  if (r.contains("bytes_per_param") && r["bytes_per_param"].is_number())
    ImGui::TextDisabled("%s bytes per parameter of model state", fmt_num(r["bytes_per_param"].get<double>(), 4).c_str());
  s.hovered = hovered;
}

}  // namespace ledgerlab
