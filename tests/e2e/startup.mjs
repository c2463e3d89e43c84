// Browser scenarios of a start that fails (issue 36, "never fail silently"; run by run.mjs, which
// passes its scenario() and helpers): a page whose script or wasm does not load, a page opened
// offline before it was ever fetched, and a computer whose worker cannot start. Each says, in the
// player's language, what to do, legibly, with a button that tries again.

// WCAG contrast ratio of an element's text on what is behind it: its own background and its
// ancestors', translucent ones laid over those below them (white under the page).
const contrast = (page, selector) =>
  page.$eval(selector, (e) => {
    const rgba = (c) => { const v = c.match(/\d+(\.\d+)?/g).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
    const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
    const layers = [];
    for (let box = e; box; box = box.parentElement) {
      const [r, g, b, a] = rgba(getComputedStyle(box).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a === 1) break;
    }
    const bg = layers.reverse().reduce((under, [r, g, b, a]) => [r, g, b].map((v, i) => v * a + under[i] * (1 - a)), [255, 255, 255]);
    const [l1, l2] = [lum(rgba(getComputedStyle(e).color)), lum(bg)].sort((a, b) => b - a);
    return (l1 + 0.05) / (l2 + 0.05);
  });

// The game page's wasm and JS glue (one bundle for every language).
const appWasm = /\/game_bg\.wasm$/;
const appGlue = /\/game\.js$/;

// A page of `ctx` opened at `url`, with the paths it fetches and its errors.
async function watchedPage(ctx, url) {
  const fetched = [];
  ctx.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, fetched, errors };
}

