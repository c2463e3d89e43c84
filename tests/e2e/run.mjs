// End-to-end tests of the browser game: serves dist/ on localhost, drives Debian's Chromium with
// playwright-core, runs every scenario, prints `N passed, M failed` and exits non-zero on failure.
// Screenshots go to tests/e2e/output/ (ignored by git).
// Usage: node tests/e2e/run.mjs [name-filter] (a part of the scenario names; several joined by "|")

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { registerLook } from './look.mjs';
import { registerAi } from './ai.mjs';
import { registerFeatures } from './features.mjs';
import { registerPortal } from './portal.mjs';
import { registerVariants } from './variants.mjs';
import { registerGameLayer } from './game_layer.mjs';
import { registerFlow, registerClocks, registerNotation, registerTutorial, registerVariations } from './flow.mjs';
import { registerRussian } from './russian.mjs';
import { registerSpanish } from './spanish.mjs';
import { registerItalian } from './italian.mjs';
import { registerBallot } from './ballot.mjs';
import { registerReview } from './review.mjs';
import { registerTrainer } from './trainer.mjs';
import { registerPuzzles } from './puzzles.mjs';
import { registerFirstTap } from './first_tap.mjs';
import { registerTree } from './tree.mjs';
import { registerNewcomer } from './newcomer.mjs';
import { registerLessons } from './lessons.mjs';
import { registerStartup, registerSkeleton } from './startup.mjs';
import { registerPictures } from './pictures.mjs';
import { registerA11y } from './a11y.mjs';
import { registerWalk2 } from './walk2.mjs';
import { registerGames54 } from './games54.mjs';
import { registerLibrary } from './library.mjs';
import { registerExplorer } from './explorer.mjs';

// Chromium's flags for every browser the suite starts.
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
const output = path.join(root, 'tests/e2e/output');
fs.mkdirSync(output, { recursive: true });

