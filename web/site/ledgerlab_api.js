// ledgerlab_api.js: the page's one door to the core. handle(request) runs the API module
// (ledgerlab.mjs + .wasm) in a small pool of Web Workers (ledgerlab_worker.js), so no request can
// freeze the page; a watchdog ends a worker whose request runs past limits.request_ms, answers that
// request with a `too_large` error naming what was too big, and starts a fresh worker. Quick requests
// keep flowing meanwhile (a second worker takes them). The first worker starts as soon as this script
// runs and fetches and compiles the API module itself (nothing in its start waits for the page's main
// thread); it hands the compiled module back, and later workers instantiate that one instead of
// fetching and compiling their own. Scripts and modules carry the build id
// and refuse to run mixed builds. The canvas's jobs go first, even to a worker still starting. The
// load is marked on the page's performance timeline (ll:* marks, and job_log: read by the e2e suite).
// Imported by ledgerlab.js (which re-exports handle); not for pages.
export const BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);

/** Tunables: the watchdog (ms per request), the most workers alive, how long an extra one idles. */
export const limits = { request_ms: 10000, start_ms: 20000, workers: 3, idle_ms: 30000 };

/** Thrown (as a rejection) when the core cannot run at all: module missing, mixed builds, no workers. */
export class CoreUnavailable extends Error {}

let next_id = 1;
const queue = [];     // jobs waiting for a worker: {id, kind, text, resolve, reject, t_queued}
const slots = [];     // {worker, state: 'starting'|'idle'|'busy', job, timer, idle_timer}
let fatal = null;     // a CoreUnavailable once loading has failed: every later call fails at once
let start_retries = 0;
export const stats = { restarts: 0, timeouts: 0, crashes: 0, started: 0, worker_build: '',
  // the API module: workers that compiled it themselves, workers given the module compiled by an
  // earlier one, and ledgerlab.wasm fetches by the workers (the page fetches none)
  compiled_in_worker: 0, given_module: 0, wasm_fetches: 0 };
/**
 * The page's first requests, each as it went (ms since navigation): queued, sent to a worker, run
 * there (begun, ended) and answered on the page, with its kind, op and worker. For the load timeline
 * (the e2e suite prints it); the first 48 only.
 */
export const job_log = [];
const page_ms = (epoch) => epoch - performance.timeOrigin;

/** A named moment of the page's load on its performance timeline (startTime: ms since navigation). */
export function mark(name, start_time) {
  try {
    if (!performance.getEntriesByName(name, 'mark').length) performance.mark(name, start_time === undefined ? undefined : { startTime: start_time });
  } catch { /* a browser without User Timing level 3: no marks */ }
}

// --- the API module, compiled once for every worker -----------------------------------------------
// The first worker fetches and compiles ledgerlab.wasm itself (ledgerlab_worker.js: compileStreaming
// in the worker, the whole bytes where the server's type is not application/wasm) and posts the
// compiled module back; a worker started after that is given it (named 'll-core-given:<build>') and only
// instantiates it. Before one has arrived, each new worker compiles its own.
let shared_module = null;

// A request the core could not finish, answered in the shape its caller reads: the API's error
// envelope, or a view job's result ({response, extra, error}, core/ui/ui_compute.h).
function failure(job, code, message) {
  if (job.kind === 'ui') return JSON.stringify({ response: null, extra: null, error: message, error_code: code });
  return JSON.stringify({ ok: false, api_version: 1, error: { code, message, path: '' } });
}