export function registerStartup(scenario, h) {
  const { check, waitFor, expectText, clickSquares, moves } = h;

  const legible = async (page) => {
    for (const selector of ['.boot-error p', '.boot-error [data-action="retry"]']) {
      const ratio = await contrast(page, selector);
      check(ratio >= 4.5, `${selector} is legible: contrast ${ratio.toFixed(1)}:1`);
    }
  };

  scenario('a page that cannot load says what to do and tries again: no file names, no blank page', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'en-US', serviceWorkers: 'block' });
    try {
      // The app's wasm fails: the message, then the retry loads the game.
      await ctx.route(appWasm, (route) => route.abort());
      const page = await ctx.newPage();
      await page.goto(base + '/');
      await expectText(page, '.boot-error p', /^The game could not be loaded\. Check the connection and try again\.$/);
      await expectText(page, '.boot-error [data-action="retry"]', /^Try again$/);
      check(/did not load|wasm|fetch|Failed/i.test(await page.getAttribute('.boot-error', 'data-reason')), 'the reason is kept for developers, out of the sentence');
      await legible(page);
      await ctx.unroute(appWasm);
      await page.click('.boot-error [data-action="retry"]');
      await page.waitForSelector('svg[data-board]');
      check((await page.$('.boot-error')) === null, 'the message is gone once the game loads');
      // The app's JS glue fails (its script): still a message, not a blank page.
      await ctx.route(appGlue, (route) => route.abort());
      const glue = await ctx.newPage();
      await glue.goto(base + '/?moves=22-17');
      await expectText(glue, '.boot-error p', /^The game could not be loaded\./);
      // Lasca's bundle, in Russian (the saved choice wins over the browser's language).
      await ctx.route('**/lasca_bg.wasm', (route) => route.abort());
      const lasca = await ctx.newPage();
      await lasca.addInitScript(() => localStorage.setItem('damas.prefs', 'flip=0&lang=ru&sound=1'));
      await lasca.goto(base + '/?variant=lasca');
      await expectText(lasca, '.boot-error p', /^Не удалось загрузить Ласку\. Проверьте соединение/);
      await expectText(lasca, '.boot-error [data-action="retry"]', /^Попробовать снова$/);
    } finally {
      await ctx.close();
    }
  });

  scenario('puzzles opened offline before they were ever fetched: connect once to download them, in the player\'s language, then retry', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'pt-BR', colorScheme: 'light' });
    try {
      // A first visit to the game: the service worker installs; the puzzles are not fetched.
      const page = await ctx.newPage();
      await page.goto(base + '/');
      await page.waitForSelector('svg[data-board]');
      await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page', 15000);
      await ctx.setOffline(true);
      await page.goto(base + '/?puzzle');
      await expectText(page, '.boot-error p', /^Os problemas ainda não foram baixados neste aparelho e não há conexão\. Conecte-se à internet uma vez para baixar os problemas/);
      await expectText(page, '.boot-error [data-action="retry"]', /^Tentar de novo$/);
      check(!/\.js|did not load/.test(await page.textContent('.boot-error')), 'no file names or English');
      await legible(page);
      await page.screenshot({ path: h.path.join(h.output, 'boot-error-offline-pt.png') });
      // A Spanish choice saved in the settings wins over the browser's Portuguese.
      await page.evaluate(() => localStorage.setItem('damas.prefs', 'lang=es'));
      await page.reload();
      await expectText(page, '.boot-error p', /^Los problemas aún no se han descargado en este dispositivo y no hay conexión\. Conéctate a internet una vez/);
      // Back online, the button opens the puzzles.
      await ctx.setOffline(false);
      await page.click('.boot-error [data-action="retry"]');
      await page.waitForSelector('[data-puzzle]', { timeout: 15000 });
    } finally {
      await ctx.close();
    }
  });

  scenario('a computer whose worker cannot start says so at once, in the player\'s language, and tries again', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
    try {
      await ctx.route('**/worker_simd_bg.wasm', (route) => route.abort());
      const page = await ctx.newPage();
      await page.goto(base + '/?computer=black&level=1');
      await page.waitForSelector('svg[data-board]');
      await clickSquares(page, 22, 17);
      await expectText(page, '[data-ai-error]', /^O computador não pôde iniciar\. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-lo e tente de novo\./);
      await ctx.unroute('**/worker_simd_bg.wasm');
      await page.click('[data-ai-error] [data-action="retry"]');
      await waitFor(async () => (await moves(page)).length === 2, 'the computer replies after the retry', 15000);
      check((await page.$('[data-ai-error]')) === null, 'the failure is gone');
    } finally {
      await ctx.close();
    }
  });

  scenario('the board editor is a bundle loaded on first use: not fetched with the page; unloadable, it says so in the player\'s language, legibly, and the button tries again', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'pt-BR', colorScheme: 'light', serviceWorkers: 'block' });
    try {
      const { page, fetched, errors } = await watchedPage(ctx, base + '/');
      await page.waitForSelector('[data-action="open-editor"]');
      check(!fetched.some((f) => /\/editor(_bg\.wasm|\.js)$/.test(f)), `the page fetched no editor: ${fetched.join(' ')}`);
      await ctx.route('**/editor_bg.wasm', (route) => route.abort());
      await page.click('[data-action="open-editor"]');
      await expectText(page, '[data-editor-load-error]', /^O editor não carregou\. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-lo e tente de novo\.$/);
      const ratio = await contrast(page, '[data-editor-load-error]');
      check(ratio >= 4.5, `the message is legible: contrast ${ratio.toFixed(1)}:1`);
      check((await page.$('[data-editor]')) === null, 'no editor');
      await ctx.unroute('**/editor_bg.wasm');
      await page.click('[data-action="open-editor"]');
      await page.locator('[data-editor][role="dialog"]').waitFor();
      check((await page.$('[data-editor-load-error]')) === null, 'the failure is gone');
      await expectText(page, '[data-editor] h2', /^Editor de posição$/);
      await page.click('[data-action="close-editor"]');
      await page.waitForSelector('[data-editor]', { state: 'detached' });
      check(await page.evaluate(() => document.activeElement?.dataset.action === 'open-editor'), 'the focus is back on the button');
      check((await page.$('[data-editor-host]')) === null, 'the editor is taken away');
      // Opened again: the bundle is not loaded twice.
      await page.click('[data-action="open-editor"]');
      await page.locator('[data-editor][role="dialog"]').waitFor();
      check(fetched.filter((f) => /\/editor\.js$/.test(f)).length === 1, `the editor's script came once: ${fetched.filter((f) => /editor/.test(f)).join(' ')}`);
      check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });

  scenario('the side panels are a bundle of their own: a phone fetches them when the player scrolls down to them; unloadable, they say so in the player\'s language, legibly, and try again; clicks in them and on the page each reach their own', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'pt-BR', colorScheme: 'light', serviceWorkers: 'block', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const { page, fetched, errors } = await watchedPage(ctx, base + '/');
      await page.waitForSelector('svg[data-board]');
      // The page is all drawn (its last stage puts the panels' place) and settled.
      await page.waitForSelector('[data-panels][aria-busy]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      const panelFiles = () => fetched.filter((f) => /\/panels(_bg\.wasm|\.js)$/.test(f));
      check(panelFiles().length === 0, `the panels are not fetched while far below the view: ${panelFiles().join(' ')}`);
      await ctx.route('**/panels_bg.wasm', (route) => route.abort());
      await page.locator('[data-panels]').scrollIntoViewIfNeeded();
      await expectText(page, '[data-panels-load-error] p', /^O formulário de nova partida, as configurações e o compartilhamento não carregaram\. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-los e tente de novo\.$/);
      const ratio = await contrast(page, '[data-panels-load-error] p');
      check(ratio >= 4.5, `the message is legible: contrast ${ratio.toFixed(1)}:1`);
      await ctx.unroute('**/panels_bg.wasm');
      await page.click('[data-action="retry-panels"]');
      await page.waitForSelector('[data-panels] [data-field="variant"]');
      check((await page.$('[data-panels-load-error]')) === null, 'the failure is gone');
      check(fetched.filter((f) => /\/panels\.js$/.test(f)).length === 1, `the panels' script came once: ${panelFiles().join(' ')}`);
      // The page's own controls and board still answer, and the panels' clicks reach only the
      // panels (each Yew numbers its listeners from 1: a click taken by the wrong one would
      // run a page listener of the same number).
      await page.locator('svg[data-board]').scrollIntoViewIfNeeded();
      await clickSquares(page, 22, 17);
      await waitFor(async () => (await moves(page)).length === 1, 'a move on the board');
      const url = page.url();
      for (const sel of ['[data-action="copy-game"]', '[data-action="copy-position"]', '[data-action="embed"]', '[data-field="paste"]', '.panel.settings h2', '[data-share] h2']) {
        await page.click(sel);
      }
      await page.fill('[data-field="paste"]', 'W:W21,22:B18');
      check((await moves(page)).length === 1 && page.url() === url, `clicks in the panels leave the game alone: ${page.url()}`);
      await page.click('[data-action="undo"]');
      await waitFor(async () => (await page.$$('[data-moves] button.current.start')).length === 1, 'the page\'s undo works');
      // The panels act on the page's game: a FEN opened there, a setting changed there.
      await page.click('[data-action="open"]');
      await waitFor(async () => (await page.$$('svg[data-board] [data-piece]')).length === 3, 'the pasted position is on the board');
      await page.selectOption('[data-field="coords"]', 'off');
      await waitFor(async () => (await page.$$('svg[data-board] .label, svg[data-board] text')).length === 0, 'the square labels are off');
      await expectText(page, '[data-status]', /captura/i);
      check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });
  scenario('the review panel is drawn by the panels\' bundle: no place and nothing fetched for a game without moves; on a phone fetched when its place comes into view; unloadable, it says so in the player\'s language, legibly, and tries again; its buttons act on the page\'s game', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ locale: 'pt-BR', colorScheme: 'light', serviceWorkers: 'block', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const { page, fetched, errors } = await watchedPage(ctx, base + '/');
      await page.waitForSelector('[data-panels][aria-busy]', { state: 'attached' });
      check((await page.$('[data-review-place]')) === null, 'a game without moves has no review place');
      await clickSquares(page, 22, 17);
      await clickSquares(page, 11, 15);
      await waitFor(async () => (await moves(page)).length === 2, 'two moves');
      await page.waitForSelector('[data-review-place][aria-busy]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      const panelFiles = () => fetched.filter((f) => /\/panels(_bg\.wasm|\.js)$/.test(f));
      check(panelFiles().length === 0, `nothing fetched while the review's place is below the view: ${panelFiles().join(' ')}`);
      await ctx.route('**/panels_bg.wasm', (route) => route.abort());
      await page.locator('[data-review-place]').scrollIntoViewIfNeeded();
      await expectText(page, '[data-review-load-error] p', /^A revisão da partida não carregou\. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-la e tente de novo\.$/);
      const ratio = await contrast(page, '[data-review-load-error] p');
      check(ratio >= 4.5, `the message is legible: contrast ${ratio.toFixed(1)}:1`);
      await ctx.unroute('**/panels_bg.wasm');
      await page.click('[data-action="retry-review"]');
      await page.click('[data-review-place] [data-action="review"]');
      await page.waitForSelector('[data-review-place] [data-review] [data-accuracy="white"]');
      check((await page.$('[data-review-load-error]')) === null, 'the failure is gone');
      // The panel's buttons act on the page: closing the review gives back the offer.
      await page.click('[data-action="review-close"]');
      await page.waitForSelector('[data-review-place] [data-action="review"]');
      check((await moves(page)).length === 2, 'the game is as it was');
      // The side panels come from the same start of the bundle (if their place came into view
      // while it failed, they said so too, their place hidden, and their own button has it at
      // once): its script came once.
      if (await page.$('[data-panels-load-error]')) await page.click('[data-action="retry-panels"]');
      else await page.locator('[data-panels]').scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-panels] [data-field="variant"]');
      check(fetched.filter((f) => /\/panels\.js$/.test(f)).length === 1, `the bundle's script came once: ${panelFiles().join(' ')}`);
      check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
    } finally {
      await ctx.close();
    }
  });
}