// ---------- a tiny static server ----------
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': types[path.extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------- helpers ----------
class Failure extends Error {}
function check(cond, message) {
  if (!cond) throw new Failure(message);
}
async function waitFor(fn, message, timeout = 4000) {
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

const square = (page, n) => page.locator(`svg[data-board] g.sq[data-square="${n}"]`);
async function center(page, n) {
  const box = await square(page, n).boundingBox();
  check(box, `square ${n} is on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
async function clickSquare(page, n) {
  const c = await center(page, n);
  await page.mouse.click(c.x, c.y);
}
async function clickSquares(page, ...ns) {
  for (const n of ns) await clickSquare(page, n);
}
async function dragSquare(page, a, b) {
  const from = await center(page, a);
  const to = await center(page, b);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}
async function touchDrag(page, a, b) {
  const client = await page.context().newCDPSession(page);
  const from = await center(page, a);
  const to = await center(page, b);
  const point = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 6; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 };
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}
async function classes(page, n) {
  return ((await square(page, n).getAttribute('class')) || '').split(/\s+/);
}
async function squaresWith(page, cls) {
  return page.$$eval(`svg[data-board] g.sq.${cls}`, (els) => els.map((e) => Number(e.dataset.square)).sort((a, b) => a - b));
}
async function pieceAt(page, n) {
  return page.$eval(`svg[data-board] [data-piece][data-square="${n}"]`, (e) => e.dataset.piece).catch(() => null);
}
async function pieceCount(page) {
  return page.$$eval('svg[data-board] [data-piece]', (els) => els.length);
}
const textOf = (page, sel) => page.$eval(sel, (e) => e.textContent.replace(/\s+/g, ' ').trim());
const status = (page) => textOf(page, '[data-status]');
const message = (page) => textOf(page, '[data-message]');
const moves = (page) => page.$$eval('[data-moves] button.mv[data-ply]:not(.start)', (els) => els.map((e) => e.textContent.trim()));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

async function expectSquares(page, cls, want) {
  await waitFor(async () => same(await squaresWith(page, cls), want), `squares with .${cls} should be ${JSON.stringify(want)}: got ${JSON.stringify(await squaresWith(page, cls))}`);
}
async function expectPiece(page, n, want) {
  await waitFor(async () => (await pieceAt(page, n)) === want, `piece on ${n} should be ${want}, got ${await pieceAt(page, n)}`);
}
async function expectText(page, sel, re) {
  await waitFor(async () => re.test(await textOf(page, sel)), `${sel} should match ${re}: got ${JSON.stringify(await textOf(page, sel).catch(() => null))}`);
}
// Switches a page's language with its switch. A page holds one language's words
// (words-<lang>-<bundle>.bin), so it reloads in the other language's: resolves once the reloaded page's
// board is drawn.
async function chooseLang(page, lang) {
  const reloaded = page.waitForEvent('load');
  await page.click(`[data-lang="${lang}"]`);
  await reloaded;
  await page.waitForSelector('svg[data-board]');
}
async function expectMoves(page, want) {
  await waitFor(async () => same(await moves(page), want), `moves should be ${JSON.stringify(want)}: got ${JSON.stringify(await moves(page))}`);
}

// ---------- scenarios ----------
const scenarios = [];
const scenario = (name, options, fn) => scenarios.push({ name, options, fn });
const q = (params) => '/?' + new URLSearchParams(params).toString();

scenario('opening by clicks', {}, async ({ open }) => {
  const page = await open('/');
  await expectText(page, '[data-status]', /White to move/);
  check(same(await squaresWith(page, 'selectable'), [21, 22, 23, 24]), 'the front row is selectable');
  check((await pieceCount(page)) === 24, '24 pieces');
  await clickSquare(page, 27);
  await expectText(page, '[data-message]', /no legal move/);
  await clickSquare(page, 22);
  await expectSquares(page, 'selected', [22]);
  await expectSquares(page, 'dest', [17, 18]);
  await clickSquare(page, 17);
  await expectPiece(page, 17, 'white-man');
  check((await pieceAt(page, 22)) === null, '22 is empty');
  await expectText(page, '[data-status]', /Black to move/);
  await expectSquares(page, 'last-move', [17, 22]);
  // Screen readers hear the move (the status is a live region) and can read the board.
  await expectText(page, '[data-last-move]', /^Last move: 22-17\.$/);
  const label = await page.getAttribute('svg[data-board]', 'aria-label');
  check(label.startsWith('Draughts board. White men: 17, 21, 23, 24, 25,') && label.endsWith('Black men: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.'), `board label: ${label}`);
  await clickSquare(page, 22);
  await expectText(page, '[data-message]', /^$/);
  await clickSquare(page, 21);
  await expectText(page, '[data-message]', /not your piece/i);
  await clickSquares(page, 11, 15, 17, 13);
  await expectMoves(page, ['22-17', '11-15', '17-13']);
  // Undo, redo, and a click in the move list.
  await page.click('[data-action="undo"]');
  await expectPiece(page, 17, 'white-man');
  await waitFor(async () => (await page.$eval('[data-moves] .mv.current', (e) => e.textContent.trim())) === '11-15', 'current move 11-15');
  await page.click('[data-action="redo"]');
  await expectPiece(page, 13, 'white-man');
  await page.click('[data-moves] button[data-ply="1"]');
  await expectPiece(page, 11, 'black-man');
  await expectPiece(page, 17, 'white-man');
  await expectText(page, '[data-status]', /Black to move/);
  await page.click('[data-action="last"]');
  await expectPiece(page, 13, 'white-man');
  await waitFor(() => page.url().includes('moves=22-17+11-15+17-13'), `URL has the moves: ${page.url()}`);
});

scenario('opening by drags (mouse and touch)', { hasTouch: true }, async ({ open }) => {
  const page = await open('/');
  await dragSquare(page, 22, 18);
  await expectPiece(page, 18, 'white-man');
  await expectText(page, '[data-status]', /Black to move/);
  await dragSquare(page, 12, 16);
  await expectPiece(page, 16, 'black-man');
  await touchDrag(page, 21, 17);
  await expectPiece(page, 17, 'white-man');
  await expectMoves(page, ['22-18', '12-16', '21-17']);
  // A backward drag is refused with its reason.
  await touchDrag(page, 16, 12);
  await expectPiece(page, 16, 'black-man');
  await expectText(page, '[data-message]', /Men move forward only/);
  // A drag released where it started changes nothing.
  await dragSquare(page, 16, 16);
  await expectMoves(page, ['22-18', '12-16', '21-17']);
});

scenario('compulsory capture is marked and a wrong move gets its reason', {}, async ({ open }) => {
  const page = await open(q({ fen: 'W:W21,22:B18' }));
  await expectSquares(page, 'forced', [22]);
  await expectText(page, '[data-status]', /Capture is compulsory: you must take 1 piece/);
  await clickSquare(page, 21);
  await expectText(page, '[data-message]', /A capture is available with 22/);
  await dragSquare(page, 21, 17);
  await expectPiece(page, 21, 'white-man');
  await expectText(page, '[data-message]', /A capture is available with 22/);
  // The majority rule.
  const page2 = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
  await expectSquares(page2, 'forced', [28]);
  await expectText(page2, '[data-status]', /you must take 3 pieces/);
  await dragSquare(page2, 30, 23);
  await expectText(page2, '[data-message]', /You must take the maximum: 3 pieces with 28/);
  check((await pieceAt(page2, 30)) === 'white-man', 'the refused piece stays');
});

scenario('moves typed on the keyboard are played or refused with the reason', {}, async ({ open }) => {
  const page = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
  const input = page.locator('[data-move-input]');
  await input.fill('30x23');
  await input.press('Enter');
  await expectText(page, '[data-message]', /You must take the maximum: 3 pieces with 28/);
  check((await input.inputValue()) === '30x23', 'a refused move stays in the field to correct');
  await input.fill('abc');
  await page.click('[data-type-move] button[type=submit]');
  await expectText(page, '[data-message]', /“abc” is not a move: type its squares, like 28x3/);
  await input.fill('28x3');
  await input.press('Enter');
  await expectMoves(page, ['28x3']);
  await expectPiece(page, 3, 'white-king');
  check((await input.inputValue()) === '', 'a played move empties the field');
  // Arrow keys typed in the field stay in the field (they do not walk through the game).
  await input.fill('9-14');
  await input.press('ArrowLeft');
  await expectMoves(page, ['28x3']);
  check((await page.locator('[data-moves] button.current').textContent()).trim() === '28x3', 'still at the last move');
  // Outside the field, Home and End walk to the ends of the game.
  await page.locator('h1').click();
  await page.keyboard.press('Home');
  await waitFor(async () => (await page.$$('[data-moves] button.current.start')).length === 1, 'Home shows the start');
  await page.keyboard.press('End');
  await waitFor(async () => (await page.locator('[data-moves] button.current').textContent()).trim() === '28x3', 'End shows the last move');
  await expectText(page, '[data-game-name]', /^Brazilian$/);
});

scenario('a multi-capture path and its captured pieces are highlighted', {}, async ({ open }) => {
  const page = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
  await clickSquare(page, 28);
  await expectSquares(page, 'dest', [3]);
  await expectSquares(page, 'path', [3, 12, 19]);
  await expectSquares(page, 'captured', [8, 16, 24]);
  check((await page.$$('svg[data-board] polyline.route')).length === 1, 'the route is drawn');
  await clickSquare(page, 3);
  await expectPiece(page, 3, 'white-king'); // it ends on the last row: crowned
  await waitFor(async () => (await pieceCount(page)) === 3, '3 black pieces were taken');
  await expectMoves(page, ['28x3']);
});

scenario("a flying king's slides and king captures are shown", {}, async ({ open }) => {
  const page = await open(q({ fen: 'W:WK29:B1' }));
  await expectPiece(page, 29, 'white-king');
  await clickSquare(page, 29);
  await expectSquares(page, 'dest', [4, 8, 11, 15, 18, 22, 25]);
  await clickSquare(page, 4);
  await expectPiece(page, 4, 'white-king');
  const page2 = await open(q({ fen: 'W:WK29:B18' }));
  await clickSquare(page2, 29);
  await expectSquares(page2, 'dest', [4, 8, 11, 15]);
  await expectSquares(page2, 'captured', [18]);
  await clickSquare(page2, 11);
  await expectPiece(page2, 11, 'white-king');
  await expectMoves(page2, ['29x11']);
});

scenario('an ambiguous capture is resolved by the player', {}, async ({ open }) => {
  // The king on 21 can take 14, 15, 26 (via 10 and 19) or 14, 11, 26 (via 7 and 16), both ending on 30.
  const page = await open(q({ fen: 'W:WK21:B4,11,14,15,26' }));
  await clickSquares(page, 21, 30);
  await expectText(page, '[data-message]', /Several captures end on 30/);
  check((await pieceAt(page, 21)) === 'white-king', 'nothing is played yet');
  const dests = await squaresWith(page, 'dest');
  check(dests.includes(19) && dests.includes(16), `the deciding squares are marked: ${dests}`);
  await clickSquare(page, 16);
  await expectPiece(page, 30, 'white-king');
  check((await pieceAt(page, 15)) === 'black-man', '15 was not taken');
  check((await pieceAt(page, 11)) === null, '11 was taken');
  await expectMoves(page, ['21x7x16x30']);
  // The other one, from the offered list.
  await page.click('[data-action="undo"]');
  await expectPiece(page, 21, 'white-king');
  await clickSquares(page, 21, 30);
  await page.click('[data-message] button.choice[data-choice*="x19"]');
  await expectPiece(page, 30, 'white-king');
  check((await pieceAt(page, 11)) === 'black-man', '11 stays');
  // The other capture is a variation beside the first (issue 56).
  await expectMoves(page, ['21x7x16x30']);
  await expectText(page, '[data-moves] .variation', /21x10x19x30/);
});

scenario('a game reaches its end', {}, async ({ open }) => {
  const page = await open(q({ fen: 'W:W22:B18' }));
  await clickSquares(page, 22, 15);
  await expectText(page, '[data-status]', /White wins 2-0/);
  await expectText(page, '[data-status]', /Black has no pieces left/);
  await expectText(page, '[data-moves]', /2-0/);
  // The end-of-game card names the result and the reason; closed, the board is free again.
  await expectText(page, '[data-game-over]', /White wins 2-0.*Black has no pieces left/);
  check((await page.getAttribute('[data-game-over]', 'data-result')) === '2-0', 'the card carries the result');
  await page.click('[data-game-over] [data-action="close-card"]');
  await waitFor(async () => (await page.$$('[data-game-over]')).length === 0, 'the card closes');
  await clickSquare(page, 15);
  await expectText(page, '[data-message]', /game is over/);
  // A draw by repetition.
  const page2 = await open(q({ fen: 'W:WK32:BK1', moves: '32-28 1-5 28-32 5-1 32-28 1-5 28-32' }));
  await expectText(page2, '[data-status]', /Black to move/);
  // King against king: the 5-move ending count is announced before it ends the game.
  await expectText(page2, '[data-draw-count]', /^This ending is drawn in 2 moves each unless it is won first\.$/);
  await clickSquares(page2, 5, 1);
  await expectText(page2, '[data-status]', /Draw 1-1/);
  await expectText(page2, '[data-status]', /a draw by repetition/);
  check((await page2.$$('[data-draw-count]')).length === 0, 'no countdown once the game is drawn');
});

scenario('reload restores the game', {}, async ({ open }) => {
  const page = await open('/');
  await clickSquares(page, 23, 19, 10, 14);
  await expectMoves(page, ['23-19', '10-14']);
  await page.click('[data-action="flip"]');
  await page.goto(page.url().split('?')[0]); // the bare address: the game comes from storage
  await page.waitForSelector('svg[data-board]');
  await expectMoves(page, ['23-19', '10-14']);
  await expectPiece(page, 19, 'white-man');
  await expectPiece(page, 14, 'black-man');
  const y1 = (await center(page, 1)).y;
  const y32 = (await center(page, 32)).y;
  check(y1 > y32, 'the flipped board stays flipped');
  await page.reload();
  await expectMoves(page, ['23-19', '10-14']);
  await waitFor(() => page.url().includes('moves=23-19+10-14'), 'the URL describes the game');
});

scenario('a URL opens the game it describes', {}, async ({ open }) => {
  const page = await open('/?moves=22-17+11-15+17-13&ply=2');
  await expectMoves(page, ['22-17', '11-15', '17-13']);
  await expectPiece(page, 17, 'white-man');
  await expectPiece(page, 15, 'black-man');
  await expectText(page, '[data-moves] .mv.current', /11-15/);
  await expectText(page, '[data-status]', /White to move/);
  const page2 = await open(q({ variant: 'international' }));
  await waitFor(async () => (await page2.$$('svg[data-board] g.sq')).length === 50, '50 squares');
  check((await pieceCount(page2)) === 40, '40 pieces');
  const page3 = await open(q({ variant: 'english' }));
  await expectText(page3, '[data-status]', /Black to move/);
});

scenario('a garbage URL or stored game shows a message, not a blank page', {}, async ({ open, context }) => {
  const page = await open('/?variant=chess&fen=zzz&moves=%%%');
  await expectText(page, '[data-message]', /does not describe a valid game/);
  check((await pieceCount(page)) === 24, 'a playable board is shown');
  const page2 = await open('/?moves=22-17+99-1');
  await expectText(page2, '[data-message]', /move 2/);
  // A broken saved game.
  await page2.evaluate(() => localStorage.setItem('damas.game', 'moves=zzz'));
  await page2.goto(page2.url().split('?')[0]);
  await expectText(page2, '[data-message]', /saved game could not be read/);
  check((await pieceCount(page2)) === 24, 'a new game is shown');
  await page2.click('[data-message] .dismiss');
  await expectText(page2, '[data-message]', /^$/);
});

scenario('the layout works at 375 px wide and in Portuguese', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, async ({ open }) => {
  const page = await open('/?moves=22-17+11-15', { lang: 'pt-BR' });
  await expectText(page, '[data-status]', /As brancas jogam/);
  const box = await page.locator('svg[data-board]').boundingBox();
  check(box.width >= 320 && box.x >= 0 && box.x + box.width <= 375, `board fits: ${JSON.stringify(box)}`);
  check(box.y + box.height <= 740, 'the whole board is on the first screen');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  check(scrollWidth <= 375, `no sideways scroll (${scrollWidth})`);
  const c = await center(page, 17);
  await page.touchscreen.tap(c.x, c.y);
  await expectSquares(page, 'selected', [17]);
  const d = await center(page, 13);
  await page.touchscreen.tap(d.x, d.y);
  await expectPiece(page, 13, 'white-man');
  await chooseLang(page, 'en');
  await expectText(page, '[data-status]', /Black to move/);
  await page.screenshot({ path: path.join(output, 'phone.png') });
});

scenario('screenshots and board-visible timing', { viewport: { width: 1280, height: 800 } }, async ({ open, context, base, report }) => {
  const page = await open(q({ fen: 'W:W28,29,30,31:B1,2,4,8,16,24,26', moves: '' }));
  await clickSquare(page, 28);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(output, 'desktop.png') });
  const page2 = await open('/?moves=22-17+11-15+17-13', { width: 375, height: 740 });
  await page2.setViewportSize({ width: 375, height: 740 });
  await clickSquare(page2, 21);
  await page2.waitForTimeout(300);
  await page2.screenshot({ path: path.join(output, 'phone-play.png'), fullPage: true });
  const page3 = await open(q({ fen: 'W:WK21:B4,11,14,15,26' }));
  await clickSquares(page3, 21, 30);
  await page3.waitForTimeout(300);
  await page3.screenshot({ path: path.join(output, 'desktop-choice.png') });
  const page4 = await open(q({ variant: 'international', moves: '32-28 19-23 28x19 14x23' }));
  await page4.selectOption('select[data-field="coords"]', 'algebraic');
  await page4.click('[data-action="flip"]');
  await page4.waitForTimeout(300);
  await page4.screenshot({ path: path.join(output, 'desktop-international.png') });
  const page5 = await open(q({ fen: 'W:W22:B18', moves: '22x15' }));
  await page5.setViewportSize({ width: 375, height: 740 });
  await chooseLang(page5, 'pt');
  await page5.waitForTimeout(300);
  await page5.screenshot({ path: path.join(output, 'phone-over.png') });
  // Board-visible time: from navigation start to the first svg[data-board] in the DOM.
  const times = [];
  for (let i = 0; i < 7; i++) {
    const p = await context.newPage();
    await p.goto(base + '/');
    await p.waitForSelector('svg[data-board]');
    times.push(await p.evaluate(() => window.__boardVisible));
    await p.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  report(`board visible after ${median.toFixed(0)} ms (median of ${times.length}: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  check(median <= 500, `board visible within 500 ms (median ${median} ms)`);
});

// Visible controls and labels whose text does not fit their box, or whose box spills out of its
// panel or row (Russian and Spanish words are long).
const overflowing = (page) =>
  page.$$eval('button, select, label, input, h1, .tagline, .ctl-label, [data-status], [data-message]', (els) => els
    .filter((e) => e.offsetParent !== null)
    .filter((e) => {
      const box = e.getBoundingClientRect();
      const outer = (e.parentElement.closest('.panel, .controls, header, nav, section, form') || e.parentElement).getBoundingClientRect();
      return e.scrollWidth > e.clientWidth + 1 || box.right > outer.right + 1 || box.left < outer.left - 1;
    })
    .map((e) => `${e.dataset.action || e.dataset.field || e.dataset.lang || e.className || e.tagName}: ${e.textContent.trim().slice(0, 40)}`));

// A language's page at a desktop's width, then a phone's: nothing cut off, no sideways scroll, a
// full-page screenshot of each (`<name>-desktop.png`, `<name>-phone.png`), with the new-game form
// open on the computer's options (its longest words).
const nothingCutOff = async (page, name) => {
  await page.selectOption('select[data-field="opponent"]', 'computer');
  await page.waitForTimeout(300);
  const wide = await overflowing(page);
  check(wide.length === 0, `${name}: cut off on a desktop: ${JSON.stringify(wide)}`);
  await page.screenshot({ path: path.join(output, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  check(scrollWidth <= 390, `${name}: no sideways scroll on a phone (${scrollWidth})`);
  const narrow = await overflowing(page);
  check(narrow.length === 0, `${name}: cut off on a phone: ${JSON.stringify(narrow)}`);
  await page.screenshot({ path: path.join(output, `${name}-phone.png`), fullPage: true });
};

registerAi(scenario, { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, pieceAt, center, moves, status, q, output, path });
registerVariants(scenario, { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, moves, q, output, path });
registerGameLayer(scenario, { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, moves, q, same });
// The game's flow: play the computer from the top, the end-of-game card, resign, draws, take back.
registerFlow(scenario, { check, waitFor, clickSquare, clickSquares, expectText, expectPiece, pieceAt, moves, q });
registerNewcomer(scenario, { check, waitFor, clickSquare, clickSquares, expectText, moves });
registerClocks(scenario, { check, waitFor, clickSquares, expectText, q });
registerTrainer(scenario, { check, waitFor, clickSquare, expectPiece, pieceAt, q, output, path });
registerVariations(scenario, { check, waitFor, clickSquares, expectText, moves });
registerNotation(scenario, { check, waitFor, clickSquares, expectText, moves, q });
registerTutorial(scenario, { check, waitFor, clickSquares, expectText });
// The tutorial's lesson sets, one per rule family (findings 3 and 19).
registerLessons(scenario, { check, waitFor, clickSquares, expectText, output, path });
// The Russian interface (issue 14).
registerRussian(scenario, { check, chooseLang, clickSquare, expectText, q, nothingCutOff });
// The Spanish interface.
registerSpanish(scenario, { check, chooseLang, clickSquare, expectText, q, nothingCutOff });
// The Italian interface: the fifth language, one folder and one line (issues 52 and 54).
registerItalian(scenario, { check, chooseLang, clickSquare, expectText, q, nothingCutOff });
// Ballot openings: links, the new-game form, the opening's name.
registerBallot(scenario, { check, waitFor, expectText, moves, pieceAt, q });
// Game review: judged moves, accuracy, the graph, PDN, learn from your mistakes (issue 13).
registerReview(scenario, { check, chooseLang, waitFor, expectText, q, output, path, clickSquares, moves });
registerPuzzles(scenario, { check, waitFor, clickSquare, q, output, path, dist });
// Offline, sharing, paste, PDN, the editor and embedding (issue 5).
registerFeatures(scenario, { check, waitFor, clickSquare, clickSquares, expectText, expectPiece, pieceAt, moves, q, output, dist, types });
registerPortal(scenario, { check, waitFor, expectText, dist, types });
// Board themes, piece sets, the page's palette, the embed's looks and the sounds.
registerLook(scenario, { check, waitFor, clickSquares, expectText, expectPiece, moves, q });
// The first tap makes no long task (the sound engine made while the page is idle).
registerFirstTap(scenario, { check, chromium, launchArgs });
registerStartup(scenario, { check, waitFor, expectText, clickSquares, moves, output, path });
registerSkeleton(scenario, { check, waitFor, clickSquares, output, path });
// The move tree and the one route (issue 35).
registerTree(scenario, { check, waitFor, clickSquares, expectText, moves, q });
// Positions as pictures: PNG and SVG, printable sheets (issue 39). `launched` is the browser, for
// scenarios that open contexts of their own (one per language).
registerPictures(scenario, { check, waitFor, q, output, path, launched: () => browser });
// Every page, in every language, at a phone's and a desktop's width: axe-core finds nothing
// serious or critical (issue 52).
registerA11y(scenario, { check, launched: () => browser });
// The second new-player walk's findings (issue 56), each in its language and viewport.
registerWalk2(scenario, { check, waitFor, expectText, moves, output, path });
// Spanish, Italian, Czech and Pool checkers on their own boards, with their own refusals (issue 54).
registerGames54(scenario, { check, waitFor, clickSquares, expectText, moves, q, output, path });
registerLibrary(scenario, { check, waitFor, expectText, moves, q });
registerExplorer(scenario, { check, waitFor, expectText, moves, q, clickSquares });

// ---------- runner ----------
const filter = process.argv[2];
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: launchArgs,
});

let passed = 0;
let failed = 0;
const started = Date.now();
for (const s of scenarios) {
  if (filter && !filter.split('|').some((f) => s.name.includes(f))) continue;
  // `allowConsole`: a RegExp of console lines the scenario causes on purpose.
  const { lang, allowConsole, ...ctxOptions } = s.options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...ctxOptions });
  await context.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('svg[data-board]')) {
        window.__boardVisible = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors = [];
  const pages = [];
  const open = async (url, opts = {}) => {
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    // Any request still loading when the test reloads or leaves the page (a sound's `blob:`, the
    // side panels' bundle and words, the worker's wasm) is aborted by that navigation: not a
    // failure of the page. A request is counted against the navigation it was made under.
    let navigation = 0;
    const madeUnder = new WeakMap();
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigation += 1;
      else madeUnder.set(r, navigation);
    });
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      const left = madeUnder.has(r) && madeUnder.get(r) < navigation;
      if (why.includes('ERR_ABORTED') && (left || r.url().startsWith('blob:') || /\/(panels(_bg\.wasm|\.js)|words-[a-z-]+-panels\.bin)$/.test(r.url()))) return;
      errors.push(`request failed: ${r.url()} ${why}`);
    });
    if (opts.lang) await page.addInitScript((l) => Object.defineProperty(navigator, 'languages', { get: () => [l] }), opts.lang);
    await page.goto(base + url);
    await page.waitForSelector('svg[data-board]');
    pages.push(page);
    return page;
  };
  const t0 = Date.now();
  const notes = [];
  try {
    await s.fn({ open, context, base, report: (n) => notes.push(n) });
    // A message the page's words lack shows as `{…}`, an argument it was not given as `{$name}`
    // (src/ui/text/words.rs): no page may show either.
    for (const page of context.pages()) {
      const gap = await page.evaluate(() => /\{…\}|\{\$[a-z-]+\}/.exec(document.body ? document.body.innerText : '')?.[0]).catch(() => null);
      check(!gap, `${page.url()} shows ${gap}: a message or an argument its words lack`);
    }
    const real = errors.filter((e) => !e.includes('favicon') && !(allowConsole && allowConsole.test(e)));
    check(real.length === 0, `no console errors: ${real.join(' | ')}`);
    passed++;
    console.log(`ok   ${s.name} (${Date.now() - t0} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${s.name} (${Date.now() - t0} ms)\n     ${e instanceof Failure ? e.message : e.stack}`);
    const last = pages[pages.length - 1];
    if (last) await last.screenshot({ path: path.join(output, `fail-${s.name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
  }
  for (const n of notes) console.log(`     ${n}`);
  await context.close();
}
await browser.close();
server.close();
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
