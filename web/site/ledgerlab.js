// ledgerlab.js: the one ES module a book page loads. It exports handle(json) (the WASM core's API,
// API.md) and defines the custom elements <ledger-quiz lesson question>, <ledger-exercise lesson
// exercise> and <ledger-hardware>. Answers are checked in the page by the core's `check` op; every
// number comes from the core. Progress lives in localStorage; seed and exercise state in the URL.
// Usage: <script type="module" src="ledgerlab.js"></script> then the elements anywhere in the page.
// Not here: the site's index/chapter layout (site.js), any ledger arithmetic.

import { formula_node, sweep_table, sweep_summary } from './ledgerlab_plots.js';

const BASE = new URL('.', import.meta.url);
const PROGRESS_KEY = 'ledgerlab.progress.v1';
const HARDWARE_KEY = 'ledgerlab.hardware.v1';

// --- the API module (one instance per page) ------------------------------------------------------
let api_promise = null;
function api() {
  if (!api_promise) {
    api_promise = import(new URL('ledgerlab.mjs', BASE).href).then((m) =>
      m.default({ locateFile: (p) => new URL(p, BASE).href }));
  }
  return api_promise;
}

/** Loads the core (idempotent). Resolves when handle() answers synchronously inside. */
export async function ready() { await api(); }

/**
 * The core's one function. `request`: a JSON string (resolves to the response string, byte for
 * byte what the native CLI prints) or an object (resolves to the parsed response object).
 */
export async function handle(request) {
  const m = await api();
  if (typeof request === 'string') return m.handle(request);
  return JSON.parse(m.handle(JSON.stringify(request)));
}

