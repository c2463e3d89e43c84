// Draws the app icons (PNG) from the favicon's shapes: a light draughts piece on a brown square.
// Run once after changing the design: `node scripts/make-icons.mjs`; the PNGs are committed.
// No image library: shapes are sampled 4x4 per pixel and written with zlib.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/icons');
fs.mkdirSync(out, { recursive: true });

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16), 255];
const BOARD = hex('#9a6a47');
const SHADOW = hex('#1b1512');
const PIECE = hex('#f3ebe0');
const RING = hex('#b9ab9a');

// The colour at (x, y) in a 64-unit design square; `inset` shrinks the piece (maskable safe zone),
// `round` rounds the corners (transparent outside).
function colourAt(x, y, { inset, round }) {
  if (round) {
    const r = 12;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return [0, 0, 0, 0];
  }
  const s = inset;
  const px = 32 + (x - 32) / s;
  const py = 32 + (y - 32) / s;
  const d = (cx, cy) => Math.hypot(px - cx, py - cy);
  if (d(32, 31) <= 22) {
    const ring = d(32, 31);
    return ring >= 12.5 && ring <= 15.5 ? RING : PIECE;
  }
  if (d(32, 34) <= 22) return SHADOW;
  return BOARD;
}

function png(size, opts) {
  const n = 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0];
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const c = colourAt(((x + (i + 0.5) / n) * 64) / size, ((y + (j + 0.5) / n) * 64) / size, opts);
          for (let k = 0; k < 3; k++) acc[k] += c[k] * c[3];
          acc[3] += c[3];
        }
      }
      const a = acc[3];
      const o = 1 + x * 4;
      row[o] = a ? Math.round(acc[0] / a) : 0;
      row[o + 1] = a ? Math.round(acc[1] / a) : 0;
      row[o + 2] = a ? Math.round(acc[2] / a) : 0;
      row[o + 3] = Math.round(a / (n * n));
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, opts] of [
  ['icon-192.png', 192, { inset: 1, round: true }],
  ['icon-512.png', 512, { inset: 1, round: true }],
  ['maskable-512.png', 512, { inset: 0.78, round: false }],
  ['apple-touch-icon.png', 180, { inset: 0.9, round: false }],
]) {
  fs.writeFileSync(path.join(out, name), png(size, opts));
  console.log(name);
}
