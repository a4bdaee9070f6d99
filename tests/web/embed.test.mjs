// It fits any book (issue 13, part 4), in Debian's headless chromium: the stylesheet restyles nothing
// outside the three elements; loading the script twice does not throw; the elements survive
// single-page navigation (listeners and observers cleaned up, the next page's exercises start);
// the elements work when the book is on another origin (CORS); and two real documentation
// generators built here, a MkDocs book (Debian's mkdocs + mkdocs-material, instant loading) and a
// Docusaurus book (npm, tests/web/embed/docusaurus), each served under /book/, where a question is
// answered and an exercise moved, across client-side navigation. Screenshots: build-web/screenshots/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, SCREENSHOTS, SITE, launch_chromium, serve, watch_problems } from './lib.mjs';

const LESSON = 'training-is-its-own-beast';
const EMBED = path.join(ROOT, 'tests/web/embed');
const OUT = path.join(SITE, '../embed');
let server, browser;
const problems = [];

before(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await serve({ mounts: [['/', SITE], ['/t/', path.join(ROOT, 'tests/web/fixtures/pages')]] });
  browser = await launch_chromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(url, { viewport = { width: 1100, height: 900 } } = {}) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  watch_problems(page, url, problems);
  await page.goto(url.startsWith('http') ? url : server.url + url);
  return { ctx, page };
}
const ui_state = (page, base = '') => page.evaluate(async (b) => (await import(`${b}ledgerlab.js`)).ui_state(), base);
async function wait_ui(page, pred, what, base, timeout = 60000) {
  const t0 = Date.now();
  for (;;) {
    const st = await ui_state(page, base);
    if (st && pred(st)) return st;
    if (Date.now() - t0 > timeout) assert.fail(`timed out waiting for the UI: ${what}; state: ${JSON.stringify(st)?.slice(0, 300)}`);
    await page.waitForTimeout(50);
  }
}
async function answer(page, q, text, verdict = /Correct/) {
  const quiz = page.locator(`ledger-quiz[question="${q}"]`);
  await quiz.locator('input[type=text]').fill(text);
  await quiz.locator('button.ll-check').click();
  await page.waitForFunction(([sel, src]) => new RegExp(src).test(document.querySelector(sel)?.textContent || ''),
    [`ledger-quiz[question="${q}"] .ll-feedback`, verdict.source], { timeout: 60000 });
}
// Moves the 7B exercise through its DOM control (parameters) and waits for the figure to follow.
async function move_exercise(page, ex_sel, params, total_text) {
  const ex = page.locator(ex_sel);
  const input = ex.locator('.ll-controls input[type=number]');
  await input.fill(String(params));
  await input.press('Enter');
  await page.waitForFunction(([sel, t]) => document.querySelector(`${sel} .ll-summary`)?.textContent.includes(t), [ex_sel, total_text], { timeout: 60000 });
}
async function listener_count(page, type) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await cdp.detach();
  return listeners.filter((l) => l.type === type).length;
}

test('the stylesheet restyles nothing outside the elements; every rule is scoped to them', async () => {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await ctx.newPage();
  watch_problems(page, 'host', problems);
  // The host page without ledgerlab first, then with it.
  await page.goto(`${server.url}t/host.html`);
  const look = () => page.evaluate(() => {
    const out = {};
    for (const id of ['host-h', 'host-p', 'host-b', 'host-i', 'host-li']) {
      const cs = getComputedStyle(document.getElementById(id));
      out[id] = ['color', 'background-color', 'font-family', 'font-size', 'letter-spacing', 'border-top-color', 'box-sizing', 'margin-top', 'padding-top', 'line-height']
        .map((k) => `${k}=${cs.getPropertyValue(k)}`).join(';');
    }
    const b = getComputedStyle(document.body), r = getComputedStyle(document.documentElement);
    out.body = ['color', 'background-color', 'font-family', 'font-size', 'margin-top'].map((k) => b.getPropertyValue(k)).join(';');
    out.root = ['--fg', '--bg', 'color-scheme', 'font-size'].map((k) => r.getPropertyValue(k)).join(';');
    return out;
  });
  const before_look = await look();
  // Loaded twice: a script tag, then the same module under a second URL (a second instance): each
  // element is defined once and nothing throws.
  await page.addScriptTag({ url: '/ledgerlab.js', type: 'module' });
  await page.evaluate(async () => { await import('/ledgerlab.js?again=1'); });
  await page.waitForSelector('ledger-quiz[question="check-2"] input', { timeout: 60000 });
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('ledgerlab.css') && s.cssRules.length > 10));
  const after_look = await look();
  assert.deepEqual(after_look, before_look, 'the host page looks the same with ledgerlab loaded');
  const rules = await page.evaluate(() => {
    const sheet = [...document.styleSheets].find((s) => s.href?.includes('ledgerlab.css'));
    const sels = [];
    const walk = (list) => { for (const r of list) { if (r.selectorText) sels.push(r.selectorText); if (r.cssRules) walk(r.cssRules); } };
    walk(sheet.cssRules);
    return sels;
  });
  assert.ok(rules.length > 20);
  const scoped = /^:where\((ledger-quiz|ledger-exercise|ledger-hardware)(, (ledger-quiz|ledger-exercise|ledger-hardware))*\)/;
  for (const sel of rules) assert.match(sel, scoped, `unscoped rule: ${sel}`);
  await answer(page, 'check-2', '48 GB');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'host-page.png'), fullPage: true });
  await ctx.close();
});

