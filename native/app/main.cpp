// ledgerlab-app: the desktop twin of the book-companion site. SDL2 + imgui_impl_sdl +
// imgui_impl_opengl3 around core/ui (the same panels the browser draws) and the desktop shell
// (core/ui/ui_app.h: lesson list, quiz, hardware, calibrate).
// Implemented features: [X] lessons built in or from --lessons DIR, reloaded when files change
// [X] invalid lesson files listed in an error panel, never a crash [X] --hardware FILE and
// drag-and-drop of a profile, validated by the core [X] calibrate in a child process with a live
// progress bar, the written profile used at once [X] --frames/--screenshot/--dump-state for tests
// and docs (PNG via glReadPixels + png_write.cpp). Not here: any ledger number (core).
#include <SDL.h>
#include <SDL_opengl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/api.h"
#include "core/ui/ui.h"
#include "core/ui/ui_app.h"
#include "native/app/calibrate_run.h"
#include "native/app/lesson_watch.h"
#include "native/app/png_write.h"

namespace {

using ledgerlab::json;

const char* usage_text =
    "usage: ledgerlab-app [flags]\n"
    "\n"
    "The ledgerlab exercises and quizzes in a desktop window (the same lessons and panels as the web site).\n"
    "\n"
    "example: ledgerlab-app --lessons lessons/ --hardware my-node.json\n"
    "example: ledgerlab-app --lesson training-is-its-own-beast --exercise seven-b-ledger --frames 3 --screenshot out.png\n"
    "\n"
    "Flags:\n"
    "  --lessons DIR           lesson files (*.json) to show instead of the built-in ones; reloaded on change\n"
    "  --hardware FILE         a hardware profile (e.g. written by `ledgerlab calibrate`), validated by the core\n"
    "  --lesson ID             open this lesson (default: the first)\n"
    "  --exercise ID           open this exercise (or section id) of the lesson\n"
    "  --seed N                question variant seed (0 = the book's numbers)\n"
    "  --set POINTER=JSON      set an exercise input before drawing, e.g. --set /training/seq_len=4096 (repeatable)\n"
    "  --formula SECTION       open a section of the formulas reference (docs/formulas.md), e.g. --formula 4.2\n"
    "  --answer Q=TEXT         answer question Q (\"<lesson>/<question>\", or a part \"<lesson>/<question>/<part>\")\n"
    "                          and grade it, as the Check button does (repeatable; in order with the three below)\n"
    "  --hint Q                ask question Q for its next hint (the Hint button)\n"
    "  --reveal Q              show question Q's worked solution (the Show solution button)\n"
    "  --new-variant Q         give question Q a new variant (the New variant button)\n"
    "  --frames N              draw N frames, then exit 0 (tests, docs)\n"
    "  --seconds S             with --frames: also run at least S seconds\n"
    "  --screenshot FILE.png   write the last frame as a PNG\n"
    "  --dump-state FILE.json  write the UI state (app_state_json) at exit\n"
    "  --size WxH              window size in pixels (default 1280x800)\n"
    "  --drop FILE             as if FILE were dropped onto the window (tests the drag-and-drop path; repeatable)\n"
    "  --calibrate             start calibrate at launch (with --frames: exit when it ends)\n"
    "  --calibrate-out FILE    where calibrate writes the profile (default ~/.config/ledgerlab/hardware-calibrated.json)\n"
    "  --cli PATH              the ledgerlab CLI used for calibrate (default: beside this program)\n"
    "  --version               print the version\n"
    "  --help                  show this help\n";

struct options {
  std::string lessons_dir, hardware_file, lesson_id, exercise_id, screenshot, dump_state, cli, calibrate_out, formula;
  std::vector<std::pair<std::string, std::string>> sets;
  struct quiz_action {
    std::string action, question, answer;  // check | hint | reveal | new_variant
  };
  std::vector<quiz_action> quiz;
  std::vector<std::string> drops;
  unsigned long long seed = 0;
  long long frames = -1;
  double seconds = 0;
  int width = 1280, height = 800;
  bool calibrate = false;
};

[[noreturn]] void usage_fail(const std::string& msg) {
  std::fprintf(stderr, "ledgerlab-app: %s (see --help)\n", msg.c_str());
  std::exit(2);
}

long long parse_int(const std::string& flag, const std::string& v, long long lo) {
  char* end = nullptr;
  const long long x = std::strtoll(v.c_str(), &end, 10);
  if (v.empty() || *end != '\0' || x < lo) usage_fail("--" + flag + " needs an integer >= " + std::to_string(lo) + ", got '" + v + "'");
  return x;
}

std::pair<std::string, std::string> split_eq(const std::string& flag, const std::string& v) {
  const auto eq = v.find('=');
  if (eq == std::string::npos || eq == 0) usage_fail("--" + flag + " needs KEY=VALUE, got '" + v + "'");
  return {v.substr(0, eq), v.substr(eq + 1)};
}

options parse_args(int argc, char** argv) {
  options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i], v;
    if (a == "--help" || a == "-h") std::fputs(usage_text, stdout), std::exit(0);
    if (a == "--version") std::printf("ledgerlab-app %s\n", LEDGERLAB_VERSION_STRING), std::exit(0);
    if (a == "--calibrate") { o.calibrate = true; continue; }
    if (a.rfind("--", 0) != 0) usage_fail("unexpected argument '" + a + "'");
    static const char* const value_flags[] = {"lessons", "hardware", "lesson", "exercise", "seed", "set", "answer", "drop",
                                              "frames", "seconds", "screenshot", "dump-state", "cli", "calibrate-out", "size",
                                              "hint", "reveal", "new-variant", "formula"};
    bool known = false;
    for (const char* k : value_flags) known = known || a.substr(2, a.find('=') == std::string::npos ? std::string::npos : a.find('=') - 2) == k;
    if (!known) usage_fail("unknown flag " + a.substr(0, a.find('=')));
    if (auto eq = a.find('='); eq != std::string::npos && a.rfind("--set", 0) != 0 && a.rfind("--answer", 0) != 0) {
      v = a.substr(eq + 1);
      a = a.substr(0, eq);
    } else {
      if (i + 1 >= argc) usage_fail(a + " needs a value");
      v = argv[++i];
    }
    const std::string f = a.substr(2);
    if (f == "lessons") o.lessons_dir = v;
    else if (f == "hardware") o.hardware_file = v;
    else if (f == "lesson") o.lesson_id = v;
    else if (f == "exercise") o.exercise_id = v;
    else if (f == "seed") o.seed = static_cast<unsigned long long>(parse_int(f, v, 0));
    else if (f == "set") o.sets.push_back(split_eq(f, v));
    else if (f == "answer") {
      auto [q, text] = split_eq(f, v);
      o.quiz.push_back({"check", q, text});
    } else if (f == "hint") o.quiz.push_back({"hint", v, ""});
    else if (f == "reveal") o.quiz.push_back({"reveal", v, ""});
    else if (f == "new-variant") o.quiz.push_back({"new_variant", v, ""});
    else if (f == "drop") o.drops.push_back(v);
    else if (f == "frames") o.frames = parse_int(f, v, 1);
    else if (f == "seconds") {
      char* end = nullptr;
      o.seconds = std::strtod(v.c_str(), &end);
      if (v.empty() || *end || !(o.seconds >= 0 && o.seconds < 3600)) usage_fail("--seconds needs a number of seconds, got '" + v + "'");
    } else if (f == "screenshot") o.screenshot = v;
    else if (f == "dump-state") o.dump_state = v;
    else if (f == "cli") o.cli = v;
    else if (f == "calibrate-out") o.calibrate_out = v;
    else if (f == "formula") o.formula = v;
    else if (f == "size") {
      const auto x = v.find('x');
      if (x == std::string::npos) usage_fail("--size needs WxH, got '" + v + "'");
      o.width = static_cast<int>(parse_int(f, v.substr(0, x), 320));
      o.height = static_cast<int>(parse_int(f, v.substr(x + 1), 240));
    } else usage_fail("unknown flag " + a);
  }
  if ((!o.screenshot.empty() || !o.dump_state.empty()) && o.frames < 0) o.frames = 3;
  return o;
}

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream ss;
  ok = static_cast<bool>(f);
  if (f) ss << f.rdbuf();
  return ss.str();
}

