// Browser scenarios of ballot openings (run by run.mjs, which passes its scenario() and helpers):
// a link to a ballot opens with the opening's name and its moves, a start of the FMJD table opens
// with its code (and the name of the opening it begins), a rearranged start opens from its
// position, `ballot=random` writes the drawn id back, the new-game form starts from a chosen
// ballot, and a bad id is reported.

export function registerBallot(scenario, h) {
  const { check, waitFor, expectText, moves, pieceAt, q } = h;
  const param = (page, name) => new URL(page.url()).searchParams.get(name);
  const ballotId = (page) => page.getAttribute('[data-ballot]', 'data-ballot-id');
  // Whether the page fetched the ballot tables' file (the game page's wasm has no tables).
  const fetchedTables = (page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith('/ballots.txt')));

  scenario('a ballot start opens with its name and its moves', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: 'kol' }));
    await expectText(page, '[data-ballot]', /Кол/);
    check((await ballotId(page)) === 'kol', 'the hook carries the id');
    check(await fetchedTables(page), 'the tables came with the page, for a link that names a ballot');
    const played = await moves(page);
    check(played.length === 5 && /22-18|c3-d4/.test(played[0]), `the ballot's moves are the game's first: ${played}`);
    await waitFor(() => param(page, 'ballot') === 'kol' && (param(page, 'moves') || '').length > 0, `the link keeps the ballot and its moves: ${page.url()}`);
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-ballot]', /Кол/);
    check((await moves(page)).length === 5, 'the same game after a reload');
  });

  scenario('a ballot of the FMJD table opens with its code, the name it begins, and its moves', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: 'fmjd-41-xiv' }));
    await expectText(page, '[data-ballot]', /FMJD 41-XIV · Городская партия/);
    check((await ballotId(page)) === 'fmjd-41-XIV', 'the id is written as the table writes it');
    check((await moves(page)).length === 6, 'its six plies are played');
    await waitFor(() => param(page, 'ballot') === 'fmjd-41-XIV', `the link names it: ${page.url()}`);
  });

  scenario('a rearranged ballot start of the FMJD table opens from its position, in Brazilian too', {}, async ({ open }) => {
    const page = await open(q({ ballot: 'fmjd-20-VII' }));
    await expectText(page, '[data-ballot]', /FMJD 20-VII/);
    check((await moves(page)).length === 0, 'no moves: the start is a position');
    check((await pieceAt(page, 13)) === 'white-man' && (await pieceAt(page, 26)) === null, "White's man from d2 (26) stands on a5 (13)");
    await waitFor(() => (param(page, 'fen') || '').includes('13') && param(page, 'ballot') === 'fmjd-20-VII', `the link keeps the position and the id: ${page.url()}`);
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-ballot]', /FMJD 20-VII/);
  });

  scenario('a random ballot writes the drawn id back into the link', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: 'random' }));
    await waitFor(() => !['random', null].includes(param(page, 'ballot')), `an id replaces random: ${page.url()}`);
    check((await ballotId(page)) === param(page, 'ballot'), 'the name shown is the one drawn');
    check(/^fmjd-\d+-[IVX]+$/.test(param(page, 'ballot')), `drawn from the FMJD table: ${param(page, 'ballot')}`);
  });

  scenario("the new-game form's ballot choice starts from the opening chosen", {}, async ({ open }) => {
    const english = await open(q({ variant: 'english' }));
    check((await english.$$('select[data-field="ballot"]')).length === 0, 'no choice for a variant without a table');
    const brazilian = await open(q({ variant: 'brazilian' }));
    // The table's starts are drawn when the player reaches the select (not in the first render).
    check((await brazilian.$$('select[data-field="ballot"] optgroup')).length === 0, 'the table waits until the select is reached');
    await brazilian.focus('select[data-field="ballot"]');
    await waitFor(async () => (await brazilian.$$('select[data-field="ballot"] optgroup')).length > 0, 'the table drawn on focus');
    const played = await brazilian.$$eval('select[data-field="ballot"] option', (os) => os.map((o) => o.value));
    check(played.length === 2 + 725 && played.includes('fmjd-1-I') && !played.includes('fmjd-1-IX') && !played.includes('staraya'),
      `Brazilian plays the FMJD table without the starts it leaves out: ${played.length}`);
    const page = await open(q({ variant: 'russian' }));
    await page.focus('select[data-field="ballot"]');
    await waitFor(async () => (await page.$$('select[data-field="ballot"] optgroup')).length > 0, 'the table drawn on focus');
    const values = await page.$$eval('select[data-field="ballot"] option', (os) => os.map((o) => o.value));
    check(values[0] === 'none' && values[1] === 'random' && values.includes('staraya') && values.length === 2 + 736 + 11, `the choices: ${values.length}`);
    const groups = await page.$$eval('select[data-field="ballot"] optgroup', (gs) => gs.map((g) => g.label));
    check(groups.length === 47 && groups[0] === 'FMJD 1' && groups[45] === 'FMJD 46', `the table's groups, then the named openings: ${groups}`);
    await page.selectOption('select[data-field="ballot"]', 'staraya');
    await page.click('[data-action="new-game"]');
    await expectText(page, '[data-ballot]', /Старая партия/);
    check((await moves(page)).length === 4, 'the four moves of the Old game');
    check(!(await fetchedTables(page)), 'the panels handed the page their tables: no file fetched');
    await waitFor(() => param(page, 'ballot') === 'staraya', `the link names it: ${page.url()}`);
    // Back to the initial position: the game in progress is asked about first.
    await page.selectOption('select[data-field="ballot"]', 'none');
    await page.click('[data-action="new-game"]');
    await page.click('[data-action="confirm-new-game"]');
    await waitFor(async () => (await page.$$('[data-ballot]')).length === 0, 'no opening named');
    check((await moves(page)).length === 0 && param(page, 'ballot') === null, 'a game from the initial position');
  });

  scenario('a broken tables\' file: the game opens, the ballot is reported unknown, the file is read once', { allowConsole: /ballot tables handed to the page are not a tables' file/ }, async ({ open, context }) => {
    await context.route('**/ballots.txt', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'not the tables' }));
    const warnings = [];
    context.on('console', (m) => m.text().includes('not a tables\' file') && warnings.push(m.text()));
    const page = await open(q({ variant: 'russian', ballot: 'kol' }));
    await expectText(page, 'main', /bad ballot/);
    check((await moves(page)).length === 0, 'the initial position');
    // The panels' actions each look for tables again: the broken file is not read twice.
    await page.waitForSelector('select[data-field="coords"]');
    await page.selectOption('select[data-field="coords"]', 'off');
    await page.selectOption('select[data-field="coords"]', 'numbers');
    check(warnings.length === 1, `one warning: ${warnings.length}`);
  });

  scenario('a bad ballot in a link is reported and the game opens without it', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: '<b>nope' }));
    await expectText(page, 'main', /bad ballot/);
    check((await page.$$('[data-ballot]')).length === 0 && (await page.$$('main b')).length === 0, 'no name, no markup from the link');
    check((await moves(page)).length === 0, 'the initial position');
  });
}