export function registerSkeleton(scenario, h) {
  const { check } = h;

  // The words the skeleton shows where the app will write them (the app's own selectors).
  const words = (page, root) =>
    page.evaluate((root) => {
      const at = (s) => document.querySelector(`${root} ${s}`);
      const text = (s) => (at(s) ? at(s).textContent.trim() : null);
      const shown = (s) => at(s) !== null && getComputedStyle(at(s)).visibility === 'visible';
      const option = (i) => { const select = document.querySelectorAll(`${root} .quick-play select`)[i]; return select ? select.options[select.selectedIndex].textContent.trim() : null; };
      return {
        title: `${text('header h1')} ${text('header .game-name')}`, titleShown: shown('header h1'), tagline: text('.tagline'), taglineShown: shown('.tagline'),
        links: [...document.querySelectorAll(`${root} .study-links a`)].map((a) => a.textContent.trim()).join(' | '),
        quickPlay: text('.quick-play-title'), side: option(0), level: option(1), play: text('.quick-play button'),
        quickShown: shown('.quick-play-title'), status: text('.status-line'), statusShown: shown('.status-line'),
        line: text('.correspondence-line'), send: text('.correspondence button'), lineShown: shown('.correspondence-line'),
      };
    }, root);

  scenario('paint at once: the skeleton draws the header, the turn line and the board before the wasm, in the player\'s language; the app takes its place without a shift', {}, async ({ context, base }) => {
    const cases = [
      [{ width: 375, height: 740 }, 'pt-BR', '/', 'Damas', 'As brancas jogam'],
      [{ width: 1280, height: 900 }, 'en-US', '/', 'Damas', 'White to move'],
      [{ width: 375, height: 740 }, 'ru-RU', '/', 'Русские', 'Ход белых'],
      // The header says the game's name once: "Damas" + "brasileñas".
      [{ width: 412, height: 823 }, 'es-ES', '/', 'brasileñas', 'Juegan las blancas'],
      // A link to a game: its name in the header; the rest waits for the app.
      [{ width: 375, height: 740 }, 'pt-BR', '/?variant=russian&moves=c3-d4', 'Russa', null],
      // A game without some of the studies: the skeleton dims them as the app does (W9).
      [{ width: 375, height: 740 }, 'es-ES', '/?variant=international', 'internacionales', null],
    ];
    for (const [viewport, locale, url, name, turn] of cases) {
      const ctx = await context.browser().newContext({ viewport, locale, serviceWorkers: 'block' });
      try {
        // The app's wasm waits until the skeleton has been looked at.
        let release;
        const gate = new Promise((r) => { release = r; });
        await ctx.route(appWasm, async (route) => { await gate; await route.continue(); });
        await ctx.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });
          // Never a blank frame: at each frame the skeleton or the app's shown board is there (the
          // app draws its first parts hidden, data-drawing, while the skeleton stays).
          window.__blank = false;
          let seen = false;
          const frame = () => {
            const skeleton = document.querySelector('[data-skeleton]');
            const shown = document.querySelector('.app:not([data-skeleton]):not([data-drawing]) svg[data-board]');
            seen ||= skeleton !== null;
            if (seen && !skeleton && !shown) { window.__blank = true; window.__what = [...document.body.children].map((e) => e.tagName + '.' + e.className + (e.hasAttribute('data-drawing') ? '[drawing]' : '') + ':' + e.children.length).join(' '); }
            if (!(seen && shown)) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          window.__largest = [];
          new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__largest.push(e.element ? `${e.element.closest('[data-skeleton]') ? 'skeleton' : 'app'} ${e.element.tagName} "${e.element.textContent.slice(0, 40)}" ${e.size}` : 'removed'); })
            .observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const page = await ctx.newPage();
        await page.goto(base + url, { waitUntil: 'load' });
        check((await page.$('svg[data-board]')) === null, 'the app has not started yet');
        const before = await words(page, '[data-skeleton]');
        const label = `${locale} ${url}`;
        check(before.titleShown && before.title.includes(name) && before.taglineShown, `${label}: the skeleton's header, in the player's language: ${JSON.stringify(before)}`);
        check(before.quickShown === (turn !== null) && before.statusShown === (turn !== null) && before.lineShown === (turn !== null) && (turn === null || before.status === turn),
          `${label}: the quick-play row and the turn line ${turn ? 'written' : 'left to the app'}: ${JSON.stringify(before)}`);
        check(await page.evaluate(() => document.documentElement.lang) === locale.slice(0, 2), `${label}: the page's language`);
        await page.waitForFunction(() => window.__largest.length > 0);
        const skeleton = await page.locator('[data-skeleton] svg.board').boundingBox();
        const status = await page.locator('[data-skeleton] .status').boundingBox();
        check(skeleton && skeleton.width > 300 && status && status.height > 30, `the skeleton's board and turn line are drawn: ${JSON.stringify({ skeleton, status })}`);
        check(await page.locator('[data-skeleton] .piece').count() === 24, 'the start position');
        await page.screenshot({ path: h.path.join(h.output, `skeleton-${locale}-${viewport.width}.png`) });
        release();
        await page.waitForSelector('svg[data-board]');
        await page.waitForFunction(() => !document.querySelector('[data-skeleton]'));
        const app = await page.locator('svg[data-board]').boundingBox();
        const near = (a, b) => Math.abs(a - b) < 2;
        check(near(app.x, skeleton.x) && near(app.y, skeleton.y) && near(app.width, skeleton.width), `the board stays where it was drawn: ${JSON.stringify({ skeleton, app })}`);
        check(!(await page.evaluate(() => window.__blank)), `${label}: no frame without the skeleton or the app's board: ${await page.evaluate(() => window.__what)}`);
        const shift = await page.evaluate(() => window.__shift);
        check(shift < 0.02, `${label}: layout shift ${shift.toFixed(4)} below 0.02`);
        // The app wrote what the skeleton showed, so its text is no new largest paint.
        const after = await words(page, '.app');
        for (const key of turn ? Object.keys(before) : ['title', 'tagline', 'links']) {
          check(after[key] === before[key], `${label}: the app's ${key} is the skeleton's: ${JSON.stringify(after[key])} / ${JSON.stringify(before[key])}`);
        }
        // A first visit on a phone (on a desktop the side column has larger paragraphs; a link's
        // game has lines under the board that only the app knows).
        if (viewport.width < 500 && turn !== null) {
          const largest = await page.evaluate(() => window.__largest);
          check(largest.length > 0 && largest.every((e) => e.startsWith('skeleton')), `${label}: the largest paint is the skeleton's, and stays so: ${largest}`);
        }
      } finally {
        await ctx.close();
      }
    }
  });

  scenario('the skeleton takes the player\'s saved language and page palette over the browser\'s', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US', colorScheme: 'light', serviceWorkers: 'block' });
    try {
      await ctx.route(appWasm, () => new Promise(() => {}));
      await ctx.addInitScript(() => localStorage.setItem('damas.prefs', 'flip=0&lang=es&page=dark&sound=1'));
      const page = await ctx.newPage();
      await page.goto(base + '/', { waitUntil: 'load' });
      await page.waitForSelector('[data-skeleton][data-words]');
      const seen = await words(page, '[data-skeleton]');
      check(seen.tagline.startsWith('Juega') && seen.status === 'Juegan las blancas', `the saved language: ${JSON.stringify(seen)}`);
      check(await page.evaluate(() => document.documentElement.dataset.page) === 'dark', 'the saved palette, not the system\'s');
    } finally {
      await ctx.close();
    }
  });

  scenario('a game against the computer starts the worker as soon as the board is drawn, before the player\'s move; a game between two players does not', {}, async ({ context, base }) => {
    const ctx = await context.browser().newContext({ serviceWorkers: 'block' });
    try {
      const page = await ctx.newPage();
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(base + '/');
      await page.waitForSelector('[data-action="open-editor"]');
      // The page's last drawing stage is in; a zero timer queued now runs after any it set.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
      check(!fetched.some((p) => /^\/worker/.test(p)), `two players at the device: no worker file (${fetched.join(' ')})`);
      const worker = page.waitForRequest((r) => /\/worker_simd_bg\.wasm$/.test(new URL(r.url()).pathname));
      await page.goto(base + '/?computer=black');
      await worker;
      check(await page.locator('svg[data-board] g.sq.selectable').count() > 0 && await page.$$eval('.mv', (m) => m.length) === 0,
        'the worker is fetched while the board waits for the player\'s first move');
      // And it plays: the player's move, then the computer's.
      await h.clickSquares(page, 22, 17);
      await h.waitFor(async () => (await page.$$eval('.mv', (m) => m.length)) >= 2, 'the computer replies', 20000);
    } finally {
      await ctx.close();
    }
  });
}
