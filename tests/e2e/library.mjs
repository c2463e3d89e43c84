// The game library (issue 55): a game that ends on the game page is kept in IndexedDB, once; the
// library page (?library) lists it newest first with its result, game and players, narrows the
// list, opens a game on the game page at its last move, exports the games shown as one PDN file
// and deletes a game (asked first). A game opened already over is not the player's new game; a
// stored record that is no game is counted, not shown, and breaks nothing. "Your results" counts
// the games against the computer by game, level and colour and draws the accuracy of the reviewed
// games, from a seeded store and kept reviews.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedLibrary } from './library_seed.mjs';

// 40 seeded random games, Brazilian and Russian (tests/e2e/fixtures/club.pdn).
const CLUB = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'club.pdn'), 'utf8');

export function registerLibrary(scenario, h) {
  const { check, waitFor, expectText, moves, q } = h;

  // The library page (it has no board: `open` waits for one).
  const library = async (context, base) => {
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.goto(base + '/?library');
    await page.waitForSelector('[data-library="ready"], [data-library="unavailable"]');
    return page;
  };
  const rows = (page) => page.$$eval('[data-game-row]', (els) => els.map((e) => ({ result: e.dataset.result, variant: e.dataset.variant, players: e.dataset.players, text: e.textContent })));

  scenario('a game that ends is kept in the library, listed, narrowed, opened, exported and deleted (issue 55)', {}, async ({ open, context, base }) => {
    // Against the computer: White (the player) resigns.
    const game = await open(q({ moves: '22-17 11-15', computer: 'black', level: '1' }));
    await game.click('[data-action="resign"]');
    await game.click('[data-action="confirm-resign"]');
    await expectText(game, '[data-status]', /You resigned/);
    // Two players here, Lasca: White, to move after one move each, resigns.
    const lasca = await open(q({ variant: 'lasca', moves: 'c3-b4 a5xc3' }));
    await lasca.click('[data-action="resign"]');
    await lasca.click('[data-action="confirm-resign"]');
    await expectText(lasca, '[data-status]', /resigned/);
    // A link to a game already over: someone else's game, not kept.
    await open(q({ moves: '22-17 11-15 17-13', end: 'black-resigned' }));

    const page = await library(context, base);
    await waitFor(async () => (await rows(page)).length === 2, `two games kept: ${JSON.stringify(await rows(page))}`);
    const [first, second] = await rows(page);
    check(first.variant === 'lasca' && first.result === 'black' && first.players === 'local', `newest first, Lasca: ${JSON.stringify(first)}`);
    check(second.variant === 'brazilian' && second.result === 'black' && second.players === 'computer', `then Brazilian: ${JSON.stringify(second)}`);
    check(/You – Computer \(level 1\)/.test(second.text) && /0-2/.test(second.text) && /22-17 11-15/.test(second.text), `the row says who, how and what: ${second.text}`);
    await expectText(page, '[data-library-count]', /Games shown: 2 of 2/);

    // Narrowed by game, then by result, then all again.
    await page.selectOption('[data-field="library-game"]', 'lasca');
    await waitFor(async () => (await rows(page)).length === 1 && (await rows(page))[0].variant === 'lasca', 'Lasca alone');
    await page.selectOption('[data-field="library-game"]', '');
    await page.selectOption('[data-field="library-result"]', 'white');
    await waitFor(async () => (await rows(page)).length === 0, 'no White win');
    await page.selectOption('[data-field="library-result"]', 'black');
    await waitFor(async () => (await rows(page)).length === 2, 'both Black wins');
    await page.selectOption('[data-field="library-players"]', 'computer');
    await waitFor(async () => (await rows(page)).length === 1 && (await rows(page))[0].variant === 'brazilian', 'the computer\'s game alone');
    await page.selectOption('[data-field="library-result"]', '');
    await page.selectOption('[data-field="library-players"]', '');
    await waitFor(async () => (await rows(page)).length === 2, 'all again');

    // Exported as one PDN file, each game in its own game's form.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export-library"]')]);
    const pdn = fs.readFileSync(await download.path(), 'utf8');
    check(/\[White "You"\]/.test(pdn) && /\[Black "Computer \(level 1\)"\]/.test(pdn) && /\[Result "0-2"\]/.test(pdn), `the Brazilian game's tags: ${pdn}`);
    check(/\[GameType "26"\]/.test(pdn) && /1\. 22-17 11-15 0-2/.test(pdn), `its moves: ${pdn}`);
    check(/c3-b4/.test(pdn) && /\[Result "0-1"\]/.test(pdn) && /\[White "White"\]/.test(pdn), `the Lasca game: ${pdn}`);

    // Opened on the game page at its last move.
    await Promise.all([page.waitForNavigation(), page.locator('[data-game-row][data-variant="brazilian"] [data-action="open-game"]').click()]);
    await page.waitForSelector('svg[data-board]');
    await waitFor(async () => (await moves(page)).length === 2, 'its moves');
    await expectText(page, '[data-status]', /You resigned/);
    // The explorer counts it: the game's own position, then its first move from the start.
    const toggle = page.locator('[data-explorer] [data-action="explorer"]');
    await toggle.scrollIntoViewIfNeeded({ timeout: 15000 });
    await toggle.click();
    await waitFor(async () => (await page.getAttribute('[data-explorer-games]', 'data-explorer-games').catch(() => null)) === '1', 'the kept game reached this position');
    await page.click('[data-action="first"]');
    await waitFor(async () => (await page.$$eval('[data-explorer-move]', (els) => els.map((e) => `${e.dataset.move}:${e.dataset.count}`).join(' '))) === '22-17:1', 'its first move, counted');

    // Deleted, asked first; gone after a reload too.
    const again = await library(context, base);
    await waitFor(async () => (await rows(again)).length === 2, 'still two (opening it kept nothing new)');
    await again.click('[data-game-row][data-variant="lasca"] [data-action="delete-game"]');
    await again.click('[data-confirm] [data-action="cancel"]');
    check((await rows(again)).length === 2, 'kept when the player says no');
    await again.click('[data-game-row][data-variant="lasca"] [data-action="delete-game"]');
    await waitFor(() => again.evaluate(() => document.activeElement && document.activeElement.dataset.action === 'confirm-delete'), 'the answer has the focus');
    await again.click('[data-action="confirm-delete"]');
    await waitFor(async () => (await rows(again)).length === 1, 'deleted');
    await again.reload();
    await again.waitForSelector('[data-library="ready"]');
    await waitFor(async () => (await rows(again)).length === 1 && (await rows(again))[0].variant === 'brazilian', 'still deleted after a reload');
  });

  scenario('a game that ends while the device is full waits and is kept at the next chance (issue 55)', {}, async ({ open, context, base }) => {
    // The device is "full" while e2e.full is set: every add to the store fails as a full disk does.
    await context.addInitScript(() => {
      if (localStorage.getItem('e2e.full') !== '1') return;
      IDBObjectStore.prototype.add = function full() {
        const request = {};
        Object.defineProperty(request, 'onerror', { set(f) { setTimeout(() => f(new Event('error')), 0); } });
        Object.defineProperty(request, 'onsuccess', { set() {} });
        request.error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        request.result = undefined;
        return request;
      };
    });
    const game = await open(q({ moves: '22-17 11-15', computer: 'black', level: '1' }));
    await game.evaluate(() => localStorage.setItem('e2e.full', '1'));
    await game.reload();
    await game.waitForSelector('svg[data-board]');
    await game.click('[data-action="resign"]');
    await game.click('[data-action="confirm-resign"]');
    await expectText(game, '[data-message]', /storage is full: the game waits to be kept/);
    const waiting = await game.evaluate(() => localStorage.getItem('damas.waiting'));
    check(/^\d+\t.*moves=22-17/.test(waiting || ''), `the game waits: ${waiting}`);
    // Room again: the library, opened next, keeps it first and lists it.
    await game.evaluate(() => localStorage.removeItem('e2e.full'));
    const page = await library(context, base);
    await waitFor(async () => (await rows(page)).length === 1, `the game that waited is kept: ${JSON.stringify(await rows(page))}`);
    check((await rows(page))[0].players === 'computer' && (await rows(page))[0].result === 'black', JSON.stringify(await rows(page)));
    check((await page.evaluate(() => localStorage.getItem('damas.waiting'))) === null, 'nothing waits any more');
  });

  scenario('a store of the first version with records that are no game opens: they are counted and left alone (issue 55)', {}, async ({ context, base }) => {
    // Before the library ever opened here: a version 1 database (the games' store alone), as the
    // first version of the page left it, holding a text that is no record, a record whose game
    // does not read, a number, and one good game.
    const page = await context.newPage();
    await page.goto(base + '/manifest.webmanifest');
    await page.evaluate(() => new Promise((resolve, reject) => {
      const open = indexedDB.open('damas-library', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('games');
      open.onsuccess = () => {
        const tx = open.result.transaction('games', 'readwrite');
        const store = tx.objectStore('games');
        store.put('{"query":', 'a');
        store.put('{"v":1,"query":"moves=99-1&end=white-resigned","at":1}', 'b');
        store.put(42, 'c');
        store.put('{"v":1,"query":"moves=22-17&end=black-resigned","at":5}', 'moves=22-17&end=black-resigned');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    }));
    await page.goto(base + '/?library');
    await page.waitForSelector('[data-library="ready"]');
    await waitFor(async () => (await rows(page)).length === 1, 'the good game listed');
    check((await page.getAttribute('[data-library-unreadable]', 'data-library-unreadable')) === '3', 'three records counted as unreadable');
    // The good game was summed up once and written back; the database gained its second store.
    const [summed, stores] = await page.evaluate(() => new Promise((resolve) => {
      const open = indexedDB.open('damas-library');
      open.onsuccess = () => {
        const get = open.result.transaction('games').objectStore('games').get('moves=22-17&end=black-resigned');
        get.onsuccess = () => resolve([get.result, [...open.result.objectStoreNames]]);
      };
    }));
    check(/"summary":\{/.test(summed) && /"verdict":"white"/.test(summed), `summed up and kept: ${summed}`);
    check(stores.join() === 'games,pdn', `upgraded: ${stores}`);
  });

  scenario('an empty library says how games get there (issue 55)', {}, async ({ context, base }) => {
    const page = await library(context, base);
    await expectText(page, '[data-library-empty]', /Every game you finish on this device is kept here/);
  });

  // Your results (issue 55): games kept as the game page writes them, a day apart, and two
  // reviews kept on the device (src/ui/library/results_tests.rs reads the same store natively:
  // `the_end_to_end_scenario_s_store_gives_its_rows_and_points`).
  const DAY = 86400000;
  const RESULTS_GAMES = [
    'moves=22-17%2011-15&computer=black&level=3&end=black-resigned', // White, level 3: won
    'moves=22-17%2011-15%2017-13&computer=black&level=3&end=white-resigned', // White, level 3: lost
    'moves=21-17%2011-15&computer=white&level=1&end=draw-agreed', // Black, level 1: drawn
    'variant=russian&moves=c3-d4&computer=white&level=1&end=white-resigned', // Russian, Black, level 1: won
    'moves=22-17%2011-15&end=draw-agreed', // two players here: not counted
    'moves=21-17%2010-14&end=white-resigned&side=black', // a friend on another device: not counted
  ];
  const FEN = 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
  const RESULTS_REVIEWS = `brazilian|${FEN}|22-17 11-15\t10,21-17;0,11-15;-40,17-13\n`
    + `brazilian|${FEN}|21-17 11-15\t0,22-17;0,10-14;30\n`
    + 'brazilian|x|23-18\tnot a review\n'; // a line that is no review: left out
  const seedResults = (context, base) => seedLibrary(context, base, RESULTS_GAMES, { step: DAY, reviews: RESULTS_REVIEWS });
  const resultRows = (page, by) => page.$$eval(`[data-results-table="${by}"] [data-results-row]`, (els) => els.map((e) => ({ ...e.dataset, text: e.textContent })));
  const counts = (r) => `${r.games} ${r.wins} ${r.draws} ${r.losses} ${r.score}`;

  scenario('your results: against the computer by game, level and colour, and the accuracy of reviewed games over time (issue 55)', {}, async ({ context, base }) => {
    await seedResults(context, base);
    const page = await library(context, base);
    await waitFor(async () => (await rows(page)).length === 6, 'the six games listed');
    // Closed at first: the summary line says the totals (four games against the computer: two
    // won, one drawn, one lost).
    check(!(await page.$eval('[data-results]', (d) => d.open)), 'closed at first');
    await expectText(page, '[data-results] > summary', /Your results/);
    await expectText(page, '[data-results] > summary', /Games against the computer: 4 · score 63%/);
    // Opened with the keyboard.
    await page.focus('[data-results] > summary');
    await page.keyboard.press('Enter');
    await waitFor(async () => page.$eval('[data-results]', (d) => d.open), 'opened by Enter');

    const byGame = await resultRows(page, 'game');
    check(byGame.map((r) => `${r.game}: ${counts(r)}`).join('; ') === 'brazilian: 3 1 1 1 50; russian: 1 1 0 0 100', `by game: ${JSON.stringify(byGame)}`);
    check(/Brazilian/.test(byGame[0].text) && /50%/.test(byGame[0].text), `the row's words: ${byGame[0].text}`);
    const byLevel = await resultRows(page, 'level');
    check(byLevel.map((r) => `${r.level}: ${counts(r)}`).join('; ') === '1: 2 1 1 0 75; 3: 2 1 0 1 50', `by level: ${JSON.stringify(byLevel)}`);
    check(/Level 1/.test(byLevel[0].text), byLevel[0].text);
    const byColour = await resultRows(page, 'colour');
    check(byColour.map((r) => `${r.colour}: ${counts(r)}`).join('; ') === 'white: 2 1 0 1 50; black: 2 1 1 0 75', `by colour: ${JSON.stringify(byColour)}`);

    // The chart: the two reviewed games, oldest first, the player's side only (White's 76 %,
    // then Black's 45 %); the review that matches no kept game is left out.
    const points = await page.$$eval('[data-accuracy-chart] [data-accuracy-point]', (els) => els.map((e) => ({ accuracy: e.dataset.accuracy, game: e.dataset.game, title: e.querySelector('title')?.textContent })));
    check(points.map((p) => p.accuracy).join() === '76,45', `the points: ${JSON.stringify(points)}`);
    check(points[0].title === '2026.11.30, Brazilian: 76%', `a point's title: ${points[0].title}`);
    const label = await page.getAttribute('[data-accuracy-chart]', 'aria-label');
    check(/oldest first: 76%, 45%/.test(label) && (await page.getAttribute('[data-accuracy-chart]', 'role')) === 'img', `the chart's text: ${label}`);

    // One game chosen: Russian alone (won at level 1 as Black), no review of it.
    await page.selectOption('[data-field="results-game"]', 'russian');
    await waitFor(async () => (await resultRows(page, 'level')).map((r) => `${r.level}: ${counts(r)}`).join('; ') === '1: 1 1 0 0 100', 'Russian by level');
    check((await page.$$('[data-results-table="game"]')).length === 0, 'no table by game for one game');
    check((await page.$$('[data-accuracy-point]')).length === 0 && (await page.$$('[data-accuracy-none]')).length === 1, 'no reviewed Russian game');
    await page.selectOption('[data-field="results-game"]', '');
    await waitFor(async () => (await page.$$('[data-accuracy-point]')).length === 2, 'both points again');

    // At a phone's width nothing widens the page.
    await page.setViewportSize({ width: 320, height: 640 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    check(wide, `no sideways scroll at 320 px: ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
    const chart = await page.$eval('[data-accuracy-chart]', (e) => e.getBoundingClientRect().width);
    check(chart > 0 && chart <= 320, `the chart fits: ${chart}`);
  });

  scenario('your results in Portuguese (issue 55)', { locale: 'pt-BR' }, async ({ context, base }) => {
    await seedResults(context, base);
    const page = await library(context, base);
    await expectText(page, '[data-results] > summary', /Seus resultados/);
    await expectText(page, '[data-results] > summary', /Partidas contra o computador: 4 · aproveitamento 63%/);
    await page.click('[data-results] > summary');
    await expectText(page, '[data-results-table="colour"]', /Com as brancas/);
    await expectText(page, '[data-results-table="level"]', /Nível 3/);
    const label = await page.getAttribute('[data-accuracy-chart]', 'aria-label');
    check(/da mais antiga à mais recente: 76%, 45%/.test(label), label);
  });

  // The club file's games, each a text of its own.
  const clubGames = CLUB.split(/\n(?=\[Event )/).map((g) => g.trim() + '\n');
  const choose = (page, name, text) => page.setInputFiles('[data-field="import-file"]', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });

  scenario('a PDN file is imported: its games added once, the bad ones skipped with their line and reason (issue 55)', {}, async ({ context, base, report }) => {
    const page = await library(context, base);
    const bad = '[Event "Broken"]\n[GameType "26"]\n\n1. 22-18 11-15 2. 18-14 1-1\n';
    const file = '\ufeff' + clubGames.slice(0, 3).join('\n') + '\n' + bad + '\n' + clubGames[0];
    await choose(page, 'club.pdn', file);
    await page.waitForSelector('[data-import-summary]', { timeout: 20000 });
    const summary = await page.$eval('[data-import-summary]', (e) => ({ ...e.dataset, text: e.textContent }));
    check(summary.added === '3' && summary.skipped === '1' && summary.duplicates === '1', `3 added, 1 skipped, 1 twice: ${JSON.stringify(summary)}`);
    check(/3 games added, 1 skipped/.test(summary.text) && /1 were in your games already/.test(summary.text), summary.text);
    const line = clubGames.slice(0, 3).join('\n').split('\n').length + 1;
    await expectText(page, '[data-import-skipped]', new RegExp(`Line ${line}: game 4: move 2 \\(white\\): "18-14" is not a legal move`, 'i'));
    await waitFor(async () => (await rows(page)).length === 3 && (await rows(page)).every((r) => r.players === 'imported'), 'the three games listed');
    check((await rows(page))[0].text.includes('White player – Black player'), 'the file\'s players');
    // Exported as they came (their own PDN, kept apart from the list's records).
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export-library"]')]);
    const out = fs.readFileSync(await download.path(), 'utf8');
    check((out.match(/\[Event "Club championship"\]/g) || []).length === 3 && out.includes(clubGames[1].trim()), `the three games as they came: ${out.slice(0, 400)}`);
    // The same file again adds nothing.
    await choose(page, 'club.pdn', file);
    await waitFor(async () => (await page.getAttribute('[data-import-summary]', 'data-duplicates')) === '4', 'all kept already');
    check((await page.getAttribute('[data-import-summary]', 'data-added')) === '0', 'nothing added');
    // A file that is no PDN: nothing added, said so.
    await choose(page, 'notes.txt', 'these are my notes [ { (');
    await waitFor(async () => (await page.getAttribute('[data-import-summary]', 'data-skipped')) === '1', 'the text skipped');
    report(`skipped line: ${await page.textContent('[data-import-skipped]')}`);
    // A Lasca game (as the library's own export writes one) comes in beside them, as Lasca.
    const lasca = '[Event "Lasca club"]\n[White "eve"]\n[Black "fay"]\n[Result "1-0"]\n[Variant "Lasca"]\n\n1. a3-b4 c5xa3 2. e3-f4 1-0\n';
    await choose(page, 'lasca.pdn', lasca + '\n' + clubGames[0]);
    await waitFor(async () => (await page.getAttribute('[data-import-summary]', 'data-added')) === '1', 'the Lasca game added');
    await waitFor(async () => (await rows(page)).some((r) => r.variant === 'lasca' && r.result === 'white'), `the Lasca game listed as Lasca: ${JSON.stringify(await rows(page))}`);
  });

  scenario('10,000 games import in a worker with a progress bar, the page never held up (issue 55, benchmark)', {}, async ({ context, base, report }) => {
    const page = await library(context, base);
    const games = [];
    for (let i = 0; i < 250; i++) for (const g of clubGames) games.push(g.replace('[White "White player"]', `[White "Player ${i}"]`));
    const file = games.join('\n');
    const t0 = Date.now();
    await choose(page, 'club-10000.pdn', file);
    // From here: the test's own handing of 5 MB to the page (Playwright builds the File in the
    // page, a long task of its own) is over; the page has handed the file to its worker.
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask', buffered: false });
    });
    await page.waitForSelector('[data-import-progress]');
    const summary = await page.waitForSelector('[data-import-summary]', { timeout: 120000 });
    const imported = Date.now() - t0;
    check((await summary.getAttribute('data-added')) === String(games.length), `all ${games.length} added: ${await summary.textContent()}`);
    await waitFor(async () => (await page.getAttribute('[data-library-count]', 'data-total')) === String(games.length), 'listed', 60000);
    const listed = Date.now() - t0;
    const long = await page.evaluate(() => window.__long);
    report(`import of ${games.length} games (${(file.length / 1e6).toFixed(1)} MB): summary after ${imported} ms, listed after ${listed} ms; main-thread long tasks: [${long.join(', ')}] ms`);
    // The list draws a hundred rows at a time.
    await waitFor(async () => (await rows(page)).length === 100, 'a hundred rows drawn (35 a task)');
    await page.click('[data-action="more-games"]');
    await waitFor(async () => (await rows(page)).length === 200, 'a hundred more');
  });
}
