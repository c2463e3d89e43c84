// The game library (issue 55): a game that ends on the game page is kept in IndexedDB, once; the
// library page (?library) lists it newest first with its result, game and players, narrows the
// list, opens a game on the game page at its last move, exports the games shown as one PDN file
// and deletes a game (asked first). A game opened already over is not the player's new game; a
// stored record that is no game is counted, not shown, and breaks nothing.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

    // Deleted, asked first; gone after a reload too.
    const again = await library(context, base);
    await waitFor(async () => (await rows(again)).length === 2, 'still two (opening it kept nothing new)');
    await again.click('[data-game-row][data-variant="lasca"] [data-action="delete-game"]');
    await again.click('[data-confirm] [data-action="cancel"]');
    check((await rows(again)).length === 2, 'kept when the player says no');
    await again.click('[data-game-row][data-variant="lasca"] [data-action="delete-game"]');
    check(await again.evaluate(() => document.activeElement.dataset.action === 'confirm-delete'), 'the answer has the focus');
    await again.click('[data-action="confirm-delete"]');
    await waitFor(async () => (await rows(again)).length === 1, 'deleted');
    await again.reload();
    await again.waitForSelector('[data-library="ready"]');
    await waitFor(async () => (await rows(again)).length === 1 && (await rows(again))[0].variant === 'brazilian', 'still deleted after a reload');
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
    check((await rows(page)).length === 100, 'a hundred rows drawn');
    await page.click('[data-action="more-games"]');
    await waitFor(async () => (await rows(page)).length === 200, 'a hundred more');
  });
}