test('single-page navigation: listeners and observers go with the element; the next page starts', async () => {
  const { ctx, page } = await open('t/spa.html');
  await wait_ui(page, (s) => s.response && s.request.model?.params === 7e9, 'page one exercise drawn', '/');
  const hw_listeners = await listener_count(page, 'ledgerlab-hardware');
  assert.equal(hw_listeners, 1, 'one exercise listening on page one');
  await answer(page, 'check-2', '48 GB');
  // Navigate: page one's elements go, page two's come.
  await page.evaluate(() => window.go(1));
  await page.waitForSelector('ledger-quiz[question="check-1"] form', { timeout: 60000 });
  await page.locator('ledger-exercise').scrollIntoViewIfNeeded();
  const st = await wait_ui(page, (s) => s.response && s.request.precision?.recipe === 'mixed_adam' && s.inputs.includes('/precision/recipe'), 'page two exercise took the canvas', '/');
  assert.ok(st.revision >= 1);
  assert.equal(await listener_count(page, 'ledgerlab-hardware'), 2, 'page two: its exercise and its <ledger-hardware> (page one left none behind)');
  // Back and forth a few times: the counts do not grow.
  for (let i = 0; i < 3; i++) { await page.evaluate(() => window.go(0)); await page.evaluate(() => window.go(1)); }
  await page.waitForSelector('ledger-hardware select', { timeout: 60000 });
  assert.equal(await listener_count(page, 'ledgerlab-hardware'), 2);
  assert.equal(await page.locator('canvas.ll-canvas').count() <= 1, true);
  await ctx.close();
});

