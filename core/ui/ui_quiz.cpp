// The section's quiz in the desktop shell (ui_app.h): each question's prompt (with its seeded
// variant filled in by lesson_public_json), an answer control by type (text for numeric and
// short_answer, radio buttons, checkboxes, an up/down list for ordering), Check, and the core's
// grading (check_answer, the function behind the API's check op) with feedback and the solution.
// Not here: any grading rule (core/quiz/grading.h) or expected value (computed by the core).
#include <imgui.h>

#include <cstdio>

#include "core/api.h"
#include "core/ui/ui_app.h"

namespace ledgerlab {

namespace {

const json* public_question(const app_shell& sh, const std::string& lesson_id, const std::string& qid) {
  for (std::size_t i = 0; i < sh.lessons.size() && i < sh.lessons_public.size(); ++i) {
    if (sh.lessons[i].id != lesson_id) continue;
    for (const json& s : sh.lessons_public[i]["sections"])
      for (const json& q : s["questions"])
        if (q.value("id", std::string()) == qid) return &q;
  }
  return nullptr;
}

const json& items_of(const json& q) {
  static const json none = json::array();
  if (q.contains("choices")) return q["choices"];
  if (q.contains("items")) return q["items"];
  return none;
}

// The answer text check_answer reads: ids for choices ("a", "a, c"), the typed text otherwise.
std::string answer_text(const json& q, const app_answer& a) {
  const std::string type = q.value("type", std::string());
  const json& items = items_of(q);
  auto id_at = [&](int i) { return i >= 0 && i < static_cast<int>(items.size()) ? items[i].value("id", std::string()) : std::string(); };
  std::string out;
  if (type == "choice" || type == "multi_select") {
    for (int i : a.picks) out += (out.empty() ? "" : ", ") + id_at(i);
  } else if (type == "ordering") {
    for (int i : a.order) out += (out.empty() ? "" : ", ") + id_at(i);
  } else {
    out = a.text;
  }
  return out;
}

// Placeholder text of an answer field: what kind of answer, never a number (it could be the answer).
const char* answer_hint(const json& q) {
  if (q.value("type", std::string()) != "numeric") return "your answer in a few words";
  const std::string d = q.value("dimension", std::string());
  if (d == "bytes") return "a number and a unit (B, MB, GB, GiB, TB)";
  if (d == "flops") return "a number and a unit (FLOP, GFLOP, TFLOP, PFLOP)";
  if (d == "flops_per_s") return "a number and a unit (TFLOP/s, PFLOP/s)";
  if (d == "bytes_per_s") return "a number and a unit (GB/s, TB/s)";
  if (d == "seconds") return "a number and a unit (ms, s, min, h, days)";
  if (d == "params") return "a number (7e9, 7 B, 7 billion)";
  return "a number";
}

void grade(app_shell& sh, const std::string& lesson_id, const std::string& qid, app_answer& a, const std::string& text) {
  a.error.clear();
  a.result = json();
  const lesson* l = nullptr;
  for (const lesson& x : sh.lessons)
    if (x.id == lesson_id) l = &x;
  const lesson_question* q = l ? find_question(*l, qid) : nullptr;
  if (!q) {
    a.error = "no question \"" + lesson_id + "/" + qid + "\"";
    return;
  }
  try {
    a.result = check_answer(*l, *q, text, sh.seed, handle_json);
  } catch (const std::exception& e) {
    a.error = e.what();
  }
}

void draw_result(const app_answer& a) {
  if (!a.error.empty()) {
    ImGui::TextColored(ImVec4(1.f, .47f, .43f, 1.f), "%s", a.error.c_str());
    return;
  }
  if (a.result.is_null()) return;
  const bool ok = a.result.value("correct", false);
  const std::string fb = a.result.value("feedback", std::string());
  if (ok) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(120, 220, 140, 255));
  else ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 90, 255));
  ImGui::TextWrapped("[score %s] %s", fmt_num(a.result.value("score", 0.0), 3).c_str(), fb.empty() ? (ok ? "Correct." : "Not yet.") : fb.c_str());
  ImGui::PopStyleColor();
  if (ImGui::TreeNode("solution", "Solution")) {
    const std::string exp = a.result.value("expected", std::string());
    if (!exp.empty()) ImGui::TextWrapped("Expected: %s", exp.c_str());
    const json& sol = a.result.contains("solution") ? a.result["solution"] : json();
    if (sol.is_object()) {
      if (sol.contains("explanation") && sol["explanation"].is_string()) ImGui::TextWrapped("%s", sol["explanation"].get<std::string>().c_str());
      if (sol.contains("steps") && sol["steps"].is_array())
        for (const json& s : sol["steps"]) {
          const std::string label = s.value("label", std::string());
          const std::string formula = s.value("formula", std::string());
          ImGui::BulletText("%s", label.c_str());
          if (!formula.empty()) ImGui::SameLine(), ImGui::TextDisabled("%s", formula.c_str());
        }
    }
    ImGui::TreePop();
  }
}

