// The section's quiz in the desktop shell (ui_app.h), as a tutoring loop (core/quiz/tutor.h): each
// question's prompt (its variant filled in) and the page sentence it is about, an answer control by
// type (text for numeric and short_answer, radio buttons, checkboxes, an up/down list for
// ordering), Check, Hint (one at a time), Show solution, New variant, and structured parts below a
// short answer, and worked problems part by part: a part computed from an earlier choice is locked
// until that part is answered and is computed again (the core restarts it) when the choice changes;
// its verdict then reads "not checked against your new choice" (the reader's answer is kept).
// The worked solution appears only once the reader has the answer or asks for it.
// Not here: any grading rule (core/quiz/grading.h) or expected value (computed by the core).
// Contents: [SECTION] answers (controls <-> answer text), [SECTION] the loop (actions, chained parts),
// [SECTION] drawing, [SECTION] entry points (app_quiz_action, ui_panel_quiz).
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/api.h"
#include "core/quiz/grading.h"
#include "core/quiz/tutor.h"
#include "core/ui/ui_app.h"

namespace ledgerlab {

namespace {

// [SECTION] answers -------------------------------------------------------------------------------

const json* public_question(const app_shell& sh, const std::string& lesson_id, const std::string& qref) {
  const std::size_t slash = qref.find('/');
  const std::string head = qref.substr(0, slash);
  for (std::size_t i = 0; i < sh.lessons.size() && i < sh.lessons_public.size(); ++i) {
    if (sh.lessons[i].id != lesson_id) continue;
    for (const json& s : sh.lessons_public[i]["sections"])
      for (const json& q : s["questions"]) {
        if (q.value("id", std::string()) != head) continue;
        if (slash == std::string::npos) return &q;
        if (q.contains("parts"))
          for (const json& p : q["parts"])
            if (p.value("ref", std::string()) == qref) return &p;
      }
  }
  return nullptr;
}

const json& items_of(const json& q) {
  static const json none = json::array();
  if (q.contains("choices")) return q["choices"];
  if (q.contains("items")) return q["items"];
  return none;
}

// The answer text the core reads: ids for choices ("a", "a, c"), the typed text otherwise.
std::string answer_text(const json& q, const app_answer& a) {
  const std::string type = q.value("type", std::string());
  const json& items = items_of(q);
  auto id_at = [&](int i) { return i >= 0 && i < static_cast<int>(items.size()) ? items[i].value("id", std::string()) : std::string(); };
  std::string out;
  if (type == "yes_no") return a.picks.empty() ? std::string() : a.picks[0] == 0 ? "yes" : "no";
  if (type == "choice" || type == "multi_select") {
    for (int i : a.picks) out += (out.empty() ? "" : ", ") + id_at(i);
  } else if (type == "ordering") {
    for (int i : a.order) out += (out.empty() ? "" : ", ") + id_at(i);
  } else {
    out = a.text;
  }
  return out;
}

// The controls' state for an answer given as text (the app's --answer): "yes"/"no" (or the question's
// own yes/no texts) for yes_no; for choice/multi_select/ordering, the choices the grader reads in it
// (parse_choice_list). Text not read that way leaves the controls as they are; the core still grades it.
void select_from_text(const json& q, const std::string& text, app_answer& a) {
  const std::string type = q.value("type", std::string());
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::vector<std::string> words;  // the text's words, lower case
  std::string w;
  for (char c : text + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!w.empty()) words.push_back(w), w.clear();
  }
  if (words.empty()) return;
  if (type == "yes_no") {
    const std::string yes = lower(q.value("yes_text", std::string("yes"))), no = lower(q.value("no_text", std::string("no")));
    if (words[0] == "yes" || lower(text) == yes) a.picks = {0};
    else if (words[0] == "no" || lower(text) == no) a.picks = {1};
    return;
  }
  if (type != "choice" && type != "multi_select" && type != "ordering") return;
  // the choices the answer names, read as the grader reads them (ids, "(b)", numbers, a choice's text)
  const json& items = items_of(q);
  std::vector<choice_item> list;
  for (const json& it : items) list.push_back({it.value("id", std::string()), it.value("text", std::string()), ""});
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(text, list, ids, err)) return;  // not read: leave the controls alone
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());  // one choice named twice in a row is one pick
  std::vector<int> idx;
  for (const std::string& id : ids)
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
      if (list[i].id == id) {
        if (std::find(idx.begin(), idx.end(), i) != idx.end()) return;  // named again later: not a selection the controls can show
        idx.push_back(i);
      }
  if (type == "choice" && idx.size() == 1) a.picks = idx;
  else if (type == "multi_select") a.picks = idx;
  else if (type == "ordering" && idx.size() == items.size()) a.order = idx;
}

