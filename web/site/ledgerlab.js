// ledgerlab.js: the one ES module a book page loads. It exports handle(json) (the core's API,
// API.md, answered in a Web Worker by ledgerlab_api.js) and defines the custom elements
// <ledger-quiz lesson question>, <ledger-exercise lesson exercise> and <ledger-hardware>. Answers
// are checked by the core's `check` op; every number comes from the core. Progress lives in
// localStorage; the seed and the exercise's own inputs in the URL. Its stylesheet (ledgerlab.css,
// scoped to the three elements) is added to the page unless the page links it already.
// Usage: <script type="module" src="ledgerlab.js"></script> then the elements anywhere in the page.
// Not here: the worker pool (ledgerlab_api.js), the canvas module (ledgerlab_canvas.js), the site's
// index/chapter layout (site.js), any ledger arithmetic.
// Contents: the core · the elements' stylesheet · lessons · URL state · progress · reader's hardware ·
// small DOM helpers · <ledger-quiz> · the exercise UI and <ledger-exercise> · <ledger-hardware>
// (each a "// ---" section).
import { BUILD as API_BUILD, CoreUnavailable, handle as core_handle, job_log as core_job_log, limits, mark, pool as core_pool, ready as core_ready,
         restart as restart_core, stats as core_stats } from './ledgerlab_api.js';
import * as canvas_ui from './ledgerlab_canvas.js';
import { PLOTS_BUILD, formula_node, sweep_table, sweep_summary } from './ledgerlab_plots.js';

export const BUILD = '@LEDGERLAB_BUILD@';
const BASE = new URL('.', import.meta.url);
const PROGRESS_KEY = 'ledgerlab.progress.v1';
const HARDWARE_KEY = 'ledgerlab.hardware.v1';
export { CoreUnavailable, limits, core_stats, core_pool, core_job_log, restart_core };

// Scripts of one build only: a page whose cached files mix two builds refuses to run them.
const MIXED = [API_BUILD, canvas_ui.CANVAS_BUILD, PLOTS_BUILD].some((b) => b !== BUILD)
  ? new CoreUnavailable(`this page holds scripts from two versions of the site (${[BUILD, API_BUILD, canvas_ui.CANVAS_BUILD, PLOTS_BUILD].join(', ')}): reload the page`)
  : null;

// --- the core: every call goes to the Web Worker pool (ledgerlab_api.js) ---------------------------
/** Loads the core (idempotent); rejects with the reason when it cannot run in this page. */
export async function ready() {
  if (MIXED) throw MIXED;
  await core_ready();
}

/**
 * The core's one function. `request`: a JSON string (resolves to the response string, byte for
 * byte what the native CLI prints) or an object (resolves to the parsed response object). Requests
 * run in a Web Worker; one that runs past the watchdog answers a `too_large` error envelope.
 */
export async function handle(request) {
  if (MIXED) throw MIXED;
  return core_handle(request);
}
// The same, ahead of queued requests: what the reader just asked for, and what an exercise needs to
// show its controls.
async function handle_now(request) {
  if (MIXED) throw MIXED;
  return core_handle(request, { urgent: true });
}

/** The build of each piece this page runs (scripts, worker, exercise UI), for checks and bug reports. */
export async function builds() {
  const out = { scripts: BUILD, api_script: API_BUILD, canvas_script: canvas_ui.CANVAS_BUILD, worker: core_stats.worker_build || null, ui: null };
  try { out.ui = await canvas_ui.ui_build(); } catch { /* not started or not available */ }
  return out;
}

// --- the elements' stylesheet (scoped to the three elements; the host page keeps its look) ------
function adopt_stylesheet() {
  const href = new URL(`ledgerlab.css?v=${BUILD}`, BASE).href;
  const plain = new URL('ledgerlab.css', BASE).href;
  for (const l of document.querySelectorAll('link[rel~="stylesheet"]'))
    if (l.href === href || l.href === plain || l.hasAttribute('data-ledgerlab')) return;
  // First in <head>: the book's own rules come later and win wherever they speak.
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.setAttribute('data-ledgerlab', '');
  document.head.prepend(link);
}

// --- lessons (cached per lesson + seed) ------------------------------------------------------------
// Seed 0 (the book's numbers, what a page shows unless a link or the reader asks for a variant) is
// also a static file the build wrote from the core's own answer (lessons/<id>.json, web/emit_lessons.mjs):
// questions appear while the core's worker is still starting, and a Check typed meanwhile waits for
// it. Any other seed, a missing file or a file of another build asks the core.
const lesson_cache = new Map();
async function static_lesson(id) {
  if (MIXED || !/^[a-z0-9][a-z0-9._-]*$/.test(id)) return null;
  try {
    const res = await fetch(new URL(`lessons/${id}.json?v=${BUILD}`, BASE).href, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const r = await res.json();
    return r && r.ok === true && (r.lesson || r).id === id ? r : null;
  } catch {
    return null;
  }
}
export function load_lesson(id, seed = 0) {
  const key = `${id}#${seed}`;
  if (!lesson_cache.has(key)) {
    const p = (seed === 0 ? static_lesson(id) : Promise.resolve(null)).then((r) => r || handle({ op: 'lesson', id, seed })).then((r) => {
      mark('ll:lesson');
      if (!r.ok) throw new Error(`${r.error.message} (${r.error.code})`);
      return r.lesson || r;
    });
    p.catch(() => lesson_cache.delete(key));  // a failure is not remembered: the next element retries
    lesson_cache.set(key, p);
  }
  return lesson_cache.get(key);
}

export function lesson_sections(lesson) { return Array.isArray(lesson.sections) ? lesson.sections : []; }

function find_item(lesson, kind, id) {
  for (const s of lesson_sections(lesson)) {
    for (const it of (s[kind] || [])) {
      if (it.id === id) return { item: it, section: s };
      for (const p of (it.parts || [])) if (p.ref === id) return { item: p, section: s };  // "check-4/gives"
    }
  }
  for (const it of (lesson[kind] || [])) if (it.id === id) return { item: it, section: null };
  return null;
}

// --- URL state: ?v=2&seed=N&ex=<lesson>/<exercise>&cfg=<base64url {pointer: value}> (quiz-grading.md §6)
// A shared link carries only the exercise's own inputs (the JSON pointers it declares), never a
// whole request and never the reader's hardware profile. v=1 links (a whole request) are still read,
// for those pointers only.
export function url_seed() {
  const s = new URLSearchParams(location.search).get('seed');
  const n = s === null ? 0 : Number(s);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}
function b64url_encode(obj) {
  const bytes = new TextEncoder().encode(JSON.stringify(obj));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function b64url_decode(text) {
  try {
    if (text.length > 8192) return null;
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch { return null; }
}
// JSON pointers (RFC 6901) into plain request objects; prototype names are never walked.
const BAD_TOKENS = new Set(['__proto__', 'prototype', 'constructor']);
function ptr_tokens(ptr) {
  if (typeof ptr !== 'string' || !ptr.startsWith('/')) return null;
  const t = ptr.slice(1).split('/').map((x) => x.replace(/~1/g, '/').replace(/~0/g, '~'));
  return t.some((x) => BAD_TOKENS.has(x)) ? null : t;
}
export function ptr_get(obj, ptr) {
  const t = ptr_tokens(ptr);
  if (!t) return undefined;
  let cur = obj;
  for (const k of t) {
    if (!cur || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, k)) return undefined;
    cur = cur[k];
  }
  return cur;
}
export function ptr_set(obj, ptr, value) {
  const t = ptr_tokens(ptr);
  if (!t || !t.length) return false;
  let cur = obj;
  for (const k of t.slice(0, -1)) {
    if (!cur[k] || typeof cur[k] !== 'object' || Array.isArray(cur[k])) cur[k] = {};
    cur = cur[k];
  }
  cur[t[t.length - 1]] = value;
  return true;
}
const scalar = (v) => (typeof v === 'string' ? v.length <= 200 : typeof v === 'number' ? Number.isFinite(v) : typeof v === 'boolean');
/** The declared inputs' values a link carries for exercise `key`: {pointer: scalar}. */
function url_inputs(key, pointers) {
  const params = new URLSearchParams(location.search);
  if (params.get('ex') !== key || !params.get('cfg')) return {};
  const cfg = b64url_decode(params.get('cfg'));
  if (!cfg || typeof cfg !== 'object' || Array.isArray(cfg)) return {};
  const out = {};
  for (const p of pointers) {
    const v = params.get('v') === '1' ? ptr_get(cfg, p) : Object.prototype.hasOwnProperty.call(cfg, p) ? cfg[p] : undefined;
    if (scalar(v)) out[p] = v;
  }
  return out;
}
let url_timer = 0;
function url_update(params) {
  clearTimeout(url_timer);
  url_timer = setTimeout(() => {  // throttled: browsers refuse very frequent replaceState calls
    const u = new URL(location.href);
    u.searchParams.set('v', '2');
    for (const [k, v] of Object.entries(params)) {
      if (v === null || v === undefined) u.searchParams.delete(k); else u.searchParams.set(k, v);
    }
    history.replaceState(history.state, '', u);
  }, 150);
}

// --- progress (localStorage, export/import JSON; the core checks imports: op progress_import) -----
export const max_progress_file_bytes = 1 << 20;
export function progress() {
  try {
    const p = JSON.parse(localStorage.getItem(PROGRESS_KEY) || '{}');
    return p && typeof p === 'object' && !Array.isArray(p) ? p : {};
  } catch { return {}; }
}
/** Stores the progress; returns '' or why it could not be stored (storage full, blocked). */
function save_progress(p) {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(p));
  } catch (e) {
    return e && e.name === 'QuotaExceededError' ? "the browser's storage for this site is full" : `the browser refused to store it (${e.message})`;
  }
  window.dispatchEvent(new CustomEvent('ledgerlab-progress'));
  return '';
}
// Progress stored by another tab of this site: this page's questions follow it (a chained part whose
// earlier choice changed there is no longer shown as checked here).
if (typeof window === 'object') {
  window.addEventListener('storage', (e) => {
    if (e.key === PROGRESS_KEY || e.key === null) window.dispatchEvent(new CustomEvent('ledgerlab-progress'));
  });
}
const MAX_ANSWER_BYTES = 2000;  // progress_import's limit on last_answer (UTF-8 bytes)
/** `text` cut to at most `max` UTF-8 bytes, never inside a character. */
function clip_utf8(text, max) {
  const s = String(text);
  let bytes = 0, end = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > max) break;
    end += ch.length;
  }
  return s.slice(0, end);
}
/** The stored entry for `key` (own property, an object) or null: prototype names are never read. */
function own_entry(p, key) {
  return Object.prototype.hasOwnProperty.call(p, key) && p[key] && typeof p[key] === 'object' ? p[key] : null;
}
// A worked problem's part computed from earlier choices keeps, in its loop state, the choices it was
// last graded for (tutor.choices, e.g. "sharding=b"); the core starts the part again when they change
// (attempts, verdict and score reset; the reader's last answer kept). So the part's verdict is its
// loop state's, never an older one, and an answer checked before the change is "not checked against
// the new choice" until it is checked again.
const chained = (e) => Boolean(e && e.tutor && typeof e.tutor.choices === 'string' && e.tutor.choices);
/** A part whose last answer was checked for other earlier choices than its loop now has (none since). */
export function verdict_stale(e) {
  return chained(e) && !e.tutor.attempts && typeof e.tutor.last_answer === 'string' && e.tutor.last_answer !== '' &&
    Number(e.tutor.total_attempts) > 0;
}
/** Whether the entry's right answer still holds (a chained part: for the choices it has now). */
function entry_correct(e) { return Boolean(e && e.correct) && (!chained(e) || Boolean(e.tutor.correct)); }
/**
 * Whether `key` counts as answered correctly: its entry says so and, for a worked problem, none of its
 * chained parts has lost its verdict to a changed choice since (e.g. after merging an older file).
 */
