// End to end in Debian's headless chromium (playwright-core, no browser download), against the built
// site served on loopback: chapters listed, a chapter page's numeric question answered wrong and
// right as a tutoring loop (a wrong answer without the answer shown, a hint, the right answer and
// then the worked solution; reveal on request; a new variant; a reversed trade; parts; a reload
// resumes the loop), a worked problem whose parts chain on the reader's choices, a keyboard-only answer, a slider dragged on the
// ImGui canvas with the ledger change read through the UI module's exported state, the URL sharing
// that state, hardware profiles imported (calibrated and malformed), progress export/import,
// offline reload through the service worker, phone width, and no console errors anywhere.
// Screenshots go to build-web/screenshots/ (look at them). Timings go to build-web/e2e-metrics.json.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, SCREENSHOTS, SITE, launch_chromium, serve_site } from './lib.mjs';

const LESSON = 'training-is-its-own-beast';
const FIX = path.join(ROOT, 'tests/web/fixtures');
let server, browser;
const problems = [];   // console errors and page errors, from every page
const metrics = {};

before(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await serve_site();
  browser = await launch_chromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
  fs.writeFileSync(path.join(SITE, '../e2e-metrics.json'), JSON.stringify(metrics, null, 2));
});

async function open(url, { viewport = { width: 1100, height: 900 }, scale = 1, context } = {}) {
  const ctx = context || await browser.newContext({ viewport, deviceScaleFactor: scale, acceptDownloads: true });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${url}: console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${url}: pageerror: ${e.message}`));
  await page.goto(server.url + url);
  return { ctx, page };
}
const ui_state = (page) => page.evaluate(async () => (await import('./ledgerlab.js')).ui_state());
async function wait_ui(page, pred, what, timeout = 60000) {
  const t0 = Date.now();
  for (;;) {
    const st = await ui_state(page);
    if (st && pred(st)) return st;
    if (Date.now() - t0 > timeout) assert.fail(`timed out waiting for the UI: ${what}; state: ${JSON.stringify(st)?.slice(0, 400)}`);
    await page.waitForTimeout(50);
  }
}
const quiz = (page, q) => page.locator(`ledger-quiz[question="${q}"]`);

test('index lists every lesson as a chapter', async () => {
  const { ctx, page } = await open('index.html');
  await page.waitForSelector('#chapters a');
  const links = await page.locator('#chapters a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.ok(links.length >= 3, JSON.stringify(links));
  assert.ok(links.some(([, h]) => h === `chapter.html?lesson=${LESSON}`));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'index.png'), fullPage: true });
  await ctx.close();
});

test('chapter: sections, numeric answer wrong then right, diagnosis and worked solution, progress', async () => {
  const { ctx, page } = await open(`chapter.html?lesson=${LESSON}`);
  // Cold-cache load: when is the page interactive (a question can be checked) and the canvas drawn?
  // The page marks each moment of its load on its performance timeline (ll:* marks, ms since
  // navigation); the budgets read the marks (what the page did), and the moments this test saw them
  // (later by its own polling, which a loaded machine slows) are kept beside them.
  await page.waitForSelector(`ledger-quiz[question="check-2"] input`);
  metrics.chapter_inputs_seen_ms = await page.evaluate(() => performance.now());
  // ll:ui-first-ledger: the first frame that drew an answer (the module calls back from its frame).
  await page.waitForFunction(() => performance.getEntriesByName('ll:ui-first-ledger').length > 0, null, { timeout: 30000 });
  metrics.chapter_canvas_seen_ms = await page.evaluate(() => performance.now());
  await wait_ui(page, (s) => s.revision > 0 && s.response, 'first ledger on the canvas');
  const timeline = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('ll:')).map((m) => [m.name.slice(3), Math.round(m.startTime * 10) / 10])));
  for (const k of ['quiz-inputs', 'lesson', 'core-ready', 'ui-fetch', 'ui-compiled', 'ui-job-ahead', 'ui-start', 'ui-started', 'ui-first-ledger'])
    assert.ok(typeof timeline[k] === 'number', `the page marked ll:${k} (${JSON.stringify(timeline)})`);
  assert.ok(timeline['quiz-inputs'] <= metrics.chapter_inputs_seen_ms && timeline['ui-first-ledger'] <= metrics.chapter_canvas_seen_ms,
    `marks precede what the test saw: ${JSON.stringify(timeline)}`);
  // The canvas's module is fetched beside the core's (not after the lesson or the core), and the first
  // exercise's job was sent before the module started and taken by it (one job, not two).
  assert.ok(timeline['ui-fetch'] < timeline['lesson'] && timeline['ui-fetch'] < timeline['worker-wasm-compiled'], `the canvas module is fetched early: ${JSON.stringify(timeline)}`);
  assert.ok(timeline['ui-job-ahead'] <= timeline['ui-start'], `the first job goes before the module starts: ${JSON.stringify(timeline)}`);
  const first_job = await page.evaluate(async () => ({ ...(await import('./ledgerlab.js')).ui_load_stats }));
  assert.deepEqual(first_job, { ahead_sent: 1, ahead_taken: 1, ahead_missed: 0, early_context: true },
    'the module took the answer computed ahead, and drew with the WebGL2 context made while the page loaded');
  assert.ok(timeline['ui-context-made'] < timeline['ui-start'], `the context was made before the module started: ${JSON.stringify(timeline)}`);
  // The worker's first requests (ledgerlab_api.js job_log): the canvas's job was handed to the worker
  // the moment it was asked for (a starting worker takes it; it does not wait for the page to hear the
  // worker is ready), and the questions start their tutoring loops only near the view, not all at load.
  const jobs = await page.evaluate(async () => (await import('./ledgerlab.js')).core_job_log.map((j) => ({ ...j })));
  const ui_job = jobs.find((j) => j.kind === 'ui');
  assert.ok(ui_job && typeof ui_job.sent === 'number' && typeof ui_job.done === 'number', `the canvas's job ran: ${JSON.stringify(jobs)}`);
  // (An order, not a duration: a job sent in the call that queued it goes before the worker's ready
  // message can be heard, which marks ll:core-ready; a job that waited for it goes after. A 1 ms bound
  // here failed at 3.1 ms on a loaded machine, the Worker's construction in the same call.)
  if (ui_job.queued < timeline['core-ready']) assert.ok(ui_job.sent < timeline['core-ready'], `sent at once to the starting worker: ${JSON.stringify(ui_job)} (core-ready ${timeline['core-ready']})`);
  const starts = jobs.filter((j) => j.op === 'tutor start').length, quizzes = await page.locator('ledger-quiz').count();
  assert.ok(starts < quizzes / 2, `${starts} tutoring loops started at load for ${quizzes} questions`);
  metrics.chapter_jobs = jobs;
  const ui_fetches = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/ledgerlab_ui\.(wasm|mjs)(\?|$)/.test(e.name)).length);
  assert.equal(ui_fetches, 2, 'the page fetched ledgerlab_ui.mjs and .wasm once each');
  metrics.chapter_inputs_ready_ms = timeline['quiz-inputs'];
  metrics.chapter_canvas_ready_ms = timeline['ui-first-ledger'];
  metrics.chapter_timeline = timeline;
  metrics.load_average = os.loadavg()[0];
  // The API module is fetched and compiled by the first worker itself (the page fetches none), and a
  // worker that did not compile it was given the first one's (no fetch of its own).
  const wasm_fetches = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/ledgerlab\.wasm(\?|$)/.test(e.name)).length);
  assert.equal(wasm_fetches, 0, 'the page itself never fetched ledgerlab.wasm');
  const cs = await page.evaluate(async () => ({ ...(await import('./ledgerlab.js')).core_stats }));
  assert.ok(cs.compiled_in_worker >= 1 && cs.wasm_fetches === cs.compiled_in_worker, `each worker that compiled the module fetched it once: ${JSON.stringify(cs)}`);
  assert.ok(timeline['worker-wasm-compiled'] < timeline['core-ready'], `the worker compiled the module itself: ${JSON.stringify(timeline)}`);
  const frames = await page.evaluate(async () => (await import('./ledgerlab.js')).ui_frame_stats());
  assert.ok(frames.frames > 0, 'the UI module draws frames');

  // Sections follow the lesson, with stable anchors.
  const lesson = await page.evaluate(async (id) => (await import('./ledgerlab.js')).handle({ op: 'lesson', id, seed: 0 }), LESSON);
  const ids = await page.locator('article section').evaluateAll((ss) => ss.map((s) => s.id));
  assert.deepEqual(ids, lesson.sections.map((s) => s.id));

  const q = quiz(page, 'check-2');
  const input = q.locator('input[type=text]');
  assert.equal(await q.locator('label').first().getAttribute('for'), await input.getAttribute('id'), 'the input has a label');
  const fb = q.locator('[role=status][aria-live=polite]');
  assert.equal(await fb.getAttribute('role'), 'status');
  // The page sentence the question is about.
  assert.match(await q.locator('.ll-page-sentence').innerText(), /16 bytes\/param/);
  // Two values at once is not a verdict: the reader is asked for the one they mean, and it costs no
  // try (the attempts below stay 2), as in the CLI.
  await input.fill('36 GB or 48 GB');
  await q.locator('button.ll-check').click();
  await fb.locator('.ll-verdict').waitFor();
  assert.equal(await fb.locator('.ll-verdict').innerText(), 'Say it plainly (not counted as a try).');
  assert.match(await fb.innerText(), /give the one you mean/);
  assert.doesNotMatch(await fb.innerText(), /Try again|Not quite|Expected/);
  // Wrong: 12 bytes/param (master copy forgotten) -> named diagnosis, and nothing gives the answer away.
  await input.fill('36 GB');
  await q.locator('button.ll-check').click();
  await page.waitForFunction(() => /Not quite/.test(document.querySelector('ledger-quiz[question="check-2"] .ll-verdict')?.textContent || ''));
  assert.match(await fb.innerText(), /Not quite/);
  assert.match(await fb.innerText(), /master copy/i);
  assert.match(await fb.locator('.ll-diagnosis').innerText(), /^Diagnosis: no master copy\.$/);  // a named misconception
  assert.equal(await q.locator('.ll-solution').isVisible(), false, 'no solution before the reader asks');
  assert.doesNotMatch(await q.innerText(), /48 GB|Worked solution|Expected/);
  await q.screenshot({ path: path.join(SCREENSHOTS, 'quiz-wrong.png') });
  // A hint, one at a time; still no solution.
  await q.locator('button.ll-hint').click();
  await q.locator('.ll-hints li').first().waitFor();
  assert.equal(await q.locator('.ll-hints li').count(), 1);
  assert.match(await q.locator('.ll-hints').innerText(), /parameters × bytes per parameter/);
  assert.match(await q.locator('button.ll-hint').innerText(), /1 left/);
  assert.doesNotMatch(await q.innerText(), /48 GB|Worked solution/);
  await q.screenshot({ path: path.join(SCREENSHOTS, 'quiz-hint.png') });
  // Right, in another unit and inside a sentence: now the worked solution appears.
  await input.fill('that comes to 48000 MB in total');
  await q.locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="check-2"] .ll-verdict')?.textContent || ''));
  assert.match(await q.locator('.ll-solution').innerText(), /Worked solution[\s\S]*48 GB[\s\S]*optimizer state/);
  await q.screenshot({ path: path.join(SCREENSHOTS, 'quiz-right.png') });
  const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('ledgerlab.progress.v1')));
  const rec = progress[`${LESSON}/check-2`];
  assert.equal(rec.attempts, 2);
  assert.equal(rec.correct, true);
  assert.equal(rec.solved, true, 'right before the solution was shown');
  assert.equal(rec.revealed_before_correct, false);
  assert.equal(rec.hints_used, 1);
  // Another question: Show solution on request, then New variant changes the numbers and hides it again.
  const p2 = quiz(page, 'persistent-state');
  await p2.locator('button.ll-reveal').click();
  await p2.locator('.ll-solution h4').waitFor();
  assert.match(await p2.locator('.ll-solution').innerText(), /112 GB/);
  const before = await p2.locator('.ll-prompt').innerText();
  await p2.locator('button.ll-variant').click();
  await page.waitForFunction((b) => document.querySelector('ledger-quiz[question="persistent-state"] .ll-prompt').textContent !== b, before);
  assert.equal(await p2.locator('.ll-solution').isVisible(), false, 'a new variant starts without the solution');
  // A short answer with a reversed trade, and its structured parts.
  const c4 = quiz(page, 'check-4');
  await c4.locator('textarea').first().fill('It spends memory to save time.');
  await c4.locator('button.ll-check').first().click();
  await c4.locator('.ll-verdict').first().waitFor();
  assert.match(await c4.locator('.ll-feedback').first().innerText(), /Reversed/);
  const part = page.locator('ledger-quiz[question="check-4/gives"]');
  await part.locator('input[value="b"]').check();
  await part.locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="check-4/gives"] .ll-verdict')?.textContent || ''));
  await c4.screenshot({ path: path.join(SCREENSHOTS, 'quiz-parts.png') });
  // A reload resumes the loop: check-2's hint and worked solution are still there.
  await page.reload();
  await quiz(page, 'check-2').locator('.ll-solution h4').waitFor();
  assert.equal(await quiz(page, 'check-2').locator('.ll-hints li').count(), 1);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'chapter.png') });
  await ctx.close();
});

