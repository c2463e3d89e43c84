// Browser scenarios of issue 5 (run by run.mjs, which passes its scenario() and helpers): offline
// play through the service worker and its update, shared links in a fresh browser context,
// correspondence by link, paste/file to open, PDN export, the board editor, the embedded board in
// an iframe with its postMessage reports, and malformed links.
//
// The offline scenarios run their own copy of the static server so it can really go down (on top
// of context.setOffline) and serve a changed sw.js (a new version).

import fs from 'node:fs';
import path from 'node:path';
import { ownServer as startOwnServer, savingData } from './own_server.mjs';

export function registerFeatures(scenario, h) {
  const { check, waitFor, clickSquare, clickSquares, expectText, expectPiece, pieceAt, moves, q, output, dist, types } = h;

  const expectMoves = async (page, want) =>
    waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(want), `moves should be ${JSON.stringify(want)}: got ${JSON.stringify(await moves(page))}`);

  // A static host of dist/ of the scenario's own (tests/e2e/own_server.mjs), at the site's root
  // or under `prefix` (`/games/damas`).
  const ownServer = (prefix = '') => startOwnServer({ dist, types }, prefix);

  // A page of a context of our own, with the same console checks as run.mjs' open().
  async function watched(context, errors) {
    const page = await context.newPage();
    page.setDefaultTimeout(6000);
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    return page;
  }
  const boardVisibleScript = () => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('svg[data-board]')) {
        window.__boardVisible = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  };
  const controlled = (page) =>
    waitFor(() => page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null), 'the service worker controls the page', 15000);

  scenario('offline: after one visit the game and the computer work with the network off; sizes and reload time', {}, async ({ context, report }) => {
    const srv = await ownServer();
    const browser = context.browser();
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await ctx.addInitScript(boardVisibleScript);
    const errors = [];
    try {
      const page = await watched(ctx, errors);
      await page.goto(srv.base + '/');
      await page.waitForSelector('svg[data-board]');
      await controlled(page);
      // Installable: Chromium finds nothing missing (manifest, icons, service worker).
      const cdp = await ctx.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // (Playwright's contexts are incognito, which alone forbids installing.)
      const appErrors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
      check(appErrors.length === 0, `installable: ${JSON.stringify(appErrors)}`);
      const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
      check(manifestUrl.endsWith('/manifest.webmanifest') && manifestErrors.length === 0, `manifest: ${JSON.stringify(manifestErrors)}`);
      await cdp.detach();
      // Once the page has been idle a while, the service worker caches the rest of the site (the
      // other pages' bundles, the worker, the puzzles), one file at a time, each file once. The
      // endgame databases (egtb/) are cached when the worker first fetches them.
      const files = fs.readdirSync(dist, { recursive: true }).filter((f) => !f.startsWith('.') && !/\.(br|gz)$/.test(f) && !f.startsWith('egtb') && fs.statSync(path.join(dist, f)).isFile());
      const cached = () => page.evaluate(async () => {
        const keys = (await caches.keys()).filter((k) => !k.includes('egtb'));
        return { keys, count: keys.length ? (await (await caches.open(keys[0])).keys()).length : 0 };
      });
      // Chromium has WebAssembly's vector instructions: the plain AI worker is not its (src/worker/vectors.rs).
      const plain = files.filter((f) => /^worker(\.js|_bg\.wasm)$/.test(f));
      check(plain.length === 2, `the plain worker is built: ${plain}`);
      await waitFor(async () => (await cached()).count === files.length - 3, `every built file but sw.js, the tables and the plain worker is cached once the page is idle (${(await cached()).count} of ${files.length})`, 40000);
      const caches = await cached();
      check(caches.keys.length === 1 && /^damas-[0-9a-f]{16}$/.test(caches.keys[0]), `one versioned cache: ${caches.keys}`);
      const paths = srv.state.served.map((s) => s.path).filter((p) => p !== '/sw.js');
      const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
      check(twice.length === 0, `no file downloaded twice: ${twice.join(' ')}`);
      const unique = new Map();
      for (const s of srv.state.served) unique.set(s.path, s);
      const total = [...unique.values()].reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), { bytes: 0, gzip: 0 });
      const served = srv.state.served.reduce((a, s) => ({ bytes: a.bytes + s.bytes, gzip: a.gzip + s.gzip }), { bytes: 0, gzip: 0 });
      const kb = (n) => (n / 1024).toFixed(0) + ' KiB';
      report(`first visit: ${unique.size} files, ${kb(total.bytes)} raw, ${kb(total.gzip)} gzipped (${srv.state.served.length} requests, ${kb(served.gzip)} gzipped over the wire in all)`);
      const big = [...unique.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 4).map((s) => `${s.path} ${kb(s.gzip)}`);
      report(`largest gzipped: ${big.join(', ')}`);
      check(!srv.state.served.some((s) => !s.path.startsWith('/')), 'only own files');

      // The network goes away: server down and the browser offline.
      srv.goDown();
      await ctx.setOffline(true);
      const times = [];
      for (let i = 0; i < 7; i++) {
        await page.reload();
        await page.waitForSelector('svg[data-board]');
        times.push(await page.evaluate(() => window.__boardVisible));
      }
      times.sort((a, b) => a - b);
      report(`offline reload: board visible after ${times[3].toFixed(0)} ms (median of 7: ${times.map((t) => t.toFixed(0)).join(', ')})`);
      await clickSquares(page, 22, 17);
      await expectMoves(page, ['22-17']);
      // A game against the computer, offline: the worker and its WebAssembly come from the cache.
      await page.goto(srv.base + '/?computer=black&level=1');
      await page.waitForSelector('svg[data-board]');
      await clickSquares(page, 22, 17);
      await waitFor(async () => (await moves(page)).length === 2, 'the computer replies offline', 15000);
      await page.screenshot({ path: path.join(output, 'offline-computer.png') });
      // A game review runs offline too (the same worker).
      await page.goto(srv.base + '/?moves=22-17+10-14+17x10+7x14');
      await page.locator('[data-action="review"]').first().click();
      await waitFor(async () => (await page.$$('[data-accuracy="white"]')).length === 1, 'the review runs offline', 15000);
      // Lasca's own bundle is in the cache too, the computer included.
      await page.goto(srv.base + '/?variant=lasca&computer=black&level=1');
      await page.waitForSelector('svg[data-board][data-variant="lasca"]');
      await page.locator('svg[data-board] g.sq[data-name="c3"]').click({ force: true });
      await page.locator('svg[data-board] g.sq[data-name="b4"]').click({ force: true });
      await waitFor(async () => (await moves(page)).length === 2, 'the Lasca computer replies offline', 15000);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
      await srv.close();
    }
  });

  scenario('download what is used: a first visit on a phone network saving data fetches no Lasca, study, puzzle, editor or worker file, nor the ballot tables; the settings fetch the rest; then puzzles, trainer, tutorial and the editor work offline', {}, async ({ context }) => {
    const srv = await ownServer();
    const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const errors = [];
    try {
      const page = await watched(ctx, errors);
      await savingData(ctx);
      await page.goto(srv.base + '/');
      await page.waitForSelector('svg[data-board]');
      await controlled(page);
      // Past the page's idle delay (5 s) and then some: still only the game page's own files.
      await page.waitForTimeout(7000);
      const paths = srv.state.served.map((s) => s.path);
      const other = paths.filter((p) => /^\/(lasca|study|puzzles|worker|editor|embed-example|ballots)/.test(p));
      check(other.length === 0, `a first visit fetches nothing of the other pages: ${other.join(' ')}`);
      check(paths.some((p) => p === '/game_bg.wasm') && paths.some((p) => p === '/words-en-game.bin'), 'the page\'s own wasm came, and its words in the player\'s language');
      check(!paths.some((p) => /^\/(app-[0-9a-f]+(_bg\.wasm|\.js)|words-(pt|ru|es)-[a-z]+\.bin)$/.test(p)), 'no other language\'s words, nor the embedded board\'s bundle');
      // The settings offer the rest with its size, and fetch it at once.
      await expectText(page, '[data-action="offline-all"]', /^Make everything available offline \(\d+\.\d MB\)$/);
      const missing = Number(await page.getAttribute('[data-offline]', 'data-missing'));
      check(missing > 300000, `the rest is sizeable: ${missing} bytes`);
      await page.locator('.offline-all').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(output, 'offline-all.png') });
      await page.click('[data-action="offline-all"]');
      await waitFor(async () => (await page.getAttribute('[data-offline]', 'data-offline').catch(() => null)) === 'ready', 'everything is available offline', 30000);
      await expectText(page, '[data-offline="ready"] .offline-ready', /^Everything is available offline\.$/);
      check(!(await page.isVisible('[data-action="offline-all"]')) && (await page.isVisible('.offline-ready')), 'only the sentence shows');
      const all = srv.state.served.map((s) => s.path).filter((p) => p !== '/sw.js');
      const twice = all.filter((p, i) => all.indexOf(p) !== i);
      check(twice.length === 0, `no file downloaded twice: ${twice.join(' ')}`);
      // Offline: the puzzles, the endgame trainer and the tutorial, never opened online.
      srv.goDown();
      await ctx.setOffline(true);
      await page.goto(srv.base + '/?puzzle');
      await page.waitForSelector('[data-puzzle]', { timeout: 15000 });
      await page.goto(srv.base + '/?trainer');
      await page.waitForSelector('[data-trainer] [data-ending]', { timeout: 15000 });
      await page.goto(srv.base + '/?learn');
      await page.waitForSelector('[data-lesson]', { timeout: 15000 });
      await page.goto(srv.base + '/?variant=lasca');
      await page.waitForSelector('svg[data-board][data-variant="lasca"]', { timeout: 15000 });
      // And the board editor, a bundle of its own, never opened online.
      await page.goto(srv.base + '/');
      await page.click('[data-action="open-editor"]');
      await page.waitForSelector('[data-editor-board]', { timeout: 15000 });
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
      await srv.close();
    }
  });

  scenario('dist/ runs from a sub-path of a static host: the game, the computer, Lasca, the editor, offline', {}, async ({ context }) => {
    const srv = await ownServer('/games/damas');
    const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const errors = [];
    try {
      const page = await watched(ctx, errors);
      await page.goto(srv.base + '/?computer=black&level=1');
      await page.waitForSelector('svg[data-board]');
      await controlled(page);
      await clickSquares(page, 22, 17);
      await waitFor(async () => (await moves(page)).length === 2, 'the computer replies from the sub-path', 15000);
      const link = await page.getAttribute('[data-action="copy-game"]', 'data-link');
      check(link.startsWith(srv.base + '/?moves=22-17+'), `links keep the sub-path: ${link}`);
      await page.goto(srv.base + '/?variant=lasca');
      await page.waitForSelector('svg[data-board][data-variant="lasca"]');
      await page.goto(srv.base + '/');
      await page.click('[data-action="open-editor"]');
      await page.waitForSelector('[data-editor-board]');
      check(srv.state.missing.length === 0, `every request found its file under the sub-path: ${JSON.stringify(srv.state.missing)}`);
      srv.goDown();
      await ctx.setOffline(true);
      await page.goto(srv.base + '/?moves=22-17');
      await page.waitForSelector('svg[data-board]');
      await expectMoves(page, ['22-17']);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
      await srv.close();
    }
  });

  scenario('offline: a new version is announced, taken on request, and old caches are removed; the page\'s own bundle is kept across it', {}, async ({ context }) => {
    const srv = await ownServer();
    const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const errors = [];
    try {
      // Data saving on: no background download of the rest, so only the page's own asking keeps
      // its bundle and its words (the game page, in English: words-en-game.bin).
      await savingData(ctx);
      const page = await watched(ctx, errors);
      await page.goto(srv.base + '/?moves=22-17');
      await page.waitForSelector('svg[data-board]');
      await controlled(page);
      const before = await page.evaluate(() => caches.keys());
      check(before.length === 1, `one cache first: ${before}`);
      const kept = (name) => page.evaluate(async (n) => {
        const cache = await caches.open(n);
        const has = async (f) => Boolean(await cache.match(new URL(f, location.href).href));
        return (await has('game.js')) && (await has('game_bg.wasm')) && (await has('words-en-game.bin')) && !(await has('words-pt-game.bin'));
      }, name);
      await waitFor(() => kept(before[0]), 'the page\'s own bundle and words, and no other language\'s, are kept for offline use', 8000);
      check((await page.$('[data-update]')) === null, 'no banner while nothing is new');
      // A new build is deployed: sw.js changes (its version with it).
      srv.state.swVersionSuffix = 'b';
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await page.waitForSelector('[data-update]', { timeout: 15000 });
      await expectText(page, '[data-update]', /A new version of Damas is ready/);
      // Installed and waiting, the new version already holds the page's bundle: carried over from
      // the old one's cache, since the page will not ask again before it starts from it.
      check(await kept(before[0] + 'b'), 'the new version carried the page\'s bundle over at install');
      await page.screenshot({ path: path.join(output, 'update-banner.png') });
      // The old version keeps serving until the player accepts.
      check((await page.evaluate(() => caches.keys())).includes(before[0]), 'the old cache stays until the switch');
      await Promise.all([page.waitForEvent('load', { timeout: 15000 }), page.click('[data-action="update"]')]);
      await page.waitForSelector('svg[data-board]');
      const after = await waitFor(async () => {
        const keys = await page.evaluate(() => caches.keys());
        return keys.length === 1 && keys[0] === before[0] + 'b' ? keys : null;
      }, 'only the new cache is left', 8000);
      check(after[0].endsWith('b'), 'the new version took over');
      await expectMoves(page, ['22-17']);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
      // Offline, the page still opens from the new version's cache alone.
      srv.goDown();
      await page.reload();
      await page.waitForSelector('svg[data-board]');
      await expectMoves(page, ['22-17']);
    } finally {
      await ctx.close();
      await srv.close();
    }
  });

  scenario('offline, a switch to a language this device never downloaded opens the page in the one it has, which says so', {}, async ({ context }) => {
    const srv = await ownServer();
    const ctx = await context.browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    try {
      // Data saving on: the other languages' words are not downloaded in the background.
      await savingData(ctx);
      const page = await ctx.newPage();
      page.setDefaultTimeout(8000);
      await page.goto(srv.base + '/?moves=22-17');
      await page.waitForSelector('svg[data-board]');
      await controlled(page);
      // The page's bundle and its English words are kept (the boot script asks for them once the
      // page has started; under load the wasm can still be on its way when the words are in).
      await waitFor(() => page.evaluate(async () => {
        const has = async (f) => Boolean(await caches.match(new URL(f, location.href).href));
        return (await has('game.js')) && (await has('game_bg.wasm')) && (await has('words-en-game.bin'));
      }), 'the page\'s bundle and its English words are kept', 15000);
      srv.goDown();
      await Promise.all([page.waitForEvent('load'), page.click('[data-lang="ru"]')]);
      await page.waitForSelector('svg[data-board]');
      await expectText(page, '[data-message]', /^Русский is not on this device yet: connect to the internet once to switch to it\./);
      check((await page.getAttribute('[data-message]', 'class')).split(' ').includes('error'), 'shown as an error');
      check((await page.getAttribute('[data-lang="en"]', 'aria-pressed')) === 'true', 'the switch shows the language the page speaks');
      check((await page.evaluate(() => document.documentElement.lang)) === 'en', 'the document says English');
      await waitFor(async () => (await moves(page)).join(' ') === '22-17', 'the game is kept');
      await page.screenshot({ path: path.join(output, 'language-offline.png') });
      // Back online, the switch works.
      srv.state.down = false;
      await Promise.all([page.waitForEvent('load'), page.click('[data-lang="ru"]')]);
      await page.waitForSelector('svg[data-board]');
      await expectText(page, '[data-status]', /^Ход чёрных/);
    } finally {
      await ctx.close();
      await srv.close();
    }
  });

  scenario('a shared link opens in a fresh context at that move; the previous game can be resumed', {}, async ({ open, context, base }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open('/');
    await clickSquares(page, 22, 17, 11, 15, 17, 13);
    await expectMoves(page, ['22-17', '11-15', '17-13']);
    await page.click('[data-moves] button.mv[data-ply="2"]');
    await page.click('[data-action="copy-game"]');
    await expectText(page, '[data-share-note]', /Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    check(link === base + '/?moves=22-17+11-15+17-13&ply=2', `game link: ${link}`);
    await page.click('[data-action="copy-position"]');
    const positionLink = await page.evaluate(() => navigator.clipboard.readText());
    check(/^http:\/\/127\.0\.0\.1:\d+\/\?fen=W:W17,/.test(positionLink), `position link: ${positionLink}`);
    // No share sheet on this desktop browser: "send to opponent" copies the reply link.
    await page.click('[data-action="copy-reply"]');
    await waitFor(async () => (await page.evaluate(() => navigator.clipboard.readText())).endsWith('&side=black'), 'the reply link is copied');

    // A fresh browser context that already has a game of its own.
    const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const errors = [];
    try {
      const other = await watched(ctx, errors);
      await other.goto(base + '/');
      await other.waitForSelector('svg[data-board]');
      await clickSquares(other, 23, 19);
      await expectMoves(other, ['23-19']);
      await other.goto(link);
      await other.waitForSelector('svg[data-board]');
      await expectMoves(other, ['22-17', '11-15', '17-13']);
      await expectText(other, '[data-moves] button.mv.current', /11-15/);
      await expectPiece(other, 17, 'white-man');
      await expectPiece(other, 15, 'black-man');
      check((await pieceAt(other, 13)) === null, 'move 3 is not on view');
      await expectText(other, '[data-status]', /White to move/);
      // The game it had is kept.
      await expectText(other, '.resume', /previous game is kept/);
      await other.click('[data-action="resume"]');
      await expectMoves(other, ['23-19']);
      await other.reload();
      await other.waitForSelector('svg[data-board]');
      await expectMoves(other, ['23-19']);
      // The position link: just the position, no moves.
      await other.goto(positionLink);
      await other.waitForSelector('svg[data-board]');
      await expectMoves(other, []);
      await expectPiece(other, 17, 'white-man');
      await expectText(other, '[data-status]', /White to move/);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });

  scenario('correspondence by link: each side opens the other\'s link from its own side and replies', {}, async ({ open, context, base }) => {
    const a = await open('/');
    await clickSquares(a, 22, 17);
    // The link follows the move once the page has applied it: wait for that, as for linkB below.
    await expectMoves(a, ['22-17']);
    const linkA = await a.getAttribute('[data-action="copy-reply"]', 'data-link');
    check(linkA === base + '/?moves=22-17&side=black', `reply link: ${linkA}`);
    const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const errors = [];
    try {
      const b = await watched(ctx, errors);
      await b.goto(linkA);
      await b.waitForSelector('svg[data-board]');
      // The status speaks to the player whose side the link gives.
      await expectText(b, '[data-status]', /Your move \(Black\)/);
      // Black at the bottom: square 1 is drawn below square 32.
      const y = async (p, n) => (await p.locator(`svg[data-board] g.sq[data-square="${n}"]`).boundingBox()).y;
      check((await y(b, 1)) > (await y(b, 32)), 'the friend sees the board from Black');
      await clickSquares(b, 11, 15);
      await expectMoves(b, ['22-17', '11-15']);
      const linkB = await b.getAttribute('[data-action="copy-reply"]', 'data-link');
      check(linkB === base + '/?moves=22-17+11-15&side=white', `reply link back: ${linkB}`);
      await a.goto(linkB);
      await a.waitForSelector('svg[data-board]');
      await expectMoves(a, ['22-17', '11-15']);
      check((await y(a, 1)) < (await y(a, 32)), 'the first player sees it from White');
      await expectText(a, '[data-status]', /Your move \(White\)/);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });

  scenario('send to opponent: the phone\'s share sheet where there is one, else the clipboard', {}, async ({ context, base }) => {
    // A phone-like browser: navigator.share exists. The stub records what it is given and
    // behaves like a player who first closes the sheet, then sends.
    const ctx = await context.browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'pt-BR' });
    await ctx.addInitScript(() => {
      window.__shares = [];
      navigator.share = (data) => {
        window.__shares.push(data);
        return window.__shares.length === 1 ? Promise.reject(new DOMException('closed', 'AbortError')) : Promise.resolve();
      };
    });
    const errors = [];
    try {
      const page = await watched(ctx, errors);
      await page.goto(base + '/');
      await page.waitForSelector('svg[data-board]');
      await clickSquares(page, 22, 17);
      // On a phone the side panels come when the player scrolls down to them.
      await page.locator('[data-panels]').scrollIntoViewIfNeeded();
      await page.click('[data-action="copy-reply"]');
      await waitFor(() => page.evaluate(() => window.__shares.length === 1), 'the share sheet opens');
      check((await page.$$('[data-share-note]')).length === 0, 'closing the sheet says nothing');
      await page.click('[data-action="copy-reply"]');
      await expectText(page, '[data-share-note]', /^Link enviado\.$/);
      const [data] = await page.evaluate(() => window.__shares.slice(1));
      check(data.url === base + '/?moves=22-17&side=black' && data.text === 'Sua vez na nossa partida de damas:' && data.title === 'Damas',
        `shared ${JSON.stringify(data)}`);
      check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });

  scenario('paste to open: lidraughts URL, FEN, PDN with a choice of games, a PDN file; errors keep the game', {}, async ({ open }) => {
    const page = await open('/?moves=22-17');
    const paste = async (text) => {
      await page.fill('[data-field="paste"]', text);
      await page.click('[data-action="open"]');
    };
    // Errors first: the game stays.
    await paste('W:W22,99:B18');
    await expectText(page, '[data-open-error]', /Could not open it: bad FEN/);
    await paste('1. 22-18 11-15 2. 18-14 99-1 *');
    await expectText(page, '[data-open-error]', /game 1: move 2 \(white\): "18-14" is not a legal move/);
    await paste('https://lidraughts.org/xYz12345');
    await expectText(page, '[data-open-error]', /only lidraughts analysis links/);
    await paste('<img src=x onerror=alert(1)>');
    await expectText(page, '[data-open-error]', /not a link, a FEN/);
    check((await page.$('img')) === null, 'pasted markup is never rendered');
    await expectMoves(page, ['22-17']);
    // A lidraughts analysis URL, `_` for spaces.
    await paste('https://lidraughts.org/analysis/brazilian/B:W21,22:B1,_2:H0:F1');
    await expectText(page, '[data-open-note]', /Opened/);
    await expectText(page, '[data-status]', /Black to move/);
    await expectPiece(page, 2, 'black-man');
    await expectMoves(page, []);
    // A FEN, read as the chosen variant.
    await page.selectOption('[data-field="paste-variant"]', 'international');
    await paste('W:W31,32,K45:B10,19');
    await expectPiece(page, 45, 'white-king');
    check((await page.$$('svg[data-board] g.sq')).length === 50, 'an international board');
    // PDN with two games: choose the second.
    await paste('[Event "One"]\n[White "Ana"]\n[Black "Bia"]\n[GameType "26"]\n1. 22-18 11-15 {ok} 2. 18x11 8x15 *\n\n[Event "Two"]\n[White "Caio"]\n[Black "Duda"]\n[GameType "21"]\n1. 11-15 (1. 9-13) 23-19 1-0\n');
    await expectText(page, '[data-choose-game]', /Several games.*\(2\).*Ana - Bia \(One\).*Caio - Duda \(Two\)/);
    await page.click('[data-game-index="1"]');
    await expectMoves(page, ['11-15', '23-19']);
    // A PDN file.
    await page.setInputFiles('[data-field="pdn-file"]', {
      name: 'game.pdn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[GameType "26"]\r\n\r\n1. c3-d4 f6-g5  2. d4-c5 b6xd4 3. e3xc5 *\r\n'),
    });
    await waitFor(async () => (await moves(page)).length === 5, 'the file game is opened');
    await page.screenshot({ path: path.join(output, 'desktop-open.png'), fullPage: true });
  });

  scenario('PDN export: copy and download give the game with its tags', {}, async ({ open, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open(q({ variant: 'russian', moves: 'c3-d4 f6-g5' }));
    const shown = await moves(page);
    await page.click('[data-action="copy-pdn"]');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    check(/\[GameType "25"\]/.test(pdn) && /\[Result "\*"\]/.test(pdn) && /\n1\. 22-18 11-16 \*\n$/.test(pdn), `PDN: ${pdn}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-pdn"]')]);
    check(/^damas-russian-\d{4}-\d{2}-\d{2}\.pdn$/.test(download.suggestedFilename()), `file name ${download.suggestedFilename()}`);
    const file = fs.readFileSync(await download.path(), 'utf8');
    check(file === pdn, 'the download is the same PDN');
    // Back in through the open panel.
    await page.goto(page.url().split('?')[0]);
    await page.waitForSelector('svg[data-board]');
    await page.fill('[data-field="paste"]', pdn);
    await page.click('[data-action="open"]');
    await expectMoves(page, shown);
    await expectText(page, '[data-status]', /White to move/);
  });

  scenario('board editor: builds a position, refuses impossible ones with a reason, plays from it', {}, async ({ open }) => {
    const page = await open('/');
    await page.click('[data-action="open-editor"]');
    await page.waitForSelector('[data-editor-board]');
    const ed = (n) => page.locator(`[data-editor-board] g.sq[data-square="${n}"]`);
    const fen = () => page.inputValue('[data-field="editor-fen"]');
    await page.click('[data-action="editor-clear"]');
    await expectText(page, '[data-editor-status]', /White has no pieces/);
    check(await page.isDisabled('[data-action="editor-play"]'), 'play is refused');
    await ed(22).click();
    await page.click('[data-tool="black-man"]');
    await ed(18).click();
    await ed(30).click();
    await expectText(page, '[data-editor-status]', /man on 30 stands on its crowning row/);
    check((await fen()) === 'W:W22:B18,30', `fen ${await fen()}`);
    await page.screenshot({ path: path.join(output, 'desktop-editor.png') });
    await ed(30).click(); // the same piece again removes it
    await page.click('[data-tool="white-king"]');
    await ed(3).click();
    await expectText(page, '[data-editor-status]', /can be played/);
    check((await fen()) === 'W:WK3,22:B18', `fen ${await fen()}`);
    // A typed FEN replaces the position; a bad one is refused with its reason.
    await page.fill('[data-field="editor-fen"]', 'W:W99');
    await page.press('[data-field="editor-fen"]', 'Enter');
    await page.locator('[data-field="editor-fen"]').blur();
    await page.waitForSelector('[data-editor-fen-error]');
    await page.fill('[data-field="editor-fen"]', 'W:W22:B18');
    await page.locator('[data-field="editor-fen"]').blur();
    await waitFor(async () => (await page.$('[data-editor-fen-error]')) === null, 'the good FEN clears the error');
    await page.click('[data-action="editor-play"]');
    await page.waitForSelector('[data-editor]', { state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectPiece(page, 22, 'white-man');
    await expectPiece(page, 18, 'black-man');
    await clickSquares(page, 22, 15);
    await expectText(page, '[data-status]', /White wins/);
    check(/fen=W:W22:B18/.test(page.url()), `the URL holds the set-up start: ${page.url()}`);
  });

  scenario('the embed page shows only the board in iframes and reports to its parent', {}, async ({ context, base }) => {
    // Not run.mjs' open(): that waits for a board in the page itself, here they are in frames.
    const errors = [];
    const host = await watched(context, errors);
    await host.goto(base + '/embed-example.html');
    await waitFor(() => host.evaluate(() => (window.damasMessages || []).filter((m) => m.type === 'ready').length === 4), 'four boards say ready');
    const frame = host.frameLocator('#position');
    await frame.locator('svg[data-board]').waitFor();
    check((await frame.locator('header, .panel, [data-moves], [data-status]').count()) === 0, 'no page chrome in the frame');
    const box = await host.locator('#position').boundingBox();
    const board = await frame.locator('.board-wrap').boundingBox();
    // The board fills the frame but for the status line under it.
    check(board.width > box.width - 40 || board.height > box.height - 40, `the board fills the frame (${board.width}x${board.height} in ${box.width}x${box.height})`);
    await waitFor(async () => (await frame.locator('[data-embed-status]').textContent()).length > 0, 'the frame says whose turn it is');
    // The replay: previous/next.
    const replay = host.frameLocator('#replay');
    await replay.locator('[data-action="redo"]').click();
    await replay.locator('[data-action="redo"]').click();
    await waitFor(() => host.evaluate(() => window.damasMessages.some((m) => m.frame === 'replay' && m.type === 'move' && m.ply === 2)), 'the replay reports ply 2');
    // View only: a click moves nothing.
    await frame.locator('g.sq[data-square="22"]').click({ force: true }).catch(() => {});
    check((await frame.locator('g.sq.selected').count()) === 0, 'a view-only board selects nothing');
    // Playable against the computer.
    const play = host.frameLocator('#play');
    await play.locator('g.sq[data-square="22"]').click({ force: true });
    await play.locator('g.sq[data-square="17"]').click({ force: true });
    await waitFor(() => host.evaluate(() => window.damasMessages.some((m) => m.frame === 'play' && m.ply === 2)), 'the computer replies in the frame', 15000);
    // Lasca embeds the same way, with its own board.
    const lasca = host.frameLocator('#lasca');
    await lasca.locator('svg[data-board][data-variant="lasca"]').waitFor();
    check((await lasca.locator('header, .panel, [data-moves], [data-status]').count()) === 0, 'no page chrome in the Lasca frame');
    const ready = await host.evaluate(() => window.damasMessages.find((m) => m.frame === 'lasca' && m.type === 'ready'));
    check(ready.variant === 'lasca' && ready.ply === 3 && ready.turn === 'black' && ready.moves.join() === 'c3-b4,a5xc3,d2xb4', `Lasca ready ${JSON.stringify(ready)}`);
    await lasca.locator('g.sq[data-name="e5"]').click({ force: true });
    await lasca.locator('g.sq[data-name="d4"]').click({ force: true });
    await waitFor(() => host.evaluate(() => window.damasMessages.some((m) => m.frame === 'lasca' && m.type === 'move' && m.ply === 4 && m.moves[3] === 'e5-d4')), 'the Lasca frame reports the move');
    await lasca.locator('[data-action="undo"]').click();
    await waitFor(() => host.evaluate(() => window.damasMessages.some((m) => m.frame === 'lasca' && m.type === 'move' && m.ply === 3)), 'and its previous button');
    // Every embedded board says whose turn it is under the board.
    await waitFor(async () => (await lasca.locator('[data-embed-status="black"]').textContent()) === 'Black to move', 'the Lasca frame says Black is to move');
    // A game that ends: the result is posted.
    await host.evaluate((src) => {
      const f = document.createElement('iframe');
      f.id = 'end';
      f.width = 240;
      f.height = 240;
      f.src = src;
      document.body.append(f);
    }, '/?embed=1&fen=W:W22:B18&orientation=white');
    const end = host.frameLocator('#end');
    await end.locator('g.sq[data-square="22"]').click({ force: true });
    await end.locator('g.sq[data-square="15"]').click({ force: true });
    const result = await waitFor(() => host.evaluate(() => window.damasMessages.find((m) => m.frame === 'end' && m.type === 'result')), 'the result is posted');
    check(result.result === '2-0' && result.variant === 'brazilian' && result.fen.startsWith('B:W15') && result.moves.join() === '22x15', `result message ${JSON.stringify(result)}`);
    // And the result, once the game has ended.
    await waitFor(async () => (await end.locator('[data-embed-status="over"][data-result="2-0"]').textContent()) === 'White wins 2-0', 'the ended frame shows the result');
    await host.screenshot({ path: path.join(output, 'embed-example.png'), fullPage: true });
    // The visitor's own saved game is untouched by embeds.
    const saved = await host.evaluate(() => localStorage.getItem('damas.game'));
    check(saved === null, `embeds do not save: ${saved}`);
    check(errors.length === 0, `no console errors: ${errors.join(' | ')}`);
  });

  scenario('an embed\'s controls say what they do, and a hovered one keeps its icon on a light embed (second walk W24, W25)', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ viewport: { width: 480, height: 560 }, locale: 'en-US' });
    try {
      const page = await ctx.newPage();
      await page.goto(base + '/?embed=1&controls=1&theme=light&moves=22-17+11-15');
      await page.waitForSelector('svg[data-board]');
      const labels = await page.$$eval('.embed-open', (els) => els.map((e) => getComputedStyle(e, '::after').content));
      check(JSON.stringify(labels) === JSON.stringify(['"Image"', '"Open in Damas"']), `the controls say what they do: ${JSON.stringify(labels)}`);
      const undo = page.locator('.embed-bar [data-action="undo"]');
      await undo.hover();
      const hovered = await undo.evaluate((e) => getComputedStyle(e).backgroundColor);
      check(hovered !== 'rgb(58, 49, 41)', `a hovered control stays light behind its dark icon: ${hovered}`);
      await page.screenshot({ path: path.join(output, 'embed-controls-light.png') });
    } finally {
      await ctx.close();
    }
  });

  scenario('the header says the game once, and the picture link looks like the share buttons beside it and shows the board as the player sees it (second walk W8, W12, W13; es-ES desktop)', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ viewport: { width: 1366, height: 800 }, locale: 'es-ES' });
    try {
      const page = await ctx.newPage();
      await page.goto(base + '/');
      await page.waitForSelector('svg[data-board]');
      await waitFor(async () => (await page.textContent('[data-game-name]')) === 'brasileñas', 'the game\'s name follows "Damas" once');
      check(!/Damas\s*Damas/.test(await page.textContent('header h1')), `no "Damas Damas": ${await page.textContent('header h1')}`);
      const image = page.locator('.share-buttons > a[data-action="image"]');
      await image.scrollIntoViewIfNeeded();
      const look = (sel) => page.$eval(sel, (e) => { const c = getComputedStyle(e); return [c.backgroundColor, c.borderRadius, Math.round(e.getBoundingClientRect().height)]; });
      const [a, b] = [await look('.share-buttons > a[data-action="image"]'), await look('.share-buttons > [data-action="copy-pdn"]')];
      check(JSON.stringify(a) === JSON.stringify(b), `the image link and "copy PDN" look alike: ${JSON.stringify(a)} ${JSON.stringify(b)}`);
      // After "send to the opponent" the picture is still drawn as this board shows it (W12).
      await clickSquares(page, 22, 17);
      await page.click('[data-action="copy-reply"]');
      await waitFor(async () => /side=white/.test(await page.getAttribute('.share-buttons > a[data-action="image"]', 'href')), 'the picture link keeps White at the bottom');
      check(!/side=black/.test(await page.getAttribute('.share-buttons > a[data-action="image"]', 'href')), 'and never the friend\'s side');
    } finally {
      await ctx.close();
    }
  });

  scenario('a malformed link or embed option shows a message, not a blank page', {}, async ({ open }) => {
    const page = await open(q({ moves: '22-17 99-1' }));
    await expectText(page, '[data-message]', /This link does not describe a valid game \(move 2/);
    await expectMoves(page, []);
    const embed = await open('/?embed=1&fen=zzz&theme=pink');
    await expectText(embed, '[data-message]', /This link does not describe a valid game/);
    await expectText(embed, '[data-embed-error]', /bad theme "pink"/);
    check((await embed.$$('svg[data-board] [data-piece]')).length === 24, 'a new game is shown');
  });
}
