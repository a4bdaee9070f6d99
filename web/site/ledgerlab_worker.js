// ledgerlab_worker.js: a Web Worker that runs the API module (ledgerlab.mjs + .wasm) for the page
// (ledgerlab_api.js starts it and keeps the watchdog). Messages in: {id, kind: 'handle'|'ui', text};
// out: {type: 'ready', build} once the module runs, {type: 'fatal', message} if it cannot, and
// {type: 'answer', id, text} per request, in order, or {type: 'crash', id, message} when the module
// trapped (the page then replaces this worker). The module must be the same build as this script.
const BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);
let core = null;

const started = (async () => {
  let factory;
  try {
    factory = (await import(new URL(`ledgerlab.mjs?v=${BUILD}`, BASE).href)).default;
  } catch (e) {
    throw new Error(`the core module (ledgerlab.mjs) could not be loaded: ${e.message}`);
  }
  const m = await factory({ locateFile: (p) => new URL(`${p}?v=${BUILD}`, BASE).href, print: () => {}, printErr: () => {} });
  const id = typeof m.build_id === 'function' ? m.build_id() : '(none)';
  if (id !== BUILD)
    throw new Error(`the core module is build ${id} but its worker is build ${BUILD}: the site was updated while this page was open; reload the page`);
  core = m;
})();

started.then(() => postMessage({ type: 'ready', build: BUILD }),
             (e) => postMessage({ type: 'fatal', message: e && e.message ? e.message : String(e) }));

self.onmessage = async (e) => {
  const { id, kind, text } = e.data || {};
  try { await started; } catch { return; }  // 'fatal' was posted; the page ends this worker
  let out;
  try {
    out = kind === 'ui' ? core.ui_compute(text) : core.handle(text);
  } catch (err) {  // a WebAssembly trap or abort: this instance cannot be trusted any more
    postMessage({ type: 'crash', id, message: err && err.message ? err.message : String(err) });
    return;
  }
  postMessage({ type: 'answer', id, text: out });
};
