// ledgerlab_worker.js: a Web Worker that runs the API module (ledgerlab.mjs + .wasm) for the page
// (ledgerlab_api.js starts it and keeps the watchdog). Messages in: {type: 'init', module} first (the
// page's compiled WebAssembly.Module, or null: fetch and compile it here), then {id, kind:
// 'handle'|'ui', text} (one may come before the module is up: it runs once it is); out: {type:
// 'ready', build, times} once the module runs, {type: 'fatal', message} if it cannot, {type:
// 'answer', id, text, times} per request, in order (epoch ms received, begun, ended), or {type:
// 'crash', id, message} when the module trapped (the page then replaces this worker).
const BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);
const now = () => performance.timeOrigin + performance.now();  // epoch ms: the page puts them on its timeline
const times = { start: now() };
let core = null;
let on_init;
const init = new Promise((resolve) => { on_init = resolve; });
// A page of another build (its ?v= is not ours) may not speak this protocol: answer at once, so it
// sees the mixed builds instead of waiting for a start that never comes.
if (new URL(import.meta.url).searchParams.get('v') !== BUILD) on_init(null);

const started = (async () => {
  // The glue is imported while the page compiles the module.
  const glue = import(new URL(`ledgerlab.mjs?v=${BUILD}`, BASE).href).then((m) => { times.glue = now(); return m.default; },
    (e) => { throw new Error(`the core module (ledgerlab.mjs) could not be loaded: ${e.message}`); });
  glue.catch(() => {});
  const module = await init;
  times.init = now();
  const factory = await glue;
  const opts = { locateFile: (p) => new URL(`${p}?v=${BUILD}`, BASE).href, print: () => {}, printErr: () => {} };
  let refused;
  const refusal = new Promise((_, reject) => { refused = reject; });
  if (module) {
    // Instantiate the page's compiled module (Emscripten's hook; receive() finishes the start).
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

started.then(() => postMessage({ type: 'ready', build: BUILD, times }),
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
