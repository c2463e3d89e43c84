// Issue 36's proof: the built site (dist/) on a cheap phone, measured in Chromium.
//
//   node scripts/measure-phone.mjs [--runs 3] [--raw] [--no-lighthouse]
//
// dist/ is served by static-web-server (scripts/serve's server, with the build's precompressed
// .br / .gz copies; --raw: without them, as a host that compresses nothing) behind a throttling
// proxy of this script: 150 ms before each response and 1.6 Mbit/s shared by every response at
// once. The proxy is on the server's side of the browser, so the page, its worker and the
// service worker's downloads are all slowed alike (DevTools' network throttling would leave the
// service worker's out). The page's CPU runs 4x slower (DevTools' CPU throttling; the AI worker's
// thread is not slowed). Each run is a fresh browser profile. Prints the median of the runs:
//
//   first visit: first paint (first-contentful-paint), board usable (the app's svg[data-board]),
//     the layout shift sum, and the main thread's blocking after the first paint (each long
//     task's time over 50 ms, until the network is quiet: Lighthouse's TBT, measured); the same
//     blocking from each task's own CPU time at full speed times 4 (steady on a busy machine,
//     whose other load lengthens the measured tasks);
//   the computer's first reply from navigation, in another fresh profile (?computer=black: the
//     player plays 22-17 as soon as the board is usable), and after the player's move;
//   repeat visit (the service worker installed, same profile): first paint and board usable;
//   bytes on the wire by file for the first visit to the game page left alone (the page and the
//     service worker's downloads, until the network is quiet for 3 s), as sent (br, gzip or raw);
//   Lighthouse 12's mobile performance, LCP and TBT (its own simulated slow phone: the same
//     150 ms, 1.6 Mbit/s, CPU 4x), when `lighthouse` runs (npm: `npm i -g lighthouse@12`, or
//     LIGHTHOUSE=/path/to/lighthouse); skipped otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) || 3 : 3;
const raw = args.includes('--raw');
const RTT_MS = 150;
const BYTES_PER_S = 1.6e6 / 8;
const CPU = 4;

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// static-web-server over dist/, as scripts/serve runs it.
async function staticServer() {
  const port = await freePort();
  const bin = process.env.STATIC_WEB_SERVER || 'static-web-server';
  const child = spawn(bin, ['--host', '127.0.0.1', '--port', String(port), '--root', dist,
    `--compression-static=${!raw}`, '--compression=false', '--cache-control-headers=false', '--log-level', 'error'],
  { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((r) => http.get(`http://127.0.0.1:${port}/`, (res) => { res.resume(); r(res.statusCode === 200); }).on('error', () => r(false)));
    if (up) return { port, stop: () => child.kill() };
    await sleep(100);
  }
  child.kill();
  throw new Error(`${bin} did not start (scripts/install-tools installs it)`);
}

// The slow phone's network: each response waits RTT_MS, then its bytes go out through one
// shared pipe of BYTES_PER_S (chunks queued in order of arrival). Logs what was sent.
async function throttle(upstream) {
  const log = [];
  let free = 0; // when the pipe is next free (ms, Date.now())
  const send = async (res, chunk) => {
    const now = Date.now();
    const start = Math.max(now, free);
    free = start + (chunk.length / BYTES_PER_S) * 1000;
    if (free > now) await sleep(free - now);
    res.write(chunk);
  };
  const server = http.createServer(async (req, res) => {
    await sleep(RTT_MS);
    const up = http.request({ host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers }, async (ur) => {
      res.writeHead(ur.statusCode, ur.headers);
      const entry = { path: new URL(req.url, 'http://x').pathname, encoding: ur.headers['content-encoding'] || 'raw', bytes: 0, at: Date.now() };
      log.push(entry);
      for await (const chunk of ur) {
        // 16 KB slices, so parallel downloads share the pipe.
        for (let i = 0; i < chunk.length; i += 16384) {
          const part = chunk.subarray(i, i + 16384);
          entry.bytes += part.length;
          await send(res, part);
        }
      }
      res.end();
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { port: server.address().port, log, close: () => server.close() };
}

// Timestamps the page leaves for the script: the app's board, first paint, LCP. The board is
// also announced on the console: waiting for it with Playwright's own selectors would run
// Playwright's injected script in the page while it loads, a task of 45-60 ms at CPU 4x that a
// player's page does not have, and which delayed the very board it waited for.
const BOARD_SHOWN = 'measure-phone: board';
const probe = (BOARD_SHOWN) => {
  window.__m = {};
  new MutationObserver((_, obs) => {
    if (document.querySelector('svg[data-board]')) {
      window.__m.board = performance.now();
      console.debug(BOARD_SHOWN);
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Long tasks, for the blocking time after the first paint (as Lighthouse's TBT counts it: each
  // task's time over 50 ms).
  window.__m.tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__m.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  window.__m.shift = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__m.shift += e.value; }).observe({ type: 'layout-shift', buffered: true });
};

// Resolves when the page's probe sees the board (listening from before the navigation).
const boardShown = (page) => page.waitForEvent('console', { predicate: (m) => m.text() === BOARD_SHOWN, timeout: 60000 });

// For the first reply: when the move list first holds each number of plies (window.__plies),
// announced on the console like the board, for the same reason.
const PLIES = 'measure-phone: plies ';
const pliesProbe = (PLIES) => {
  window.__plies = {};
  new MutationObserver(() => {
    const n = document.querySelectorAll('[data-moves] button.mv[data-ply]:not(.start)').length;
    for (let k = 1; k <= n; k++) {
      if (window.__plies[k] === undefined) {
        window.__plies[k] = performance.now();
        console.debug(PLIES + k);
      }
    }
  }).observe(document, { childList: true, subtree: true });
};
const plies = (page, n) => page.waitForEvent('console', { predicate: (m) => m.text() === PLIES + n, timeout: 60000 });

async function quiet(log, ms = 1500) {
  for (;;) {
    const last = Math.max(0, ...log.map((e) => e.at));
    if (Date.now() - last > ms) return;
    await sleep(200);
  }
}

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const phone = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pt-BR' };
const slowPage = async (ctx) => {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return page;
};

// A fresh profile's first visit to the game page, left alone until the network is quiet (the
// service worker's precache done), then a repeat visit in the same profile.
async function visits(base, proxy) {
  const browser = await launch();
  try {
    const ctx = await browser.newContext(phone);
    await ctx.addInitScript(probe, BOARD_SHOWN);
    const page = await slowPage(ctx);
    proxy.log.length = 0;
    const board = boardShown(page);
    await page.goto(base + '/', { waitUntil: 'commit' });
    await board;
    const first = await page.evaluate(() => ({ ...window.__m }));
    await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 120000 });
    await quiet(proxy.log, 3000);
    first.blocking = await page.evaluate(() => window.__m.tasks.filter(([at]) => at >= window.__m.fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
    const bytes = proxy.log.map((e) => ({ ...e }));
    await page.close();
    const again = await slowPage(ctx);
    const boardAgain = boardShown(again);
    await again.goto(base + '/', { waitUntil: 'commit' });
    await boardAgain;
    const repeat = await again.evaluate(() => ({ ...window.__m }));
    return { first, bytes, repeat };
  } finally {
    await browser.close();
  }
}

// A fresh profile's first visit to a game against the computer: the player plays 22-17 as soon
// as the board is usable; when does the reply show?
async function reply(base) {
  const browser = await launch();
  try {
    const ctx = await browser.newContext(phone);
    await ctx.addInitScript(probe, BOARD_SHOWN);
    await ctx.addInitScript(pliesProbe, PLIES);
    const page = await slowPage(ctx);
    const board = boardShown(page);
    await page.goto(base + '/?computer=black', { waitUntil: 'commit' });
    await board;
    // The squares' places read with a plain evaluation (Playwright's locators would run its
    // injected script in the page first).
    const tap = async (n) => {
      const box = await page.evaluate((sq) => {
        const r = document.querySelector(`svg[data-board] g.sq[data-square="${sq}"]`).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }, n);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const first = plies(page, 1);
    const second = plies(page, 2);
    await tap(22);
    await tap(17);
    await first;
    await second;
    const at = await page.evaluate(() => window.__plies);
    return { reply: at[2], afterMove: at[2] - at[1] };
  } finally {
    await browser.close();
  }
}

// The same first visit with the CPU at full speed, traced: each main-thread task's own CPU time
// (thread time, which other programs on a busy machine do not lengthen) times the slowdown is
// what that task would take on the slow phone, as Lighthouse's simulation scales tasks; the
// blocking is each such task's time over 50 ms after the first paint, until the network is quiet.
async function cpuBlocking(base, proxy) {
  const browser = await launch();
  try {
    const ctx = await browser.newContext(phone);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    await ctx.addInitScript(probe, BOARD_SHOWN);
    proxy.log.length = 0;
    const board = boardShown(page);
    await page.goto(base + '/', { waitUntil: 'commit' });
    await board;
    await quiet(proxy.log, 3000);
    await cdp.send('Tracing.end');
    await done;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const thread = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
    const main = events.filter((e) => e.pid === fcp.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts);
    const slow = main.map((e) => ((e.tdur ?? e.dur) / 1000) * CPU);
    return { blocking: slow.reduce((a, d) => a + Math.max(0, d - 50), 0), longest: Math.max(0, ...slow) };
  } finally {
    await browser.close();
  }
}

function lighthouse(url) {
  const bin = process.env.LIGHTHOUSE || 'lighthouse';
  const out = path.join(fs.mkdtempSync('/tmp/lh-'), 'report.json');
  const r = spawnSync(bin, [url, '--quiet', '--only-categories=performance', '--form-factor=mobile', '--throttling-method=simulate',
    '--chrome-path=' + (process.env.CHROMIUM || '/usr/bin/chromium'), '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json', '--output-path=' + out], { encoding: 'utf8', timeout: 300000 });
  if (r.error || r.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const a = report.audits;
  return { score: Math.round(report.categories.performance.score * 100), lcp: a['largest-contentful-paint'].numericValue, tbt: a['total-blocking-time'].numericValue, fcp: a['first-contentful-paint'].numericValue, cls: a['cumulative-layout-shift'].numericValue };
}

const server = await staticServer();
const proxy = await throttle(server.port);
const base = `http://127.0.0.1:${proxy.port}`;
try {
  const all = [];
  for (let i = 0; i < runs; i++) all.push({ ...(await visits(base, proxy)), ...(await reply(base)), cpu: await cpuBlocking(base, proxy) });
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const m = (f) => median(all.map(f));
  console.log(`slow phone: ${RTT_MS} ms per response, ${BYTES_PER_S * 8 / 1e6} Mbit/s shared (page and service worker), CPU ${CPU}x; ${raw ? 'no compression' : 'precompressed br/gz'}; median of ${runs}`);
  console.log(`first visit: first paint ${s(m((r) => r.first.fcp))}, board usable ${s(m((r) => r.first.board))}, layout shift ${m((r) => r.first.shift).toFixed(3)}, main thread blocked ${m((r) => r.first.blocking).toFixed(0)} ms after the first paint`);
  console.log(`first visit: main thread blocked ${m((r) => r.cpu.blocking).toFixed(0)} ms after the first paint by each task's CPU time x ${CPU} (longest task ${m((r) => r.cpu.longest).toFixed(0)} ms)`);
  console.log(`first visit: the computer's first reply ${s(m((r) => r.reply))} from navigation (${s(m((r) => r.afterMove))} after the player's move)`);
  console.log(`repeat visit: first paint ${s(m((r) => r.repeat.fcp))}, board usable ${s(m((r) => r.repeat.board))}`);
  const last = all[Math.floor(runs / 2)].bytes;
  const byFile = new Map();
  for (const e of last) {
    const k = `${e.path} (${e.encoding})`;
    byFile.set(k, (byFile.get(k) || 0) + e.bytes);
  }
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(`first visit to the game page, left alone (the page and the service worker's downloads, until the network is quiet), bytes on the wire: ${(total / 1024).toFixed(0)} KB in ${last.length} responses`);
  for (const [k, v] of [...byFile.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${(v / 1024).toFixed(1).padStart(7)} KB  ${k}`);
  if (!args.includes('--no-lighthouse')) {
    const lh = lighthouse(`http://127.0.0.1:${server.port}/`);
    console.log(lh
      ? `lighthouse 12 mobile: performance ${lh.score}, LCP ${s(lh.lcp)}, TBT ${lh.tbt.toFixed(0)} ms, FCP ${s(lh.fcp)}, CLS ${lh.cls.toFixed(3)}`
      : 'lighthouse: not run (install it with npm, or set LIGHTHOUSE)');
  }
} finally {
  proxy.close();
  server.stop();
}
