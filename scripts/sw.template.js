// The service worker of damas, written into dist/ by scripts/post-build.mjs (Trunk's post_build
// hook): CORE is what every page starts from (the HTML, boot script, style sheet, icons), REST
// the files of the build (BUILT) other than those, with their size on the wire, that this browser
// uses (the game page's bundle in each language, the other pages' bundles, the AI worker this
// browser runs, the puzzle files...), CARRY the game page's bundles and the one of its side panels
// (of REST), VERSION a hash of all their names and contents.
// Do not edit dist/sw.js by hand; edit this template.
//
// - install: caches CORE in a cache named after the version. The page has just downloaded those
//   files: hashed names are taken from the HTTP cache as they are ('force-cache'), the others
//   revalidated (a 304 when unchanged), the page itself at the address it was opened at, so
//   none is downloaded twice. The game page's bundle (of CARRY) that an older version kept, the
//   player's language, and its side panels' bundle are fetched for this one too, so the page
//   still opens offline, whole, after an update.
// - activate: deletes the caches of older versions, takes control of open pages.
// - fetch: same-origin GETs come from the cache first; a file of the build that is not cached yet
//   comes from the network and is kept (the worker when the computer first plays, Lasca when first
//   opened...); a page navigation to the app (any query) is served the cached index.html. The
//   endgame databases (egtb/, fetched by the AI worker one class at a time) are kept in a cache of
//   their own, named after a hash of all of them (EGTB_VERSION), so they play offline after first
//   use and survive app updates that do not change them. Only an answer that is the file asked for
//   is kept: not a captive portal's sign-in page, come by a redirect or in its place (isFile).
// - message {type: 'cache-rest'}: downloads the REST not cached yet, one file at a time (the page
//   asks once it is idle, unless the connection is metered or saves data; the settings' "make
//   everything available offline" asks at once, and hears the bytes still missing when it is
//   done); {type: 'keep', files}: caches those files of the build (the boot script asks for the
//   bundle a page has just started from, which it alone knows: the game page's is the player's
//   language's); {type: 'offline-status'}: answers the bytes of REST not cached yet (a number). A file
//   wanted by the page and by the background download at once is fetched once.
// - A new version waits until the page asks it to take over ({type: 'skip-waiting'}), so a game in
//   progress is never switched under the player; the page tells the player a new version is ready.
'use strict';

const VERSION = '__VERSION__';
const CORE = __CORE__;
// The AI worker this browser runs, of the two built (src/worker/vectors.rs): where it validates
// the smallest module that uses one of WebAssembly's vector instructions (post-build.mjs's
// VECTOR_PROBE), the one built with them. The other one, and the wide networks only the vector one
// fetches, are neither downloaded in the background nor counted.
const VECTORS = (() => {
  try {
    return WebAssembly.validate(new Uint8Array([__VECTOR_PROBE__]));
  } catch (e) {
    return false;
  }
})();
const unused = (f) => (VECTORS ? /^\.\/worker(_bg\.wasm|\.js)$/ : /^\.\/(worker_simd(_bg\.wasm|\.js)|net-[a-z]+\.bin)$/).test(f);
const BUILT = __REST__;
const REST = BUILT.filter(([f]) => !unused(f));
const CARRY = __CARRY__;
const PREFIX = 'damas-';
const CACHE = PREFIX + VERSION;
const TABLES = PREFIX + 'egtb-' + '__EGTB_VERSION__';
const scope = new URL(self.registration.scope);
const href = (f) => new URL(f, scope).href;
const index = href('index.html');
const hashed = (u) => /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/.test(u);
const built = new Set([...CORE, ...BUILT.map(([f]) => f)].map(href));
const inFlight = new Map();
let busy = false;

// Whether `response` is the file at `url`, to be kept. A captive portal (a hotel's or an
// airport's network before the player signs in) answers every request with its sign-in page, by a
// redirect or in place: kept, that page would stand for the file until the next version of the
// site (a worker that cannot start, a table that cannot be read). So a file other than a page
// is kept only as a success that was not redirected and is not HTML; a page (index.html,
// embed-example.html), which its host may redirect to a pretty address, as any success.
const isPage = (url) => /(\/|\.html)$/.test(new URL(url).pathname);
function isFile(url, response) {
  if (!response.ok || isPage(url)) return response.ok;
  return !response.redirected && !(response.headers.get('content-type') || '').startsWith('text/html');
}

