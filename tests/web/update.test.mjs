// Updates are safe (issue 13, part 2), in Debian's headless chromium. The server sends every file
// with Cache-Control: max-age=3600 (the HTTP cache may hold any of them). Version A is the built site;
// version B is the same site under another build id (every script, both modules and the service
// worker: what a rebuild after any change gives), deployed while tabs of A are open. Checked: a tab
// never runs A's scripts with B's modules (its worker, its exercise UI and its scripts always report
// one build), the new service worker fetches past the HTTP cache, the reader is offered a reload,
// a tab that stays open keeps running A even after another tab moved to B, and after a reload the
// tab runs B. Also: the service worker answers only for the site's own files.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SCREENSHOTS, SITE, launch_chromium, serve, watch_problems } from './lib.mjs';

const LESSON = 'training-is-its-own-beast';
let server, browser, A, B, dir_b;
const problems = [];

/** The site at `src` copied to `dst` with build id `from` replaced by `to` everywhere (text and wasm). */
function rebuild_as(src, dst, from, to) {
  fs.rmSync(dst, { recursive: true, force: true });
  fs.mkdirSync(dst, { recursive: true });
  const needle = Buffer.from(from), repl = Buffer.from(to);
  let hits = 0;
  for (const f of fs.readdirSync(src)) {
    if (fs.statSync(path.join(src, f)).isDirectory()) { hits += rebuild_as(path.join(src, f), path.join(dst, f), from, to); continue; }
    const data = fs.readFileSync(path.join(src, f));
    for (let i = data.indexOf(needle); i >= 0; i = data.indexOf(needle, i + 1)) { repl.copy(data, i); hits++; }
    fs.writeFileSync(path.join(dst, f), data);
  }
  return hits;
}

before(async () => {
  A = /const BUILD = '([0-9a-f]{16})'/.exec(fs.readFileSync(path.join(SITE, 'ledgerlab.js'), 'utf8'))[1];
  B = [...A].reverse().join('') === A ? `f${A.slice(1)}` : [...A].reverse().join('');
  dir_b = path.join(SITE, '../update-site-B');
  const hits = rebuild_as(SITE, dir_b, A, B);
  assert.ok(hits >= 8, `the build id is stamped in scripts, modules and the service worker (${hits} places)`);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  server = await serve({ mounts: [['/', SITE]], headers: { 'Cache-Control': 'max-age=3600' } });
  browser = await launch_chromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir_b, { recursive: true, force: true });
});