/** A few words on what made a request big: its op and the fields that size its work. */
export function describe_request(text) {
  let r;
  try { r = JSON.parse(text); } catch { return 'this request'; }
  if (!r || typeof r !== 'object') return 'this request';
  if ('widget' in r && r.request && typeof r.request === 'object') r = { ...r.request, op: r.op };  // a view's job
  const op = typeof r.op === 'string' ? r.op : 'request';
  const bits = [];
  if (op === 'plan') {
    if (r.min_gpus) bits.push(`the fewest GPUs up to max_gpus = ${r.max_gpus ?? 16384}`);
    else if (r.gpus !== undefined) bits.push(`gpus = ${r.gpus}`);
    if (r.space && typeof r.space === 'object') bits.push(`a space over ${Object.keys(r.space).join(', ')}`);
  } else if (op === 'scale' && Array.isArray(r.gpus)) bits.push(`${r.gpus.length} GPU counts up to ${r.gpus[r.gpus.length - 1]}`);
  else if (op === 'recompute') {
    const ch = r.chain;
    if (Array.isArray(ch)) bits.push(`${ch.length} layers`);
    else if (ch && typeof ch === 'object') bits.push(`${ch.layers} layers`);
    else if (r.model) bits.push(`the model's layers`);
    if (r.strategy) bits.push(`strategy ${r.strategy}`);
  }
  return `the ${op} request${bits.length ? ` (${bits.join(', ')})` : ''}`;
}

function worker_url() { return new URL(`ledgerlab_worker.js?v=${BUILD}`, BASE); }

function spawn() {
  let worker;
  try {
    const url = worker_url();
    // Its name carries this page's build and whether it is given the compiled module (ledgerlab_worker.js).
    const opts = { type: 'module', name: `${shared_module ? 'll-core-given' : 'll-core'}:${BUILD}` };
    if (url.origin === location.origin) worker = new Worker(url, opts);
    else {
      // A worker must come from the page's origin: a tiny same-origin module that imports the real
      // one (which then needs Access-Control-Allow-Origin, like ledgerlab.mjs and .wasm).
      const boot = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
      worker = new Worker(URL.createObjectURL(boot), opts);
    }
  } catch (e) {
    fail_all(new CoreUnavailable(`the core needs Web Workers, which this page cannot start (${e.message})`));
    return null;
  }
  const slot = { worker, n: stats.started, state: 'starting', job: null, timer: 0, idle_timer: 0 };
  slot.timer = setTimeout(() => {
    if (slot.state !== 'starting') return;
    // A start that hangs (e.g. a fetch lost while the page's service worker was replaced) gets one
    // more try; then the core is reported unavailable.
    requeue(slot);
    kill(slot);
    if (start_retries++ < 1) pump(); else fail_all(new CoreUnavailable(`the core did not start within ${limits.start_ms / 1000} s`));
  }, limits.start_ms);
  worker.onmessage = (e) => on_message(slot, e.data);
  worker.onerror = (e) => {
    e.preventDefault?.();
    on_crash(slot, e.message || 'the worker script could not be loaded');
  };
  worker.onmessageerror = () => on_crash(slot, 'a message could not be read');
  slots.push(slot);
  stats.started++;
  mark('ll:worker-spawn');
  if (shared_module) {
    // Named 'll-core-given:…': it waits for this module (null: it compiles its own after all).
    slot.given = true;
    try { worker.postMessage({ type: 'init', module: shared_module }); } catch { slot.given = false; worker.postMessage({ type: 'init', module: null }); }
  }
  return slot;
}

// A job handed to a worker that never started (it failed, hung or was replaced) waits again, first.
function requeue(slot) {
  if (slot.state !== 'starting' || !slot.job) return;
  queue.unshift(slot.job);
  slot.job = null;
}

function kill(slot) {
  clearTimeout(slot.timer);
  clearTimeout(slot.idle_timer);
  try { slot.worker.terminate(); } catch { /* already gone */ }
  slot.state = 'dead';
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
}

function fail_all(err) {
  fatal = err;
  for (const s of slots.slice()) { requeue(s); kill(s); }
  for (const j of queue.splice(0)) j.reject(err);
}

