// Browser scenarios of ballot openings (run by run.mjs, which passes its scenario() and helpers):
// a link to a ballot opens with the opening's name and its moves, `ballot=random` writes the
// drawn id back, the new-game form starts from a chosen ballot, and a bad id is reported.

export function registerBallot(scenario, h) {
  const { check, waitFor, expectText, moves, q } = h;
  const param = (page, name) => new URL(page.url()).searchParams.get(name);
  const ballotId = (page) => page.getAttribute('[data-ballot]', 'data-ballot-id');

  scenario('a ballot start opens with its name and its moves', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: 'kol' }));
    await expectText(page, '[data-ballot]', /Кол/);
    check((await ballotId(page)) === 'kol', 'the hook carries the id');
    const played = await moves(page);
    check(played.length === 5 && /22-18|c3-d4/.test(played[0]), `the ballot's moves are the game's first: ${played}`);
    await waitFor(() => param(page, 'ballot') === 'kol' && (param(page, 'moves') || '').length > 0, `the link keeps the ballot and its moves: ${page.url()}`);
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-ballot]', /Кол/);
    check((await moves(page)).length === 5, 'the same game after a reload');
  });

  scenario('a random ballot writes the drawn id back into the link', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: 'random' }));
    await waitFor(() => !['random', null].includes(param(page, 'ballot')), `an id replaces random: ${page.url()}`);
    check((await ballotId(page)) === param(page, 'ballot'), 'the name shown is the one drawn');
    check((await moves(page)).length > 0, 'its moves are played');
  });

  scenario("the new-game form's ballot choice starts from the opening chosen", {}, async ({ open }) => {
    const brazilian = await open('/');
    check((await brazilian.$$('select[data-field="ballot"]')).length === 0, 'no choice for a variant without a table');
    const page = await open(q({ variant: 'russian' }));
    const values = await page.$$eval('select[data-field="ballot"] option', (os) => os.map((o) => o.value));
    check(values[0] === 'none' && values[1] === 'random' && values.includes('staraya'), `the choices: ${values}`);
    await page.selectOption('select[data-field="ballot"]', 'staraya');
    await page.click('[data-action="new-game"]');
    await expectText(page, '[data-ballot]', /Старая партия/);
    check((await moves(page)).length === 4, 'the four moves of the Old game');
    await waitFor(() => param(page, 'ballot') === 'staraya', `the link names it: ${page.url()}`);
    // Back to the initial position: the game in progress is asked about first.
    await page.selectOption('select[data-field="ballot"]', 'none');
    await page.click('[data-action="new-game"]');
    await page.click('[data-action="confirm-new-game"]');
    await waitFor(async () => (await page.$$('[data-ballot]')).length === 0, 'no opening named');
    check((await moves(page)).length === 0 && param(page, 'ballot') === null, 'a game from the initial position');
  });

  scenario('a bad ballot in a link is reported and the game opens without it', {}, async ({ open }) => {
    const page = await open(q({ variant: 'russian', ballot: '<b>nope' }));
    await expectText(page, 'main', /bad ballot/);
    check((await page.$$('[data-ballot]')).length === 0 && (await page.$$('main b')).length === 0, 'no name, no markup from the link');
    check((await moves(page)).length === 0, 'the initial position');
  });
}
