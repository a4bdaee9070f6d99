// The claims the reader can move (issue #12) in Debian's headless chromium, against the built site:
// for every plot exercise of the three chapters, the chart is drawn on the canvas, a real mouse
// click on its first slider changes the request and the plotted figures (read back through the
// UI module's exported state), and the DOM table alternative and its summary follow. Also: each
// ledger step's [§x.y] links to the formulas page, which renders docs/formulas.md with those
// anchors; a citation button on the canvas opens the section in a window. Screenshots of every
// plot go to build-web/screenshots/plot-<exercise>.png (look at them).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SCREENSHOTS, launch_chromium, serve_site } from './lib.mjs';

// [lesson, exercise]: every exercise added for the pages' claims (plots, and the 7B memory bar).
const PLOTS = [
  ['training-resource-accounting', 'allreduce-bytes-vs-gpus'],
  ['training-resource-accounting', 'throughput-vs-gpus'],
  ['training-resource-accounting', 'train-vs-infer-gpus'],
  ['training-resource-accounting', 'recompute-policy'],
  ['training-is-its-own-beast', 'bytes-per-param-conventions'],
  ['training-is-its-own-beast', 'seven-b-with-activations'],
  ['training-is-its-own-beast', 'peak-vs-interval'],
  ['training-is-its-own-beast', 'peak-vs-depth'],
  ['training-is-its-own-beast', 'gpu-hours'],
  ['training-vs-inference-memory', 'activations-vs-context'],
  ['training-vs-inference-memory', 'zero-memory-vs-comm'],
  ['training-vs-inference-memory', 'kv-vs-training-state'],
  ['training-vs-inference-memory', 'precision-per-line'],
];

let server, browser;
const problems = [];
const metrics = {};

before(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await serve_site();
  browser = await launch_chromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
  fs.writeFileSync(path.join(SCREENSHOTS, '../plots-metrics.json'), JSON.stringify(metrics, null, 2));
});

async function open(url, viewport = { width: 1100, height: 900 }) {
  const ctx = await browser.newContext({ viewport });
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
    if (Date.now() - t0 > timeout) assert.fail(`timed out waiting for the UI: ${what}; state: ${JSON.stringify(st)?.slice(0, 600)}`);
    await page.waitForTimeout(50);
  }
}
// A mouse press the UI sees: ImGui 1.86 reads the mouse once per frame (no input queue), so press,
// then keep the pointer moving a pixel at a time for a few frames (as e2e.test.mjs drags), then release.
async function press(page, x, y) {
  await page.mouse.move(x - 6, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) { await page.mouse.move(x - 6 + i * 0.5, y); await page.waitForTimeout(30); }
  await page.mouse.up();
}
const get = (obj, ptr) => ptr.split('/').slice(1).reduce((o, k) => (o == null ? o : o[k.replace(/~1/g, '/').replace(/~0/g, '~')]), obj);
// The figures the canvas plots (or the memory bar's terms), for before/after comparisons.
const figures = (st) => JSON.stringify(st.response?.series ? st.response.series.map((s) => s.values) : st.response?.per_gpu_bytes);