void draw_question(app_shell& sh, const std::string& lesson_id, const json& q, int number) {
  const std::string qid = q.value("id", std::string());
  const std::string type = q.value("type", std::string());
  app_answer& a = sh.answers[lesson_id + "/" + qid];
  const json& items = items_of(q);
  if (type == "ordering" && a.order.size() != items.size()) {
    a.order.clear();
    for (int i = 0; i < static_cast<int>(items.size()); ++i) a.order.push_back(i);
  }
  ImGui::PushID(qid.c_str());
  ImGui::TextWrapped("%d. %s", number, q.value("prompt", std::string()).c_str());
  bool check = false;
  if (type == "choice" || type == "multi_select") {
    for (int i = 0; i < static_cast<int>(items.size()); ++i) {
      const std::string text = items[i].value("text", std::string());
      ImGui::PushID(i);
      bool on = false;
      for (int p : a.picks) on = on || p == i;
      if (type == "choice") {
        if (ImGui::RadioButton(text.c_str(), on)) a.picks = {i};
      } else if (ImGui::Checkbox(text.c_str(), &on)) {
        std::vector<int> next;
        for (int p : a.picks)
          if (p != i) next.push_back(p);
        if (on) next.push_back(i);
        a.picks = next;
      }
      ImGui::PopID();
    }
  } else if (type == "ordering") {
    for (int k = 0; k < static_cast<int>(a.order.size()); ++k) {
      ImGui::PushID(k);
      if (ImGui::ArrowButton("up", ImGuiDir_Up) && k > 0) std::swap(a.order[k], a.order[k - 1]);
      ImGui::SameLine();
      if (ImGui::ArrowButton("down", ImGuiDir_Down) && k + 1 < static_cast<int>(a.order.size())) std::swap(a.order[k], a.order[k + 1]);
      ImGui::SameLine();
      ImGui::Text("%d. %s", k + 1, items[a.order[k]].value("text", std::string()).c_str());
      ImGui::PopID();
    }
  } else {
    char buf[512];
    std::snprintf(buf, sizeof buf, "%s", a.text.c_str());
    ImGui::PushItemWidth(ImGui::GetFontSize() * 22);
    check = ImGui::InputTextWithHint("##answer", answer_hint(q), buf, sizeof buf, ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopItemWidth();
    a.text = buf;
    if (type == "numeric") {
      const std::string unit = q.value("unit", std::string());
      if (!unit.empty()) ImGui::SameLine(), ImGui::TextDisabled("(%s)", unit.c_str());
    }
    ImGui::SameLine();
  }
  if (ImGui::Button("Check") || check) grade(sh, lesson_id, qid, a, answer_text(q, a));
  draw_result(a);
  ImGui::PopID();
  ImGui::Separator();
}

}  // namespace

std::string app_answer_question(app_shell& sh, const std::string& qref, const std::string& answer) {
  const auto slash = qref.find('/');
  if (slash == std::string::npos) return "question must be \"<lesson-id>/<question-id>\", got \"" + qref + "\"";
  const json* q = public_question(sh, qref.substr(0, slash), qref.substr(slash + 1));
  if (!q) return "no question \"" + qref + "\"";
  app_answer& a = sh.answers[qref];
  a.text = answer;  // choices/orderings take ids here ("a", "b, a, c"), as the check op does
  grade(sh, qref.substr(0, slash), qref.substr(slash + 1), a, answer);
  return "";
}

void ui_panel_quiz(app_shell& sh) {
  const json* sec = nullptr;
  for (std::size_t i = 0; i < sh.lessons.size() && i < sh.lessons_public.size(); ++i)
    if (sh.lessons[i].id == sh.lesson_id)
      for (const json& s : sh.lessons_public[i]["sections"])
        if (s.value("id", std::string()) == sh.section_id) sec = &s;
  if (!sec) {
    ImGui::TextWrapped("Pick a lesson section on the left to see its exercises and questions.");
    return;
  }
  if (!sh.exercise_id.empty()) {  // without an exercise the header above already shows the summary
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", sec->value("summary", std::string()).c_str());
    ImGui::PopStyleColor();
    ImGui::Separator();
  }
  int n = 0;
  for (const json& q : (*sec)["questions"]) draw_question(sh, sh.lesson_id, q, ++n);
}

}  // namespace ledgerlab
