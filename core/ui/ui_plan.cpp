// The planner panel (plan op, API.md): the ranked configurations that fit, with per-GPU memory,
// step time and MFU, and how many were searched and rejected.
#include <imgui.h>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {

void ui_panel_plan(app_state& s) {
  const json& r = s.response;
  if (!r.is_object()) return;
  ImGui::Text("searched %s configurations", r.contains("searched") ? r["searched"].dump().c_str() : "?");
  if (const json* n = r.contains("counts") && r["counts"].is_object() ? &r["counts"] : nullptr) {
    ImGui::PushTextWrapPos(0.0f);  // its own line, wrapped to the panel
    ImGui::TextDisabled("%s invalid, %s out of memory, %s timed, %s pruned (fit, not timed: cannot rank)",
                        n->value("invalid", json(0)).dump().c_str(), n->value("out_of_memory", json(0)).dump().c_str(),
                        n->value("timed", json(0)).dump().c_str(), n->value("pruned", json(0)).dump().c_str());
    ImGui::PopTextWrapPos();
  } else if (r.contains("rejected") && r["rejected"].is_object()) {
    ImGui::SameLine();
    std::string rej;
    for (auto it = r["rejected"].begin(); it != r["rejected"].end(); ++it)
      rej += (rej.empty() ? "" : ", ") + it.key() + " " + it.value().dump();
    ImGui::TextDisabled("rejected: %s", rej.c_str());
  }
  const json cfgs = r.value("configs", json::array());
  if (ImGui::BeginTable("plan", 9, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX)) {
    for (const char* h : {"#", "dp", "tp", "pp", "zero", "micro", "per GPU", "step", "MFU"}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    int i = 0;
    for (const json& c : cfgs) {
      const json par = c.value("parallel", json::object()), tr = c.value("training", json::object());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", ++i);
      for (const char* k : {"dp", "tp", "pp", "zero"}) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(par.contains(k) ? par[k].dump().c_str() : "-");
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(tr.contains("micro_batch") ? tr["micro_batch"].dump().c_str() : "-");
      ImGui::TableNextColumn();
      // per_gpu_bytes: a number (plan op) or a memory-op style object with "total".
      const json pg = c.contains("per_gpu_bytes") ? c["per_gpu_bytes"] : json();
      const double bytes = pg.is_number() ? pg.get<double>() : pg.is_object() ? pg.value("total", 0.0) : 0.0;
      ImGui::TextUnformatted(format_bytes(bytes).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(format_seconds(c.value("step_s", 0.0)).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%s %%", fmt_num(100 * c.value("mfu", 0.0), 3).c_str());
    }
    ImGui::EndTable();
  }
}

}  // namespace ledgerlab
