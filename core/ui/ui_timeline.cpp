// The recomputation panel (recompute op, API.md): memory over time through forward and backward,
// one line per strategy (none, every_k, sqrt, optimal), with each strategy's peak and extra FLOPs.
#include <imgui.h>

#include <algorithm>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {

void ui_panel_recompute(app_state& s) {
  const json per = s.extra.is_object() ? s.extra.value("strategies", json::object()) : json::object();
  const float fs = ImGui::GetFontSize();
  const ImU32 colors[] = {IM_COL32(192, 80, 77, 255), IM_COL32(247, 150, 70, 255), IM_COL32(79, 129, 189, 255),
                          IM_COL32(155, 187, 89, 255)};
  double tmax = 1e-30, bmax = 1e-30;
  for (auto it = per.begin(); it != per.end(); ++it)
    for (const json& e : it.value().value("timeline", json::array())) {
      tmax = std::max(tmax, e.value("t", 0.0));
      bmax = std::max(bmax, e.value("bytes", 0.0));
    }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c0 = ImGui::GetCursorScreenPos();
  const float w = std::max(ImGui::GetContentRegionAvail().x - fs, fs * 6), h = fs * 10;
  ImGui::Dummy(ImVec2(w, h + fs * 0.5f));
  dl->AddRect(c0, ImVec2(c0.x + w, c0.y + h), IM_COL32(90, 90, 100, 255));
  int ci = 0;
  for (auto it = per.begin(); it != per.end(); ++it, ++ci) {
    ImVec2 prev;
    bool first = true;
    for (const json& e : it.value().value("timeline", json::array())) {
      ImVec2 p(c0.x + w * static_cast<float>(e.value("t", 0.0) / tmax),
               c0.y + h - h * static_cast<float>(e.value("bytes", 0.0) / bmax));
      if (!first) dl->AddLine(prev, p, colors[ci % 4], 2.f);
      prev = p;
      first = false;
    }
  }
  if (ImGui::BeginTable("strategies", 3)) {
    ImGui::TableSetupColumn("strategy");
    ImGui::TableSetupColumn("peak memory");
    ImGui::TableSetupColumn("recompute FLOPs");
    ImGui::TableHeadersRow();
    ci = 0;
    for (auto it = per.begin(); it != per.end(); ++it, ++ci) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors[ci % 4]), "%s", ui_text(it.key()).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(format_bytes(it.value().value("peak_bytes", 0.0)).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(format_flops(it.value().value("recompute_flops", 0.0)).c_str());
    }
    ImGui::EndTable();
  }
}

}  // namespace ledgerlab
