// Positions as pictures (issue 39): the game page's Image link opens the picture page of the
// position on view; its PNG (decoded here, with Node's zlib) has the size asked for and the live
// board's colours, for two themes, in the middle of a square with a white man and of an empty one;
// its SVG parses and holds every piece; Lasca too; a title from the link is text, never markup;
// a broken link says why; screenshots in every language.

import fs from 'node:fs';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
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

/** Reads a GIF's blocks: { width, height, loops, controls, frames: [{ x, y, w, h, delay, table, min, data }], trailer }. */
export function readGif(bytes) {
  if (bytes.toString('ascii', 0, 6) !== 'GIF89a') throw new Error('not a GIF89a file');
  const width = bytes.readUInt16LE(6), height = bytes.readUInt16LE(8);
  let at = 13 + (bytes[10] & 0x80 ? 3 << ((bytes[10] & 7) + 1) : 0);
  const blocks = (from) => {
    const parts = [];
    while (bytes[from] !== 0) {
      parts.push(bytes.subarray(from + 1, from + 1 + bytes[from]));
      from += 1 + bytes[from];
    }
    return [Buffer.concat(parts), from + 1];
  };
  const gif = { width, height, loops: false, controls: 0, frames: [], trailer: false };
  let delay = 0;
  while (at < bytes.length) {
    const kind = bytes[at];
    if (kind === 0x3b) { gif.trailer = at === bytes.length - 1; break; }
    if (kind === 0x21) {
      const [data, next] = blocks(at + 2);
      if (bytes[at + 1] === 0xf9) { gif.controls++; delay = data.readUInt16LE(1); }
      if (bytes[at + 1] === 0xff && data.toString('ascii', 0, 11) === 'NETSCAPE2.0') gif.loops = true;
      at = next;
    } else if (kind === 0x2c) {
      const [x, y, w, h] = [1, 3, 5, 7].map((o) => bytes.readUInt16LE(at + o));
      const flags = bytes[at + 9];
      at += 10;
      let table = [];
      if (flags & 0x80) {
        const n = 1 << ((flags & 7) + 1);
        table = [...Array(n)].map((_, i) => [bytes[at + 3 * i], bytes[at + 3 * i + 1], bytes[at + 3 * i + 2]]);
        at += 3 * n;
      }
      const min = bytes[at];
      const [data, next] = blocks(at + 1);
      gif.frames.push({ x, y, w, h, delay, table, min, data });
      at = next;
    } else {
      throw new Error(`unknown block ${kind} at ${at}`);
    }
  }
  return gif;
}

/** Decodes a GIF frame's LZW data to its colour indices (GIF89a, appendix F). */
export function lzwDecode(data, min, count) {
  const clear = 1 << min, end = clear + 1;
  let width = min + 1, dict = [], prev = null, acc = 0, bits = 0, at = 0;
  const reset = () => { dict = [...Array(clear)].map((_, i) => [i]); dict.push(null, null); width = min + 1; prev = null; };
  reset();
  const out = [];
  for (;;) {
    while (bits < width) {
      if (at >= data.length) throw new Error('the data ends before the end code');
      acc |= data[at++] << bits;
      bits += 8;
    }
    const code = acc & ((1 << width) - 1);
    acc >>>= width;
    bits -= width;
    if (code === clear) { reset(); continue; }
    if (code === end) break;
    let entry;
    if (code < dict.length) entry = dict[code];
    else if (code === dict.length && prev !== null) entry = dict[prev].concat(dict[prev][0]);
    else throw new Error(`code ${code} is not in the table`);
    if (prev !== null && dict.length < 4096) {
      dict.push(dict[prev].concat(entry[0]));
      if (dict.length === 1 << width && width < 12) width++;
    }
    for (const v of entry) out.push(v);
    prev = code;
  }
  if (out.length !== count) throw new Error(`${out.length} pixels decoded, ${count} expected`);
  return out;
}

