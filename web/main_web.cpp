// The exercise UI module (ledgerlab_ui.mjs + .wasm): Dear ImGui 1.86 on Emscripten's built-in GLFW
// (-sUSE_GLFW=3) and the OpenGL3 renderer on WebGL2, drawing core/ui's panels into the page's canvas.
// Implemented features: [X] HiDPI backing store (devicePixelRatio) + crisp font rebuilt per ratio
// [X] canvas follows its CSS size (responsive) [X] keyboard navigation [X] idle frames skipped
// [X] the core runs in the page's Web Worker: views hand it jobs (Module.onCoreJob) and take the
// answers back (ll_ui_deliver), so a long request never stops the frames [X] the wheel scrolls the
// page unless a scrollable part of the UI is under the mouse (ll_ui_wants_wheel) [X] C exports for
// the page and tests: ll_ui_configure(json) -> error, ll_ui_state() -> JSON, ll_ui_set_paused,
// ll_ui_frame_stats, ll_ui_ready, ll_build_id [X] Module.onLedgerDrawn(revision) once a frame has
// drawn a new answer (the page's load timeline). Not here: any ledger number (core), any page logic
// (web/site/ledgerlab_canvas.js).
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <imgui_internal.h>  // the hovered window's scroll range (ll_ui_wants_wheel)

#include <algorithm>
#include <cmath>
#include <string>

#include "core/ui/ui.h"
#include "ledgerlab_build_id.h"

namespace {

struct web_host {
  GLFWwindow* window = nullptr;
  ledgerlab::app_state state;
  double dpr = 0;          // devicePixelRatio the font atlas was built for
  int css_w = 0, css_h = 0;
  bool paused = false;
  std::string out;         // last string handed to JS (kept alive until the next call)
  // Frame timing (CPU time of one frame: input, UI, core calls, GL submission), ms.
  double last_ms = 0, max_ms = 0, drag_max_ms = 0, sum_ms = 0;
  double ui_ms = 0, ui_max_ms = 0, drag_ui_max_ms = 0;  // ImGui + core only (NewFrame .. Render)
  long long frames = 0, drag_frames = 0, skipped = 0;
  int wake = 8;            // frames still to draw after the last input event or state change
  bool ready = false;      // window and GL context created (false: no WebGL2)
  bool wheel_wanted = false;  // a scrollable window is under the mouse (last frame)
  long long drawn_revision = 0;  // the last answer a frame has drawn (Module.onLedgerDrawn)
  bool device_ready = false;  // the GL backend's shaders and font texture exist (after the first NewFrame)
};
web_host g;

void rebuild_fonts(double dpr) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig cfg;
  cfg.SizePixels = std::round(14.0f * static_cast<float>(dpr));  // crisp at the backing store's resolution
  cfg.OversampleH = 1;
  io.Fonts->AddFontDefault(&cfg);
  io.Fonts->Build();
  // Before the first frame the backend has no device objects yet: its first NewFrame uploads the
  // atlas (uploading it here too would send it twice and leak the first texture).
  if (g.device_ready) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 0;
  style.FrameRounding = 3;
  style.ScaleAllSizes(static_cast<float>(dpr));
  ImGui::GetStyle() = style;
  g.dpr = dpr;
}

// Keeps the GLFW window (= canvas backing store) at CSS size × devicePixelRatio.
void sync_canvas_size() {
  double cw = 0, ch = 0;
  emscripten_get_element_css_size("#canvas", &cw, &ch);
  if (cw < 1 || ch < 1) {  // not in the DOM by id: Module.canvas set by the page
    cw = EM_ASM_DOUBLE({ return Module['canvas'] ? Module['canvas'].clientWidth : 0; });
    ch = EM_ASM_DOUBLE({ return Module['canvas'] ? Module['canvas'].clientHeight : 0; });
  }
  const double dpr = std::clamp(emscripten_get_device_pixel_ratio(), 1.0, 4.0);
  if (dpr != g.dpr) rebuild_fonts(dpr);
  const int w = std::max(1, static_cast<int>(std::lround(cw))), h = std::max(1, static_cast<int>(std::lround(ch)));
  if (w != g.css_w || h != g.css_h) {
    g.css_w = w;
    g.css_h = h;
    glfwSetWindowSize(g.window, static_cast<int>(std::lround(w * dpr)), static_cast<int>(std::lround(h * dpr)));
  }
}

// Input callbacks (chained by imgui_impl_glfw): any input wakes the loop for a few frames.
void wake_up() { g.wake = 8; }
void on_cursor(GLFWwindow*, double, double) { wake_up(); }
void on_button(GLFWwindow*, int, int, int) { wake_up(); }
void on_scroll(GLFWwindow*, double, double) { wake_up(); }
void on_key(GLFWwindow*, int, int, int, int) { wake_up(); }
void on_char(GLFWwindow*, unsigned int) { wake_up(); }
void on_enter(GLFWwindow*, int) { wake_up(); }

