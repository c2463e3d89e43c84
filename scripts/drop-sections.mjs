// Drops the custom sections of a bundle's wasm that nothing reads at run time (run by
// post-build.mjs on every bundle, beside the short import names): `producers` (the compiler's
// and tools' names and versions) and `target_features` (the features the compiler enabled,
// which only tools read). About 260 bytes each, 0.2 KB of each gzipped wasm; a browser reads
// neither, and every other section is kept byte for byte, in its order.

import { readLeb } from './short-imports.mjs';

/** The custom sections dropped. */
export const UNREAD = ['producers', 'target_features'];

/**
 * `wasm` (a Buffer) without its custom sections named in `names`: `{ wasm, dropped }`, the names
 * dropped in order. Throws on a module it cannot walk rather than write a broken one.
 */
export function dropSections(wasm, names = UNREAD) {
  if (wasm.length < 8 || wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('drop-sections: not a wasm module');
  const kept = [wasm.subarray(0, 8)];
  const dropped = [];
  let at = 8;
  while (at < wasm.length) {
    const [size, body] = readLeb(wasm, at + 1);
    const end = body + size;
    if (end > wasm.length) throw new Error(`drop-sections: a section at ${at} runs past the end`);
    let name = null;
    if (wasm[at] === 0) {
      const [length, start] = readLeb(wasm, body);
      name = wasm.subarray(start, start + length).toString('utf8');
    }
    if (name !== null && names.includes(name)) dropped.push(name);
    else kept.push(wasm.subarray(at, end));
    at = end;
  }
  return { wasm: Buffer.concat(kept), dropped };
}
