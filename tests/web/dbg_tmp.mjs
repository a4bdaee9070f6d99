import { launch_chromium, serve_site } from '/work/wt12/tests/web/lib.mjs';
const server = await serve_site();
const browser = await launch_chromium();
const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
await page.goto(server.url + 'chapter.html?lesson=training-resource-accounting');
const el = page.locator(`ledger-exercise[exercise="allreduce-bytes-vs-gpus"]`);
await el.scrollIntoViewIfNeeded(); await el.locator('.ll-open').click();
const ptr = '/request/ranks';
const S = () => page.evaluate(async (p) => { const m = await import('./ledgerlab.js'); const s = await m.ui_state(); return { inter: s?.interacting, rect: s?.rects?.['control:' + p], ranks: s?.request?.request?.ranks }; }, ptr);
for (let i = 0; i < 20; i++) { await page.waitForTimeout(500); const s = await S(); if (s.rect) break; }
await el.locator('canvas.ll-canvas').scrollIntoViewIfNeeded();
const c = await page.locator('canvas.ll-canvas').boundingBox();
const [x, y, w, h] = (await S()).rect;
const X = c.x + x + w * Number(process.argv[3] || 0.8), Y = c.y + y + h / 2;
console.log('target', X, Y, JSON.stringify(c));
const mode = process.argv[2];
if (mode === 'a') { await page.mouse.move(X, Y); await page.waitForTimeout(300); await page.mouse.down(); for (let i = 1; i <= 12; i++) { await page.mouse.move(X + i * 2, Y); await page.waitForTimeout(30); } }
if (mode === 'b') { await page.mouse.move(X, Y); await page.mouse.down(); for (let i = 1; i <= 12; i++) { await page.mouse.move(X + i * 2, Y); await page.waitForTimeout(30); } }
if (mode === 'c') { await page.mouse.move(X - 6, Y); await page.mouse.down(); for (let i = 1; i <= 12; i++) { await page.mouse.move(X - 6 + i, Y); await page.waitForTimeout(30); } }
console.log('mid', JSON.stringify(await S()));
await page.mouse.up();
await page.waitForTimeout(500);
console.log('after', JSON.stringify(await S()));
await browser.close(); await server.close();
