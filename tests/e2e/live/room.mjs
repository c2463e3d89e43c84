// Rooms on an unmodified matchbox_server (src/ui/live/net/room.rs), inside the namespace: the
// server on 127.0.0.1:3536, three browser contexts in one room (two players and a spectator)
// linked in a full mesh with no code copied, a message to all, a member leaving; and a hostile
// member that sends junk through the server, which the others ignore or refuse.

import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';

const SERVER = '127.0.0.1:3536';

function healthy() {
  return new Promise((resolve) => {
    http.get(`http://${SERVER}/health`, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

/// Starts matchbox_server inside the namespace; stopped by the returned function.
export async function startServer(check, waitFor) {
  let path = null;
  try {
    path = execFileSync('sh', ['-c', 'command -v matchbox_server || ls "$HOME/.cargo/bin/matchbox_server"'], { encoding: 'utf8' }).trim();
  } catch {
    check(false, 'matchbox_server is not installed: run scripts/install-tools');
  }
  const server = spawn(path, [], { env: { ...process.env, HOST: SERVER, RUST_LOG: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(healthy, 'matchbox_server answers /health');
  return () => server.kill('SIGTERM');
}

export function register(scenario, { check, waitFor }) {
  const page = async (player, label) => {
    const p = await player(label, '/__live/link.html');
    await waitFor(() => p.evaluate(() => window.ready === true), `${label}: the link's wasm loads`);
    return p;
  };
  const events = (p) => p.evaluate(() => window.link.events());
  const count = async (p, e) => (await events(p)).filter((x) => x === e).length;

  scenario('room: three members of a matchbox_server room link up with no code to copy', async ({ player, report }) => {
    const stop = await startServer(check, waitFor);
    try {
      const url = `ws://${SERVER}/damas-test-room`;
      const [a, b, c] = [await page(player, 'A'), await page(player, 'B'), await page(player, 'C')];
      const t0 = Date.now();
      for (const p of [a, b, c]) await p.evaluate((u) => window.link.room_join(u, 'none'), url);
      for (const [p, n] of [[a, 'A'], [b, 'B'], [c, 'C']]) {
        await waitFor(async () => (await count(p, 'room:link:open')) === 2, `${n}: open links to both other members`);
      }
      report(`three members linked ${Date.now() - t0} ms after joining`);
      check((await a.evaluate(() => window.link.room_broadcast('move 22-17'))) === 2, 'A reaches both members');
      await waitFor(async () => (await count(b, 'room:link:message:move 22-17')) === 1, 'B receives A\'s move');
      await waitFor(async () => (await count(c, 'room:link:message:move 22-17')) === 1, 'the spectator receives A\'s move');
      await c.evaluate(() => window.link.room_leave());
      await waitFor(async () => (await count(a, 'room:peer-left')) === 1, 'A sees the spectator leave');
      await waitFor(async () => (await count(b, 'room:peer-left')) === 1, 'B sees the spectator leave');
      check((await a.evaluate(() => window.link.room_peers())) === 1, 'A keeps its link to B');
      check((await a.evaluate(() => window.link.room_broadcast('move 11-15'))) === 1, 'A reaches B still');
      await waitFor(async () => (await count(b, 'room:link:message:move 11-15')) === 1, 'B receives the next move');
    } finally {
      stop();
    }
  });

  scenario('room: junk from a hostile member through the server is ignored or refused', async ({ player }) => {
    const stop = await startServer(check, waitFor);
    try {
      const url = `ws://${SERVER}/damas-junk-room`;
      const a = await page(player, 'A');
      await a.evaluate((u) => window.link.room_join(u, 'none'), url);
      await waitFor(async () => (await count(a, 'room:joined')) === 1, 'A joins');
      // The hostile member speaks the protocol by hand from a plain page.
      const h = await player('H', '/__live/plain.html');
      await h.evaluate((u) => new Promise((ok) => {
        const ws = new WebSocket(u);
        window.ws = ws;
        ws.onmessage = (m) => {
          const msg = JSON.parse(m.data);
          if (msg.NewPeer) window.peer = msg.NewPeer;
        };
        ws.onopen = ok;
      }), url);
      // A was there first: it offers to H; H learns A's id from the offer's sender.
      await h.evaluate(() => {
        window.ws.addEventListener('message', (m) => {
          const msg = JSON.parse(m.data);
          if (msg.Signal) window.peer = msg.Signal.sender;
        });
      });
      await waitFor(() => h.evaluate(() => typeof window.peer === 'string'), 'H learns A\'s id');
      await h.evaluate(() => {
        const to = (data) => window.ws.send(JSON.stringify({ Signal: { receiver: window.peer, data } }));
        to({ Answer: 'not a code' });
        to({ Answer: '<img src=x onerror=alert(1)>' });
        to({ Offer: 42 });
        to('junk');
        to({ Offer: '1' + 'A'.repeat(5000) });
        window.ws.send('{"Signal":');
        window.ws.send(JSON.stringify({ NewPeer: '<script>' }));
        window.ws.send('x'.repeat(40000));
      });
      await waitFor(async () => (await events(a)).some((e) => e.startsWith('room:failed:Code(')), 'A refuses the junk answer with a typed error');
      const ev = await events(a);
      const failures = ev.filter((e) => e.startsWith('room:failed:'));
      check(failures.every((e) => /^room:failed:Code\(\w+(\(.{1,5}\))?\)$/.test(e)), `only typed refusals, carrying no junk: ${failures.join(', ')}`);
      check(!ev.some((e) => /script|onerror|xxxx/.test(e)), `no junk reaches the page as an event: ${ev.join(', ')}`);
      check((await a.evaluate(() => window.link.room_peers())) === 1, 'junk makes no member');
      // A is still a working member: a real one joins and links up.
      const b = await page(player, 'B');
      await b.evaluate((u) => window.link.room_join(u, 'none'), url);
      await waitFor(async () => (await count(a, 'room:link:open')) === 1, 'A links up with a real member after the junk');
      await waitFor(async () => (await count(b, 'room:link:open')) === 1, 'B links up with A');
      check((await b.evaluate(() => window.link.room_broadcast('hello'))) >= 1, 'B reaches A');
      await waitFor(async () => (await count(a, 'room:link:message:hello')) === 1, 'A receives B\'s message');
    } finally {
      stop();
    }
  });
}
