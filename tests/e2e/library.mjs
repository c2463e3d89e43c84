// The game library (issue 55): a game that ends on the game page is kept in IndexedDB, once; the
// library page (?library) lists it newest first with its result, game and players, narrows the
// list, opens a game on the game page at its last move, exports the games shown as one PDN file
// and deletes a game (asked first). A game opened already over is not the player's new game; a
// stored record that is no game is counted, not shown, and breaks nothing.

import fs from 'node:fs';

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

  scenario('a record that is no game is counted and left alone; an empty library says how games get there (issue 55)', {}, async ({ context, base }) => {
    const page = await library(context, base);
    await page.waitForSelector('[data-library-empty]');
    // A hostile or broken store: a text that is no record, a record whose game does not read, a
    // number; and one good game.
    await page.evaluate(() => new Promise((resolve, reject) => {
      const open = indexedDB.open('damas-library', 1);
      open.onsuccess = () => {
        const tx = open.result.transaction('games', 'readwrite');
        const store = tx.objectStore('games');
        store.put('{"query":', 'a');
        store.put('{"v":1,"query":"moves=99-1&end=white-resigned","at":1}', 'b');
        store.put(42, 'c');
        store.put('{"v":1,"query":"moves=22-17&end=black-resigned","at":5}', 'moves=22-17&end=black-resigned');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    }));
    await page.reload();
    await page.waitForSelector('[data-library="ready"]');
    await waitFor(async () => (await rows(page)).length === 1, 'the good game listed');
    check((await page.getAttribute('[data-library-unreadable]', 'data-library-unreadable')) === '3', 'three records counted as unreadable');
    // The good game was summed up once and written back (the next read finds its summary).
    const summed = await page.evaluate(() => new Promise((resolve) => {
      const open = indexedDB.open('damas-library', 1);
      open.onsuccess = () => {
        const get = open.result.transaction('games').objectStore('games').get('moves=22-17&end=black-resigned');
        get.onsuccess = () => resolve(get.result);
      };
    }));
    check(/"summary":\{/.test(summed) && /"verdict":"white"/.test(summed), `summed up and kept: ${summed}`);
  });
}