// Every piece a tab runs reports one build (or has not started yet).
async function builds(page) {
  const b = await page.evaluate(async () => (await import('./ledgerlab.js')).builds());
  const seen = new Set(Object.values(b).filter(Boolean));
  assert.equal(seen.size, 1, `one build per tab: ${JSON.stringify(b)}`);
  return b;
}
async function start_everything(page) {
  // The worker (a question is answered) and the exercise UI (an exercise is opened).
  await page.evaluate(async (lesson) => {
    const m = await import('./ledgerlab.js');
    await m.handle({ op: 'version' });
    const x = Object.assign(document.createElement('ledger-exercise'), {});
    x.setAttribute('lesson', lesson);
    x.setAttribute('exercise', 'seven-b-ledger');
    document.body.append(x);
  }, LESSON);
  await page.locator('ledger-exercise').last().locator('.ll-summary').waitFor({ state: 'attached' });
  await page.evaluate(() => { const all = document.querySelectorAll('ledger-exercise'); all[all.length - 1].activate(false); });
  await until(() => page.evaluate(async () => (await import('./ledgerlab.js')).ui_state()), (st) => st && st.response, 'the exercise UI drew');
}
// Polls an async probe until `ok` holds (page.waitForFunction cannot wait on a promise's value).
async function until(probe, ok, what, timeout = 60000) {
  const t0 = Date.now();
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() - t0 > timeout) assert.fail(`timed out: ${what} (last: ${JSON.stringify(v)?.slice(0, 200)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
// A fresh worker, started now (the pool is restarted; the next request starts one).
async function start_fresh_worker(page) {
  return page.evaluate(async () => {
    const m = await import('./ledgerlab.js');
    const before = m.core_stats.started;
    m.restart_core();
    await m.handle({ op: 'version' });
    return m.core_stats.started - before;
  });
}

test('a deploy while tabs are open: no tab mixes builds; reload offered; B after reload', async () => {
  server.set_mounts([['/', SITE]]);
  const ctx = await browser.newContext();
  const tab1 = await ctx.newPage();
  watch_problems(tab1, 'tab1', problems);
  await tab1.goto(`${server.url}chapter.html?lesson=${LESSON}`);
  await tab1.evaluate(async () => { await navigator.serviceWorker.ready; });
  await tab1.reload();
  await tab1.waitForFunction(() => navigator.serviceWorker.controller);
  await tab1.waitForSelector('ledger-quiz[question="check-2"] input');
  assert.equal((await builds(tab1)).scripts, A);
  // The reader is working in tab 1 (so an update is offered there, not applied by a reload).
  await tab1.locator('ledger-quiz[question="check-2"] input').fill('48 GB');
  await tab1.locator('ledger-quiz[question="check-2"] button.ll-check').click();
  await tab1.waitForSelector('ledger-quiz[question="check-2"] .ll-verdict');
  const tab2 = await ctx.newPage();
  watch_problems(tab2, 'tab2', problems);
  await tab2.goto(`${server.url}index.html`);
  await tab2.waitForSelector('#chapters a');
  await tab2.mouse.click(5, 300);  // the reader has used tab 2 too (a page not used yet would move at once)

  // Deploy B (same URLs, new bytes; the HTTP cache may still hold A for an hour).
  server.set_mounts([['/', dir_b]]);
  // Tab 2 starts its exercise UI and worker only now: still A (its service worker serves A).
  await start_everything(tab2);
  const b2 = await builds(tab2);
  assert.equal(b2.ui, A);
  assert.equal(b2.worker, A);
  // The update is found, fetched past the HTTP cache, and offered (not forced).
  await tab1.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await tab1.waitForSelector('#ll-update:not([hidden])', { timeout: 60000 });
  assert.match(await tab1.locator('#ll-update').innerText(), /A new version of these exercises is ready/);
  await tab1.screenshot({ path: path.join(SCREENSHOTS, 'update-offered.png') });
  const cached_b = await tab1.evaluate(async (b) => {
    const c = await caches.open(`ledgerlab-${b}`);
    const res = await c.match(new URL('ledgerlab.js', location.href).href);
    return res ? /const BUILD = '([0-9a-f]+)'/.exec(await res.text())[1] : null;
  }, B);
  assert.equal(cached_b, B, 'the new worker cached B itself, not the HTTP cache\'s A');
  assert.equal((await builds(tab1)).scripts, A, 'nothing changed under the open tab');

  // The reader accepts in tab 1: tab 1 reloads into B (tab 2 still runs A).
  await Promise.all([tab1.waitForNavigation({ timeout: 60000 }), tab1.locator('#ll-update button').click()]);
  await tab1.waitForSelector('ledger-quiz[question="check-2"] input').catch(async (e) => {
    await tab1.screenshot({ path: path.join(SCREENSHOTS, 'update-failed.png'), fullPage: true });
    throw new Error(`${e.message}\n${(await tab1.locator('body').innerText()).slice(0, 600)}`);
  });
  await start_everything(tab1);
  const b1 = await builds(tab1);
  assert.deepEqual([b1.scripts, b1.worker, b1.ui], [B, B, B]);
  // Tab 2 was not reloaded: it keeps running A, even for what it starts now (served from A's cache),
  // whether or not the new service worker has taken over yet.
  assert.ok(await start_fresh_worker(tab2) >= 1, 'a worker started after the switch');
  const b2b = await builds(tab2);
  assert.deepEqual([b2b.scripts, b2b.worker, b2b.ui], [A, A, A]);
  await ctx.close();
});

test('one tab, a plain reload after a deploy: the tab runs B (never a mix on the way)', async () => {
  server.set_mounts([['/', SITE]]);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  watch_problems(page, 'reload', problems);
  const seen = [];
  page.on('load', () => page.evaluate(async () => {
    try { return await (await import('./ledgerlab.js')).builds(); } catch { return null; }
  }).then((b) => b && seen.push(b), () => {}));
  await page.goto(`${server.url}chapter.html?lesson=${LESSON}`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  server.set_mounts([['/', dir_b]]);
  await page.reload();
  // (The page reloads itself once the new build is installed: a few seconds.)
  await until(() => page.evaluate(async () => (await import('./ledgerlab.js')).BUILD).catch(() => null), (v) => v === B, 'the tab runs B', 60000);
  await page.waitForSelector('ledger-quiz[question="check-2"] input');
  await start_everything(page);
  const b = await builds(page);
  assert.deepEqual([b.scripts, b.worker, b.ui], [B, B, B]);
  for (const s of seen) assert.equal(new Set(Object.values(s).filter(Boolean)).size, 1, `a load ran mixed builds: ${JSON.stringify(s)}`);
  await ctx.close();
});

test('the service worker answers only for the site\'s own files', async () => {
  server.set_mounts([['/', SITE], ['/other/', path.join(SITE, '..')]]);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${server.url}index.html`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  const names = await page.evaluate(async () => {
    const out = [];
    for (const k of await caches.keys()) {
      if (k === 'ledgerlab-order') continue;
      for (const r of await (await caches.open(k)).keys()) out.push(new URL(r.url).pathname);
    }
    return out;
  });
  const own = ['/', '/index.html', '/chapter.html', '/book-demo.html', '/formulas.html', '/ledgerlab.css', '/site.css', '/site.js', '/ledgerlab.js',
    '/ledgerlab_api.js', '/ledgerlab_canvas.js', '/ledgerlab_worker.js', '/ledgerlab_plots.js', '/formulas.js',
    '/ledgerlab.mjs', '/ledgerlab.wasm', '/ledgerlab_ui.mjs', '/ledgerlab_ui.wasm', '/lessons/index.json',
    ...JSON.parse(fs.readFileSync(path.join(SITE, 'lessons/index.json'), 'utf8')).lessons.map((l) => `/lessons/${l.id}.json`)];
  assert.deepEqual([...new Set(names)].sort(), own.sort());
  // A request outside the site's files goes to the network untouched (and is never cached).
  const before = server.requests.length;
  const status = await page.evaluate(async () => (await fetch('other/e2e-metrics.json')).status);
  assert.ok([200, 404].includes(status));
  assert.ok(server.requests.slice(before).some((r) => r.startsWith('/other/')), 'the request reached the server');
  const after = await page.evaluate(async () => {
    let n = 0;
    for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) if (r.url.includes('/other/')) n++;
    return n;
  });
  assert.equal(after, 0);
  await ctx.close();
});

test('no console errors during updates', () => {
  assert.deepEqual(problems, []);
});
