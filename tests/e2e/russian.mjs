// Browser scenarios of the Russian interface (issue 14), run by run.mjs, which passes its
// scenario() and helpers: the language switch offers every language (`[data-lang]` is pt, en,
// ru, es, in `Lang::ALL`'s order); Russian turns the status, the refusal reasons and the board's label to Russian, is
// remembered across a reload and is chosen from the browser's languages; the Russian page on a
// desktop and on a phone, with nothing cut off (Russian words are long), in screenshots.

export function registerRussian(scenario, h) {
  const { check, chooseLang, clickSquare, expectText, q, nothingCutOff } = h;


  scenario('Russian: the switch offers every language; [data-lang="ru"] words the status and refusals in Russian and survives a reload', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22:B18' }));
    const langs = await page.$$eval('[data-lang]', (els) => els.map((e) => e.dataset.lang));
    check(JSON.stringify(langs) === '["pt","en","ru","es","it"]', `the switch offers every language: ${JSON.stringify(langs)}`);
    await chooseLang(page, 'ru');
    await expectText(page, '[data-status]', /Ход белых/);
    await expectText(page, '[data-status]', /Бить обязательно: нужно взять 1 шашку/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'ru', 'the document says it is in Russian');
    check((await page.getAttribute('[data-lang="ru"]', 'aria-pressed')) === 'true', 'the Russian button is pressed');
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /^Бить обязательно: есть взятие с поля 22\./);
    const label = await page.getAttribute('svg[data-board]', 'aria-label');
    check(label.startsWith('Шашечная доска. Белые простые: 21, 22. Чёрные простые: 18.'), `the board's label: ${label}`);
    // The choice is remembered.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-status]', /^Ход белых/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'ru', 'still Russian after a reload');
    // The majority rule, with counted pieces, on a move typed on the keyboard.
    const majority = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
    await expectText(majority, '[data-status]', /нужно взять 3 шашки/);
    await majority.fill('[data-move-input]', '30x23');
    await majority.press('[data-move-input]', 'Enter');
    await expectText(majority, '[data-message]', /^Нужно взять наибольшее число шашек: 3 шашки с поля 28\./);
    await majority.fill('[data-move-input]', '30-99');
    await majority.press('[data-move-input]', 'Enter');
    const typed = await majority.$eval('[data-message]', (e) => e.textContent);
    check(!/\b(the|is|not|move|square|legal)\b/i.test(typed), `no English in the message: ${typed}`);
    await chooseLang(majority, 'en');
    await expectText(majority, '[data-status]', /^White to move/);
  });

  scenario('Russian is chosen from the browser\'s languages (ru-RU), results included', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W22:B18', moves: '22x15' }), { lang: 'ru-RU' });
    await expectText(page, '[data-status]', /^Победа белых 2-0/);
    await expectText(page, '[data-status]', /У чёрных не осталось шашек\./);
    const titles = await page.$$eval('[data-lang]', (els) => els.map((e) => e.title));
    check(titles.includes('Русский'), `the switch names Russian in Russian: ${titles}`);
  });

  scenario('screenshots of the Russian page on a desktop and a phone, nothing cut off', { viewport: { width: 1280, height: 900 } }, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22,28,30:B8,16,18,24,26' }), { lang: 'ru' });
    await expectText(page, '[data-status]', /Бить обязательно/);
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /есть взятие/);
    await nothingCutOff(page, 'russian');
  });
}