test('a book on another origin loads the elements from a CORS-enabled host', async () => {
  // The book on localhost:P1, ledgerlab on 127.0.0.1:P2 (another origin) with CORS headers, from a host
  // that serves .wasm as application/octet-stream (no streaming compile: the bytes are compiled whole).
  const assets = await serve({ mounts: [['/', SITE]], headers: { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' },
    types: { '.wasm': 'application/octet-stream' } });
  const tmp = fs.mkdtempSync(path.join(SITE, '../xorigin-'));
  fs.writeFileSync(path.join(tmp, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title>
<link rel="icon" href="data:,"><script type="module" src="${assets.url}ledgerlab.js"></script></head><body>
<ledger-quiz lesson="${LESSON}" question="check-2"></ledger-quiz>
<ledger-exercise lesson="${LESSON}" exercise="seven-b-ledger"></ledger-exercise></body></html>`);
  const book = await serve({ mounts: [['/', tmp]], host: 'localhost' });
  const { ctx, page } = await open(`${book.url}index.html`);
  await answer(page, 'check-2', '48 GB');
  await page.locator('ledger-exercise').scrollIntoViewIfNeeded();
  await wait_ui(page, (s) => s.response, 'cross-origin exercise drawn', assets.url);
  await move_exercise(page, 'ledger-exercise', 1.3e10, '208 GB');
  // The worker fetched and compiled the API module itself, across origins, without the wasm type.
  const cs = await page.evaluate(async (u) => ({ ...(await import(`${u}ledgerlab.js`)).core_stats }), assets.url);
  assert.ok(cs.compiled_in_worker >= 1 && cs.wasm_fetches === cs.compiled_in_worker, JSON.stringify(cs));
  await ctx.close();
  await book.close();
  await assets.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function book_flow(page, base, label, spa_link) {
  // A question answered, an exercise moved (DOM control; the canvas follows), then client-side
  // navigation to the next chapter and back: the new page's elements start, the old ones are gone.
  await page.waitForSelector('ledger-quiz[question="check-2"] input', { timeout: 30000 });
  await page.evaluate(() => { window.ll_marker = 'still the same document'; });
  await answer(page, 'check-2', '48 GB');
  // A theme's element resets (Material: button, input { border: 0; background: none }) must not
  // leave the reader's answer field, the Check button or an exercise input without an edge.
  const edges = await page.evaluate(() => ['ledger-quiz input[type=text]', 'ledger-quiz button.ll-check', 'ledger-exercise .ll-controls input[type=number]']
    .map((sel) => getComputedStyle(document.querySelector(sel)).borderTopWidth));
  assert.ok(edges.every((w) => parseFloat(w) >= 1), `${label}: the controls keep a visible edge (${edges.join(', ')})`);
  const ex = 'ledger-exercise[exercise="seven-b-ledger"]';
  await page.locator(ex).scrollIntoViewIfNeeded();
  await wait_ui(page, (s) => s.response, `${label}: exercise drawn`, base);
  await move_exercise(page, ex, 1.3e10, '208 GB');
  await wait_ui(page, (s) => s.request.model?.params === 1.3e10 && s.response?.per_gpu_bytes?.total === 2.08e11, `${label}: canvas follows`, base);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${label}-memory.png`), fullPage: true });
  await page.locator(spa_link).first().click();
  await page.waitForSelector('ledger-quiz[question="check-1"] form', { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.ll_marker), 'still the same document', `${label}: the navigation was client-side`);
  await page.locator('ledger-exercise').scrollIntoViewIfNeeded();
  await wait_ui(page, (s) => s.response && s.request.model?.params === 7e9, `${label}: next page's exercise started`, base);
  assert.equal(await page.locator('ledger-quiz[question="check-2"]').count(), 0);
  assert.equal(await listener_count(page, 'ledgerlab-hardware'), 1, `${label}: one exercise listening after navigation`);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${label}-quiz.png`), fullPage: true });
}

test('MkDocs (Debian mkdocs + Material, instant loading) under /book/', async (t) => {
  let mkdocs;
  try { mkdocs = execFileSync('sh', ['-c', 'command -v mkdocs']).toString().trim(); } catch { /* missing */ }
  if (!mkdocs) { t.skip('mkdocs is not installed (scripts/setup-web.sh installs it)'); return; }
  const out = path.join(OUT, 'mkdocs');
  server.set_mounts([['/', SITE], ['/book/', out], ['/book/ledgerlab/', SITE]]);
  execFileSync(mkdocs, ['build', '-q', '-f', path.join(EMBED, 'mkdocs/mkdocs.yml'), '-d', out],
    { env: { ...process.env, LEDGERLAB_SITE_URL: `${server.url}book/` }, stdio: 'pipe' });
  const { ctx, page } = await open('book/memory/');
  await book_flow(page, '/book/ledgerlab/', 'mkdocs', 'article a[href*="quiz"]');
  await ctx.close();
});

test('Docusaurus (npm @docusaurus/core, pinned by its lockfile) under /book/', async (t) => {
  const dir = path.join(EMBED, 'docusaurus');
  const bin = path.join(dir, 'node_modules/.bin/docusaurus');
  if (!fs.existsSync(bin)) { t.skip('Docusaurus is not installed (scripts/setup-web.sh installs it)'); return; }
  // The book does not contain ledgerlab's files (they are mounted under /book/ledgerlab/), so its
  // build depends on its own sources only: it is rebuilt when they change (a slow webpack build).
  const out = path.join(OUT, 'docusaurus');
  const hash = crypto.createHash('sha256');
  for (const f of ['package-lock.json', 'docusaurus.config.js', 'sidebars.js', ...['docs', 'static'].flatMap((sub) => fs.readdirSync(path.join(dir, sub)).map((d) => `${sub}/${d}`))])
    hash.update(`${f}\n`).update(fs.readFileSync(path.join(dir, f)));
  const stamp = path.join(out, '.ledgerlab-sources');
  const want = hash.digest('hex');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== want) {
    const t0 = Date.now();
    execFileSync(bin, ['build', '--out-dir', out], { cwd: dir, stdio: 'pipe', env: { ...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1' } });
    fs.writeFileSync(stamp, want);
    console.log(`# docusaurus build: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  server.set_mounts([['/', SITE], ['/book/', out], ['/book/ledgerlab/', SITE]]);
  const { ctx, page } = await open('book/memory');
  await book_flow(page, '/book/ledgerlab/', 'docusaurus', 'article a[href$="/quiz"]');
  await ctx.close();
});

test('no console errors in the embedding pages', () => {
  // Books may log their own noise; ledgerlab must add none.
  assert.deepEqual(problems, []);
});
