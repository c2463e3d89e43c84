// The invitation's and the reply's QR codes, and the reply link that hands the reply to the
// waiting tab (issue 38), in the namespace with ice=none: node tests/e2e/live/run.mjs handoff
//
// Contract used: [data-field="invite-qr"] and [data-field="reply-qr"] (SVGs), read back from a
// screenshot by jsQR (npm, pinned in package.json); [data-field="reply-link"] (the guest's reply
// link, `…#live-reply=…`); the tab it opens: [data-handoff="handed" | "no-tab" | "bad"].

import { createRequire } from 'node:module';

const jsQrFile = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

export function register(scenario, { check, waitFor, output, path }) {
  const valueOf = (page, sel) => page.$eval(sel, (e) => (('value' in e && e.value) ? e.value : e.textContent).trim());
  const live = (page) => page.$eval('[data-live]', (e) => ({ state: e.dataset.liveState, seat: e.dataset.seat })).catch(() => null);

  // What jsQR reads in a screenshot of `selector` on `page`: the PNG is drawn on a canvas in a
  // blank page of the same browser (no site's CSP there), and read pixel by pixel.
  const readQr = async (page, selector) => {
    const png = await page.locator(selector).screenshot();
    const reader = await page.context().newPage();
    try {
      await reader.setContent('<!doctype html><canvas></canvas>');
      await reader.addScriptTag({ path: jsQrFile });
      return await reader.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.querySelector('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const g = canvas.getContext('2d');
        g.drawImage(img, 0, 0);
        const read = window.jsQR(g.getImageData(0, 0, img.width, img.height).data, img.width, img.height);
        return read ? { text: read.data, version: read.version, width: img.width } : null;
      }, png.toString('base64'));
    } finally {
      await reader.close();
    }
  };

  // Host A makes an invitation; guest B opens it. Returns A, B and the invite link.
  const invited = async (player, aOptions = {}, bOptions = {}) => {
    const a = await player('A', '/?ice=none', aOptions);
    await a.click('[data-action="play-friend"]');
    await a.waitForSelector('[data-live] [data-action="create-invite"]');
    await a.click('[data-action="create-invite"]');
    await waitFor(async () => (await valueOf(a, '[data-field="invite-link"]')).startsWith('http'), 'A shows the invite link');
    const invite = await valueOf(a, '[data-field="invite-link"]');
    const b = await player('B', invite.slice(new URL(invite).origin.length), bOptions);
    await waitFor(async () => (await valueOf(b, '[data-field="reply-link"]')).includes('#live-reply='), 'B shows its reply link');
    return { a, b, invite };
  };

  scenario('handoff: the invitation\'s QR code reads back as the invite link, and the reply\'s as the reply link', async ({ player, report }) => {
    const { a, b, invite } = await invited(player);
    const svg = await a.$eval('[data-field="invite-qr"]', (e) => ({ tag: e.tagName.toLowerCase(), version: Number(e.dataset.version), label: e.getAttribute('aria-label') }));
    check(svg.tag === 'svg' && svg.label, `the invitation's QR code is an SVG with a label: ${JSON.stringify(svg)}`);
    const read = await readQr(a, '[data-field="invite-qr"]');
    check(read && read.text === invite, `jsQR reads the invite link in the screenshot: ${JSON.stringify(read)} (link ${invite})`);
    check(read.version === svg.version, `the version jsQR reads is the one drawn: ${read.version} vs ${svg.version}`);
    const replyLink = await valueOf(b, '[data-field="reply-link"]');
    const replyRead = await readQr(b, '[data-field="reply-qr"]');
    check(replyRead && replyRead.text === replyLink, `jsQR reads the reply link: ${JSON.stringify(replyRead)} (link ${replyLink})`);
    await a.locator('.live-panel').screenshot({ path: path.join(output, 'live-invite-qr-desktop.png') });
    report(`invite link ${invite.length} characters: QR version ${svg.version}, ${read.width} px wide on screen; reply link ${replyLink.length} characters: version ${replyRead.version}`);
  });

  scenario('handoff: the reply link opened in a second tab of the host\'s browser connects the game there', async ({ player }) => {
    const { a, b } = await invited(player);
    const replyLink = await valueOf(b, '[data-field="reply-link"]');
    const code = await valueOf(b, '[data-field="reply-code"]');
    check(replyLink.endsWith('#live-reply=' + code), `the reply link carries the reply code: ${replyLink}`);
    // The host taps the link in a chat app: a new tab of the same browser (A's context).
    const tab = await a.context().newPage();
    await tab.goto(replyLink);
    await waitFor(async () => (await tab.$eval('[data-handoff]', (e) => e.dataset.handoff).catch(() => null)) === 'handed', 'the new tab handed the reply over');
    check((await tab.textContent('[data-handoff]')).includes('continues in the other tab'), 'the new tab says where the game goes on');
    check(await tab.$('[data-handoff] [data-action="close-tab"]'), 'the new tab offers to close itself');
    check(!(await tab.$('svg[data-board]')), 'the new tab shows no second game');
    await waitFor(async () => (await live(a))?.state === 'connected', 'the waiting tab is connected');
    await waitFor(async () => (await live(b))?.state === 'connected', 'the guest is connected');
    await tab.screenshot({ path: path.join(output, 'live-handoff-handed-desktop.png') });
  });

  scenario('handoff: a reply link with no tab waiting says so and gives the code; a broken one says why (pt phone)', async ({ player }) => {
    const phone = { viewport: { width: 375, height: 740 }, locale: 'pt-BR', isMobile: true, hasTouch: true };
    const { a, b } = await invited(player, phone);
    const replyLink = await valueOf(b, '[data-field="reply-link"]');
    const code = await valueOf(b, '[data-field="reply-code"]');
    const ctx = a.context();
    // The invitation's tab was closed before the reply came.
    await a.close();
    const tab = await ctx.newPage();
    await tab.goto(replyLink);
    await waitFor(async () => (await tab.$eval('[data-handoff]', (e) => e.dataset.handoff).catch(() => null)) === 'no-tab', 'the new tab finds no tab waiting');
    const text = await tab.textContent('[data-handoff]');
    check(text.includes('Nenhuma aba'), `said in Portuguese: ${text}`);
    check((await valueOf(tab, '[data-handoff] [data-field="reply-code"]')) === code, 'the code is there to paste elsewhere');
    check(await tab.$('[data-handoff] a[data-action="new-invite"]'), 'a new invitation is offered');
    await tab.screenshot({ path: path.join(output, 'live-handoff-no-tab-pt-phone.png') });
    // Broken and hostile reply links: a message, no panic, no markup from the link.
    for (const hash of ['#live-reply=1.zz.AAAA', '#live-reply=', '#live-reply=1.1.%3Cb%3Ex%3C%2Fb%3E', '#live-reply=' + 'A'.repeat(9000)]) {
      const bad = await ctx.newPage();
      await bad.goto(new URL(replyLink).origin + '/' + hash);
      await waitFor(async () => (await bad.$eval('[data-handoff]', (e) => e.dataset.handoff).catch(() => null)) === 'bad', `a broken reply link is named: ${hash.slice(0, 40)}`);
      const said = await bad.textContent('[data-handoff] .live-error');
      check(said.includes('Não foi possível ler'), `said in Portuguese: ${said}`);
      check(!(await bad.$('[data-handoff] b')), 'nothing of the link became markup');
      await bad.close();
    }
  });
}
