// Blanks the source file paths in a bundle's data (run by post-build.mjs on every bundle, beside
// the dropped sections): the names of the files a panic would name (`/…/registry/src/…/yew-0.23.0/
// src/html/mod.rs`, `src/ui/game/state.rs`), about 90 per bundle and 5 KB, which only a panic's
// message reads. A release build aborts the page on a panic anyway (and still says the line and
// column); nightly Rust's `-Zlocation-detail=none` would leave them out, stable Rust cannot. Each
// character of a path becomes `_`, so every address and length stays as it was: 0.8 KB of the
// game page's wasm gzipped.

import { readLeb } from './short-imports.mjs';

/** A file path as Rust writes a panic's location: a crate's sources, ending in `.rs`. */
const PATH = /(?:\/[\w.-]+)*\/(?:src|library)\/[\w.\/-]*\.rs|(?:src|crates)\/[\w.\/-]*\.rs/g;

/**
 * `wasm` (a Buffer) with every file path in its data section blanked: `{ wasm, blanked }`, the
 * number of paths. Throws on a module it cannot walk rather than write a broken one.
 */
export function blankPaths(wasm) {
  if (wasm.length < 8 || wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('blank-paths: not a wasm module');
  const out = Buffer.from(wasm);
  let blanked = 0;
  let at = 8;
  while (at < out.length) {
    const [size, body] = readLeb(out, at + 1);
    const end = body + size;
    if (end > out.length) throw new Error(`blank-paths: a section at ${at} runs past the end`);
    if (out[at] === 11) {
      const text = out.subarray(body, end).toString('latin1');
      for (const m of text.matchAll(PATH)) {
        out.fill(0x5f, body + m.index, body + m.index + m[0].length);
        blanked++;
      }
    }
    at = end;
  }
  return { wasm: out, blanked };
}
