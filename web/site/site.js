// site.js: the companion site's pages. index.html lists the chapters (the core's `lessons` op);
// chapter.html?lesson=ID follows that lesson's sections and puts each exercise and question in
// the page as <ledger-exercise>/<ledger-quiz> (ledgerlab.js). Also: progress export/import, and the
// service worker (offline after the first visit) with its update offer: a new build is used only
// after a reload (offered to the reader; done at once by a page not used yet).
import { BUILD as LL_BUILD, handle, load_lesson, prefetch_ui, lesson_sections, url_seed, progress, answered_correctly, export_progress, import_progress,
         max_progress_file_bytes } from './ledgerlab.js';

const BUILD = '@LEDGERLAB_BUILD@';

const $ = (sel) => document.querySelector(sel);
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') e.textContent = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
}
const text_of = (o, ...keys) => { for (const k of keys) if (typeof o?.[k] === 'string') return o[k]; return ''; };
function paragraphs(text) {
  return String(text).split(/\n{2,}/).filter((p) => p.trim()).map((p) => el('p', { text: p.trim() }));
}

async function render_index() {
  const list = $('#chapters');
  const r = await handle({ op: 'lessons' });
  if (!r.ok) {
    list.replaceChildren(el('li', { class: 'll-error', text: `The lessons could not be listed: ${r.error.message}` }));
    return;
  }
  const p = progress();
  list.replaceChildren(...(r.lessons || []).map((l) => {
    // whole questions only: a structured question's parts (lesson/question/part) are not counted again
    const done = Object.entries(p).filter(([k]) => k.startsWith(`${l.id}/`) && k.split('/').length === 2 && answered_correctly(p, k)).length;
    const nq = typeof l.questions === 'number' ? l.questions : Array.isArray(l.questions) ? l.questions.length : null;
    return el('li', {}, el('a', { href: `chapter.html?lesson=${encodeURIComponent(l.id)}`, text: text_of(l, 'title', 'id') }),
      text_of(l, 'summary', 'description') ? el('p', { class: 'll-muted', text: text_of(l, 'summary', 'description') }) : null,
      el('p', { class: 'll-muted', text: nq !== null ? `${done} of ${nq} questions answered correctly` : `${done} questions answered correctly` }));
  }));
}

async function render_chapter() {
  const id = new URLSearchParams(location.search).get('lesson');
  const main = $('#chapter');
  if (!id) { main.replaceChildren(el('p', { class: 'll-error', text: 'No lesson given: open a chapter from the index.' })); return; }
  const seed = url_seed();
  let lesson;
  try { lesson = await load_lesson(id, seed); } catch (e) {
    main.replaceChildren(el('p', { class: 'll-error', role: 'alert', text: `Could not load chapter "${id}": ${e.message}` }));
    return;
  }
  const title = text_of(lesson, 'title', 'id');
  document.title = `${title} · ledgerlab`;
  const toc = el('ol', {}, lesson_sections(lesson).map((s) => el('li', {}, el('a', { href: `#${s.id}`, text: text_of(s, 'title', 'heading', 'id') }))));
  const sections = lesson_sections(lesson).map((s) => el('section', { id: s.id, 'aria-labelledby': `${s.id}-h` },
    el('h2', { id: `${s.id}-h`, text: text_of(s, 'title', 'heading', 'id') }),
    text_of(s, 'text', 'summary', 'intro', 'body') ? paragraphs(text_of(s, 'text', 'summary', 'intro', 'body')) : null,
    (s.exercises || []).map((x) => el('ledger-exercise', { lesson: id, exercise: x.id, seed: String(seed) })),
    (s.questions || []).map((q) => el('ledger-quiz', { lesson: id, question: q.id, seed: String(seed) }))));
  const variant = el('p', { class: 'll-muted' }, `Variant ${seed}. `,
    el('a', { href: `?lesson=${encodeURIComponent(id)}&seed=${seed + 1}`, text: 'Try another variant' }));
  main.replaceChildren(...[el('h1', { text: title }),
    text_of(lesson, 'summary', 'description') ? el('p', { class: 'll-lede', text: text_of(lesson, 'summary', 'description') }) : null,
    variant, el('nav', { 'aria-label': 'sections' }, toc), ...sections].filter(Boolean));
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

function wire_progress() {
  const exp = $('#progress-export'), imp = $('#progress-import'), st = $('#progress-status');
  if (!exp) return;
  exp.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([export_progress()], { type: 'application/json' }));
    const a = el('a', { href: url, download: 'ledgerlab-progress.json' });
    document.body.append(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    st.textContent = `Exported ${Object.keys(progress()).length} item(s).`;
  });
  imp.addEventListener('change', async () => {
    const f = imp.files[0];
    if (!f) return;
    try {
      if (f.size > max_progress_file_bytes) throw new Error(`the file is ${f.size} bytes; at most ${max_progress_file_bytes} are read`);
      st.textContent = `Imported ${await import_progress(await f.text())} item(s).`;
      st.classList.remove('ll-error');
    } catch (e) { st.textContent = `Progress file rejected: ${e.message}`; st.classList.add('ll-error'); }
    imp.value = '';
    if ($('#chapters')) render_index();
  });
}

