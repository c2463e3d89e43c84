// The product's live game by invite link and reply code (issue 38's markup contract), in the
// namespace with ice=none. It needs the live page (src/ui/live), so it is not in run.mjs's
// default suites nor in scripts/test until that page lands: run it with
//   node tests/e2e/live/run.mjs product
//
// Contract used: [data-action="play-friend"] → [data-field="invite-link"] (value or text: the
// whole URL) → page B opens it → [data-field="reply-code"] (value or text) → page A
// [data-field="reply-paste"] + [data-action="connect"] → both [data-live][data-live-state=
// "connected"], data-seat white/black → moves clicked on [data-square="N"] show on both boards.

export function register(scenario, { check, waitFor }) {
  const valueOf = (page, sel) => page.$eval(sel, (e) => (('value' in e && e.value) ? e.value : e.textContent).trim());
  const square = (page, n) => page.locator(`svg[data-board] g.sq[data-square="${n}"]`);
  const clickSquare = async (page, n) => {
    const box = await square(page, n).boundingBox();
    check(box, `square ${n} is on screen`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  const squaresWith = (page, cls) => page.$$eval(`svg[data-board] g.sq.${cls}`, (els) => els.map((e) => Number(e.dataset.square)).sort((a, b) => a - b));
  const pieces = (page) => page.$$eval('svg[data-board] [data-piece]', (els) => els.map((e) => `${e.dataset.square}:${e.dataset.piece}`).sort().join(' '));
  const moves = (page) => page.$$eval('[data-moves] button.mv[data-ply]:not(.start)', (els) => els.map((e) => e.textContent.trim()));
  const live = (page) => page.$eval('[data-live]', (e) => ({ state: e.dataset.liveState, seat: e.dataset.seat })).catch(() => null);

  scenario('product: a live game by invite link and reply code, moves on both boards', async ({ player, report }) => {
    const a = await player('A', '/?ice=none');
    await a.waitForSelector('svg[data-board]');
    await a.click('[data-action="play-friend"]');
    await waitFor(async () => (await valueOf(a, '[data-field="invite-link"]')).startsWith('http'), 'A shows the invite link');
    const invite = await valueOf(a, '[data-field="invite-link"]');
    check(invite.startsWith(new URL(a.url()).origin + '/'), `the invite is a link to this site: ${invite}`);
    check(invite.includes('#'), `the offer travels in the fragment, never sent to the server: ${invite}`);
    const waiting = await live(a);
    check(waiting && waiting.state === 'waiting', `A waits for the guest: ${JSON.stringify(waiting)}`);

    const t0 = Date.now();
    const b = await player('B', invite.slice(new URL(invite).origin.length));
    await waitFor(async () => (await valueOf(b, '[data-field="reply-code"]')).length > 20, 'B shows its reply code');
    const reply = await valueOf(b, '[data-field="reply-code"]');
    await a.fill('[data-field="reply-paste"]', reply);
    await a.click('[data-action="connect"]');
    await waitFor(async () => (await live(a))?.state === 'connected', 'A is connected');
    await waitFor(async () => (await live(b))?.state === 'connected', 'B is connected');
    const seats = [(await live(a)).seat, (await live(b)).seat].sort();
    check(seats[0] === 'black' && seats[1] === 'white', `one white and one black seat: ${seats}`);
    const white = (await live(a)).seat === 'white' ? a : b;
    const black = white === a ? b : a;

    // Ten plies, each the mover's first legal move as the board offers it, seen on both boards.
    let firstMove = null;
    for (let ply = 0; ply < 10; ply++) {
      const mover = ply % 2 === 0 ? white : black;
      const other = mover === white ? black : white;
      const from = await waitFor(async () => (await squaresWith(mover, 'selectable'))[0], `ply ${ply + 1}: the mover has a piece to move`);
      await clickSquare(mover, from);
      const to = await waitFor(async () => (await squaresWith(mover, 'dest'))[0], `ply ${ply + 1}: a destination is shown`);
      await clickSquare(mover, to);
      await waitFor(async () => (await moves(mover)).length === ply + 1, `ply ${ply + 1} is played on the mover's board`);
      await waitFor(async () => (await moves(other)).length === ply + 1, `ply ${ply + 1} reaches the other board`);
      if (firstMove === null) firstMove = Date.now() - t0;
      check(JSON.stringify(await moves(mover)) === JSON.stringify(await moves(other)), 'both move lists agree');
      check((await pieces(mover)) === (await pieces(other)), 'both boards agree');
    }
    report(`invite link ${invite.length} characters, reply code ${reply.length}; first move on both boards ${firstMove} ms after the invite was opened`);
  });
}
