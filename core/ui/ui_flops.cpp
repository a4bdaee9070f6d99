// The FLOPs panel (flops op, API.md): per-token FLOPs for training (model: forward + backward, and
// hardware: with recomputation) against inference's forward-only 2N, as bars with their formulas.
#include <imgui.h>

#include <algorithm>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {

void ui_panel_flops(app_state& s) {
  const json& r = s.response;
  if (!r.is_object()) return;
  const json per = r.value("per_token_flops", json::object());
  struct bar { std::string name; double v; };
  std::vector<bar> bars;
  for (auto it = per.begin(); it != per.end(); ++it)
    if (it.value().is_number()) bars.push_back({it.key(), it.value().get<double>()});
  double vmax = 1e-30;
  for (const bar& b : bars) vmax = std::max(vmax, b.v);
  const float fs = ImGui::GetFontSize();
  ImGui::TextUnformatted("FLOPs per token");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 colors[] = {IM_COL32(79, 129, 189, 255), IM_COL32(192, 80, 77, 255), IM_COL32(155, 187, 89, 255),
                          IM_COL32(247, 150, 70, 255)};
  int i = 0;
  for (const bar& b : bars) {
    ImGui::Text("%-10s %s", b.name.c_str(), format_flops(b.v).c_str());
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const float w = std::max(ImGui::GetContentRegionAvail().x - fs, fs * 4);
    ImGui::Dummy(ImVec2(w, fs * 1.2f));
    dl->AddRectFilled(p0, ImVec2(p0.x + w * static_cast<float>(b.v / vmax), p0.y + fs), colors[i++ % 4]);
    if (ImGui::IsItemHovered()) {
      s.hovered = b.name;
      ImGui::BeginTooltip();
      ImGui::Text("%s: %s per token", b.name.c_str(), format_flops(b.v).c_str());
      for (const json& st : r.value("steps", json::array()))
        if (st.value("key", std::string()) == b.name) {
          ImGui::TextUnformatted(ui_text(st.value("label", std::string())).c_str());
          ImGui::TextDisabled("%s", ui_text(st.value("formula", std::string())).c_str());
        }
      ImGui::EndTooltip();
    }
  }
}

}  // namespace ledgerlab
