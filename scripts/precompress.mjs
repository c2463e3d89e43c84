// Precompressed copies of the built files (issue 36, "compression where it is served"): beside
// each text or wasm file of dist/, FILE.br (brotli, quality 11) and FILE.gz (gzip -9), written
// once at build time so a static host sends them as they are, with `Content-Encoding: br` or
// `gzip` (scripts/serve: static-web-server's --compression-static; docs/deployment.md
// for other hosts). Left out: the endgame databases (already gzip files, which the
// worker inflates itself), images, and files whose copy would not be smaller. Node's own zlib
// does both formats: nothing to install.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|wasm|css|json|svg|webmanifest|txt|bin)$/;

// Writes the copies for every file under `dir` (relative names from `files`); returns
// { count, raw, br, gz } totals of the files compressed.
export function precompress(dir, files) {
  const total = { count: 0, raw: 0, br: 0, gz: 0 };
  for (const f of files) {
    if (!COMPRESSIBLE.test(f) || f.startsWith('egtb/')) continue;
    const file = path.join(dir, f);
    const data = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: 9 });
    // A copy that is not smaller is not worth a second file (a host would send it for nothing).
    if (br.length < data.length) fs.writeFileSync(file + '.br', br);
    if (gz.length < data.length) fs.writeFileSync(file + '.gz', gz);
    total.count++;
    total.raw += data.length;
    total.br += Math.min(br.length, data.length);
    total.gz += Math.min(gz.length, data.length);
  }
  return total;
}
