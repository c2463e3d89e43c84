// Screenshots of every board theme and piece set, on the light and the dark page, at desktop
// (1280x900) and phone (390x844) sizes, with every highlight on the board (a move just played,
// a selected piece, its capture path, destinations and captured pieces), and contact sheets of
// them to look at. Not part of the suite: run after `trunk build --release`,
//   NODE_PATH=$PWD/node_modules node tests/e2e/lookshots.mjs
// Writes tests/e2e/output/look/*.png and tests/e2e/output/look/sheet-*.png.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const out = path.join(root, 'tests/e2e/output/look');
fs.mkdirSync(out, { recursive: true });
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png' };

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (url.pathname.startsWith('/shots/')) file = path.join(out, url.pathname.slice(7));
  else if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
  fs.readFile(file, (err, data) => {
    if (err) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const themes = ['wood', 'tournament', 'slate', 'contrast'];
const sets = ['classic', 'flat', 'print'];
const pages = ['light', 'dark'];
const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
// Black has just played 3-7; White's majority capture from 28 is selected (kings of both sides).
const link = '/?fen=B:W28,30,K32:B3,8,16,24,26,K1&moves=3-7';

for (const [size, viewport] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ viewport, locale: 'en-US', deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  for (const theme of themes) {
    for (const pieces of sets) {
      for (const palette of pages) {
        await page.goto(base + '/');
        await page.waitForSelector('svg[data-board]');
        await page.waitForTimeout(50);
        await page.evaluate((p) => localStorage.setItem('damas.prefs', p), `flip=0&coords=numbers&anim=0&lang=en&sound=0&theme=${theme}&pieces=${pieces}&page=${palette}`);
        await page.goto(base + link);
        await page.waitForSelector(`svg[data-board][data-theme="${theme}"]`);
        const box = await page.locator('svg[data-board] g.sq[data-square="28"]').boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForTimeout(250);
        await page.screenshot({ path: path.join(out, `${size}-${theme}-${pieces}-${palette}.png`) });
      }
    }
  }
  await ctx.close();
}

// Lasca's page draws the same board: each theme once, the piece sets in turn, mid-game.
const lasca = await browser.newPage({ viewport: sizes.desktop });
for (const [i, theme] of themes.entries()) {
  const pieces = sets[i % sets.length];
  await lasca.goto(base + '/?variant=lasca');
  await lasca.waitForSelector('svg[data-board]');
  await lasca.waitForTimeout(50);
  await lasca.evaluate((p) => localStorage.setItem('damas.prefs', p), `anim=0&sound=0&theme=${theme}&pieces=${pieces}&page=${i % 2 ? 'light' : 'dark'}`);
  await lasca.goto(base + '/?variant=lasca&moves=c3-b4+a5xc3+d2xb4+b6-a5');
  await lasca.waitForSelector(`svg[data-board][data-theme="${theme}"]`);
  await lasca.waitForTimeout(250);
  await lasca.screenshot({ path: path.join(out, `lasca-${theme}-${pieces}.png`) });
}

// Contact sheets: one per theme and size, the piece sets across, light above dark.
const sheet = await browser.newPage({ viewport: { width: 1920, height: 900 } });
for (const size of Object.keys(sizes)) {
  const w = size === 'desktop' ? 640 : 300;
  for (const theme of themes) {
    const imgs = pages.flatMap((p) => sets.map((s) => `<img src="${base}/shots/${size}-${theme}-${s}-${p}.png" width="${w}">`)).join('');
    await sheet.setContent(`<body style="margin:0;background:#888;display:grid;grid-template-columns:repeat(3,${w}px);gap:2px">${imgs}</body>`);
    await sheet.waitForTimeout(100);
    await sheet.screenshot({ path: path.join(out, `sheet-${size}-${theme}.png`), fullPage: true });
  }
}
const shots = themes.map((t, i) => `<img src="${base}/shots/lasca-${t}-${sets[i % sets.length]}.png" width="640">`).join('');
await sheet.setContent(`<body style="margin:0;background:#888;display:grid;grid-template-columns:repeat(2,640px);gap:2px">${shots}</body>`);
await sheet.waitForTimeout(100);
await sheet.screenshot({ path: path.join(out, 'sheet-lasca.png'), fullPage: true });
await browser.close();
server.close();
console.log(`screenshots in ${out}`);