for (const [lesson, exercise] of PLOTS) {
  test(`${lesson}/${exercise}: a click on its slider moves the figure; the table follows`, async () => {
    const { ctx, page } = await open(`chapter.html?lesson=${lesson}`);
    const lsn = await page.evaluate(async (id) => (await import('./ledgerlab.js')).handle({ op: 'lesson', id, seed: 0 }), lesson);
    const ex = lsn.sections.flatMap((s) => s.exercises).find((e) => e.id === exercise);
    assert.ok(ex, `exercise ${exercise} is in the lesson`);
    const input = ex.inputs.find((i) => 'min' in i);
    assert.ok(input, 'the exercise has a slider');
    const el = page.locator(`ledger-exercise[exercise="${exercise}"]`);
    await el.scrollIntoViewIfNeeded();
    await el.locator('.ll-open').click();
    const same_request = (st) => JSON.stringify({ ...st.request, op: undefined }) === JSON.stringify({ ...ex.request, op: undefined });
    const t0 = Date.now();
    const st0 = await wait_ui(page, (s) => s.response && same_request(s) && s.rects[`control:${input.pointer}`] && (ex.widget !== 'plot' || s.rects.plot),
      `${exercise} drawn`);
    metrics[exercise] = { first_draw_ms: Date.now() - t0 };
    assert.equal(st0.widget, ex.widget === 'plot' ? 'plot' : 'memory');
    assert.equal(st0.error, '');
    const before_value = get(st0.request, input.pointer);
    const before_figs = figures(st0);
    // A real click on the slider, far from where its handle is.
    await el.locator('canvas.ll-canvas').scrollIntoViewIfNeeded();
    const canvas = await page.locator('canvas.ll-canvas').boundingBox();
    const [x, y, w, h] = (await ui_state(page)).rects[`control:${input.pointer}`];
    const lo = input.log_scale ? Math.log(input.min) : input.min, hi = input.log_scale ? Math.log(input.max) : input.max;
    const t = ((input.log_scale ? Math.log(before_value) : before_value) - lo) / (hi - lo);
    const target = t < 0.5 ? 0.8 : 0.2;
    await press(page, canvas.x + x + w * target, canvas.y + y + h / 2);
    const st1 = await wait_ui(page, (s) => s.response && get(s.request, input.pointer) !== before_value && figures(s) !== before_figs,
      `${input.pointer} moved and the figures changed`);
    const after_value = get(st1.request, input.pointer);
    assert.ok(target > 0.5 ? after_value > before_value : after_value < before_value, `${before_value} -> ${after_value}`);
    // The DOM alternative: the summary and the table show the new figures.
    if (ex.widget === 'plot') {
      const r = st1.response;
      const want = await page.evaluate(async (resp) => (await import('./ledgerlab_plots.js')).sweep_summary(resp), r);
      await page.waitForFunction(([sel, t2]) => document.querySelector(sel)?.textContent === t2, [`ledger-exercise[exercise="${exercise}"] .ll-summary`, want]);
      await el.locator('details.ll-alt summary').click();
      const rows = await el.locator('details.ll-alt table.ll-plot-table tbody tr').count();
      assert.equal(rows, r.x.values.length, 'one table row per x value');
      const cells = await el.locator('details.ll-alt table.ll-plot-table').innerText();
      const shown = await page.evaluate(async ([v, u]) => (await import('./ledgerlab_plots.js')).fmt_unit(v, u),
        [r.series[0].values.find((v) => typeof v === 'number'), r.y.unit]);
      assert.ok(cells.includes(shown), `table shows ${shown}`);
      if (r.x.current_index !== null) assert.equal(await el.locator('tr[aria-current="true"]').count(), 1, 'your setting is marked');
      // every step's citation is a link to the formulas page
      const links = await el.locator('details.ll-alt a.ll-cite-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of links) assert.match(href, /formulas\.html#s\d+(-\d+)?$/);
    } else {
      const total = await page.evaluate(async (b) => (await import('./ledgerlab.js')).fmt_bytes(b), st1.response.per_gpu_bytes.total);
      await page.waitForFunction(([sel, t2]) => document.querySelector(sel)?.textContent.includes(t2), [`ledger-exercise[exercise="${exercise}"] .ll-summary`, total]);
    }
    await page.waitForTimeout(150);
    await el.screenshot({ path: path.join(SCREENSHOTS, `plot-${exercise}.png`) });
    await ctx.close();
  });
}

test('formulas page: every numbered section has its anchor; a step citation opens it', async () => {
  const { ctx, page } = await open('chapter.html?lesson=training-is-its-own-beast');
  const ex = page.locator('ledger-exercise[exercise="seven-b-with-activations"]');
  await ex.scrollIntoViewIfNeeded();
  await ex.locator('details.ll-alt summary').click();
  const link = ex.locator('details.ll-alt a.ll-cite-link[href$="#s4-6"]').first();
  await link.waitFor();
  assert.equal(await link.innerText(), '§4.6');
  await link.click();
  await page.waitForURL(/formulas\.html#s4-6$/);
  await page.waitForSelector('#s4-6');
  const n = await page.evaluate(() => Number(document.getElementById('formulas').dataset.sections));
  const sections = await page.evaluate(async () => (await import('./ledgerlab.js')).handle({ op: 'formulas' }));
  assert.equal(n, sections.sections.length);
  for (const s of sections.sections) assert.equal(await page.locator(`#${s.anchor}`).count(), 1, `anchor #${s.anchor}`);
  assert.match(await page.locator('#s4-6').innerText(), /Embeddings and logits/);
  assert.ok(await page.locator('#s4-6').evaluate((e) => e.classList.contains('ll-target')));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'formulas-page.png') });
  // a table and inline code are rendered, not shown as Markdown
  assert.ok(await page.locator('#formulas table').count() > 5);
  assert.doesNotMatch(await page.locator('#formulas').innerText(), /\|---/);
  await ctx.close();
});

test('canvas: a citation button of a ledger step opens that formulas section in a window', async () => {
  const { ctx, page } = await open('chapter.html?lesson=training-is-its-own-beast');
  const el = page.locator('ledger-exercise[exercise="gpu-hours"]');
  await el.scrollIntoViewIfNeeded();
  await el.locator('.ll-open').click();
  const st = await wait_ui(page, (s) => s.response?.series && Object.keys(s.rects).some((k) => k.startsWith('cite:')), 'citation buttons drawn');
  const key = Object.keys(st.rects).find((k) => k.startsWith('cite:'));
  await el.locator('canvas.ll-canvas').scrollIntoViewIfNeeded();
  const canvas = await page.locator('canvas.ll-canvas').boundingBox();
  // The steps sit below the chart: scroll the panel (mouse wheel over it) until the button shows.
  let [x, y, w, h] = st.rects[key];
  for (let i = 0; i < 20 && y + h > canvas.height - 4; i++) {
    const [px, py, pw, ph] = (await ui_state(page)).rects.plot;
    await page.mouse.move(canvas.x + px + pw / 2, canvas.y + py + ph / 2);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(200);
    [x, y, w, h] = (await ui_state(page)).rects[key];
  }
  assert.ok(y + h <= canvas.height, `the citation button is on the canvas (y ${y}, canvas ${canvas.height})`);
  await press(page, canvas.x + x + w / 2, canvas.y + y + h / 2);
  // The section comes from the core's worker: the window shows it a frame after it arrives.
  const st2 = await wait_ui(page, (s) => s.formula_open === key.slice(5) && s.formula_title && s.rects.formula_window, 'the formula window is open');
  assert.ok(st2.rects.formula_window);
  await page.waitForTimeout(150);
  await el.screenshot({ path: path.join(SCREENSHOTS, 'plot-formula-window.png') });
  await ctx.close();
});

test('no console errors on the plot pages', () => {
  assert.deepEqual(problems, []);
});
