// Browser scenarios of what a new player tripped over (issue 37, ../shared/design/ux-review.md),
// run by run.mjs: the study links follow the game, a Russian browser starts on Russian draughts,
// the end card and the review where the player looks, every refused move with its reason and
// the message never moving the page, the "play the computer" card following the game.

export function registerNewcomer(scenario, h) {
  const { check, waitFor, clickSquare, clickSquares, expectText, moves } = h;
  const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
  const inView = (page, selector) => page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });

  scenario('the study links follow the game: each carries its variant, and a study the game lacks is not offered', {}, async ({ open }) => {
    const hrefs = (page) => page.$$eval('.study-links a', (els) => Object.fromEntries(els.map((e) => [e.dataset.action, e.getAttribute('href')])));
    const home = await open('/');
    const br = await hrefs(home);
    check(br.learn === '?learn' && br.trainer === '?trainer' && br.puzzles === '?puzzle', `Brazilian: ${JSON.stringify(br)}`);
    const ru = await hrefs(await open('/?variant=russian'));
    check(ru.learn === '?learn&variant=russian' && ru.trainer === '?trainer&variant=russian' && ru.puzzles === '?puzzle&variant=russian', `Russian: ${JSON.stringify(ru)}`);
    const en = await hrefs(await open('/?variant=english'));
    check(en.learn === '?learn&variant=english' && en.puzzles === '?puzzle&variant=english' && !en.trainer, `English has no endgame databases: ${JSON.stringify(en)}`);
    const tr = await hrefs(await open('/?variant=turkish'));
    check(!tr.puzzles && !tr.trainer && tr.learn === '?learn&variant=turkish', `Turkish: ${JSON.stringify(tr)}`);
    const lasca = await open('/?variant=lasca');
    await lasca.waitForSelector('svg[data-board][data-variant="lasca"]');
    const la = await hrefs(lasca);
    check(la.learn === '?learn&variant=lasca' && !la.puzzles && !la.trainer, `Lasca: ${JSON.stringify(la)}`);
  });

  scenario('a first visit from a Russian browser starts on Russian draughts, in algebraic notation', {}, async ({ open }) => {
    const first = await open('/', { lang: 'ru-RU' });
    await first.waitForSelector('svg[data-board][data-variant="russian"]');
    await clickSquares(first, 22, 17);
    await waitFor(async () => (await moves(first))[0] === 'c3-b4', `the move is written c3-b4: ${JSON.stringify(await moves(first))}`);
    await first.reload();
    await first.waitForSelector('svg[data-board][data-variant="russian"]');
    check((await moves(first))[0] === 'c3-b4', 'the game and its notation stay after a reload');
  });

  scenario('on a phone the end card is in view after resigning from below the board, and Review brings the review into view', phone, async ({ open }) => {
    const page = await open('/?moves=22-18+11-15+18x11+8x15&computer=black&level=1');
    await page.locator('[data-action="resign"]').scrollIntoViewIfNeeded();
    await page.tap('[data-action="resign"]');
    await page.tap('[data-action="confirm-resign"]');
    await page.waitForSelector('[data-game-over]');
    await waitFor(() => inView(page, '[data-game-over]'), 'the card lies inside the screen');
    const card = await page.locator('[data-game-over]').boundingBox();
    const status = await page.locator('[data-status]').boundingBox();
    check(card.y >= status.y + status.height || card.y + card.height <= status.y, 'the card leaves the status uncovered');
    await page.tap('[data-game-over] [data-action="review"]');
    await page.waitForSelector('[data-review]');
    await waitFor(() => inView(page, '[data-review]'), 'the review panel is brought into view');
  });

  scenario('on a desktop Review opens beside the board, under its controls', {}, async ({ open }) => {
    const page = await open('/?moves=22-18+11-15+18x11+8x15&computer=black&level=1&end=white-resigned');
    await page.click('[data-game-over] [data-action="review"]');
    await page.waitForSelector('[data-review]');
    await waitFor(() => inView(page, '[data-review]'), 'the review panel is in view');
    check(await inView(page, 'svg[data-board]') || (await page.locator('svg[data-board]').boundingBox()).y < 800, 'the board stays beside it');
    // The layout's item that holds the review (on the draughts page, the place the panels'
    // bundle draws it in).
    const order = await page.$$eval('.layout > *', (els) => els.map((e) => (e.querySelector('[data-review]') ? `${e.className} review` : e.className)));
    const at = (c) => order.findIndex((n) => n.split(' ').includes(c));
    check(at('review') > at('controls') && at('review') < at('moves'), `the review comes right after the controls: ${order.join(' | ')}`);
    const buttons = await page.$$eval('.game-over-actions > button', (els) => els.map((e) => e.getBoundingClientRect().height));
    check(buttons.every((hgt) => hgt < 50), `the card's buttons keep one line each: ${buttons}`);
  });

  scenario('every refused move names its reason, and the message never moves the controls', phone, async ({ open }) => {
    const page = await open('/');
    const controls = () => page.$eval('.controls', (e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
    const before = await controls();
    await clickSquares(page, 22, 13);
    await expectText(page, '[data-message]', /^A man moves one square at a time, unless it captures\./);
    check((await controls()) === before, `the controls did not move: ${before} -> ${await controls()}`);
    await clickSquares(page, 22, 19);
    await expectText(page, '[data-message]', /^Pieces move along the diagonals\./);
    await page.fill('[data-move-input]', '23-22');
    await page.press('[data-move-input]', 'Enter');
    await expectText(page, '[data-message]', /^Square 22 is taken\./);
    const kings = await open('/?fen=W:WK29,22:B1');
    await clickSquares(kings, 29, 15);
    await expectText(kings, '[data-message]', /^A piece stands in the king's way\./);
    const english = await open('/?variant=english&fen=B:BK18:W32');
    await clickSquares(english, 18, 27);
    await expectText(english, '[data-message]', /^In this game a king moves one square at a time/);
    // A capture is compulsory: a piece that cannot take, then an empty square: the capture is named.
    const capture = await open('/?fen=W:W22,32:B18');
    await clickSquare(capture, 32);
    await expectText(capture, '[data-message]', /capture is available with 22/);
    await clickSquare(capture, 28);
    await expectText(capture, '[data-message]', /capture is available with 22/);
  });

  scenario('the "play the computer" card follows the game, and is one row on a phone', phone, async ({ open }) => {
    const page = await open('/?computer=white&level=8');
    const chosen = () => page.evaluate(() => [document.querySelector('[data-field="quick-side"]').value, document.querySelector('[data-field="quick-level"]').value]);
    await waitFor(async () => JSON.stringify(await chosen()) === '["black","8"]', `the card says Black, level 8: ${JSON.stringify(await chosen())}`);
    const bar = await page.locator('[data-quick-play]').boundingBox();
    check(bar.height < 80, `one row on a phone: ${bar.height} px`);
    await waitFor(async () => (await moves(page)).length === 1, 'the computer opens', 15000);
    await page.locator('[data-action="resign"]').scrollIntoViewIfNeeded();
    await page.tap('[data-action="resign"]');
    await page.tap('[data-action="confirm-resign"]');
    await page.tap('[data-action="rematch"]');
    await waitFor(async () => (await chosen())[0] === 'white', `after the rematch the card says White: ${JSON.stringify(await chosen())}`);
  });

  scenario('correspondence guided: the game sent from the device, the friend told whose move it is, each side locked, no engine help until the end', {}, async ({ open, context, base }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const a = await open('/');
    await waitFor(async () => (await a.getAttribute('[data-correspondence]', 'data-correspondence')) === 'local', 'two players at the device');
    await clickSquares(a, 22, 17);
    await expectText(a, '[data-message]', /^You are playing both sides here\./);
    const link = await a.getAttribute('[data-correspondence] [data-action="send-move"]', 'data-link');
    check(link === base + '/?moves=22-17&side=black', `the link for the friend: ${link}`);
    await a.click('[data-correspondence] [data-action="send-move"]');
    await waitFor(async () => (await a.getAttribute('[data-correspondence]', 'data-correspondence')) === 'their-move', 'sent: the friend\'s move now');
    await expectText(a, '[data-correspondence]', /Now send your move to your friend/);
    // What the send did stays said once the line moves on to the friend's move (the page's state
    // keeps it until the game moves on: src/ui/game/state/screen_tests.rs).
    await expectText(a, '[data-correspondence] .correspondence-note', /^Link (copied|sent)\.$/);
    await clickSquares(a, 11, 15);
    await expectText(a, '[data-message]', /^It is your friend's move/);
    check((await moves(a)).length === 1, 'Black is the friend\'s: nothing played');
    check(new URL(a.url()).searchParams.get('side') === 'white', `the page keeps its side: ${a.url()}`);

    const b = await open(link.replace(base, ''));
    await expectText(b, '[data-correspondence]', /^Your friend played 22-17\. Your move — then send it back\./);
    check((await b.$$('.ai-panel, [data-review], [data-action="hint"]')).length === 0, 'no hint, analysis or review during the game');
    await clickSquares(b, 11, 15);
    await waitFor(async () => (await b.getAttribute('[data-correspondence]', 'data-correspondence')) === 'their-move', 'the friend\'s turn after the move');
    await clickSquares(b, 17, 13);
    await expectText(b, '[data-message]', /^It is your friend's move/);
    check((await b.getAttribute('[data-correspondence] [data-action="send-move"]', 'data-link')) === base + '/?moves=22-17+11-15&side=white', 'the reply link');
    // Once the game ends, the engine's help comes back.
    await b.goto(base + '/?moves=22-17+11-15&side=black&end=black-resigned');
    await b.waitForSelector('svg[data-board]');
    await b.waitForSelector('.ai-panel');
    await expectText(b, '[data-correspondence]', /The game is over/);
  });

  scenario('a move played with the keyboard alone: Tab to the board, arrows, Enter', {}, async ({ open }) => {
    const page = await open('/');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement && document.activeElement.matches('svg[data-board]'))) break;
    }
    check(await page.evaluate(() => document.activeElement.matches('svg[data-board]')), 'Tab reaches the board');
    const cursor = () => page.getAttribute('.kbd-cursor', 'data-cursor');
    await waitFor(async () => (await cursor()) === '21', 'the cursor starts on a piece that can move');
    check(await page.$eval('.kbd-cursor', (e) => getComputedStyle(e).display !== 'none'), 'the cursor shows');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitFor(async () => (await cursor()) === '22', 'the arrows move it over the cells');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await waitFor(async () => (await cursor()) === '17', 'up and left: 17');
    await page.keyboard.press(' ');
    await waitFor(async () => JSON.stringify(await moves(page)) === '["22-17"]', `22-17 played: ${JSON.stringify(await moves(page))}`);
    // Off the board, the arrows go through the game again.
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press('ArrowLeft');
    await waitFor(() => new URL(page.url()).searchParams.get('ply') === '0', `the arrow went back a move: ${page.url()}`);
  });

  scenario('the share panel offers the embed code with a live preview', {}, async ({ open, base }) => {
    await open('/').then((p) => p.close());
    const page = await open('/?moves=22-17+11-15');
    await page.click('[data-action="embed"]');
    const code = await page.$eval('[data-field="embed-code"]', (e) => e.value);
    check(code === `<iframe src="${base}/?embed=1&amp;controls=1&amp;moves=22-17+11-15" title="Damas" width="360" height="420" style="border:0" loading="lazy"></iframe>`, `the code: ${code}`);
    const frame = page.frameLocator('iframe.embed-preview');
    await frame.locator('svg[data-board]').waitFor({ timeout: 15000 });
    check((await frame.locator('[data-action="prev"], [data-action="previous"], button').count()) > 0, 'the preview is the embedded board, with its replay');
  });
}
