// Ledger steps with their formulas, and the formulas reference opened from them: every "[§x.y]" in
// a step becomes a button that opens that section of docs/formulas.md (the core's `formulas` op)
// in a window, so a number on screen leads to the formula and the source it comes from.
// Shared by the web canvas and the desktop app; computes nothing (the text is the core's).
#include <imgui.h>

#include <algorithm>
#include <string>

#include "core/spec/formulas_doc.h"
#include "core/spec/units.h"
#include "core/ui/ui.h"

namespace ledgerlab {

// Markdown to plain lines for ImGui's built-in font: code ticks and emphasis stars dropped,
// table separator rows skipped, table pipes turned into column gaps.
static std::string plain_markdown(const std::string& md) {
  std::string out;
  std::size_t pos = 0;
  while (pos <= md.size()) {
    std::size_t eol = md.find('\n', pos);
    if (eol == std::string::npos) eol = md.size();
    std::string line = md.substr(pos, eol - pos);
    pos = eol + 1;
    if (line.rfind("|---", 0) == 0) continue;
    if (line.rfind("#", 0) == 0) line = line.substr(std::min(line.find_first_not_of('#'), line.size()));
    if (!line.empty() && line[0] == ' ') line.erase(0, 1);
    std::string l;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (c == '`' || (c == '*' && i + 1 < line.size() && line[i + 1] == '*')) {
        if (c == '*') ++i;
        continue;
      }
      if (c == '|') {
        if (i != 0 && i + 1 != line.size()) l += "  |  ";
        continue;
      }
      l += c;
    }
    out += l + "\n";
    if (eol == md.size()) break;
  }
  return ui_text(out);
}

void ui_open_formula(app_state& s, const std::string& section) {
  s.formula_open = section;
  s.formula_section = json();
  const json job = {{"formula", section}};
  if (s.submit) {  // web: the section comes back from the worker (ui_deliver); "Loading..." meanwhile
    s.formula_ticket = ++s.tickets;
    s.submit(s.formula_ticket, job);
    return;
  }
  s.formula_ticket = 0;
  s.formula_section = ui_compute(job, s.run).value("formula", json());  // desktop app, tests: in place
  if (!s.formula_section.is_object())
    s.formula_section = json{{"ok", false}, {"error", {{"message", "no core is attached to this view"}}}};
}

// The citation buttons of one formula text (one per distinct section, in order).
void ui_citation_buttons(app_state& s, const std::string& text, const std::string& id_suffix) {
  std::string seen;
  for (const citation& c : find_citations(text)) {
    if (seen.find("|" + c.section + "|") != std::string::npos) continue;
    seen += "|" + c.section + "|";
    const std::string label = "\xC2\xA7" + c.section + "##" + id_suffix + c.section;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2)
      ImGui::NewLine();
    if (ImGui::SmallButton(label.c_str())) ui_open_formula(s, c.section);
    if (!s.rects.count("cite:" + c.section)) ui_note_rect(s, "cite:" + c.section);  // the first one drawn
  }
}

void ui_steps(app_state& s, bool open_by_default) {
  const json& r = s.response;
  if (!r.is_object() || !r.contains("steps") || !r["steps"].is_array() || r["steps"].empty()) return;
  if (!ImGui::CollapsingHeader("Ledger steps and formulas", open_by_default ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
  ImGui::PushTextWrapPos(0.f);
  int i = 0;
  for (const json& st : r["steps"]) {
    std::string value;
    if (st.contains("bytes") && st["bytes"].is_number()) value = format_bytes(st["bytes"].get<double>());
    else if (st.contains("flops") && st["flops"].is_number()) value = format_flops(st["flops"].get<double>());
    else if (st.contains("seconds") && st["seconds"].is_number()) value = format_seconds(st["seconds"].get<double>());
    else if (st.contains("value") && st["value"].is_number()) {
      const std::string u = st.value("unit", std::string());
      static const char* const sweep_units[] = {"bytes_per_param", "tokens_per_s", "tokens", "gpus", "gpu_hours", "fraction", "ratio", "layers"};
      bool known = false;
      for (const char* k : sweep_units) known = known || u == k;
      value = known ? ui_format_unit(st["value"].get<double>(), u) : fmt_num(st["value"].get<double>(), 4) + " " + u;
    }
    ImGui::TextUnformatted(ui_text(st.value("label", std::string()) + (value.empty() ? "" : ": " + value)).c_str());
    const std::string f = st.value("formula", std::string());
    if (!f.empty()) {
      ImGui::TextDisabled("  %s", ui_text(f).c_str());
      ui_citation_buttons(s, f, "s" + std::to_string(i));
    }
    ++i;
  }
  ImGui::PopTextWrapPos();
}

void ui_formula_window(app_state& s) {
  if (s.formula_open.empty()) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float fs = ImGui::GetFontSize();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x * 0.9f, fs * 48), std::min(vp->WorkSize.y * 0.8f, fs * 34)), ImGuiCond_Appearing);
  bool open = true;
  const json& sec = s.formula_section;
  const bool ok = sec.is_object() && sec.value("ok", false) && sec.contains("section");  // null: on its way
  const std::string title = ok ? "formulas.md " + sec["section"].value("id", std::string()) + "  " +
                                     ui_text(sec["section"].value("title", std::string()))
                               : std::string("formulas.md");
  ImGui::Begin((title + "###formula").c_str(), &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ui_note_rect(s, "formula_window");
  ImGui::PushTextWrapPos(0.f);
  if (sec.is_null()) ImGui::TextDisabled("Loading...");
  else if (ok) ImGui::TextUnformatted(plain_markdown(sec["section"].value("markdown", std::string())).c_str());
  else ImGui::TextUnformatted(ui_text(sec.is_object() && sec.contains("error") && sec["error"].is_object()
                                          ? sec["error"].value("message", std::string()) : "no such section").c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
  if (!open) {
    s.formula_open.clear();
    s.formula_section = json();
    s.formula_ticket = 0;  // a section still on its way is not shown
  }
}

}  // namespace ledgerlab
