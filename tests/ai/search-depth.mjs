// One search of a game's start to a fixed depth in crates/bench-wasm's module under Node, for
// counting the engine's instructions a node in WebAssembly (run it under callgrind, once at the
// depth wanted and once at depth 1 for Node's own start; docs/measurements.md "Speed").
// Usage: node tests/ai/search-depth.mjs <wasm> <depth> [variant=brazilian]
import { loadEngine } from './wasm-engine.mjs';

const [wasm, depth, variant = 'brazilian'] = process.argv.slice(2);
const engine = await loadEngine(wasm);
engine.newGame(variant);
const r = engine.bestMove(0, Number(depth));
console.log(`wasm ${variant} depth ${r.depth} nodes ${r.nodes} score ${r.score} best ${r.text}`);