// --- lessons (cached per lesson + seed) ------------------------------------------------------------
const lesson_cache = new Map();
export function load_lesson(id, seed = 0) {
  const key = `${id}#${seed}`;
  if (!lesson_cache.has(key)) {
    lesson_cache.set(key, handle({ op: 'lesson', id, seed }).then((r) => {
      if (!r.ok) throw new Error(`${r.error.message} (${r.error.code})`);
      return r.lesson || r;
    }));
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

// --- URL state: ?v=1&seed=N&ex=<lesson>/<exercise>&cfg=<base64url JSON> (quiz-grading.md §6) -----
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
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch { return null; }
}
let url_timer = 0;
function url_update(params) {
  clearTimeout(url_timer);
  url_timer = setTimeout(() => {  // throttled: browsers refuse very frequent replaceState calls
    const u = new URL(location.href);
    u.searchParams.set('v', '1');
    for (const [k, v] of Object.entries(params)) {
      if (v === null || v === undefined) u.searchParams.delete(k); else u.searchParams.set(k, v);
    }
    history.replaceState(history.state, '', u);
  }, 150);
}

// --- progress (localStorage, export/import JSON) ------------------------------------------------
export function progress() {
  try {
    const p = JSON.parse(localStorage.getItem(PROGRESS_KEY) || '{}');
    return p && typeof p === 'object' && !Array.isArray(p) ? p : {};
  } catch { return {}; }
}
function save_progress(p) {
  try { localStorage.setItem(PROGRESS_KEY, JSON.stringify(p)); } catch { /* private mode: keep going */ }
  window.dispatchEvent(new CustomEvent('ledgerlab-progress'));
}
export function record_attempt(key, seed, answer, r) {
  const p = progress();
  const prev = p[key] || { attempts: 0, best_score: 0 };
  p[key] = { ...prev, attempts: prev.attempts + 1, best_score: Math.max(prev.best_score, r.score || 0),
             correct: Boolean(prev.correct || r.correct), seed, last_answer: answer, at: new Date().toISOString() };
  save_progress(p);
}
/**
 * Records a step of the tutoring loop (the core's `tutor` response): attempts, hints used, whether
 * the solution was shown before the right answer, and the loop's state, so a reload resumes it.
 */
export function record_tutor(key, base_seed, t) {
  const p = progress();
  const st = t.state || {};
  const prev = p[key] || {};
  p[key] = { attempts: st.total_attempts || 0, best_score: Math.max(prev.best_score || 0, st.score || 0),
             correct: Boolean(prev.correct || st.correct), solved: Boolean(st.solved),
             revealed_before_correct: Boolean(st.revealed_before_correct), revealed: Boolean(st.revealed),
             hints_used: st.total_hints || 0,
             seed: st.seed, base_seed, last_answer: st.last_answer || '', tutor: st, at: new Date().toISOString() };
  save_progress(p);
}
export function export_progress() {
  return JSON.stringify({ format: 'ledgerlab-progress', version: 1, progress: progress() }, null, 2);
}
/** Merges an exported progress file; throws Error with the reason for a malformed one. */
export function import_progress(text) {
  let doc;
  try { doc = JSON.parse(text); } catch (e) { throw new Error(`not JSON: ${e.message}`); }
  if (!doc || doc.format !== 'ledgerlab-progress' || doc.version !== 1 || typeof doc.progress !== 'object' || Array.isArray(doc.progress))
    throw new Error('not a ledgerlab progress file (expected {"format": "ledgerlab-progress", "version": 1, "progress": {...}})');
  const p = progress();
  for (const [k, v] of Object.entries(doc.progress)) {
    if (!v || typeof v !== 'object' || !Number.isInteger(v.attempts) || v.attempts < 0 || typeof v.best_score !== 'number')
      throw new Error(`/progress/${k}: expected {"attempts": integer, "best_score": number, ...}`);
    const cur = p[k];
    p[k] = cur ? { ...v, attempts: Math.max(cur.attempts, v.attempts), best_score: Math.max(cur.best_score, v.best_score),
                   correct: Boolean(cur.correct || v.correct) } : v;
  }
  save_progress(p);
  return Object.keys(doc.progress).length;
}

// --- reader's hardware -------------------------------------------------------------------------
/** {label, hardware, source: "catalog"|"import"} or null. */
export function current_hardware() {
  try {
    const h = JSON.parse(localStorage.getItem(HARDWARE_KEY) || 'null');
    return h && typeof h === 'object' && h.hardware && typeof h.hardware === 'object' ? h : null;
  } catch { return null; }
}
function set_hardware(h) {
  try {
    if (h) localStorage.setItem(HARDWARE_KEY, JSON.stringify(h)); else localStorage.removeItem(HARDWARE_KEY);
  } catch { /* ignore */ }
  window.dispatchEvent(new CustomEvent('ledgerlab-hardware', { detail: h }));
}
/**
 * Validates an untrusted hardware profile through the core (a memory request that uses it) and
 * returns {hardware, label}; throws Error with the core's reason and JSON pointer when rejected.
 */
export async function validate_profile(text) {
  let doc;
  try { doc = JSON.parse(text); } catch (e) { throw new Error(`the file is not JSON: ${e.message}`); }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('the profile must be a JSON object');
  const r = await handle({ op: 'memory', mode: 'train', model: { params: 1e9 }, hardware: doc });
  if (!r.ok) {
    const path = (r.error.path || '').replace(/^\/hardware/, '') || '/';
    throw new Error(`${r.error.message} (at ${path}, ${r.error.code})`);
  }
  const name = typeof doc.name === 'string' ? doc.name : 'imported profile';
  return { hardware: doc, label: `${name} (${doc.source === 'calibrated' ? 'calibrated' : doc.source || 'profile'})` };
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

// --- <ledger-quiz lesson question seed?>: the tutoring loop (the core's `tutor` op) ---------------
// Check an answer without being shown the answer, Hint (one at a time), Show solution, New variant;
// the page sentence the question is about; structured parts below a short answer. The worked
// solution appears only once the reader has the answer or asks for it (or after the question's
// reveal_after tries). The loop's state is kept in the progress record, so a reload resumes it.
class LedgerQuiz extends HTMLElement {
  connectedCallback() {
    if (this._started) return;
    this._started = true;
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load this question: ${e.message}` })));
  }
  get seed() { const s = this.getAttribute('seed'); return s !== null && /^\d+$/.test(s) ? Number(s) : url_seed(); }
  async render() {
    const lesson_id = this.getAttribute('lesson'), qid = this.getAttribute('question');
    const seed = this.seed;
    const lesson = await load_lesson(lesson_id, seed);
    const found = find_item(lesson, 'questions', qid);
    if (!found) throw new Error(`no question "${qid}" in lesson "${lesson_id}"`);
    const q = found.item;
    const key = `${lesson_id}/${q.ref || qid}`;
    const id = `llq-${++uid}`;
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
    let get_answer;
    let fields;
    if ((kind === 'choice' || kind === 'multi_select') && options.length) {
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
    } else if (kind === 'ordering' && options.length) {
      const selects = options.map((o, i) => {
        const sel = el('select', { id: `${id}-p${i}`, 'aria-label': `position of: ${opt_text(o)}` },
          options.map((_, j) => el('option', { value: String(j + 1), text: String(j + 1), selected: j === i })));
        return { s: sel, o, i, row: el('div', { class: 'll-option' }, sel, el('label', { for: `${id}-p${i}`, text: ` ${opt_text(o)}` })) };
      });
      fields = el('fieldset', { 'aria-describedby': `${id}-prompt` }, el('legend', { text: 'Number the steps in order (1 = first)' }), selects.map((x) => x.row));
      get_answer = () => selects.slice().sort((a, b) => Number(a.s.value) - Number(b.s.value) || a.i - b.i).map((x) => opt_id(x.o, x.i)).join(', ');
    } else {
      const unit = text_of(q, 'unit', 'answer_unit');
      const short = kind === 'short_answer';
      const input = el(short ? 'textarea' : 'input', { type: short ? null : 'text', id: `${id}-in`, name: 'answer', autocomplete: 'off', spellcheck: short ? 'true' : 'false',
        rows: short ? '2' : null, inputmode: short ? 'text' : 'decimal', 'aria-describedby': `${id}-prompt ${id}-fb`,
        placeholder: short ? 'your answer in a sentence or two' : unit ? `a number, in ${unit === 'x' ? 'a factor' : unit}` : 'a number' });
      if (short) input.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); this._form?.requestSubmit(); } });
      fields = el('div', { class: 'll-field' }, el('label', { for: `${id}-in`, text: 'Your answer' }), input);
      get_answer = () => input.value;
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
    const past = progress()[key];
    let state = past && past.tutor && past.base_seed === seed ? past.tutor : null;
    const step = async (action, answer) => {
      const req = { op: 'tutor', question: key, action };
      if (state) req.state = state; else req.seed = seed;
      if (answer !== undefined) req.answer = answer;
      const t = await handle(req);
      if (!t.ok) throw new Error(`${t.error.message} (${t.error.code})`);
      state = t.state;
      return t;
    };
    const busy = async (fn) => {
      for (const b of [button, hint_btn, reveal_btn, variant_btn]) b.disabled = true;
      try { await fn(); } catch (e) {
        feedback.replaceChildren(el('p', { class: 'll-wrong', text: `Could not check: ${e.message}` }));
      } finally { this.sync(); }
    };
    this.sync = () => {
      const t = this._t;
      button.disabled = false;
      const left = t ? t.hints_total - t.hints.length : 0;
      hint_btn.textContent = left > 0 ? `Hint (${left} left)` : 'Hint';
      hint_btn.disabled = !t || !t.can.hint;
      hint_btn.hidden = !t || t.hints_total === 0;
      reveal_btn.disabled = !t || !t.can.reveal;
      variant_btn.hidden = !t || !t.can.new_variant;
      variant_btn.disabled = false;
    };
    const show_loop = (t, result) => {
      this._t = t;
      prompt.textContent = t.prompt;
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
        record_tutor(key, seed, t);
        this.dispatchEvent(new CustomEvent('ledgerlab-checked', { bubbles: true, detail: { ok: true, ...t.result, tutor: t } }));
      });
    });
    hint_btn.addEventListener('click', () => busy(async () => { const t = await step('hint'); show_loop(t); record_tutor(key, seed, t); }));
    reveal_btn.addEventListener('click', () => busy(async () => { const t = await step('reveal'); show_loop(t); record_tutor(key, seed, t); }));
    variant_btn.addEventListener('click', () => busy(async () => {
      const t = await step('new_variant');
      feedback.replaceChildren(el('p', { class: 'll-muted', text: `A new variant (seed ${t.seed}): the numbers changed.` }));
      feedback.className = 'll-feedback';
      show_loop(t);
      record_tutor(key, seed, t);
    }));
    this.classList.add('ll-quiz');
    this.replaceChildren(...[form, parts].filter(Boolean));
    const t0 = await step('start');
    show_loop(t0);
    if (past && past.tutor && past.base_seed === seed && (past.tutor.attempts || past.tutor.hints_shown || past.tutor.revealed)) {
      feedback.append(el('p', { class: 'll-past', text: `Earlier: ${past.attempts} attempt(s), ${past.correct ? 'answered correctly' : 'not yet correct'}${past.revealed_before_correct ? ' (after seeing the solution)' : ''}.` }));
    } else if (past && past.attempts) {
      feedback.append(el('p', { class: 'll-past', text: `Earlier: ${past.attempts} attempt(s), ${past.correct ? 'answered correctly' : 'not yet correct'}.` }));
    }
    this.sync();
  }
  show(r, feedback) {
    feedback.replaceChildren();
    const verdict = r.correct ? 'Correct.' : (r.score > 0 ? `Partly right (score ${+r.score.toFixed(2)}).` : 'Not quite.');
    feedback.className = `ll-feedback ${r.correct ? 'll-is-correct' : 'll-is-wrong'}`;
    feedback.append(el('p', { class: 'll-verdict', text: verdict }));
    if (r.feedback) feedback.append(el('p', { class: 'll-feedback-text', text: r.feedback }));
    if (r.diagnosis) feedback.append(el('p', { class: 'll-diagnosis', text: `Diagnosis: ${String(r.diagnosis).replace(/_/g, ' ')}.` }));
    if (!r.correct && r.kind !== 'unreadable') feedback.append(el('p', { class: 'll-muted', text: 'Try again, ask for a hint, or show the solution.' }));
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

// --- the exercise UI module: one instance and one canvas per page, moved to the active exercise -----
let ui_promise = null;
let ui_owner = null;
let auto_pending = false;
const ui_canvas = document.createElement('canvas');
ui_canvas.className = 'll-canvas';
ui_canvas.tabIndex = 0;
ui_canvas.setAttribute('role', 'img');
ui_canvas.setAttribute('aria-label', 'interactive ledger chart (the table below has the same figures)');

// Emscripten's GLFW listens for keys on the whole window and cancels Tab/Backspace, which would break
// the page's own inputs and keyboard navigation. Keys reach the UI only while its canvas has focus.
// GLFW registers them from main(), which runs just before the factory's promise resolves, so the
// patch stays on until then and only touches capture-phase key listeners (the ones GLFW adds).
async function scoped_key_listeners(start) {
  const orig = window.addEventListener;
  window.addEventListener = function (type, listener, opts) {
    if ((type === 'keydown' || type === 'keypress') && opts === true && typeof listener === 'function') {
      // Tab never reaches the UI, so it always moves focus out of the canvas (no keyboard trap).
      const wrapped = (e) => { if (document.activeElement === ui_canvas && e.key !== 'Tab') listener.call(this, e); };
      return orig.call(this, type, wrapped, opts);
    }
    return orig.call(this, type, listener, opts);
  };
  try { return await start(); } finally { window.addEventListener = orig; }
}

function ui_module() {
  if (!ui_promise) {
    ui_promise = import(new URL('ledgerlab_ui.mjs', BASE).href).then((m) => {
      const opts = {
        canvas: ui_canvas,
        locateFile: (p) => new URL(p, BASE).href,
        onUiChange: () => ui_owner?.ui_changed(),
        print: (t) => console.log(t),
        printErr: (t) => console.warn(t),
      };
      return scoped_key_listeners(() => m.default(opts));
    });
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

// --- <ledger-exercise lesson exercise seed?> -------------------------------------------------------
class LedgerExercise extends HTMLElement {
  connectedCallback() {
    if (this._started) return;
    this._started = true;
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load this exercise: ${e.message}` })));
  }
  get key() { return `${this.getAttribute('lesson')}/${this.getAttribute('exercise')}`; }
  async render() {
    const lesson_id = this.getAttribute('lesson'), xid = this.getAttribute('exercise');
    const seed = /^\d+$/.test(this.getAttribute('seed') || '') ? Number(this.getAttribute('seed')) : url_seed();
    let x;
    if (this.hasAttribute('request')) {
      // An exercise written in the page itself: widget, request and editable as attributes.
      const parse = (name, def) => { try { return JSON.parse(this.getAttribute(name) ?? def); } catch (e) { throw new Error(`attribute ${name}: ${e.message}`); } };
      x = { id: xid || 'inline', widget: this.getAttribute('widget') || 'memory', request: parse('request', '{}'),
            inputs: parse('inputs', this.getAttribute('editable') ?? '[]'), watch: parse('watch', '[]'), title: this.getAttribute('heading') || '' };
    } else {
      const lesson = await load_lesson(lesson_id, seed);
      const found = find_item(lesson, 'exercises', xid);
      if (!found) throw new Error(`no exercise "${xid}" in lesson "${lesson_id}"`);
      x = found.item;
    }
    this.exercise = x;
    this.request = JSON.parse(JSON.stringify(x.request || {}));
    this.op = this.request.op || { memory: 'memory', comm: 'step', step: 'step', recompute: 'recompute', plan: 'plan', flops: 'flops', plot: 'sweep' }[x.widget || 'memory'] || 'memory';
    delete this.request.op;
    const params = new URLSearchParams(location.search);
    if (params.get('ex') === this.key && params.get('cfg')) {
      const cfg = b64url_decode(params.get('cfg'));
      if (cfg && typeof cfg === 'object' && !Array.isArray(cfg)) this.request = cfg;
    }
    const mine = current_hardware();
    if (mine && this.uses_hardware() && !(params.get('ex') === this.key && params.get('cfg'))) this.request.hardware = mine.hardware;
    this.id_base = `llx-${++uid}`;
    const title = text_of(x, 'title', 'name');
    const prompt = text_of(x, 'prompt', 'text', 'description');
    this.hw_note = el('p', { class: 'll-hw-note', 'aria-live': 'polite' });
    this.stage = el('div', { class: 'll-stage' });
    this.open_btn = el('button', { type: 'button', class: 'll-open', text: 'Open the interactive chart', onclick: () => this.activate(true) });
    this.summary = el('p', { class: 'll-summary', 'aria-live': 'polite' });
    this.table = el('div', { class: 'll-table' });
    this.details = el('details', { class: 'll-alt' }, el('summary', { text: 'Show as table' }), this.table);
    this.classList.add('ll-exercise');
    this.replaceChildren(...[
      title ? el('h4', { class: 'll-ex-title', text: title }) : null,
      prompt ? formula_node(prompt, 'p', 'll-ex-prompt') : null,
      this.hw_note, this.stage, this.open_btn, this.summary, this.details].filter(Boolean));
    this.update_hw_note();
    window.addEventListener('ledgerlab-hardware', () => {
      const mine = current_hardware();
      if (mine && this.uses_hardware()) this.request.hardware = mine.hardware;
      this.update_hw_note();
      this.refresh();
    });
    await this.refresh_table();
    // The first exercise on the page takes the canvas when it scrolls into view.
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        // Start the canvas once the page is idle: questions and text first, the heavier UI module after.
        if (e.isIntersecting && !ui_owner && !auto_pending) {
          auto_pending = true;
          const go = () => { auto_pending = false; if (!ui_owner) this.activate(false); };
          if (window.requestIdleCallback) requestIdleCallback(go, { timeout: 1500 }); else setTimeout(go, 200);
        }
        if (ui_owner === this && ui_promise) ui_promise.then((m) => m.ccall('ll_ui_set_paused', null, ['number'], [e.isIntersecting ? 0 : 1]));
      }
    });
    io.observe(this);
  }
  widget() { return this.exercise.widget || this.exercise.ledger || 'memory'; }
  update_hw_note() {
    const h = current_hardware();
    this.hw_note.textContent = h && this.uses_hardware() ? `Using your hardware: ${h.label}.` : '';
  }
  // The request the widget asks: the exercise's, with the reader's hardware where it takes one.
  uses_hardware() { return ['memory', 'step', 'plan', 'scale'].includes(this.op); }  // ops with a hardware field
  config() {
    const request = { ...JSON.parse(JSON.stringify(this.request)), op: this.op };
    const mine = current_hardware();
    return { widget: this.widget(), request, editable: this.exercise.inputs || this.exercise.editable || [],
             watch: this.exercise.watch || [], hardware: null,
             hardware_label: mine && this.uses_hardware() ? `your hardware: ${mine.label}` : '',
             title: text_of(this.exercise, 'title', 'name') };
  }
  async activate(focus) {
    if (ui_owner && ui_owner !== this) ui_owner.deactivate();
    ui_owner = this;
    this.open_btn.hidden = true;
    ui_canvas.classList.toggle('ll-canvas-tall', this.widget() === 'plot');  // a chart, its legend and steps
    this.stage.append(ui_canvas);
    const m = await ui_module();
    if (ui_owner !== this) return;
    const err = m.ccall('ll_ui_configure', 'string', ['string'], [JSON.stringify(this.config())]);
    if (err) this.summary.textContent = `This exercise could not be shown: ${err}`;
    m.ccall('ll_ui_set_paused', null, ['number'], [0]);
    this.ui_changed();
    if (focus) ui_canvas.focus();
  }
  deactivate() { this.open_btn.hidden = false; }
  refresh() { if (ui_owner === this) this.activate(false); else this.refresh_table(); }
  ui_changed() {
    if (!ui_promise) return;
    ui_promise.then((m) => {
      const st = JSON.parse(m.ccall('ll_ui_state', 'string', [], []));
      // Keep the reader's edits (the request without the page-supplied hardware) and share them by URL.
      const req = st.request || {};
      delete req.op;
      const changed = JSON.stringify(req) !== JSON.stringify(this.request);
      this.request = req;
      if (changed) url_update({ ex: this.key, cfg: b64url_encode(req), seed: String(url_seed()) });
      this.render_table(st.response, st.error, st.extra);
    });
  }
  async refresh_table() {
    const r = await handle(this.config().request);
    this.render_table(r.ok ? r : null, r.ok ? '' : `${r.error.message} (at ${r.error.path})`);
  }
  // The DOM alternative of the chart: the same figures as an HTML table, and a one-line summary.
  render_table(r, error, extra) {
    if (error) {
      this.summary.textContent = `The core rejected this configuration: ${error}`;
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
    if (ui_owner === this) ui_canvas.setAttribute('aria-label', `${summary}. The table below has every figure.`);
    const table = plot || el('table', {}, el('tbody', {}, rows.map(([a, b]) => el('tr', {}, el('th', { scope: 'row', text: a }), el('td', { text: b })))));
    const st = steps_list(r.steps);
    this.table.replaceChildren(...[table, st ? el('h5', { text: 'Ledger steps' }) : null, st].filter(Boolean));
  }
}

