// Shared helpers for the web tests: where the built site and native CLI are, loading the API
// module in Node (toolchain.md pitfalls 3 and 6 handled), a static server for the site on loopback,
// and launching Debian's chromium through playwright-core (no browser download).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE = path.resolve(process.env.LEDGERLAB_SITE || path.join(ROOT, 'build-web/site'));
export const SCREENSHOTS = path.resolve(process.env.LEDGERLAB_SCREENSHOTS || path.join(SITE, '../screenshots'));

export function native_cli() {
  const cands = [process.env.LEDGERLAB_CLI, path.join(ROOT, 'build/bin/ledgerlab'), path.join(ROOT, 'build-h6/bin/ledgerlab')];
  for (const c of cands) if (c && fs.existsSync(c)) return c;
  throw new Error('native CLI not found: build it (cmake -S . -B build && cmake --build build) or set LEDGERLAB_CLI');
}

/** The API-only module as the site ships it, instantiated in Node. */
export async function load_api() {
  globalThis.__dirname = SITE;
  globalThis.require = createRequire(pathToFileURL(path.join(SITE, 'ledgerlab.mjs')));
  const factory = (await import(pathToFileURL(path.join(SITE, 'ledgerlab.mjs')).href)).default;
  return factory({ wasmBinary: fs.readFileSync(path.join(SITE, 'ledgerlab.wasm')) });
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.xml': 'application/xml', '.gz': 'application/gzip', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain' };

/**
 * A static server on loopback (random port) for the tests. `mounts`: [[url_prefix, dir], ...] (the
 * longest prefix wins; a folder serves its index.html); `headers`: sent with every file (default
 * Cache-Control: no-cache); `host`: the address to bind; `types`: Content-Types by extension over the
 * usual ones (a host that serves .wasm as application/octet-stream). Returns {url, port, requests, set_mounts,
 * set_headers, close}. set_mounts swaps what is served (a deploy).
 */
export function serve({ mounts = [['/', SITE]], headers = { 'Cache-Control': 'no-cache' }, host = '127.0.0.1', types = {} } = {}) {
  const requests = [];
  let table = mounts, extra = headers;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    requests.push(u.pathname + u.search);
    let path_name;
    try { path_name = decodeURIComponent(u.pathname); } catch { res.writeHead(400).end(); return; }
    const m = table.filter(([prefix]) => path_name.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
    if (!m) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
    const root = path.resolve(m[1]);
    let p = path.normalize(path.join(root, path_name.slice(m[0].length)));
    if (!p.startsWith(root)) { res.writeHead(403).end(); return; }
    if (fs.existsSync(p) && fs.statSync(p).isDirectory()) p = path.join(p, 'index.html');
    // As static hosts do (GitHub Pages, Netlify): /book/memory is memory.html (Docusaurus with
    // trailingSlash: false writes pages that way).
    else if (!fs.existsSync(p) && !path.extname(p) && fs.existsSync(`${p}.html`)) p = `${p}.html`;
    fs.readFile(p, (err, data) => {
      if (err) { res.writeHead(404, { 'Content-Type': 'text/plain', ...extra }).end('not found'); return; }
      res.writeHead(200, { 'Content-Type': types[path.extname(p)] || TYPES[path.extname(p)] || 'application/octet-stream', ...extra });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, host, () => resolve({
    url: `http://${host}:${server.address().port}/`, port: server.address().port, requests,
    set_mounts: (m) => { table = m; }, set_headers: (h) => { extra = h; },
    close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }),
  })));
}

/** Serves SITE on 127.0.0.1 (random port). Returns {url, close, requests}. */
export function serve_site() { return serve(); }

/** Collects console errors and page errors of a page into `problems` (prefixed with `label`). */
export function watch_problems(page, label, problems) {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${label}: console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${label}: pageerror: ${e.message}`));
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launch_chromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: process.env.LEDGERLAB_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A small seeded PRNG (mulberry32) for reproducible garbage. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