export function answered_correctly(p, key) {
  if (!entry_correct(own_entry(p, key))) return false;
  const head = `${key}/`;
  return !Object.keys(p).some((k) => k.startsWith(head) && chained(own_entry(p, k)) && !own_entry(p, k).tutor.correct);
}
/** Records one graded attempt; returns '' or why it could not be saved. */
export function record_attempt(key, seed, answer, r) {
  const p = progress();
  const prev = own_entry(p, key) || { attempts: 0, best_score: 0 };
  p[key] = { ...prev, attempts: (Number(prev.attempts) || 0) + 1, best_score: Math.max(Number(prev.best_score) || 0, r.score || 0),
             correct: Boolean(prev.correct || r.correct), seed, last_answer: clip_utf8(answer, MAX_ANSWER_BYTES), at: new Date().toISOString() };
  return save_progress(p);
}
/**
 * Records a step of the tutoring loop (the core's `tutor` response): attempts, hints used, whether
 * the solution was shown before the right answer, and the loop's state, so a reload resumes it.
 */
export function record_tutor(key, base_seed, t) {
  const p = progress();
  const st = t.state || {};
  const prev = own_entry(p, key) || {};
  // A chained part (its state names the choices it is graded for) is right only while its loop says
  // so: an earlier choice changed since resets it; any other question stays right once right.
  const is_chained = typeof st.choices === 'string' && st.choices !== '';
  const same_choices = !prev.tutor || prev.tutor.choices === st.choices;
  const best = is_chained && !same_choices ? st.score || 0 : Math.max(Number(prev.best_score) || 0, st.score || 0);
  // Every field is one progress_import accepts (core/quiz/progress.cpp), so an export imports again.
  p[key] = { attempts: st.total_attempts || 0, best_score: best,
             correct: is_chained ? Boolean(st.correct) : Boolean(prev.correct || st.correct), solved: Boolean(st.solved),
             revealed_before_correct: Boolean(st.revealed_before_correct), revealed: Boolean(st.revealed),
             hints_used: st.total_hints || 0,
             seed: st.seed, base_seed, last_answer: clip_utf8(st.last_answer || '', MAX_ANSWER_BYTES), tutor: st, at: new Date().toISOString() };
  return save_progress(p);
}
export function export_progress() {
  return JSON.stringify({ format: 'ledgerlab-progress', version: 1, progress: progress() }, null, 2);
}
/**
 * Merges an exported progress file (its text). The core checks it (keys, types, limits) and merges;
 * resolves to the number of questions imported, rejects with the reason (nothing changes) for a bad
 * file or when the merged progress cannot be stored.
 */
export async function import_progress(text) {
  if (typeof text !== 'string') throw new Error("expected the file's text");
  if (text.length > max_progress_file_bytes) throw new Error(`the file is larger than ${max_progress_file_bytes} bytes`);
  // The merge runs in the worker: progress stored meanwhile (a question answered in this page or another tab)
  // would be lost by storing a merge of the older progress, so the file is merged again with the newer one.
  for (let tries = 0; ; tries++) {
    const stored = localStorage.getItem(PROGRESS_KEY);
    const r = await handle({ op: 'progress_import', file: text, progress: progress() });
    if (!r.ok) throw new Error(r.error.message);
    if (localStorage.getItem(PROGRESS_KEY) !== stored && tries < 5) continue;
    const why = save_progress(r.progress);
    if (why) throw new Error(`nothing was imported: ${why}`);
    return r.imported;
  }
}

// --- reader's hardware -------------------------------------------------------------------------
/** {label, hardware, source: "catalog"|"import"} or null. */
export function current_hardware() {
  try {
    const h = JSON.parse(localStorage.getItem(HARDWARE_KEY) || 'null');
    return h && typeof h === 'object' && h.hardware && typeof h.hardware === 'object' && !Array.isArray(h.hardware) ? h : null;
  } catch { return null; }
}
/** Stores the reader's choice (null: each exercise uses its own); returns '' or why it was not stored. */
function set_hardware(h) {
  let why = '';
  try {
    if (h) localStorage.setItem(HARDWARE_KEY, JSON.stringify(h)); else localStorage.removeItem(HARDWARE_KEY);
  } catch (e) { why = `the browser refused to store it (${e.message})`; }
  window.dispatchEvent(new CustomEvent('ledgerlab-hardware', { detail: h }));
  return why;
}
/**
 * Validates an untrusted hardware profile (a file's text) through the core (op hardware_import) and
 * returns {hardware, label}; throws Error with the core's reason and the field inside the file.
 */
export async function validate_profile(text) {
  const r = await handle({ op: 'hardware_import', file: String(text) });
  if (!r.ok) throw new Error(`${r.error.message} (${r.error.code})`);
  return { hardware: r.hardware, label: r.label };
}

// --- small DOM helpers ---------------------------------------------------------------------------
let uid = 0;
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
}
const text_of = (o, ...keys) => { for (const k of keys) if (typeof o?.[k] === 'string') return o[k]; return ''; };
export function fmt_bytes(b) {
  if (typeof b !== 'number' || !isFinite(b)) return '–';
  const u = [['PB', 1e15], ['TB', 1e12], ['GB', 1e9], ['MB', 1e6], ['kB', 1e3]];
  for (const [n, f] of u) if (Math.abs(b) >= f) return `${+(b / f).toPrecision(4)} ${n}`;
  return `${+b.toPrecision(4)} B`;
}
function steps_list(steps) {
  if (!Array.isArray(steps) || !steps.length) return null;
  return el('ol', { class: 'll-steps' }, steps.map((s) => el('li', {},
    el('span', { class: 'll-step-label', text: s.label || '' }), ' ',
    s.formula ? formula_node(s.formula) : null,
    typeof s.bytes === 'number' ? el('span', { class: 'll-step-value', text: ` = ${fmt_bytes(s.bytes)}` })
      : typeof s.value === 'number' ? el('span', { class: 'll-step-value', text: ` = ${s.value}` }) : null)));
}