// --- <ledger-hardware>: pick a catalog GPU or import a profile (validated by the core) ------------
class LedgerHardware extends HTMLElement {
  connectedCallback() {
    if (this._started) return;
    this._started = true;
    this.render().catch((e) => this.replaceChildren(el('p', { class: 'll-error', text: e.message })));
  }
  async render() {
    const id = `llh-${++uid}`;
    const presets = await handle({ op: 'presets' });
    const hw_ids = (presets.hardware || []).map((h) => (typeof h === 'string' ? h : h.id));
    const select = el('select', { id: `${id}-sel` }, el('option', { value: '', text: '(none: each exercise uses its own)' }),
      hw_ids.map((h) => el('option', { value: h, text: h })));
    const file = el('input', { type: 'file', id: `${id}-file`, accept: 'application/json,.json' });
    const status = el('p', { class: 'll-hw-status', role: 'status', 'aria-live': 'polite' });
    const show = () => {
      const h = current_hardware();
      status.textContent = h ? `Exercises use: ${h.label}.` : 'Exercises use the hardware each one names.';
      status.classList.remove('ll-error');
      select.value = h && h.source === 'catalog' ? h.hardware.preset : '';
    };
    select.addEventListener('change', () => {
      set_hardware(select.value ? { source: 'catalog', label: select.value, hardware: { preset: select.value } } : null);
      show();
    });
    file.addEventListener('change', async () => {
      const f = file.files[0];
      if (!f) return;
      try {
        const v = await validate_profile(await f.text());
        set_hardware({ source: 'import', ...v });
        show();
      } catch (e) {
        status.textContent = `Profile rejected: ${e.message}`;
        status.classList.add('ll-error');
      }
      file.value = '';
    });
    this.classList.add('ll-hardware');
    this.replaceChildren(el('div', { class: 'll-field' }, el('label', { for: `${id}-sel`, text: 'Catalog GPU' }), select),
      el('div', { class: 'll-field' }, el('label', { for: `${id}-file`, text: 'or import a profile (ledgerlab calibrate --json)' }), file),
      status);
    show();
  }
}

customElements.define('ledger-quiz', LedgerQuiz);
customElements.define('ledger-exercise', LedgerExercise);
customElements.define('ledger-hardware', LedgerHardware);
