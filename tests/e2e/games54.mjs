// Spanish, Italian, Czech and Pool checkers (issue 54): each opens from its link on its own board
// (the mirrored boards of Spanish and Italian, numbered their way; Pool with Black to move), a
// move is played by clicks, and the rules only these games have are refused with their reason.

export function registerGames54(scenario, h) {
  const { check, waitFor, clickSquares, expectText, moves, q, output, path } = h;

  // The cell (column, row from the top) of square `n` on the drawn board.
  const cell = async (page, n) => {
    const board = await page.locator('svg[data-board]').boundingBox();
    const box = await page.locator(`svg[data-board] g.sq[data-square="${n}"]`).boundingBox();
    return [Math.floor(((box.x - board.x) / board.width) * 8 + 0.01), Math.floor(((box.y - board.y) / board.height) * 8 + 0.01)];
  };

  scenario('Spanish, Italian, Czech and Pool open from their links on their own boards, and a move plays (issue 54)', {}, async ({ open }) => {
    // [game, square 1's cell, the first move by clicks, its text, the side to move first]
    const games = [
      ['spanish', [7, 7], [10, 14], '10-14', /White to move/],
      ['italian', [0, 0], [21, 17], '21-17', /White to move/],
      ['czech', [1, 0], [22, 18], 'c3-d4|22-18', /White to move/],
      ['pool', [1, 0], [11, 15], '11-15', /Black to move/],
    ];
    for (const [game, one, [from, to], text, first] of games) {
      const page = await open(q({ variant: game }));
      await page.waitForSelector(`svg[data-board][data-variant="${game}"]`);
      await expectText(page, '[data-status]', first);
      const at = await cell(page, 1);
      check(JSON.stringify(at) === JSON.stringify(one), `${game}: square 1 is drawn at ${JSON.stringify(one)}, got ${JSON.stringify(at)}`);
      // Twelve men a side, on the dark squares of the game's own board.
      check((await page.$$('svg[data-board] [data-piece]')).length === 24, `${game}: 24 pieces`);
      await clickSquares(page, from, to);
      await waitFor(async () => new RegExp(`^(${text})$`).test((await moves(page))[0] || ''), `${game}: the move ${text} is played: ${JSON.stringify(await moves(page))}`);
      if (game === 'italian') await page.screenshot({ path: path.join(output, 'games54-italian.png') });
      await page.close();
    }
  });

  scenario('the rules only these games have are refused with their reason (issue 54)', {}, async ({ open }) => {
    // Italian: a man never takes a king; at equal count the king captures.
    let page = await open(q({ variant: 'italian', fen: 'W:W22:BK19' }));
    await clickSquares(page, 22, 15);
    await expectText(page, '[data-message]', /never captures a king/);
    // (A piece that may not capture is not selected: the tap on it says why.)
    page = await open(q({ variant: 'italian', fen: 'W:W22,K24:B18,20' }));
    await clickSquares(page, 22);
    await expectText(page, '[data-message]', /A king can capture, so the king must: with 24/);
    // Spanish: of the captures taking the most pieces, the one taking the most kings.
    page = await open(q({ variant: 'spanish', fen: 'W:W11:B15,K14' }));
    await clickSquares(page, 11, 20);
    await expectText(page, '[data-message]', /the most kings, with 11/);
    // Czech: a king that can capture must.
    page = await open(q({ variant: 'czech', fen: 'W:WK29,24:B22,19' }));
    await clickSquares(page, 24);
    await expectText(page, '[data-message]', /A king can capture, so the king must: with 29/);
    // Pool: free choice (no majority): either capture is legal.
    page = await open(q({ variant: 'pool', fen: 'W:W27,24:B23,14,19' }));
    await clickSquares(page, 24, 15);
    await waitFor(async () => (await moves(page)).length === 1, `Pool: the one-piece capture is legal: ${JSON.stringify(await moves(page))}`);
  });

  scenario('the endgame trainer plays Spanish, Czech and Pool from their own tables (issue 54)', {}, async ({ open }) => {
    for (const game of ['spanish', 'czech', 'pool']) {
      const page = await open(`/?trainer=three-kings&seed=1&variant=${game}`);
      await page.waitForSelector(`svg[data-board][data-variant="${game}"]`);
      await waitFor(async () => (await page.getAttribute('[data-trainer]', 'data-phase')) === 'playing', `${game}: a start is chosen from its tables`, 20000);
      await expectText(page, '[data-trainer-distance]', /White wins in \d+ moves/);
      check((await page.$$('svg[data-board] [data-piece="white-king"]')).length === 3, `${game}: three white kings`);
      await page.close();
    }
  });

  scenario('the endgame trainer in Italian: the endings of kings that step, two kings against one from Italian\'s tables (issue 54)', { locale: 'it-IT' }, async ({ open, context, base }) => {
    const list = await context.newPage();
    await list.goto(base + '/?trainer&variant=italian');
    await list.waitForSelector('[data-trainer] [data-ending]');
    const endings = await list.$$eval('[data-trainer] [data-ending]', (els) => els.map((e) => e.dataset.ending).join(' '));
    check(endings === 'two-kings two-kings-man king-two-men man-race two-kings-v-king-man', `Italian's endings: ${endings}`);
    await expectText(list, '[data-ending="two-kings"]', /Due damoni contro uno/);
    // Each link keeps the game (they kept only Russian's: Spanish's endings opened on Brazilian's board).
    const href = await list.getAttribute('[data-ending="two-kings"]', 'href');
    check(href === '?trainer=two-kings&variant=italian', `the ending's link: ${href}`);
    // An ending of flying kings is not offered: its link shows the list.
    await list.goto(base + '/?trainer=three-kings&variant=italian');
    await list.waitForSelector('[data-trainer] [data-ending="two-kings"]');
    const page = await open('/?trainer=two-kings&seed=1&variant=italian');
    await page.waitForSelector('svg[data-board][data-variant="italian"]');
    await waitFor(async () => (await page.getAttribute('[data-trainer]', 'data-phase')) === 'playing', 'a start is chosen from Italian\'s tables', 20000);
    await expectText(page, '[data-trainer-distance]', /Il Bianco vince in \d+ moss[ae]/);
    check((await page.$$('svg[data-board] [data-piece="white-king"]')).length === 2 && (await page.$$('svg[data-board] [data-piece="black-king"]')).length === 1, 'two kings against one');
  });

  scenario('the computer plays each of the four games in its worker, with the game\'s learned table fetched once (issue 54)', {}, async ({ open, context }) => {
    // The worker fetches each game's learned table with its book at the game's first search (the
    // service worker's own fetch of the same file, to keep it offline, is not the worker's).
    const tables = [];
    context.on('requestfinished', async (r) => {
      if (/patterns-[a-z]+\.bin$/.test(r.url()) && !r.serviceWorker()) tables.push([r.url().replace(/.*patterns-/, ''), (await r.response())?.status()]);
    });
    // [game, the player's first move, the computer's side]: Pool's Black moves first, so there the
    // computer opens.
    for (const [game, first, computer] of [['spanish', [10, 14], 'black'], ['italian', [21, 17], 'black'], ['czech', [22, 18], 'black'], ['pool', null, 'black']]) {
      const page = await open(q({ variant: game, computer, level: '2' }));
      await page.waitForSelector(`svg[data-board][data-variant="${game}"]`);
      if (first) await clickSquares(page, ...first);
      await waitFor(async () => (await moves(page)).length === (first ? 2 : 1), `${game}: the computer answers: ${JSON.stringify(await moves(page))}`, 20000);
      await waitFor(async () => tables.some(([t]) => t === `${game}.bin`), `${game}: its table fetched: ${JSON.stringify(tables)}`);
      await page.close();
    }
    check(tables.length === 4 && tables.every(([, status]) => status === 200), `each table once: ${JSON.stringify(tables)}`);
  });

  scenario('a learned table that is no table leaves the game to the hand-set weights: the computer still plays (issue 54)', {}, async ({ open, context }) => {
    // A host that answers the table's address with a page of its own (hostile input to the worker).
    await context.route(/patterns-czech\.bin$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>not here</p>' }));
    const page = await open(q({ variant: 'czech', computer: 'black', level: '3' }));
    await page.waitForSelector('svg[data-board][data-variant="czech"]');
    await clickSquares(page, 22, 18);
    await waitFor(async () => (await moves(page)).length === 2, `the computer answers: ${JSON.stringify(await moves(page))}`, 20000);
  });
}