// Placeholder text of an answer field: what kind of answer, never a number (it could be the answer).
const char* answer_hint(const json& q) {
  if (q.value("type", std::string()) != "numeric") return "your answer in a few words";
  const std::string d = q.value("dimension", std::string());
  if (d == "bytes") return "a number and a unit (B, MB, GB, GiB, TB)";
  if (d == "flops" || d == "flops_per_token") return "a number and a unit (FLOP, GFLOP, TFLOP)";
  if (d == "flops_per_s") return "a number and a unit (TFLOP/s, PFLOP/s)";
  if (d == "bytes_per_s") return "a number and a unit (GB/s, TB/s)";
  if (d == "seconds") return "a number and a unit (ms, s, min, h, days)";
  if (d == "params") return "a number (7e9, 7 B, 7 billion)";
  if (d == "ratio") return "a factor (1.5x) or a percentage";
  return "a number";
}

// [SECTION] the loop ------------------------------------------------------------------------------

// A problem's part: the reader's answers to the earlier parts it is computed from ({part id: the
// answer last checked there}); null for other questions. `missing` lists the parts not answered yet.
json previous_answers(const app_shell& sh, const std::string& lesson_id, const lesson_question& q, std::string* missing) {
  if (q.needs.empty()) return json();
  json prev = json::object();
  for (const std::string& id : q.needs) {
    auto it = sh.answers.find(lesson_id + "/" + q.problem + "/" + id);
    const json* st = it != sh.answers.end() && it->second.tutor.is_object() && it->second.tutor.contains("state")
                         ? &it->second.tutor["state"] : nullptr;
    const std::string last = st ? st->value("last_answer", std::string()) : std::string();
    if (!last.empty()) prev[id] = last;
    else if (missing) *missing += (missing->empty() ? "" : ", ") + id;
  }
  return prev;
}

void run_action(app_shell& sh, const std::string& lesson_id, const std::string& qref, app_answer& a, const std::string& action,
                const std::string& text) {
  a.error.clear();
  const lesson* l = app_find_lesson(sh, lesson_id);
  const lesson_question* q = l ? find_question(*l, qref) : nullptr;
  if (!q) {
    a.error = "no question \"" + lesson_id + "/" + qref + "\"";
    return;
  }
  try {
    tutor_state st;
    if (a.tutor.is_object() && a.tutor.contains("state")) st = tutor_state_from_json(a.tutor["state"], "/state");
    else st.seed = sh.seed;
    const json prev = previous_answers(sh, lesson_id, *q, nullptr);
    a.tutor = tutor_step(*l, *q, action, text, st, handle_json, prev);
    a.previous_key = prev.dump();
    // A verdict holds for the earlier choices it was graded for (the loop state's `choices`); when
    // the core has moved the loop to other choices it is withdrawn. The loop keeps the last answer
    // with no attempt on the new choices: "not checked against your new choice" until checked again.
    const json& ns = a.tutor["state"];
    const std::string choices = ns.value("choices", std::string());
    if (action == "check") {
      a.result = a.tutor["result"];
      a.result_choices = choices;
      a.stale = false;
    } else {
      if (action == "new_variant" || (!a.result.is_null() && a.result_choices != choices)) a.result = json();
      a.stale = !choices.empty() && ns.value("attempts", 0) == 0 && ns.value("total_attempts", 0) > 0 &&
                !ns.value("last_answer", std::string()).empty();
    }
  } catch (const std::exception& e) {
    a.error = e.what();
  }
}

// After an action on `qref` (a part of a problem): every part of that problem computed from earlier
// choices that the reader has worked on follows them at once, drawn or not (another section may be
// on screen), so no verdict outlives the choice it was graded for.
void follow_choices(app_shell& sh, const std::string& lesson_id, const std::string& qref) {
  const std::size_t slash = qref.find('/');
  if (slash == std::string::npos) return;
  const lesson* l = app_find_lesson(sh, lesson_id);
  const lesson_question* problem = l ? find_question(*l, qref.substr(0, slash)) : nullptr;
  if (!problem) return;
  for (const lesson_question& part : problem->parts) {
    if (part.needs.empty() || part.ref == qref) continue;
    auto it = sh.answers.find(lesson_id + "/" + part.ref);
    if (it == sh.answers.end() || !it->second.tutor.is_object()) continue;
    std::string missing;
    const json prev = previous_answers(sh, lesson_id, part, &missing);
    if (missing.empty() && prev.dump() != it->second.previous_key) run_action(sh, lesson_id, part.ref, it->second, "start", "");
  }
}

// [SECTION] drawing -------------------------------------------------------------------------------

