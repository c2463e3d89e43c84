// Browser scenarios of game review (run by run.mjs, which passes its scenario() and helpers): a
// game with a known blunder is reviewed in the worker and the blunder is marked, both sides get an
// accuracy, the graph goes to a move, the page stays responsive, the review comes back at once
// after a reload and travels in PDN; "learn from your mistakes" accepts the engine's move and
// does not give the answer away ("Best was …") while the mistake is asked.

// Nine moves of a Brazilian game; the ninth, 23-18, gives away two men (found by search; the
// native test `the_engine_finds_the_blunder` says the same at depth 8).
export const LINE = ['22-17', '10-14', '17x10', '7x14', '25-22', '6-10', '22-17', '9-13', '23-18'];

export function registerReview(scenario, h) {
  const { check, chooseLang, waitFor, expectText, q } = h;
  const reviewed = (page) => waitFor(async () => (await page.$$('[data-accuracy="white"]')).length === 1 && !(await page.$('[data-review][data-progress]')), 'the review is done', 30000);
  const judgement = (page, ply) => page.getAttribute(`[data-moves] button[data-ply="${ply}"]`, 'data-judgement');

  scenario('a reviewed game marks its blunder, gives both accuracies and a graph, and stays responsive', {}, async ({ open, context, report }) => {
    await context.addInitScript(() => {
      window.__longtasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Every message the page posts to a worker: the review's searches go there.
      window.__posted = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (...args) { window.__posted++; return post.apply(this, args); };
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open(q({ moves: LINE.join(' ') }));
    await page.waitForSelector('[data-moves] button[data-ply="9"]');
    // The worker starts with the first search the page asks for (here a hint); the review's own
    // cost is measured from then on.
    await page.click('[data-action="hint"]');
    await page.waitForSelector('[data-arrow="hint"]');
    const [t0, posted0] = await page.evaluate(() => [performance.now(), window.__posted]);
    await page.click('[data-action="review"]');
    await waitFor(async () => (await page.$$('[data-review][data-progress]')).length === 1, 'progress shows while it runs');
    await reviewed(page);
    const t1 = await page.evaluate(() => performance.now());
    report(`review of ${LINE.length} moves (${LINE.length + 1} positions): ${(t1 - t0).toFixed(0)} ms`);
    check((await judgement(page, 9)) === 'blunder', `23-18 is a blunder: ${await judgement(page, 9)}`);
    for (const side of ['white', 'black']) {
      await expectText(page, `[data-accuracy="${side}"]`, /^\d{1,3} %$/);
    }
    const white = parseInt(await page.textContent('[data-accuracy="white"]'), 10);
    const black = parseInt(await page.textContent('[data-accuracy="black"]'), 10);
    check(white < black, `the side that blundered is less accurate: ${white} against ${black}`);
    // What keeps the page responsive is that the positions are searched in the worker; the long
    // tasks are reported, not asserted (this shared machine adds tasks of its own).
    const posted = (await page.evaluate(() => window.__posted)) - posted0;
    check(posted >= 1, `the review's searches are sent to the worker: ${posted} messages`);
    const tasks = await page.evaluate(([a, b]) => window.__longtasks.filter((t) => t.start >= a && t.start <= b && t.duration > 50), [t0, t1]);
    report(`main-thread tasks over 50 ms while the review ran: ${JSON.stringify(tasks.map((t) => ({ after: Math.round(t.start - t0), duration: Math.round(t.duration) })))}`);
    // The graph goes to a move; at the blunder the better move is drawn and named.
    check((await page.$$('svg[data-eval-graph] line.mark.blunder')).length === 1, 'the graph marks the blunder');
    await page.click('svg[data-eval-graph] [data-graph-ply="3"]', { force: true });
    await waitFor(async () => (await page.getAttribute('[data-moves] .mv.current', 'data-ply')) === '3', 'the graph went to move 3');
    await page.click('[data-moves] button[data-ply="9"]');
    await waitFor(async () => (await page.$$('svg[data-board] [data-arrow="best"]')).length === 1, 'the better move is drawn');
    const best = await page.getAttribute('[data-arrow="best"]', 'data-move');
    await expectText(page, '[data-best-was]', new RegExp(`Best was ${best}`));
    // The review travels in PDN.
    await page.click('[data-action="copy-pdn"]');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    check(pdn.includes('23-18??') && /\[%eval -?\d+\.\d\d\]/.test(pdn) && pdn.includes(`[%best ${best}]`), `the PDN carries the review: ${pdn}`);
    // A reload shows the kept review at once, without searching again.
    await page.reload();
    await page.waitForSelector('svg[data-board]');
    await waitFor(async () => (await judgement(page, 9)) === 'blunder', 'the kept review is back', 3000);
    check(!(await page.$('[data-review][data-progress]')), 'not searched again');
    await page.screenshot({ path: h.path.join(h.output, 'review-desktop.png') });
  });

  scenario('the kept reviews (up to 300) are read when a game is opened, not at every move played', {}, async ({ open, context }) => {
    // A store of 300 reviews of other games, about 280 KB, and a count of its readings.
    await context.addInitScript(() => {
      window.__reviewReads = 0;
      const get = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key) { if (key === 'damas.reviews') window.__reviewReads++; return get.call(this, key); };
    });
    const fen = 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
    const store = Array.from({ length: 300 }, (_, i) => `brazilian|${fen}|${Array.from({ length: 60 }, (_, j) => `${(i + j) % 32 + 1}-${(i * 7 + j) % 32 + 1}`).join(' ')}\t${Array.from({ length: 61 }, (_, j) => `${(j * 13) % 200 - 100}`).join(';')}\n`).join('');
    await context.addInitScript((text) => { if (!localStorage.getItem('damas.reviews')) localStorage.setItem('damas.reviews', text); }, store);
    const page = await open(q({ moves: LINE.slice(0, 2).join(' ') }));
    await page.waitForSelector('[data-moves] button[data-ply="2"]');
    await waitFor(async () => (await page.evaluate(() => window.__reviewReads)) >= 1, 'the store read for the game opened');
    const before = await page.evaluate(() => window.__reviewReads);
    // Two players here: four moves played on the board.
    await h.clickSquares(page, 17, 10, 7, 14, 25, 22, 6, 10);
    await waitFor(async () => (await h.moves(page)).length === 6, 'four more moves listed');
    check((await page.evaluate(() => window.__reviewReads)) === before, `not read again at each move (${before} reading(s) at the opening)`);
  });

  scenario('a PDN with a review opens reviewed; learn from the mistakes accepts the best move', {}, async ({ open }) => {
    // The review as another program (or this one) wrote it: evaluations from White's side.
    const evals = ['0.00', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '-2.25'];
    const moves = LINE.map((m, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${m}${i === 8 ? '??' : ''} {[%eval ${evals[i + 1]}]${i === 8 ? ' [%best 24-19]' : ''}}`);
    const pdn = `[GameType "26"]\n{[%eval ${evals[0]}]} ${moves.join(' ')} *`;
    const page = await open('/');
    await page.fill('[data-field="paste"]', pdn);
    await page.click('[data-action="open"]');
    await waitFor(async () => (await judgement(page, 9)) === 'blunder', 'opened with its review');
    check((await page.$$('[data-moves] [data-judgement]')).length === 1, 'only the annotated move is judged');
    // Learn from White's mistakes: the position before 23-18; the best move is found good.
    await page.click('[data-action="learn-mistakes"][data-side="white"]');
    await waitFor(async () => (await page.getAttribute('[data-moves] .mv.current', 'data-ply')) === '8', 'the position before the mistake');
    await expectText(page, '[data-learn="asking"]', /White played 23-18 here/);
    await page.click('[data-action="learn-show"]');
    await waitFor(async () => (await page.getAttribute('[data-arrow="best"]', 'data-move')) === '24-19', 'the best move is shown');
    await page.fill('[data-move-input]', '24-19');
    await page.press('[data-move-input]', 'Enter');
    await waitFor(async () => (await page.$$('[data-learn="good"]')).length === 1, 'the best move is good', 10000);
    await page.click('[data-action="learn-next"]');
    await expectText(page, '[data-learn="over"]', /last one/);
    await page.click('[data-action="learn-stop"]');
    // The game is as it was: its nine moves, the try kept beside them.
    await waitFor(async () => (await page.$$('[data-moves] button[data-ply="9"][data-judgement="blunder"]')).length === 1, 'the reviewed line is back');
    check((await page.$$('[data-moves] .variation')).length === 1, 'the try is kept as a variation');
  });

  scenario('learn from your mistakes: no "Best was" in the review panel while the mistake is asked', {}, async ({ open, report }) => {
    const evals = ['0.00', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '0.05', '-2.25'];
    const moves = LINE.map((m, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${m}${i === 8 ? '??' : ''} {[%eval ${evals[i + 1]}]${i === 8 ? ' [%best 24-19]' : ''}}`);
    const page = await open('/');
    await page.fill('[data-field="paste"]', `[GameType "26"]\n{[%eval ${evals[0]}]} ${moves.join(' ')} *`);
    await page.click('[data-action="open"]');
    await waitFor(async () => (await judgement(page, 9)) === 'blunder', 'opened with its review');
    // Outside learn mode the blunder's better move is named.
    await page.click('[data-moves] button[data-ply="9"]');
    await expectText(page, '[data-best-was]', /Best was 24-19/);
    await page.click('[data-action="learn-mistakes"][data-side="white"]');
    await expectText(page, '[data-learn="asking"]', /White played 23-18 here/);
    // From now on, "Best was" may never show while the answer is still to find.
    await page.evaluate(() => {
      window.__leaks = [];
      window.__steps = new Set();
      const look = () => {
        const step = document.querySelector('[data-learn]')?.dataset.learn;
        window.__steps.add(step);
        if (['asking', 'checking', 'poor'].includes(step) && document.querySelector('[data-review] [data-best-was]')) window.__leaks.push(step);
      };
      look();
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    check(!/Best was/.test(await page.textContent('[data-review]')), 'no "Best was" while asking');
    // A try other than the best (the first of these that is legal here): scored, then judged.
    for (const mv of ['26-22', '24-20', '23-19']) {
      await page.fill('[data-move-input]', mv);
      await page.press('[data-move-input]', 'Enter');
      await page.waitForTimeout(200);
      if ((await page.getAttribute('[data-learn]', 'data-learn')) !== 'asking') break;
    }
    await waitFor(async () => ['good', 'poor'].includes(await page.getAttribute('[data-learn]', 'data-learn')), 'the try is judged', 10000);
    const step = await page.getAttribute('[data-learn]', 'data-learn');
    if (step === 'poor') check(!/Best was/.test(await page.textContent('[data-review]')), 'no "Best was" after a poor try');
    check((await page.evaluate(() => window.__leaks)).length === 0, `the answer never showed: ${await page.evaluate(() => window.__leaks)}`);
    report(`the try was ${step}; steps seen: ${await page.evaluate(() => [...window.__steps].join(' '))}`);
  });

  scenario('the review speaks every language of the page', {}, async ({ open }) => {
    for (const [lang, title] of [['pt', /Análise da partida/], ['ru', /Разбор партии/]]) {
      const page = await open(q({ moves: LINE.join(' ') }));
      await chooseLang(page, lang);
      // The second page finds the first one's review kept on the device. The panel comes with
      // the panels' bundle: wait for it to show either the kept review or the offer.
      await page.waitForSelector('[data-accuracy], [data-action="review"]');
      if (!(await page.$('[data-accuracy]'))) await page.click('[data-action="review"]');
      await reviewed(page);
      await expectText(page, '[data-review] h2', title);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-review]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: h.path.join(h.output, `review-phone-${lang}.png`), fullPage: false });
    }
  });
}