// The file at `url` from the network, kept in the cache; one fetch per file however many ask.
function load(url, mode) {
  if (!inFlight.has(url)) {
    const done = fetch(new Request(url, { cache: mode })).then(async (response) => {
      if (isFile(url, response)) await (await caches.open(CACHE)).put(url, response.clone());
      return response;
    }).finally(() => inFlight.delete(url));
    inFlight.set(url, done);
  }
  return inFlight.get(url).then((r) => r.clone());
}

// The page itself, for the cache's index.html: fetched at the address the page was opened at
// (the scope: `/`, not `/index.html`), which the browser has just downloaded, so that the
// revalidation finds it in the HTTP cache (a 304) instead of downloading it a second time.
function loadIndex() {
  return fetch(new Request(scope.href, { cache: 'no-cache' })).then(async (response) => {
    if (response.ok && !response.redirected) await (await caches.open(CACHE)).put(index, response.clone());
    return response.ok && !response.redirected ? response : load(index, 'no-cache');
  });
}

// The files of CARRY that an older version's cache holds (the game page's bundle in the
// player's language, the panels' bundle): fetched for this version too.
async function carried() {
  const held = [];
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX) || key === CACHE || key === TABLES) continue;
    const cache = await caches.open(key);
    for (const f of CARRY) if (!held.includes(f) && (await cache.match(href(f)))) held.push(f);
  }
  return held;
}

self.addEventListener('install', (event) => {
  const core = Promise.all(CORE.map(href).map((u) => (u === index ? loadIndex() : load(u, hashed(u) ? 'force-cache' : 'no-cache')).then((r) => {
    if (!r.ok) throw new Error(`${u}: ${r.status}`);
  })));
  event.waitUntil(core.then(carried).then((files) => keep(files)));
});

// Caches `files` (of the build) not cached yet; a file that cannot be fetched is left out.
async function keep(files) {
  const cache = await caches.open(CACHE);
  for (const f of files) {
    const u = href(f);
    if (built.has(u) && !(await cache.match(u))) await load(u, hashed(u) ? 'force-cache' : 'no-cache').catch(() => null);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE && k !== TABLES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Bytes of REST not cached yet.
async function missing() {
  const cache = await caches.open(CACHE);
  let bytes = 0;
  for (const [f, size] of REST) if (!(await cache.match(href(f)))) bytes += size;
  return bytes;
}

// The bytes missing, as a plain number (the settings' row reads it).
async function tell(client) {
  const status = await missing();
  if (client) client.postMessage(status);
  else for (const c of await self.clients.matchAll()) c.postMessage(status);
}

// Downloads the REST not cached yet, one file at a time (the page's own requests go first).
async function cacheRest() {
  if (busy) return;
  busy = true;
  try {
    const cache = await caches.open(CACHE);
    for (const [f] of REST) {
      const u = href(f);
      if (!(await cache.match(u))) await load(u, hashed(u) ? 'force-cache' : 'no-cache').catch(() => null);
    }
  } finally {
    busy = false;
    await tell();
  }
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'skip-waiting') self.skipWaiting();
  if (data.type === 'version' && event.source) event.source.postMessage({ type: 'version', version: VERSION });
  if (data.type === 'offline-status') event.waitUntil(tell(event.source));
  if (data.type === 'cache-rest') event.waitUntil(cacheRest());
  if (data.type === 'keep' && Array.isArray(data.files)) event.waitUntil(keep(data.files.filter((f) => typeof f === 'string')));
});

async function table(request) {
  const cache = await caches.open(TABLES);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (isFile(request.url, response)) await cache.put(request, response.clone());
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
  const key = url.origin + url.pathname;
  if (built.has(key)) return load(key, 'default');
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(scope.origin)) return;
  const tables = href('egtb/');
  event.respondWith(request.url.startsWith(tables) ? table(request) : fromCache(request));
});