test('worked problem: parts unlock in order, a changed choice recomputes what depends on it and withdraws its verdict, reload keeps it', async () => {
  const { ctx, page } = await open(`chapter.html?lesson=${LESSON}`);
  const pq = (id) => quiz(page, `problem-1/${id}`);
  const verdict = (id) => page.waitForFunction((q) => document.querySelector(`ledger-quiz[question="${q}"] .ll-verdict`)?.textContent || '', `problem-1/${id}`);
  await pq('sharding').locator('input[value="b"]').waitFor();
  // (c) is computed from (b): locked, saying which part it waits for
  await page.waitForSelector('ledger-quiz[question="problem-1/state-per-gpu"][data-locked]');
  assert.match(await pq('state-per-gpu').locator('.ll-locked').innerText(), /answer it first/);
  assert.equal(await pq('state-per-gpu').locator('button.ll-check').isDisabled(), true);
  // (b): ZeRO-1, right; (c) unlocks, computed for ZeRO-1
  await pq('sharding').locator('input[value="b"]').check();
  await pq('sharding').locator('button.ll-check').click();
  await verdict('sharding');
  await page.waitForFunction(() => !document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"]').hasAttribute('data-locked'));
  await page.waitForFunction(() => /ZeRO-1 over 8 GPUs/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-prompt')?.textContent || ''));
  const input = pq('state-per-gpu').locator('input[type=text]');
  await input.fill('107.8 GB');  // the unsharded state: wrong for ZeRO-1, diagnosed, answer not shown
  await pq('state-per-gpu').locator('button.ll-check').click();
  await verdict('state-per-gpu');
  assert.match(await pq('state-per-gpu').locator('.ll-feedback').innerText(), /For your choices \(ZeRO-1 over 8 GPUs\)[\s\S]*whole model/);
  await input.fill('about 37.1 GB per GPU');
  await pq('state-per-gpu').locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-verdict')?.textContent || ''));
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('ledgerlab.progress.v1')));
  assert.equal((await stored())[`${LESSON}/problem-1/state-per-gpu`].correct, true);
  // change (b) to ZeRO-3: (c) is computed again; its "Correct" (for ZeRO-1) is withdrawn on the page
  // and in the saved progress, and the reader's answer is kept in the field and in the progress
  await pq('sharding').locator('input[value="d"]').check();
  await pq('sharding').locator('button.ll-check').click();
  await page.waitForFunction(() => /ZeRO-3 \(FSDP\) over 8 GPUs/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-prompt')?.textContent || ''));
  const stale_seen = async (q, kept) => {
    await page.waitForSelector(`ledger-quiz[question="problem-1/${q}"][data-stale]`);
    const fb = await pq(q).locator('.ll-feedback').innerText();
    assert.match(fb, /Not checked against your new choice/);
    assert.doesNotMatch(fb, /Correct|answered correctly/);
    assert.ok(fb.includes(`“${kept}” is kept`), fb);
    const e = (await stored())[`${LESSON}/problem-1/${q}`];
    assert.equal(e.correct, false, `the saved ${q} is no longer correct: ${JSON.stringify(e)}`);
    assert.equal(e.tutor.correct, false);
    assert.equal(e.last_answer, kept);
  };
  await stale_seen('state-per-gpu', 'about 37.1 GB per GPU');
  assert.equal(await input.inputValue(), 'about 37.1 GB per GPU');
  assert.equal((await stored())[`${LESSON}/problem-1/state-per-gpu`].tutor.choices, 'sharding=d');
  // a reload says the same (not "answered correctly"), with the kept answer in the field
  await page.reload();
  await page.waitForFunction(() => /ZeRO-3 \(FSDP\) over 8 GPUs/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-prompt')?.textContent || ''));
  await stale_seen('state-per-gpu', 'about 37.1 GB per GPU');
  assert.equal(await pq('state-per-gpu').locator('.ll-past').count(), 0);
  assert.equal(await input.inputValue(), 'about 37.1 GB per GPU');
  await pq('state-per-gpu').screenshot({ path: path.join(SCREENSHOTS, 'problem-not-checked.png') });
  // re-checking grades the kept answer against the new choice: 37.1 GB is now wrong, 13.5 GB right
  // a wrong choice's feedback explains the pick; no raw "Diagnosis: d." (the id of the reader's own pick)
  assert.doesNotMatch(await pq('sharding').locator('.ll-feedback').innerText(), /Diagnosis/);
  await input.fill('37.1 GB');
  await pq('state-per-gpu').locator('button.ll-check').click();
  await page.waitForFunction(() => /Not quite/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-verdict')?.textContent || ''));
  await input.fill('13.5 GB');
  await pq('state-per-gpu').locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-verdict')?.textContent || ''));
  // (d) checkpointing, then (f) fits? answered in the radio buttons: ZeRO-3 + checkpointing fits
  await pq('lever').locator('input[value="b"]').check();
  await pq('lever').locator('button.ll-check').click();
  await page.waitForFunction(() => !document.querySelector('ledger-quiz[question="problem-1/fits"]').hasAttribute('data-locked'));
  await pq('fits').locator('input[value="yes"]').check();
  await pq('fits').locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="problem-1/fits"] .ll-verdict')?.textContent || ''));
  // (f) depends on (d) too: another lever withdraws its verdict (the radio keeps the reader's pick),
  // and going back to checkpointing is a change again: (f) is checked again, for it
  const fits_for = (what) => page.waitForFunction((w) => document.querySelector('ledger-quiz[question="problem-1/fits"] .ll-given')?.textContent.includes(w), what);
  await pq('lever').locator('input[value="a"]').check();
  await pq('lever').locator('button.ll-check').click();
  await fits_for('every activation stored');
  await stale_seen('fits', 'yes');
  assert.equal(await pq('fits').locator('input[value="yes"]').isChecked(), true);
  await pq('lever').locator('input[value="b"]').check();
  await pq('lever').locator('button.ll-check').click();
  await fits_for('with activation checkpointing');
  await stale_seen('fits', 'yes');
  assert.equal((await stored())[`${LESSON}/problem-1/fits`].tutor.choices, 'sharding=d;lever=b', 'the saved loop names the choices it is for');
  await pq('fits').locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="problem-1/fits"] .ll-verdict')?.textContent || ''));
  assert.equal(await page.locator('ledger-quiz[question="problem-1/fits"][data-stale]').count(), 0);
  // (g) step time shows the step model's MFU for these choices
  await page.waitForFunction(() => /MFU of 0\.\d+/.test(document.querySelector('ledger-quiz[question="problem-1/step-time"] .ll-prompt')?.textContent || ''));
  await quiz(page, 'problem-1').screenshot({ path: path.join(SCREENSHOTS, 'problem.png') });
  const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('ledgerlab.progress.v1')));
  assert.equal(progress[`${LESSON}/problem-1/sharding`].last_answer, 'd');
  assert.equal(progress[`${LESSON}/problem-1/state-per-gpu`].tutor.choices, 'sharding=d');
  assert.equal(progress[`${LESSON}/problem-1/state-per-gpu`].correct, true);
  // a reload keeps every part: (c) still computed for ZeRO-3 and answered, (g) unlocked
  await page.reload();
  await page.waitForFunction(() => /ZeRO-3 \(FSDP\) over 8 GPUs/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-prompt')?.textContent || ''));
  await pq('state-per-gpu').locator('.ll-solution h4').waitFor();
  assert.match(await pq('state-per-gpu').locator('.ll-past').innerText(), /answered correctly/);
  await page.waitForFunction(() => !document.querySelector('ledger-quiz[question="problem-1/step-time"]').hasAttribute('data-locked'));
  // the same chapter in a second tab: (b) changed there withdraws (c)'s verdict in this tab too
  const page2 = await ctx.newPage();
  await page2.goto(`${server.url}chapter.html?lesson=${LESSON}`);
  await page2.locator('ledger-quiz[question="problem-1/sharding"] input[value="b"]').check();
  await page2.locator('ledger-quiz[question="problem-1/sharding"] button.ll-check').click();
  await page.waitForFunction(() => /ZeRO-1 over 8 GPUs/.test(document.querySelector('ledger-quiz[question="problem-1/state-per-gpu"] .ll-prompt')?.textContent || ''));
  await stale_seen('state-per-gpu', '13.5 GB');
  await ctx.close();
});