// Books rendered on the server by React (Docusaurus, Next.js, Gatsby) hydrate the page after this
// script has run: an element given children before React has hydrated it makes React throw the page
// away and render it again (with a console error). Such an element waits until React has claimed it
// (React marks the node) or replaced it (it is disconnected), at most `max_ms`.
const REACT_ROOTS = '#__docusaurus, #__next, #___gatsby, [data-reactroot]';
const react_owned = (node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$') || k.startsWith('__reactInternalInstance$'));
async function until_hydrated(elem, max_ms = 10000) {
  if (!elem.closest(REACT_ROOTS) || react_owned(elem)) return true;
  // Made by another of these elements (a question's parts): React never saw it, nothing to wait for.
  if (elem.parentElement?.closest('ledger-quiz, ledger-exercise')) return true;
  const t0 = performance.now();
  while (elem.isConnected && !react_owned(elem) && performance.now() - t0 < max_ms) {
    await new Promise((r) => setTimeout(r, 30));
  }
  return elem.isConnected;
}

// --- <ledger-quiz lesson question seed?>: the tutoring loop (the core's `tutor` op) ---------------
// Check an answer without being shown the answer, Hint (one at a time), Show solution, New variant;
// the page sentence the question is about; structured parts below a short answer. The worked
// solution appears only once the reader has the answer or asks for it (or after the question's
// reveal_after tries). The loop's state is kept in the progress record, so a reload resumes it.
class LedgerQuiz extends HTMLElement {
  connectedCallback() {
    if (this._started) { this._watch_start?.(); return; }
    this._started = true;
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load this question: ${e.message}` })));
  }
  // A part that listens for earlier answers stops listening when it leaves the page (and starts again
  // if it comes back).
  disconnectedCallback() {
    this._near?.disconnect();
    this._near = null;
    if (this._ac) { this._ac.abort(); this._ac = null; this._started = false; this._prev_key = undefined; }
  }
  get seed() { const s = this.getAttribute('seed'); return s !== null && /^\d+$/.test(s) ? Number(s) : url_seed(); }
  // A worked problem: its scenario, then its parts in order, each a <ledger-quiz> of its own (graded,
  // hinted, saved per part); a part computed from earlier choices unlocks once they are answered.
  render_problem(lesson_id, q, seed) {
    const id = `llq-${++uid}`;
    const head = el('div', { class: 'll-problem-head' },
      el('p', { class: 'll-prompt', id: `${id}-prompt`, text: q.prompt || '' }),
      q.page_sentence ? el('blockquote', { class: 'll-page-sentence' }, el('span', { class: 'll-muted', text: 'From the page: ' }), `“${q.page_sentence}”`) : null);
    const parts = el('ol', { class: 'll-problem-parts', 'aria-labelledby': `${id}-prompt` },
      (q.parts || []).map((p) => el('li', {}, el('ledger-quiz', { lesson: lesson_id, question: p.ref, seed: String(seed) }))));
    this.classList.add('ll-quiz', 'll-problem');
    this.replaceChildren(head, parts);
    // The problem counts as answered (the index's "N of M") while every part is right: once they all
    // are, and no longer when a part computed from an earlier choice lost its verdict to a change of
    // that choice (it is right again once checked again).
    const key = `${lesson_id}/${q.ref}`, part_keys = (q.parts || []).map((p) => `${lesson_id}/${p.ref}`);
    const done = () => {
      const p = progress();
      if (!part_keys.length) return;
      const e = own_entry(p, key);
      if (part_keys.every((k) => entry_correct(own_entry(p, k)))) {
        if (e?.correct) return;
        p[key] = { attempts: part_keys.length, best_score: 1, correct: true, seed, at: new Date().toISOString() };
      } else {
        if (!e?.correct || !part_keys.some((k) => chained(own_entry(p, k)) && !own_entry(p, k).tutor.correct)) return;
        p[key] = { ...e, correct: false, at: new Date().toISOString() };
      }
      save_progress(p);
    };
    this._ac = new AbortController();
    window.addEventListener('ledgerlab-progress', done, { signal: this._ac.signal });
    done();
  }
  async render() {
    if (!await until_hydrated(this)) { this._started = false; return; }
    const lesson_id = this.getAttribute('lesson'), qid = this.getAttribute('question');
    const seed = this.seed;
    const lesson = await load_lesson(lesson_id, seed);
    const found = find_item(lesson, 'questions', qid);
    if (!found) throw new Error(`no question "${qid}" in lesson "${lesson_id}"`);
    const q = found.item;
    const key = `${lesson_id}/${q.ref || qid}`;
    const id = `llq-${++uid}`;
    if (q.type === 'problem') return this.render_problem(lesson_id, q, seed);
    // A worked problem's part computed from the reader's earlier choices (q.needs): the core gets the
    // reader's answers to those parts (kept in the progress record) and computes this part for them.
    const needs = Array.isArray(q.needs) ? q.needs : [];
    const problem_key = `${lesson_id}/${String(q.ref || qid).split('/')[0]}`;
    const previous = () => {
      const p = progress(), out = {};
      for (const n of needs) { const e = own_entry(p, `${problem_key}/${n}`); if (e && typeof e.last_answer === 'string' && e.last_answer) out[n] = e.last_answer; }
      return out;
    };
    const missing = () => needs.filter((n) => !(n in previous()));
    const prompt = el('p', { class: 'll-prompt', id: `${id}-prompt`, text: text_of(q, 'prompt', 'text', 'question') });
    const quote = q.page_sentence ? el('blockquote', { class: 'll-page-sentence' }, el('span', { class: 'll-muted', text: 'From the page: ' }),
      `“${q.page_sentence}”`) : null;
    const hints = el('ol', { class: 'll-hints', 'aria-live': 'polite', hidden: true });
    const feedback = el('div', { class: 'll-feedback', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', id: `${id}-fb` });
    const solution = el('div', { class: 'll-solution', hidden: true });
    const kind = q.type || q.kind || 'numeric';
    const options = q.options || q.choices || q.items || [];
    const opt_id = (o, i) => (typeof o === 'object' ? String(o.id ?? i) : String(o));
    const opt_text = (o) => (typeof o === 'object' ? text_of(o, 'text', 'label', 'id') : String(o));
    let get_answer, set_answer = () => {};
    let fields;
    if (kind === 'yes_no') {
      const boxes = [['yes', q.yes_text || 'yes'], ['no', q.no_text || 'no']].map(([v, t], i) => {
        const input = el('input', { type: 'radio', name: `${id}-opt`, value: v, id: `${id}-o${i}` });
        return { input, row: el('div', { class: 'll-option' }, input, el('label', { for: `${id}-o${i}`, text: t })) };
      });
      fields = el('fieldset', { 'aria-describedby': `${id}-prompt` }, el('legend', { text: 'Choose one' }), boxes.map((b) => b.row));
      get_answer = () => (boxes.find((b) => b.input.checked)?.input.value || '');
      set_answer = (text) => { const b = boxes.find((x) => x.input.value === String(text).trim().toLowerCase()); if (b) b.input.checked = true; };
    } else if ((kind === 'choice' || kind === 'multi_select') && options.length) {
      const multi = kind === 'multi_select';
      const boxes = options.map((o, i) => {
        const input = el('input', { type: multi ? 'checkbox' : 'radio', name: `${id}-opt`, value: opt_id(o, i), id: `${id}-o${i}` });
        return { input, row: el('div', { class: 'll-option' }, input, el('label', { for: `${id}-o${i}`, text: opt_text(o) })) };
      });
      fields = el('fieldset', { 'aria-describedby': `${id}-prompt` }, el('legend', { text: 'Choose' + (multi ? ' all that apply' : ' one') }), boxes.map((b) => b.row));
      get_answer = () => {
        const sel = boxes.filter((b) => b.input.checked).map((b) => b.input.value);
        return multi ? sel.join(', ') : (sel[0] || '');
      };
      set_answer = (text) => {  // the ids this page wrote (a typed answer stays in the message only)
        const ids = String(text).split(',').map((x) => x.trim());
        if (!ids.every((x) => boxes.some((b) => b.input.value === x)) || (!multi && ids.length !== 1)) return;
        for (const b of boxes) b.input.checked = ids.includes(b.input.value);
      };
    } else if (kind === 'ordering' && options.length) {
      const selects = options.map((o, i) => {
        const sel = el('select', { id: `${id}-p${i}`, 'aria-label': `position of: ${opt_text(o)}` },
          options.map((_, j) => el('option', { value: String(j + 1), text: String(j + 1), selected: j === i })));
        return { s: sel, o, i, row: el('div', { class: 'll-option' }, sel, el('label', { for: `${id}-p${i}`, text: ` ${opt_text(o)}` })) };
      });
      fields = el('fieldset', { 'aria-describedby': `${id}-prompt` }, el('legend', { text: 'Number the steps in order (1 = first)' }), selects.map((x) => x.row));
      get_answer = () => selects.slice().sort((a, b) => Number(a.s.value) - Number(b.s.value) || a.i - b.i).map((x) => opt_id(x.o, x.i)).join(', ');
      set_answer = (text) => {
        const ids = String(text).split(',').map((x) => x.trim());
        if (ids.length !== selects.length || !selects.every((x) => ids.includes(opt_id(x.o, x.i)))) return;
        for (const x of selects) x.s.value = String(ids.indexOf(opt_id(x.o, x.i)) + 1);
      };
    } else {
      const unit = text_of(q, 'unit', 'answer_unit');
      const short = kind === 'short_answer';
      const input = el(short ? 'textarea' : 'input', { type: short ? null : 'text', id: `${id}-in`, name: 'answer', autocomplete: 'off', spellcheck: short ? 'true' : 'false',
        rows: short ? '2' : null, inputmode: short ? 'text' : 'decimal', 'aria-describedby': `${id}-prompt ${id}-fb`,
        placeholder: short ? 'your answer in a sentence or two' : unit ? `a number, in ${unit === 'x' ? 'a factor' : unit}` : 'a number' });
      if (short) input.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); this._form?.requestSubmit(); } });
      fields = el('div', { class: 'll-field' }, el('label', { for: `${id}-in`, text: 'Your answer' }), input);
      get_answer = () => input.value;
      set_answer = (text) => { input.value = String(text); };
    }
    const button = el('button', { type: 'submit', class: 'll-check', text: 'Check' });
    const hint_btn = el('button', { type: 'button', class: 'll-hint ll-secondary' });
    const reveal_btn = el('button', { type: 'button', class: 'll-reveal ll-secondary', text: 'Show solution' });
    const variant_btn = el('button', { type: 'button', class: 'll-variant ll-secondary', text: 'New variant' });
    const form = el('form', { class: 'll-quiz-form', novalidate: true, 'aria-labelledby': `${id}-prompt` },
      prompt, quote, fields, el('div', { class: 'll-actions' }, button, hint_btn, reveal_btn, variant_btn), hints, feedback, solution);
    this._form = form;
    const parts = (q.parts || []).length ? el('div', { class: 'll-parts' }, el('p', { class: 'll-muted', text: 'Or answer in parts:' }),
      q.parts.map((p) => el('ledger-quiz', { lesson: lesson_id, question: p.ref, seed: String(seed) }))) : null;

    // The loop's state: resumed from progress when it belongs to this page's variant seed.
    const past = own_entry(progress(), key);
    let state = past && past.tutor && past.base_seed === seed ? past.tutor : null;
    let steps_done = 0;  // the reader's own steps answered (check, hint, reveal, new variant)
    // One step of the loop. A start answers null when a step of the reader's was answered after it
    // was sent (a Check pressed before the start came back): the loop's state is that step's, not
    // the start's older one.
    const step = async (action, answer) => {
      const req = { op: 'tutor', question: key, action };
      if (state) req.state = state; else req.seed = seed;
      if (answer !== undefined) req.answer = answer;
      if (needs.length) req.previous = previous();
      const before = steps_done;
      const t = await (action === 'start' ? handle(req) : handle_now(req));
      if (!t.ok) throw new Error(`${t.error.message} (${t.error.code})`);
      if (action === 'start' && steps_done !== before) return null;
      if (action !== 'start') steps_done++;
      state = t.state;
      t.sent_previous = JSON.stringify(req.previous || {});
      return t;
    };
    let saved_tutor = '';  // the loop state this element stored last (another tab or an import may replace it)
    const save = (t) => {  // records the loop's step; says so when the browser will not keep it
      const why = record_tutor(key, seed, t);
      if (why) feedback.append(el('p', { class: 'll-wrong', text: `Your progress could not be saved: ${why}.` }));
      else saved_tutor = JSON.stringify(t.state);
    };
    // A chained part's verdict on screen holds for the choices it was graded for (verdict_for); when
    // the loop's choices move on, it is replaced by "not checked against your new choice".
    let verdict_for = null;
    let busy_now = false;
    const busy = async (fn) => {
      for (const b of [button, hint_btn, reveal_btn, variant_btn]) b.disabled = true;
      busy_now = true;
      try { await fn(); } catch (e) {
        feedback.replaceChildren(el('p', { class: 'll-wrong', text: `Could not check: ${e.message}` }));
      } finally { busy_now = false; this.sync(); }
    };
    this.sync = () => {
      if (busy_now) return;  // the step under way re-enables the buttons when it ends
      const t = this._t;
      button.disabled = false;
      // Before the loop's start has come back, the lesson and the saved state say what can be asked
      // (as the core's tutor_step does; a button pressed then starts the loop in the core, as a Check
      // does).
      const total = t ? t.hints_total : Number(q.hints_total) || 0;
      const left = total - (t ? t.hints.length : state?.hints_shown || 0);
      const can = t ? t.can : { hint: left > 0, reveal: !state?.revealed, new_variant: Number(q.variants) > 1 };
      hint_btn.textContent = left > 0 ? `Hint (${left} left)` : 'Hint';
      hint_btn.disabled = !can.hint;
      hint_btn.hidden = total === 0;
      reveal_btn.disabled = !can.reveal;
      variant_btn.hidden = !can.new_variant;
      variant_btn.disabled = false;
    };
    const given = el('p', { class: 'll-given ll-muted', hidden: true });
    const show_loop = (t, result) => {
      this._t = t;
      prompt.textContent = t.prompt;
      given.textContent = Array.isArray(t.given) && t.given.length ? `Computed for your choices: ${t.given.join('; ')}.` : '';
      given.hidden = !given.textContent;
      hints.replaceChildren(...t.hints.map((h, i) => el('li', { text: h, 'aria-label': `hint ${i + 1}` })));
      hints.hidden = t.hints.length === 0;
      if (result !== undefined) this.show(result, feedback);
      if (t.note) feedback.append(el('p', { class: 'll-muted', text: t.note }));
      this.show_solution(t.solution, solution);
    };
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const answer = get_answer();
      busy(async () => {
        const t = await step('check', answer);
        show_loop(t, t.result);
        verdict_for = t.state.choices || '';
        this.removeAttribute('data-stale');
        save(t);
        this.dispatchEvent(new CustomEvent('ledgerlab-checked', { bubbles: true, detail: { ok: true, ...t.result, tutor: t } }));
        // An earlier part changed while this check was on its way: it was graded for the old choice.
        if (needs.length && JSON.stringify(previous()) !== t.sent_previous) { this._prev_key = undefined; this._refresh?.(); }
      });
    });
    hint_btn.addEventListener('click', () => busy(async () => { const t = await step('hint'); show_loop(t); save(t); }));
    reveal_btn.addEventListener('click', () => busy(async () => { const t = await step('reveal'); show_loop(t); save(t); }));
    variant_btn.addEventListener('click', () => busy(async () => {
      const t = await step('new_variant');
      feedback.replaceChildren(el('p', { class: 'll-muted', text: `A new variant (seed ${t.seed}): the numbers changed.` }));
      feedback.className = 'll-feedback';
      show_loop(t);
      save(t);
    }));
    this.classList.add('ll-quiz');
    this.replaceChildren(...[form, parts].filter(Boolean));
    mark('ll:quiz-inputs');
    canvas_ui.questions_shown();  // the canvas's context may be made now (it blocks the main thread)
    prompt.after(given);
    if (needs.length) {
      // Locked until the parts it is computed from are answered; when one of those answers changes,
      // the core computes this part again and, if it was answered for the old choice, restarts it.
      const lock = (why) => {
        for (const c of form.querySelectorAll('input, textarea, select, button')) c.disabled = Boolean(why);
        this.toggleAttribute('data-locked', Boolean(why));
        if (why) feedback.replaceChildren(el('p', { class: 'll-muted ll-locked', text: why })), feedback.className = 'll-feedback';
        else feedback.querySelector('.ll-locked')?.remove();
      };
      const parts_named = `part${needs.length > 1 ? 's' : ''} ${needs.map((x) => `“${x}”`).join(', ')}`;
      // The answer last checked, kept (never deleted): in the field again when the field is empty.
      const show_stale = () => {
        const kept = typeof state?.last_answer === 'string' ? state.last_answer : '';
        feedback.replaceChildren(el('p', { class: 'll-verdict', text: 'Not checked against your new choice.' }),
          el('p', { class: 'll-changed', text: `Your answer to an earlier part changed after this part was checked (it is computed from your answer to ${parts_named}), so it was computed again for the new choice${kept ? `; your answer “${kept}” is kept: check it again` : ': check your answer again'}.` }));
        feedback.className = 'll-feedback ll-is-stale';
        solution.hidden = true;
        this.setAttribute('data-stale', '');
        if (kept && !get_answer()) set_answer(kept);
        verdict_for = null;
      };
      const refresh = async () => {
        const m = missing();
        const key_now = JSON.stringify(previous());
        // Another tab or an imported file may have stored a newer loop for this part than this page's.
        const stored = own_entry(progress(), key);
        const stored_tutor = stored && stored.base_seed === seed && stored.tutor && typeof stored.tutor === 'object' ? JSON.stringify(stored.tutor) : '';
        const external = stored_tutor !== '' && stored_tutor !== saved_tutor && stored_tutor !== JSON.stringify(state);
        if (key_now === this._prev_key && !external) return;
        this._prev_key = key_now;
        if (external) state = stored.tutor;
        if (m.length) { lock(`This part is computed from your answer to part${m.length > 1 ? 's' : ''} ${m.map((x) => `“${x}”`).join(', ')}: answer ${m.length > 1 ? 'them' : 'it'} first.`); return; }
        lock('');
        const t = await step('start');
        if (!t) { this.sync(); return; }  // the reader's own step came back first: it holds the state
        show_loop(t);
        // the stored loop names the choices it is for (also when it had nothing to reset)
        if (t.choices_changed || (stored?.tutor && stored.tutor.choices !== t.state.choices)) save(t);
        if (verdict_stale({ tutor: t.state })) show_stale();
        else if (external || (verdict_for !== null && verdict_for !== t.state.choices)) {
          // the verdict shown was for other choices (or another tab's loop): nothing to show for these
          feedback.replaceChildren();
          feedback.className = 'll-feedback';
          this.removeAttribute('data-stale');
          verdict_for = null;
        }
        this.sync();
      };
      this._refresh = () => refresh().catch((e) => feedback.replaceChildren(el('p', { class: 'll-wrong', text: `Could not update: ${e.message}` })));
      this._ac = new AbortController();
      window.addEventListener('ledgerlab-progress', this._refresh, { signal: this._ac.signal });
      await refresh();
      if (missing().length) return;
    } else {
      // The loop's start (hints left, what can be asked, a resumed solution) is asked once the
      // question comes within a screen of the view or the reader reaches it (focus), not for every
      // question of a chapter at load: those requests queued in the core's worker ahead of what the
      // reader looks at. A Check pressed first is answered without it (the core starts the loop).
      let asked = false;
      const begin = () => {
        if (asked) return;
        asked = true;
        this._near?.disconnect();
        this._near = null;
        this._watch_start = null;
        step('start').then((t0) => {
          if (!t0) return;
          show_loop(t0);
          this.sync();
        }, (e) => {
          // No core in this page (its module could not be loaded, mixed builds): the question says
          // so in place of inputs that could not be checked; any other failure is shown below them.
          if (e instanceof CoreUnavailable) this.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load this question: ${e.message}` }));
          else if (!this._t) feedback.append(el('p', { class: 'll-wrong', text: `Could not start this question: ${e.message}` }));
        });
      };
      form.addEventListener('focusin', begin, { once: true });
      // A loop the reader has worked on (resumed from progress) starts at once: its hints and worked
      // solution are shown again without waiting for the question to come into view.
      if (state) { begin(); } else this._watch_start = () => {
        if (asked || this._near) return;
        if (typeof IntersectionObserver !== 'function') { begin(); return; }
        this._near = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) begin(); }, { rootMargin: '100% 0px' });
        this._near.observe(this);
      };
      this._watch_start?.();
    }
    // What the reader did before (a chained part: as its loop stands now, after its start above).
    const before = needs.length ? own_entry(progress(), key) : past;
    if (this.hasAttribute('data-stale')) { /* said above: not checked against the new choice */ }
    else if (before && before.tutor && before.base_seed === seed && (before.tutor.attempts || before.tutor.hints_shown || before.tutor.revealed)) {
      feedback.append(el('p', { class: 'll-past', text: `Earlier: ${before.attempts} attempt(s), ${entry_correct(before) ? 'answered correctly' : 'not yet correct'}${before.revealed_before_correct ? ' (after seeing the solution)' : ''}.` }));
    } else if (before && before.attempts && !needs.length) {
      feedback.append(el('p', { class: 'll-past', text: `Earlier: ${before.attempts} attempt(s), ${entry_correct(before) ? 'answered correctly' : 'not yet correct'}.` }));
    }
    this.sync();
  }
  show(r, feedback) {
    feedback.replaceChildren();
    // An unreadable or ambiguous answer is not a verdict and costs no try (as the CLI says it).
    const not_a_try = !r.correct && (r.kind === 'unreadable' || r.kind === 'ambiguous');
    const verdict = r.correct ? 'Correct.'
      : not_a_try ? (r.kind === 'ambiguous' ? 'Say it plainly (not counted as a try).' : 'Could not read that (not counted as a try).')
      : (r.score > 0 ? `Partly right (score ${+r.score.toFixed(2)}).` : 'Not quite.');
    feedback.className = `ll-feedback ${r.correct ? 'll-is-correct' : not_a_try ? 'll-is-unread' : 'll-is-wrong'}`;
    feedback.append(el('p', { class: 'll-verdict', text: verdict }));
    if (r.feedback) feedback.append(el('p', { class: 'll-feedback-text', text: r.feedback }));
    // A named misconception or reversed claim says what went wrong; a choice's diagnosis is only the
    // id of the reader's own pick ("d"), which the feedback above already answers.
    if (r.diagnosis && (r.kind === 'misconception' || r.kind === 'reversed')) feedback.append(el('p', { class: 'll-diagnosis', text: `Diagnosis: ${String(r.diagnosis).replace(/_/g, ' ')}.` }));
    if (!r.correct && !not_a_try) feedback.append(el('p', { class: 'll-muted', text: 'Try again, ask for a hint, or show the solution.' }));
  }
  show_solution(sol, solution) {
    solution.replaceChildren();
    if (!sol) { solution.hidden = true; return; }
    const parts = [];
    if (sol.expected) parts.push(el('p', {}, 'Answer: ', el('strong', { text: String(sol.expected) })));
    if (sol.explanation) parts.push(el('p', { text: sol.explanation }));
    if (sol.page_answer) parts.push(el('p', { class: 'll-muted', text: `The book's answer: ${sol.page_answer}` }));
    const st = steps_list(sol.steps);
    if (st) parts.push(st);
    solution.append(el('h4', { text: 'Worked solution' }), ...parts);
    solution.hidden = false;
  }
}

