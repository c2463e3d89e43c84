// Browser scenarios of puzzle mode (run by run.mjs, which passes its scenario() and helpers): a
// puzzle solved by playing the solution from the data, another failed by a wrong move (the
// engine's refutation is shown and played), the opponent's last move played first, a wrong move
// tried again, the solution named as the solution, a streak that survives a reload, puzzle mode
// offline after the first visit, and screenshots at desktop and phone widths in every language.

import fs from 'node:fs';

export function registerPuzzles(scenario, h) {
  const { check, waitFor, clickSquare, q, output, path, dist } = h;
  const pieceAt = (page, n) => page.$eval(`svg[data-board] [data-piece][data-square="${n}"]`, (e) => e.dataset.piece).catch(() => null);
  const table = (variant) => JSON.parse(fs.readFileSync(path.join(dist, 'puzzles', `${variant}.json`), 'utf8')).puzzles;
  // A move the board plays with two clicks: from and to (no route to choose).
  const simple = (m) => /^\d+[-x]\d+$/.test(m);
  const squares = (m) => m.split(/[-x]/).map(Number);
  const result = (page) => page.getAttribute('[data-puzzle]', 'data-puzzle-result');
  const lastMove = (page) => page.$$eval('svg[data-board] g.sq.last-move', (els) => els.map((e) => Number(e.dataset.square)));
  // The board marks a move's start, end and the squares it passes: both ends are marked.
  const played = async (page, text) => {
    const sq = squares(text);
    const marked = await lastMove(page);
    return marked.includes(sq[0]) && marked.includes(sq[sq.length - 1]);
  };

  const stage = (page) => page.getAttribute('[data-puzzle]', 'data-puzzle-stage');
  const said = (page) => page.$eval('[data-puzzle] [role="status"]', (e) => e.textContent);

  /// Waits for puzzle `id` (or any) and for the opponent's last move before it to be played.
  async function opened(page, id) {
    await waitFor(async () => (await page.getAttribute('[data-puzzle]', 'data-puzzle-id').catch(() => null)) === (id ?? (await page.getAttribute('[data-puzzle]', 'data-puzzle-id'))), `puzzle ${id} opens`, 8000);
    await waitFor(async () => (await stage(page)) !== 'opening', "the opponent's last move is played", 4000);
    return page.getAttribute('[data-puzzle]', 'data-puzzle-id');
  }

  /// Plays the solver's moves of `row`'s solution, waiting for each reply from the data.
  async function solve(page, row) {
    const line = row[2].split(' ');
    for (let i = 0; i < line.length; i += 2) {
      const [from, to] = squares(line[i]);
      await clickSquare(page, from);
      await clickSquare(page, to);
      if (i + 1 < line.length) {
        await waitFor(() => played(page, line[i + 1]), `the reply ${line[i + 1]} is played`, 4000);
      }
    }
  }

  const solvable = (row) => row[2].split(' ').every(simple);

  scenario('puzzle: solved by playing the solution from the data', {}, async ({ open }) => {
    const row = table('brazilian').find((r) => solvable(r) && r[2].split(' ').length >= 3 && r[1].startsWith('B:'));
    check(row, 'a three-move puzzle for Black');
    const page = await open(q({ puzzle: row[0] }));
    await opened(page, row[0]);
    // The solver (Black) is at the bottom: square 1 is drawn below square 32.
    const top = async (n) => (await page.locator(`svg[data-board] g.sq[data-square="${n}"]`).boundingBox()).y;
    check((await top(1)) > (await top(32)), 'Black at the bottom');
    check((await result(page)) === null, 'no result yet');
    await solve(page, row);
    await waitFor(async () => (await result(page)) === 'solved', 'the puzzle is solved', 4000);
    await page.screenshot({ path: path.join(output, 'puzzle-solved.png') });
    await waitFor(async () => /Rating 12\d\d/.test(await page.textContent('.puzzle-panel h2')), 'the rating moved');
    // Next opens another one.
    await page.click('[data-action="puzzle-next"]');
    await waitFor(async () => (await page.getAttribute('[data-puzzle]', 'data-puzzle-id')) !== row[0], 'next puzzle');
    check((await result(page)) === null, 'the next one is fresh');
  });

  scenario('puzzle: the board in view on a phone, and Next on an unsolved puzzle moves on with the rating unchanged (second walk W1, W2, pt-BR phone)', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'pt-BR', isMobile: true, hasTouch: true });
    try {
      const page = await ctx.newPage();
      await page.goto(base + '/?puzzle');
      const first = await opened(page);
      // The whole board in view with the question and the buttons (W2).
      const board = await page.locator('svg[data-board]').boundingBox();
      check(board.y + board.height <= 740, `the board's last row is in view: its bottom at ${Math.round(board.y + board.height)} of 740`);
      const rating = await page.textContent('.puzzle-panel h2');
      await page.click('[data-action="puzzle-next"]');
      await waitFor(async () => (await page.getAttribute('[data-puzzle]', 'data-puzzle-id')) !== first, 'Next opens another puzzle');
      check((await page.textContent('.puzzle-panel h2')) === rating, `a skip leaves the rating: ${rating}`);
      const kept = await page.evaluate(() => localStorage.getItem('damas.puzzles'));
      check(kept && kept.includes(`${first}:k`), `the skipped puzzle is kept as seen, not solved: ${kept}`);
    } finally {
      await ctx.close();
    }
  });

  scenario('puzzle: a wrong move fails and shows the refutation', {}, async ({ open }) => {
    const row = table('brazilian').find((r) => r[1].startsWith('W:') && r[4] <= 1250 && r[2].split(' ').length >= 3 && r[5].split(';')[0].split(' ').some((e) => simple(e.split('>')[0]) && e.split('>')[1]));
    const [wrong, reply] = row[5].split(';')[0].split(' ').find((e) => simple(e.split('>')[0]) && e.split('>')[1]).split('>');
    const page = await open(q({ puzzle: row[0] }));
    await opened(page, row[0]);
    const [from, to] = squares(wrong);
    await clickSquare(page, from);
    await clickSquare(page, to);
    await waitFor(async () => (await result(page)) === 'failed', 'the puzzle is failed', 4000);
    await waitFor(async () => (await page.getAttribute('[data-refutation]', 'data-refutation')) === reply, `the refutation ${reply} is named`);
    await waitFor(() => played(page, reply), `the refutation ${reply} is played`, 4000);
    await page.screenshot({ path: path.join(output, 'puzzle-failed.png') });
    await waitFor(async () => /Rating 11\d\d/.test(await page.textContent('.puzzle-panel h2')), 'a miss lowers the rating');
    // The solution plays out from the start.
    await page.click('[data-action="puzzle-solution"]');
    const line = row[2].split(' ');
    await waitFor(() => played(page, line[line.length - 1]), 'the solution is played to its end', 2000 + 700 * line.length);
    check((await result(page)) === 'failed', 'still a miss');
  });

  scenario('puzzle: a streak survives a reload; hint highlights the piece', {}, async ({ open }) => {
    const page = await open('/?puzzle');
    await opened(page);
    await page.click('[data-action="puzzle-streak"]');
    await waitFor(async () => (await page.getAttribute('[data-puzzle-streak]', 'data-puzzle-streak').catch(() => null)) === '0', 'streak mode on');
    const id = await page.getAttribute('[data-puzzle]', 'data-puzzle-id');
    await opened(page, id);
    const row = table('brazilian').find((r) => r[0] === id);
    check(row && solvable(row), `the streak's first puzzle ${id} is playable by clicks`);
    await page.click('[data-action="puzzle-hint"]');
    const from = squares(row[2].split(' ')[0])[0];
    await waitFor(async () => (await page.$$(`svg[data-board] g.sq.selected[data-square="${from}"]`)).length === 1, `the hint selects ${from}`);
    await page.click('[data-action="puzzle-hint"]'); // twice: still the same piece
    await page.keyboard.press('Escape');
    // A hinted solve ends a streak: start it again on a fresh puzzle.
    await page.click('[data-action="puzzle-streak"]');
    await page.click('[data-action="puzzle-streak"]');
    const id2 = await page.getAttribute('[data-puzzle]', 'data-puzzle-id');
    await opened(page, id2);
    const row2 = table('brazilian').find((r) => r[0] === id2);
    check(row2 && solvable(row2), `puzzle ${id2} is playable by clicks`);
    await solve(page, row2);
    await waitFor(async () => (await result(page)) === 'solved', 'solved', 4000);
    await waitFor(async () => (await page.getAttribute('[data-puzzle-streak]', 'data-puzzle-streak')) === '1', 'streak 1');
    await page.reload();
    await page.waitForSelector('[data-puzzle]');
    await waitFor(async () => (await page.getAttribute('[data-puzzle-streak]', 'data-puzzle-streak').catch(() => null)) === '1', 'the streak survives the reload');
    check((await page.getAttribute('[data-action="puzzle-streak"]', 'aria-pressed')) === 'true', 'streak mode still on');
    // A miss on the next puzzle ends the streak.
    await page.click('[data-action="puzzle-next"]');
    await waitFor(async () => (await page.getAttribute('[data-puzzle]', 'data-puzzle-id')) !== id2, 'the next puzzle of the streak');
    const id3 = await page.getAttribute('[data-puzzle]', 'data-puzzle-id');
    await opened(page, id3);
    const entry = table('brazilian').find((r) => r[0] === id3)[5].split(';')[0].split(' ').map((e) => e.split('>')[0]).find(simple);
    check(entry, `a wrong first move for ${id3} that clicks can play`);
    await clickSquare(page, squares(entry)[0]);
    await clickSquare(page, squares(entry)[1]);
    await waitFor(async () => (await result(page)) === 'failed', 'the miss');
    await waitFor(async () => /The streak is over\. Best: 1/.test(await page.textContent('.puzzle-stats')), 'the streak is over');
    check((await page.getAttribute('[data-action="puzzle-streak"]', 'aria-pressed')) === 'false', 'streak mode off');
  });

  scenario('puzzle: works offline after the first visit', {}, async ({ open, context }) => {
    const page = await open(q({ puzzle: '', variant: 'russian' }));
    const id = await opened(page);
    check(id.startsWith('r'), `a Russian puzzle: ${id}`);
    await waitFor(() => page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null), 'the service worker controls the page', 15000);
    // The file reached the cache (fetched again when the worker took over).
    await waitFor(() => page.evaluate(async () => {
      for (const k of await caches.keys()) if (await (await caches.open(k)).match(new URL('puzzles/russian.json', location.href).href)) return true;
      return false;
    }), 'the puzzle file is cached', 8000);
    await waitFor(() => page.evaluate(async () => {
      for (const k of await caches.keys()) if (await (await caches.open(k)).match(new URL('puzzles_bg.wasm', location.href).href)) return true;
      return false;
    }), "puzzle mode's own bundle is cached", 8000);
    await page.waitForTimeout(300);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-puzzle]', { timeout: 8000 });
    check((await page.getAttribute('[data-puzzle]', 'data-puzzle-id')) === id, 'the same puzzle offline');
    await context.setOffline(false);
  });

  // r7c4ac37d (Russian, Black to play): the solution is 26-30; 6-10 is answered by 24-19.
  const RU = { id: 'r7c4ac37d', solution: '26-30', wrong: '6-10', reply: '24-19' };

  scenario("puzzle: the opponent's last move first; a wrong move is the opponent's answer, Retry, then solved", {}, async ({ open }) => {
    const page = await open(q({ puzzle: RU.id, variant: 'russian' }));
    await waitFor(async () => (await page.getAttribute('[data-puzzle]', 'data-puzzle-id').catch(() => null)) === RU.id, 'the puzzle opens', 8000);
    const first = await stage(page);
    const lead = await page.getAttribute('[data-puzzle]', 'data-lead-in');
    check(lead && /^\d+-\d+$/.test(lead), `the opponent's last move is known: ${lead}`);
    await opened(page, RU.id);
    check(first === 'opening', `the puzzle opens before the opponent's move: ${first}`);
    await waitFor(() => played(page, lead), `the opponent's move ${lead} is shown as the last move`);
    check((await stage(page)) === 'task', 'then the player looks for the move');
    // A wrong move: "Not this move", the refutation worded as the opponent's answer.
    await clickSquare(page, squares(RU.wrong)[0]);
    await clickSquare(page, squares(RU.wrong)[1]);
    await waitFor(async () => (await stage(page)) === 'wrong', 'the miss', 4000);
    await waitFor(async () => (await said(page)) === `Not this move. Your opponent answers ${RU.reply}.`, `the reply is the opponent's: ${await said(page)}`);
    check(!/The answer/.test(await said(page)), 'not "The answer"');
    await waitFor(() => played(page, RU.reply), 'the reply is played', 4000);
    check((await page.$$('[data-action="retry-puzzle"]')).length === 1, 'Retry is offered');
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(output, 'puzzle-wrong-desktop-en.png') });
    // Retry: back at the start, the opponent's last move on the board again; the right move solves it.
    await page.click('[data-action="retry-puzzle"]');
    await waitFor(async () => (await stage(page)) === 'task', 'back to the task');
    await waitFor(() => played(page, lead), "the opponent's move is the last move again");
    check((await pieceAt(page, squares(RU.wrong)[0])) !== null, 'the wrong move is undone');
    check((await page.$$('[data-action="retry-puzzle"]')).length === 0, 'no Retry while trying');
    await clickSquare(page, squares(RU.solution)[0]);
    await clickSquare(page, squares(RU.solution)[1]);
    await waitFor(async () => (await stage(page)) === 'solved', 'solved on the second try', 4000);
    check((await result(page)) === 'failed', 'the record keeps the miss');
    // The finished puzzle's Hint is disabled and looks it.
    const hint = page.locator('[data-action="puzzle-hint"]');
    check(await hint.isDisabled(), 'Hint is disabled');
    const look = await hint.evaluate((e) => ({ opacity: Number(getComputedStyle(e).opacity), cursor: getComputedStyle(e).cursor }));
    check(look.opacity < 1 && look.cursor === 'not-allowed', `Hint looks disabled: ${JSON.stringify(look)}`);
    check(await page.locator('[data-action="puzzle-solution"]').isDisabled(), 'Solution is disabled once solved');
  });

  scenario('puzzle: Solution plays the line and names it; the puzzle counts as seen', {}, async ({ open }) => {
    const page = await open(q({ puzzle: RU.id, variant: 'russian' }));
    await opened(page, RU.id);
    await page.click('[data-action="puzzle-solution"]');
    await waitFor(async () => (await stage(page)) === 'solution', 'the solution is played out', 4000);
    await waitFor(() => played(page, RU.solution), `${RU.solution} is played`);
    check((await said(page)) === `Solution: ${RU.solution}`, `the panel names the solution: ${await said(page)}`);
    check(!/Not this move/.test(await page.textContent('.puzzle-panel')), 'not "Not this move"');
    const status = await page.$eval('[data-status]', (e) => e.textContent).catch(() => '');
    check(!/computer/i.test(status), `the status is not the computer's move: ${status}`);
    check((await result(page)) === 'failed', 'seen, not solved');
    check(await page.locator('[data-action="puzzle-hint"]').isDisabled(), 'Hint off');
    check((await page.getAttribute('[data-action="puzzle-next"]', 'class')) === 'primary', 'Next is offered');
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(output, 'puzzle-solution-desktop-en.png') });
  });

  scenario('puzzle screenshots: a wrong move and the solution, phone in every language', {}, async ({ open }) => {
    for (const [lang, code] of [['en-US', 'en'], ['pt-BR', 'pt'], ['ru-RU', 'ru'], ['es-ES', 'es']]) {
      const page = await open(q({ puzzle: RU.id, variant: 'russian' }), { lang });
      await page.setViewportSize({ width: 375, height: 740 });
      await opened(page, RU.id);
      await clickSquare(page, squares(RU.wrong)[0]);
      await clickSquare(page, squares(RU.wrong)[1]);
      await waitFor(async () => (await stage(page)) === 'wrong', 'the miss', 4000);
      await waitFor(() => played(page, RU.reply), 'the reply is played', 4000);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(output, `puzzle-wrong-phone-${code}.png`), fullPage: true });
      await page.click('[data-action="puzzle-solution"]');
      await waitFor(async () => (await stage(page)) === 'solution', 'the solution', 4000);
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(output, `puzzle-solution-phone-${code}.png`), fullPage: true });
      await page.close();
    }
  });

  scenario('puzzle screenshots: desktop and phone in every language', {}, async ({ open }) => {
    const row = table('brazilian').find((r) => r[3].includes('shot'));
    for (const [lang, code] of [['en-US', 'en'], ['pt-BR', 'pt'], ['ru-RU', 'ru'], ['es-ES', 'es']]) {
      for (const [w, hgt, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
        const page = await open(q({ puzzle: row[0] }), { lang });
        await page.setViewportSize({ width: w, height: hgt });
        await opened(page, row[0]);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(output, `puzzle-${name}-${code}.png`), fullPage: name === 'phone' });
        await page.close();
      }
    }
  });
}
