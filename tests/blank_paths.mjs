// scripts/blank-paths.mjs: a module made here, byte by byte, whose data holds a panic's file path
// beside other text, runs the same with the path blanked and the rest kept byte for byte; a
// broken one is refused; when dist/ is built, no bundle's data names a source file.
//
//   node tests/blank_paths.mjs [dist]
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { blankPaths } from '../scripts/blank-paths.mjs';

const leb = (n) => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...leb(n >> 7)]);
const section = (id, bytes) => [id, ...leb(bytes.length), ...bytes];
const text = 'called `Option::unwrap()`/home/x/.cargo/registry/src/index/yew-0.23.0/src/html/mod.rs' + 'White to movesrc/ui/game/state.rsthe end';
const data = [...Buffer.from(text, 'latin1')];
/** A module with one page of memory, `answer` (42) and a data segment of `text` at address 0. */
const before = Buffer.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [1, 0x60, 0, 1, 0x7f]),
  ...section(3, [1, 0]),
  ...section(5, [1, 0, 1]),
  ...section(7, [1, 6, ...Buffer.from('answer'), 0, 0]),
  ...section(10, [1, 4, 0, 0x41, 42, 0x0b]),
  ...section(11, [1, 0, 0x41, 0, 0x0b, ...leb(data.length), ...data]),
]);
const answer = (wasm) => new WebAssembly.Instance(new WebAssembly.Module(wasm)).exports.answer();

assert.equal(answer(before), 42);
const { wasm, blanked } = blankPaths(before);
assert.equal(blanked, 2);
assert.equal(answer(wasm), 42, 'runs the same');
assert.equal(wasm.length, before.length, 'every address and length stays');
const after = wasm.toString('latin1');
assert.ok(after.includes('called `Option::unwrap()`') && after.includes('White to move') && after.includes('the end'), 'the rest is kept');
assert.ok(!/\.rs/.test(after), 'no file path is left');
assert.equal(blankPaths(wasm).blanked, 0, 'a second pass finds nothing');
assert.throws(() => blankPaths(Buffer.from('not wasm at all')), /not a wasm module/);
console.log('blank-paths: a module without its file paths runs the same; a broken one is refused');

// The built site: no bundle's data names a source file.
const dist = process.argv[2];
if (dist) {
  let bundles = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('_bg.wasm'))) {
    assert.equal(blankPaths(fs.readFileSync(path.join(dist, file))).blanked, 0, `${file}: no source path left`);
    bundles++;
  }
  assert.ok(bundles >= 10, `every bundle checked (${bundles})`);
  console.log(`blank-paths: no source path in the ${bundles} bundles of ${dist}`);
}
