// The live e2e runner's inside half: runs in the network namespace tests/e2e/live/run.mjs made.
// Serves dist/ (the app) and the test pages (tests/e2e/live/pages/, and the PeerLink test build
// in target/live-link/ under /__live/link/) on 127.0.0.1, starts Chromium, runs the suites' scenarios.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
const pages = path.join(here, 'pages');
const linkBuild = path.join(root, 'target/live-link');
export const output = path.join(root, 'tests/e2e/output');

// The main suite's flags, plus host candidates as addresses rather than mDNS names (headless
// Chromium cannot resolve `.local` names; Trystero's and others' suites do the same).
// LIVE_MDNS=1 keeps Chromium's mDNS names (to see what a real device's offer looks like).
export const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  ...(process.env.LIVE_MDNS ? [] : ['--disable-features=WebRtcHideLocalIpsWithMdns'])];

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
};

/// Maps a URL path to a file under one of the served folders, or null.
function fileFor(pathname) {
  const mounts = [['/__live/link/', linkBuild], ['/__live/', pages], ['/', dist]];
  for (const [prefix, dir] of mounts) {
    if (!pathname.startsWith(prefix)) continue;
    let file = path.normalize(path.join(dir, pathname.slice(prefix.length)));
    if (!file.startsWith(dir)) return null;
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    return file;
  }
  return null;
}

function serve() {
  const server = http.createServer((req, res) => {
    let file;
    try {
      file = fileFor(decodeURIComponent(new URL(req.url, 'http://localhost').pathname));
    } catch {
      file = null;
    }
    if (!file) return res.writeHead(403).end();
    fs.readFile(file, (err, data) => {
      if (err) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export class Failure extends Error {}
export function check(cond, message) {
  if (!cond) throw new Failure(message);
}
/// Polls until `fn` gives a truthy value; the timeout only bounds a hang, it asserts nothing.
export async function waitFor(fn, message, timeout = 10000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Failure(`${message} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

const suites = {
  plain: () => import('./plain.mjs'),
  link: () => import('./link.mjs'),
  room: () => import('./room.mjs'),
  product: () => import('./product.mjs'),
  handoff: () => import('./handoff.mjs'),
};

export async function runInside(args) {
  let filter = null;
  const names = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--filter') filter = args[++i];
    else names.push(args[i]);
  }
  if (names.length === 0) names.push('plain', 'link', 'room');
  const scenarios = [];
  const scenario = (name, fn) => scenarios.push({ name, fn });
  for (const n of names) {
    if (!suites[n]) {
      console.error(`live e2e: no suite "${n}" (known: ${Object.keys(suites).join(', ')})`);
      return 2;
    }
    const mod = await suites[n]();
    mod.register(scenario, { check, waitFor, output, path, fs, root, linkBuild, dist });
  }
  fs.mkdirSync(output, { recursive: true });
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: launchArgs });
  console.log(`live e2e: in network namespace ${process.env.DAMAS_NETNS}, serving on ${base}`);
  let passed = 0;
  let failed = 0;
  for (const s of scenarios) {
    if (filter && !s.name.includes(filter)) continue;
    const contexts = [];
    const errors = [];
    const notes = [];
    // Each player is a browser context of its own: separate storage, as two devices.
    const player = async (label, url, options = {}) => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...options });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.setDefaultTimeout(10000);
      page.on('console', (m) => {
        // LIVE_DEBUG=1 prints every page's console as it comes.
        if (process.env.LIVE_DEBUG) console.log(`     [${label}] ${m.type()}: ${m.text()}`);
        if (m.type() === 'error' || m.type() === 'warning') errors.push(`${label} console ${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`${label} page error: ${e.message}`));
      await page.goto(base + url);
      return page;
    };
    const t0 = Date.now();
    try {
      await s.fn({ player, base, report: (n) => notes.push(n) });
      const real = errors.filter((e) => !e.includes('favicon'));
      check(real.length === 0, `no console errors: ${real.join(' | ')}`);
      passed++;
      console.log(`ok   ${s.name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${s.name} (${Date.now() - t0} ms)\n     ${e instanceof Failure ? e.message : e.stack}`);
      for (const [i, ctx] of contexts.entries()) {
        const p = ctx.pages()[0];
        if (p) await p.screenshot({ path: path.join(output, `fail-live-${s.name.replace(/\W+/g, '-')}-${i}.png`) }).catch(() => {});
      }
    }
    for (const n of notes) console.log(`     ${n}`);
    for (const ctx of contexts) await ctx.close();
  }
  await browser.close();
  server.close();
  console.log(`live e2e: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