function on_message(slot, msg) {
  if (!msg || typeof msg !== 'object') return;
  if (msg.type === 'module') {  // compiled by this worker: later workers are given it
    if (msg.module instanceof WebAssembly.Module) {
      stats.compiled_in_worker++;
      shared_module = shared_module || msg.module;
    }
  } else if (msg.type === 'ready') {
    clearTimeout(slot.timer);
    if (msg.build !== BUILD) {
      requeue(slot);
      kill(slot);
      fail_all(new CoreUnavailable(`this page's scripts (build ${BUILD}) and the core's worker (build ${msg.build}) ` +
        'come from different versions of the site: reload the page'));
      return;
    }
    stats.worker_build = msg.build;
    if (slot.given) stats.given_module++;
    if (typeof msg.wasm_fetches === 'number' && msg.wasm_fetches > 0) stats.wasm_fetches += msg.wasm_fetches;
    // The worker's own moments (its clock starts at its creation): on the page's timeline.
    for (const [name, abs] of Object.entries(msg.times || {})) mark(`ll:worker-${name}`, abs - performance.timeOrigin);
    mark('ll:core-ready');
    if (slot.job) {  // handed over while it started: it runs now (the worker took it the moment it could)
      slot.state = 'busy';
      slot.timer = setTimeout(() => on_timeout(slot), limits.request_ms);
    } else slot.state = 'idle';
    pump();
  } else if (msg.type === 'fatal') {
    requeue(slot);
    kill(slot);
    fail_all(new CoreUnavailable(msg.message));
  } else if (msg.type === 'crash') {
    on_crash(slot, msg.message || 'the module trapped');
  } else if (msg.type === 'answer' && slot.job && slot.job.id === msg.id) {
    clearTimeout(slot.timer);
    const job = slot.job;
    if (job.log) {
      const t = msg.times || {};
      Object.assign(job.log, { run: page_ms(t.run), done: page_ms(t.done), answered: performance.now() });
    }
    slot.job = null;
    slot.state = 'idle';
    job.resolve(msg.text);
    pump();
  }
}

function on_crash(slot, why) {
  const was_starting = slot.state === 'starting';
  requeue(slot);
  const job = slot.job;
  kill(slot);
  if (was_starting) {
    fail_all(new CoreUnavailable(`the core could not be loaded: ${why}`));
    return;
  }
  stats.crashes++;
  stats.restarts++;
  if (job) job.resolve(failure(job, 'internal', `the core stopped while answering ${describe_request(job.text)} (${why}); it was restarted`));
  pump();
}

function on_timeout(slot) {
  const job = slot.job;
  kill(slot);
  stats.timeouts++;
  stats.restarts++;
  if (job) job.resolve(failure(job, 'too_large', `${describe_request(job.text)} ran past the ${limits.request_ms / 1000} s limit ` +
    'and was stopped; ask for less (fewer GPUs, a narrower search, fewer layers)'));
  pump();
}

function send(slot, job) {
  if (job.log) { job.log.sent = performance.now(); job.log.worker = slot.n; }
  slot.job = job;
  slot.worker.postMessage({ id: job.id, kind: job.kind, text: job.text });
}

