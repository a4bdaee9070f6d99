// The desktop shell (ui_app.h): lesson loading and selection, the reader's hardware, and the window
// layout: a sidebar (lessons, lesson-file errors, hardware, calibrate), the section's header, the
// exercise drawn by ui_draw_frame inside the remaining rectangle, and the section's quiz below it.
// Deliberately computes no ledger number (ui_draw_frame and the core do) and touches no files or
// processes (the host does, answering app_shell::want_*).
// Contents: [SECTION] lessons (load, select, configure an exercise), [SECTION] hardware,
// [SECTION] layout (sidebar panels, ui_draw_app), [SECTION] state export (app_state_json).
#include "core/ui/ui_app.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <set>

#include "core/api.h"
#include "core/spec/catalog.h"
#include "core/spec/formulas_doc.h"
#include "core/ui/ui.h"

namespace ledgerlab {

// [SECTION] lessons -----------------------------------------------------------------------------

std::vector<app_lesson_source> app_embedded_lesson_sources() {
  std::vector<app_lesson_source> out;
  for (const std::string& p : embedded_paths("lessons/")) {
    if (p.size() < 5 || p.compare(p.size() - 5, 5, ".json") != 0) continue;
    const char* text = embedded_file_text(p);
    if (text) out.push_back({p, text});
  }
  return out;
}

const lesson* app_find_lesson(const app_shell& sh, const std::string& id, std::size_t* index) {
  for (std::size_t i = 0; i < sh.lessons.size(); ++i)
    if (sh.lessons[i].id == id) {
      if (index) *index = i;
      return &sh.lessons[i];
    }
  return nullptr;
}

void app_set_lessons(app_shell& sh, app_state& st, const std::vector<app_lesson_source>& files,
                     const std::string& source_label) {
  std::vector<lesson> loaded;
  std::vector<json> pub;
  std::vector<std::string> errors;
  std::set<std::string> ids;
  for (const app_lesson_source& f : files) {
    try {
      lesson l = load_lesson_text(f.text, f.name);
      if (!ids.insert(l.id).second) {
        errors.push_back(f.name + ": /id: duplicate lesson id \"" + l.id + "\" (another file already uses it)");
        continue;
      }
      pub.push_back(lesson_public_json(l, sh.seed, handle_json));
      loaded.push_back(std::move(l));
    } catch (const std::exception& e) {  // api_error names the file and the JSON pointer
      errors.push_back(e.what());
    }
  }
  sh.lessons = std::move(loaded);
  sh.lessons_public = std::move(pub);
  sh.lesson_errors = std::move(errors);
  sh.lessons_source = source_label;
  ++sh.lessons_generation;
  // Keep the reader where they were when the lesson and exercise still exist (a live edit).
  if (!sh.lesson_id.empty() && app_find_lesson(sh, sh.lesson_id)) {
    if (!app_select(sh, st, sh.lesson_id, sh.exercise_id.empty() ? sh.section_id : sh.exercise_id).empty())
      app_select(sh, st, sh.lesson_id, "");
  } else if (!sh.lessons.empty()) {
    app_select(sh, st, sh.lessons.front().id, "");
  } else {
    sh.lesson_id.clear();
    sh.section_id.clear();
    sh.exercise_id.clear();
  }
}

static bool op_takes_hardware(const std::string& op) {
  return op == "memory" || op == "step" || op == "plan" || op == "scale";  // as web/site/ledgerlab.js
}

static std::string configure_exercise(app_shell& sh, app_state& st, const lesson_exercise& ex) {
  json request = ex.request;
  const std::string op = request.value("op", std::string());
  std::string label;
  if (!sh.hardware.is_null() && op_takes_hardware(op.empty() ? ex.widget : op)) {
    request["hardware"] = sh.hardware;
    label = "your hardware: " + sh.hardware_label;
  }
  json config = {{"widget", ex.widget},   {"request", request}, {"editable", ex.inputs.is_null() ? json::array() : ex.inputs},
                 {"watch", ex.watch.is_null() ? json::array() : ex.watch},      {"hardware", nullptr},
                 {"hardware_label", label}, {"title", ex.id}};
  const std::string err = ui_configure(st, config);
  if (!err.empty()) return "exercise \"" + ex.id + "\" cannot be shown: " + err;
  ui_recompute(st);
  return "";
}

std::string app_select(app_shell& sh, app_state& st, const std::string& lesson_id, const std::string& exercise_id) {
  const lesson* l = app_find_lesson(sh, lesson_id);
  if (!l) {
    std::string known;
    for (const lesson& x : sh.lessons) known += (known.empty() ? "" : ", ") + x.id;
    return "unknown lesson \"" + lesson_id + "\"; lessons: " + (known.empty() ? "(none)" : known);
  }
  const lesson_section* sec = nullptr;
  const lesson_exercise* ex = nullptr;
  for (const lesson_section& s : l->sections) {
    for (const lesson_exercise& e : s.exercises)
      if (!ex && (exercise_id.empty() || e.id == exercise_id)) sec = &s, ex = &e;
    if (!ex && !exercise_id.empty() && s.id == exercise_id) {  // a section id: its first exercise (if any)
      sec = &s;
      if (!s.exercises.empty()) ex = &s.exercises.front();
      break;
    }
    if (ex) break;
  }
  if (!sec && exercise_id.empty() && !l->sections.empty()) sec = &l->sections.front();
  if (!sec) {
    std::string known;
    for (const lesson_section& s : l->sections)
      for (const lesson_exercise& e : s.exercises) known += (known.empty() ? "" : ", ") + e.id;
    return "lesson \"" + l->id + "\" has no exercise or section \"" + exercise_id + "\"; exercises: " + known;
  }
  sh.lesson_id = l->id;
  sh.section_id = sec->id;
  sh.exercise_id = ex ? ex->id : "";
  sh.exercise_error = ex ? configure_exercise(sh, st, *ex) : "";
  return "";
}

// [SECTION] hardware -----------------------------------------------------------------------------

std::string app_set_hardware(app_shell& sh, app_state& st, const json& profile, const std::string& origin) {
  // The same check as the web's import: a memory request that uses the profile (the core names the field).
  json r = handle_json(json{{"op", "memory"}, {"mode", "train"}, {"model", {{"params", 1e9}}}, {"hardware", profile}});
  if (!r.value("ok", false)) {
    const json& e = r["error"];
    std::string path = e.value("path", std::string());
    if (path.rfind("/hardware", 0) == 0) path = path.substr(9);
    sh.hardware_error = origin + ": " + e.value("message", std::string("rejected")) + " (at " + (path.empty() ? "/" : path) + ")";
    return sh.hardware_error;
  }
  std::string name = profile.contains("name") && profile["name"].is_string() ? profile["name"].get<std::string>()
                     : profile.contains("preset") && profile["preset"].is_string() ? profile["preset"].get<std::string>()
                                                                                   : "profile";
  const std::string src = profile.contains("source") && profile["source"].is_string() ? profile["source"].get<std::string>() : "";
  sh.hardware = profile;
  sh.hardware_label = name + (src.empty() || name.find(src) != std::string::npos ? "" : " (" + src + ")");
  sh.hardware_error.clear();
  if (op_takes_hardware(st.op) && !sh.exercise_id.empty()) {  // keep the reader's edits, swap the hardware
    st.request["hardware"] = profile;
    st.hardware_label = "your hardware: " + sh.hardware_label;
    st.dirty = true;
    ui_recompute(st);
  }
  return "";
}

std::string app_set_hardware_text(app_shell& sh, app_state& st, const std::string& text, const std::string& origin) {
  json doc;
  try {
    doc = parse_json_strict(text);
  } catch (const std::exception& e) {
    sh.hardware_error = origin + ": not a JSON hardware profile: " + e.what();
    return sh.hardware_error;
  }
  return app_set_hardware(sh, st, doc, origin);
}

// [SECTION] layout -----------------------------------------------------------------------------
namespace {

const ImU32 col_error = IM_COL32(255, 120, 110, 255);
const ImU32 col_ok = IM_COL32(120, 220, 140, 255);

// An InputText over a std::string (imgui 1.86's misc/cpp helper is not in Debian's "+ds" sources).
bool input_string(const char* label, std::string& s, ImGuiInputTextFlags flags = 0) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, "%s", s.c_str());
  const bool r = ImGui::InputText(label, buf, sizeof buf, flags);
  s = buf;
  return r;
}