// --- the exercise UI: one canvas per page (ledgerlab_canvas.js), lent to the exercise in view -----
export const ui_state = canvas_ui.ui_state;
export const ui_frame_stats = canvas_ui.ui_frame_stats;
export const ui_load_stats = canvas_ui.load_stats;
/** A page that will show exercises (the site's chapter page, before its lesson is read) says so: the
 * canvas's module is then fetched and compiled beside the core's. */
export const prefetch_ui = canvas_ui.prefetch_ui;
let auto_pending = false;
let first_seen = false;  // the page's first rendered exercise was checked for being in view
let ui_failed = '';  // why the canvas cannot be shown on this page ('' = it can)

// The exercise's inputs as DOM controls too (label, value, keyboard): defaults and choices follow
// the canvas's own controls (core/ui/ui.cpp draw_control), so both edit the same request.
const FIELD_DEFAULTS = { dp: 1, tp: 1, pp: 1, cp: 1, ep: 1, virtual_stages: 1, micro_batch: 1, grad_accum: 1, batch: 1, k: 1,
  zero: 0, seq_len: 2048, context_len: 4096, recompute: 'none', mode: 'train', strategy: 'sqrt',
  flash_attention: false, sequence_parallel: false, offload_optimizer: false };
const FIXED_CHOICES = { recompute: ['none', 'selective', 'full'], mode: ['train', 'inference'],
  strategy: ['none', 'every_k', 'sqrt', 'optimal'], algorithm: ['ring', 'tree'], zero: [0, 1, 2, 3] };
