// The wasm half of scripts/bench-search(-full): searches positions under Node and prints
//   wasm <variant> movetime <ms> depth <d> nodes <n> nps <x> cpu_nps <y> cpu_share <f>
// (wasm-simd for a module built as the page's worker_simd)
// Usage: node tests/ai/bench-search.mjs <wasm> <movetime_ms> <runs> [variant[:FEN]]...
import { loadEngine } from './wasm-engine.mjs';
import { performance } from 'node:perf_hooks';

const [wasm, ms = '1000', runs = '1', ...specs] = process.argv.slice(2);
const engine = await loadEngine(wasm);
// Built as the page's worker_simd: the wide networks it fetches, as it plays from then on.
engine.installFetchedNets();
const movetime = Number(ms);
for (const spec of specs.length ? specs : ['brazilian']) {
  const i = spec.indexOf(':');
  const variant = i < 0 ? spec : spec.slice(0, i);
  const fen = i < 0 ? '' : spec.slice(i + 1);
  const results = [];
  for (let r = 0; r < Number(runs); r++) {
    engine.newGame(variant, fen);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const best = engine.bestMove(movetime);
    const secs = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    results.push({ depth: best.depth, nodes: best.nodes, nps: Math.round(best.nodes / secs), cpuNps: Math.round(best.nodes / cpu), cpuShare: cpu / secs });
  }
  results.sort((a, b) => a.nps - b.nps);
  const m = results[Math.floor(results.length / 2)];
  const label = fen ? `${variant} fen ${fen}` : variant;
  // nps is per wall-clock second; cpu_nps per second of this process's CPU time, which is what
  // the engine achieves when the machine is shared (cpu_share = CPU time / wall time).
  console.log(`${engine.vectors ? 'wasm-simd' : 'wasm'} ${label} movetime ${movetime} depth ${m.depth} nodes ${m.nodes} nps ${m.nps} cpu_nps ${m.cpuNps} cpu_share ${m.cpuShare.toFixed(2)}`);
}
