// Browser scenarios of the game's flow (run by run.mjs, which passes its scenario() and helpers):
// a game against the computer started from the top of the page, the end-of-game card and its
// rematch, the question before a game in progress is thrown away, resigning, draws offered to a
// person and to the computer, and taking a move back.

export function registerFlow(scenario, h) {
  const { check, waitFor, clickSquares, expectText, expectPiece, moves, q } = h;
  const param = (page, name) => new URL(page.url()).searchParams.get(name);

  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  scenario('on a phone, a game against the computer starts from the top of the page in two taps', phone, async ({ open }) => {
    const page = await open('/');
    const bar = await page.locator('[data-quick-play]').boundingBox();
    const board = await page.locator('svg[data-board]').boundingBox();
    check(bar && board && bar.y < board.y && bar.y < 200, `the bar is at the top, above the board (${bar && bar.y})`);
    await expectText(page, '[data-quick-play]', /Play the computer.*You play White/);
    // A game in progress: the first tap asks, the second starts.
    await clickSquares(page, 22, 17);
    await page.tap('[data-action="play-computer"]');
    await expectText(page, '[data-confirm="confirm-new-game"]', /game in progress will be lost/);
    check(param(page, 'computer') === null, 'nothing started before the answer');
    await page.tap('[data-action="confirm-new-game"]');
    await waitFor(() => param(page, 'computer') === 'black', `the computer plays Black: ${page.url()}`);
    check((await moves(page)).length === 0, 'a new game');
    // You play Black: the board turns and the computer opens.
    await page.selectOption('[data-field="quick-side"]', 'black');
    await page.tap('[data-action="play-computer"]');
    await waitFor(() => param(page, 'computer') === 'white', 'the computer plays White');
    await waitFor(async () => (await moves(page)).length === 1, 'the computer opens', 15000);
    const y1 = (await page.locator('g.sq[data-square="1"]').boundingBox()).y;
    const y32 = (await page.locator('g.sq[data-square="32"]').boundingBox()).y;
    check(y1 > y32, 'Black at the bottom');
  });

  scenario('the end-of-game card speaks to the player; rematch swaps the colours', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W22:B18', computer: 'black', level: '1' }));
    await clickSquares(page, 22, 15);
    await expectText(page, '[data-game-over]', /You won 2-0.*The computer has no pieces left/);
    await page.click('[data-action="rematch"]');
    await waitFor(() => param(page, 'computer') === 'white', `colours swapped: ${page.url()}`);
    await waitFor(async () => (await page.$$('[data-game-over]')).length === 0, 'the card goes with the old game');
    // The same start: the computer, now White, takes and wins.
    await expectText(page, '[data-game-over]', /You lost 0-2|You lost 2-0/);
    await page.click('[data-action="show-new-game"]');
    await waitFor(async () => page.evaluate(() => document.activeElement && document.activeElement.matches('form.new-game-form select')), 'the new-game form has the focus');
  });

  scenario('starting a new game mid-game asks first; cancelling keeps the game', {}, async ({ open }) => {
    const page = await open('/');
    await page.click('[data-action="new-game"]');
    check((await page.$$('[data-confirm]')).length === 0, 'nothing to lose, nothing asked');
    await clickSquares(page, 22, 17, 11, 15);
    await page.click('[data-action="new-game"]');
    await expectText(page, '[data-confirm="confirm-new-game"]', /Start a new game\?/);
    await waitFor(() => page.evaluate(() => document.activeElement && document.activeElement.dataset.action === 'confirm-new-game'), 'the answer has the focus');
    await page.click('[data-confirm] [data-action="cancel"]');
    check((await moves(page)).length === 2, 'the game is kept');
    await page.click('[data-action="new-game"]');
    await page.click('[data-action="confirm-new-game"]');
    await waitFor(async () => (await moves(page)).length === 0, 'a new game once confirmed');
  });

  scenario('resign and an accepted draw end the game with the reason, and survive a reload', {}, async ({ open }) => {
    const page = await open('/');
    await clickSquares(page, 22, 17);
    await page.click('[data-action="resign"]');
    await expectText(page, '[data-confirm="confirm-resign"]', /Resign this game\?/);
    await page.click('[data-action="confirm-resign"]');
    await expectText(page, '[data-game-over]', /White wins 2-0.*Black resigned/);
    await expectText(page, '[data-status]', /Black resigned/);
    await waitFor(() => param(page, 'end') === 'black-resigned', `the link says so: ${page.url()}`);
    await page.reload();
    await expectText(page, '[data-game-over]', /Black resigned/);
    // Two players: White offers, Black accepts.
    const two = await open(q({ moves: '22-17 11-15' }));
    await two.click('[data-action="offer-draw"]');
    await expectText(two, '[data-message]', /White offers a draw/);
    await two.click('[data-action="accept-draw"]');
    await expectText(two, '[data-game-over]', /Draw 1-1.*Draw agreed/);
    check((await two.getAttribute('[data-game-over]', 'data-result')) === '1-1', 'drawn');
  });

  scenario('the computer takes a draw only in a level, simplified position', {}, async ({ open }) => {
    // A man and a king each: level and simplified; the offer stands through the player's move.
    const level = await open(q({ fen: 'W:W21,K27:B12,K2', computer: 'black', level: '5' }));
    await level.click('[data-action="offer-draw"]');
    await expectText(level, '[data-message]', /computer answers with its next move/);
    await clickSquares(level, 27, 31);
    await expectText(level, '[data-game-over]', /Draw 1-1.*Draw agreed/);
    // The opening: not simplified, so it plays on.
    const start = await open(q({ moves: '22-17', computer: 'white', level: '1', side: 'black' }));
    await start.click('[data-action="offer-draw"]');
    await clickSquares(start, 11, 15);
    await expectText(start, '[data-message]', /declines the draw/);
    check((await moves(start)).length === 3, 'the computer played on');
  });

  scenario('take back removes the move and the computer\'s reply for good', {}, async ({ open }) => {
    const page = await open(q({ computer: 'black', level: '1' }));
    await clickSquares(page, 22, 17);
    await waitFor(async () => (await moves(page)).length === 2, 'the computer replies', 15000);
    await page.click('[data-action="takeback"]');
    await waitFor(async () => (await moves(page)).length === 0, 'both moves are gone');
    await expectPiece(page, 22, 'white-man');
    check(param(page, 'moves') === null, 'and gone from the link');
  });
}