/** A 20-ply Brazilian game, and a 100-ply International one (legal lines; neither has ended). */
export const TWENTY = '22-17 9-13 23-18 13x15 24-19 15x24 27x20 6-9 20-16 11x20 26-22 2-6 22-17 8-11 17-13 4-8 28-24 20x27 31x24 10-14';
export const HUNDRED = '34-30 19-24 30x19 14x23 31-27 17-21 36-31 20-25 32-28 23x32 37x28 21x23 31-27 15-20 33-28 23x21 40-34 18-23 42-37 25-30 34x14 9x20 48-42 23-28 41-36 10-14 36-31 4-10 37-32 28x26 46-41 26-31 41-36 11-17 36x27 21x32 38x27 17-22 27x9 6-11 42-38 1-6 47-41 16-21 35-30 20-24 9x29 12-18 41-37 10-15 37-32 21-27 32x21 5-10 39-34 10-14 29-23 18x40 44x35 8-12 21-17 11x22 30-25 3-9 43-39 2-8 25-20 15x24 49-44 14-19 45-40 22-27 40-34 8-13 34-30 13-18 50-45 9-13 39-33 24-29 33x24 19-23 38-32 27x38 44-40 13-19 24x22 23-28 22x42 7-11 40-34 11-17 34-29 17-21 30-24 6-11 42-38 12-18 38-33 21-27';

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
    await puzzle.waitForSelector('.puzzle-pictures [data-action="image"]', { timeout: 10000 });
    check(/picture&fen=/.test(await puzzle.getAttribute('.puzzle-pictures [data-action="image"]', 'href')), 'the puzzle links its start');
    check(/print=puzzles/.test(await puzzle.getAttribute('.puzzle-pictures [data-action="print-sheet"]', 'href')), 'and a sheet');
    // The review kept on the device prints as a sheet of its judged moves, the better move as the answer.
    const sheet = await context.newPage();
    await sheet.goto(base + q({ print: 'review', moves: LINE.join(' ') }));
    await sheet.waitForSelector('[data-print-sheet="review"] [data-diagram], [data-print-empty], [data-print-error]');
    const judged = await sheet.$$eval('[data-diagram] figcaption', (fs) => fs.map((f) => f.textContent));
    check(judged.length >= 1 && judged.some((t) => /5\. 23-18\?\?/.test(t)), `the blunder is on the sheet: ${judged}`);
    check((await sheet.$$('[data-answer-key] [data-answer]')).length === judged.length, 'each with its answer');
  });

  // Pages of a PDF Chromium printed, and the pages as images (pdftoppm, when installed).
  const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) || []).length;
  const pdfImages = (pdf, name) => {
    const file = path.join(output, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '50', file, path.join(output, name)]);
    } catch {
      // poppler-utils is not installed: the PDF is kept to look at.
    }
  };
  const pdfText = (pdf) => {
    try {
      return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    } catch {
      return null;
    }
  };

  scenario('pictures: 12 puzzles print on A4 with an answer key page, 6 or 12 a page', {}, async ({ context, base }) => {
    const page = await context.newPage();
    await page.goto(base + q({ print: 'puzzles:12', variant: 'brazilian' }));
    await page.waitForSelector('[data-print-sheet="puzzles"] [data-diagram="12"]', { timeout: 10000 });
    check((await page.$$('[data-diagram]')).length === 12, '12 diagrams');
    check((await page.$$('[data-diagram] svg [data-piece]')).length > 24, 'with their pieces');
    const captions = await page.$$eval('[data-diagram] figcaption', (fs) => fs.map((f) => f.textContent));
    check(captions.every((c) => /^\d+\. (White|Black) to play and win$/.test(c)), `captions: ${captions}`);
    check((await page.$$('[data-answer-key] [data-answer]')).length === 12, '12 answers in the key');
    check(await page.isVisible('[data-action="print-sheet"]'), 'the print button');
    const twelve = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    check(pdfPages(twelve) === 2, `12 a page: the diagrams and the key make 2 pages, got ${pdfPages(twelve)}`);
    pdfImages(twelve, 'sheet-12');
    const text = pdfText(twelve);
    if (text !== null) check(text.includes('White to play and win') || text.includes('Black to play and win'), 'the PDF has the captions');
    if (text !== null) check(!text.includes('Diagrams per page'), 'not the tools');
    await page.selectOption('[data-field="per-page"]', '6');
    await waitFor(async () => (await page.$$('[data-sheet-page]')).length === 2, 'two pages of 6');
    const six = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    check(pdfPages(six) === 3, `6 a page: 3 pages, got ${pdfPages(six)}`);
    pdfImages(six, 'sheet-6');
    // A Lasca lesson sheet, and a bad sheet link.
    const lessons = await context.newPage();
    await lessons.goto(base + q({ print: 'lessons', variant: 'lasca' }));
    await lessons.waitForSelector('[data-print-sheet="lessons"] [data-diagram]');
    check((await lessons.$$('[data-diagram] svg [data-piece]')).length > 0, 'Lasca lessons have columns');
    const bad = await context.newPage();
    await bad.goto(base + q({ print: 'poster' }));
    await bad.waitForSelector('[data-print-error]');
    check(/not one of the sheets/.test(await bad.textContent('[data-print-error]')), 'a bad sheet is named');
  });

  scenario('pictures: printing the game page prints the board and the moves, not the controls', {}, async ({ open }) => {
    const page = await open(q({ moves: '22-17 11-15 17x10' }).replace('17x10', '17-14'));
    const pdf = await page.pdf({ printBackground: true });
    check(pdfPages(pdf) === 1, `one page: ${pdfPages(pdf)}`);
    pdfImages(pdf, 'game-print');
    const text = pdfText(pdf);
    if (text !== null) {
      check(text.includes('22-17') && text.includes('11-15'), `the moves are printed: ${text.slice(0, 200)}`);
      check(!text.includes('Copy game link') && !text.includes('New game') && !text.includes('Image') && !text.includes('Send to a friend'), `not the controls: ${text}`);
    }
    // The position sheet from the picture page.
    const picture = await open(q({ moves: '22-17' }));
    await Promise.all([picture.waitForURL(/picture/), picture.click('[data-action="image"]')]);
    await picture.waitForSelector('[data-picture] [data-action="print-sheet"]');
    await Promise.all([picture.waitForURL(/print=position/), picture.click('[data-action="print-sheet"]')]);
    await picture.waitForSelector('[data-print-sheet="position"] [data-diagram="1"]');
    check((await picture.$$('[data-diagram] svg [data-piece]')).length === 24, 'the position with its 24 pieces');
    check(/Black to play/.test(await picture.textContent('[data-diagram] figcaption')), 'whose turn');
    // One position is one large diagram on its page, not one small one in a corner (second walk W11).
    check((await picture.$eval('[data-field="per-page"]', (e) => e.value)) === '1', 'one a page by default');
    const size = await picture.$eval('[data-diagram="1"] svg', (e) => e.getBoundingClientRect().width);
    const sheetWidth = await picture.$eval('.sheet-page', (e) => e.getBoundingClientRect().width);
    check(size > sheetWidth * 0.6, `the diagram fills the page's width: ${Math.round(size)} of ${Math.round(sheetWidth)}`);
  });

  const idle = (page) => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));

  scenario('pictures: the GIF of a 20-ply game has a frame per position and a pause, and decodes', {}, async ({ context, base, report }) => {
    const page = await openPicture(context, base, 'picture&' + new URLSearchParams({ moves: TWENTY }));
    const button = page.locator('[data-gif] [data-action="download-gif"]');
    check((await button.textContent()).trim() === 'Download GIF', 'the button is named');
    check(await page.isChecked('[data-field="gif-moves"]'), 'the moves under the board, by default');
    check((await page.$$('[data-field="gif-to-here"]')).length === 0, 'no "up to here" at the game\'s end');
    // Reachable from the keyboard: Tab from the checkbox lands on the button, Enter makes the GIF.
    await page.focus('[data-field="gif-moves"]');
    await page.keyboard.press('Tab');
    check((await page.evaluate(() => document.activeElement && document.activeElement.dataset.action)) === 'download-gif', 'Tab reaches the button');
    await page.evaluate(() => {
      window.__progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[data-field="gif-progress"]');
        if (bar) window.__progress.push([bar.value, bar.max, bar.tagName]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    check(file.suggestedFilename() === 'damas-brazilian-20.gif', `GIF file name ${file.suggestedFilename()}`);
    const bytes = fs.readFileSync(await file.path());
    const gif = readGif(bytes);
    check(gif.frames.length === 22 && gif.controls === 22, `21 positions and the pause: ${gif.frames.length} frames, ${gif.controls} graphic controls`);
    check(gif.trailer && gif.loops, 'the trailer ends the file; the animation loops');
    check(gif.width === 512 && gif.height === 537, `512 wide, the moves' band under the board: ${gif.width}x${gif.height}`);
    check(gif.frames[21].delay > gif.frames[20].delay, `the last frame pauses: ${gif.frames[21].delay} cs`);
    const first = gif.frames[0];
    check(first.x === 0 && first.y === 0 && first.w === 512 && first.h === 537, 'the first frame is whole');
    check(gif.frames.slice(1).every((f) => f.w * f.h < 512 * 537), 'the others hold only what changed');
    const indices = lzwDecode(first.data, first.min, first.w * first.h);
    const colour = (x, y) => first.table[indices[y * first.w + x]];
    // Wood (the default theme): square 17 (cell 1,4) is empty at the start; cell 0,0 is light;
    // square 29 (cell 0,7) holds a white man.
    check(near(colour(96, 288), [154, 106, 71]), `an empty dark square is the board's: ${colour(96, 288)}`);
    check(near(colour(32, 32), [236, 217, 184]), `a light square: ${colour(32, 32)}`);
    const man = colour(32, 7 * 64 + 20);
    check(man[0] > 200 && man[1] > 190 && !near(man, [154, 106, 71]), `a white man's body: ${man}`);
    check(near(colour(256, 530), [255, 255, 255]), 'the band under the board is white');
    // Chromium decodes it too: the preview, and its frame count where the browser can tell it.
    await page.waitForSelector('[data-gif-preview]');
    const shown = await page.$eval('[data-gif-preview]', async (img) => {
      await img.decode();
      return { w: img.naturalWidth, h: img.naturalHeight, frames: img.dataset.frames, alt: img.alt };
    });
    check(shown.w === 512 && shown.h === 537 && shown.frames === '22' && shown.alt === 'Animated game', `the preview: ${JSON.stringify(shown)}`);
    const counted = await page.evaluate(async (b64) => {
      if (!('ImageDecoder' in window)) return null;
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const decoder = new ImageDecoder({ data, type: 'image/gif' });
      await decoder.tracks.ready;
      await decoder.completed;
      return decoder.tracks.selectedTrack.frameCount;
    }, bytes.toString('base64'));
    if (counted !== null) check(counted === 22, `Chromium counts 22 frames: ${counted}`);
    const seen = await page.evaluate(() => window.__progress);
    check(seen.some(([, max, tag]) => max === 22 && tag === 'PROGRESS'), `a progress bar showed: ${JSON.stringify(seen.slice(0, 3))}`);
    report(`GIF of 20 plies at 512 px: ${bytes.length} bytes, 22 frames${counted === null ? '' : ' (ImageDecoder agrees)'}`);
    await page.screenshot({ path: path.join(output, 'gif-20.png'), fullPage: true });
    // Lasca's columns, and the line up to the position on view.
    const lasca = await openPicture(context, base, 'picture&variant=lasca&moves=c3-d4');
    const [lfile] = await Promise.all([lasca.waitForEvent('download'), lasca.click('[data-action="download-gif"]')]);
    const lgif = readGif(fs.readFileSync(await lfile.path()));
    check(lgif.frames.length === 3 && lgif.width === 511, `Lasca: 2 positions and the pause, 7 x 73 px: ${lgif.frames.length}, ${lgif.width}`);
    const part = await openPicture(context, base, 'picture&' + new URLSearchParams({ moves: TWENTY, ply: '6' }));
    await part.check('[data-field="gif-to-here"]');
    await part.uncheck('[data-field="gif-moves"]');
    const [pfile] = await Promise.all([part.waitForEvent('download'), part.click('[data-action="download-gif"]')]);
    const pgif = readGif(fs.readFileSync(await pfile.path()));
    check(pgif.frames.length === 8 && pgif.height === 512, `up to ply 6, no band: ${pgif.frames.length} frames, ${pgif.width}x${pgif.height}`);
  });

  scenario('pictures: the GIF of a 100-ply game is encoded in a worker, off the page', {}, async ({ context, base, report }) => {
    const page = await context.newPage();
    page.setDefaultTimeout(8000);
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      // What each worker the page starts sends it: the GIF's bytes by their length.
      window.__fromWorkers = [];
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', (e) => window.__fromWorkers.push(e.data instanceof Uint8Array ? e.data.length : typeof e.data));
        }
      };
    });
    await page.goto(base + '/?picture&variant=international&' + new URLSearchParams({ moves: HUNDRED }));
    await page.waitForSelector('[data-picture] [data-picture-svg] svg');
    await idle(page);
    const before = await page.evaluate(() => window.__long.map((e) => Math.round(e.duration)));
    const t0 = await page.evaluate(() => performance.now());
    const download = page.waitForEvent('download', { timeout: 60000 });
    await page.click('[data-action="download-gif"]');
    await page.waitForSelector('[data-field="gif-progress"]', { timeout: 60000 });
    await page.screenshot({ path: path.join(output, 'gif-progress.png') });
    const file = await download;
    const t1 = await page.evaluate(() => performance.now());
    await idle(page);
    const during = await page.evaluate((t) => window.__long.filter((e) => e.start >= t).map((e) => Math.round(e.duration)), t0);
    // What keeps the page responsive is where the frames are encoded: in a worker of their own.
    // The long tasks are reported, not asserted: this shared machine adds tasks of its own.
    report(`long tasks before (page start): [${before.join(', ')}] ms; from the click to the file: [${during.join(', ')}] ms`);
    const bytes = fs.readFileSync(await file.path());
    const fromWorkers = await page.evaluate(() => window.__fromWorkers);
    check(fromWorkers.includes(bytes.length), `the GIF's ${bytes.length} bytes came from a worker: ${JSON.stringify(fromWorkers.slice(-3))}`);
    const gif = readGif(bytes);
    check(gif.frames.length === 102 && gif.trailer, `101 positions and the pause: ${gif.frames.length}`);
    check(gif.width === 510, `10 squares of 51 px: ${gif.width}`);
    report(`GIF of 100 plies (International, 510 px): ${bytes.length} bytes, made in ${Math.round(t1 - t0)} ms (click to file)`);
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
        // The animated game's controls, once its GIF is made.
        await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-gif"]')]);
        await page.waitForSelector('[data-gif-preview]');
        await page.locator('[data-gif]').screenshot({ path: path.join(output, `gif-${lang}-${w}.png`) });
        // The sheet of puzzles, on screen and printed.
        await page.goto(base + '/?print=puzzles:6&variant=brazilian&per=6');
        await page.waitForSelector('[data-diagram="6"]', { timeout: 10000 });
        await page.screenshot({ path: path.join(output, `sheet-${lang}-${w}.png`) });
        if (w > 600) pdfImages(await page.pdf({ preferCSSPageSize: true, printBackground: true }), `sheet-${lang}`);
        await ctx.close();
      }
    }
  });
}
