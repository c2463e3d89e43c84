// A static host of dist/ that a scenario starts for itself, so that it can go down, serve a
// changed sw.js (a new version), or stand behind a captive portal; it logs what it served.
//
// state.portal, as the networks of hotels and airports answer before the player has signed in:
// - 'redirect': every request is a 302 to the portal's sign-in page (an HTML page, 200);
// - 'hijack': every request is answered with that page itself, 200, at the address asked for.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';

/** The portal's sign-in page. */
export const PORTAL_PAGE = '<!doctype html><title>Sign in</title><p>Sign in to use this network.</p>';
const PORTAL_PATH = '/portal-sign-in';

/** Starts the host of `dist` (with the file types `types`), at the root or under `prefix`. */
export function ownServer({ dist, types }, prefix = '') {
  const state = { down: false, portal: '', swVersionSuffix: '', served: [], missing: [], revalidated: [], portalAsked: [] };
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url, 'http://localhost');
    if (state.portal) {
      if (url.pathname !== PORTAL_PATH) state.portalAsked.push(url.pathname);
      if (state.portal === 'redirect' && url.pathname !== PORTAL_PATH) {
        return res.writeHead(302, { location: PORTAL_PATH, 'cache-control': 'no-store' }).end();
      }
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PORTAL_PAGE);
    }
    if (!url.pathname.startsWith(prefix + '/')) {
      state.missing.push(url.pathname);
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
    url.pathname = url.pathname.slice(prefix.length);
    let file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) return res.writeHead(403).end();
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        state.missing.push(prefix + url.pathname);
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
      if (url.pathname === '/sw.js' && state.swVersionSuffix) {
        data = Buffer.from(data.toString().replace(/const VERSION = '([0-9a-f]+)'/, `const VERSION = '$1${state.swVersionSuffix}'`));
      }
      // Revalidation, as static hosts answer it: an unchanged file is a 304 without its bytes.
      const etag = '"' + crypto.createHash('sha256').update(data).digest('hex').slice(0, 16) + '"';
      if (req.headers['if-none-match'] === etag) {
        state.revalidated.push(url.pathname);
        return res.writeHead(304, { etag }).end();
      }
      state.served.push({ path: url.pathname, bytes: data.length, gzip: zlib.gzipSync(data, { level: 6 }).length });
      // As a static host would: hashed names forever, the rest revalidated.
      const immutable = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/.test(url.pathname);
      res.writeHead(200, {
        'content-type': types[path.extname(file)] || 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag,
      });
      res.end(data);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        state,
        base: `http://127.0.0.1:${server.address().port}${prefix}`,
        goDown() {
          state.down = true;
          for (const s of sockets) s.destroy();
        },
        close: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.close(r); }),
      }),
    ),
  );
}

// A phone network with data saving on, as a browser says in navigator.connection (desktop
// Chromium exposes no connection type, so the page is told): no background download of the
// rest of the site.
export const savingData = (ctx) => ctx.addInitScript(() => Object.defineProperty(navigator, 'connection', { get: () => ({ type: 'cellular', effectiveType: '4g', saveData: true }) }));
