// Two browsers over WebRTC on one machine (issue 38). WebRTC gathers no candidate on loopback, so
// this runner, as root, makes a network namespace of its own: a veth pair with both ends inside it
// (10.77.0.1/24, 10.77.0.2/24), `lo` up and a default route through one end (without a route
// Chromium gathers nothing). It then runs itself again inside the namespace, where the static
// server, the servers a suite needs and Chromium live; no packet reaches the machine's real
// interfaces. The namespace is deleted afterwards, whatever happened. Where no namespace can be
// made (not root, no `ip`), it prints SKIPPED with the reason and exits 0.
//
// Usage: node tests/e2e/live/run.mjs [suite...] [--filter TEXT]
//   suites: plain (two RTCPeerConnections in plain HTML), link (the app's PeerLink, built by
//   tests/e2e/live/build-link), room (rooms on a matchbox_server, installed by
//   scripts/install-tools), product (the page's live game: needs the live page, so it is not in
//   the default list), handoff (the QR codes and the reply link, on the live page too). Default:
//   plain link room.

import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);

if (!process.env.DAMAS_NETNS) {
  process.exit(await outside());
} else {
  const { runInside } = await import('./inside.mjs');
  process.exit(await runInside(args));
}

/// Makes the namespace, runs this script inside it, deletes it.
async function outside() {
  const reason = cannotMakeNamespace();
  if (reason) {
    console.log(`live e2e: SKIPPED: ${reason}`);
    return 0;
  }
  const name = `damas-live-${process.pid}`;
  const ip = (...a) => execFileSync('ip', a, { stdio: ['ignore', 'ignore', 'pipe'] });
  const inNs = (...a) => ip('netns', 'exec', name, 'ip', ...a);
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    try {
      ip('netns', 'del', name);
    } catch (e) {
      console.error(`live e2e: could not delete namespace ${name}: ${e.stderr || e.message}`);
    }
  };
  let child = null;
  // Interrupted: stop the run inside first (Playwright closes its Chromium), then delete.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (child && child.exitCode === null) {
        child.once('exit', () => {
          cleanup();
          process.exit(130);
        });
        child.kill('SIGTERM');
      } else {
        cleanup();
        process.exit(130);
      }
    });
  }
  try {
    try {
      ip('netns', 'add', name);
    } catch (e) {
      cleaned = true; // nothing was made
      console.log(`live e2e: SKIPPED: cannot create a network namespace (${String(e.stderr || e.message).trim()})`);
      return 0;
    }
    // Both ends are made inside the namespace: the host's interfaces are never touched.
    inNs('link', 'add', 'lv0', 'type', 'veth', 'peer', 'name', 'lv1');
    inNs('addr', 'add', '10.77.0.1/24', 'dev', 'lv0');
    inNs('addr', 'add', '10.77.0.2/24', 'dev', 'lv1');
    for (const dev of ['lo', 'lv0', 'lv1']) inNs('link', 'set', dev, 'up');
    inNs('route', 'add', 'default', 'via', '10.77.0.2', 'dev', 'lv0');
    child = spawn('ip', ['netns', 'exec', name, process.execPath, path.join(here, 'run.mjs'), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DAMAS_NETNS: name },
    });
    return await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    cleanup();
  }
}

function cannotMakeNamespace() {
  if (process.platform !== 'linux') return `network namespaces need Linux (this is ${process.platform})`;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'not root (a network namespace needs root)';
  try {
    execFileSync('ip', ['-V'], { stdio: 'ignore' });
  } catch {
    return 'no `ip` command (iproute2)';
  }
  return null;
}
