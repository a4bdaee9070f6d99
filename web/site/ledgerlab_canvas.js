// ledgerlab_canvas.js: the exercise UI module (ledgerlab_ui.mjs + .wasm, Dear ImGui on WebGL2) and
// its one canvas per page, lent to one <ledger-exercise> at a time. The module never calls the core
// itself: its jobs go to the Web Worker (ledgerlab_api.js ui_compute) and come back through
// ll_ui_deliver, so frames keep coming while the core works. Also: keys reach the UI only while its
// canvas has focus; the mouse wheel scrolls the page unless a scrollable part of the UI is under it;
// a missing WebGL2, a failed module load or mixed builds give a message instead of a canvas. Loading
// is split so the first exercise is drawn early: the module's script and wasm are fetched and
// compiled as soon as a page shows an exercise (prefetch_ui, beside the core's own module), the first
// exercise's job goes to the worker before the module has started (compute_ahead), and the module is
// started when an exercise takes the canvas. Imported by ledgerlab.js; not for pages.
import { BUILD, mark, ui_compute } from './ledgerlab_api.js';

export const CANVAS_BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);
let ui_promise = null;
let module_ref = null;   // the started module (for synchronous checks in event handlers)
export let owner = null;  // the <ledger-exercise> whose view the canvas shows
export function set_owner(x) { owner = x; }

export const canvas = document.createElement('canvas');
canvas.className = 'll-canvas';
canvas.tabIndex = 0;
// It takes keys and pointer input (sliders, combos, hover): an application region, described.
canvas.setAttribute('role', 'application');
canvas.setAttribute('aria-roledescription', 'interactive chart');
canvas.setAttribute('aria-label', 'interactive ledger chart; the controls above and the table below have the same figures');

// Registered before GLFW's own wheel listener (same element, capture): when nothing under the
// mouse scrolls, GLFW never sees the event and the page scrolls as usual.
canvas.addEventListener('wheel', (e) => {
  const wants = module_ref ? module_ref.ccall('ll_ui_wants_wheel', 'number', [], []) : 0;
  if (!wants) e.stopImmediatePropagation();
}, { capture: true, passive: true });

// Why the exercise UI cannot be drawn when the browser gives no WebGL2 context. There is no separate
// probe: creating a throwaway context cost 60-900 ms of main-thread time on software GL, and the
// module's own context creation (GLFW, in main()) fails the same way (ll_ui_ready() stays 0).
const NO_WEBGL2 = 'this browser has no WebGL2 (or it is turned off)';

// Emscripten's GLFW listens for keys on the whole window and cancels Tab/Backspace, which would break
// the page's own inputs and keyboard navigation. Keys reach the UI only while its canvas has focus.
// GLFW registers them from main(), which runs just before the factory's promise resolves, so the
// patch stays on until then and only touches capture-phase key listeners (the ones GLFW adds).
async function scoped_key_listeners(start) {
  const orig = window.addEventListener;
  window.addEventListener = function (type, listener, opts) {
    if ((type === 'keydown' || type === 'keypress') && opts === true && typeof listener === 'function') {
      // Tab never reaches the UI, so it always moves focus out of the canvas (no keyboard trap).
      const wrapped = (e) => { if (document.activeElement === canvas && e.key !== 'Tab') listener.call(this, e); };
      return orig.call(this, type, wrapped, opts);
    }
    return orig.call(this, type, listener, opts);
  };
  try { return await start(); } finally { window.addEventListener = orig; }
}

// A view job from the module: run it in the worker, hand the answer back (stale ones are dropped
// by the module itself: ll_ui_deliver returns 0).
function on_core_job(ticket, job_text) {
  let answer = null;
  if (ahead) {
    let job = null;
    try { job = JSON.parse(job_text); } catch { /* not ours to judge: the worker answers it */ }
    if (same_json(job, ahead.job)) { answer = ahead.answer; load_stats.ahead_taken++; } else load_stats.ahead_missed++;
    ahead = null;
  }
  // A rejection: the core cannot run in this page at all (CoreUnavailable), not a verdict on the request.
  (answer || ui_compute(job_text)).then((text) => text, (e) => JSON.stringify({ response: null, extra: null, error: e.message, error_code: 'unavailable' }))
    .then((text) => { if (module_ref) module_ref.ccall('ll_ui_deliver', 'number', ['number', 'string'], [ticket, text]); });
}

