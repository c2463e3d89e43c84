// The endgame databases in the browser and the endgame trainer (issues 12 and 13): the worker
// fetches the tables a position needs and the computer plays the database's move; the trainer's
// three-kings ending (seed 1) is won against the databases' defender by the line
// src/ui/trainer/tests.rs computes with the native tables (E2E_LINE); the tables work with the
// network off after the first visit; they are fetched and read in the worker, not the page; a lost man
// race (E2E_LOST_LINE) drawn as a loss, taken back, retried, and its best move shown; screenshots.

// E2E_LINE of src/ui/trainer/tests.rs: the start, then White's and Black's moves in turn.
const START = { white: [7, 28, 29], black: [27] };
const LINE = '7-10 27-32 10-19 32-27 28-32 27-20 29-22 20-7 32-23 7-2 19-10 2-13 10-17 13-6 23-9 6x13 22-31 13x22 31x17'.split(' ');

// E2E_LOST_LINE of src/ui/trainer/tests.rs: ?trainer=man-race&seed=1, White losing as fast as it can.
const LOST = { white: 18, black: 3, line: '18-15 3-7 15-11 7x16'.split(' ') };

export function registerTrainer(scenario, h) {
  const { check, waitFor, clickSquare, expectPiece, pieceAt, q, output, path } = h;

  const tableRequests = (context) => {
    const seen = [];
    context.on('request', (r) => {
      if (r.url().includes('/egtb/')) seen.push(new URL(r.url()).pathname);
    });
    return seen;
  };
  const longTasks = () => {
    window.__longtasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  };
  // Long tasks once the board is on screen (the page's own start, compiling its wasm, is before):
  // the tables load after it, when the first search asks for them. They are reported, not
  // asserted (this shared machine adds tasks of its own). What keeps the page responsive is that
  // the tables (1.5 MB) are fetched and read in the worker, never on the page: the page's own
  // resource timeline (a worker's fetches are in the worker's) holds no table.
  const late = (page) => page.evaluate(() => window.__longtasks.filter((t) => t.start >= window.__boardVisible && t.duration > 50).map((t) => Math.round(t.duration)));
  const pageFetchedTables = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/egtb/')));
  const attr = (page, name) => page.getAttribute('[data-trainer]', name);

  scenario('egtb: the worker loads the tables a position needs and the computer plays the database move', {}, async ({ open, context, report }) => {
    const seen = tableRequests(context);
    await context.addInitScript(longTasks);
    const t0 = Date.now();
    // White (the computer) to move with three kings against one: the database's quickest win.
    const page = await open(q({ fen: 'W:WK7,K28,K29:BK27', computer: 'white', level: '8' }));
    await waitFor(async () => (await pieceAt(page, 10)) === 'white-king', 'the computer plays 7-10', 20000);
    const ms = Date.now() - t0;
    check((await pieceAt(page, 7)) === null, 'the king left 7: 7-10, the quickest win (19 plies)');
    const want = ['0101', '0102', '0201', '0103', '0301'].map((c) => `/egtb/brazilian/${c}.bin`);
    // (Once the service worker controls the page, its own fetch of a file is seen too.)
    const unique = [...new Set(seen)];
    check(want.every((w) => unique.includes(w)) && unique.length === want.length, `the five classes it can reach: ${unique.join(' ')}`);
    const onPage = await pageFetchedTables(page);
    check(onPage.length === 0, `the tables are fetched by the worker, not the page: ${onPage.join(' ')}`);
    report(`3 kings v 1: tables fetched and the move played ${ms} ms after opening (${unique.length} files); main-thread tasks over 50 ms after the board: [${await late(page)}] ms`);
    // A position with more pieces fetches nothing.
    const before = new Set(seen).size;
    const big = await open(q({ fen: 'W:W21,22,23:B1,2', computer: 'white' }));
    await waitFor(async () => (await pieceAt(big, 21)) === null || (await pieceAt(big, 22)) === null || (await pieceAt(big, 23)) === null, 'the computer moves');
    check(new Set(seen).size === before, 'five pieces: no table fetched');
    // Russian has its own tables: the trainer's start there comes from them.
    const ru = await open('/?trainer=three-kings&variant=russian&seed=1');
    await waitFor(async () => (await ru.getAttribute('[data-trainer]', 'data-phase')) === 'playing', 'a Russian start', 20000);
    check(seen.some((p) => p.startsWith('/egtb/russian/0301')), `the Russian tables: ${[...new Set(seen)].join(' ')}`);
    check(Number(await ru.getAttribute('[data-trainer-distance]', 'data-plies')) >= 15, 'a Russian win of at least 15 plies');
  });

  scenario('trainer: the list, then three kings won against the defender by the database line; offline after the first visit', {}, async ({ open, context, base, report }) => {
    await context.addInitScript(longTasks);
    const list = await context.newPage();
    await list.goto(base + '/?trainer');
    await list.waitForSelector('[data-trainer] [data-ending]');
    const endings = await list.$$eval('[data-trainer] a[data-ending]', (els) => els.map((e) => e.dataset.ending));
    check(endings.length === 6 && endings[0] === 'three-kings' && endings.includes('diagonal'), `six endings: ${endings}`);
    await list.click('a[data-ending="three-kings"]');
    await list.waitForSelector('[data-trainer][data-ending="three-kings"]');
    await waitFor(() => list.url().includes('trainer=three-kings&seed='), `the link keeps the ending and the seed: ${list.url()}`);
    await list.close();

    const page = await open('/?trainer=three-kings&seed=1');
    await waitFor(async () => (await attr(page, 'data-phase')) === 'playing', 'a start is chosen', 20000);
    const onPage = await pageFetchedTables(page);
    check(onPage.length === 0, `the trainer's tables are fetched by the worker, not the page: ${onPage.join(' ')}`);
    report(`trainer start chosen; main-thread tasks over 50 ms after the board: [${await late(page)}] ms`);
    for (const n of START.white) await expectPiece(page, n, 'white-king');
    for (const n of START.black) await expectPiece(page, n, 'black-king');
    check((await page.getAttribute('[data-trainer-distance]', 'data-plies')) === '19', 'won in 19 plies');
    check(/White wins in 10 moves/.test(await page.textContent('[data-trainer-distance]')), 'the distance in moves');
    for (let i = 0; i < LINE.length; i += 2) {
      const [from, to] = LINE[i].split(/[-x]/).map(Number);
      await clickSquare(page, from);
      await clickSquare(page, to);
      await expectPiece(page, to, 'white-king');
      if (i + 1 < LINE.length) {
        const reply = LINE[i + 1].split(/[-x]/).map(Number);
        await expectPiece(page, reply[1], 'black-king');
        await waitFor(async () => (await page.getAttribute('[data-trainer-verdict]', 'data-trainer-verdict')) === 'best', `move ${LINE[i]} is best`);
        const left = Number(await page.getAttribute('[data-trainer-distance]', 'data-plies'));
        check(left === 19 - i - 2, `after ${LINE[i]} ${LINE[i + 1]}: ${left} plies left`);
      }
    }
    await waitFor(async () => (await attr(page, 'data-result')) === 'won', 'the trainer says won');
    await page.waitForTimeout(700); // the last capture's slide
    await page.screenshot({ path: path.join(output, 'trainer-won.png') });

    // A slower winning move is "kept"; a new start of the same material.
    await page.click('[data-action="trainer-restart"]');
    await waitFor(async () => (await attr(page, 'data-phase')) === 'playing' && (await attr(page, 'data-result')) === null, 'a new start');
    await waitFor(() => page.url().includes('seed=2'), `the next seed: ${page.url()}`);

    // The network off: the tables come from the service worker's cache.
    await waitFor(() => page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null), 'the service worker controls the page', 15000);
    const warm = await context.newPage();
    await warm.goto(base + '/?trainer=three-kings&seed=1');
    await waitFor(async () => (await warm.getAttribute('[data-trainer]', 'data-phase')) === 'playing', 'a controlled page loads the tables once more');
    await warm.close();
    await context.setOffline(true);
    const off = await context.newPage();
    await off.goto(base + '/?trainer=three-kings&seed=1');
    await waitFor(async () => (await off.getAttribute('[data-trainer]', 'data-phase')) === 'playing', 'offline: a start is chosen');
    check((await off.getAttribute('[data-trainer-distance]', 'data-plies')) === '19', 'offline: the databases answer');
    await clickSquare(off, 7);
    await clickSquare(off, 10);
    await expectPiece(off, 32, 'black-king');
    await context.setOffline(false);
    report('three kings won in 10 moves against the defender; the tables answer offline');
  });

  const playLost = async (page) => {
    for (let i = 0; i < LOST.line.length; i += 2) {
      const [from, to] = LOST.line[i].split(/[-x]/).map(Number);
      await clickSquare(page, from);
      await clickSquare(page, to);
      await expectPiece(page, to, 'white-man');
      if (i + 1 < LOST.line.length) await expectPiece(page, LOST.line[i + 1].split(/[-x]/).map(Number)[1], 'black-man');
    }
    await waitFor(async () => (await attr(page, 'data-result')) === 'lost', 'the ending is lost', 8000);
  };

  scenario('trainer: a lost ending is drawn as a loss; take back, retry and the best move', {}, async ({ open }) => {
    const page = await open('/?trainer=man-race&seed=1');
    await waitFor(async () => (await attr(page, 'data-phase')) === 'playing', 'a start', 20000);
    await expectPiece(page, LOST.white, 'white-man');
    await expectPiece(page, LOST.black, 'black-man');
    // The best move, asked for: an arrow and its text.
    await page.click('[data-action="show-best"]');
    await waitFor(async () => (await page.$$('svg[data-board] [data-arrow="best"]')).length === 1, 'the best move is drawn', 10000);
    const best = await page.getAttribute('[data-arrow="best"]', 'data-move');
    check(/^18-1[45]$/.test(best), `the best move: ${best}`);
    check((await page.textContent('[data-trainer-best]')).trim() === `Best move: ${best}`, 'and written');
    await playLost(page);
    check((await page.$$('svg[data-board] [data-arrow="best"]')).length === 0, 'the arrow goes with the position');
    const cls = await page.getAttribute('[data-trainer] [role="status"]', 'class');
    check(cls.includes('trainer-lost') && !cls.includes('lesson-done'), `the loss has its own class: ${cls}`);
    const colours = await page.evaluate(() => {
      const probe = (c) => {
        const p = document.createElement('p');
        p.className = c;
        document.querySelector('[data-trainer]').append(p);
        const colour = getComputedStyle(p).color;
        p.remove();
        return colour;
      };
      return [probe('trainer-lost'), probe('lesson-done')];
    });
    check(colours[0] !== colours[1], `not the success colour: ${colours}`);
    check(!(await page.locator('[data-action="take-back"]').isDisabled()), 'take back works after the end');
    // Take back: the last move and the defender's reply.
    await page.click('[data-action="take-back"]');
    await waitFor(async () => (await attr(page, 'data-result')) === null, 'the loss is taken back');
    await expectPiece(page, 15, 'white-man');
    await expectPiece(page, 7, 'black-man');
    check((await pieceAt(page, 11)) === null && (await pieceAt(page, 16)) === null, 'both moves are gone');
    // Retry: the same start again.
    await page.click('[data-action="retry-ending"]');
    await expectPiece(page, LOST.white, 'white-man');
    await expectPiece(page, LOST.black, 'black-man');
    check((await page.$$('[data-trainer-verdict]')).length === 0, 'no verdict at the start');
    check(page.url().includes('seed=1'), 'the same ending');
  });

  scenario('trainer screenshots: a lost ending, phone in every language and desktop', {}, async ({ open }) => {
    for (const [lang, code, w, hgt] of [['en-US', 'en', 1366, 850], ['en-US', 'en', 375, 740], ['pt-BR', 'pt', 375, 740], ['ru-RU', 'ru', 375, 740], ['es-ES', 'es', 375, 740]]) {
      const page = await open('/?trainer=man-race&seed=1', { lang });
      await page.setViewportSize({ width: w, height: hgt });
      await waitFor(async () => (await attr(page, 'data-phase')) === 'playing', 'a start', 20000);
      await playLost(page);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(output, `trainer-lost-${w > 600 ? 'desktop' : 'phone'}-${code}.png`), fullPage: w < 600 });
      await page.close();
    }
  });

  scenario('trainer: every ending finds a start the databases confirm', {}, async ({ open }) => {
    const want = { 'three-kings': 15, 'two-kings-man': 15, 'king-two-men': 9, 'man-race': 9, 'two-kings-v-king-man': 9, diagonal: 0 };
    for (const [id, min] of Object.entries(want)) {
      const page = await open(`/?trainer=${id}&seed=5`);
      await waitFor(async () => (await attr(page, 'data-phase')) === 'playing', `${id}: a start`, 20000);
      const plies = await page.getAttribute('[data-trainer-distance]', 'data-plies');
      check(plies !== null && Number(plies) >= min && (min > 0 || plies === '0'), `${id}: the databases' value (${plies} plies)`);
      await page.close();
    }
  });

  scenario('trainer: screenshots of the list and an ending, desktop and phone, in each language', {}, async ({ context, base }) => {
    for (const [lang, tag] of [['en-US', 'en'], ['pt-BR', 'pt'], ['ru-RU', 'ru']]) {
      for (const [w, hgt, dev] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
        const page = await context.newPage();
        await page.addInitScript((l) => Object.defineProperty(navigator, 'languages', { get: () => [l] }), lang);
        await page.setViewportSize({ width: w, height: hgt });
        await page.goto(base + '/?trainer');
        await page.waitForSelector('[data-trainer] [data-ending]');
        await page.screenshot({ path: path.join(output, `trainer-list-${dev}-${tag}.png`), fullPage: dev === 'phone' });
        await page.goto(base + '/?trainer=two-kings-man&seed=3');
        await waitFor(async () => (await attr(page, 'data-phase')) === 'playing', 'a start');
        await page.screenshot({ path: path.join(output, `trainer-${dev}-${tag}.png`), fullPage: dev === 'phone' });
        await page.close();
      }
    }
  });
}