void draw_solution(const json& sol) {
  if (!ImGui::TreeNodeEx("solution", ImGuiTreeNodeFlags_DefaultOpen, "Worked solution")) return;
  const std::string exp = sol.value("expected", std::string());
  if (!exp.empty()) ImGui::TextWrapped("Answer: %s", exp.c_str());
  if (sol.contains("explanation") && sol["explanation"].is_string()) ImGui::TextWrapped("%s", sol["explanation"].get<std::string>().c_str());
  if (sol.contains("steps") && sol["steps"].is_array())
    for (const json& s : sol["steps"]) {
      const std::string label = s.value("label", std::string());
      const std::string formula = s.value("formula", std::string());
      ImGui::BulletText("%s", label.c_str());
      if (!formula.empty()) ImGui::SameLine(), ImGui::TextDisabled("%s", formula.c_str());
    }
  if (sol.contains("page_answer") && sol["page_answer"].is_string())
    ImGui::TextWrapped("The book's answer: %s", sol["page_answer"].get<std::string>().c_str());
  ImGui::TreePop();
}

void draw_loop_state(const app_answer& a) {
  if (!a.error.empty()) {
    ImGui::TextColored(ImVec4(1.f, .47f, .43f, 1.f), "%s", a.error.c_str());
    return;
  }
  const json& t = a.tutor;
  if (!t.is_object()) return;
  if (t.contains("hints"))
    for (std::size_t i = 0; i < t["hints"].size(); ++i)
      ImGui::TextWrapped("Hint %zu: %s", i + 1, t["hints"][i].get<std::string>().c_str());
  if (t.contains("note")) ImGui::TextDisabled("%s", t["note"].get<std::string>().c_str());
  if (a.stale) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 90, 255));
    ImGui::TextWrapped("Not checked against your new choice: an earlier part's answer changed after this part was checked, so "
                       "it was computed again. Your answer is kept: check it again.");
    ImGui::PopStyleColor();
  }
  if (!a.result.is_null()) {
    const bool ok = a.result.value("correct", false);
    const std::string fb = a.result.value("feedback", std::string());
    ImGui::PushStyleColor(ImGuiCol_Text, ok ? IM_COL32(120, 220, 140, 255) : IM_COL32(255, 190, 90, 255));
    const bool partial = !ok && a.result.value("score", 0.0) > 0;
    ImGui::TextWrapped("%s%s", partial ? "Partly right. " : "", fb.c_str());
    ImGui::PopStyleColor();
  }
  if (t.contains("solution")) draw_solution(t["solution"]);
}

void draw_question(app_shell& sh, const std::string& lesson_id, const json& q, const std::string& label);

// A worked problem: the scenario, then each part in order (a part computed from earlier choices says
// which it waits for until they are answered).
void draw_problem(app_shell& sh, const std::string& lesson_id, const json& q, const std::string& label) {
  ImGui::PushID(q.value("ref", std::string()).c_str());
  ImGui::TextWrapped("%s Problem: %s", label.c_str(), q.value("prompt", std::string()).c_str());
  if (q.contains("page_sentence")) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("From the page: \"%s\"", q["page_sentence"].get<std::string>().c_str());
    ImGui::PopStyleColor();
  }
  ImGui::Indent();
  for (const json& p : q["parts"]) draw_question(sh, lesson_id, p, "");
  ImGui::Unindent();
  ImGui::PopID();
  ImGui::Separator();
}

