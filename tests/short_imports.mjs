// scripts/short-imports.mjs: a module made here, byte by byte, runs the same once its imports are
// renamed; a glue that does not name an import once is refused; and, when dist/ is built, every
// bundle's wasm imports only names its glue provides.
//
//   node tests/short_imports.mjs [dist]
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { shortenImports } from '../scripts/short-imports.mjs';

const str = (s) => [s.length, ...Buffer.from(s)];
const section = (id, bytes) => [id, bytes.length, ...bytes];
const ONE = '__wbg_one_0123456789abcdef';
const TWO = '__wbg_two_fedcba9876543210';

/** A module importing ONE and TWO (each `() -> i32`) from the glue and a memory from `env`, and
 * exporting `sum`, which calls both. */
function module() {
  return Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 0, 1, 0x7f]),
    ...section(2, [3, ...str('./x_bg.js'), ...str(ONE), 0, 0, ...str('env'), ...str('mem'), 2, 0, 1, ...str('./x_bg.js'), ...str(TWO), 0, 0]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...str('sum'), 0, 2]),
    ...section(10, [1, 7, 0, 0x10, 0, 0x10, 1, 0x6a, 0x0b]),
  ]);
}

const GLUE = `function imports() {
    const import0 = {
        __proto__: null,
        ${ONE}: function() { return 40; },
        ${TWO}: function() { return 2; },
        __wbg_unused_00000000ffffffff: function() { return 0; },
    };
    return { __proto__: null, "./x_bg.js": import0, env: { mem: new WebAssembly.Memory({ initial: 1 }) } };
}`;

const run = (wasm, js) => {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), new Function(`${js}; return imports();`)());
  return instance.exports.sum();
};

// The module as wasm-bindgen would leave it runs; renamed, it runs the same and is smaller.
const before = module();
assert.equal(run(before, GLUE), 42);
const { wasm, js, renamed } = shortenImports(before, GLUE);
assert.equal(renamed, 2);
assert.equal(run(wasm, js), 42);
assert.deepEqual(
  WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((i) => `${i.module}.${i.name}`),
  ['a._0', 'env.mem', 'a._1'],
  'the glue\'s imports are renamed in order; the memory from env is left as it was',
);
assert.ok(wasm.length < before.length, 'smaller');
assert.ok(js.includes('__wbg_unused_00000000ffffffff'), 'a key the wasm does not import is left alone');
assert.ok(!js.includes(ONE) && !js.includes('./x_bg.js'), 'the glue no longer spells the old names');

// A glue that does not name an import exactly once: refused, not guessed.
assert.throws(() => shortenImports(before, GLUE.replace(`${TWO}:`, 'other:')), /__wbg_two_fedcba9876543210 is in the glue 0 times/);
assert.throws(() => shortenImports(before, GLUE.replace('return 2;', `return ${ONE}.length;`)), /__wbg_one_0123456789abcdef is in the glue 2 times/);
assert.throws(() => shortenImports(Buffer.from('not wasm at all'), GLUE), /not a wasm module/);
console.log('short-imports: a module renamed runs the same; broken glue is refused');

// The built site: each bundle's wasm imports from `a` only names its glue provides.
const dist = process.argv[2];
if (dist) {
  let bundles = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('_bg.wasm'))) {
    const glue = fs.readFileSync(path.join(dist, file.replace(/_bg\.wasm$/, '.js')), 'utf8');
    const imports = WebAssembly.Module.imports(new WebAssembly.Module(fs.readFileSync(path.join(dist, file))));
    assert.ok(imports.length > 0 && imports.every((i) => i.module === 'a'), `${file}: every import from the glue's module "a"`);
    assert.ok(glue.includes('"a": import0'), `${file}: its glue provides module "a"`);
    for (const { name } of imports) assert.ok(new RegExp(`[\\s,{]${name}:`).test(glue), `${file}: ${name} is in its glue`);
    bundles++;
  }
  assert.ok(bundles >= 10, `every bundle checked (${bundles})`);
  console.log(`short-imports: ${bundles} bundles in ${dist} import only what their glue provides`);
}
