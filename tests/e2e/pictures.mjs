// Positions as pictures (issue 39): the game page's Image link opens the picture page of the
// position on view; its PNG (decoded here, with Node's zlib) has the size asked for and the live
// board's colours, for two themes, in the middle of a square with a white man and of an empty one;
// its SVG parses and holds every piece; Lasca too; a title from the link is text, never markup;
// a broken link says why; screenshots in every language.

import fs from 'node:fs';
import zlib from 'node:zlib';
import { LINE } from './review.mjs';

/** Decodes an 8-bit RGB or RGBA PNG: { width, height, pixel(x, y) -> [r, g, b, a] }. */
export function decodePng(bytes) {
  const sig = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!sig.every((b, i) => bytes[i] === b)) throw new Error('not a PNG');
  let at = 8;
  let width = 0, height = 0, depth = 0, type = 0;
  const idat = [];
  while (at < bytes.length) {
    const len = bytes.readUInt32BE(at);
    const kind = bytes.toString('ascii', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + len);
    if (kind === 'IHDR') [width, height, depth, type] = [data.readUInt32BE(0), data.readUInt32BE(4), data[8], data[9]];
    if (kind === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  if (depth !== 8 || (type !== 6 && type !== 2)) throw new Error(`PNG of depth ${depth}, colour type ${type}`);
  const bpp = type === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c;
      const pred = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][filter];
      if (pred === undefined) throw new Error(`PNG filter ${filter}`);
      out[y * stride + x] = (line[x] + pred) & 255;
    }
  }
  const pixel = (x, y) => [...out.subarray(y * stride + x * bpp, y * stride + x * bpp + bpp)].concat(bpp === 3 ? [255] : []);
  return { width, height, pixel };
}

