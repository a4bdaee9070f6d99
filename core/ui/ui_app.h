// The desktop app's shell around the shared exercise UI (ui.h): lesson list, the section's text
// and quiz, the reader's hardware and the calibrate panel, laid out around ui_draw_frame, which
// draws the selected exercise unchanged. Platform-free (imgui.h + core only): the host
// (native/app/main.cpp) reads files, watches directories and runs processes, and answers the
// shell's requests (app_shell::want_*). Every number comes from the core (handle_json, quiz/lesson.h).
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/quiz/lesson.h"
#include "core/ui/app_state.h"

namespace ledgerlab {

struct app_lesson_source {  // one lesson file as the host read it
  std::string name;         // file name shown in errors ("my-lesson.json")
  std::string text;         // its bytes
};

struct app_answer {                    // the reader's answer to one question, and its tutoring loop
  std::string text;                    // numeric / short_answer text
  std::vector<int> picks;              // choice: one index; multi_select: the picked indices
  std::vector<int> order;              // ordering: item indices in the reader's order
  json result;                         // the last check's result (tutor response "result"), null until checked
  json tutor;                          // the last tutor response (quiz/tutor.h): state, hints, solution once shown
  std::string error;                   // grading could not run (shown in place of the result)
  std::string previous_key;            // a problem's part: the earlier answers it was last computed for
  std::string result_choices;          // a problem's part: the earlier choices `result` was graded for
  bool stale = false;                  // a problem's part: its last answer was checked for other earlier
                                       // choices than it is computed for now ("not checked against your
                                       // new choice"; the answer is kept)
};

struct app_calibrate {                 // the calibrate panel, driven by the host
  bool available = false;              // the CLI beside the app has a calibrate command
  bool probing = false;                // that is still being asked (the panel says so)
  std::string unavailable_reason;      // shown when !available
  bool running = false;
  double progress = 0;                 // 0..1, from the child's progress output
  std::string status;                  // last progress line
  std::string message;                 // outcome of the last run ("" while none)
  bool failed = false;                 // the last run failed (message says why)
  std::string args = "--backend cpu --quick";  // extra flags the reader may edit
};

struct app_shell {
  // --- lessons (app_set_lessons) ---
  std::vector<lesson> lessons;         // the valid lessons, in file order
  std::vector<json> lessons_public;    // lesson_public_json(lessons[i], seed): prompts, choices
  std::vector<std::string> lesson_errors;  // one per invalid file: "<file>: <pointer>: <reason>"
  std::string lessons_source = "built-in lessons";
  long long lessons_generation = 0;    // bumps on every (re)load
  unsigned long long seed = 0;         // question variant seed (0 = the book's numbers)

  // --- selection ---
  std::string lesson_id, section_id, exercise_id;
  std::string exercise_error;          // the exercise could not be configured (shown in its place)
  std::map<std::string, app_answer> answers;  // by "<lesson>/<question>"
  std::string quiz_focus;              // "<lesson>/<question>" last acted on from outside (scrolled into view once)

  // --- the reader's hardware (app_set_hardware) ---
  json hardware;                       // validated API hardware object, or null
  std::string hardware_label;          // "H100 node (calibrated)"
  std::string hardware_error;          // last rejected profile: the core's reason and pointer
  std::string hardware_path_input;     // the path field of the hardware panel

  app_calibrate calibrate;

  // --- where the sidebar drew each section last frame (screen pixels: x, y, w, h), for tests that
  // click through the real window ("<lesson>/<section>") ---
  std::map<std::string, std::vector<float>> layout;

  // --- requests to the host (set by the UI, cleared by the host) ---
  bool want_calibrate = false;
  bool want_cancel_calibrate = false;
  std::string want_load_hardware;      // a path typed into the hardware panel
};

// Loads lesson files (strictly, core/quiz/lesson.h); an invalid file or a duplicate id becomes an entry
// of lesson_errors and never stops the others. Keeps the selection when it still exists.
void app_set_lessons(app_shell& sh, app_state& st, const std::vector<app_lesson_source>& files,
                     const std::string& source_label);
// The loaded lesson with this id (ids are unique: app_set_lessons refuses a duplicate), or null;
// *index, when given, gets its place in sh.lessons.
const lesson* app_find_lesson(const app_shell& sh, const std::string& id, std::size_t* index = nullptr);
// The built-in lessons (the embedded lessons/*.json, the same bytes as the web build).
std::vector<app_lesson_source> app_embedded_lesson_sources();

// Selects a lesson and one of its exercises ("" = the first exercise of the lesson, or the named
// section's first). Returns "" or the reason (unknown lesson/exercise).
std::string app_select(app_shell& sh, app_state& st, const std::string& lesson_id, const std::string& exercise_id);

// Validates a hardware profile through the core (a memory request that uses it, as the web does)
// and applies it to exercises whose op takes hardware. Returns "" or the core's reason.
std::string app_set_hardware(app_shell& sh, app_state& st, const json& profile, const std::string& origin);
// Reads profile text (a hardware file's bytes): parse errors and core rejections name the field.
std::string app_set_hardware_text(app_shell& sh, app_state& st, const std::string& text, const std::string& origin);

// Sets the reader's answer to "<lesson>/<question>" (or a part "<lesson>/<question>/<part>") and
// grades it through the tutoring loop, as the Check button does. Returns "" or the reason.
std::string app_answer_question(app_shell& sh, const std::string& qref, const std::string& answer);
// One step of the tutoring loop (quiz/tutor.h) on a question: check (with `answer`), hint, reveal,
// new_variant; as the buttons do. Returns "" or the reason (unknown question, no other variant).
std::string app_quiz_action(app_shell& sh, const std::string& qref, const std::string& action, const std::string& answer);

// The quiz of the selected section (ui_quiz.cpp): prompts, answer controls, Check, feedback.
void ui_panel_quiz(app_shell& sh);

// Draws the whole desktop window: sidebar (lessons, errors, hardware, calibrate), the section's
// prompt, the exercise (ui_draw_frame in the remaining rectangle) and the section's quiz.
void ui_draw_app(app_shell& sh, app_state& st);

// {"ui": ui_state_json(st), "lessons": [...], "lesson_errors": [...], "selected": {...},
//  "hardware": ..., "hardware_label", "hardware_error", "calibrate": {...}, "answers": {...}}
json app_state_json(const app_shell& sh, const app_state& st);

}  // namespace ledgerlab