test('keyboard only: Tab to a question, type, Enter, hear the feedback', async () => {
  const { ctx, page } = await open(`chapter.html?lesson=${LESSON}`);
  const target = quiz(page, 'persistent-state').locator('input[type=text]');
  await target.waitFor();
  const target_id = await target.getAttribute('id');
  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((id) => document.activeElement?.id === id, target_id);
  }
  assert.ok(reached, 'the answer input is reachable with Tab');
  await page.keyboard.type('112 GB');
  await page.keyboard.press('Enter');
  const fb = quiz(page, 'persistent-state').locator('[role=status][aria-live=polite]');
  await fb.locator('.ll-verdict').waitFor();
  assert.match(await fb.innerText(), /Correct/);
  // Backspace and Tab still work in page inputs while the ImGui canvas is on the page.
  await target.focus();
  await page.keyboard.press('Backspace');
  assert.equal(await target.inputValue(), '112 G');
  await ctx.close();
});

test('slider drag on the canvas changes the ledger, the DOM table and the URL', async () => {
  const { ctx, page } = await open(`chapter.html?lesson=${LESSON}`);
  const st0 = await wait_ui(page, (s) => s.response && s.rects['control:/model/params'], 'params slider drawn');
  const before_total = st0.response.per_gpu_bytes.total;
  const canvas = await page.locator('canvas.ll-canvas').boundingBox();
  const [x, y, w, h] = st0.rects['control:/model/params'];
  const cy = canvas.y + y + h / 2;
  const x0 = canvas.x + x + w * 0.35;
  await page.evaluate(async () => (await import('./ledgerlab.js')).ui_frame_stats(true));
  // Drag with small moves ~30 ms apart (ImGui 1.86 has no input queue: toolchain.md).
  await page.mouse.move(x0, cy);
  await page.mouse.down();
  const raf = page.evaluate(() => new Promise((res) => {
    const ts = []; const t0 = performance.now();
    const f = (t) => { ts.push(t); if (t - t0 < 900) requestAnimationFrame(f); else res(ts); };
    requestAnimationFrame(f);
  }));
  for (let i = 1; i <= 20; i++) { await page.mouse.move(x0 + i * w * 0.02, cy); await page.waitForTimeout(30); }
  const mid = await ui_state(page);
  await page.mouse.up();
  const ts = await raf;
  const gaps = ts.slice(1).map((t, i) => t - ts[i]).sort((a, b) => a - b);
  const stats = await page.evaluate(async () => (await import('./ledgerlab.js')).ui_frame_stats());
  metrics.drag = { cpu_frame_max_ms: stats.drag_max_ms, cpu_frame_mean_ms: stats.mean_ms, drag_frames: stats.drag_frames,
                   ui_core_max_ms: stats.drag_ui_max_ms, load_average: (await import('node:os')).loadavg()[0],
                   raf_median_ms: gaps[Math.floor(gaps.length / 2)], raf_p95_ms: gaps[Math.floor(gaps.length * 0.95)] };
  assert.ok(stats.drag_frames > 0, 'frames were drawn while the slider was held');
  assert.equal(mid.interacting, true);
  const st1 = await wait_ui(page, (s) => s.response && s.response.per_gpu_bytes.total > before_total * 1.2, 'total grows as params grow');
  assert.ok(st1.request.model.params > st0.request.model.params);
  // The DOM alternative follows the canvas.
  const ex = page.locator('ledger-exercise').first();
  const total_text = await page.evaluate(async (b) => (await import('./ledgerlab.js')).fmt_bytes(b), st1.response.per_gpu_bytes.total);
  await page.waitForFunction((t) => document.querySelector('ledger-exercise .ll-summary')?.textContent.includes(t), total_text);
  await ex.locator('details.ll-alt summary').click();
  assert.match(await ex.locator('details.ll-alt table').innerText(), /optimizer state/);
  // Hovering a bar segment names the term (its formula is in the tooltip).
  const st2 = await ui_state(page);
  const [tx, ty, tw, th] = st2.rects['term:optimizer_state'];
  await page.locator('canvas.ll-canvas').scrollIntoViewIfNeeded();
  const cv = await page.locator('canvas.ll-canvas').boundingBox();   // the page may have scrolled
  for (let i = 0; i < 4; i++) { await page.mouse.move(cv.x + tx + tw / 2 + i, cv.y + ty + th / 2); await page.waitForTimeout(40); }
  await wait_ui(page, (s) => s.hovered === 'optimizer_state', 'hover shows the optimizer term');
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'slider-hover.png') });
  // The URL carries the edited state; opening it reproduces what the reader saw.
  await page.waitForFunction(() => new URL(location.href).searchParams.get('cfg'));
  const shared = new URL(page.url());
  assert.equal(shared.searchParams.get('v'), '2');
  assert.deepEqual(Object.keys(JSON.parse(Buffer.from(shared.searchParams.get('cfg'), 'base64url').toString())), ['/model/params'], 'the link carries the declared input only');
  const { ctx: ctx2, page: page2 } = await open(shared.pathname.slice(1) + shared.search);
  await wait_ui(page2, (s) => s.response && s.request.model.params === st1.request.model.params, 'shared link reproduces the state');
  await ctx2.close();
  await ctx.close();
});

