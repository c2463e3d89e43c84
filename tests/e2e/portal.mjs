// A captive portal (the network of a hotel or an airport before the player has signed in): it
// answers every request with its sign-in page, by a redirect or at the address asked for. The
// service worker must keep none of those answers as the site's files: a sign-in page kept as
// the worker's wasm would leave the computer unable to play until the next version of the site.

import fs from 'node:fs';
import path from 'node:path';
import { ownServer, PORTAL_PAGE, savingData } from './own_server.mjs';

export function registerPortal(scenario, { check, waitFor, expectText, dist, types }) {
  scenario('behind a captive portal the offline cache keeps none of its sign-in page; once signed in the rest of the site comes whole', {}, async ({ context }) => {
    const srv = await ownServer({ dist, types });
    const ctx = await context.browser().newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    try {
      // Data saving on: the page asks for the rest of the site only when this test does.
      await savingData(ctx);
      const page = await ctx.newPage();
      page.setDefaultTimeout(8000);
      await page.goto(srv.base + '/');
      await page.waitForSelector('svg[data-board]');
      await waitFor(() => page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null), 'the service worker controls the page', 15000);
      // The page's own bundle is kept (the boot script asks once the page has started).
      await waitFor(() => page.evaluate(async () => {
        const has = async (f) => Boolean(await caches.match(new URL(f, location.href).href));
        return (await has('game.js')) && (await has('game_bg.wasm'));
      }), 'the page\'s bundle is kept', 15000);

      // The files the service worker downloads when asked for the rest of the site, in its order.
      // (Chromium has WebAssembly's vector instructions: the plain AI worker is not its.)
      const rest = JSON.parse(fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').match(/const BUILT = (\[.*?\]);/)[1])
        .map(([f]) => f.replace(/^\.\//, '/'))
        .filter((f) => !/^\/worker(\.js|_bg\.wasm)$/.test(f));
      const uncached = () => page.evaluate(async (files) => {
        const left = [];
        for (const f of files) if (!(await caches.match(new URL('.' + f, location.href).href))) left.push(f);
        return left;
      }, rest);
      // The bytes of the site not kept yet, as the service worker reports them.
      const missing = () => page.evaluate(() => new Promise((resolve) => {
        const heard = (event) => {
          if (typeof event.data !== 'number') return;
          navigator.serviceWorker.removeEventListener('message', heard);
          resolve(event.data);
        };
        navigator.serviceWorker.addEventListener('message', heard);
        navigator.serviceWorker.controller.postMessage({ type: 'offline-status' });
      }));
      const cacheRest = () => page.evaluate(() => navigator.serviceWorker.controller.postMessage({ type: 'cache-rest' }));
      // The kept files (not pages: a host may redirect a page to a pretty address, so a page is
      // kept as any success) that are the portal's page or any HTML.
      const portalKept = () => page.evaluate(async (portalPage) => {
        const found = [];
        for (const key of await caches.keys()) {
          const cache = await caches.open(key);
          for (const request of await cache.keys()) {
            const path = new URL(request.url).pathname;
            if (/(\/|\.html)$/.test(path)) continue;
            const response = await cache.match(request);
            const html = (response.headers.get('content-type') || '').startsWith('text/html');
            if (html || (await response.text()) === portalPage) found.push(path);
          }
        }
        return found;
      }, PORTAL_PAGE);
      // An endgame database, which the AI worker fetches through the service worker.
      const table = () => page.evaluate(() => fetch('egtb/brazilian/0101.bin').then((r) => r.status, () => 'failed'));

      for (const mode of ['redirect', 'hijack']) {
        srv.state.portal = mode;
        srv.state.portalAsked = [];
        // Asked for the rest of the site (as the page does once idle on a free connection), the
        // service worker goes through every file not kept, one at a time, to the last.
        const left = await uncached();
        await cacheRest();
        await waitFor(() => srv.state.portalAsked.includes(left[left.length - 1]), `${mode}: the service worker asked the portal for the rest of the site, to ${left[left.length - 1]}`, 20000);
        await table();
        check(srv.state.portalAsked.includes('/worker_simd_bg.wasm') && srv.state.portalAsked.includes('/egtb/brazilian/0101.bin'), `${mode}: the worker and a table were asked of the portal: ${srv.state.portalAsked.slice(0, 5)}`);
        const kept = await portalKept();
        check(kept.length === 0, `${mode}: none of the portal's answers is kept: ${kept.slice(0, 5)}`);
      }

      // A language switch behind the portal: its words are not on this device (the portal's page
      // was not taken for them), so the page opens in the one it has and says so.
      await Promise.all([page.waitForEvent('load'), page.click('[data-lang="ru"]')]);
      await page.waitForSelector('svg[data-board]');
      await expectText(page, '[data-message]', /^Русский is not on this device yet/);

      // Signed in: everything comes, and comes whole.
      srv.state.portal = '';
      // (Asked again until then: a pass still under way when asked ignores the request.)
      await waitFor(async () => {
        await cacheRest();
        return (await missing()) === 0;
      }, 'signed in, nothing of the site is missing', 20000);
      check((await table()) === 200, 'the table is fetched');
      const worker = await page.evaluate(async () => {
        const response = await caches.match(new URL('worker_simd_bg.wasm', location.href).href);
        return response && { type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
      });
      const want = fs.statSync(path.join(dist, 'worker_simd_bg.wasm')).size;
      check(worker && worker.type === 'application/wasm' && worker.bytes === want, `the worker kept is the real one: ${JSON.stringify(worker)} (want ${want} bytes)`);
      check((await portalKept()).length === 0, 'still none of the portal kept');
    } finally {
      await ctx.close();
      await srv.close();
    }
  });
}
