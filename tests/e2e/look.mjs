// Browser scenarios of the looks and sounds (run by run.mjs, which passes its scenario() and
// helpers): board themes and piece sets on svg[data-board] that survive a reload and follow to the
// Lasca page, the page's palette, the embed's theme= and pieces=, the high-contrast theme's
// measured contrast, and the sounds, with the page's Web Audio replaced by a recording fake.

// WCAG relative luminance and contrast ratio of two computed colours (`rgb(r, g, b)`).
function luminance(colour) {
  const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a, b) {
  if (!/^rgb/.test(a || '') || !/^rgb/.test(b || '')) return 0;
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return Math.round(((x + 0.05) / (y + 0.05)) * 100) / 100;
}
// The computed `prop` of the first element of the board matching each selector.
const styles = (page, list) =>
  page.evaluate((l) => l.map(([sel, prop]) => {
    const el = document.querySelector(`svg[data-board] ${sel}`);
    return el ? getComputedStyle(el)[prop] : null;
  }), list);
const PLAIN = ['g.sq:not([class*=" "]) .cell', 'fill'];

// Records the sounds the page plays instead of playing them.
function fakeAudio() {
  // Every sound played (its blob: address), without making noise; and any AudioContext made.
  const audio = { contexts: 0, plays: [] };
  window.__audio = audio;
  HTMLMediaElement.prototype.play = function () {
    audio.plays.push(this.src);
    return Promise.resolve();
  };
  const Ctx = window.AudioContext;
  window.AudioContext = function (...args) {
    audio.contexts++;
    return new Ctx(...args);
  };
}

