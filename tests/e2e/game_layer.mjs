// Browser scenarios of the one game layer (run by run.mjs, which passes its scenario() and
// helpers): links whose optional parts are wrong, errors in the player's language, Lasca links and
// PDN opened from any Open box, and refusals worded in each variant's own square names.

export function registerGameLayer(scenario, h) {
  const { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, moves, q, same } = h;

  scenario('a link with a level the computer lacks keeps its game and says so at once', {}, async ({ open }) => {
    const page = await open(q({ moves: '22-17 11-15', computer: 'black', level: '12' }));
    await expectText(page, '[data-message]', /level “12”.*1 to 8.*level 3/);
    await waitFor(async () => (await moves(page)).length === 2, 'the moves of the link are kept');
    await expectText(page, '[data-versus]', /level 3/i);
    // The computer answers: the level fell back, the game did not stop.
    await clickSquare(page, 17);
    await clickSquare(page, 13);
    await waitFor(async () => (await moves(page)).length === 4, 'the computer replies', 15000);
    // level=0 costs only the level too. The player is to move here: a computer to move would
    // answer and its move clear the message, under load before the first look.
    const zero = await open(q({ moves: '22-17', computer: 'white', level: '0' }));
    await expectText(zero, '[data-message]', /level “0”/);
    await waitFor(async () => (await moves(zero)).length >= 1, 'the move of the link is kept');
  });
  scenario('a broken link on the Portuguese page is explained in Portuguese', {}, async ({ open }) => {
    const page = await open(q({ fen: 'garbage' }), { lang: 'pt-BR' });
    await expectText(page, '[data-message]', /^Este link não descreve uma partida válida/);
    const text = await page.$eval('[data-message]', (e) => e.textContent);
    check(!/\b(the|must|start|bad|cannot|square)\b/i.test(text), `no English in the message: ${text}`);
    const moved = await open(q({ moves: '22-17 99-1' }), { lang: 'pt-BR' });
    await expectText(moved, '[data-message]', /99/);
    const t2 = await moved.$eval('[data-message]', (e) => e.textContent);
    check(!/\b(the|cannot|read|square|move)\b/i.test(t2), `no English in the message: ${t2}`);
    await expectPiece(moved, 22, 'white-man');
  });

  scenario('a Lasca link or PDN pasted in either Open box opens Lasca; a draughts link pasted on the Lasca page opens the draughts page', {}, async ({ open, base }) => {
    const page = await open('/');
    await page.fill('[data-field="paste"]', base + '/?variant=lasca&moves=c3-b4+a5xc3+b2xd4');
    await page.click('[data-action="open"]');
    await page.waitForSelector('svg[data-board][data-variant="lasca"]');
    await waitFor(async () => (await moves(page)).length === 3, 'the Lasca game has its three moves');
    // Its own copied link is accepted by the Lasca page's box too (the same Open box), in place,
    // seen from the side the link names.
    await page.fill('[data-field="paste"]', '?variant=lasca&moves=c3-b4&side=black');
    await page.click('[data-action="open"]');
    await waitFor(async () => (await moves(page)).length === 1, 'the Lasca page opens its own link');
    await expectText(page, '[data-open-note]', /Opened/);
    const a7 = await page.locator('svg[data-board] g.sq[data-name="a7"]').boundingBox();
    const g1 = await page.locator('svg[data-board] g.sq[data-name="g1"]').boundingBox();
    check(a7.y > g1.y, 'side=black turns the Lasca board: Black at the bottom');
    // A Lasca PDN on the draughts page.
    const draughts = await open('/');
    await draughts.fill('[data-field="paste"]', '[Event "Club"]\n[Variant "Lasca"]\n\n1. c3-b4 a5xc3 2. b2xd4 *');
    await draughts.click('[data-action="open"]');
    await draughts.waitForSelector('svg[data-board][data-variant="lasca"]');
    await waitFor(async () => (await moves(draughts)).length === 3, 'the Lasca PDN is played');
    // And back: a draughts link on the Lasca page.
    await draughts.fill('[data-field="paste"]', '?variant=russian&moves=22-17');
    await draughts.click('[data-action="open"]');
    await draughts.waitForSelector('svg[data-board][data-variant="russian"]');
    await waitFor(async () => (await moves(draughts)).length === 1, 'the Russian game opens on the draughts page');
    // A draughts PDN pasted on the Lasca page goes to the draughts page, which reads it.
    const lasca = await open('/?variant=lasca');
    await lasca.fill('[data-field="paste"]', '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *');
    await lasca.click('[data-action="open"]');
    await lasca.waitForSelector('svg[data-board][data-variant="international"]');
    await waitFor(async () => same(await moves(lasca), ['32-28', '19-23', '28x19', '14x23']), `the International game: ${JSON.stringify(await moves(lasca))}`);
  });
  scenario('Turkish: a smaller capture is refused with the majority rule, in algebraic squares', {}, async ({ open }) => {
    // b2 must take two (b3, b5); e4 could take only e5. Squares are numbered 1 (a8) to 64 (h1).
    const page = await open(q({ variant: 'turkish', fen: 'W:Wb2,e4:Bb3,b5,e5,h8' }));
    await clickSquare(page, 37); // e4
    await expectText(page, '[data-message]', /^You must take the maximum: 2 pieces with b2\./);
    await page.fill('[data-move-input]', 'e4xe6');
    await page.press('[data-move-input]', 'Enter');
    await expectText(page, '[data-message]', /take the maximum: 2 pieces with b2/);
    const text = await page.$eval('[data-message]', (e) => e.textContent);
    check(!/\b50\b/.test(text), `no square numbers for a Turkish player: ${text}`);
  });

  scenario('on a phone the board stays put when a compulsory capture lengthens the status; controls are 44 px touch targets', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, async ({ open }) => {
    const page = await open('/');
    await chooseLang(page, 'pt');
    const top = () => page.$eval('svg[data-board]', (e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
    const before = await top();
    await clickSquare(page, 22);
    await clickSquare(page, 18);
    await clickSquare(page, 11);
    await clickSquare(page, 15);
    await expectText(page, '[data-status]', /A captura é obrigatória/);
    check((await top()) === before, `the board did not move: ${before} -> ${await top()}`);
    const small = await page.$$eval('button, select, input[type="text"], textarea, .file-button, label.check', (els) => els
      .filter((e) => e.offsetParent !== null)
      .map((e) => [e.dataset.action || e.dataset.field || e.dataset.lang || e.className, Math.round(e.getBoundingClientRect().height)])
      .filter(([, h]) => h < 44));
    check(small.length === 0, `controls under 44 px: ${JSON.stringify(small)}`);
  });

  scenario('on a wide screen the board stays in view while the panels scroll', {}, async ({ open }) => {
    const page = await open('/?moves=22-18');
    // (The side panels come in the page's last drawing task: until then it may be too short to
    // scroll, so the scroll is asked again until it takes.)
    await waitFor(() => page.evaluate(() => { window.scrollTo(0, 600); return window.scrollY > 300; }), 'the page scrolls');
    const top = await page.$eval('svg[data-board]', (e) => e.getBoundingClientRect().top);
    check(top >= 0 && top < 40, `the board is still at the top of the view: ${top}`);
    await clickSquare(page, 11);
    await clickSquare(page, 15);
    await waitFor(async () => (await moves(page)).length === 2, 'and plays there');
  });
}
