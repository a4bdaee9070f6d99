// ledgerlab_worker.js: a Web Worker that runs the API module (ledgerlab.mjs + .wasm) for the page
// (ledgerlab_api.js starts it and keeps the watchdog). The first worker of a page fetches and compiles
// ledgerlab.wasm itself (compileStreaming, as the bytes arrive) and hands the compiled module back
// ({type: 'module', module}) for the page's later workers. Its name says who started it and how:
// 'll-core:<page build>' compiles here, 'll-core-given:<page build>' waits for {type: 'init', module}
// (null: compile it here after all). Then {id, kind: 'handle'|'ui',
// text} (one may come before the module is up: it runs once it is); out: {type: 'ready', build,
// times, wasm_fetches} once the module runs, {type: 'fatal', message} if it cannot, {type: 'answer',
// id, text, times} per request, in order (epoch ms received, begun, ended), or {type: 'crash', id,
// message} when the module trapped (the page then replaces this worker).
const BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);
const now = () => performance.timeOrigin + performance.now();  // epoch ms: the page puts them on its timeline
const times = { start: now() };
let core = null;
let on_init;
const init = new Promise((resolve) => { on_init = resolve; });
// A page of another build may not speak this protocol: answer at once, so it sees the mixed builds
// instead of waiting for a start that never comes. (The page's build comes in the worker's name, not
// in this script's ?v=: a script the service worker answers from its cache has no query in its URL.)
const [role, page_build] = String(self.name || '').split(':');
const same_build = page_build === BUILD;
if (!same_build) on_init(null);

// The API module compiled here, off the page's main thread: nothing waits for the page (busy
// starting the canvas's module, it relayed a module compiled there only hundreds of ms later).
// compileStreaming needs the server to send application/wasm; any other type is compiled from the
// whole bytes. null when it cannot be had (the glue then loads it itself and says what went wrong).
async function compile_here() {
  if (!same_build || typeof fetch !== 'function') return null;
  times['wasm-fetch'] = now();
  try {
    const res = await fetch(new URL(`ledgerlab.wasm?v=${BUILD}`, BASE).href, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const wasm_type = (res.headers.get('Content-Type') || '').split(';')[0].trim() === 'application/wasm';
    const module = wasm_type && WebAssembly.compileStreaming ? await WebAssembly.compileStreaming(res) : await WebAssembly.compile(await res.arrayBuffer());
    times['wasm-compiled'] = now();
    try { postMessage({ type: 'module', module }); } catch { /* a page that cannot take it: its next worker compiles again */ }
    return module;
  } catch {
    return null;
  }
}
const given = role === 'll-core-given';
const compiled = given ? init.then((m) => m || compile_here()) : compile_here();

const started = (async () => {
  // The glue is imported while the module compiles.
  const glue = import(new URL(`ledgerlab.mjs?v=${BUILD}`, BASE).href).then((m) => { times.glue = now(); return m.default; },
    (e) => { throw new Error(`the core module (ledgerlab.mjs) could not be loaded: ${e.message}`); });
  glue.catch(() => {});
  const module = await compiled;
  times.init = now();
  const factory = await glue;
  const opts = { locateFile: (p) => new URL(`${p}?v=${BUILD}`, BASE).href, print: () => {}, printErr: () => {} };
  let refused;
  const refusal = new Promise((_, reject) => { refused = reject; });
  if (module) {
    // Instantiate the compiled module (Emscripten's hook; receive() finishes the start).
    opts.instantiateWasm = (imports, receive) => {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module),
        (e) => refused(new Error(`the core module could not be started: ${e.message}`)));
      return {};
    };
  }
  const m = await Promise.race([factory(opts), refusal]);
  times.instantiated = now();
  const id = typeof m.build_id === 'function' ? m.build_id() : '(none)';
  if (id !== BUILD)
    throw new Error(`the core module is build ${id} but its worker is build ${BUILD}: the site was updated while this page was open; reload the page`);
  core = m;
})();

// How many times this worker fetched ledgerlab.wasm (its own resource timing; the page's has none).
const wasm_fetches = () => {
  try { return performance.getEntriesByType('resource').filter((e) => /\/ledgerlab\.wasm(\?|$)/.test(e.name)).length; } catch { return -1; }
};
started.then(() => postMessage({ type: 'ready', build: BUILD, times, wasm_fetches: wasm_fetches() }),
             (e) => postMessage({ type: 'fatal', message: e && e.message ? e.message : String(e) }));

self.onmessage = async (e) => {
  const msg = e.data || {};
  if (msg.type === 'init') { on_init(msg.module instanceof WebAssembly.Module ? msg.module : null); return; }
  const { id, kind, text } = msg;
  const t_recv = now();
  try { await started; } catch { return; }  // 'fatal' was posted; the page ends this worker
  const t_run = now();
  let out;
  try {
    out = kind === 'ui' ? core.ui_compute(text) : core.handle(text);
  } catch (err) {  // a WebAssembly trap or abort: this instance cannot be trusted any more
    postMessage({ type: 'crash', id, message: err && err.message ? err.message : String(err) });
    return;
  }
  postMessage({ type: 'answer', id, text: out, times: { recv: t_recv, run: t_run, done: now() } });
};