function pump() {
  for (;;) {
    if (!queue.length) break;
    const idle = slots.find((s) => s.state === 'idle');
    // The canvas's job does not wait for the page to hear that a worker has started: a starting
    // worker takes it now and runs it the moment its module is up (the page's main thread, busy
    // starting the canvas's own module, may relay the 'ready' message hundreds of ms later). Its
    // watchdog starts with the worker's 'ready'.
    const waiting = !idle && rank(queue[0]) === 0 && slots.find((s) => s.state === 'starting' && !s.job);
    if (waiting) { send(waiting, queue.shift()); continue; }
    if (!idle) {
      // Every worker busy (or starting): one more, up to the limit, so quick requests never wait
      // behind a long one.
      // (A canvas's job at the head goes to that new worker on the next turn of this loop.)
      if (!slots.some((s) => s.state === 'starting') && slots.length < limits.workers && spawn()) continue;
      break;
    }
    clearTimeout(idle.idle_timer);
    idle.state = 'busy';
    idle.timer = setTimeout(() => on_timeout(idle), limits.request_ms);
    send(idle, queue.shift());
  }
  // While every worker is busy, one more starts (up to the limit) before anything waits for it, so
  // the next quick request finds a worker ready instead of waiting for one to start.
  if (slots.length < limits.workers && slots.length && slots.every((s) => s.state === 'busy')) spawn();
  // Extra workers go away after a while idle; the first stays warm.
  for (const s of slots) {
    if (s.state === 'idle' && slots.indexOf(s) > 0 && !s.idle_timer) {
      s.idle_timer = setTimeout(() => { if (s.state === 'idle') kill(s); }, limits.idle_ms);
    } else if (s.state !== 'idle' && s.idle_timer) {
      clearTimeout(s.idle_timer);
      s.idle_timer = 0;
    }
  }
}

// Three lanes, each first come first served: the canvas's jobs (kind 'ui': what the reader looks at
// and drags), then urgent requests (what the reader just asked for, and what the page needs to show
// its controls), then the rest (a chapter's tables and question starts).
const rank = (job) => (job.kind === 'ui' ? 0 : job.urgent ? 1 : 2);
function submit(kind, text, urgent = false) {
  if (fatal) return Promise.reject(fatal);
  return new Promise((resolve, reject) => {
    const job = { id: next_id++, kind, text, urgent, resolve, reject, log: null };
    if (job_log.length < 48) {
      let op = '?';
      try { const r = JSON.parse(text); op = kind === 'ui' ? `${r.widget}/${r.op}` : r.op === 'tutor' ? `tutor ${r.action}` : r.op; } catch { /* unparsed */ }
      job.log = { id: job.id, kind, op, urgent, queued: performance.now() };
      job_log.push(job.log);
    }
    const at = queue.findIndex((j) => rank(j) > rank(job));
    queue.splice(at < 0 ? queue.length : at, 0, job);
    if (!slots.length) spawn();
    pump();
  });
}

/** The pool now: workers that run the core (idle or busy), that are starting, that are busy. */
export function pool() {
  const n = (st) => slots.filter((s) => st.includes(s.state)).length;
  return { ready: n(['idle', 'busy']), starting: n(['starting']), busy: n(['busy']), queued: queue.length };
}

/** Starts the core (idempotent); rejects with CoreUnavailable when it cannot run here. */
export async function ready() {
  await submit('handle', '{"op":"version"}');
}

/**
 * The core's one function. `request`: a JSON string (resolves to the response string, byte for
 * byte what the native CLI prints) or an object (resolves to the parsed response object). A request
 * stopped by the watchdog answers a `too_large` error envelope; a crash answers `internal`.
 * `urgent`: goes ahead of queued requests (the reader is waiting for it).
 */
export async function handle(request, { urgent = false } = {}) {
  if (typeof request === 'string') return submit('handle', request, urgent);
  return JSON.parse(await submit('handle', JSON.stringify(request), urgent));
}

/**
 * Ends every worker (frees their memory); the next request starts a fresh one. Requests in flight
 * answer an `internal` error saying the core was restarted.
 */
export function restart() {
  for (const s of slots.slice()) {
    requeue(s);
    const job = s.job;
    kill(s);
    if (job) job.resolve(failure(job, 'internal', `the core was restarted while answering ${describe_request(job.text)}`));
  }
  pump();
}

/** An exercise view's job (core/ui/ui_compute.h) as text -> its result as text. */
export function ui_compute(job_text) { return submit('ui', job_text); }

// Every page that loads this script asks the core: the first worker starts now, and fetches and
// compiles the module while its script and glue load.
mark('ll:api-script');
if (!slots.length && typeof Worker === 'function') spawn();
