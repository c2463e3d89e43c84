// Browser scenarios of the rulebook's other games (run by run.mjs, which passes its scenario()
// and helpers): a Turkish king's rook-like slides through the UI, and Lasca captures that build
// columns, by the player and by the computer.

export function registerVariants(scenario, h) {
  const { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, moves, q, output, path } = h;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const squaresWith = (page, cls) =>
    page.$$eval(`svg[data-board] g.sq.${cls}`, (els) => els.map((e) => Number(e.dataset.square)).sort((a, b) => a - b));

  scenario('Turkish: a king slides along its rank and file; a man moves sideways', {}, async ({ open }) => {
    // Squares are numbered 1 (a8) to 64 (h1): d4 = 36.
    const page = await open(q({ variant: 'turkish', fen: 'W:WKd4,h2:Ba7' }));
    await expectText(page, '[data-status]', /White to move/);
    check((await page.getAttribute('svg[data-board] g.sq[data-square="36"]', 'data-name')) === 'd4', 'squares carry their algebraic names');
    await clickSquare(page, 36);
    const want = [4, 12, 20, 28, 33, 34, 35, 37, 38, 39, 40, 44, 52, 60];
    await waitFor(async () => same(await squaresWith(page, 'dest'), want), `the king reaches its whole rank and file: ${JSON.stringify(await squaresWith(page, 'dest'))}`);
    await clickSquare(page, 4);
    await expectPiece(page, 4, 'white-king');
    await waitFor(async () => same(await moves(page), ['d4-d8']), `moves: ${JSON.stringify(await moves(page))}`);
    // Black's man on a7 (9) steps down or sideways, never diagonally.
    await clickSquare(page, 9);
    await waitFor(async () => same(await squaresWith(page, 'dest'), [10, 17]), 'a7 goes to b7 or a6');
  });

  // The Lasca board: the editor's (data-editor-board) while its dialog is open over the page,
  // else the one in play (data-board), as for draughts.
  const lascaBoard = async (page) => ((await page.$('svg[data-editor-board]')) ? 'svg[data-editor-board]' : 'svg[data-board]');
  const column = async (page, name) =>
    page.$eval(`${await lascaBoard(page)} g[data-column][data-name="${name}"]`, (e) => ({ ...e.dataset })).catch(() => null);
  const clickName = async (page, name) => {
    const square = page.locator(`${await lascaBoard(page)} g.sq[data-name="${name}"]`);
    await square.scrollIntoViewIfNeeded();
    const box = await square.boundingBox();
    check(box, `square ${name} is on screen`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  const centreOf = async (page, name) => {
    const box = await page.locator(`${await lascaBoard(page)} g.sq[data-name="${name}"]`).boundingBox();
    check(box, `square ${name} is on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const dragName = async (page, a, b) => {
    const [from, to] = [await centreOf(page, a), await centreOf(page, b)];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
  };

  scenario('Lasca: a capture takes the top piece and builds a column under the capturer', {}, async ({ open }) => {
    const page = await open(q({ variant: 'lasca', fen: 'W:c3=w,d4=wb,a7=b' }));
    await expectText(page, '[data-status]', /White to move.*Capture is compulsory: you must take 1 piece/s);
    await clickName(page, 'c3');
    await waitFor(async () => (await page.$$('svg[data-board] g.sq.dest[data-name="e5"]')).length === 1, 'e5 is the destination');
    await waitFor(async () => (await page.$$('svg[data-board] g.sq.captured[data-name="d4"]')).length === 1, 'd4 is jumped');
    await clickName(page, 'e5');
    await waitFor(async () => (await column(page, 'e5'))?.stack === 'bw', 'e5 holds the Black prisoner under the White soldier');
    const e5 = await column(page, 'e5');
    check(e5.height === '2' && e5.piece === 'white-soldier', `e5: ${JSON.stringify(e5)}`);
    const d4 = await column(page, 'd4');
    check(d4 && d4.stack === 'w' && d4.piece === 'white-soldier', `d4 is freed and White commands it: ${JSON.stringify(d4)}`);
    await expectText(page, '[data-status]', /Black to move/);
    await expectText(page, '[data-inspect]', /e5, bottom to top: black soldier, white soldier/);
    await waitFor(async () => same(await moves(page), ['c3xe5']), 'the move list');
    await page.screenshot({ path: path.join(output, 'lasca.png') });
    // Typed moves: refused with a click's reason, or played.
    const input = page.locator('[data-move-input]');
    await input.fill('e5-f6');
    await input.press('Enter');
    await expectText(page, '[data-message]', /That is not your column/);
    await input.fill('a7-b6');
    await input.press('Enter');
    await waitFor(async () => same(await moves(page), ['c3xe5', 'a7-b6']), 'a typed move is played');
    check((await input.inputValue()) === '', 'the field empties after a move');
  });

  scenario('Lasca PDN: a pasted game opens, a broken one names its first illegal move; the game is shared as Lasca PDN', {}, async ({ open }) => {
    const page = await open(q({ variant: 'lasca' }));
    await page.fill('[data-field="paste"]', '[Variant "Lasca"]\n1. c3-b4 a5xc3 2. d2xb4 *');
    await page.click('[data-action="open"]');
    await waitFor(async () => same(await moves(page), ['c3-b4', 'a5xc3', 'd2xb4']), `moves: ${JSON.stringify(await moves(page))}`);
    await waitFor(async () => (await column(page, 'b4'))?.stack === 'bw', 'the column on b4');
    await page.fill('[data-field="paste"]', '[Variant "Lasca"]\n1. c3-b4 a5xc3 2. c3-c4 *');
    await page.click('[data-action="open"]');
    await expectText(page, '[data-open-error]', /move 3 \("c3-c4"\) cannot be played/i);
    check(same(await moves(page), ['c3-b4', 'a5xc3', 'd2xb4']), 'the game on the board stays');
    // The share panel writes Lasca's links and PDN (copied through the clipboard).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = await page.getAttribute('[data-action="copy-game"]', 'data-link');
    check(link.includes('variant=lasca') && link.includes('moves=c3-b4+a5xc3+d2xb4'), `the game link: ${link}`);
    await page.click('[data-action="copy-pdn"]');
    await expectText(page, '[data-share-note]', /copied/i);
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    check(pdn.includes('[Variant "Lasca"]') && /1\. c3-b4 a5xc3 2\. d2xb4/.test(pdn), `the PDN: ${pdn}`);
  });

  scenario('Lasca from the new-game form, and back to Brazilian', {}, async ({ open }) => {
    const page = await open('/');
    await page.selectOption('select[data-field="variant"]', 'lasca');
    await waitFor(async () => (await page.$$('svg[data-board][data-variant="lasca"]')).length === 1, 'the Lasca board is shown');
    await waitFor(async () => (await page.$$('svg[data-board] g[data-column]')).length === 22, '22 columns');
    await page.selectOption('select[data-field="variant"]', 'brazilian');
    await waitFor(async () => (await page.$$('svg[data-board] [data-piece="white-man"]')).length === 12, 'the draughts board is back');
  });

  scenario('Lasca hint: the best move is named and drawn as an arrow, and goes when the position changes', {}, async ({ open }) => {
    // White must take d4 from c3 or e3; only c3xe5 also frees the white soldier under d4.
    const page = await open(q({ variant: 'lasca', fen: 'W:c3=w,d4=wb,a7=b' }));
    await page.click('[data-action="hint"]');
    await waitFor(async () => (await page.$$('[data-hint]')).length === 1, 'a hint is shown', 8000);
    const hint = await page.getAttribute('[data-hint]', 'data-hint');
    check(hint === 'c3xe5', `the hint: ${hint}`);
    await expectText(page, '[data-hint]', /^Hint: c3xe5$/);
    const arrow = await page.$('svg[data-board] [data-arrow="hint"]');
    check(arrow && (await arrow.getAttribute('data-from')) === 'c3' && (await arrow.getAttribute('data-to')) === 'e5', 'the arrow goes c3 to e5');
    await clickName(page, 'c3');
    await clickName(page, 'e5');
    await waitFor(async () => (await page.$$('[data-hint], svg[data-board] [data-arrow]')).length === 0, 'the hint goes with the move');
    // In Portuguese, and not for the computer's side.
    const cpu = await open(q({ variant: 'lasca', computer: 'white', level: '1' }));
    await waitFor(async () => (await moves(cpu)).length === 1, 'the computer opens', 8000);
    await chooseLang(cpu, 'pt');
    await cpu.click('[data-action="hint"]');
    await waitFor(async () => (await cpu.$$('[data-hint]')).length === 1, 'a hint for Black', 8000);
    await expectText(cpu, '[data-hint]', /^Dica: /);
  });

  scenario('Lasca board editor: columns built piece by piece, impossible set-ups refused, then played', {}, async ({ open }) => {
    const page = await open(q({ variant: 'lasca' }));
    // The one editor of every game (button, dialog, fields), with Lasca's tools.
    await page.click('[data-action="open-editor"]');
    await page.locator('[data-editor][role="dialog"]').waitFor();
    check((await page.$$('[data-field="editor-variant"]')).length === 0, 'no draughts variants to choose in a Lasca set-up');
    check(same(await page.$$eval('[data-tool]', (b) => b.map((e) => e.dataset.tool)),
      ['white-soldier', 'white-officer', 'black-soldier', 'black-officer', 'take-top', 'clear']), 'Lasca\'s tools');
    check((await page.$$('svg[data-editor-board][data-variant="lasca"]')).length === 1, 'the editor board is marked as the draughts one is');
    await page.click('[data-action="editor-clear"]');
    const fen = () => page.inputValue('[data-field="editor-fen"]');
    await waitFor(async () => (await fen()) === 'W', 'an empty board');
    const put = async (tool, name) => {
      await page.click(`[data-tool="${tool}"]`);
      await clickName(page, name);
    };
    await put('white-soldier', 'c3');
    await put('black-soldier', 'd4');
    await put('white-soldier', 'd4');
    await put('black-officer', 'g7');
    await waitFor(async () => (await fen()) === 'W:g7=B,d4=bw,c3=w', `the FEN: ${await fen()}`);
    check((await column(page, 'd4'))?.stack === 'bw', 'd4 is a column of two, White on top');
    await expectText(page, '[data-editor-status="ok"]', /^The position can be played\.$/);
    // A soldier cannot command a column on its crowning row.
    await put('white-soldier', 'a7');
    await expectText(page, '[data-editor-status="error"]', /The white soldier on a7 would have been promoted/);
    check(await page.isDisabled('[data-action="editor-play"]'), 'no play from an impossible position');
    await put('take-top', 'a7');
    await expectText(page, '[data-editor-status="ok"]', /^The position can be played\.$/);
    // A typed position: a bad one is named and changes nothing.
    await page.fill('[data-field="editor-fen"]', 'W:z9=w');
    await page.press('[data-field="editor-fen"]', 'Enter');
    await expectText(page, '[data-editor-fen-error]', /z9/);
    await put('black-officer', 'a7');
    await expectText(page, '[data-editor-status="ok"]', /^The position can be played\.$/);
    await page.fill('[data-field="editor-fen"]', 'B:g7=B,d4=bw,c3=w');
    await page.press('[data-field="editor-fen"]', 'Enter');
    await expectText(page, '[data-editor-status="ok"]', /^The position can be played\.$/);
    await page.click('[data-action="editor-play"]');
    await expectText(page, '[data-status]', /Black to move/);
    await waitFor(() => page.url().includes('fen=B:g7%3DB,d4%3Dbw,c3%3Dw'), `the link holds the set-up: ${page.url()}`);
    await clickName(page, 'g7');
    await clickName(page, 'f6');
    await waitFor(async () => same(await moves(page), ['g7-f6']), 'the game goes on from the set-up');
  });

  scenario('Lasca against the computer: a column dragged, and it answers with a capture', {}, async ({ open }) => {
    const page = await open(q({ variant: 'lasca', computer: 'black', level: '1' }));
    await dragName(page, 'c3', 'b4');
    await waitFor(async () => (await moves(page)).length === 2, 'the computer replies', 8000);
    const [, reply] = await moves(page);
    check(/^(a5|c5)xc3$|^(a5|c5)xa3$/.test(reply), `Black must take on b4: ${reply}`);
    const landing = reply.split('x')[1];
    await waitFor(async () => (await column(page, landing))?.height === '2', `the computer's column on ${landing} holds a prisoner`);
    await waitFor(() => page.url().includes('variant=lasca') && page.url().includes('computer=black'), `the URL describes the game: ${page.url()}`);
  });
}
