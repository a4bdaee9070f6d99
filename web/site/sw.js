// Service worker: the site works offline after the first visit, an open tab never mixes two builds,
// and a reload gets the newest build. It answers only for the site's own files (PAGES, ASSETS and
// the lesson files below, in its own folder); every other request goes to the network untouched.
// - install: every file fetched past the HTTP cache (cache: 'reload') into a cache named by the build
//   id (@LEDGERLAB_BUILD@, stamped at build time), then marked complete; a failed fetch fails it.
// - scripts ask for their modules with ?v=<their build>: answered from that build's cache (kept for
//   the two newest builds), so a tab keeps running one build even after the next one arrives.
// - a page's own files (no ?v) come from the newest complete build, pages themselves from the
//   network first (revalidated: no stale HTTP cache), so a reload shows the newest build even while
//   this worker waits to be replaced.
// - no skipWaiting: a new worker takes over when no tab of the old build is left; until then the
//   old one serves new pages the new build's files (above), and old tabs their own.
const BUILD = '@LEDGERLAB_BUILD@';
const CACHE = `ledgerlab-${BUILD}`;
const KEEP = 2;  // builds whose files stay cached (the active one and the one before it)
const SCOPE = new URL('./', self.location.href);
const PAGES = ['', 'index.html', 'chapter.html', 'book-demo.html', 'formulas.html'];
const ASSETS = ['ledgerlab.css', 'site.css', 'site.js', 'ledgerlab.js', 'ledgerlab_api.js', 'ledgerlab_canvas.js',
                'ledgerlab_worker.js', 'ledgerlab_plots.js', 'formulas.js', 'ledgerlab.mjs', 'ledgerlab.wasm', 'ledgerlab_ui.mjs', 'ledgerlab_ui.wasm'];
// Each lesson at seed 0 as the core answers it (written by the build, listed in lessons/index.json).
const LESSON_FILE = /^lessons\/[a-z0-9][a-z0-9._-]*\.json$/;
const key = (rel) => new URL(rel, SCOPE).href;
async function lesson_files() {
  const res = await fetch(new Request(key('lessons/index.json'), { cache: 'reload' }));
  if (!res.ok) throw new Error(`lessons/index.json: HTTP ${res.status}`);
  const files = ['lessons/index.json', ...((await res.json()).lessons || []).map((l) => `lessons/${l.id}.json`)];
  return files.filter((f) => LESSON_FILE.test(f));
}

self.addEventListener('install', (e) => {
  e.waitUntil((async () => {
    const c = await caches.open(CACHE);
    await Promise.all([...PAGES, ...ASSETS, ...await lesson_files()].map(async (rel) => {
      const res = await fetch(new Request(key(rel), { cache: 'reload' }));
      if (!res.ok) throw new Error(`${rel}: HTTP ${res.status}`);
      await c.put(key(rel), res);
    }));
    // The order builds were installed in, newest last (cache names carry no date).
    const order = await caches.open('ledgerlab-order');
    await order.put(key(`.ledgerlab-build-${BUILD}`), new Response(String(Date.now())));
  })());
});

self.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    // Keep this build and the one before it (tabs still running it ask for it by ?v=); drop older.
    const order = await caches.open('ledgerlab-order');
    const stamps = [];
    for (const k of await caches.keys()) {
      if (!k.startsWith('ledgerlab-') || k === 'ledgerlab-order') continue;
      const hit = await order.match(key(`.ledgerlab-build-${k.slice('ledgerlab-'.length)}`));
      stamps.push([k, hit ? Number(await hit.text()) : 0]);
    }
    stamps.sort((a, b) => b[1] - a[1]);
    for (const [k] of stamps.slice(KEEP)) if (k !== CACHE) {
      await caches.delete(k);
      await order.delete(key(`.ledgerlab-build-${k.slice('ledgerlab-'.length)}`));
    }
  })());
});

// The page asks which build this worker serves (site.js: is a reload worth offering?).
self.addEventListener('message', (e) => {
  if (e.data && e.data.type === 'build' && e.ports[0]) e.ports[0].postMessage({ build: BUILD });
});

// The newest build whose install completed (this one if none is newer).
async function newest() {
  const order = await caches.open('ledgerlab-order');
  let best = CACHE, best_t = -1;
  for (const k of await caches.keys()) {
    if (!k.startsWith('ledgerlab-') || k === 'ledgerlab-order') continue;
    const hit = await order.match(key(`.ledgerlab-build-${k.slice('ledgerlab-'.length)}`));
    const t = hit ? Number(await hit.text()) : -1;
    if (t > best_t) { best = k; best_t = t; }
  }
  return best;
}

async function asset(request, rel, v) {
  if (v) {
    // A script asked for its own build's file: that build's cache, else the network (the server
    // holds the newest build), else this worker's build (offline; the page's build check speaks).
    if (await caches.has(`ledgerlab-${v}`)) {
      const hit = await (await caches.open(`ledgerlab-${v}`)).match(key(rel));
      if (hit) return hit;
    }
    try { return await fetch(request); } catch (err) {
      const own = await (await caches.open(CACHE)).match(key(rel));
      if (own) return own;
      throw err;
    }
  }
  // A page's own files: the newest build, marked no-cache so that the browser's memory cache never
  // answers the next page load with them without asking here (their URLs stay the same across builds).
  const hit = await (await caches.open(await newest())).match(key(rel));
  if (!hit) return fetch(request);
  const headers = new Headers(hit.headers);
  headers.set('Cache-Control', 'no-cache');
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
}

async function page(request, rel) {
  try {
    return await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' });
  } catch (err) {
    const c = await caches.open(await newest());
    const hit = (await c.match(key(rel))) || (rel === '' ? await c.match(key('index.html')) : undefined);
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  const rel = url.pathname.slice(SCOPE.pathname.length);
  if (PAGES.includes(rel)) e.respondWith(page(request, rel));
  else if (ASSETS.includes(rel) || LESSON_FILE.test(rel)) e.respondWith(asset(request, rel, url.searchParams.get('v')));
  // anything else: not ours, the network as usual
});