void draw_lesson_list(app_shell& sh, app_state& st) {
  ImGui::TextDisabled("%s", sh.lessons_source.c_str());
  if (!sh.lesson_errors.empty()) {  // the error panel: invalid lesson files, each with its pointer
    ImGui::PushStyleColor(ImGuiCol_Text, col_error);
    ImGui::TextWrapped("%zu lesson file%s could not be loaded:", sh.lesson_errors.size(), sh.lesson_errors.size() == 1 ? "" : "s");
    for (const std::string& e : sh.lesson_errors) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", e.c_str());
    }
    ImGui::PopStyleColor();
    ImGui::Separator();
  }
  if (sh.lessons.empty()) ImGui::TextWrapped("No lessons to show.");
  std::string pick_lesson, pick_target;
  sh.layout.clear();
  for (const lesson& l : sh.lessons) {
    ImGui::PushID(l.id.c_str());
    const bool current = l.id == sh.lesson_id;
    ImGui::SetNextItemOpen(current, current ? ImGuiCond_Always : ImGuiCond_Appearing);
    const bool open = ImGui::TreeNodeEx("lesson", ImGuiTreeNodeFlags_SpanAvailWidth, "%s", l.title.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s", l.title.c_str(), l.file.c_str());  // titles are cut at the sidebar's edge
    if (open) {
      if (!current && ImGui::IsItemToggledOpen()) pick_lesson = l.id;
      for (const lesson_section& s : l.sections) {
        ImGui::PushID(s.id.c_str());
        const bool sel = current && s.id == sh.section_id;
        if (ImGui::Selectable(s.heading.c_str(), sel && s.exercises.size() <= 1)) pick_lesson = l.id, pick_target = s.id;
        const ImVec2 r0 = ImGui::GetItemRectMin(), r1 = ImGui::GetItemRectMax();
        sh.layout[l.id + "/" + s.id] = {r0.x, r0.y, r1.x - r0.x, r1.y - r0.y};
        if (ImGui::IsItemHovered())
          ImGui::SetTooltip("%s\n%zu exercise(s), %zu question(s)", s.heading.c_str(), s.exercises.size(), s.questions.size());
        if (sel && s.exercises.size() > 1) {
          ImGui::Indent();
          for (const lesson_exercise& e : s.exercises)
            if (ImGui::Selectable(e.id.c_str(), e.id == sh.exercise_id)) pick_lesson = l.id, pick_target = e.id;
          ImGui::Unindent();
        }
        ImGui::PopID();
      }
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  if (!pick_lesson.empty()) app_select(sh, st, pick_lesson, pick_target);
}

void draw_hardware(app_shell& sh, app_state& st) {
  if (sh.hardware.is_null()) ImGui::TextWrapped("None: each exercise uses the hardware it names.");
  else ImGui::TextWrapped("Using: %s", sh.hardware_label.c_str());
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 4.5f);
  const bool enter = input_string("##hwpath", sh.hardware_path_input, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::PopItemWidth();
  ImGui::SameLine();
  if ((ImGui::Button("Load") || enter) && !sh.hardware_path_input.empty()) sh.want_load_hardware = sh.hardware_path_input;
  if (!sh.hardware.is_null()) {
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) {
      sh.hardware = json();
      sh.hardware_label.clear();
      if (!sh.lesson_id.empty()) app_select(sh, st, sh.lesson_id, sh.exercise_id.empty() ? sh.section_id : sh.exercise_id);
    }
  }
  ImGui::TextDisabled("Type a profile path, or drop a JSON file on the window.");
  if (!sh.hardware_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, col_error);
    ImGui::TextWrapped("%s", sh.hardware_error.c_str());
    ImGui::PopStyleColor();
  }
}