const pow2 = (lo, hi) => { const out = []; for (let e = lo; e <= hi; e++) out.push(2 ** e); return out; };
let catalog_promise = null;
function catalog() {  // catalog ids for the model/recipe choices (one presets request per page)
  if (!catalog_promise) {
    catalog_promise = handle_now({ op: 'presets' }).then((p) => ({
      models: (p.models || []).map((m) => (typeof m === 'string' ? m : m.id)).filter(Boolean),
      recipes: (p.recipes || []).map((r) => (typeof r === 'string' ? r : r.name)).filter(Boolean),
    }), () => ({ models: [], recipes: [] }));
  }
  return catalog_promise;
}
function input_spec(e) {
  if (typeof e === 'string') return { pointer: e };
  return e && typeof e === 'object' && typeof e.pointer === 'string' ? e : null;
}
const last_token = (ptr) => ptr.slice(ptr.lastIndexOf('/') + 1).replace(/~1/g, '/').replace(/~0/g, '~');
const shown = (v) => (typeof v === 'number' ? String(+v.toPrecision(6)) : typeof v === 'string' ? v : JSON.stringify(v));

class LedgerExercise extends HTMLElement {
  connectedCallback() {
    if (this._started) { if (this._rendered) this.attach(); return; }  // moved in the page: listen again
    this._started = true;
    // First sight of an exercise: fetch and compile the canvas's module now (once per page), beside
    // the core's, so that drawing it costs only the module's start.
    canvas_ui.prefetch_ui();
    canvas_ui.prepare_context();  // once per page, after the page's questions
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load this exercise: ${e.message}` })));
  }
  // Single-page navigation (MkDocs Material, Docusaurus) removes the element: drop every listener and
  // observer, and hand the canvas back so the next page's exercise can take it.
  disconnectedCallback() {
    this.detach();
    if (canvas_ui.owner === this) {
      canvas_ui.set_paused(true);
      canvas_ui.canvas.remove();
      canvas_ui.set_owner(null);
    }
  }
  attach() {
    this.detach();
    this._ac = new AbortController();
    window.addEventListener('ledgerlab-hardware', () => {
      this.update_hw_note();
      this.refresh();
    }, { signal: this._ac.signal });
    // A drag (pointer held on the canvas or a slider) is one change, however slowly the page draws:
    // it is announced where it ends, not at the values it passes.
    this.addEventListener('pointerdown', () => { this._held = true; clearTimeout(this._announce_timer); }, { signal: this._ac.signal });
    const release = () => { if (!this._held) return; this._held = false; this.announce(this._pending); };
    window.addEventListener('pointerup', release, { signal: this._ac.signal });
    window.addEventListener('pointercancel', release, { signal: this._ac.signal });
    // The first exercise in view takes the canvas (take_canvas). The page's first exercise, found in
    // view when it renders, takes it right after the next paint (render, below); the observer covers
    // every other case (scrolled to, a book page's later exercise, one moved in the page).
    this._io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) this.take_canvas();
        if (canvas_ui.owner === this) canvas_ui.set_paused(!e.isIntersecting);
      }
    });
    this._io.observe(this);
    // The table and summary are computed once the exercise comes within a screen of the view: a
    // chapter's dozen exercises do not queue their requests ahead of what the reader looks at. The
    // one that takes the canvas gets them from the canvas (the IntersectionObserver callbacks of one
    // rendering step have all run by the time this one's deferred check does).
    if (!this._table_due) {
      this._near = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this._near?.disconnect();
        this._near = null;
        this._table_due = true;
        requestAnimationFrame(() => setTimeout(() => {
          if (this.isConnected && canvas_ui.owner !== this && !this._taking) this.refresh_table();
        }, 0));
      }, { rootMargin: '100% 0px' });
      this._near.observe(this);
    }
  }
  // The first exercise in view takes the canvas: its first job goes to the core's worker (computed
  // while the canvas's module starts), then the module starts and the exercise takes the canvas.
  take_canvas() {
    if (canvas_ui.owner || auto_pending || ui_failed || !this.isConnected) return;
    auto_pending = true;
    this._taking = true;  // its table comes from the canvas (below)
    canvas_ui.compute_ahead(this.config());
    auto_pending = false;
    if (!canvas_ui.owner && this.isConnected) this.activate(false);
    else { this._taking = false; if (this._table_due && canvas_ui.owner !== this) this.refresh_table(); }
  }
  detach() {
    this._ac?.abort();
    this._ac = null;
    this._io?.disconnect();
    this._io = null;
    this._near?.disconnect();
    this._near = null;
    clearTimeout(this._announce_timer);
  }
  get key() { return `${this.getAttribute('lesson')}/${this.getAttribute('exercise')}`; }
  async render() {
    if (!await until_hydrated(this)) { this._started = false; return; }
    const lesson_id = this.getAttribute('lesson'), xid = this.getAttribute('exercise');
    const seed = /^\d+$/.test(this.getAttribute('seed') || '') ? Number(this.getAttribute('seed')) : url_seed();
    let x;
    if (this.hasAttribute('request')) {
      // An exercise written in the page itself: widget, request and editable as attributes.
      const parse = (name, def) => { try { return JSON.parse(this.getAttribute(name) ?? def); } catch (e) { throw new Error(`attribute ${name}: ${e.message}`); } };
      x = { id: xid || 'inline', widget: this.getAttribute('widget') || 'memory', request: parse('request', '{}'),
            inputs: parse('inputs', this.getAttribute('editable') ?? '[]'), watch: parse('watch', '[]'), title: this.getAttribute('heading') || '' };
      if (!x.request || typeof x.request !== 'object' || Array.isArray(x.request)) throw new Error('attribute request: must be a JSON object');
      if (!Array.isArray(x.inputs)) throw new Error('attribute inputs: must be a JSON array of pointers');
    } else {
      const lesson = await load_lesson(lesson_id, seed);
      const found = find_item(lesson, 'exercises', xid);
      if (!found) throw new Error(`no exercise "${xid}" in lesson "${lesson_id}"`);
      x = found.item;
    }
    this.exercise = x;
    // The exercise's own request; the reader's edits (declared inputs only) and hardware go on top.
    this.base = JSON.parse(JSON.stringify(x.request || {}));
    this.op = this.base.op || { memory: 'memory', comm: 'step', step: 'step', recompute: 'recompute', plan: 'plan', flops: 'flops', plot: 'sweep' }[x.widget || 'memory'] || 'memory';
    delete this.base.op;
    this.specs = (x.inputs || x.editable || []).map(input_spec).filter(Boolean);
    this.edits = url_inputs(this.key, this.specs.map((sp) => sp.pointer));
    this.id_base = `llx-${++uid}`;
    const title = text_of(x, 'title', 'name');
    const prompt = text_of(x, 'prompt', 'text', 'description');
    this.hw_note = el('p', { class: 'll-hw-note' });
    this.controls = el('fieldset', { class: 'll-controls' }, el('legend', { text: 'Inputs' }));
    this.stage_note = el('p', { class: 'll-stage-note', role: 'alert', hidden: true });
    this.stage = el('div', { class: 'll-stage' });
    this.open_btn = el('button', { type: 'button', class: 'll-open', text: 'Open the interactive chart', onclick: () => this.activate(true) });
    this.summary = el('p', { class: 'll-summary' });
    // Results are announced once they settle, not at every slider step.
    this.announcer = el('p', { class: 'll-sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.table = el('div', { class: 'll-table' });
    this.details = el('details', { class: 'll-alt' }, el('summary', { text: 'Show as table' }), this.table);
    this.classList.add('ll-exercise');
    this.replaceChildren(...[
      title ? el('h4', { class: 'll-ex-title', text: title }) : null,
      prompt ? formula_node(prompt, 'p', 'll-ex-prompt') : null,
      this.hw_note, this.stage_note, this.stage, this.open_btn, this.specs.length ? this.controls : null,
      this.summary, this.announcer, this.details].filter(Boolean));
    if (ui_failed) this.show_stage_problem(ui_failed);
    this.update_hw_note();
    // Listening (and so taking the canvas when in view) starts now: the canvas needs the exercise,
    // not the DOM controls, whose choices wait for the core's catalog.
    if (this.isConnected) this.attach();
    // The page's first exercise, when it is in view already: its first job goes to the core's worker
    // now (a starting worker takes it and runs it as soon as the core is up), not when the observer
    // first reports it, which a busy page delays by hundreds of ms. One layout read, once per page.
    if (!first_seen && this.isConnected && !canvas_ui.owner && !ui_failed) {
      first_seen = true;
      const r = this.getBoundingClientRect();
      if (r.width > 0 && r.bottom > 0 && r.top < innerHeight) {
        canvas_ui.compute_ahead(this.config());
        // The module's start (a long task: instantiate, WebGL2 context, shaders, font atlas) begins
        // right after the next paint, so the questions are on screen first; as a user-blocking task
        // it does not wait behind the page's other tasks (the observer's report does: on a loaded
        // machine it came 0.5-0.9 s after the lesson was read).
        // It also waits for the page's questions (they come first: the start blocks the main thread),
        // and takes the WebGL2 context made in that turn (canvas_turn_soon).
        const go = () => this.take_canvas();
        canvas_ui.canvas_turn_soon().then(() => {
          if (globalThis.scheduler?.postTask) scheduler.postTask(go, { priority: 'user-blocking' });
          else setTimeout(go, 0);
        });
      }
    }
    await this.build_controls();
    this._rendered = true;
    if (this.isConnected) this.attach();
  }
  widget() { return this.exercise.widget || this.exercise.ledger || 'memory'; }
  update_hw_note() {
    const h = current_hardware();
    this.hw_note.textContent = h && this.uses_hardware() ? `Using your hardware: ${h.label}.` : '';
  }
  uses_hardware() { return ['memory', 'step', 'plan', 'scale'].includes(this.op); }  // ops with a hardware field
  // The request the widget asks: the exercise's, the reader's edits, and the reader's hardware where
  // the op takes one ("none" chosen again: the exercise's own hardware, untouched in this.base).
  own_request() {
    const req = JSON.parse(JSON.stringify(this.base));
    for (const [p, v] of Object.entries(this.edits)) ptr_set(req, p, v);
    return req;
  }
  request() {
    const req = this.own_request();
    const mine = current_hardware();
    if (mine && this.uses_hardware()) req.hardware = mine.hardware;
    return req;
  }
  value_of(spec) {
    const v = ptr_get(this.overridden(spec.pointer) ? this.own_request() : this.request(), spec.pointer);
    return v !== undefined ? v : FIELD_DEFAULTS[last_token(spec.pointer)];
  }
  config() {
    const mine = current_hardware();
    return { widget: this.widget(), request: { ...this.request(), op: this.op }, editable: this.exercise.inputs || this.exercise.editable || [],
             watch: this.exercise.watch || [], hardware: null,
             hardware_label: mine && this.uses_hardware() ? `your hardware: ${mine.label}` : '',
             title: text_of(this.exercise, 'title', 'name') };
  }
  // --- DOM controls ---
  async build_controls() {
    if (!this.specs.length) return;
    const cat = await catalog();
    this.fields = this.specs.map((spec, i) => {
      const id = `${this.id_base}-in${i}`;
      const tok = last_token(spec.pointer);
      const cur = this.value_of(spec);
      let choices = Array.isArray(spec.choices) && spec.choices.length ? spec.choices
        : tok === 'preset' && spec.pointer.startsWith('/model') ? cat.models
        : tok === 'recipe' ? cat.recipes
        : FIXED_CHOICES[tok] || (typeof cur === 'boolean' ? null
        : tok === 'seq_len' || tok === 'context_len' ? pow2(7, 20)
        : Number.isInteger(cur) && !(typeof spec.min === 'number' && typeof spec.max === 'number') && !(tok === 'layers' && spec.pointer.includes('/chain'))
          ? pow2(0, tok === 'gpus' ? 14 : 10) : null);
      let input;
      if (choices) {
        if (cur !== undefined && !choices.some((c) => c === cur)) choices = [cur, ...choices];
        input = el('select', { id }, choices.map((c) => el('option', { value: JSON.stringify(c), text: shown(c) })));
      } else if (typeof cur === 'boolean') {
        input = el('input', { type: 'checkbox', id });
      } else if (typeof spec.min === 'number' && typeof spec.max === 'number' && !spec.log_scale) {
        input = el('input', { type: 'range', id, min: spec.min, max: spec.max, step: spec.step > 0 ? spec.step : 'any' });
      } else if (typeof cur === 'number' || cur === undefined) {
        input = el('input', { type: 'number', id, step: 'any', inputmode: 'decimal',
          min: typeof spec.min === 'number' ? spec.min : null, max: typeof spec.max === 'number' ? spec.max : null });
      } else {
        input = el('input', { type: 'text', id, readonly: true });
      }
      const out = el('output', { for: id, class: 'll-control-value' });
      const field = { spec, input, out, kind: input.type === 'checkbox' ? 'bool' : input.tagName === 'SELECT' ? 'select' : input.type };
      const read = () => {
        if (field.kind === 'bool') return input.checked;
        if (field.kind === 'select') { try { return JSON.parse(input.value); } catch { return undefined; } }
        if (field.kind === 'range' || field.kind === 'number') {
          const n = input.valueAsNumber;
          return Number.isFinite(n) ? (Number.isInteger(cur) && Number.isInteger(n) ? n : n) : undefined;
        }
        return undefined;
      };
      input.addEventListener(field.kind === 'range' ? 'input' : 'change', () => {
        const v = read();
        if (v !== undefined) this.set_input(spec.pointer, v);
      });
      this.controls.append(el('div', { class: 'll-control' }, el('label', { for: id, text: spec.label || tok }), input, out));
      return field;
    });
    this.update_controls();
  }
  // While the reader's hardware is in use, the exercise's own hardware inputs do not apply.
  overridden(pointer) { return pointer.startsWith('/hardware') && this.uses_hardware() && Boolean(current_hardware()); }
  update_controls() {
    for (const f of this.fields || []) {
      const v = this.value_of(f.spec);
      f.input.disabled = this.overridden(f.spec.pointer);
      f.input.title = f.input.disabled ? 'your hardware is in use (choose "none" to use the exercise\'s own)' : '';
      if (document.activeElement !== f.input || f.kind !== 'number') {
        if (f.kind === 'bool') f.input.checked = Boolean(v);
        else if (f.kind === 'select') {
          const want = JSON.stringify(v);
          if (![...f.input.options].some((o) => o.value === want) && v !== undefined) f.input.prepend(el('option', { value: want, text: shown(v) }));
          f.input.value = want;
        } else if (f.kind === 'range' || f.kind === 'number') f.input.value = typeof v === 'number' ? String(v) : '';
        else f.input.value = v === undefined ? '' : shown(v);
      }
      f.out.textContent = f.kind === 'range' ? shown(v) : '';
    }
  }
  set_input(pointer, value) {
    this.edits[pointer] = value;
    this.share();
    if (canvas_ui.owner === this) canvas_ui.ui_module().then((m) => {
      if (canvas_ui.owner !== this) return;
      const err = m.ccall('ll_ui_set_request', 'string', ['string'], [JSON.stringify({ ...this.request(), op: this.op })]);
      if (err) this.summary.textContent = `This input could not be applied: ${err}`;
    }, () => this.refresh_table());
    else this.refresh_table();
  }
  share() {
    url_update({ ex: this.key, cfg: Object.keys(this.edits).length ? b64url_encode(this.edits) : null, seed: String(url_seed()) });
  }
  // --- the canvas ---
  async activate(focus) {
    if (ui_failed) { this.show_stage_problem(ui_failed); this.refresh_table(); return; }
    const prev = canvas_ui.owner;
    if (prev && prev !== this) prev.deactivate();
    canvas_ui.set_owner(this);
    this.open_btn.hidden = true;
    canvas_ui.canvas.classList.toggle('ll-canvas-tall', this.widget() === 'plot');  // a chart, its legend and steps
    this.stage.replaceChildren(canvas_ui.canvas);
    let m;
    try {
      m = await canvas_ui.ui_module();
    } catch (e) {
      ui_failed = e.message;
      this._taking = false;
      if (canvas_ui.owner === this) canvas_ui.set_owner(null);
      this.show_stage_problem(e.message);
      this.refresh_table();  // the figures come from the worker instead
      return;
    }
    this._taking = false;
    if (canvas_ui.owner !== this) return;
    const err = m.ccall('ll_ui_configure', 'string', ['string'], [JSON.stringify(this.config())]);
    if (err) this.summary.textContent = `This exercise could not be shown: ${err}`;
    canvas_ui.set_paused(false);
    this.ui_changed();
    if (focus) canvas_ui.canvas.focus();
  }
  deactivate() { this.open_btn.hidden = false; this.stage_note.hidden = true; }
  show_stage_problem(message) {
    this.open_btn.hidden = true;
    this.stage.replaceChildren(el('p', { class: 'll-stage-msg', role: 'status',
      text: `The interactive chart cannot be shown here: ${message}. The inputs and the table below give the same figures.` }));
  }
  refresh() {
    this.update_controls();
    if (canvas_ui.owner === this) this.activate(false); else if (this._table_due) this.refresh_table();
  }
  ui_changed() {
    if (canvas_ui.owner !== this) return;
    canvas_ui.ui_state().then((st) => {
      if (!st || canvas_ui.owner !== this) return;
      // Keep the reader's edits: the declared inputs' values only (never the hardware, never the
      // whole request), and share them by URL.
      let changed = false;
      for (const spec of this.specs) {
        if (this.overridden(spec.pointer)) continue;
        const v = ptr_get(st.request || {}, spec.pointer);
        if (v !== undefined && JSON.stringify(v) !== JSON.stringify(this.value_of(spec))) {
          this.edits[spec.pointer] = v;
          changed = true;
        }
      }
      if (changed) { this.share(); this.update_controls(); }
      // The core stopped (watchdog) or crashed in its worker: say so beside the chart.
      const stopped = st.error && (st.error_code === 'too_large' || st.error_code === 'internal');
      this.stage_note.hidden = !stopped;
      this.stage_note.textContent = stopped ? st.error : '';
      if (st.error_code === 'unavailable') {  // the core's module could not be loaded: say so, not "rejected"
        this.summary.textContent = `The core could not run in this page: ${st.error}`;
        this.table.replaceChildren();
        return;
      }
      this.render_table(st.response, st.error, st.extra);
    }, () => {});
  }
  async refresh_table() {
    const request = { ...this.request(), op: this.op };
    const text = JSON.stringify(request);
    // The same request already on its way (the exercise came into view as its canvas failed): its answer is shown.
    if (this._table_pending === text) return;
    // Requests run in a pool of workers, so answers can come back out of order (an earlier one that waited
    // for a starting worker, a later one on an idle worker): only the latest request's answer is shown.
    const seq = (this._table_seq = (this._table_seq || 0) + 1);
    this._table_pending = text;
    let r;
    try {
      r = await handle(request);
    } catch (e) {
      if (seq === this._table_seq) {
        this._table_pending = null;
        this.summary.textContent = `The core could not run in this page: ${e.message}`;
      }
      return;
    }
    if (seq !== this._table_seq) return;
    this._table_pending = null;
    this.render_table(r.ok ? r : null, r.ok ? '' : `${r.error.message}${r.error.path ? ` (at ${r.error.path})` : ''}`);
  }
  // Announces the summary once it has held for a moment and no pointer is held on the element: a
  // drag's intermediate values are never read out, only where it settles.
  announce(text) {
    clearTimeout(this._announce_timer);
    this._pending = text;
    if (!text || text === this._announced || this._held) return;
    this._announce_timer = setTimeout(() => { this._announced = text; this.announcer.textContent = text; }, 700);
  }
  // The DOM alternative of the chart: the same figures as an HTML table, and a one-line summary.
  render_table(r, error, extra) {
    if (error) {
      this.summary.textContent = `The core rejected this configuration: ${error}`;
      this.announce(this.summary.textContent);
      this.table.replaceChildren();
      return;
    }
    if (!r) return;
    const rows = [];
    let summary = '';
    let plot = null;
    if (r.series && r.x) {  // a sweep: the chart's own table (ledgerlab_plots.js)
      plot = sweep_table(r);
      summary = sweep_summary(r);
    } else if (r.per_gpu_bytes) {
      const names = { weights: 'weights', gradients: 'gradients', gradient_buffer: 'gradient copy', master_weights: 'fp32 master copy', optimizer_state: 'optimizer state', activations: 'activations', kv_cache: 'KV cache', total: 'total per GPU' };
      for (const [k, n] of Object.entries(names)) if (k !== 'gradient_buffer' || r.per_gpu_bytes[k] > 0) rows.push([n, fmt_bytes(r.per_gpu_bytes[k])]);
      summary = `Per-GPU memory ${fmt_bytes(r.per_gpu_bytes.total)}`;
      if (typeof r.fits === 'boolean') summary += r.fits ? ', fits on the GPU' : ', does NOT fit on the GPU';
      if (typeof r.capacity_bytes === 'number') summary += ` (capacity ${fmt_bytes(r.capacity_bytes)})`;
    } else if (typeof r.step_s === 'number') {
      for (const k of ['step_s', 'compute_s', 'comm_s', 'comm_exposed_s', 'bubble_s', 'tokens_per_s', 'mfu']) if (k in r) rows.push([k, String(+Number(r[k]).toPrecision(4))]);
      for (const [k, v] of Object.entries(r.comm_bytes || {})) rows.push([`${k} bytes per step`, fmt_bytes(v)]);
      summary = `Step time ${+r.step_s.toPrecision(4)} s`;
    } else if (typeof r.time_s === 'number' && 'busbw_bytes_per_s' in r) {
      rows.push(['time', `${+r.time_s.toPrecision(4)} s`], ['bytes sent per rank', fmt_bytes(r.bytes_sent_per_rank)],
        ['algbw', `${fmt_bytes(r.algbw_bytes_per_s)}/s`], ['busbw', `${fmt_bytes(r.busbw_bytes_per_s)}/s`]);
      summary = `Collective time ${+r.time_s.toPrecision(4)} s, bus bandwidth ${fmt_bytes(r.busbw_bytes_per_s)}/s`;
    } else if (typeof r.peak_bytes === 'number') {
      rows.push(['peak memory', fmt_bytes(r.peak_bytes)], ['recompute FLOPs', String(r.recompute_flops)], ['checkpoints', (r.checkpoints || []).join(', ')]);
      summary = `Peak memory ${fmt_bytes(r.peak_bytes)}`;
    } else if (r.per_token_flops) {
      for (const [k, v] of Object.entries(r.per_token_flops)) rows.push([`${k} FLOPs per token`, Number(v).toPrecision(4)]);
      summary = `Training ${Number(r.per_token_flops.model).toPrecision(3)} FLOPs per token`;
    } else if (Array.isArray(r.configs)) {
      r.configs.forEach((c, i) => {
        const p = c.parallel || {};
        const bytes = typeof c.per_gpu_bytes === 'number' ? c.per_gpu_bytes : c.per_gpu_bytes?.total;
        rows.push([`#${i + 1}: dp ${p.dp}, tp ${p.tp}, pp ${p.pp}, zero ${p.zero}, micro-batch ${c.training?.micro_batch}`,
          `${fmt_bytes(bytes)} per GPU, step ${+Number(c.step_s).toPrecision(4)} s, MFU ${(100 * c.mfu).toFixed(1)} %`]);
      });
      summary = `${r.configs.length} plans`;
    }
    // The chart's series (scaling curve, per-strategy timelines, ranks sweep) as rows too.
    for (const p of extra?.scaling || []) rows.push([`${p.gpus} GPUs (dp ${p.dp})`, `${Math.round(p.tokens_per_s)} tokens/s, step ${+Number(p.step_s).toPrecision(4)} s`]);
    for (const p of extra?.ranks_sweep || []) rows.push([`${p.ranks} ranks`, `${+Number(p.time_s).toPrecision(4)} s, busbw ${fmt_bytes(p.busbw_bytes_per_s)}/s`]);
    for (const [k, v] of Object.entries(extra?.strategies || {})) rows.push([`strategy ${k}`, `peak ${fmt_bytes(v.peak_bytes)}, recompute ${Number(v.recompute_flops).toPrecision(3)} FLOPs, checkpoints ${(v.checkpoints || []).join(', ') || 'none'}`]);
    this.summary.textContent = summary;
    this.announce(summary);
    if (canvas_ui.owner === this) canvas_ui.canvas.setAttribute('aria-label', `interactive chart: ${summary}. The inputs above and the table below have every figure.`);
    const table = plot || el('table', {}, el('tbody', {}, rows.map(([a, b]) => el('tr', {}, el('th', { scope: 'row', text: a }), el('td', { text: b })))));
    const st = steps_list(r.steps);
    this.table.replaceChildren(...[table, st ? el('h5', { text: 'Ledger steps' }) : null, st].filter(Boolean));
  }
}

