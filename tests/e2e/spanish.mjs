// Browser scenarios of the Spanish interface, run by run.mjs, which passes its scenario() and
// helpers: the language switch offers Spanish (`[data-lang="es"]`, "Español"); Spanish turns the
// status, a refused move's reason, the board's label and a broken link's message to Spanish, sets
// `<html lang="es">` and is remembered across a reload; Spanish is chosen from the browser's
// languages (es-419) and the tutorial (`?learn`) opens in Spanish; the Spanish page on a desktop
// and on a phone, with nothing cut off, in screenshots.

export function registerSpanish(scenario, h) {
  const { check, chooseLang, clickSquare, expectText, q, nothingCutOff } = h;


  scenario('Spanish: the switch offers es; [data-lang="es"] words the status, a refused move and a broken link in Spanish', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22:B18' }));
    const langs = await page.$$eval('[data-lang]', (els) => els.map((e) => e.dataset.lang));
    check(langs.includes('es'), `the switch offers Spanish: ${JSON.stringify(langs)}`);
    check((await page.getAttribute('[data-lang="es"]', 'title')) === 'Español', 'the switch names Spanish in Spanish');
    await chooseLang(page, 'es');
    await expectText(page, '[data-status]', /^Juegan las blancas/);
    await expectText(page, '[data-status]', /La captura es obligatoria: debes capturar 1 pieza/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'es', 'the document says it is in Spanish');
    check((await page.getAttribute('[data-lang="es"]', 'aria-pressed')) === 'true', 'the Spanish button is pressed');
    // A refused move gets its reason in Spanish.
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /^Hay una captura disponible desde la casilla 22\./);
    const label = await page.getAttribute('svg[data-board]', 'aria-label');
    check(label.startsWith('Tablero de damas. Peones blancos: 21, 22. Peones negros: 18.'), `the board's label: ${label}`);
    // The choice is remembered.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await expectText(page, '[data-status]', /^Juegan las blancas/);
    check((await page.evaluate(() => document.documentElement.lang)) === 'es', 'still Spanish after a reload');
    // A typed move that breaks the majority rule, with counted pieces.
    const majority = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
    await expectText(majority, '[data-status]', /debes capturar 3 piezas/);
    await majority.fill('[data-move-input]', '30x23');
    await majority.press('[data-move-input]', 'Enter');
    await expectText(majority, '[data-message]', /^Debes capturar el máximo: 3 piezas desde la casilla 28\./);
    // A broken link says what is wrong with it, in Spanish, and a new game is shown.
    const broken = await open(q({ moves: '22-17 99-1' }));
    await expectText(broken, '[data-message]', /^Este enlace no describe una partida válida \(la jugada 2 \("99-1"\) no se puede jugar: /);
    const shown = await broken.$eval('[data-message]', (e) => e.textContent);
    check(!/\b(the|is|not|move|square|link|game)\b/i.test(shown), `no English in the message: ${shown}`);
    await chooseLang(broken, 'en');
    await expectText(broken, '[data-status]', /^White to move/);
  });

  scenario('Spanish is chosen from the browser\'s languages (es-419); the tutorial opens in Spanish', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W22:B18', moves: '22x15' }), { lang: 'es-419' });
    await expectText(page, '[data-status]', /^Ganan las blancas 2-0/);
    await expectText(page, '[data-status]', /Las negras se quedaron sin piezas\./);
    check((await page.evaluate(() => document.documentElement.lang)) === 'es', 'the document says it is in Spanish');
    const learn = await open('/?learn', { lang: 'es-MX' });
    await expectText(learn, '[data-lesson="move"] .lesson-title', /^Los peones avanzan$/);
    await expectText(learn, '[data-lesson="move"] .lesson-task', /Mueve el peón de la casilla 22\./);
    await expectText(learn, 'h1', /^Aprende a jugar$/);
  });

  scenario('screenshots of the Spanish page on a desktop and a phone, nothing cut off', { viewport: { width: 1280, height: 900 } }, async ({ open }) => {
    const page = await open(q({ fen: 'W:W21,22,28,30:B8,16,18,24,26' }), { lang: 'es' });
    await expectText(page, '[data-status]', /La captura es obligatoria/);
    await clickSquare(page, 21);
    await expectText(page, '[data-message]', /captura disponible/);
    await nothingCutOff(page, 'spanish');
  });
}
