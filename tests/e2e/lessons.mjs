// The tutorial teaches the rules of the game the link names (ux-review findings 3 and 19): each
// game's own lesson set (Russian: free choice, no majority lesson; English: no flying king;
// `?learn` alone: Brazilian), the page names its rules, a set switch that keeps the lesson, the
// board that stays put when a lesson succeeds, the lesson's own status line (never "White wins"),
// a landing trap judged missed with its reason, the last lesson's way to the computer; then
// screenshots of each set at phone width, each language once.

export function registerLessons(scenario, h) {
  const { check, waitFor, clickSquares, expectText, output, path } = h;
  const state = (page) => page.getAttribute('[data-lesson]', 'data-lesson-state');
  const done = (page, what) => waitFor(async () => (await state(page)) === 'done', what);
  const ids = (page) => page.$$eval('[data-lesson-id]', (els) => els.map((e) => e.dataset.lessonId));

  scenario('lessons: each game has its own set, named on the page; Russian takes either capture', {}, async ({ open }) => {
    const br = await open('/?learn');
    check((await br.getAttribute('[data-lesson]', 'data-lesson-set')) === 'brazilian', '?learn alone is Brazilian');
    await expectText(br, '[data-lesson-rules]', /Rules: Brazilian/);
    check((await ids(br)).includes('majority'), 'Brazilian teaches the majority rule');

    const ru = await open('/?learn=4&variant=russian');
    await expectText(ru, '[data-lesson="choice"]', /Free choice of capture/);
    await expectText(ru, '[data-lesson-rules]', /Rules: Russian/);
    check(!(await ids(ru)).includes('majority'), 'no majority lesson for Russian');
    // The man taking one piece completes it ...
    await clickSquares(ru, 24, 15);
    await done(ru, 'Russian: 24x15 is a right answer');
    await ru.click('[data-action="lesson-retry"]');
    await waitFor(async () => (await state(ru)) === 'waiting', 'again');
    // ... and so does the one taking two (27x9, through 18).
    await clickSquares(ru, 27, 9);
    await done(ru, 'Russian: 27x9 too');
    // The switch keeps the lesson where the other game teaches it, else its first.
    check((await ru.getAttribute('[data-lesson-set="brazilian"]', 'href')) === '?learn=1&variant=brazilian', 'Brazilian has no free choice');
    check((await ru.getAttribute('[data-lesson-set="english"]', 'href')) === '?learn=4&variant=english', 'English has it, fourth');
    await ru.click('[data-lesson-set="english"]');
    await waitFor(async () => (await ru.getAttribute('[data-lesson]', 'data-lesson-set')) === 'english', 'the English set opens');
    check(ru.url().includes('learn=4&variant=english'), ru.url());

    const en = await open('/?learn&variant=english');
    const english = await ids(en);
    check(!english.includes('king') && !english.includes('landing') && english.includes('short-king'), `no flying king in English: ${english}`);
    await expectText(en, '[data-lesson-rules]', /English/);

    const lasca = await open('/?learn&variant=lasca');
    check((await lasca.getAttribute('[data-lesson]', 'data-lesson')) === 'lasca-move', 'Lasca has its lessons');
    check((await lasca.getAttribute('.app', 'data-game')) === 'lasca', 'on a Lasca board');

    const intl = await open('/?learn=5&variant=international');
    await expectText(intl, '.lesson-note', /Brazilian rules, on a 10×10 board/);
    check((await intl.$$('svg[data-board] g.sq[data-square="50"]')).length === 1, 'a 10x10 board');
  });

  scenario('lessons: the board stays put, the status is the lesson\'s, a trap is named, the last lesson offers the computer', { viewport: { width: 375, height: 740 } }, async ({ open }) => {
    const page = await open('/?learn=2');
    const before = await page.locator('svg[data-board]').boundingBox();
    await clickSquares(page, 22, 15);
    await done(page, 'the capture lesson');
    const after = await page.locator('svg[data-board]').boundingBox();
    check(JSON.stringify(before) === JSON.stringify(after), `the board did not move: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    // The capture ends the game, but the status speaks of the lesson.
    const status = await page.textContent('[data-status]');
    check(/Well done/.test(status) && !/wins|you/i.test(status), `the lesson's status: ${status}`);

    // A landing square where the king is taken at once is a miss, with its reason.
    const landing = await open('/?learn=7');
    check((await landing.getAttribute('[data-lesson]', 'data-lesson')) === 'landing', 'the landing lesson');
    await clickSquares(landing, 29, 8);
    await waitFor(async () => (await state(landing)) === 'missed', 'g7 is no answer');
    check((await landing.getAttribute('[data-lesson]', 'data-lesson-reason')) === 'exposed', 'because it is taken');
    await expectText(landing, '[data-status]', /taken at once/);

    // The last lesson: draws; a king move shows the count, then the way to a real game.
    for (const [variant, count] of [['brazilian', /Draw in 20/], ['russian', /Draw in 15/]]) {
      const last = await open(`/?learn=9&variant=${variant}`);
      check((await last.getAttribute('[data-lesson]', 'data-lesson')) === `draw-${variant}`, `the ${variant} draw lesson`);
      check((await last.$$('[data-action="play-computer"]')).length === 0, 'not before the lesson is done');
      await last.locator('svg[data-board] g.sq[data-square="25"]').scrollIntoViewIfNeeded();
      await clickSquares(last, 30, 25);
      await done(last, 'a king move');
      await expectText(last, '[data-lesson-rule]', count);
      const href = await last.getAttribute('[data-action="play-computer"]', 'href');
      check(href.includes(`variant=${variant}`) && href.includes('computer=black'), href);
      check((await last.$$('[data-action="lesson-next"]')).length === 0, 'no next lesson');
    }
  });

  scenario('lessons: screenshots of each set at phone width, each language once', { viewport: { width: 375, height: 740 } }, async ({ open }) => {
    const shots = [
      ['brazilian', 'pt-BR', '8'],
      ['russian', 'ru-RU', '6'],
      ['english', 'en-US', '7'],
      ['international', 'en-US', '7'],
      ['turkish', 'es-MX', '6'],
      ['lasca', 'en-US', '3'],
    ];
    for (const [variant, lang, n] of shots) {
      // The interface speaks the browser's language.
      const page = await open(`/?learn=${n}&variant=${variant}`, { lang });
      await page.waitForSelector('[data-lesson-rules]');
      await page.screenshot({ path: path.join(output, `lessons-${variant}-${lang}.png`), fullPage: true });
    }
    // A lesson done, in Russian: the crowned man went on as a king.
    const ru = await open('/?learn=6&variant=russian', { lang: 'ru-RU' });
    await clickSquares(ru, 9, 20);
    await done(ru, 'crowned during the capture');
    await expectText(ru, '[data-lesson-rules]', /Правила: Русские/);
    await ru.screenshot({ path: path.join(output, 'lessons-russian-ru-done.png'), fullPage: true });
  });
}