export function registerPictures(scenario, h) {
  const { check, waitFor, q, output, path, launched } = h;

  const rgb = (css) => (css.match(/\d+/g) || []).slice(0, 3).map(Number);
  const near = (a, b) => [0, 1, 2].every((i) => Math.abs(a[i] - b[i]) <= 3);
  const openPicture = async (context, base, query) => {
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(base + '/?' + query);
    await page.waitForSelector('[data-picture] [data-picture-svg] svg, [data-picture-error]');
    return page;
  };
  const download = async (page, action) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-action="${action}"]`)]);
    return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
  };
  // The live board's colours: a plain dark square's and a white man's body.
  const liveColours = (page) =>
    page.evaluate(() => {
      const fill = (sel) => getComputedStyle(document.querySelector(sel)).fill;
      return { dark: fill('svg[data-board] g.sq:not(.last-move):not(.selected):not(.selectable) .cell'), man: fill('svg[data-board] .white-man .body') };
    });

  scenario('pictures: the Image link gives a PNG and an SVG of the position in the board\'s theme', {}, async ({ open, context, base }) => {
    for (const [theme, pieces, width] of [['wood', 'flat', 512], ['tournament', 'print', 1024]]) {
      const game = await open(q({ moves: '22-17 11-15' }));
      await game.selectOption('[data-field="theme"]', theme);
      await game.selectOption('[data-field="pieces"]', pieces);
      await waitFor(async () => (await game.getAttribute('svg[data-board]', 'data-pieces')) === pieces, 'the board takes the piece set');
      // Colours ease over a moment: wait for the live square to settle on the theme.
      const want = theme === 'wood' ? 'rgb(154, 106, 71)' : 'rgb(118, 150, 86)';
      await waitFor(async () => (await liveColours(game)).dark === want, `the live squares turn ${want}`);
      const live = await liveColours(game);
      const link = game.locator('[data-action="image"]');
      check((await link.textContent()).trim() === 'Image', 'the link is named');
      await Promise.all([game.waitForURL(/[?&]picture/), link.click()]);
      await game.waitForSelector('[data-picture] [data-picture-svg] svg');
      if (width === 1024) await game.selectOption('[data-field="size"]', '1024');
      const png = await download(game, 'download-png');
      check(png.name === 'damas-brazilian-2.png', `PNG file name ${png.name}`);
      const image = decodePng(png.bytes);
      check(image.width === width && image.height === width, `PNG is ${width}x${width}: ${image.width}x${image.height}`);
      const unit = width / 8;
      // Square 29 (bottom left, cell 0,7) holds a white man; square 22 (cell 2,5) is empty.
      const man = image.pixel(Math.round(0.5 * unit), Math.round(7.5 * unit));
      const empty = image.pixel(Math.round(2.5 * unit), Math.round(5.5 * unit));
      check(near(man, rgb(live.man)), `${theme}: a white man's pixel ${man} is the live board's ${live.man}`);
      check(near(empty, rgb(live.dark)), `${theme}: an empty square's pixel ${empty} is the live board's ${live.dark}`);
      check(!near(man, empty), 'the man and the square differ');
      const svg = await download(game, 'download-svg');
      check(svg.name === 'damas-brazilian-2.svg', `SVG file name ${svg.name}`);
      const parsed = await game.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.localName, pieces: doc.querySelectorAll('[data-piece]').length, men: doc.querySelectorAll('[data-piece="white-man"]').length };
      }, svg.bytes.toString('utf8'));
      check(!parsed.error && parsed.root === 'svg', 'the SVG parses');
      check(parsed.pieces === 24 && parsed.men === 12, `the SVG holds 24 pieces, 12 white men: ${JSON.stringify(parsed)}`);
      await game.screenshot({ path: path.join(output, `picture-${theme}.png`) });
    }
  });

  scenario('pictures: captions, the arrow, Lasca and a broken link', {}, async ({ context, base }) => {
    const hostile = '<img src=x onerror=alert(1)> & "club"';
    const page = await openPicture(context, base, `picture&moves=22-17&arrow=23-18&title=${encodeURIComponent(hostile)}`);
    check((await page.inputValue('[data-field="caption"]')) === 'title', 'a title from the link is the caption');
    const caption = await page.$eval('[data-picture-svg] [data-caption]', (e) => e.textContent);
    check(caption === hostile, `the caption is the title as text: ${caption}`);
    check((await page.$$('[data-picture-svg] img, [data-picture-svg] script')).length === 0, 'no markup from the link');
    check((await page.$$('[data-picture-svg] [data-arrow]')).length === 1, 'the arrow is drawn');
    await page.uncheck('[data-field="arrows"]');
    await waitFor(async () => (await page.$$('[data-picture-svg] [data-arrow]')).length === 0, 'the arrow can be left out');
    await page.selectOption('[data-field="caption"]', 'turn');
    await waitFor(async () => (await page.$eval('[data-picture-svg] [data-caption]', (e) => e.textContent)) === 'Black to play', 'whose turn');
    await page.selectOption('[data-field="caption"]', 'fen');
    await waitFor(async () => /^B:W/.test(await page.$eval('[data-picture-svg] [data-caption]', (e) => e.textContent)), 'the FEN');
    const png = decodePng((await download(page, 'download-png')).bytes);
    check(png.width === 512 && png.height === 558, `a captioned PNG is taller: ${png.width}x${png.height}`);
    // The buttons are reachable from the keyboard and named.
    const names = await page.$$eval('[data-picture] button', (bs) => bs.map((b) => b.textContent.trim()));
    check(names.includes('Download PNG') && names.includes('Download SVG') && names.includes('Copy image'), `buttons: ${names}`);
    const lasca = await openPicture(context, base, 'picture&variant=lasca&moves=c3-d4');
    check((await lasca.$$('[data-picture-svg] [data-piece]')).length === 22, 'Lasca: 22 columns');
    const lsvg = (await download(lasca, 'download-svg')).bytes.toString('utf8');
    check((lsvg.match(/data-piece="white-soldier"/g) || []).length === 11, 'the Lasca SVG holds 11 white soldiers');
    const broken = await openPicture(context, base, 'picture&moves=22-17&arrow=99-1');
    check(/arrow/.test(await broken.textContent('[data-picture-error]')), 'a bad arrow is named');
  });

  scenario('pictures: the editor, the review, puzzles and embeds link to the picture', {}, async ({ open, context, base }) => {
    const page = await open(q({ moves: LINE.join(' ') }));
    await page.click('[data-action="review"]');
    await waitFor(async () => (await page.$$('[data-accuracy="white"]')).length === 1 && !(await page.$('[data-review][data-progress]')), 'the review is done', 30000);
    await page.click('[data-moves] button[data-ply="9"]');
    await waitFor(async () => (await page.$$('svg[data-board] [data-arrow="best"]')).length === 1, 'the better move is drawn');
    const href = await page.getAttribute('[data-review] [data-action="image"]', 'href');
    check(/[?&]picture/.test(href) && /ply=8/.test(href) && /arrow=\d+-\d+/.test(href), `the review's picture is the position before the blunder with the arrow: ${href}`);
    await Promise.all([page.waitForURL(/picture/), page.click('[data-review] [data-action="image"]')]);
    await page.waitForSelector('[data-picture] [data-picture-svg] [data-arrow]');
    check((await page.$$('[data-picture-svg] [data-piece]')).length === 22, 'the 22 pieces before the blunder');
    // The editor's position.
    const game = await open('/');
    await game.click('[data-action="open-editor"]');
    const edit = await game.getAttribute('[data-editor] [data-action="image"]', 'href');
    check(/picture/.test(edit) && /fen=/.test(edit), `the editor links its position: ${edit}`);
    // An embedded board opens its picture in a new tab.
    const embed = await open(q({ embed: '1', controls: '1', moves: '22-17' }));
    const eimg = await embed.getAttribute('[data-embed] [data-action="image"]', 'href');
    check(/picture/.test(eimg) && /moves=22-17/.test(eimg), `the embed links its picture: ${eimg}`);
    check((await embed.getAttribute('[data-embed] [data-action="image"]', 'aria-label')) === 'Image', 'named');
    // A puzzle's picture is its start; its sheet is the variant's puzzles.
    const puzzle = await context.newPage();
    await puzzle.goto(base + '/?puzzle&variant=brazilian');
    await puzzle.waitForSelector('[data-puzzle] [data-action="image"]', { timeout: 10000 });
    check(/picture&fen=/.test(await puzzle.getAttribute('[data-puzzle] [data-action="image"]', 'href')), 'the puzzle links its start');
    check(/print=puzzles/.test(await puzzle.getAttribute('[data-puzzle] [data-action="print-sheet"]', 'href')), 'and a sheet');
  });

  scenario('pictures: the picture page in every language, desktop and phone', {}, async ({ base }) => {
    const browser = launched();
    for (const [lang, locale] of [['en', 'en-US'], ['pt', 'pt-BR'], ['es', 'es-ES'], ['ru', 'ru-RU']]) {
      for (const [w, hgt] of [[1280, 900], [375, 740]]) {
        const ctx = await browser.newContext({ viewport: { width: w, height: hgt }, locale });
        const page = await ctx.newPage();
        await page.goto(base + '/?picture&moves=22-17+11-15&arrow=23-18');
        await page.waitForSelector('[data-picture] [data-picture-svg] svg');
        const lang2 = await page.getAttribute('html', 'lang');
        check(lang2 && lang2.startsWith(lang), `the page is in ${lang}: ${lang2}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
        check(wide, `${lang} ${w}px: nothing sticks out sideways`);
        await page.screenshot({ path: path.join(output, `picture-${lang}-${w}.png`), fullPage: true });
        await ctx.close();
      }
    }
  });
}
