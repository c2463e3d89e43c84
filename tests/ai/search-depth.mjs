// One search of a game's start to a fixed depth in crates/bench-wasm's module under Node, for
// counting the engine's instructions a node in WebAssembly (run it under callgrind, once at the
// depth wanted and once at depth 1 for Node's own start; docs/measurements.md "Speed"). Run Node
// with --no-liftoff: every function is then compiled once by the optimizing compiler, so the count
// does not depend on when its background compile finished (with tier-up it varied by half).
// A module built as the page's worker_simd gets the wide networks it fetches, as bench-search.mjs.
// Usage: node --no-liftoff tests/ai/search-depth.mjs <wasm> <depth> [variant=brazilian]
import { loadEngine } from './wasm-engine.mjs';

const [wasm, depth, variant = 'brazilian'] = process.argv.slice(2);
const engine = await loadEngine(wasm);
engine.installFetchedNets();
engine.newGame(variant);
const r = engine.bestMove(0, Number(depth));
console.log(`wasm ${variant} depth ${r.depth} nodes ${r.nodes} score ${r.score} best ${r.text}`);