// The UI module's script and compiled wasm, fetched ahead: from the first sign that the page shows
// an exercise, in parallel with the core's module (both compile off the main thread). A browser
// without WebGL2 at all fetches nothing; one whose WebGL2 is turned off is found when the module
// creates its context. A wasm that cannot be fetched or compiled is reported when the module would
// start (ui_module), with the reason.
let ui_glue = null, ui_wasm = null, early_context = null, module_starting = false;
export function prefetch_ui() {
  if (ui_glue || typeof WebGL2RenderingContext !== 'function') return;
  mark('ll:ui-fetch');
  ui_glue = import(new URL(`ledgerlab_ui.mjs?v=${BUILD}`, BASE).href).then((m) => { mark('ll:ui-glue'); return m; });
  ui_glue.catch(() => {});
  ui_wasm = (async () => {
    if (typeof WebAssembly !== 'object' || typeof fetch !== 'function') throw new Error('this browser cannot run WebAssembly');
    const res = await fetch(new URL(`ledgerlab_ui.wasm?v=${BUILD}`, BASE).href, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // compileStreaming compiles as the bytes arrive; it needs application/wasm, else the bytes are compiled whole.
    const wasm_type = (res.headers.get('Content-Type') || '').split(';')[0].trim() === 'application/wasm';
    return wasm_type && WebAssembly.compileStreaming ? WebAssembly.compileStreaming(res) : WebAssembly.compile(await res.arrayBuffer());
  })().then((m) => { mark('ll:ui-compiled'); return m; });
  ui_wasm.catch(() => {});
}

// The module's WebGL2 context, created on the canvas it will draw into while the page waits for the
// module's files, instead of in the module's start: creating a context is GPU-process work the main
// thread waits for (0.1-2 s on software GL). The attributes are exactly those the module's GLFW asks
// for (main_web.cpp: no alpha, depth, stencil or multisampling), so its getContext returns this
// context. null (WebGL2 turned off): the module's own attempt fails and says so. Called by the first
// exercise in the page (its elements are all in the page by then); it waits for the page's questions
// (or 1 s) when the page has any, because the main thread is blocked while the context is made
// (about 0.6 s on software GL, measured) and the questions come first; the module's start waits for
// the same turn (canvas_turn_soon), so it finds the context made.
let canvas_turn = null;
const post = (f) => (globalThis.scheduler?.postTask ? scheduler.postTask(f, { priority: 'user-blocking' }) : setTimeout(f, 0));
/** Resolves once per page when the canvas may take the main thread: after the page's questions are
 *  on screen (or 1 s, or at once on a page without questions) and the context is made. */
export function canvas_turn_soon() {
  if (!canvas_turn) {
    canvas_turn = new Promise((resolve) => setTimeout(() => {  // after this task: a page that builds its elements adds them all first
      const wait = document.querySelector('ledger-quiz') ? Promise.race([questions_in, new Promise((r) => setTimeout(r, 1000))]) : Promise.resolve();
      wait.then(() => requestAnimationFrame(() => post(() => {
        if (ui_glue && !module_starting) {  // not when the module has started (or failed) already: it made its own
          mark('ll:ui-context');
          try { early_context = canvas.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false }); } catch { /* reported by the module */ }
          mark('ll:ui-context-made');
        }
        resolve();
      })));
    }, 0));
  }
  return canvas_turn;
}
export function prepare_context() { if (ui_glue) canvas_turn_soon(); }
let questions_shown_now = null;
const questions_in = new Promise((r) => { questions_shown_now = r; });
/** The page calls this once its first questions are in the page (ll:quiz-inputs). */
export function questions_shown() { questions_shown_now(); }

// --- the first exercise's job, sent ahead ------------------------------------------------------------
// The module's first job for an exercise is a pure function of its configuration (ui_compute_job,
// core/ui/ui_compute.cpp): the page builds the same job and sends it to the worker as soon as an
// exercise is about to take the canvas, so the answer is computed while the module starts. The
// module's own first job then takes that answer when it is the same job (compared as JSON, so key
// order and number spelling do not matter); any other job goes to the worker as usual.
const WIDGETS = { memory: 'memory', comm: 'comm', step: 'comm', scaling: 'comm', recompute: 'recompute', timeline: 'recompute',
  plan: 'plan', planner: 'plan', flops: 'flops', plot: 'plot', sweep: 'plot' };