void draw_question(app_shell& sh, const std::string& lesson_id, const json& q, const std::string& label) {
  if (q.value("type", std::string()) == "problem") return draw_problem(sh, lesson_id, q, label);
  const std::string qref = q.value("ref", q.value("id", std::string()));
  const std::string type = q.value("type", std::string());
  app_answer& a = sh.answers[lesson_id + "/" + qref];
  if (q.contains("needs")) {
    // computed from earlier choices: wait for them; compute again when one changes
    const lesson* l = app_find_lesson(sh, lesson_id);
    const lesson_question* lq = l ? find_question(*l, qref) : nullptr;
    std::string missing;
    const json prev = lq ? previous_answers(sh, lesson_id, *lq, &missing) : json();
    if (!missing.empty()) {
      ImGui::PushID(qref.c_str());
      ImGui::TextWrapped("%s", q.value("prompt", std::string()).c_str());
      ImGui::TextDisabled("(computed from your answer to part %s: answer it first)", missing.c_str());
      ImGui::PopID();
      ImGui::Separator();
      return;
    }
    if (prev.dump() != a.previous_key) run_action(sh, lesson_id, qref, a, "start", "");
  }
  const json& items = items_of(q);
  if (type == "ordering" && a.order.size() != items.size()) {
    a.order.clear();
    for (int i = 0; i < static_cast<int>(items.size()); ++i) a.order.push_back(i);
  }
  ImGui::PushID(qref.c_str());
  if (!sh.quiz_focus.empty() && sh.quiz_focus == lesson_id + "/" + qref) {  // acted on from the command line
    ImGui::SetScrollHereY(0.1f);
    sh.quiz_focus.clear();
  }
  const std::string prompt = a.tutor.is_object() && a.tutor.contains("prompt") ? a.tutor["prompt"].get<std::string>()
                                                                               : q.value("prompt", std::string());
  ImGui::TextWrapped("%s %s", label.c_str(), prompt.c_str());
  if (q.contains("page_sentence")) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("From the page: \"%s\"", q["page_sentence"].get<std::string>().c_str());
    ImGui::PopStyleColor();
  }
  bool check = false;
  if (type == "yes_no") {
    const char* texts[2] = {nullptr, nullptr};
    const std::string yes = q.value("yes_text", std::string("yes")), no = q.value("no_text", std::string("no"));
    texts[0] = yes.c_str(), texts[1] = no.c_str();
    for (int i = 0; i < 2; ++i)
      if (ImGui::RadioButton(texts[i], !a.picks.empty() && a.picks[0] == i)) a.picks = {i};
  } else if (type == "choice" || type == "multi_select") {
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
  }
  if (ImGui::Button("Check") || check) {
    run_action(sh, lesson_id, qref, a, "check", answer_text(q, a));
    follow_choices(sh, lesson_id, qref);
  }
  const json& t = a.tutor;
  const int hints_total = q.value("hints_total", 0);
  const int hints_shown = t.is_object() && t.contains("hints") ? static_cast<int>(t["hints"].size()) : 0;
  if (hints_total > 0) {
    ImGui::SameLine();
    char hl[48];
    std::snprintf(hl, sizeof hl, "Hint (%d left)", hints_total - hints_shown);
    ImGui::BeginDisabled(hints_shown >= hints_total);
    if (ImGui::Button(hl)) run_action(sh, lesson_id, qref, a, "hint", "");
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(t.is_object() && t.contains("solution"));
  if (ImGui::Button("Show solution")) run_action(sh, lesson_id, qref, a, "reveal", "");
  ImGui::EndDisabled();
  if (q.value("variants", 1) > 1) {
    ImGui::SameLine();
    if (ImGui::Button("New variant")) run_action(sh, lesson_id, qref, a, "new_variant", "");
  }
  if (a.tutor.is_object() && a.tutor.contains("given") && !a.tutor["given"].empty()) {
    std::string g;
    for (const json& x : a.tutor["given"]) g += (g.empty() ? "" : "; ") + x.get<std::string>();
    ImGui::TextDisabled("Computed for your choices: %s", g.c_str());
  }
  draw_loop_state(a);
  if (q.contains("parts")) {
    ImGui::Indent();
    ImGui::TextDisabled("Or answer in parts:");
    char pl[16];
    int n = 0;
    for (const json& p : q["parts"]) {
      std::snprintf(pl, sizeof pl, "(%c)", 'a' + n++);
      draw_question(sh, lesson_id, p, pl);
    }
    ImGui::Unindent();
  }
  ImGui::PopID();
  ImGui::Separator();
}

}  // namespace

// [SECTION] entry points --------------------------------------------------------------------------

std::string app_quiz_action(app_shell& sh, const std::string& qref, const std::string& action, const std::string& answer) {
  const auto slash = qref.find('/');
  if (slash == std::string::npos) return "question must be \"<lesson-id>/<question-id>\", got \"" + qref + "\"";
  const json* q = public_question(sh, qref.substr(0, slash), qref.substr(slash + 1));
  if (!q) return "no question \"" + qref + "\"";
  app_answer& a = sh.answers[qref];
  sh.quiz_focus = qref;
  if (action == "check") {
    a.text = answer;  // choices/orderings take ids here ("a", "b, a, c"), as the check op does
    select_from_text(*q, answer, a);  // and the controls show what was given (a later Check sends the same)
  }
  run_action(sh, qref.substr(0, slash), qref.substr(slash + 1), a, action, answer);
  follow_choices(sh, qref.substr(0, slash), qref.substr(slash + 1));
  return a.error;
}

std::string app_answer_question(app_shell& sh, const std::string& qref, const std::string& answer) {
  return app_quiz_action(sh, qref, "check", answer);
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
  char label[16];
  for (const json& q : (*sec)["questions"]) {
    std::snprintf(label, sizeof label, "%d.", ++n);
    draw_question(sh, sh.lesson_id, q, label);
  }
}

}  // namespace ledgerlab