std::string default_calibrate_out() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  std::string dir = xdg && *xdg ? std::string(xdg) : std::string(home && *home ? home : ".") + "/.config";
  return dir + "/ledgerlab/hardware-calibrated.json";
}

std::string self_dir() {
  char buf[4096];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return ".";
  return std::filesystem::path(std::string(buf, static_cast<std::size_t>(n))).parent_path().string();
}

// Latin-1, Greek, punctuation, super/subscripts, letterlike, arrows and math operators: the lessons
// write ∂L/∂W, xᵀ, Ψ, √, ≈, −, × and friends.
const ImWchar font_ranges[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0x1D00, 0x1DBF, 0x2000, 0x206F, 0x2070, 0x209F,
                               0x2100, 0x214F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0x2300, 0x23FF, 0x25A0, 0x25FF, 0};

void setup_fonts_and_style() {
  ImGuiIO& io = ImGui::GetIO();
  const char* ttf = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";  // fonts-dejavu-core, when installed
  if (std::filesystem::exists(ttf)) io.Fonts->AddFontFromFileTTF(ttf, 15.0f, nullptr, font_ranges);
  else io.Fonts->AddFontDefault();
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.FrameRounding = 3;
  s.WindowBorderSize = 1;
}

std::string screenshot(const std::string& path, int w, int h) {
  std::vector<std::uint8_t> px(static_cast<std::size_t>(w) * h * 3), flipped(px.size());
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGB, GL_UNSIGNED_BYTE, px.data());
  const std::size_t row = static_cast<std::size_t>(w) * 3;
  for (int y = 0; y < h; ++y) std::memcpy(&flipped[row * y], &px[row * (h - 1 - y)], row);  // GL rows start at the bottom
  return ledgerlab::app::write_png_rgb(path, w, h, flipped);
}