void frame() {
  if (g.paused) return;
  const double t0 = emscripten_get_now();
  const int old_w = g.css_w, old_h = g.css_h;
  const double old_dpr = g.dpr;
  sync_canvas_size();
  glfwPollEvents();
  if (g.css_w != old_w || g.css_h != old_h || g.dpr != old_dpr || g.state.dirty) wake_up();
  // Idle: nothing changed and no input for a few frames -> keep the last picture, spend no CPU.
  if (g.wake <= 0 && !ImGui::IsAnyMouseDown()) {
    ++g.skipped;
    return;
  }
  --g.wake;
  ImGui_ImplOpenGL3_NewFrame();
  g.device_ready = true;
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();
  const long long rev = g.state.revision;
  g.state.pixel_scale = static_cast<float>(g.dpr);
  ledgerlab::ui_draw_frame(g.state);
  ImGui::Render();
  g.ui_ms = emscripten_get_now() - t0;
  g.ui_max_ms = std::max(g.ui_max_ms, g.ui_ms);
  if (g.state.interacting) g.drag_ui_max_ms = std::max(g.drag_ui_max_ms, g.ui_ms);
  int fw = 0, fh = 0;
  glfwGetFramebufferSize(g.window, &fw, &fh);
  glViewport(0, 0, fw, fh);
  glClearColor(0.11f, 0.12f, 0.14f, 1.f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  g.last_ms = emscripten_get_now() - t0;
  ++g.frames;
  g.sum_ms += g.last_ms;
  g.max_ms = std::max(g.max_ms, g.last_ms);
  if (g.state.interacting) {
    ++g.drag_frames;
    g.drag_max_ms = std::max(g.drag_max_ms, g.last_ms);
  }
  // The page lets the wheel scroll itself unless what is under the mouse scrolls.
  g.wheel_wanted = false;
  for (ImGuiWindow* w = GImGui->HoveredWindow; w; w = w->ParentWindow)
    if (w->ScrollMax.y > 0 || w->ScrollMax.x > 0) g.wheel_wanted = true;
  // A frame has drawn an answer it had not drawn before (the page marks the first: ll:ui-first-ledger).
  if (g.state.response.is_object() && g.state.revision != g.drawn_revision) {
    g.drawn_revision = g.state.revision;
    EM_ASM({ if (Module['onLedgerDrawn']) Module['onLedgerDrawn']($0); }, static_cast<double>(g.drawn_revision));
  }
  if (g.state.revision != rev) wake_up();
  if (g.state.revision != rev)
    EM_ASM({ if (Module['onUiChange']) Module['onUiChange']($0); }, static_cast<double>(g.state.revision));
}

// The view's jobs go to the page (ledgerlab_canvas.js), which runs them in the API module's Web
// Worker and calls ll_ui_deliver with the answer. Without a page hook the job fails at once.
void submit_job(long long ticket, const ledgerlab::json& job) {
  const std::string text = job.dump(-1, ' ', false, ledgerlab::json::error_handler_t::replace);
  const int sent = EM_ASM_INT({
    if (!Module['onCoreJob']) return 0;
    Module['onCoreJob']($0, UTF8ToString($1));
    return 1;
  }, static_cast<double>(ticket), text.c_str());
  if (!sent) ledgerlab::ui_deliver(g.state, ticket, {{"response", nullptr}, {"error", "no core is attached to this view"}});
}

}  // namespace

