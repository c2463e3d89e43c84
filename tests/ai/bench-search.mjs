// The wasm half of scripts/bench-search(-full): searches positions under Node and prints
//   wasm <variant> movetime <ms> depth <d> nodes <n> nps <x>
// Usage: node tests/ai/bench-search.mjs <wasm> <movetime_ms> <runs> [variant[:FEN]]...
import { loadEngine } from './wasm-engine.mjs';
import { performance } from 'node:perf_hooks';

const [wasm, ms = '1000', runs = '1', ...specs] = process.argv.slice(2);
const engine = await loadEngine(wasm);
const movetime = Number(ms);
for (const spec of specs.length ? specs : ['brazilian']) {
  const i = spec.indexOf(':');
  const variant = i < 0 ? spec : spec.slice(0, i);
  const fen = i < 0 ? '' : spec.slice(i + 1);
  const results = [];
  for (let r = 0; r < Number(runs); r++) {
    engine.newGame(variant, fen);
    const t0 = performance.now();
    const best = engine.bestMove(movetime);
    const secs = (performance.now() - t0) / 1000;
    results.push({ depth: best.depth, nodes: best.nodes, nps: Math.round(best.nodes / secs) });
  }
  results.sort((a, b) => a.nps - b.nps);
  const m = results[Math.floor(results.length / 2)];
  const label = fen ? `${variant} fen ${fen}` : variant;
  console.log(`wasm ${label} movetime ${movetime} depth ${m.depth} nodes ${m.nodes} nps ${m.nps}`);
}
