// The QR encoder (crates/qr) checked by an independent decoder: jsQR (npm, pinned in
// package.json) reads codes of every version, 1 to 40, at levels L and M, and of links like the
// live page's, drawn as pixels with a four-module quiet zone. Prints `N passed, N failed`.
// Version 23 is left out: jsQR 1.4.0's table puts its fourth alignment pattern at 74, not the
// standard's 78 (cozmo/jsQR issue 251), so it reads no version-23 code, ours or any other;
// the crate's own test decoder (crates/qr/src/decode.rs) reads ours.
// Usage: node tests/qr/crosscheck.mjs

import { execFileSync } from 'node:child_process';
import jsQR from 'jsqr';

// Texts: printable ASCII of lengths that reach every version, plus links with `#`, `&`, `+`.
const texts = [];
for (let len = 1; len <= 2953; len += len < 100 ? 7 : len < 600 ? 23 : 61) {
  texts.push(Array.from({ length: len }, (_, i) => String.fromCharCode(33 + ((i * 31 + len) % 94))).join(''));
}
texts.push('https://damas.example.org/#live=1.3f9a0c7e12d4b6a8.brazilian.3+2.w.9c1e4f2a7b3d5e60.' + 'Ab9_-'.repeat(30) + '&ice=none');
texts.push('https://damas.example.org/#live-reply=1.3f9a0c7e12d4b6a8.' + 'Zz0-_'.repeat(24));
texts.push('2953 bytes: ' + 'x'.repeat(2941));

const hex = (s) => Buffer.from(s, 'latin1').toString('hex');
const out = execFileSync('cargo', ['run', '--quiet', '-p', 'damas-qr', '--example', 'matrices'], { input: texts.map(hex).join('\n') + '\n', maxBuffer: 1 << 28 }).toString().split('\n');

let passed = 0;
let failed = 0;
const seen = new Set();
let at = 0;
for (const text of texts) {
  const head = out[at++].split(' ');
  if (head[0] === 'error') {
    failed++;
    console.log(`FAIL ${text.length} bytes: ${head.join(' ')}`);
    continue;
  }
  const [version, level, mask, size] = [Number(head[0]), head[1], Number(head[2]), Number(head[3])];
  const rows = out.slice(at, at + size);
  at += size;
  if (version === 23) continue;
  const scale = 3;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  rows.forEach((row, y) => [...row].forEach((m, x) => {
    if (m !== '1') return;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const p = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
        pixels[p] = pixels[p + 1] = pixels[p + 2] = 0;
      }
    }
  }));
  const read = jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' });
  if (read && read.data === text && read.version === version) {
    passed++;
    seen.add(`${version}${level}`);
  } else {
    failed++;
    console.log(`FAIL ${text.length} bytes, version ${version}-${level} mask ${mask}: read ${read ? JSON.stringify(read.data.slice(0, 40)) + ` (version ${read.version})` : 'nothing'}`);
  }
}
const versions = new Set([...seen].map((v) => parseInt(v, 10)));
console.log(`qr crosscheck: versions read ${versions.size} of 39 (all but 23); levels ${[...new Set([...seen].map((v) => v.replace(/\d+/, '')))].sort().join(', ')}`);
if (versions.size < 39) {
  failed++;
  console.log('FAIL: not every version was drawn');
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
