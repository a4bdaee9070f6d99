// The communication panel (step op, API.md): bytes moved per parallelism dimension, the step time
// split into compute / exposed communication / pipeline bubble, and the scaling curve (tokens/s
// over GPU count, each point a step request with a different data-parallel degree).
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "core/ui/ui.h"
#include "core/spec/units.h"

namespace ledgerlab {

// One collective (collective op): time, bytes each rank sends, algorithm and bus bandwidth, the
// formula steps, and the time over the number of ranks for the same buffer.
static void panel_collective(app_state& s) {
  const json& r = s.response;
  const float fs = ImGui::GetFontSize();
  ImGui::Text("time %s", format_seconds(r.value("time_s", 0.0)).c_str());
  ImGui::Text("bytes sent per rank %s", format_bytes(r.value("bytes_sent_per_rank", 0.0)).c_str());
  ImGui::Text("algbw %s/s   busbw %s/s", format_bytes(r.value("algbw_bytes_per_s", 0.0)).c_str(),
              format_bytes(r.value("busbw_bytes_per_s", 0.0)).c_str());
  ImGui::PushTextWrapPos(0.f);
  for (const json& st : r.value("steps", json::array())) {
    ImGui::TextUnformatted(ui_text(st.value("label", std::string())).c_str());
    if (st.contains("formula")) ImGui::TextDisabled("  %s", ui_text(st.value("formula", std::string())).c_str());
  }
  ImGui::PopTextWrapPos();
  const json pts = s.extra.is_object() ? s.extra.value("ranks_sweep", json::array()) : json::array();
  if (pts.size() < 2) return;
  ImGui::TextDisabled("time vs ranks (same buffer)");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c0 = ImGui::GetCursorScreenPos();
  const float w = std::max(ImGui::GetContentRegionAvail().x - fs, fs * 6), h = fs * 7;
  ImGui::Dummy(ImVec2(w, h + fs));
  double ymax = 1e-30;
  for (const json& p : pts) ymax = std::max(ymax, p.value("time_s", 0.0));
  dl->AddRect(c0, ImVec2(c0.x + w, c0.y + h), IM_COL32(90, 90, 100, 255));
  ImVec2 prev;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const float px = c0.x + w * static_cast<float>(i) / static_cast<float>(pts.size() - 1);
    const float py = c0.y + h - h * static_cast<float>(pts[i].value("time_s", 0.0) / ymax);
    if (i) dl->AddLine(prev, ImVec2(px, py), IM_COL32(247, 150, 70, 255), 2.f);
    dl->AddCircleFilled(ImVec2(px, py), fs * 0.22f, IM_COL32(247, 150, 70, 255));
    char lab[32];
    std::snprintf(lab, sizeof lab, "%lld", pts[i].value("ranks", 0LL));
    dl->AddText(ImVec2(px - fs * 0.3f, c0.y + h + 2), IM_COL32(180, 180, 190, 255), lab);
    if (ImGui::IsMouseHoveringRect(ImVec2(px - fs * 0.5f, c0.y), ImVec2(px + fs * 0.5f, c0.y + h)))
      ImGui::SetTooltip("%lld ranks: %s, busbw %s/s", pts[i].value("ranks", 0LL),
                        format_seconds(pts[i].value("time_s", 0.0)).c_str(),
                        format_bytes(pts[i].value("busbw_bytes_per_s", 0.0)).c_str());
    prev = ImVec2(px, py);
  }
}