test('your hardware: a calibrated profile is used by the exercises; a malformed one is rejected', async () => {
  const { ctx, page } = await open(`chapter.html?lesson=${LESSON}`);
  await page.locator('details.ll-hw-box summary').click();
  const file = page.locator('ledger-hardware input[type=file]');
  const status = page.locator('ledger-hardware .ll-hw-status');
  await file.setInputFiles(path.join(FIX, 'malformed_profile.json'));
  await page.waitForFunction(() => /rejected/.test(document.querySelector('ledger-hardware .ll-hw-status').textContent));
  assert.match(await status.innerText(), /Profile rejected: .*memory_bytes/);
  await file.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"name": ') });
  await page.waitForFunction(() => /not JSON/.test(document.querySelector('ledger-hardware .ll-hw-status').textContent));
  await page.locator('ledger-hardware').screenshot({ path: path.join(SCREENSHOTS, 'hardware-rejected.png') });
  await file.setInputFiles(path.join(FIX, 'calibrated_profile.json'));
  await page.waitForFunction(() => /h100-sxm-8x \(calibrated\)/.test(document.querySelector('ledger-hardware .ll-hw-status').textContent));
  // The second memory exercise (the 7B ledger) now uses the profile's capacity and says so.
  await page.locator('ledger-exercise[exercise="seven-b-ledger"] .ll-open').click();
  const st = await wait_ui(page, (s) => s.request.hardware?.name === 'h100-sxm-8x' && s.response, 'profile applied');
  assert.match(st.hardware_label, /h100-sxm-8x \(calibrated\)/);
  assert.equal(st.response.capacity_bytes ?? st.response.memory?.capacity_bytes ?? 8.55e10, 8.55e10);
  assert.match(await page.locator('ledger-exercise[exercise="seven-b-ledger"] .ll-hw-note').innerText(), /Using your hardware: h100-sxm-8x/);
  await page.waitForTimeout(200);
  await page.locator('ledger-exercise[exercise="seven-b-ledger"]').screenshot({ path: path.join(SCREENSHOTS, 'hardware-calibrated.png') });
  await ctx.close();
});