void draw_calibrate(app_shell& sh) {
  app_calibrate& c = sh.calibrate;
  if (c.probing) {
    ImGui::TextDisabled("Checking whether this build has calibrate...");
    if (!c.status.empty()) ImGui::TextDisabled("%s", c.status.c_str());
    return;
  }
  if (!c.available) {
    ImGui::TextWrapped("%s", c.unavailable_reason.c_str());
    return;
  }
  ImGui::PushItemWidth(-1);
  if (c.running) ImGui::BeginDisabled();
  input_string("##calargs", c.args);
  ImGui::PopItemWidth();
  if (ImGui::Button("Run calibrate")) sh.want_calibrate = true;
  if (c.running) ImGui::EndDisabled();
  if (c.running) {
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) sh.want_cancel_calibrate = true;
  }
  if (c.running || c.progress > 0) {
    char overlay[32];
    std::snprintf(overlay, sizeof overlay, "%.0f%%", c.progress * 100);
    ImGui::ProgressBar(static_cast<float>(c.progress), ImVec2(-1, 0), overlay);
  }
  if (!c.status.empty()) ImGui::TextDisabled("%s", c.status.c_str());
  if (!c.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, c.failed ? col_error : col_ok);
    ImGui::TextWrapped("%s", c.message.c_str());
    ImGui::PopStyleColor();
  }
}

