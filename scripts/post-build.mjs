// Trunk post_build hook (see Trunk.toml). Works on $TRUNK_STAGING_DIR before it becomes dist/:
// 1. moves Trunk's inline loader <script type="module"> into its own file, boot-<hash>.js, so the
//    Content Security Policy can allow scripts from 'self' only (no inline script, no hash);
// 2. writes sw.js from scripts/sw.template.js with the list of every staged file (hashed names
//    included; never listed by hand) and a version that hashes their names and contents.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run through trunk build)');
  process.exit(1);
}
const publicUrl = (process.env.TRUNK_PUBLIC_URL || '/').replace(/\/?$/, '/');
const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');

// 1. The loader.
const htmlPath = path.join(staging, 'index.html');
let html = fs.readFileSync(htmlPath, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
let count = 0;
html = html.replace(inline, (_, body) => {
  const name = `boot-${sha(body).slice(0, 16)}.js`;
  fs.writeFileSync(path.join(staging, name), body.trim() + '\n');
  count++;
  return `<script type="module" src="${publicUrl}${name}"></script>`;
});
if (count === 0 && !/boot-[0-9a-f]{16}\.js/.test(html)) {
  console.error('post-build: no inline loader found in index.html');
  process.exit(1);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
  console.error('post-build: an inline <script> is left in index.html; the CSP would block it');
  process.exit(1);
}
fs.writeFileSync(htmlPath, html);

// 2. The service worker.
function walk(dir, prefix = '') {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel + '/'));
    else out.push(rel);
  }
  return out;
}
const files = walk(staging)
  .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
  .sort();
const version = sha(files.map((f) => `${f}:${sha(fs.readFileSync(path.join(staging, f)))}`).join('\n')).slice(0, 16);
const list = files.map((f) => './' + f);
const template = fs.readFileSync(path.join(here, 'sw.template.js'), 'utf8');
fs.writeFileSync(
  path.join(staging, 'sw.js'),
  template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(list, null, 2)),
);
console.log(`post-build: boot script ${count ? 'extracted' : 'kept'}, sw.js version ${version}, ${files.length} files cached`);
