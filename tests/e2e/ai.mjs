// Browser scenarios of the computer opponent, the hint and the analysis panel (run by run.mjs,
// which passes its scenario() and helpers). Arrows on the board are `g[data-arrow="hint"|"line"]`
// with data-from, data-to, data-move and data-index; the analysis panel is `[data-analysis]`
// with `[data-score]`, `[data-depth]`, `[data-line]` and `[data-eval-bar]`; the thinking
// indicator is `[data-thinking]` (panel) and `[data-thinking-status]` (status line).

export function registerAi(scenario, h) {
  const { check, chooseLang, waitFor, clickSquare, expectText, expectPiece, pieceAt, center, moves, q, output, path } = h;

  const thinking = (page) => page.$('[data-thinking]').then((e) => e !== null);
  const arrow = (page, kind) =>
    page.$$eval(`svg[data-board] g[data-arrow="${kind}"]`, (els) =>
      els.map((e) => ({ from: Number(e.dataset.from), to: Number(e.dataset.to), move: e.dataset.move, index: Number(e.dataset.index) })),
    );
  // The move list as shown, including moves after the one on view.
  const lineLength = async (page) => (await moves(page)).length;

  // Plays the hinted move for the player: asks for the hint, reads its arrow, clicks it.
  async function playHint(page) {
    await page.click('[data-action="hint"]');
    const [hint] = await waitFor(async () => {
      const a = await arrow(page, 'hint');
      return a.length ? a : null;
    }, 'a hint arrow', 6000);
    const before = await lineLength(page);
    await clickSquare(page, hint.from);
    await clickSquare(page, hint.to);
    // Several captures ending on one square: pick the hinted one from the list.
    const choice = await page.$(`[data-message] button.choice[data-choice="${hint.move}"]`);
    if (choice) await choice.click();
    await waitFor(async () => (await lineLength(page)) > before, `the hinted move ${hint.move} is played`);
    return hint;
  }

  scenario(
    'a &computer=white link: the computer opens, the player cannot move for it',
    // Requests served by the offline service worker would bypass the route.
    { serviceWorkers: 'block', allowConsole: /Service Worker registration blocked by Playwright/ },
    async ({ open, context }) => {
    // A start out of the opening book (Black a man short), so level 8 thinks (its book plays the
    // start at once, issue 57). The worker's module is held until the player has clicked: left to
    // itself the search can end before the click lands (CI saw it), and the check is not a race.
    let hold = true;
    const held = [];
    await context.route('**/worker*_bg.wasm', (route) => (hold ? held.push(route) : route.continue()));
    const page = await open('/?computer=white&level=8&fen=W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11');
    await waitFor(() => thinking(page), 'the thinking indicator shows');
    await expectText(page, '[data-status]', /The computer's move \(White\).*thinking/);
    await clickSquare(page, 22);
    await expectText(page, '[data-message]', /computer's turn/);
    check((await lineLength(page)) === 0, 'the click played nothing');
    await waitFor(() => held.length > 0, 'the worker asked for its module');
    hold = false;
    for (const route of held) await route.continue();
    const y1 = (await center(page, 1)).y;
    const y32 = (await center(page, 32)).y;
    check(y1 > y32, 'the player (Black) sits at the bottom');
    await waitFor(async () => (await lineLength(page)) === 1, 'the computer plays the first move', 8000);
    await expectText(page, '[data-status]', /Your move \(Black\)/);
    check(!(await thinking(page)), 'the indicator is gone');
    await expectText(page, '[data-versus]', /You play Black against the computer \(level 8\)/);
    await waitFor(() => page.url().includes('computer=white') && page.url().includes('level=8'), `the URL keeps the opponent: ${page.url()}`);
    // The computer's move is marked like a player's.
    const last = await page.$$eval('svg[data-board] g.sq.last-move', (els) => els.length);
    check(last >= 2, 'the last move is marked');
  });

  scenario('level 8 opens from the engine\'s book: fetched once, its move one the book scores best (issue 57)', {}, async ({ open, context }) => {
    const fetched = [];
    context.on('request', (r) => { if (/book-brazilian\.txt/.test(r.url())) fetched.push(r.url()); });
    const page = await open('/?computer=white&level=8');
    await waitFor(async () => (await moves(page)).length === 1, 'the computer opens', 15000);
    await waitFor(() => fetched.length === 1, `the book fetched once: ${fetched}`);
    // The book's line for the start: every legal move with its score, best first.
    const book = await page.evaluate(() => fetch('./book-brazilian.txt').then((r) => r.text()));
    const start = 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
    const line = book.split('\n').find((l) => l.startsWith(start + '\t'));
    check(line, 'the book has the start');
    const scored = line.split('\t')[1].split(' ').map((m) => m.split(':')).map(([mv, score]) => [mv, Number(score)]);
    const best = scored[0][1];
    const played = (await moves(page))[0];
    check(scored.some(([mv, score]) => mv === played && score >= best - 5), `${played} is one of the book's best: ${line}`);
  });

  scenario('Brazilian\'s wide network comes to the worker with vector instructions once, at any level, with the game\'s book (issue 57)', {}, async ({ open, context }) => {
    // The worker's own fetch (the service worker's, to keep the file offline, is not counted).
    const nets = [];
    context.on('requestfinished', async (r) => {
      if (/net-[a-z]+\.bin$/.test(r.url()) && !r.serviceWorker()) nets.push([r.url().replace(/.*net-/, ''), (await r.response())?.status()]);
    });
    const page = await open('/?computer=black&level=2');
    await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
    // Two moves of the player's, each the first man that can move to its first square.
    for (const n of [2, 4]) {
      const [from] = await page.$$eval('svg[data-board] g.sq.selectable[data-square]', (els) => els.map((e) => Number(e.dataset.square)));
      await clickSquare(page, from);
      const [to] = await page.$$eval('svg[data-board] g.sq.dest[data-square]', (els) => els.map((e) => Number(e.dataset.square)));
      await clickSquare(page, to);
      await waitFor(async () => (await moves(page)).length === n, `the computer answers move ${n / 2}: ${JSON.stringify(await moves(page))}`, 20000);
    }
    check(nets.length === 1 && nets[0][0] === 'brazilian.bin' && nets[0][1] === 200, `the network fetched once: ${JSON.stringify(nets)}`);
  });

  // A browser without WebAssembly's vector instructions (Safari before 16.4) cannot load a module
  // that has them: the page, which asks the browser first (the boot script validates their probe),
  // starts the plain worker, which keeps its narrow networks. Here the browser's answer is no.
  scenario('a browser without vector instructions gets the plain worker, which plays and fetches no wide network (issue 57)', {}, async ({ open, context }) => {
    await context.addInitScript(() => {
      WebAssembly.validate = () => false;
    });
    const asked = [];
    context.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const page = await open('/?computer=black&level=3');
    await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
    await clickSquare(page, 22);
    await clickSquare(page, 17);
    await waitFor(async () => (await moves(page)).length === 2, `the computer answers: ${JSON.stringify(await moves(page))}`, 20000);
    const scripts = await Promise.all(page.workers().map((w) => w.evaluate(() => String(self.damasBase))));
    check(scripts.some((s) => s.endsWith('/worker.js')) && !scripts.some((s) => s.includes('worker_simd')), `the plain worker: ${scripts.join(' ')}`);
    check(!asked.some((p) => /worker_simd|net-[a-z]+\.bin$/.test(p)), `nothing of the vector worker asked: ${asked.filter((p) => /worker|net-/.test(p)).join(' ')}`);
  });

  scenario('a network file that is no network leaves the worker its narrow one: the computer still plays (issue 57)', {}, async ({ open, context }) => {
    // A host that answers the network's address with a page of its own (hostile input to the worker).
    await context.route(/net-brazilian\.bin$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>not here</p>' }));
    const page = await open('/?computer=black&level=3');
    await page.waitForSelector('svg[data-board][data-variant="brazilian"]');
    await clickSquare(page, 22);
    await clickSquare(page, 17);
    await waitFor(async () => (await moves(page)).length === 2, `the computer answers: ${JSON.stringify(await moves(page))}`, 20000);
  });

  scenario('a new game against the computer from the form; undo takes back its reply and the move', {}, async ({ open }) => {
    const page = await open('/');
    await page.selectOption('select[data-field="opponent"]', 'computer');
    await page.selectOption('select[data-field="level"]', '8');
    await expectText(page, '[data-level-detail]', /^looks as far as it can in at most 1 s; no deliberate errors$/);
    // A language switch reloads the page in that language's bundle: the form's choices, not yet
    // played, are chosen again.
    await chooseLang(page, 'pt');
    await page.selectOption('select[data-field="opponent"]', 'computer');
    await page.selectOption('select[data-field="level"]', '8');
    await expectText(page, '[data-level-detail]', /^calcula o mais longe que puder em até 1 s; sem erros de propósito$/);
    await chooseLang(page, 'en');
    await page.selectOption('select[data-field="opponent"]', 'computer');
    await page.selectOption('select[data-field="level"]', '1');
    await expectText(page, '[data-level-detail]', /^looks 1 ply ahead; many large errors$/);
    check((await page.$$('select[data-field="level"] option')).length === 8, 'eight levels');
    await page.click('[data-action="new-game"]');
    await waitFor(() => page.url().includes('computer=black') && page.url().includes('level=1'), `the URL names the opponent: ${page.url()}`);
    await clickSquare(page, 22);
    await clickSquare(page, 17);
    await waitFor(async () => (await lineLength(page)) === 2, 'the computer replies');
    await expectText(page, '[data-status]', /Your move \(White\)/);
    await page.click('[data-action="undo"]');
    await expectPiece(page, 22, 'white-man');
    await expectText(page, '[data-status]', /Your move \(White\)/);
    check(!(await thinking(page)), 'the computer does not think after undo');
    await page.waitForTimeout(700);
    check((await pieceAt(page, 22)) === 'white-man', 'and does not play');
    await clickSquare(page, 23);
    await clickSquare(page, 19);
    // Another move where the game had one starts a variation, and the computer replies in it;
    // the main line stays the game's (issue 56).
    const variation = async () => (await page.$$eval('[data-moves] .var-mv', (els) => els.map((e) => e.textContent.trim())).catch(() => []));
    await waitFor(async () => (await variation())[0] === '23-19' && (await variation()).length === 2, 'a variation with a new reply');
    check((await moves(page))[0] === '22-17' && (await lineLength(page)) === 2, 'the main line stays');
  });

  scenario('a game against the computer is played to its end', {}, async ({ open, report }) => {
    // White: two kings; Black (the computer, level 1): three men. The player follows the hints.
    const page = await open(q({ fen: 'W:WK27,K32:B5,6,10', computer: 'black', level: '1' }));
    let played = 0;
    for (let turn = 0; turn < 30; turn++) {
      const st = await h.status(page);
      if (/You won|You lost|Draw/.test(st)) break;
      if (/Your move/.test(st) && !(await thinking(page))) {
        await playHint(page);
        played++;
        await waitFor(async () => /You won|You lost|Draw|Your move/.test(await h.status(page)) && !(await thinking(page)), 'the computer replies or the game ends', 8000);
      } else {
        await page.waitForTimeout(100);
      }
    }
    const st = await h.status(page);
    check(/You won/.test(st), `the game ends in a win for the player (White): ${st}`);
    const all = await moves(page);
    check(all.length >= 3, `the computer moved too: ${all.join(' ')}`);
    check(!(await thinking(page)), 'the computer stops at the end');
    check(await page.$eval('[data-action="hint"]', (b) => b.disabled), 'no hint after the end');
    report(`full game: ${all.join(' ')} (${played} player moves by hint) -> ${st}`);
  });

  scenario('hint and analysis show on the board for a position from a URL', {}, async ({ open }) => {
    const page = await open(q({ fen: 'W:W28,30:B8,16,24,26' }));
    await page.click('[data-action="hint"]');
    await waitFor(async () => (await arrow(page, 'hint')).length === 1, 'the hint arrow');
    const [hint] = await arrow(page, 'hint');
    check(hint.from === 28 && hint.to === 3 && hint.move === '28x3', `the hint is the capture: ${JSON.stringify(hint)}`);
    const points = await page.$eval('svg[data-board] g[data-arrow="hint"] polyline', (e) => e.getAttribute('points').split(' ').length);
    check(points === 4, `the arrow goes through the landing squares (${points} points)`);
    await expectText(page, '[data-hint]', /Hint: 28x3/);
    check((await pieceAt(page, 28)) === 'white-man', 'the hint is not played');
    // Analysis of the opening position: streams deeper results, shows the line as arrows.
    const page2 = await open('/?moves=22-17+11-15');
    await page2.click('[data-action="analysis"]');
    const depths = new Set();
    await waitFor(async () => {
      const d = await page2.$eval('[data-depth]', (e) => Number(e.dataset.depth)).catch(() => null);
      if (d) depths.add(d);
      return depths.size >= 3;
    }, 'the depth rises while it thinks', 6000);
    await waitFor(async () => (await arrow(page2, 'line')).length >= 2, 'the best line is drawn');
    const line = await arrow(page2, 'line');
    check(line.some((a) => a.index === 0) && line.some((a) => a.index === 1), `arrows of the line: ${JSON.stringify(line)}`);
    const score = await page2.$eval('[data-score]', (e) => e.dataset.score);
    check(/^([+-]\d+\.\d\d|0\.00)$/.test(score), `a score in men: ${score}`);
    // The line streams in while it thinks: read the text and the first arrow in one task, so both come from one render.
    const firstOfLine = () =>
      page2.evaluate(() => ({
        text: document.querySelector('[data-line]').dataset.line,
        arrow: document.querySelector('svg[data-board] g[data-arrow="line"][data-index="0"]')?.dataset.move,
      }));
    const during = await firstOfLine();
    check(during.text.split(' ')[0] === during.arrow, `the line's first move is the first arrow while it thinks: ${JSON.stringify(during)}`);
    check(await page2.$('[data-eval-bar]'), 'the evaluation bar');
    await waitFor(() => page2.$eval('[data-analysis]', (e) => e.dataset.done === 'true'), 'the analysis ends', 7000);
    const after = await firstOfLine();
    check(after.text.split(' ')[0] === after.arrow, `the line's first move is the first arrow at the end: ${JSON.stringify(after)}`);
    // Off: the arrows go.
    await page2.click('[data-action="analysis"]');
    await waitFor(async () => (await arrow(page2, 'line')).length === 0, 'the line arrows go with the panel');
    // A won position reads as a win, from White's side.
    const page3 = await open(q({ fen: 'B:WK27,K32:B5,6,10', moves: '' }));
    await page3.click('[data-action="analysis"]');
    await expectText(page3, '[data-analysis]', /White wins in \d/);
    const share = await page3.$eval('[data-eval-bar]', (e) => Number(e.dataset.whiteShare));
    check(share === 1, `the bar is all White: ${share}`);
  });

  scenario('the computer thinks and analyses in its worker (long tasks and frames reported)', {}, async ({ open, context, report }) => {
    await context.addInitScript(() => {
      window.__longtasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const measure = async (page, label, ms, until) => {
      const t0 = await page.evaluate(() => performance.now());
      // While it thinks, the page answers: count rAF frames as a second signal.
      const frames = page.evaluate((ms) => new Promise((res) => {
        let n = 0;
        const end = performance.now() + ms;
        const tick = () => (performance.now() < end ? (n++, requestAnimationFrame(tick)) : res(n));
        requestAnimationFrame(tick);
      }), ms);
      await until();
      const t1 = await page.evaluate(() => performance.now());
      const n = await frames;
      const tasks = await page.evaluate(([a, b]) => window.__longtasks.filter((t) => t.start + t.duration >= a && t.start <= b), [t0, t1]);
      const max = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
      report(`${label}: ${(t1 - t0).toFixed(0)} ms thinking window, ${tasks.length} long tasks (max ${max.toFixed(0)} ms), ${n} frames in the first ${ms} ms`);
      return { tasks, max };
    };
    // Out of the opening book (Black a man short): level 8 searches rather than plays its book.
    const page = await open('/?computer=white&level=8&fen=W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11');
    await waitFor(() => thinking(page), 'thinking');
    const a = await measure(page, 'computer level 8, opening', 800, () => waitFor(async () => (await lineLength(page)) === 1, 'the move', 8000));
    // The long tasks and frames are reported, not asserted (this shared machine adds tasks of its
    // own): what keeps the page responsive is that the search runs in the worker.
    const scripts = await Promise.all(page.workers().map((w) => w.evaluate(() => String(self.damasBase))));
    check(scripts.some((s) => s.endsWith('/worker_simd.js')), `the computer thinks in its worker (with vector instructions, which Chromium has): ${scripts.join(' ')}`);
    await page.click('[data-action="analysis"]');
    const b = await measure(page, 'analysis, 4 s', 3000, () =>
      waitFor(() => page.$eval('[data-analysis]', (e) => e.dataset.done === 'true'), 'analysis done', 8000),
    );
    // The observer does see long tasks: a 120 ms busy loop on the page is recorded.
    const n = await page.evaluate(() => window.__longtasks.length);
    await page.evaluate(() => new Promise((done) => setTimeout(() => {
      const t = performance.now();
      while (performance.now() - t < 120);
      done();
    }, 0)));
    await waitFor(() => page.evaluate((n) => window.__longtasks.slice(n).some((t) => t.duration >= 100), n), 'the control long task is seen');
  });

  // A worker whose WebAssembly never arrives is stuck: the bridge restarts it after the search's
  // deadline (level 8: 1 s + 3 s grace) and sends the search again; after a second failure it
  // gives up, and the panel says so and offers to try again.
  scenario(
    'a stuck AI worker is restarted; when it gives up the panel says so',
    // Requests served by the offline service worker would bypass the route.
    { serviceWorkers: 'block', allowConsole: /Service Worker registration blocked by Playwright/ },
    async ({ open, context, report }) => {
    let hang = 1;
    const held = [];
    await context.route('**/worker_simd_bg.wasm', (route) => {
      if (hang > 0) {
        hang--;
        held.push(route);
      } else {
        route.continue();
      }
    });
    const t0 = Date.now();
    const page = await open('/?computer=white&level=8');
    await waitFor(async () => (await lineLength(page)) === 1, 'the restarted worker plays', 12000);
    report(`stuck worker: move played after ${Date.now() - t0} ms (one restart)`);
    check(!(await page.$('[data-ai-error]')), 'no error after a successful restart');
    // Two stuck workers in a row: the bridge gives up (the third one it starts is fine).
    hang = 2;
    const t1 = Date.now();
    const page2 = await open('/?computer=white&level=8');
    await waitFor(() => page2.$('[data-ai-error]'), 'the failure is shown', 15000);
    report(`two stuck workers: the panel shows the failure after ${Date.now() - t1} ms`);
    await expectText(page2, '[data-ai-error]', /could not start.*connect.*try again/i);
    check(!(await thinking(page2)), 'no endless thinking');
    check((await lineLength(page2)) === 0, 'no move');
    await page2.click('[data-action="retry"]');
    await waitFor(async () => (await lineLength(page2)) === 1, 'after retry the computer plays', 8000);
    check(held.length === 3, `three worker loads were held (${held.length})`);
    // The held loads stay unanswered: their workers were terminated when the bridge dropped
    // them (a stuck search must not go on burning a phone's battery), so each page keeps one.
    for (const [p, label] of [[page, 'first page'], [page2, 'second page']]) {
      await waitFor(() => p.workers().length === 1, `${label}: the stuck workers are gone (${p.workers().length} workers)`, 5000);
    }
  });

  scenario('screenshots of the computer panel', { viewport: { width: 1280, height: 800 } }, async ({ open }) => {
    const page = await open(q({ moves: '22-17 11-15 17-13', computer: 'black', level: '3' }));
    await page.click('[data-action="analysis"]');
    await page.click('[data-action="hint"]');
    await waitFor(async () => (await page.$$('[data-hint]')).length === 1, 'hint');
    // One best move at a time: the hint's arrow where the analysis agrees, else the analysis' line.
    await waitFor(async () => {
      const [hint, line] = [(await arrow(page, 'hint')).length, (await arrow(page, 'line')).length];
      return (hint === 1 && line >= 1) || (hint === 0 && line >= 2);
    }, 'the hint and the line, never two best moves');
    // Read in one go: the analysis deepens meanwhile, and two reads could see two drawings.
    const firsts = await page.$$eval('svg[data-board] g[data-arrow="hint"], svg[data-board] g[data-arrow="line"][data-index="0"]', (els) =>
      els.map((e) => ({ kind: e.dataset.arrow, move: e.dataset.move })));
    check(firsts.length === 1, `one first move drawn: ${JSON.stringify(firsts)}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(output, 'ai-desktop.png') });
    // A phone, in Portuguese, while the computer thinks (level 8: one second), then after.
    const phone = await open(q({ moves: '22-17 11-15', computer: 'black', level: '8' }));
    await phone.setViewportSize({ width: 375, height: 740 });
    await chooseLang(phone, 'pt');
    await phone.click('[data-action="analysis"]');
    await phone.evaluate(() => window.scrollTo(0, 0));
    await clickSquare(phone, 17);
    await clickSquare(phone, 13);
    await waitFor(() => phone.$('[data-thinking-status]'), 'thinking shows in the status');
    await expectText(phone, '[data-status]', /O computador está pensando/);
    await phone.waitForTimeout(300);
    await phone.screenshot({ path: path.join(output, 'ai-phone-thinking.png') });
    await waitFor(async () => (await lineLength(phone)) === 4, 'the reply', 6000);
    await phone.waitForTimeout(600);
    await phone.screenshot({ path: path.join(output, 'ai-phone.png'), fullPage: true });
  });
}