void ui_panel_comm(app_state& s) {
  const json& r = s.response;
  if (!r.is_object()) return;
  if (s.op == "collective") {
    panel_collective(s);
    return;
  }
  const float fs = ImGui::GetFontSize();
  ImGui::Text("Step time %s | %s tokens/s | MFU %s %%", format_seconds(r.value("step_s", 0.0)).c_str(),
              fmt_num(r.value("tokens_per_s", 0.0), 4).c_str(), fmt_num(100 * r.value("mfu", 0.0), 3).c_str());

  // Step time split.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const double step = r.value("step_s", 0.0);
  struct part { const char* name; double v; ImU32 c; } parts[] = {
      {"compute", r.value("compute_s", 0.0), IM_COL32(79, 129, 189, 255)},
      {"exposed comm", r.value("comm_exposed_s", 0.0), IM_COL32(192, 80, 77, 255)},
      {"bubble", r.value("bubble_s", 0.0), IM_COL32(150, 150, 150, 255)},
  };
  ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float bw = std::max(ImGui::GetContentRegionAvail().x - fs * 0.5f, fs * 4);
  ImGui::Dummy(ImVec2(bw, fs * 1.6f));
  double tot = 0;
  for (const part& p : parts) tot += p.v;
  tot = std::max(tot, step) + 1e-30;
  float x = p0.x;
  for (const part& p : parts) {
    float w = static_cast<float>(p.v / tot) * bw;
    dl->AddRectFilled(ImVec2(x, p0.y), ImVec2(x + w, p0.y + fs * 1.4f), p.c);
    if (ImGui::IsMouseHoveringRect(ImVec2(x, p0.y), ImVec2(x + w, p0.y + fs * 1.4f))) {
      ImGui::SetTooltip("%s: %s", p.name, format_seconds(p.v).c_str());
      s.hovered = p.name;
    }
    x += w;
  }
  for (const part& p : parts) {
    const ImVec2 c = ImGui::GetCursorScreenPos();
    dl->AddRectFilled(ImVec2(c.x, c.y + fs * 0.15f), ImVec2(c.x + fs * 0.8f, c.y + fs * 0.95f), p.c);
    ImGui::Dummy(ImVec2(fs, fs));
    ImGui::SameLine();
    ImGui::Text("%s %s", p.name, format_seconds(p.v).c_str());
    ImGui::SameLine();
  }
  ImGui::NewLine();

  // Bytes per dimension.
  if (r.contains("comm_bytes") && r["comm_bytes"].is_object() && ImGui::BeginTable("comm", 2)) {
    for (auto it = r["comm_bytes"].begin(); it != r["comm_bytes"].end(); ++it) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%s", it.key().c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%s per step", it.value().is_number() ? format_bytes(it.value().get<double>()).c_str() : "-");
    }
    ImGui::EndTable();
  }

  // Scaling curve.
  const json pts = s.extra.is_object() ? s.extra.value("scaling", json::array()) : json::array();
  if (pts.size() >= 2) {
    ImGui::TextDisabled("tokens/s vs GPUs (data parallel 1..256)");
    const ImVec2 c0 = ImGui::GetCursorScreenPos();
    const float w = std::max(ImGui::GetContentRegionAvail().x - fs, fs * 6), h = fs * 8;
    ImGui::Dummy(ImVec2(w, h + fs));
    double ymax = 1e-30;
    for (const json& p : pts) ymax = std::max(ymax, p.value("tokens_per_s", 0.0));
    dl->AddRect(c0, ImVec2(c0.x + w, c0.y + h), IM_COL32(90, 90, 100, 255));
    ImVec2 prev;
    for (std::size_t i = 0; i < pts.size(); ++i) {
      const float px = c0.x + w * static_cast<float>(i) / static_cast<float>(pts.size() - 1);
      const float py = c0.y + h - h * static_cast<float>(pts[i].value("tokens_per_s", 0.0) / ymax);
      if (i) dl->AddLine(prev, ImVec2(px, py), IM_COL32(155, 187, 89, 255), 2.f);
      dl->AddCircleFilled(ImVec2(px, py), fs * 0.22f, IM_COL32(155, 187, 89, 255));
      char lab[32];
      std::snprintf(lab, sizeof lab, "%lld", pts[i].value("gpus", 0LL));
      dl->AddText(ImVec2(px - fs * 0.3f, c0.y + h + 2), IM_COL32(180, 180, 190, 255), lab);
      if (ImGui::IsMouseHoveringRect(ImVec2(px - fs * 0.5f, c0.y), ImVec2(px + fs * 0.5f, c0.y + h)))
        ImGui::SetTooltip("%lld GPUs: %s tokens/s, step %s", pts[i].value("gpus", 0LL),
                          fmt_num(pts[i].value("tokens_per_s", 0.0), 4).c_str(),
                          format_seconds(pts[i].value("step_s", 0.0)).c_str());
      prev = ImVec2(px, py);
    }
  }
}

}  // namespace ledgerlab