export function registerVariations(scenario, h) {
  const { check, waitFor, clickSquares, expectText, moves } = h;
  const current = (page, selector) => page.getAttribute(`[data-moves] ${selector}.current`, 'data-ply').catch(() => null);
  scenario('a move played at an earlier position starts a variation; the main line stays (issue 56)', {}, async ({ open }) => {
    const page = await open('/');
    await clickSquares(page, 22, 17, 11, 15, 17, 13);
    await page.click('[data-moves] button.mv[data-ply="1"]');
    await clickSquares(page, 12, 16);
    await expectText(page, '[data-moves] .variation', /^\(1… 12-16\)$/);
    check(JSON.stringify(await moves(page)) === JSON.stringify(['22-17', '11-15', '17-13']), 'the main line stays');
    check((await page.getAttribute('[data-moves] .var-mv.current', 'data-var-ply')) === '2', 'the new move is on view, in the variation');
    // A click on the main line's move goes there; the variation stays one.
    await page.click('[data-moves] button.mv[data-ply="3"]');
    await waitFor(async () => (await current(page, 'button.mv')) === '3', 'at the move clicked');
    await expectText(page, '[data-moves] .variation', /^\(1… 12-16\)$/);
    check(JSON.stringify(await moves(page)) === JSON.stringify(['22-17', '11-15', '17-13']), 'still the main line');
  });

  scenario('stepping into a variation and reloading keeps the main line first (issue 56, W14)', { viewport: { width: 1366, height: 800 }, locale: 'ru-RU' }, async ({ open }) => {
    // A Russian club player: Russian draughts, moves written by square name; the squares are
    // clicked by number (the board's `data-square`), the texts compared as the page writes them.
    const page = await open('/?variant=russian', { lang: 'ru-RU' });
    await clickSquares(page, 22, 17, 11, 15, 17, 13);
    await waitFor(async () => (await moves(page)).length === 3, 'the line played');
    const main = await moves(page);
    // Back to the first move and another reply: a variation appears, the main line unchanged.
    await page.click('[data-moves] button.mv[data-ply="1"]');
    await clickSquares(page, 12, 16);
    await waitFor(async () => (await page.$$('[data-moves] .variation')).length === 1, 'a variation');
    check(JSON.stringify(await moves(page)) === JSON.stringify(main), `the main line unchanged: ${await moves(page)}`);
    const variation = (await page.textContent('[data-moves] .variation')).trim();
    // Along the main line again, then a click into the variation in the move list.
    await page.click('[data-moves] button.mv[data-ply="3"]');
    await waitFor(async () => (await current(page, 'button.mv')) === '3', 'on the main line');
    await page.click('[data-moves] .var-mv[data-var-ply="2"]');
    await waitFor(async () => (await page.getAttribute('[data-moves] .var-mv.current', 'data-var-ply').catch(() => null)) === '2', 'the variation on view');
    check(JSON.stringify(await moves(page)) === JSON.stringify(main), 'a click changes no line');
    await waitFor(() => new URL(page.url()).searchParams.has('line'), `the link names the line on view: ${page.url()}`);
    // The reload: the main line is still the rows, the variation in brackets and on view.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(main), `the main line after a reload: ${await moves(page)}`);
    check((await page.textContent('[data-moves] .variation')).trim() === variation, 'the variation, in brackets, as before');
    check((await page.getAttribute('[data-moves] .var-mv.current', 'data-var-ply')) === '2', "the variation's move on view");
    check((await page.$('[data-moves] button.mv.current')) === null, 'no move of the main line on view');
    check((await page.$('svg[data-board] [data-piece][data-square="16"]')) !== null && (await page.$('svg[data-board] [data-piece][data-square="15"]')) === null, "the board shows the variation's position");
    check((await page.$('[data-action="promote-variation"]')) !== null, 'in a variation: it can be made the main line');
  });
}

