// The first tap on the board, and the first sound, make no long task (issues 35 and 36): the
// sounds are WAV files the page renders itself and plays through <audio> elements, so no
// AudioContext starts the browser's audio service on the main thread, at a tap or at idle. The
// scenario runs its own Chromium: the browser's audio service starts once per browser, and a
// browser that other scenarios already made sound in would hide the cost. Sound is on (the default).
// The long tasks are reported, not asserted (this shared machine adds tasks of its own): what is
// checked is the cause, that no AudioContext is made and the sound plays from a rendered file.

export function registerFirstTap(scenario, h) {
  const { check, chromium, launchArgs } = h;

  scenario('first tap: the first tap and the first sound start no audio engine on the page, sound on', {}, async ({ base, report }) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: launchArgs });
    try {
      const page = await browser.newPage();
      const problems = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.addInitScript(() => {
        // Each sound played: its address and how play() ended.
        window.__played = [];
        const play = HTMLMediaElement.prototype.play;
        HTMLMediaElement.prototype.play = function () {
          const entry = { src: this.src, result: 'pending' };
          window.__played.push(entry);
          const p = play.call(this);
          p.then(() => { entry.result = 'playing'; }, (e) => { entry.result = e.name; });
          return p;
        };
        window.__audioContexts = 0;
        const Ctx = window.AudioContext;
        window.AudioContext = function (...args) { window.__audioContexts++; return new Ctx(...args); };
        window.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(base + '/?fen=W:W21,22:B18');
      await page.waitForSelector('svg[data-board] g.sq[data-square="21"]');
      // Let the page go idle twice: its idle work (the sound engine among it) is done then.
      const idle = () => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));
      await idle();
      const before = await page.evaluate(() => window.__long.map((e) => Math.round(e.duration)));
      const tapAt = await page.evaluate(() => performance.now());
      const box = await page.locator('svg[data-board] g.sq[data-square="22"]').boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForSelector('svg[data-board] g.sq.selected[data-square="22"]');
      // The move: the first sound.
      const to = await page.locator('svg[data-board] g.sq[data-square="17"]').boundingBox();
      await page.mouse.click(to.x + to.width / 2, to.y + to.height / 2);
      await page.waitForFunction(() => window.__played.length > 0 && window.__played[0].result !== 'pending');
      await idle();
      const after = await page.evaluate((t) => window.__long.filter((e) => e.start >= t).map((e) => Math.round(e.duration)), tapAt);
      const played = await page.evaluate(() => window.__played);
      report(`long tasks before the tap (page start, idle): [${before.join(', ')}] ms; from the tap and the first sound on: [${after.join(', ')}] ms`);
      check(played.length === 1 && played[0].src.startsWith('blob:') && played[0].result === 'playing', `the move sounded: ${JSON.stringify(played)}`);
      check(await page.evaluate(() => window.__audioContexts === 0), 'no AudioContext was made');
      check(problems.length === 0, `no console errors: ${problems.join(' | ')}`);
    } finally {
      await browser.close();
    }
  });
}