// --- <ledger-hardware>: pick a catalog GPU or import a profile (validated by the core) ------------
class LedgerHardware extends HTMLElement {
  connectedCallback() {
    if (this._started) { if (this._show) this.attach(); return; }
    this._started = true;
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', text: `The hardware choice is not available: ${e.message}` })));
  }
  disconnectedCallback() { this._ac?.abort(); this._ac = null; }
  attach() {  // another <ledger-hardware> (or another tab) may change the choice: follow it
    this._ac?.abort();
    this._ac = new AbortController();
    window.addEventListener('ledgerlab-hardware', () => this._show(), { signal: this._ac.signal });
    window.addEventListener('storage', (e) => { if (e.key === HARDWARE_KEY) this._show(); }, { signal: this._ac.signal });
  }
  async render() {
    if (!await until_hydrated(this)) { this._started = false; return; }
    const id = `llh-${++uid}`;
    const presets = await handle({ op: 'presets' });
    const hw_ids = (presets.hardware || []).map((h) => (typeof h === 'string' ? h : h.id));
    const imported = el('option', { value: '#import', text: '(your imported profile)', hidden: true, disabled: true });
    const select = el('select', { id: `${id}-sel` }, el('option', { value: '', text: '(none: each exercise uses its own)' }),
      hw_ids.map((h) => el('option', { value: h, text: h })), imported);
    const file = el('input', { type: 'file', id: `${id}-file`, accept: 'application/json,.json' });
    const status = el('p', { class: 'll-hw-status', role: 'status', 'aria-live': 'polite' });
    const show = (problem = '') => {
      const h = current_hardware();
      status.textContent = problem || (h ? `Exercises use: ${h.label}.` : 'Exercises use the hardware each one names.');
      status.classList.toggle('ll-error', Boolean(problem));
      imported.hidden = !(h && h.source === 'import');
      select.value = !h ? '' : h.source === 'catalog' ? h.hardware.preset : '#import';
    };
    this._show = () => show();
    select.addEventListener('change', () => {
      show(set_hardware(select.value ? { source: 'catalog', label: select.value, hardware: { preset: select.value } } : null));
    });
    file.addEventListener('change', async () => {
      const f = file.files[0];
      if (!f) return;
      try {
        if (f.size > 4 << 20) throw new Error(`the file is ${f.size} bytes; a profile is at most 4194304 bytes`);
        const v = await validate_profile(await f.text());
        const why = set_hardware({ source: 'import', ...v });
        show(why ? `The profile is valid but could not be kept: ${why}` : '');
      } catch (e) {
        show(`Profile rejected: ${e.message}`);
      }
      file.value = '';
    });
    this.classList.add('ll-hardware');
    this.replaceChildren(el('div', { class: 'll-field' }, el('label', { for: `${id}-sel`, text: 'Catalog GPU' }), select),
      el('div', { class: 'll-field' }, el('label', { for: `${id}-file`, text: 'or import a profile (ledgerlab calibrate --json)' }), file),
      status);
    show();
    if (this.isConnected) this.attach();
  }
}

// Loading this script twice (a book that lists it on every page, single-page navigation that
// re-runs it) defines nothing twice and never throws.
adopt_stylesheet();
// A page that holds exercises already (a book page, parsed before this module runs): the canvas's
// module is fetched and compiled now, beside the core's.
if (document.querySelector('ledger-exercise')) canvas_ui.prefetch_ui();
for (const [name, cls] of [['ledger-quiz', LedgerQuiz], ['ledger-exercise', LedgerExercise], ['ledger-hardware', LedgerHardware]])
  if (!customElements.get(name)) customElements.define(name, cls);
