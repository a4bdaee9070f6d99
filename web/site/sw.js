// Service worker: offline after the first visit. Cache-first for the site's own static files
// (pages, scripts, the two WASM modules); the cache name is the site's content hash, so an updated
// site replaces the whole cache at once; anything else goes to the network.
const CACHE = 'ledgerlab-@LEDGERLAB_SITE_HASH@';  // content hash, stamped at build (web/cmake/stamp_sw.cmake)
const FILES = ['./', 'index.html', 'chapter.html', 'book-demo.html', 'formulas.html', 'style.css', 'site.js', 'ledgerlab.js',
               'ledgerlab_plots.js', 'formulas.js',
               'ledgerlab.mjs', 'ledgerlab.wasm', 'ledgerlab_ui.mjs', 'ledgerlab_ui.wasm'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('ledgerlab-') && k !== CACHE)
    .map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== location.origin) return;
  // Pages are keyed without their query (chapter.html?lesson=… is one file).
  e.respondWith(caches.open(CACHE).then(async (c) => {
    const hit = await c.match(e.request, { ignoreSearch: true });
    if (hit) return hit;
    const res = await fetch(e.request);
    if (res.ok && /\.(html|js|mjs|wasm|css|json)$|\/$/.test(url.pathname)) c.put(e.request, res.clone());
    return res;
  }));
});