// --- the service worker and its update offer -------------------------------------------------------
function offer_update(_worker, text) {
  let bar = document.getElementById('ll-update');
  if (!bar) {
    bar = el('div', { id: 'll-update', class: 'll-update', role: 'status' }, el('span', { class: 'll-update-text' }),
      el('button', { type: 'button', text: 'Reload now' }));
    document.body.prepend(bar);
  }
  bar.querySelector('.ll-update-text').textContent = text;
  // A reload gets the newest build (the service worker serves it even before the new worker is
  // active); nothing is forced on other tabs.
  bar.querySelector('button').onclick = () => location.reload();
  bar.hidden = false;
}
// A page the reader has not used yet (just loaded, no key or pointer input) moves to the new build at
// once: it reloads (the service worker serves a page the newest complete build). Other tabs are not
// touched: they keep running their own build until the reader reloads them.
let touched = false;
for (const t of ['keydown', 'pointerdown']) addEventListener(t, () => { touched = true; }, { capture: true, once: true });
const fresh = () => !touched && performance.now() < 15000;
async function watch_updates() {
  const reg = await navigator.serviceWorker.register('sw.js');
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // A new worker took over (no tab of the old build was left, or the browser moved it): this page
    // keeps running its own build (its files stay cached) and says a reload brings the new one.
    const ch = new MessageChannel();
    ch.port1.onmessage = (e) => {
      if (e.data?.build && e.data.build !== BUILD) offer_update(null, 'These exercises were updated in another tab. Reload to use the new version.');
    };
    navigator.serviceWorker.controller?.postMessage({ type: 'build' }, [ch.port2]);
  });
  const installed = (w) => {
    if (!navigator.serviceWorker.controller) return;  // the first install: nothing to replace
    // Is this page older than the waiting worker's build? (A page of the new build, loaded while
    // its worker still waits, has nothing to reload for.)
    const ch = new MessageChannel();
    ch.port1.onmessage = (e) => {
      if (!e.data?.build || e.data.build === BUILD) return;
      if (fresh()) location.reload(); else offer_update(w, 'A new version of these exercises is ready.');
    };
    w.postMessage({ type: 'build' }, [ch.port2]);
  };
  if (reg.waiting) installed(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => { if (w.state === 'installed') installed(w); });
  });
}
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  watch_updates().catch(() => { /* offline support is best effort */ });
}
wire_progress();
// site.js and ledgerlab.js of two builds (a deploy in between their fetches): ask for a reload.
if (LL_BUILD !== BUILD) offer_update(null, 'This page was loaded while the site was being updated. Reload to use the new version.');
if ($('#chapters')) render_index();
// A chapter shows exercises (every lesson has some): the canvas's module is fetched and compiled
// from now on, beside the core's, not once the lesson has been read.
if ($('#chapter')) { prefetch_ui(); render_chapter(); }
