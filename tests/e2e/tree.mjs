// The game's move tree and the one route (issue 35): a link's bundle is chosen by the same rules
// as the Rust reader (`?variant=Lasca` opens Lasca); a nested variation made by clicks shows in
// the move list beside the main line (which only a promotion changes, issue 56), survives a
// reload, goes out in PDN and comes back; a PDN file with variations,
// comments and annotations opens with its variations.

export function registerTree(scenario, h) {
  const { check, waitFor, clickSquares, expectText, moves, q } = h;
  const variations = (page) => page.$$eval('[data-moves] .variation', (els) => els.map((e) => e.textContent.trim()));
  const expectVariations = (page, want) =>
    waitFor(async () => JSON.stringify(await variations(page)) === JSON.stringify(want), `variations ${JSON.stringify(want)}`);

  scenario('route: ?variant=Lasca (any case) opens the Lasca page', {}, async ({ open }) => {
    for (const name of ['Lasca', 'LASCA', ' lasca ']) {
      const page = await open(q({ variant: name }));
      await page.waitForSelector('svg[data-board][data-variant="lasca"]');
      check((await page.$$('svg[data-board] g[data-column]')).length === 22, `${JSON.stringify(name)}: Lasca's 22 columns`);
    }
  });

  scenario('move tree: a nested variation made by clicks shows in the move list, survives a reload, goes out in PDN and comes back', {}, async ({ open, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open('/');
    await clickSquares(page, 22, 17, 11, 15, 17, 13);
    // Back one move and another reply: a variation; the main line stays (issue 56).
    await page.click('[data-moves] button.mv[data-ply="1"]');
    await clickSquares(page, 12, 16);
    await expectVariations(page, ['(1… 12-16)']);
    check(JSON.stringify(await moves(page)) === JSON.stringify(['22-17', '11-15', '17-13']), 'the main line');
    // On along the variation, then another move inside it: a variation inside the variation.
    await clickSquares(page, 17, 14);
    await expectVariations(page, ['(1… 12-16 2. 17-14)']);
    await page.click('[data-moves] .var-mv[data-var-ply="2"]');
    await clickSquares(page, 17, 13);
    await expectVariations(page, ['(1… 12-16 2. 17-14 (2. 17-13))']);
    // The variation made the main line: the old main line becomes a variation.
    await page.click('[data-moves] .var-mv:text("17-14")');
    await page.waitForSelector('[data-action="promote-variation"]');
    await page.click('[data-action="promote-variation"]');
    await waitFor(async () => (await page.$('[data-action="promote-variation"]')) === null, 'on the main line now');
    await waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(['22-17', '12-16', '17-14']), 'the main line');
    await expectVariations(page, ['(1… 11-15 2. 17-13)', '(2. 17-13)']);
    // A reload keeps the tree.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectVariations(page, ['(1… 11-15 2. 17-13)', '(2. 17-13)']);
    check(JSON.stringify(await moves(page)) === JSON.stringify(['22-17', '12-16', '17-14']), 'the main line after a reload');
    // Out in PDN, with the variations as RAV.
    await page.click('[data-action="copy-pdn"]');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    check(/1\. 22-17 12-16 \(1\.\.\. 11-15 2\. 17-13\) 2\. 17-14 \(2\. 17-13\)/.test(pdn), `the PDN keeps the variations: ${pdn}`);
    // And back in, on a fresh page.
    const fresh = await open(q({ moves: '21-17' }));
    await fresh.fill('[data-field="paste"]', pdn);
    await fresh.click('[data-action="open"]');
    await waitFor(async () => JSON.stringify(await moves(fresh)) === JSON.stringify(['22-17', '12-16', '17-14']), 'the PDN opens');
    await expectVariations(fresh, ['(1… 11-15 2. 17-13)', '(2. 17-13)']);
    // A move of a variation is a click away; deleting the variation leaves the main line.
    await fresh.click('[data-moves] .var-mv:text("11-15")');
    await waitFor(async () => (await fresh.textContent('[data-moves] .var-mv.current').catch(() => '')).trim() === '11-15', 'the variation move is on view');
    await fresh.click('[data-action="delete-variation"]');
    await expectVariations(fresh, ['(2. 17-13)']);
    check(JSON.stringify(await moves(fresh)) === JSON.stringify(['22-17', '12-16', '17-14']), 'deleted: the main line stays');
  });

  scenario('move tree: a PDN file with variations, comments and annotations opens with its variations', {}, async ({ open }) => {
    const page = await open('/');
    await page.setInputFiles('[data-field="pdn-file"]', {
      name: 'study.pdn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Event "Study"]\n[GameType "26"]\n\n1. 22-18 {the usual} 11-15! (1... 12-16 2. 18-14 (2. 21-17 $1)) 2. 18x11 8x15 *\n'),
    });
    await waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(['22-18', '11-15', '18x11', '8x15']), "the file's main line");
    await expectVariations(page, ['(1… 12-16 2. 18-14 (2. 21-17))']);
    await expectText(page, '[data-status]', /White to move/);
  });
}