const DEFAULT_OP = { memory: 'memory', comm: 'step', recompute: 'recompute', plan: 'plan', flops: 'flops', plot: 'sweep' };
/** ui_compute_job's job for a configuration (ll_ui_configure's JSON) on a module with no catalog yet, or null. */
export function first_job(config) {
  const widget = WIDGETS[config?.widget ?? 'memory'];
  const req = config?.request;
  if (!widget || !req || typeof req !== 'object' || Array.isArray(req)) return null;
  const { op, ...request } = req;
  if (op !== undefined && typeof op !== 'string') return null;
  const hw = config.hardware ?? null;
  return { widget, op: op || DEFAULT_OP[widget], request, hardware: hw, catalog: true };
}
function same_json(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same_json(a[k], b[k]));
}
let ahead = null;  // {job, answer: Promise<string>} sent before the module started
/** How the first job went: sent ahead, then taken by the module or not (for tests and the timeline). */
export const load_stats = { ahead_sent: 0, ahead_taken: 0, ahead_missed: 0, early_context: false };
/** Sends an exercise's first job before the module has started (nothing once it runs: it asks itself). */
export function compute_ahead(config) {
  if (module_ref || ahead) return;
  const job = first_job(config);
  if (!job) return;
  mark('ll:ui-job-ahead');
  ahead = { job, answer: ui_compute(JSON.stringify(job)).then((t) => { mark('ll:ui-job-answered'); return t; }) };
  ahead.answer.catch(() => {});
  load_stats.ahead_sent++;
}

/** The started UI module (one per page); rejects with the reason it cannot run. Its start waits
 *  for the canvas's turn (canvas_turn_soon) whoever asks first: the first exercise found in view at
 *  render, or the observer's report (which, with the core up early, can come before the turn). */
export function ui_module() {
  if (!ui_promise) {
    prefetch_ui();
    if (!ui_glue) {
      mark('ll:ui-start');
      ui_promise = Promise.reject(new Error(NO_WEBGL2));
    } else {
      ui_promise = canvas_turn_soon().then(() => {
        mark('ll:ui-start');
        module_starting = true;
        return ui_glue;
      }).then(async (m) => {
        const compiled = await ui_wasm.catch((e) => { throw new Error(`the exercise UI (ledgerlab_ui.wasm) could not be loaded: ${e.message}`); });
        const opts = {
          canvas,
          locateFile: (p) => new URL(`${p}?v=${BUILD}`, BASE).href,
          onUiChange: () => owner?.ui_changed(),
          onCoreJob: on_core_job,
          // A frame has just drawn a new answer (the first one: the exercise is on screen).
          onLedgerDrawn: () => mark('ll:ui-first-ledger'),
          print: (t) => console.log(t),
          printErr: (t) => console.warn(t),
        };
        let refused;
        const refusal = new Promise((_, reject) => { refused = reject; });
        // Emscripten's hook: instantiate the module compiled ahead (receive() finishes the start).
        opts.instantiateWasm = (imports, receive) => {
          mark('ll:ui-instantiate');
          WebAssembly.instantiate(compiled, imports).then((instance) => { mark('ll:ui-instantiated'); receive(instance, compiled); },
            (e) => refused(new Error(`the exercise UI could not be started: ${e.message}`)));
          return {};
        };
        return scoped_key_listeners(() => Promise.race([m.default(opts), refusal]));
      }, (e) => { throw new Error(`the exercise UI (ledgerlab_ui.mjs) could not be loaded: ${e.message}`); })
        .then((m) => {
          mark('ll:ui-started');
          const id = m.ccall('ll_build_id', 'string', [], []);
          if (id !== BUILD) throw new Error(`the exercise UI is build ${id} but this page's scripts are build ${BUILD}: the site was updated while this page was open; reload the page`);
          if (!m.ccall('ll_ui_ready', 'number', [], [])) throw new Error(NO_WEBGL2);
          module_ref = m;
          load_stats.early_context = Boolean(early_context) && m.ctx === early_context;  // the module drew with it
          return m;
        });
    }
    ui_promise.catch(() => {});  // callers handle it; no unhandled-rejection noise
  }
  return ui_promise;
}

/** The exercise UI's state JSON (what the canvas shows), or null before it has started. */
export async function ui_state() {
  if (!ui_promise) return null;
  const m = await ui_promise;
  return JSON.parse(m.ccall('ll_ui_state', 'string', [], []));
}
export async function ui_frame_stats(reset = false) {
  const m = await ui_module();
  return JSON.parse(m.ccall('ll_ui_frame_stats', 'string', ['number'], [reset ? 1 : 0]));
}
/** The running UI module's build id, or null before it has started. */
export async function ui_build() {
  if (!ui_promise) return null;
  return (await ui_promise).ccall('ll_build_id', 'string', [], []);
}
export function set_paused(paused) {
  if (module_ref) module_ref.ccall('ll_ui_set_paused', null, ['number'], [paused ? 1 : 0]);
}