extern "C" {

// Configures the exercise (see ledgerlab::ui_configure); returns "" or the reason it was refused.
// The configuration is read with the API's strict reader (depth and size limits, api_error).
EMSCRIPTEN_KEEPALIVE const char* ll_ui_configure(const char* config_json) {
  try {
    g.out = ledgerlab::ui_configure(g.state, ledgerlab::parse_json_strict(config_json ? config_json : ""));
  } catch (const std::exception& e) {
    g.out = std::string("configuration is not valid JSON: ") + e.what();
  }
  if (g.out.empty()) {
    wake_up();
    ledgerlab::ui_recompute(g.state);
    EM_ASM({ if (Module['onUiChange']) Module['onUiChange']($0); }, static_cast<double>(g.state.revision));
  }
  return g.out.c_str();
}

// A new request for the same exercise (the page's DOM controls): "" or the reason it was refused.
EMSCRIPTEN_KEEPALIVE const char* ll_ui_set_request(const char* request_json) {
  try {
    g.out = ledgerlab::ui_set_request(g.state, ledgerlab::parse_json_strict(request_json ? request_json : ""));
  } catch (const std::exception& e) {
    g.out = std::string("request is not valid JSON: ") + e.what();
  }
  if (g.out.empty()) wake_up();
  return g.out.c_str();
}

// The answer to job `ticket` (ui_compute's result JSON, from the worker). Returns 1 when the view
// took it, 0 when it was stale (another exercise configured since) or unreadable.
EMSCRIPTEN_KEEPALIVE int ll_ui_deliver(double ticket, const char* result_json) {
  ledgerlab::json result;
  try {
    result = ledgerlab::parse_json_strict(result_json ? result_json : "");
  } catch (const std::exception& e) {
    result = {{"response", nullptr}, {"error", std::string("the core's answer could not be read: ") + e.what()}};
  }
  const bool taken = ledgerlab::ui_deliver(g.state, static_cast<long long>(ticket), result);
  if (taken) {
    wake_up();
    EM_ASM({ if (Module['onUiChange']) Module['onUiChange']($0); }, static_cast<double>(g.state.revision));
  }
  return taken ? 1 : 0;
}

// 1 when a scrollable part of the UI is under the mouse (the page then leaves the wheel to it).
EMSCRIPTEN_KEEPALIVE int ll_ui_wants_wheel() { return g.wheel_wanted ? 1 : 0; }

// 1 once the window and its WebGL2 context exist.
EMSCRIPTEN_KEEPALIVE int ll_ui_ready() { return g.ready ? 1 : 0; }

EMSCRIPTEN_KEEPALIVE const char* ll_build_id() { return LEDGERLAB_BUILD_ID; }

// The UI state as JSON (ledgerlab::ui_state_json): what the canvas shows, for the DOM table and tests.
EMSCRIPTEN_KEEPALIVE const char* ll_ui_state() {
  g.out = ledgerlab::ui_state_json(g.state).dump(-1, ' ', false, ledgerlab::json::error_handler_t::replace);
  return g.out.c_str();
}

// Stops drawing while the canvas is off screen (IntersectionObserver in the page).
EMSCRIPTEN_KEEPALIVE void ll_ui_set_paused(int paused) {
  g.paused = paused != 0;
  wake_up();
}

// {"frames", "skipped", "last_ms", "mean_ms", "max_ms", "ui_max_ms", "drag_frames", "drag_max_ms",
// "drag_ui_max_ms"}: whole frame (incl. WebGL submission) and ImGui + core only; reset=1 clears them.
EMSCRIPTEN_KEEPALIVE const char* ll_ui_frame_stats(int reset) {
  ledgerlab::json j = {{"frames", g.frames},         {"skipped", g.skipped},     {"last_ms", g.last_ms},
                       {"mean_ms", g.frames ? g.sum_ms / g.frames : 0.0}, {"max_ms", g.max_ms},
                       {"ui_max_ms", g.ui_max_ms},   {"drag_frames", g.drag_frames}, {"drag_max_ms", g.drag_max_ms},
                       {"drag_ui_max_ms", g.drag_ui_max_ms}};
  g.out = j.dump();
  if (reset) {
    g.last_ms = g.max_ms = g.drag_max_ms = g.sum_ms = g.ui_max_ms = g.drag_ui_max_ms = 0;
    g.frames = g.drag_frames = g.skipped = 0;
  }
  return g.out.c_str();
}

}  // extern "C"

int main() {
  if (!glfwInit()) return 1;
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  // ImGui draws flat, alpha-blended triangles into an opaque canvas: no depth or stencil buffer, no
  // multisampling, no alpha channel (less for software GL to allocate, clear and composite).
  glfwWindowHint(GLFW_DEPTH_BITS, 0);
  glfwWindowHint(GLFW_STENCIL_BITS, 0);
  glfwWindowHint(GLFW_ALPHA_BITS, 0);
  glfwWindowHint(GLFW_SAMPLES, 0);
  g.window = glfwCreateWindow(640, 360, "ledgerlab", nullptr, nullptr);
  if (!g.window) return 1;  // no WebGL2: ll_ui_ready() stays 0 and the page shows its message
  g.state.submit = submit_job;
  g.state.dirty = false;  // nothing to compute until the page configures an exercise
  glfwMakeContextCurrent(g.window);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  glfwSetCursorPosCallback(g.window, on_cursor);
  glfwSetMouseButtonCallback(g.window, on_button);
  glfwSetScrollCallback(g.window, on_scroll);
  glfwSetKeyCallback(g.window, on_key);
  glfwSetCharCallback(g.window, on_char);
  glfwSetCursorEnterCallback(g.window, on_enter);
  ImGui_ImplGlfw_InitForOpenGL(g.window, true);  // chains to the callbacks above
  ImGui_ImplOpenGL3_Init("#version 300 es");
  sync_canvas_size();
  g.ready = true;
  emscripten_set_main_loop(frame, 0, false);
  return 0;
}