export function registerNotation(scenario, h) {
  const { check, waitFor, clickSquares, expectText, moves, q } = h;
  scenario('the algebraic setting changes the board labels, the move list, the messages, typed moves and the PDN', {}, async ({ open, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open(q({ moves: '22-18 11-15' }));
    await page.selectOption('[data-field="notation"]', 'algebraic');
    await waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(['c3-d4', 'f6-e5']), `the moves by name: ${JSON.stringify(await moves(page))}`);
    check((await page.$eval('[data-field="coords"]', (e) => e.value)) === 'algebraic', 'the board labels follow');
    // A refusal names squares by name; a typed move in either notation plays.
    await clickSquares(page, 21);
    await expectText(page, '[data-message]', /capture is available with d4/);
    await page.fill('[data-move-input]', 'd4:f6');
    await page.press('[data-move-input]', 'Enter');
    await waitFor(async () => (await moves(page)).length === 3, 'the typed capture is played');
    check((await moves(page))[2] === 'd4:f6', `a capture by name: ${(await moves(page))[2]}`);
    await page.click('[data-action="copy-pdn"]');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    check(pdn.includes('[GameType "26,W,8,8,A0,0"]') && pdn.includes('1. c3-d4 f6-e5 2. d4:f6'), `the PDN in algebraic notation: ${pdn}`);
    // Remembered.
    await page.reload();
    await waitFor(async () => (await moves(page))[0] === 'c3-d4', 'after a reload');
  });
}

