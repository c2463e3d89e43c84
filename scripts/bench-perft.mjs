// Runs the engine's Brazilian perft as plain WebAssembly (no JS glue) and prints the median run.
import { readFileSync } from 'node:fs';

const [wasmPath, depthArg = '11', runsArg = '5'] = process.argv.slice(2);
const depth = Number(depthArg);
const runs = Number(runsArg);
// The module also serves the search benchmark, which reads the host's clock.
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { env: { now_ms: () => performance.now() } });
const times = [];
let nodes = 0n;
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  nodes = instance.exports.perft_brazilian(depth);
  times.push((performance.now() - start) / 1000);
}
times.sort((a, b) => a - b);
const seconds = times[Math.floor(times.length / 2)];
const rate = Number(nodes) / seconds;
console.log(`wasm brazilian depth ${depth} nodes ${nodes} seconds ${seconds.toFixed(3)} leaves_per_s ${Math.round(rate)}`);
