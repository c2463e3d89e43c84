// The service worker of damas, written into dist/ by scripts/post-build.mjs (Trunk's post_build
// hook): FILES is every file of the build (hashed names included), VERSION a hash of their names
// and contents. Do not edit dist/sw.js by hand; edit this template.
//
// - install: caches every file in a cache named after the version.
// - activate: deletes the caches of older versions, takes control of open pages.
// - fetch: same-origin GETs come from the cache first (the network only for what is not cached);
//   a page navigation to the app (any query) is served the cached index.html. LAZY files (the
//   puzzle data and puzzle mode's bundle) are not cached at install but on their first fetch,
//   then served from the cache. The endgame databases (egtb/, fetched by the AI worker one class
//   at a time) are not precached: each one fetched is kept in a cache of their own, named after a
//   hash of all of them (EGTB_VERSION), so they play offline after first use and survive app
//   updates that do not change them.
// - A new version waits until the page asks it to take over ({type: 'skip-waiting'}), so a game in
//   progress is never switched under the player; the page tells the player a new version is ready.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const LAZY = __LAZY__;
const PREFIX = 'damas-';
const CACHE = PREFIX + VERSION;
const TABLES = PREFIX + 'egtb-' + '__EGTB_VERSION__';
const scope = new URL(self.registration.scope);
const urls = FILES.map((f) => new URL(f, scope).href);
const index = new URL('index.html', scope).href;
const lazy = new Set(LAZY.map((f) => new URL(f, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(
    // Hashed names never change content: the HTTP cache may answer. Others are revalidated.
    caches.open(CACHE).then((cache) =>
      cache.addAll(urls.map((u) => new Request(u, { cache: /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(u) ? 'default' : 'no-cache' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE && k !== TABLES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'skip-waiting') self.skipWaiting();
  if (data.type === 'version' && event.source) event.source.postMessage({ type: 'version', version: VERSION });
});

async function table(request) {
  const cache = await caches.open(TABLES);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    // The app reads its state from the query: every query is the same page.
    const path = url.origin + url.pathname;
    const key = path.endsWith('/') ? path + 'index.html' : path;
    const hit = (await cache.match(key)) || (path === scope.href ? await cache.match(index) : undefined);
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (e) {
      const fallback = await cache.match(index);
      if (fallback) return fallback;
      throw e;
    }
  }
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && lazy.has(url.origin + url.pathname)) await cache.put(url.origin + url.pathname, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(scope.origin)) return;
  const tables = new URL('egtb/', scope).href;
  event.respondWith(request.url.startsWith(tables) ? table(request) : fromCache(request));
});