export function registerTutorial(scenario, h) {
  const { check, waitFor, clickSquares, expectText } = h;
  scenario('the tutorial: a wrong move gets its reason, a lesson is completed, the next one opens', {}, async ({ open }) => {
    const home = await open('/');
    await home.click('[data-action="learn"]');
    await waitFor(() => home.url().includes('learn'), 'the link opens the tutorial');
    const page = await open('/?learn=2');
    await expectText(page, '[data-lesson="capture"]', /Capturing is compulsory/);
    // The other man may not move: the engine's reason, as in a game.
    await clickSquares(page, 31);
    await expectText(page, '[data-message]', /capture is available with 22/);
    check((await page.getAttribute('[data-lesson]', 'data-lesson-state')) === 'waiting', 'not done yet');
    await clickSquares(page, 22, 15);
    await waitFor(async () => (await page.getAttribute('[data-lesson]', 'data-lesson-state')) === 'done', 'the lesson is completed');
    // A lesson done stops its board: a move there only says so (second walk W5).
    const moved = await page.$$eval('[data-moves] .mv', (els) => els.length).catch(() => 0);
    await clickSquares(page, 15);
    await expectText(page, '[data-message]', /This lesson is over/);
    check((await page.$$('svg[data-board] g.sq.selected')).length === 0, 'nothing is selected on a stopped board');
    check((await page.$$eval('[data-moves] .mv', (els) => els.length).catch(() => 0)) === moved, 'and nothing is played');
    await page.click('[data-action="lesson-next"]');
    await expectText(page, '[data-lesson="backward"]', /capture backward/);
    await waitFor(() => page.url().includes('learn=3'), 'the link follows the lesson');
    // A legal move that misses the point.
    const king = await open('/?learn=5');
    await clickSquares(king, 31, 27);
    await waitFor(async () => (await king.getAttribute('[data-lesson]', 'data-lesson-state')) === 'missed', 'a miss');
    await king.click('[data-action="lesson-retry"]');
    await waitFor(async () => (await king.getAttribute('[data-lesson]', 'data-lesson-state')) === 'waiting', 'again from the start');
  });
}

export function registerClocks(scenario, h) {
  const { check, waitFor, clickSquares, expectText, q } = h;
  const ms = async (page, side) => Number(await page.getAttribute(`[data-clock="${side}"]`, 'data-ms'));

  scenario('clocks: a clock= link starts a game on the clock; a 3+2 game flags and the flagged side loses', {}, async ({ open }) => {
    const page = await open(q({ clock: '3+2' }));
    check((await ms(page, 'white')) === 180000 && (await ms(page, 'black')) === 180000, 'three minutes each');
    await clickSquares(page, 22, 17);
    await waitFor(async () => (await ms(page, 'black')) < 179800, 'Black\'s clock runs after White\'s first move');
    check((await ms(page, 'white')) === 180000, 'the first move is free');
    await clickSquares(page, 11, 15);
    await waitFor(async () => (await ms(page, 'black')) > 180000, 'Black gains the increment');
    await waitFor(() => new URL(page.url()).searchParams.get('wtime') === '180000', `the link carries the clocks: ${page.url()}`);
    // A game in progress with a second and a half left for Black: the flag falls.
    const low = await open(q({ moves: '22-17', clock: '3+2', wtime: '180000', btime: '1500' }));
    await waitFor(async () => (await low.getAttribute('[data-clock="black"]', 'class')).includes('low'), 'low time shows');
    await expectText(low, '[data-game-over]', /White wins 2-0.*Black ran out of time/);
    check((await ms(low, 'black')) === 0, 'no time left');
    // The new-game form offers the controls.
    await page.selectOption('[data-field="clock"]', '5+3');
    await page.click('[data-action="new-game"]');
    await page.click('[data-action="confirm-new-game"]');
    await waitFor(async () => (await ms(page, 'white')) === 300000, 'five minutes');
  });
}
