// scripts/drop-sections.mjs: a module made here, byte by byte, runs the same without its unread
// custom sections, keeps every other section, and a broken one is refused; when dist/ is built,
// no bundle carries them.
//
//   node tests/drop_sections.mjs [dist]
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { dropSections, UNREAD } from '../scripts/drop-sections.mjs';

const str = (s) => [s.length, ...Buffer.from(s)];
const section = (id, bytes) => [id, bytes.length, ...bytes];
const custom = (name, bytes) => section(0, [...str(name), ...bytes]);

/** A module exporting `answer` (42), with the compiler's custom sections and one of its own. */
const before = Buffer.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [1, 0x60, 0, 1, 0x7f]),
  ...section(3, [1, 0]),
  ...section(7, [1, ...str('answer'), 0, 0]),
  ...section(10, [1, 4, 0, 0x41, 42, 0x0b]),
  ...custom('producers', [1, ...str('language'), 1, ...str('Rust'), ...str('1.95')]),
  ...custom('kept', [1, 2, 3]),
  ...custom('target_features', [1, 0x2b, ...str('sign-ext')]),
]);
const answer = (wasm) => new WebAssembly.Instance(new WebAssembly.Module(wasm)).exports.answer();
const customs = (wasm) => ['producers', 'kept', 'target_features'].filter((n) => WebAssembly.Module.customSections(new WebAssembly.Module(wasm), n).length);

assert.equal(answer(before), 42);
assert.deepEqual(customs(before), ['producers', 'kept', 'target_features']);
const { wasm, dropped } = dropSections(before);
assert.deepEqual(dropped, UNREAD);
assert.equal(answer(wasm), 42, 'runs the same');
assert.deepEqual(customs(wasm), ['kept'], 'only the unread sections go');
assert.deepEqual(dropSections(wasm).dropped, [], 'a second pass finds nothing');
assert.equal(Buffer.compare(dropSections(wasm).wasm, wasm), 0, 'and changes nothing');
assert.throws(() => dropSections(Buffer.from('not wasm at all')), /not a wasm module/);
assert.throws(() => dropSections(before.subarray(0, before.length - 3)), /runs past the end/);
console.log('drop-sections: a module without its unread sections runs the same; a broken one is refused');

// The built site: no bundle carries them.
const dist = process.argv[2];
if (dist) {
  let bundles = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('_bg.wasm'))) {
    const module = new WebAssembly.Module(fs.readFileSync(path.join(dist, file)));
    for (const name of UNREAD) assert.equal(WebAssembly.Module.customSections(module, name).length, 0, `${file}: no ${name} section`);
    bundles++;
  }
  assert.ok(bundles >= 10, `every bundle checked (${bundles})`);
  console.log(`drop-sections: ${bundles} bundles in ${dist} carry no unread section`);
}
