// ledgerlab_canvas.js: the exercise UI module (ledgerlab_ui.mjs + .wasm, Dear ImGui on WebGL2) and
// its one canvas per page, lent to one <ledger-exercise> at a time. The module never calls the core
// itself: its jobs go to the Web Worker (ledgerlab_api.js ui_compute) and come back through
// ll_ui_deliver, so frames keep coming while the core works. Also: keys reach the UI only while its
// canvas has focus; the mouse wheel scrolls the page unless a scrollable part of the UI is under it;
// a missing WebGL2, a failed module load or mixed builds give a message instead of a canvas. The
// module's script and its compiled wasm can be fetched ahead of the first exercise (prefetch_ui), once
// the core's own module has compiled, so that showing the canvas costs only its start.
// Imported by ledgerlab.js; not for pages.
import { BUILD, mark, precompile, ui_compute } from './ledgerlab_api.js';

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

/** Why this browser cannot draw the exercise UI, or '' when it can (probed once per page). */
let gl_problem = null;
export function webgl2_problem() {
  if (gl_problem === null) {
    try {
      const c = document.createElement('canvas');
      const gl = c.getContext('webgl2');
      gl_problem = gl ? '' : 'this browser has no WebGL2 (or it is turned off)';
    } catch (e) {
      gl_problem = `WebGL2 could not start (${e.message})`;
    }
  }
  return gl_problem;
}

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
  ui_compute(job_text).then((text) => text, (e) => JSON.stringify({ response: null, extra: null, error: e.message }))
    .then((text) => { if (module_ref) module_ref.ccall('ll_ui_deliver', 'number', ['number', 'string'], [ticket, text]); });
}

// The UI module's script and compiled wasm, fetched ahead (after the core's module, which the
// questions need first). The wasm resolves to null when it cannot be compiled here: the module then
// fetches it itself when it starts.
let ui_glue = null, ui_wasm = null;
export function prefetch_ui() {
  if (!ui_glue && !webgl2_problem()) {
    ui_glue = precompile().then(() => {
      mark('ll:ui-fetch');
      return import(new URL(`ledgerlab_ui.mjs?v=${BUILD}`, BASE).href);
    });
    ui_glue.catch(() => {});
    ui_wasm = precompile().then(async () => {
      const res = await fetch(new URL(`ledgerlab_ui.wasm?v=${BUILD}`, BASE).href, { credentials: 'same-origin' });
      if (!res.ok) return null;
      const wasm_type = (res.headers.get('Content-Type') || '').split(';')[0].trim() === 'application/wasm';
      return wasm_type && WebAssembly.compileStreaming ? WebAssembly.compileStreaming(res) : WebAssembly.compile(await res.arrayBuffer());
    }).then((m) => { if (m) mark('ll:ui-compiled'); return m; }, () => null);
  }
}

/** The started UI module (one per page); rejects with the reason it cannot run. */
export function ui_module() {
  if (!ui_promise) {
    const problem = webgl2_problem();
    if (problem) {
      ui_promise = Promise.reject(new Error(problem));
    } else {
      prefetch_ui();
      ui_promise = ui_glue.then(async (m) => {
        const compiled = await ui_wasm;
        const opts = {
          canvas,
          locateFile: (p) => new URL(`${p}?v=${BUILD}`, BASE).href,
          onUiChange: () => owner?.ui_changed(),
          onCoreJob: on_core_job,
          print: (t) => console.log(t),
          printErr: (t) => console.warn(t),
        };
        let refused;
        const refusal = new Promise((_, reject) => { refused = reject; });
        if (compiled) {
          opts.instantiateWasm = (imports, receive) => {
            WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled),
              (e) => refused(new Error(`the exercise UI could not be started: ${e.message}`)));
            return {};
          };
        }
        return scoped_key_listeners(() => Promise.race([m.default(opts), refusal]));
      }, (e) => { throw new Error(`the exercise UI (ledgerlab_ui.mjs) could not be loaded: ${e.message}`); })
        .then((m) => {
          mark('ll:ui-started');
          const id = m.ccall('ll_build_id', 'string', [], []);
          if (id !== BUILD) throw new Error(`the exercise UI is build ${id} but this page's scripts are build ${BUILD}: the site was updated while this page was open; reload the page`);
          if (!m.ccall('ll_ui_ready', 'number', [], [])) throw new Error('the exercise UI could not create its WebGL2 context');
          module_ref = m;
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