export function registerLook(scenario, h) {
  const { check, waitFor, clickSquares, expectText, expectPiece, moves, q } = h;
  const attr = (page, name) => page.getAttribute('svg[data-board]', name);
  const cellFill = (page) => page.evaluate(() => getComputedStyle(document.querySelector('svg[data-board] g.sq:not(.last-move):not(.selected) .cell')).fill);

  scenario('a board theme and a piece set change the board, survive a reload and follow to Lasca', {}, async ({ open }) => {
    const page = await open('/');
    check((await attr(page, 'data-theme')) === 'wood' && (await attr(page, 'data-pieces')) === 'classic', 'wood and classic by default');
    const wood = await cellFill(page);
    await page.selectOption('[data-field="theme"]', 'tournament');
    await page.selectOption('[data-field="pieces"]', 'print');
    await waitFor(async () => (await attr(page, 'data-theme')) === 'tournament', 'the board takes the theme');
    check((await attr(page, 'data-pieces')) === 'print', 'and the piece set');
    // The squares' colour eases over a moment: wait for it to settle.
    await waitFor(async () => (await cellFill(page)) === 'rgb(118, 150, 86)', `the dark squares turn green: ${wood} -> ${await cellFill(page)}`);
    check(wood !== 'rgb(118, 150, 86)', 'from another colour');
    const white = await page.evaluate(() => getComputedStyle(document.querySelector('svg[data-board] .white-man .body')).fill);
    check(white === 'rgb(255, 255, 255)', `print pieces are plain white: ${white}`);
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    check((await attr(page, 'data-theme')) === 'tournament' && (await attr(page, 'data-pieces')) === 'print', 'both survive a reload');
    check((await page.inputValue('[data-field="theme"]')) === 'tournament', 'the select shows the choice');
    // The Lasca page draws the same board in the same theme.
    const lasca = await open(q({ variant: 'lasca' }));
    check((await attr(lasca, 'data-variant')) === 'lasca', 'the Lasca board');
    check((await attr(lasca, 'data-theme')) === 'tournament' && (await attr(lasca, 'data-pieces')) === 'print', 'Lasca follows the theme');
    await lasca.selectOption('[data-field="theme"]', 'slate');
    await waitFor(async () => (await attr(lasca, 'data-theme')) === 'slate', 'and changes it');
  });

  scenario('the page is light or dark: the system\'s until chosen, then the choice', { colorScheme: 'light' }, async ({ open }) => {
    const page = await open('/');
    const pageOf = () => page.getAttribute('html', 'data-page');
    await waitFor(async () => (await pageOf()) === 'light', 'a light system gives a light page');
    const bg = await page.evaluate(() => getComputedStyle(document.querySelector('.panel')).backgroundColor);
    check(bg === 'rgb(255, 250, 243)', `light panels: ${bg}`);
    await page.selectOption('[data-field="page"]', 'dark');
    await waitFor(async () => (await pageOf()) === 'dark', 'the choice wins');
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await waitFor(async () => (await pageOf()) === 'dark', 'and is remembered');
    await page.selectOption('[data-field="page"]', 'system');
    await waitFor(async () => (await pageOf()) === 'light', 'back to the system');
  });

  scenario('the embed takes theme= (page and board) and pieces=', {}, async ({ open }) => {
    const both = await open('/?embed=1&theme=dark,slate&pieces=flat');
    check((await attr(both, 'data-theme')) === 'slate' && (await attr(both, 'data-pieces')) === 'flat', 'board theme and pieces');
    check((await both.$$('.embed.theme-dark')).length === 1, 'theme=dark still darkens the page');
    const old = await open('/?embed=1&theme=dark');
    check((await attr(old, 'data-theme')) === 'wood' && (await old.$$('.embed.theme-dark')).length === 1, 'a link from before board themes reads as before');
    const contrast = await open('/?embed=1&theme=contrast&pieces=print&fen=W:W22:B18');
    check((await attr(contrast, 'data-theme')) === 'contrast' && (await contrast.$$('.embed.theme-light')).length === 1, 'a board theme alone keeps the light page');
    const bad = await open('/?embed=1&pieces=glass');
    await expectText(bad, '[data-embed-error]', /bad pieces "glass": expected classic, flat or print/);
    check((await attr(bad, 'data-pieces')) === 'classic', 'a bad value keeps the default board');
  });

  scenario('the high-contrast theme meets WCAG contrast for pieces, highlights and labels', {}, async ({ open }) => {
    // Selection, destinations, path and captures: the majority rule's capture from 28.
    const page = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
    await page.selectOption('[data-field="theme"]', 'contrast');
    await waitFor(async () => (await attr(page, 'data-theme')) === 'contrast', 'contrast theme');
    await clickSquares(page, 28);
    await waitFor(async () => (await page.$$('svg[data-board] g.sq.dest')).length === 1, 'the capture is shown');
    await page.waitForTimeout(300); // the squares' colours fade in
    const [plain, light, selected, dest, path, destDot, pathDot, captured, blackFill, whiteFill, blackEdge, label, halo] = await styles(page, [
      PLAIN,
      ['rect.light', 'fill'],
      ['g.sq.selected .cell', 'fill'],
      ['g.sq.dest .cell', 'fill'],
      ['g.sq.path:not(.dest) .cell', 'fill'],
      ['.dest-dot', 'fill'],
      ['.path-dot', 'stroke'],
      ['.captured-ring', 'stroke'],
      ['.black-man .body', 'fill'],
      ['.white-man .body', 'fill'],
      ['.black-man .body', 'stroke'],
      ['.labels text.num', 'fill'],
      ['.labels text.num', 'stroke'],
    ]);
    const r = {
      light: ratio(light, plain),
      selected: ratio(selected, plain),
      dest: ratio(dest, plain),
      path: ratio(path, plain),
      destDot: ratio(destDot, dest),
      pathDot: ratio(pathDot, path),
      capturedOnBlack: ratio(captured, blackFill),
      whitePiece: ratio(whiteFill, plain),
      blackOutline: ratio(blackEdge, plain),
      label: ratio(label, plain),
      labelHalo: ratio(label, halo),
    };
    for (const [k, v] of Object.entries(r)) check(v >= (k.startsWith('label') ? 4.5 : 3), `${k} contrast ${v} (all: ${JSON.stringify(r)})`);
    // The last move, and a compulsory capture's ring.
    const last = await open(q({ fen: 'W:W21,22:B18', moves: '' }));
    const [plain2, ring] = await styles(last, [PLAIN, ['.forced-ring', 'stroke']]);
    check(ratio(ring, plain2) >= 3, `forced ring contrast ${ratio(ring, plain2)}`);
    await clickSquares(last, 22, 15);
    await waitFor(async () => (await last.$$('svg[data-board] g.sq.last-move')).length === 2, 'the last move is marked');
    await last.waitForTimeout(300);
    const [plain3, lastMove] = await styles(last, [PLAIN, ['g.sq.last-move .cell', 'fill']]);
    check(ratio(lastMove, plain3) >= 3, `last-move contrast ${ratio(lastMove, plain3)}`);
  });

  const audio = async (page) => page.evaluate(() => ({ contexts: window.__audio.contexts, plays: [...window.__audio.plays] }));
  // How long a played file lasts, in seconds (read by the browser from the WAV itself).
  const seconds = (page, src) => page.evaluate((s) => new Promise((resolve, reject) => {
    const a = new Audio();
    a.onloadedmetadata = () => resolve(a.duration);
    a.onerror = () => reject(new Error('the sound file does not decode'));
    a.src = s;
  }), src);
  scenario('sounds: none before the first gesture; a move, a capture and a refusal make them; none when switched off', {}, async ({ open, context }) => {
    await context.addInitScript(fakeAudio);
    // The computer opens without the player touching the page: silence.
    const page = await open(q({ computer: 'white', level: '1' }));
    await waitFor(async () => (await moves(page)).length === 1, 'the computer opens', 15000);
    await page.waitForTimeout(200);
    let a = await audio(page);
    // No AudioContext at all (it would start the audio service on the main thread), and nothing
    // sounds before a gesture.
    check(a.contexts === 0 && a.plays.length === 0, `nothing before a gesture: ${JSON.stringify(a)}`);
    // The player's move makes sound, then the computer's reply too: the same file, a WAV.
    const [from, to] = (await moves(page))[0] === '22-17' ? [11, 15] : [12, 16];
    await clickSquares(page, from, to);
    await waitFor(async () => (await moves(page)).length === 3, 'the computer replies', 15000);
    a = await audio(page);
    // The same sound for both quiet moves (a reply that takes sounds as a capture).
    const reply = (await moves(page))[2];
    check(a.contexts === 0 && a.plays.length === 2 && a.plays.every((p) => p.startsWith('blob:')) && (reply.includes('x') || a.plays[0] === a.plays[1]), `moves sound: ${JSON.stringify(a)} (reply ${reply})`);
    const tock = await seconds(page, a.plays[0]);
    check(Math.abs(tock - 0.1) < 0.01, `a move's tock lasts 0.1 s: ${tock}`);
    // A capture of two pieces: one sound of two clicks, longer than a move's.
    const cap = await open(q({ fen: 'W:W28:B24,16,1' }));
    await clickSquares(cap, 28);
    const before = (await audio(cap)).plays.length;
    await clickSquares(cap, 12);
    await expectPiece(cap, 12, 'white-man');
    await waitFor(async () => (await audio(cap)).plays.length === before + 1, `a capture sounds: ${JSON.stringify(await audio(cap))}`);
    const clicks = await seconds(cap, (await audio(cap)).plays[before]);
    check(clicks > 0.15, `two clicks last longer than a tock: ${clicks}`);
    // A refused move.
    const refused = (await audio(cap)).plays.length;
    await clickSquares(cap, 12);
    await expectText(cap, '[data-message]', /not your piece|Black/i);
    await waitFor(async () => (await audio(cap)).plays.length > refused, 'a refusal sounds');
    // Switched off: silence, remembered after a reload.
    await cap.uncheck('[data-field="sound"]');
    const off = (await audio(cap)).plays.length;
    await clickSquares(cap, 1, 5);
    await waitFor(async () => (await moves(cap)).length === 2, 'black moves');
    await cap.waitForTimeout(200);
    check((await audio(cap)).plays.length === off, `no sound when switched off: ${JSON.stringify(await audio(cap))}`);
    await cap.reload();
    await cap.waitForSelector('svg[data-board]');
    check(!(await cap.isChecked('[data-field="sound"]')), 'the switch stays off after a reload');
    await clickSquares(cap, 12, 8);
    await waitFor(async () => (await moves(cap)).length === 3, 'a move after the reload');
    await cap.waitForTimeout(200);
    const after = await audio(cap);
    check(after.contexts === 0 && after.plays.length === 0, `still silent: ${JSON.stringify(after)}`);
  });
}