const lesson_section* current_section(const app_shell& sh, const lesson** lp) {
  const lesson* l = app_find_lesson(sh, sh.lesson_id);
  if (lp) *lp = l;
  if (!l) return nullptr;
  for (const lesson_section& s : l->sections)
    if (s.id == sh.section_id) return &s;
  return nullptr;
}

}  // namespace

void ui_draw_app(app_shell& sh, app_state& st) {
  ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 pos = vp->WorkPos, size = vp->WorkSize;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float fs = ImGui::GetFontSize();
  const ImGuiWindowFlags fixed = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

  // Sidebar: lessons (with the error panel), hardware, calibrate.
  const float side_w = std::clamp(size.x * 0.26f, fs * 14, fs * 26);
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(ImVec2(side_w, size.y));
  ImGui::Begin("Lessons", nullptr, fixed);
  draw_lesson_list(sh, st);
  ImGui::Spacing();
  if (ImGui::CollapsingHeader("Your hardware", ImGuiTreeNodeFlags_DefaultOpen)) draw_hardware(sh, st);
  if (ImGui::CollapsingHeader("Calibrate", ImGuiTreeNodeFlags_DefaultOpen)) draw_calibrate(sh);
  ImGui::End();

  // Header: lesson and section, the exercise's prompt.
  const lesson* l = nullptr;
  const lesson_section* sec = current_section(sh, &l);
  const lesson_exercise* ex = nullptr;
  if (sec)
    for (const lesson_exercise& e : sec->exercises)
      if (e.id == sh.exercise_id) ex = &e;
  const float rx = pos.x + side_w, rw = std::max(1.f, size.x - side_w);
  const float wrap = rw - 2 * style.WindowPadding.x;
  const std::string prompt = ex ? ex->prompt : (sec ? sec->summary : std::string("Pick a lesson on the left."));
  // A prompt's [§x.y] citations get buttons that open the formulas window (one more line).
  const bool cites = !find_citations(prompt).empty() && ex;
  const float header_h = 2 * style.WindowPadding.y + ImGui::GetTextLineHeightWithSpacing() +
                         ImGui::CalcTextSize(prompt.c_str(), nullptr, false, wrap).y + style.ItemSpacing.y +
                         (cites ? ImGui::GetFrameHeightWithSpacing() : 0.f);
  ImGui::SetNextWindowPos(ImVec2(rx, pos.y));
  ImGui::SetNextWindowSize(ImVec2(rw, header_h));
  ImGui::Begin("##header", nullptr, fixed | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
  if (l && sec) {
    ImGui::TextDisabled("%s  >", l->title.c_str());
    ImGui::SameLine();
    ImGui::TextUnformatted(sec->heading.c_str());
  }
  ImGui::TextWrapped("%s", prompt.c_str());
  if (cites) {
    ImGui::TextDisabled("formulas:");
    ui_citation_buttons(st, prompt, "prompt");
  }
  ImGui::End();

  // The exercise (the shared panels, unchanged) and the section's quiz share the rest.
  const float rest_y = pos.y + header_h, rest_h = std::max(1.f, size.y - header_h);
  const bool has_quiz = sec && !sec->questions.empty();
  const float ex_h = !ex ? 0.f : has_quiz ? std::floor(rest_h * 0.6f) : rest_h;
  if (ex) {
    if (!sh.exercise_error.empty()) {
      ImGui::SetNextWindowPos(ImVec2(rx, rest_y));
      ImGui::SetNextWindowSize(ImVec2(rw, ex_h));
      ImGui::Begin("##exercise_error", nullptr, fixed | ImGuiWindowFlags_NoTitleBar);
      ImGui::PushStyleColor(ImGuiCol_Text, col_error);
      ImGui::TextWrapped("%s", sh.exercise_error.c_str());
      ImGui::PopStyleColor();
      ImGui::End();
    } else {
      // ui_draw_frame fills the viewport's work rectangle: narrow it to the exercise's area for
      // this call (imgui recomputes WorkPos/WorkSize at every NewFrame), then restore it.
      vp->WorkPos = ImVec2(rx, rest_y);
      vp->WorkSize = ImVec2(rw, ex_h);
      ui_draw_frame(st);
      vp->WorkPos = pos;
      vp->WorkSize = size;
    }
  }
  if (has_quiz || !ex) {
    ImGui::SetNextWindowPos(ImVec2(rx, rest_y + ex_h));
    ImGui::SetNextWindowSize(ImVec2(rw, rest_h - ex_h));
    ImGui::Begin("Questions", nullptr, fixed);
    ui_panel_quiz(sh);
    ImGui::End();
  }
}

// [SECTION] state export

json app_state_json(const app_shell& sh, const app_state& st) {
  json lessons = json::array();
  for (const lesson& l : sh.lessons) {
    json secs = json::array();
    for (const lesson_section& s : l.sections) {
      json ex = json::array(), qs = json::array();
      for (const lesson_exercise& e : s.exercises) ex.push_back(e.id);
      for (const lesson_question& q : s.questions) qs.push_back(q.id);
      secs.push_back({{"id", s.id}, {"exercises", ex}, {"questions", qs}});
    }
    lessons.push_back({{"id", l.id}, {"title", l.title}, {"file", l.file}, {"sections", secs}});
  }
  json answers = json::object();
  for (const auto& [k, a] : sh.answers)
    answers[k] = {{"text", a.text}, {"picks", a.picks}, {"order", a.order}, {"result", a.result}, {"error", a.error},
                  {"tutor", a.tutor},
                  // what the panel shows: the solution only once the tutor response carries it
                  {"shown", {{"solution", a.tutor.is_object() && a.tutor.contains("solution")},
                             {"not_checked_for_new_choice", a.stale},
                             {"hints", a.tutor.is_object() && a.tutor.contains("hints") ? a.tutor["hints"].size() : 0}}}};
  const app_calibrate& c = sh.calibrate;
  return json{{"ui", ui_state_json(st)},
              {"lessons", lessons},
              {"lessons_source", sh.lessons_source},
              {"lessons_generation", sh.lessons_generation},
              {"lesson_errors", sh.lesson_errors},
              {"selected", {{"lesson", sh.lesson_id}, {"section", sh.section_id}, {"exercise", sh.exercise_id}}},
              {"exercise_error", sh.exercise_error},
              {"hardware", sh.hardware},
              {"hardware_label", sh.hardware_label},
              {"hardware_error", sh.hardware_error},
              {"calibrate", {{"available", c.available}, {"probing", c.probing}, {"unavailable_reason", c.unavailable_reason}, {"running", c.running},
                             {"progress", c.progress}, {"status", c.status}, {"message", c.message}, {"failed", c.failed}}},
              {"answers", answers},
              {"layout", sh.layout}};
}

}  // namespace ledgerlab
