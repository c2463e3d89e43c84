// Shorter names for what each wasm imports from its JavaScript glue (run by post-build.mjs on every
// bundle wasm-bindgen wrote). wasm-bindgen names each import after its item and a hash
// (`__wbg_createElement_1a2b3c4d5e6f7a8b`): the game page's wasm has about 190 of them, 34 bytes
// each, whose 16 hex digits no compression shrinks (about 3 KB of the gzipped wasm), and the glue
// spells each again as the key that provides it. wasm-bindgen has no option to leave the hashes
// out, so this renames each import `_0`, `_1`, ... in the wasm and its key in the glue, and the
// glue's module (`./game_bg.js`, repeated before every import) `a`. The functions, their order
// and their bodies are untouched: only the import section's names change.
//
// It refuses (throws) rather than guess: each name must be the key of exactly one place in the
// glue, the module name too, or the bundle would not start.

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
export function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** An unsigned LEB128. */
function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** A wasm name: its length, then its UTF-8 bytes. */
function nameBytes(text) {
  const utf8 = Buffer.from(text, 'utf8');
  return [...leb(utf8.length), ...utf8];
}

/** Where an import's description ends, from its kind's byte at `at`. */
function skipDescription(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = readLeb(bytes, p);
    if (flags & 1) [, p] = readLeb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return readLeb(bytes, at)[1]; // function: its type
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return readLeb(bytes, at + 1)[1]; // tag: attribute, type
    default: throw new Error(`short-imports: unknown import kind ${kind}`);
  }
}

/** The short name of the `n`th import: `_` and `n` in base 36. */
const shortName = (n) => `_${n.toString(36)}`;

/** Where `name` stands as a whole name in `js` (not inside a longer one). */
function places(js, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...js.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g'))];
}

/**
 * `wasm` (a Buffer) and its glue `js` (text) with the glue's imports renamed: `{ wasm, js, renamed }`.
 * Imports from another module are left as they are.
 */
export function shortenImports(wasm, js) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('short-imports: not a wasm module');
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = readLeb(wasm, at + 1);
    const end = body + size;
    if (id !== 2) {
      at = end;
      continue;
    }
    // The import section: every entry again, the glue's with new names.
    const [count, first] = readLeb(wasm, body);
    let p = first;
    const entries = [];
    const modules = new Set();
    for (let i = 0; i < count; i++) {
      let len;
      [len, p] = readLeb(wasm, p);
      const module = wasm.subarray(p, p + len).toString('utf8');
      p += len;
      [len, p] = readLeb(wasm, p);
      const name = wasm.subarray(p, p + len).toString('utf8');
      p += len;
      const start = p;
      p = skipDescription(wasm, p);
      entries.push({ module, name, description: wasm.subarray(start, p) });
      modules.add(module);
    }
    const glue = [...modules].filter((m) => js.includes(`"${m}":`));
    if (glue.length !== 1) throw new Error(`short-imports: expected one module of the glue among ${[...modules].join(', ')}`);
    const [module] = glue;
    const quoted = js.split(`"${module}"`).length - 1;
    if (quoted !== 1) throw new Error(`short-imports: the glue names its module ${quoted} times`);
    let out = js.replace(`"${module}"`, '"a"');
    let renamed = 0;
    const section = [...leb(count)];
    for (const e of entries) {
      let { module: m, name } = e;
      if (m === module) {
        const found = places(out, name);
        if (found.length !== 1) throw new Error(`short-imports: ${name} is in the glue ${found.length} times`);
        const short = shortName(renamed++);
        out = out.slice(0, found[0].index) + short + out.slice(found[0].index + name.length);
        [m, name] = ['a', short];
      }
      section.push(...nameBytes(m), ...nameBytes(name), ...e.description);
    }
    const rewritten = Buffer.concat([wasm.subarray(0, at), Buffer.from([2, ...leb(section.length), ...section]), wasm.subarray(end)]);
    return { wasm: rewritten, js: out, renamed };
  }
  return { wasm, js, renamed: 0 };
}