bool write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  return static_cast<bool>(f);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace ledgerlab;
  const auto t_launch = std::chrono::steady_clock::now();
  const options opt = parse_args(argc, argv);

  // --- state first (no window yet): bad inputs are reported before anything opens ---
  app_shell sh;
  app_state st;
  st.run = handle_json;  // the desktop app asks the core in place (fast natively; the web uses a Web Worker)
  sh.seed = opt.seed;
  std::string lessons_sig;
  if (!opt.lessons_dir.empty()) {
    lessons_sig = app::lesson_dir_signature(opt.lessons_dir);
    if (lessons_sig.empty()) usage_fail("--lessons: '" + opt.lessons_dir + "' is not a readable directory");
    app_set_lessons(sh, st, app::read_lesson_dir(opt.lessons_dir), opt.lessons_dir);
  } else {
    app_set_lessons(sh, st, app_embedded_lesson_sources(), "built-in lessons");
  }
  if (!opt.hardware_file.empty()) {
    bool ok = false;
    const std::string text = read_file(opt.hardware_file, ok);
    if (!ok) usage_fail("--hardware: cannot read file '" + opt.hardware_file + "'");
    const std::string err = app_set_hardware_text(sh, st, text, opt.hardware_file);
    if (!err.empty()) usage_fail("--hardware: " + err);
    sh.hardware_path_input = opt.hardware_file;
  }
  if (!opt.lesson_id.empty() || !opt.exercise_id.empty()) {
    const std::string lid = opt.lesson_id.empty() ? sh.lesson_id : opt.lesson_id;
    const std::string err = app_select(sh, st, lid, opt.exercise_id);
    if (!err.empty()) usage_fail(err);
  }
  for (const auto& [ptr, value] : opt.sets) {  // as if the reader had moved the control
    try {
      st.request[json::json_pointer(ptr)] = parse_json_strict(value);
    } catch (const std::exception& e) {
      usage_fail("--set " + ptr + ": " + e.what());
    }
    st.dirty = true;
  }
  ui_recompute(st);
  if (!opt.formula.empty()) {  // as if the reader had clicked a [§x.y] of a ledger step
    ui_open_formula(st, opt.formula);
    if (!st.formula_section.value("ok", false))
      usage_fail("--formula: " + st.formula_section["error"].value("message", std::string("unknown section")));
  }
  for (const auto& a : opt.quiz) {  // in command-line order, as the reader would press the buttons
    const std::string err = app_quiz_action(sh, a.question, a.action, a.answer);
    if (!err.empty()) usage_fail("--" + std::string(a.action == "check" ? "answer" : a.action == "new_variant" ? "new-variant" : a.action) + ": " + err);
  }

  app::calibrate_runner cal(opt.cli.empty() ? self_dir() + "/ledgerlab" : opt.cli,
                            opt.calibrate_out.empty() ? default_calibrate_out() : opt.calibrate_out);
  cal.probe(sh);  // in the background: the window does not wait for the CLI's answer
  if (opt.calibrate) cal.start(sh);  // once the check has answered (start() prints why when calibrate is off)

  // --- window ---
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "ledgerlab-app: cannot open a window: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_Window* window = SDL_CreateWindow("ledgerlab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, opt.width, opt.height,
                                        SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window) {
    std::fprintf(stderr, "ledgerlab-app: cannot open a window: %s\n", SDL_GetError());
    SDL_Quit();
    return 1;
  }
  SDL_GLContext gl = SDL_GL_CreateContext(window);
  if (!gl) {
    std::fprintf(stderr, "ledgerlab-app: no OpenGL 3.2 context: %s\n", SDL_GetError());
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl);
  SDL_GL_SetSwapInterval(1);
  SDL_EventState(SDL_DROPFILE, SDL_ENABLE);
  for (const std::string& d : opt.drops) {  // queued as real SDL drop events, handled by the loop below
    SDL_Event ev{};
    ev.type = SDL_DROPFILE;
    ev.drop.file = SDL_strdup(d.c_str());
    ev.drop.windowID = SDL_GetWindowID(window);
    SDL_PushEvent(&ev);
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the layout is fixed; nothing to remember between runs
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  setup_fonts_and_style();
  ImGui_ImplSDL2_InitForOpenGL(window, gl);
  ImGui_ImplOpenGL3_Init("#version 150");

  // --- main loop ---
  using clock = std::chrono::steady_clock;
  const auto t_start = clock::now();
  double first_frame_s = 0;  // since launch (--dump-state): the window does not wait for the calibrate check
  auto t_poll = t_start;
  long long frame = 0;
  double frame_ms_sum = 0, frame_ms_max = 0;
  int exit_code = 0;
  bool quit = false;
  while (!quit) {
    const auto t_frame = clock::now();
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
      ImGui_ImplSDL2_ProcessEvent(&ev);
      if (ev.type == SDL_QUIT) quit = true;
      if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_CLOSE && ev.window.windowID == SDL_GetWindowID(window)) quit = true;
      if (ev.type == SDL_DROPFILE && ev.drop.file) {  // a hardware profile dropped onto the window
        const std::string path = ev.drop.file;
        SDL_free(ev.drop.file);
        bool ok = false;
        const std::string text = read_file(path, ok);
        if (!ok) sh.hardware_error = path + ": cannot read the file";
        else if (app_set_hardware_text(sh, st, text, path).empty()) sh.hardware_path_input = path;
      }
    }

    // Host duties: live lesson reload, hardware path requests, calibrate.
    if (!opt.lessons_dir.empty() && clock::now() - t_poll > std::chrono::milliseconds(400)) {
      t_poll = clock::now();
      const std::string sig = app::lesson_dir_signature(opt.lessons_dir);
      if (sig != lessons_sig) {
        lessons_sig = sig;
        if (sig.empty()) sh.lesson_errors = {opt.lessons_dir + ": the lesson directory is gone"};
        else app_set_lessons(sh, st, app::read_lesson_dir(opt.lessons_dir), opt.lessons_dir);
      }
    }
    if (!sh.want_load_hardware.empty()) {
      const std::string path = sh.want_load_hardware;
      sh.want_load_hardware.clear();
      bool ok = false;
      const std::string text = read_file(path, ok);
      if (!ok) sh.hardware_error = path + ": cannot read the file";
      else app_set_hardware_text(sh, st, text, path);
    }
    if (sh.want_calibrate) sh.want_calibrate = false, cal.start(sh);
    if (sh.want_cancel_calibrate) sh.want_cancel_calibrate = false, cal.cancel(sh);
    cal.poll(sh, st);

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    ui_draw_app(sh, st);
    ImGui::Render();
    int fw = 0, fh = 0;
    SDL_GL_GetDrawableSize(window, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.11f, 0.12f, 0.14f, 1.f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (++frame == 1) first_frame_s = std::chrono::duration<double>(clock::now() - t_launch).count();
    const double ms = std::chrono::duration<double, std::milli>(clock::now() - t_frame).count();  // events + UI + core + GL
    frame_ms_sum += ms;
    frame_ms_max = std::max(frame_ms_max, ms);

    const double elapsed = std::chrono::duration<double>(clock::now() - t_start).count();
    const bool last = opt.frames > 0 && frame >= opt.frames && elapsed >= opt.seconds && !(opt.calibrate && cal.running()) &&
                      !cal.probing();  // --frames runs (tests, docs) show and dump the check's answer, never 'checking'
    if (last && !opt.screenshot.empty()) {
      const std::string err = screenshot(opt.screenshot, fw, fh);
      if (!err.empty()) std::fprintf(stderr, "ledgerlab-app: --screenshot: %s\n", err.c_str()), exit_code = 1;
    }
    SDL_GL_SwapWindow(window);
    if (last) quit = true;

    // No vsync under Xvfb: cap at ~60 frames per second.
    const auto spent = clock::now() - t_frame;
    if (spent < std::chrono::milliseconds(16))
      SDL_Delay(static_cast<Uint32>(std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::milliseconds(16) - spent).count()));
  }

  if (!opt.dump_state.empty()) {
    json out = app_state_json(sh, st);
    out["frames"] = frame;
    out["first_frame_s"] = first_frame_s;
    out["frame_ms"] = {{"mean", frame ? frame_ms_sum / static_cast<double>(frame) : 0.0}, {"max", frame_ms_max}};
    if (!write_text(opt.dump_state, out.dump(2, ' ', false, json::error_handler_t::replace) + "\n")) {
      std::fprintf(stderr, "ledgerlab-app: --dump-state: cannot write '%s'\n", opt.dump_state.c_str());
      exit_code = 1;
    }
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(gl);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return exit_code;
}
