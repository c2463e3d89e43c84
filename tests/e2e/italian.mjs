// Browser scenarios of the Italian interface (the fifth language: one folder of words and one
// line in `languages!`), run by run.mjs, which passes its scenario() and helpers: the switch offers
// Italian (`[data-lang="it"]`, "Italiano"); Italian words the status, a refused move, the board's
// label and a broken link, sets `<html lang="it">` and is remembered across a reload; Italian is
// chosen from the browser's languages (it-CH) and the tutorial opens in Italian; the page on a
// desktop and on a phone, with nothing cut off, in screenshots.

export function registerItalian(scenario, h) {
  const { check, chooseLang, clickSquare, expectText, q, nothingCutOff } = h;

  scenario('Italian: the switch offers it; [data-lang="it"] words the status, a refused move and a broken link in Italian', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22:B18' }));
    check((await page.getAttribute('[data-lang="it"]', 'title')) === 'Italiano', 'the switch names Italian in Italian');
    await chooseLang(page, 'it');
    await expectText(page, '[data-status]', /^Tocca al Bianco/);
    await expectText(page, '[data-status]', /La presa è obbligatoria: devi prendere 1 pezzo/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'it', 'the document says it is in Italian');
    check((await page.getAttribute('[data-lang="it"]', 'aria-pressed')) === 'true', 'the Italian button is pressed');
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /^C'è una presa possibile dalla casella 22\./);
    const label = await page.getAttribute('svg[data-board]', 'aria-label');
    check(label.startsWith('Damiera. Pedine bianche: 21, 22. Pedine nere: 18.'), `the board's label: ${label}`);
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-status]', /^Tocca al Bianco/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'it', 'still Italian after a reload');
    // A broken link says what is wrong with it, in Italian, and a new game is shown.
    const broken = await open(q({ moves: '22-17 99-1' }));
    await expectText(broken, '[data-message]', /^Questo link non descrive una partita valida \(la mossa 2 \("99-1"\) non si può giocare: /);
    const shown = await broken.$eval('[data-message]', (e) => e.textContent);
    check(!/\b(the|is|not|move|square|cannot)\b/i.test(shown), `no English in the message: ${shown}`);
    await chooseLang(broken, 'en');
    await expectText(broken, '[data-status]', /^White to move/);
  });

  scenario('Italian is chosen from the browser\'s languages (it-CH); the tutorial opens in Italian', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22:B18' }), { lang: 'it-CH' });
    await expectText(page, '[data-status]', /^Tocca al Bianco/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'it', 'the document says it is in Italian');
    const learn = await open('/?learn', { lang: 'it-IT' });
    await expectText(learn, '[data-lesson="move"] .lesson-title', /^Le pedine avanzano$/);
    await expectText(learn, '[data-lesson="move"] .lesson-task', /Muovi la pedina in 22\./);
    await expectText(learn, 'h1', /^Impara a giocare$/);
  });

  scenario('screenshots of the Italian page on a desktop and a phone, nothing cut off', { viewport: { width: 1280, height: 900 } }, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22,28,30:B8,16,18,24,26' }), { lang: 'it' });
    await expectText(page, '[data-status]', /La presa è obbligatoria/);
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /presa possibile/);
    await nothingCutOff(page, 'italian');
  });
}