test('progress export and import (malformed file rejected)', async () => {
  const { ctx, page } = await open('index.html');
  await page.evaluate(() => localStorage.setItem('ledgerlab.progress.v1', JSON.stringify({ 'a/b': { attempts: 3, best_score: 1, correct: true } })));
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#progress-export').click()]);
  const doc = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(doc.format, 'ledgerlab-progress');
  assert.equal(doc.progress['a/b'].attempts, 3);
  await page.locator('#progress-import').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "nope"}') });
  await page.waitForFunction(() => /rejected/.test(document.querySelector('#progress-status').textContent));
  doc.progress['c/d'] = { attempts: 1, best_score: 0, correct: false };
  await page.locator('#progress-import').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await page.waitForFunction(() => /Imported 2/.test(document.querySelector('#progress-status').textContent));
  // A worked problem counts on the index while its parts' verdicts hold. Merging an older file (the
  // part right for ZeRO-1) into progress where that part lost its verdict to a later choice (ZeRO-3,
  // not checked since) keeps the part's newer loop: the problem is not counted, though the merge
  // keeps "correct" (correct once correct) on both entries.
  const part = (correct, choices, at) => ({ attempts: 1, best_score: correct ? 1 : 0, correct, last_answer: '37.1 GB', at, base_seed: 0, seed: 0,
    tutor: { seed: 0, attempts: correct ? 1 : 0, hints_shown: 0, revealed: false, correct, score: correct ? 1 : 0, total_attempts: 1, total_hints: 0,
             variants_tried: 1, solved: correct, revealed_before_correct: false, last_answer: '37.1 GB', choices } });
  const problem = { attempts: 8, best_score: 1, correct: true, seed: 0, at: '2026-01-01T00:00:00.000Z' };
  const older = { [`${LESSON}/problem-1`]: problem, [`${LESSON}/problem-1/state-per-gpu`]: part(true, 'sharding=b', '2026-01-01T00:00:00.000Z') };
  const counted = async () => {
    await page.reload();
    return (await page.locator(`#chapters li:has(a[href="chapter.html?lesson=${LESSON}"])`).innerText()).match(/(\d+) of \d+ questions answered correctly/)?.[1];
  };
  await page.evaluate((p) => localStorage.setItem('ledgerlab.progress.v1', JSON.stringify(p)), older);
  assert.equal(await counted(), '1', 'the problem with its parts right counts');
  await page.evaluate((p) => localStorage.setItem('ledgerlab.progress.v1', JSON.stringify(p)),
    { [`${LESSON}/problem-1/state-per-gpu`]: part(false, 'sharding=d', '2026-02-01T00:00:00.000Z') });
  await page.locator('#progress-import').setInputFiles({ name: 'older.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'ledgerlab-progress', version: 1, progress: older })) });
  await page.waitForFunction(() => /Imported 2/.test(document.querySelector('#progress-status').textContent));
  const merged = await page.evaluate(() => JSON.parse(localStorage.getItem('ledgerlab.progress.v1')));
  assert.equal(merged[`${LESSON}/problem-1/state-per-gpu`].tutor.choices, 'sharding=d', 'the newer loop is kept');
  assert.equal(await counted(), '0', 'a problem whose part lost its verdict is not counted');
  await ctx.close();
});

test('book page embedding, phone width, HiDPI', async () => {
  const { ctx, page } = await open('book-demo.html', { viewport: { width: 390, height: 844 }, scale: 3 });
  await page.waitForSelector('ledger-quiz[question="check-2"] input');
  await page.waitForFunction(() => /API version 1/.test(document.getElementById('demo-handle').textContent));
  await page.locator('ledger-exercise').scrollIntoViewIfNeeded();   // the canvas starts when it comes into view
  await wait_ui(page, (s) => s.response, 'demo exercise drawn');
  const layout = await page.evaluate(() => {
    const c = document.querySelector('canvas.ll-canvas');
    return { doc_w: document.documentElement.scrollWidth, win_w: innerWidth, css_w: c.clientWidth, px_w: c.width, dpr: devicePixelRatio };
  });
  assert.ok(layout.doc_w <= layout.win_w + 1, `no horizontal overflow at phone width: ${JSON.stringify(layout)}`);
  assert.equal(layout.px_w, Math.round(layout.css_w * layout.dpr), 'canvas backing store follows devicePixelRatio');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-book-demo.png'), fullPage: true });
  await ctx.close();
});

test('offline after the first load (service worker)', async () => {
  const ctx = await browser.newContext();
  const { page } = await open('index.html', { context: ctx });
  await page.waitForSelector('#chapters a');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  await page.goto(`${server.url}chapter.html?lesson=${LESSON}`);   // warms the cache with the chapter's files
  await page.waitForSelector('ledger-quiz input');
  await ctx.setOffline(true);
  await page.goto(`${server.url}chapter.html?lesson=${LESSON}&seed=0`);
  await page.waitForSelector('ledger-quiz[question="check-2"] input');
  // the core answers offline too: its worker fetches and compiles ledgerlab.wasm through the service worker
  await quiz(page, 'check-2').locator('input[type=text]').fill('48 GB');
  await quiz(page, 'check-2').locator('button.ll-check').click();
  await page.waitForFunction(() => /Correct/.test(document.querySelector('ledger-quiz[question="check-2"] .ll-verdict')?.textContent || ''), null, { timeout: 30000 });
  await ctx.setOffline(false);
  await ctx.close();
});

test('no console errors on any page', () => {
  assert.deepEqual(problems, []);
});
