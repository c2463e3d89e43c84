// The opening explorer (issue 55): beside the board, for the position on view, the moves played
// from it in the player's kept games (looked up by the library's worker in its position index:
// transpositions meet) with their counts and results, each a click away; the engine's book with
// its evaluations; "Games with this position" opening the library on those games. And the
// benchmark: a lookup in a library of 10,000 imported games.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedLibrary } from './library_seed.mjs';

const CLUB = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'club.pdn'), 'utf8');

// Three games that reach one position by two orders of moves (src/ui/library/index_tests.rs),
// a Russian game, and a game whose link does not read (left out, breaking nothing).
const GAMES = [
  'moves=24-20%209-13%2023-19%2010-14%2028-24&end=black-resigned',
  'moves=23-19%2010-14%2024-20%209-13%2022-18&end=white-resigned',
  'moves=24-20%209-13%2023-19%2010-14%2022-18&end=draw-agreed',
  'variant=russian&moves=c3-d4%20f6-g5&end=draw-agreed',
  'moves=99-1',
];

export function registerExplorer(scenario, h) {
  const { check, waitFor, expectText, moves, q } = h;

  const seed = (context, base, games) => seedLibrary(context, base, games);
  // The explorer, opened (its place loads with the side panels).
  const openExplorer = async (page) => {
    const toggle = page.locator('[data-explorer] [data-action="explorer"]');
    await toggle.scrollIntoViewIfNeeded({ timeout: 15000 });
    await toggle.click();
    await page.waitForSelector('[data-explorer][data-state="ready"], [data-explorer][data-state="unavailable"]', { timeout: 20000 });
  };
  const explored = (page) => page.$$eval('[data-explorer-move]', (els) => els.map((e) => `${e.dataset.move}:${e.dataset.count}`).join(' '));
  const games = (page) => page.getAttribute('[data-explorer-games]', 'data-explorer-games');

  scenario('the opening explorer: your games\' moves from the position on view, transpositions met, each a click away; the engine\'s book; the games with the position in the library (issue 55)', {}, async ({ open, context, base }) => {
    await seed(context, base, GAMES);
    const page = await open(q({ moves: '24-20 9-13' }));
    check((await page.getAttribute('[data-explorer]', 'data-state')) === 'closed', 'closed until the player opens it');
    await openExplorer(page);
    check((await page.getAttribute('[data-explorer]', 'data-state')) === 'ready', 'the library read');
    await waitFor(async () => (await explored(page)) === '23-19:2', `two games went on 23-19: ${await explored(page)}`);
    await expectText(page, '[data-explorer]', /Your games with this position: 2 of 4/);
    // A move of the explorer is played as the player's.
    await page.click('[data-explorer-move][data-move="23-19"]');
    await waitFor(async () => (await moves(page)).length === 3, 'played');
    await waitFor(async () => (await explored(page)) === '10-14:2', `then 10-14: ${await explored(page)}`);
    await page.click('[data-explorer-move][data-move="10-14"]');
    // The position the third game reached by the other order: all three, two moves on from it.
    await waitFor(async () => (await explored(page)) === '22-18:2 28-24:1', `the three games meet: ${await explored(page)}`);
    check((await games(page)) === '3', 'three games');
    const shares = await page.$eval('[data-explorer-move][data-move="22-18"]', (b) => b.closest('tr').querySelector('[data-white]').dataset);
    check(shares.white === '0' && shares.draws === '50' && shares.black === '50', `22-18: a draw and a Black win: ${JSON.stringify(shares)}`);
    // Back to the start: every game but the Russian one, and the book's seven first moves.
    await page.click('[data-action="first"]');
    await waitFor(async () => (await explored(page)) === '24-20:2 23-19:1', `from the start: ${await explored(page)}`);
    await page.waitForSelector('[data-book-move]', { timeout: 10000 });
    const book = await page.$$eval('[data-book-move]', (els) => els.map((e) => ({ move: e.dataset.move, eval: Number(e.dataset.eval) })));
    check(book.length === 7 && book.every((m) => Number.isInteger(m.eval) && Math.abs(m.eval) < 10000), `seven book moves with their evaluations: ${JSON.stringify(book)}`);
    check(book.every((m, i) => i === 0 || m.eval <= book[i - 1].eval), `best first, for White: ${JSON.stringify(book)}`);
    // The games with the position, in the library (the game's own first move: followed, not
    // played again).
    await page.click('[data-explorer-move][data-move="24-20"]');
    await waitFor(async () => (await explored(page)) === '9-13:2', `one move on: ${await explored(page)}`);
    check((await moves(page)).length === 4, 'the game\'s moves are as they were');
    await Promise.all([page.waitForNavigation(), page.click('[data-action="find-position"]')]);
    await page.waitForSelector('[data-position-filter="ready"]', { timeout: 20000 });
    check((await page.getAttribute('[data-position-filter]', 'data-games')) === '2', 'two games reached it');
    await waitFor(async () => (await page.$$('[data-game-row]')).length === 2, 'listed');
    await expectText(page, '[data-library-count]', /Games shown: 2 of 4/);
    await Promise.all([page.waitForNavigation(), page.click('[data-action="all-games"]')]);
    await waitFor(async () => (await page.$$('[data-game-row]')).length === 4, 'every game again');
  });

  scenario('a game that ends beside the open explorer is counted from its next position (issue 55)', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W22:B18', computer: 'black', level: '1' }));
    await openExplorer(page);
    await waitFor(async () => (await games(page)) === '0', 'no game has reached this start yet');
    await h.clickSquares(page, 22, 15);
    await expectText(page, '[data-game-over]', /You won/);
    // Kept in the library; the explorer's index is built again at its next question.
    await page.click('[data-action="first"]');
    await waitFor(async () => (await games(page)) === '1' && (await explored(page)) === '22x15:1', `the game just played counted: ${await games(page)} ${await explored(page)}`, 15000);
  });

  scenario('the library writes a Russian game\'s opening as the game page does: by square names (issue 55)', { locale: 'ru-RU' }, async ({ context, base }) => {
    await seed(context, base, ['variant=russian&moves=c3-d4%20f6-g5%20g3-h4&end=draw-agreed']);
    const page = await context.newPage();
    await page.goto(base + '/?library');
    await page.waitForSelector('[data-library="ready"] [data-game-row]');
    await expectText(page, '[data-game-row] .library-meta', /^c3-d4 f6-g5 g3-h4 · /);
    await page.selectOption('[data-field="library-game"]', 'russian');
    const options = await page.$$eval('[data-field="library-opening"] option', (els) => els.map((e) => `${e.value}=${e.textContent}`));
    check(options.some((o) => /^22-18 11-16 24-20=c3-d4 f6-g5 g3-h4 \(1\)$/.test(o)), `the filter's opening named so, its value the move texts: ${options}`);
  });

  scenario('the explorer in Russian: algebraic moves, the book, and an empty library (issue 55)', { locale: 'ru-RU' }, async ({ open }) => {
    const page = await open(q({ variant: 'russian' }));
    await openExplorer(page);
    await expectText(page, '[data-explorer]', /Ни одна ваша партия не приходила к этой позиции/);
    await page.waitForSelector('[data-book-move]', { timeout: 10000 });
    const labels = await page.$$eval('[data-book-move]', (els) => els.map((e) => e.textContent));
    check(labels.length === 7 && labels.every((l) => /^[a-h][1-8]-[a-h][1-8]$/.test(l)), `the book's moves as Russian players write them: ${labels}`);
    await expectText(page, '[data-explorer]', /Дебютная книга программы/);
  });

  scenario('Lasca\'s explorer: its own book\'s moves with their evaluations, each a click away (issue 55)', {}, async ({ open }) => {
    const page = await open(q({ variant: 'lasca' }));
    await openExplorer(page);
    const book = () => page.$$eval('[data-book-move]', (els) => els.map((e) => ({ move: e.dataset.move, eval: Number(e.dataset.eval) })));
    await page.waitForSelector('[data-book-move]', { timeout: 10000 });
    const first = await book();
    check(first.length === 6 && first.every((m) => /^[a-g][1-7]-[a-g][1-7]$/.test(m.move) && Number.isInteger(m.eval) && Math.abs(m.eval) < 10000), `Lasca's six first moves with their evaluations: ${JSON.stringify(first)}`);
    check(first.every((m, i) => i === 0 || m.eval <= first[i - 1].eval), `best first, for White: ${JSON.stringify(first)}`);
    // The best move played from the book: Black's reply, a capture, is in the book too.
    await page.click(`[data-book-move][data-move="${first[0].move}"]`);
    await waitFor(async () => (await moves(page)).length === 1, 'played');
    await waitFor(async () => (await book()).some((m) => m.move.includes('x')), `Black's capture from the book: ${JSON.stringify(await book())}`);
  });

  scenario('a lookup in a library of 10,000 games (issue 55, benchmark)', {}, async ({ open, context, base, report }) => {
    const clubGames = CLUB.split(/\n(?=\[Event )/).map((g) => g.trim() + '\n');
    const all = [];
    for (let i = 0; i < 250; i++) for (const g of clubGames) all.push(g.replace('[White "White player"]', `[White "Player ${i}"]`));
    const library = await context.newPage();
    await library.goto(base + '/?library');
    await library.waitForSelector('[data-library="ready"]');
    await library.setInputFiles('[data-field="import-file"]', { name: 'club-10000.pdn', mimeType: 'text/plain', buffer: Buffer.from(all.join('\n')) });
    await library.waitForSelector('[data-import-summary]', { timeout: 120000 });
    check((await library.getAttribute('[data-import-summary]', 'data-added')) === '10000', 'imported');
    await library.close();
    const page = await open(q({}));
    const t0 = Date.now();
    await openExplorer(page);
    await waitFor(async () => Number(await games(page)) > 0, 'answered', 60000);
    const first = Date.now() - t0;
    const built = Number(await page.getAttribute('[data-explorer-games]', 'data-built-ms'));
    const lookups = [Number(await page.getAttribute('[data-explorer-games]', 'data-lookup-us'))];
    // Down the most played line: each position looked up again.
    for (let ply = 0; ply < 6; ply++) {
      const before = await games(page);
      const top = await page.$('[data-explorer-move]');
      if (!top) break;
      await top.click();
      await waitFor(async () => (await moves(page)).length === ply + 1 && (await page.getAttribute('[data-explorer-games]', 'aria-busy')) === 'false', `ply ${ply + 1} answered`, 20000);
      lookups.push(Number(await page.getAttribute('[data-explorer-games]', 'data-lookup-us')));
      report(`ply ${ply + 1}: ${before} → ${await games(page)} games`);
    }
    lookups.sort((a, b) => a - b);
    report(`10,000 games: the index built in ${built} ms (${first} ms from the click to the first answer); lookups: median ${lookups[lookups.length >> 1]} µs, max ${lookups[lookups.length - 1]} µs over ${lookups.length}`);
  });
}
