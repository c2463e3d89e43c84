// The second new-player walk's findings (issue 56, ../shared/design/ux-walk-2026-11-28.md), each
// checked in the language and viewport it was found in: a typed move through a light square
// (W16), a link that would hide the game in progress (W17), and the board with the keyboard and a
// screen reader (W26-W29).

export function registerWalk2(scenario, h) {
  const { check, waitFor, expectText, moves, output, path } = h;

  const expectMoves = async (page, want) =>
    waitFor(async () => JSON.stringify(await moves(page)) === JSON.stringify(want), `moves should be ${JSON.stringify(want)}: got ${JSON.stringify(await moves(page))}`);

  // A context of its own in the walk's language and viewport, closed after `body`.
  const walk = async (context, options, body) => {
    const ctx = await context.browser().newContext({ viewport: { width: 1366, height: 800 }, ...options });
    try {
      await body(ctx);
    } finally {
      await ctx.close();
    }
  };

  const typeMove = async (page, text) => {
    const input = page.locator('[data-move-input]');
    await input.fill(text);
    await input.press('Enter');
  };

  scenario('a typed move through a light square gets that reason (second walk W16, ru-RU desktop)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'ru-RU' }, async (ctx) => {
      const page = await ctx.newPage();
      await page.goto(base + '/?variant=russian');
      await page.waitForSelector('svg[data-board]');
      await typeMove(page, 'a3-b5');
      await expectText(page, '[data-message]', /b5 — светлое поле/);
      check(!/не ход/.test(await page.textContent('[data-message]')), 'not "not a move"');
    });
  });

  scenario('a pasted PDN shows its players, event, date and result, and its comments at their moves (second walk W15, ru-RU desktop)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'ru-RU' }, async (ctx) => {
      const page = await ctx.newPage();
      await page.goto(base + '/?variant=russian');
      await page.waitForSelector('svg[data-board]');
      const pdn = '[Event "Чемпионат клуба"]\n[Site "Москва"]\n[Date "2026.11.28"]\n[Round "3"]\n[White "Иванов"]\n[Black "<b>Петров</b>"]\n'
        + '[Result "2-0"]\n[GameType "25"]\n\n{Городская партия} 1. c3-d4 {самый частый ход [%eval 0.1]} f6-g5 2. b2-c3 g7-f6 {[%clock w0:05:00]} {ошибка?} 2-0\n';
      await page.fill('[data-field="paste"]', pdn);
      await page.click('[data-action="open"]');
      await expectMoves(page, ['c3-d4', 'f6-g5', 'b2-c3', 'g7-f6']);
      const about = async (part) => (await page.textContent(`[data-game-about] [data-about="${part}"]`)).trim();
      check((await about('white')) === 'Белые: Иванов', `White: ${await about('white')}`);
      // A name with markup in it is its text, never markup.
      check((await about('black')) === 'Чёрные: <b>Петров</b>' && (await page.$$('[data-game-about] b b')).length === 0, `Black: ${await about('black')}`);
      check((await about('event')) === 'Чемпионат клуба' && (await about('site')) === 'Москва', 'the event and the site');
      check((await about('round')) === 'Тур 3' && (await about('date')) === '2026.11.28', `the round and the date: ${await about('round')}`);
      check((await about('result')) === 'Результат: 2-0', `the result: ${await about('result')}`);
      const comment = async (ply) => (await page.textContent(`[data-moves] [data-comment-at="${ply}"] .comment-text`)).trim();
      check((await comment(0)) === 'Городская партия', 'the comment before the first move');
      check((await comment(1)) === 'самый частый ход', 'a comment, without its command');
      check((await comment(4)) === 'ошибка?', 'the last move\'s, a command-only comment left out');
      check((await page.$$('[data-moves] [data-comment-at]')).length === 3, 'three comments');
      check((await page.textContent('[data-comment-at="4"] .comment-move')) === 'g7-f6' && (await page.$$('[data-comment-at="0"] .comment-move')).length === 0, 'each says the move it follows');
      // The comment row follows its move's row.
      const order = await page.$$eval('[data-moves] li', (els) => els.map((e) => e.dataset.commentAt ?? (e.classList.contains('move-row') ? 'row' : '?')).join(' '));
      check(order === 'row 0 row 1 row 4', `rows and comments: ${order}`);
      await page.locator('[data-moves]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(output, 'walk2-w15-ru.png') });
      // A reload keeps them with the game.
      await page.reload();
      await expectMoves(page, ['c3-d4', 'f6-g5', 'b2-c3', 'g7-f6']);
      await waitFor(async () => (await about('white')) === 'Белые: Иванов' && (await comment(4)) === 'ошибка?', 'the header and the comments after a reload');
      // Shared as PDN: its own header and comments go back out.
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.click('[data-action="copy-pdn"]');
      const out = await waitFor(async () => {
        const text = await page.evaluate(() => navigator.clipboard.readText());
        return text.includes('[White') ? text : null;
      }, 'the PDN copied');
      for (const part of ['[White "Иванов"]', '[Event "Чемпионат клуба"]', '[Round "3"]', '{Городская партия}', 'ошибка?}', '[Result "2-0"]']) {
        check(out.includes(part), `${part} in ${out}`);
      }
    });
  });

  scenario('the game is changed from the top of the page: its name opens the menu of games, a pick starts at once, the game in progress offered back (second walk W7, es-ES desktop)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'es-ES' }, async (ctx) => {
      const page = await ctx.newPage();
      const param = (name) => new URL(page.url()).searchParams.get(name);
      await page.goto(base + '/?computer=black&level=2');
      await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
      const menu = page.locator('[data-action="game-menu"]');
      check((await menu.textContent()).trim() === 'brasileñas', 'the name, once');
      await menu.click();
      await page.waitForSelector('[data-game-menu][open] [data-action="switch-game"][data-game="russian"]');
      check((await page.$$('[data-game-menu] [data-action="switch-game"]')).length === 10, 'every game');
      check((await page.getAttribute('[data-game-menu] [aria-current="true"]', 'data-game')) === 'brazilian', 'the game on the board marked');
      await page.screenshot({ path: path.join(output, 'walk2-w7-es.png') });
      // The pick starts a Russian game at once, the computer still Black at level 2.
      await Promise.all([page.waitForNavigation(), page.click('[data-game-menu] [data-game="russian"]')]);
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      check(param('variant') === 'russian' && param('computer') === 'black' && param('level') === '2', `the computer kept: ${page.url()}`);
      check((await menu.textContent()).trim() === 'rusas', `the header follows: ${await menu.textContent()}`);
      check((await page.$$('[data-action="resume-previous"]')).length === 0, 'nothing was in progress');
      // A game in progress is not lost: the new game starts, and the old one is offered back at the top.
      await typeMove(page, 'c3-d4');
      await waitFor(async () => (await moves(page)).length === 2, 'the computer answers', 15000);
      const played = await moves(page);
      await menu.click();
      await Promise.all([page.waitForNavigation(), page.click('[data-game-menu] [data-game="spanish"]')]);
      await page.waitForSelector('svg[data-board][data-variant="spanish"]');
      check((await moves(page)).length === 0, 'a new Spanish game');
      await page.click('[data-action="resume-previous"]');
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      await expectMoves(page, played);
      // Lasca is played on its own page: the pick goes there, the computer with it.
      await menu.click();
      await Promise.all([page.waitForNavigation(), page.click('[data-game-menu] [data-game="lasca"]')]);
      await page.waitForSelector('svg[data-board][data-variant="lasca"]');
      check(param('computer') === 'black' && param('level') === '2', `to Lasca with the computer: ${page.url()}`);
    });
  });

  scenario('a link never hides the game in progress: a plain link opens it, another offers it back at the top (second walk W17, ru-RU desktop)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'ru-RU' }, async (ctx) => {
      const page = await ctx.newPage();
      await page.goto(base + '/?variant=russian');
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      await typeMove(page, 'c3-d4');
      await expectMoves(page, ['c3-d4']);
      // A link that names no game of its own opens the game in progress of that game.
      await page.goto(base + '/?variant=russian');
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      await expectMoves(page, ['c3-d4']);
      check((await page.textContent('[data-message]')).trim() === '', 'nothing to say: the game is the one in progress');
      // A link of another game opens it, and says at the top, in view, that the game is kept.
      await page.goto(base + '/?variant=brazilian');
      await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
      await expectText(page, '[data-message]', /Эта ссылка открыла другую партию: ваша начатая партия сохранена/);
      const message = await page.locator('[data-message]').boundingBox();
      const board = await page.locator('svg[data-board]').boundingBox();
      check(message.y >= 0 && message.y + message.height <= 800 && message.y < board.y + board.height / 2, `the offer is at the top and in view: ${JSON.stringify(message)}`);
      await page.screenshot({ path: path.join(output, 'walk2-w17-ru.png') });
      // One tap takes it back.
      await page.click('[data-message] [data-action="resume-previous"]');
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      await expectMoves(page, ['c3-d4']);
      check((await page.evaluate(() => localStorage.getItem('damas.previous'))) === null, 'the game kept is back: nothing is left to resume');
      await page.reload();
      await page.waitForSelector('svg[data-board][data-variant="russian"]');
      await expectMoves(page, ['c3-d4']);
    });
  });

  scenario('opening the review on a phone keeps the board in view, the panel under it (second walk W3, pt-BR phone)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'pt-BR', viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, async (ctx) => {
      const page = await ctx.newPage();
      // A game just over: its card offers the review.
      await page.goto(base + '/?fen=W:W22:B18&moves=22x15');
      await page.waitForSelector('svg[data-board]');
      await page.click('[data-action="review"]');
      await page.waitForSelector('[data-review]', { timeout: 20000 });
      // The page scrolls to the review; the board stays at the top, the panel just under it.
      await waitFor(async () => {
        const review = await page.locator('[data-review]').boundingBox();
        return review && review.y < 740 && review.y > 200;
      }, 'the review is brought into view', 10000);
      const board = await page.locator('svg[data-board]').boundingBox();
      const review = await page.locator('[data-review]').boundingBox();
      check(board.y >= -1 && board.y + board.height <= 740, `the board is in view: ${JSON.stringify(board)}`);
      check(review.y >= board.y + board.height - 1, `the review is under the board, not behind it: ${JSON.stringify(review)} / ${JSON.stringify(board)}`);
      await page.screenshot({ path: path.join(output, 'walk2-w3-phone-pt.png') });
    });
  });

  scenario('a study with nothing for the game is there, dimmed, and says why when pressed (second walk W9, es-ES desktop)', {}, async ({ context, base }) => {
    await walk(context, { locale: 'es-ES' }, async (ctx) => {
      const page = await ctx.newPage();
      await page.goto(base + '/?variant=international');
      await page.waitForSelector('svg[data-board][data-variant="international"]');
      check((await page.$$('[data-action="trainer"], [data-action="puzzles"]')).length === 0, 'no link to a study with nothing for this game');
      check((await page.$$('[data-action="learn"]')).length === 1, 'the tutorial is linked');
      await page.click('[data-study-missing="trainer"]', { force: true }); // aria-disabled: Playwright would wait for it to be enabled
      await expectText(page, '[data-message]', /^Aún no hay finales para entrenar en este juego\./);
      await page.click('[data-study-missing="puzzles"]', { force: true });
      await expectText(page, '[data-message]', /^Aún no hay problemas de este juego\./);
      await page.screenshot({ path: path.join(output, 'walk2-w9-es.png') });
      // Brazilian has both: plain links.
      await page.goto(base + '/?variant=brazilian');
      await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
      check((await page.$$('[data-action="trainer"], [data-action="puzzles"]')).length === 2 && (await page.$$('[data-study-missing]')).length === 0, 'Brazilian links both studies');
    });
  });

  scenario('the keyboard\'s cursor is said and shown, the keys said once, the message\'s words alone are live, the focus ring bright on either page (second walk W26-W29, en-US desktop)', {}, async ({ context, base }) => {
    for (const colorScheme of ['dark', 'light']) {
      await walk(context, { locale: 'en-US', colorScheme }, async (ctx) => {
        const page = await ctx.newPage();
        await page.goto(base + '/');
        await page.waitForSelector('svg[data-board]');
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate(() => document.activeElement && document.activeElement.matches('svg[data-board]'))) break;
        }
        check(await page.evaluate(() => document.activeElement.matches('svg[data-board]')), 'Tab reaches the board');
        const said = () => page.textContent('[data-field="board-cursor"]');
        // W29 and W26: the keys, once, with the square under the cursor, in a polite live region
        // that shows under the board.
        await waitFor(async () => (await said()) === 'Arrow keys move over the board; Enter or Space picks a piece, then its square. 21: white man, can move.', `the keys and the cursor: ${await said()}`);
        check((await page.getAttribute('[data-field="board-cursor"]', 'aria-live')) === 'polite', 'a polite live region');
        const shown = await page.locator('[data-field="board-cursor"]').boundingBox();
        check(shown && shown.width > 200 && shown.height > 10, `shown to the eye: ${JSON.stringify(shown)}`);
        // W28: the focus ring keeps one bright colour on the dark frame, on either page.
        const ring = await page.$eval('svg[data-board]', (e) => [getComputedStyle(e).outlineColor, getComputedStyle(e).outlineWidth]);
        check(ring[0] === 'rgb(255, 213, 79)' && ring[1] === '4px', `the ring (${colorScheme}): ${ring}`);
        await page.keyboard.press('ArrowRight');
        await waitFor(async () => (await said()) === 'A light square: no piece goes there.', `a light cell: ${await said()}`);
        await page.keyboard.press('ArrowRight');
        await waitFor(async () => (await said()) === '22: white man, can move.', `the keys are said once: ${await said()}`);
        await page.keyboard.press('Enter');
        await waitFor(async () => (await said()) === '22: white man, selected.', `a selection is said: ${await said()}`);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowLeft');
        await waitFor(async () => (await said()) === '17: empty, a square it can go to.', `a destination is said: ${await said()}`);
        if (colorScheme === 'dark') await page.screenshot({ path: path.join(output, 'walk2-w26-keyboard.png') });
        // W27: a message's words are the live region; its buttons are not in it (square 9, a
        // black man, pressed: not the player's piece).
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await waitFor(async () => (await said()) === '9: black man.', `a black man: ${await said()}`);
        await page.keyboard.press('Enter');
        await waitFor(async () => (await page.textContent('[data-message]')).trim() !== '', 'a refusal is said');
        const live = await page.$eval('[data-message] [role="status"]', (e) => ({ text: e.textContent, buttons: e.querySelectorAll('button').length, polite: e.getAttribute('aria-live') }));
        check(!live.text.includes('×') && live.buttons === 0 && live.polite === 'polite', `the live region holds the words alone: ${JSON.stringify(live)}`);
        check((await page.$$('[data-message] button.dismiss')).length === 1, 'the dismiss button is still there');
      });
    }
  });
}
