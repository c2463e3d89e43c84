// Trunk post_build hook (see Trunk.toml). Works on $TRUNK_STAGING_DIR before it becomes dist/:
// 1. moves Trunk's inline loader <script type="module"> into its own file, boot-<hash>.js, so the
//    Content Security Policy can allow scripts from 'self' only (no inline script, no hash),
//    adds the branches that boot the other bundles (each built by Trunk like a worker: NAME.js +
//    NAME_bg.wasm) instead of Trunk's main bundle (the app, which draws the embedded board
//    only): the game page (game: an ES module), Lasca's when the link says variant=lasca, puzzle mode's
//    (puzzles) when it has puzzle or puzzle=<id>, the other study pages' (study: the tutorial,
//    the endgame trainer) when it names learn or trainer, the pictures' (pictures) for picture and
//    print, the game library's (library) for library; shows a message instead of a blank page when the wasm cannot be loaded
//    (scripts/boot-error.mjs: in the player's language, with a retry button); writes the static
//    skeleton's words in the player's language and palette (scripts/skeleton.mjs) and starts the
//    game page once the skeleton has been shown; asks the service worker to keep the bundle a
//    page started from; drops Trunk's preloads of the app's wasm and JS, which the other pages
//    would download for nothing;
// 2. writes sw.js from scripts/sw.template.js with the list of every staged file (hashed names
//    included; never listed by hand) and a version that hashes their names and contents: the
//    files every page starts from (cached at install) apart from the rest (cached on first use,
//    when the boot script asks, or once the page is idle, with their sizes), and the game page's
//    bundles among them, carried across updates;
// 1b. shortens the names each bundle's wasm imports from its glue (scripts/short-imports.mjs:
//    wasm-bindgen's hashed names are about 3 KB of the game page's gzipped wasm), drops the
//    custom sections nothing reads at run time (scripts/drop-sections.mjs: 0.2 KB each) and
//    blanks the source paths only a panic's message reads (scripts/blank-paths.mjs: 0.8 KB each);
// 1d. compiles each language's words for each bundle (crates/words' `words` tool);
// 3. puts the endgame databases into egtb/ (scripts/egtb-tables: built once into target/egtb/).
//    They are not precached: the worker fetches a class when a game reaches it and the service
//    worker keeps it, in a cache named after a hash of all of them (EGTB_VERSION);
// 4. writes FILE.br and FILE.gz beside each text and wasm file (scripts/precompress.mjs).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOf } from './route.mjs';
import { bootWords, showBootError } from './boot-error.mjs';
import { precompress } from './precompress.mjs';
import { shortenImports } from './short-imports.mjs';
import { dropSections } from './drop-sections.mjs';
import { blankPaths } from './blank-paths.mjs';
import { offlineRow } from './offline-row.mjs';
import { playerLang, savedPref } from './player-lang.mjs';
import { fillSkeleton } from './skeleton.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// The skeleton's words and language switch (scripts/skeleton-words.json, the app's own words).
const skeletonTable = JSON.parse(fs.readFileSync(path.join(here, 'skeleton-words.json'), 'utf8'));
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run through trunk build)');
  process.exit(1);
}
const publicUrl = (process.env.TRUNK_PUBLIC_URL || '/').replace(/\/?$/, '/');
// How long after it started the page waits before the service worker fetches the rest of the site.
const IDLE_DELAY_MS = 5000;
// The smallest module that uses one of WebAssembly's vector instructions (43 bytes: one function
// of no parameter returning a v128, whose body is v128.const 0). A browser validates it only if it
// has them: the boot script asks, to start the AI worker built with them there (worker_simd; else
// worker), and so does the service worker, to download only that one (src/worker/vectors.rs).
const VECTOR_PROBE = '0,97,115,109,1,0,0,0,1,5,1,96,0,1,123,3,2,1,0,10,22,1,20,0,253,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,11';
const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');
// The languages: each folder of src/ui/text with words (*.ftl). The page's bundles are the same
// for every language; the boot script fetches the player's words beside them (1d).
const textDir = path.join(here, '..', 'src', 'ui', 'text');
const LANGS = fs.readdirSync(textDir).filter((d) => fs.statSync(path.join(textDir, d)).isDirectory() && fs.readdirSync(path.join(textDir, d)).some((f) => f.endsWith('.ftl'))).sort();
// The game page's bundle (index.html's data-bin="game").
const GAME_PAGES = ['game'];
// The bundles that show words: each gets, in the player's language, the entries its wasm uses
// (words-<lang>-<bundle>.bin, 1d); \`app\` is Trunk's main bundle, the embedded board.
const WORDED = ['game', 'panels', 'editor', 'lasca', 'live', 'livelasca', 'puzzles', 'study', 'pictures', 'library', 'app'];
// The bundles the game page loads itself once started (src/ui/panels: its side panels).
const PAGE_MODULES = ['panels'];

// The boot script's \`playerLang\` (scripts/player-lang.mjs), choosing among the languages that
// have words (a new folder of src/ui/text is offered with no edit here).
function playerLangFor(langs) {
  const source = playerLang.toString();
  const list = /const supported = \[[^\]]*\];/;
  if (!list.test(source)) {
    console.error('post-build: playerLang (scripts/player-lang.mjs) has no `const supported = [...]` list');
    process.exit(1);
  }
  return source.replace(list, `const supported = ${JSON.stringify(langs)};`);
}

// 1. The loader.
const htmlPath = path.join(staging, 'index.html');
let html = fs.readFileSync(htmlPath, 'utf8');
const inline = /<script type="module">([\s\S]*?)<\/script>/g;
let count = 0;
html = html.replace(inline, (_, trunkLoader) => {
  const body = withBranches(trunkLoader);
  const name = `boot-${sha(body).slice(0, 16)}.js`;
  fs.writeFileSync(path.join(staging, name), body);
  count++;
  return `<script type="module" src="${publicUrl}${name}"></script>`;
});
if (count === 0 && !/boot-[0-9a-f]{8,16}\.js/.test(html)) {
  console.error('post-build: no inline loader found in index.html');
  process.exit(1);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
  console.error('post-build: an inline <script> is left in index.html; the CSP would block it');
  process.exit(1);
}
// Trunk preloads the app's wasm and its JS from the page's head; the app draws only the embedded
// board, and the game page loads its own bundle (game), so on most pages that is a download for
// nothing. The boot script fetches what it needs instead.
const preload = /<link rel="preload" href="[^"]*app-[0-9a-f]+_bg\.wasm"[^>]*>\s*/g;
const modulePreload = /<link rel="modulepreload" href="[^"]*app-[0-9a-f]+\.js"[^>]*>\s*/g;
const preloads = (html.match(preload) || []).length;
if (preloads !== 1 && !/boot-[0-9a-f]{8,16}\.js/.test(html)) {
  console.error(`post-build: expected one preload of the app's wasm in index.html, found ${preloads}`);
  process.exit(1);
}
html = html.replace(preload, '').replace(modulePreload, '');
// One stylesheet instead of ten: the page's CSS files, in their order, as one file, so the first
// paint waits for one request, not ten (issue 36's "fewer round trips"). Same origin: no
// integrity attribute is needed; the name carries the content's hash, as Trunk's do.
const sheet = /<link rel="stylesheet" href="\.\/([^"]+\.css)"[^>]*\/?>\s*/g;
const sheets = [...html.matchAll(sheet)].map((m) => m[1]);
if (sheets.length > 1) {
  const css = sheets.map((f) => `/* ${f.replace(/-[0-9a-f]{8,16}\.css$/, '.css')} */\n` + fs.readFileSync(path.join(staging, f), 'utf8')).join('\n');
  const name = `styles-${sha(css).slice(0, 16)}.css`;
  fs.writeFileSync(path.join(staging, name), css);
  for (const f of sheets) fs.unlinkSync(path.join(staging, f));
  let first = true;
  html = html.replace(sheet, () => {
    const tag = first ? `<link rel="stylesheet" href="./${name}">\n` : '';
    first = false;
    return tag;
  });
}
// The skeleton's language switch: one button per language the app offers, in its order
// (skeleton-words.json's `langs`, from the app's `languages!`), so a new language's folder adds
// its button before the boot script runs too (a switch that gained one on filling would shift
// the page).
const switchLangs = skeletonTable.langs;
const switcher = /(<span class="lang-buttons">)(.*?)(<\/span>)/;
if (!switcher.test(html) || !Array.isArray(switchLangs)) {
  console.error("post-build: the skeleton's language switch (.lang-buttons) or skeleton-words.json's langs is missing");
  process.exit(1);
}
html = html.replace(switcher, (_, open, __, close) => open + switchLangs.map((key) => `<button type="button" disabled tabindex="-1" class="lang${key === 'en' ? ' on' : ''}">${key.toUpperCase()}</button>`).join('') + close);
fs.writeFileSync(htmlPath, html);

// Trunk's loader (imports, then statements that start the app) with the other bundles in front:
// the page's bundle is chosen by `bundleOf` (scripts/route.mjs, the rules of src/link/route.rs;
// each page reads the rest of the link). Trunk's static import of the app's JS glue becomes a
// dynamic one inside the app's branch: a static import that fails (offline, the glue never
// fetched) would stop the whole script before it could say so; the modulepreload Trunk writes
// in the head still fetches the glue at once.
function withBranches(loader) {
  const lines = loader.trim().split('\n');
  const staticImport = /^import (\w+), \* as (\w+) from ('[^']+'|"[^"]+");\s*$/;
  const imports = lines.filter((l) => /^import\s/.test(l));
  const rest = lines.filter((l) => !/^import\s/.test(l) && l.trim() !== '');
  if (imports.length === 0 || rest.length === 0 || !imports.every((l) => staticImport.test(l))) {
    console.error('post-build: Trunk\'s loader does not have the expected shape (import init, * as bindings from ..., then statements)');
    process.exit(1);
  }
  const dynamic = imports.map((l) => {
    const [, init, all, from] = l.match(staticImport);
    return `const ${all} = await import(${from});\nconst ${init} = ${all}.default;`;
  });
  for (const file of [...[...GAME_PAGES, ...PAGE_MODULES].flatMap((name) => [name + '.js', name + '_bg.wasm']), 'lasca.js', 'lasca_bg.wasm', 'live.js', 'live_bg.wasm', 'livelasca.js', 'livelasca_bg.wasm', 'puzzles.js', 'puzzles_bg.wasm', 'study.js', 'study_bg.wasm', 'pictures.js', 'pictures_bg.wasm', 'library.js', 'library_bg.wasm']) {
    if (!fs.existsSync(path.join(staging, file))) {
      console.error(`post-build: ${file} is missing (the data-bin links in index.html)`);
      process.exit(1);
    }
  }
  const trunkFiles = imports.map((l) => l.match(staticImport)[3].slice(1, -1)).flatMap((f) => [f, f.replace(/\.js$/, '_bg.wasm')]);
  return `// A page with a bundle of its own: NAME.js is a classic script that defines the global
// wasm_bindgen. Its wasm is fetched at once, beside the script, and started once \`ready\` is.
async function bundle(name, ready) {
  const fetched = fetch('${publicUrl}' + name + '_bg.wasm');
  fetched.catch(() => {});
  const words = window.damasWordsFor(name);
  words.catch(() => {});
  await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '${publicUrl}' + name + '.js';
    script.onload = resolve;
    script.onerror = () => reject(new Error(name + '.js did not load'));
    document.head.append(script);
  });
  await ready;
  await words;
  const wasm = await wasm_bindgen({ module_or_path: fetched });
  dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
  keepOffline([name + '.js', name + '_bg.wasm']);
}

// The game page's bundle in the player's language: an ES module (no global of its own, since
// the page loads the board editor's classic bundle later), fetched with its wasm once \`ready\`
// (the skeleton shown). Not before: a download that starts before the skeleton's paint counts,
// in Lighthouse's simulated slow phone, as needed for that paint (its LCP went from 1.1 to
// 2.5 s), and the skeleton needs nothing of it.
async function gamePage(name, ready) {
  await ready;
  const fetched = fetch('${publicUrl}' + name + '_bg.wasm');
  fetched.catch(() => {});
  const words = window.damasWordsFor(name);
  words.catch(() => {});
  const tables = ballotTables();
  const glue = await import('${publicUrl}' + name + '.js');
  const file = await tables;
  if (file !== undefined) window.damasBallots = file;
  await words;
  const wasm = await glue.default({ module_or_path: fetched });
  dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
  keepOffline([name + '.js', name + '_bg.wasm']);
}

// The ballot tables for a game page whose link or saved game (localStorage's damas.game, a link's
// query) names a ballot: the page's wasm has none of its own (src/ui/shell/ballot_tables.rs).
// Fetched beside its wasm and left on window before it starts, as it reads the game then;
// undefined when none is named or the file cannot be had (the page then says it does not know
// the ballot, and opens the game).
function ballotTables() {
  let saved = '';
  try {
    saved = localStorage.getItem('damas.game') || '';
  } catch (e) {}
  if (!/[?&]ballot=/.test(location.search) && !/(^|[?&])ballot=/.test(saved)) return Promise.resolve(undefined);
  return fetch('${publicUrl}ballots.txt').then((r) => (r.ok ? r.text() : undefined)).catch(() => undefined);
}

// Whether this browser has WebAssembly's vector instructions (it validates VECTOR_PROBE): the
// page starts the AI worker built with them where it does (src/worker/bridge.rs reads this).
window.damasVectors = (() => {
  try {
    return WebAssembly.validate(new Uint8Array([${VECTOR_PROBE}]));
  } catch (e) {
    return false;
  }
})();

// A bundle the game page loads itself when it needs it (its side panels and review panel:
// src/ui/panels, src/ui/review/view), an ES module like the page's: imported, its wasm
// started, then kept by the service worker. On a wide screen at once: the panels are in the column beside the board. In one column (a phone,
// styles/app.css's 820 px) only once the element \`near\` (where it draws) comes into view: the
// panels are below the board, the moves and the computer's panel, and a player who never
// scrolls there never downloads them (a margin of a screen would have loaded them at once, the
// page above them being 1.4 screens tall at 375 x 740). A failed import can be tried again (the
// page's button does: without \`near\`).
const started = {};
window.damasModule = async (name, near) => {
  if (!${JSON.stringify(PAGE_MODULES)}.includes(name)) throw new Error('no bundle ' + name);
  if (near instanceof Element && 'IntersectionObserver' in window && !matchMedia('(min-width: 821px)').matches) {
    await new Promise((resolve) => {
      const seen = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          resolve();
        }
      });
      seen.observe(near);
    });
  }
  // One start for every part a bundle draws (the panels' draws two): a second start of its
  // wasm would be a second instance. A failed one is forgotten, so that it can be tried again.
  started[name] ??= (async () => {
    const words = window.damasWordsFor(name);
    words.catch(() => {});
    const glue = await import('${publicUrl}' + name + '.js');
    await words;
    await glue.default({ module_or_path: '${publicUrl}' + name + '_bg.wasm' });
    keepOffline([name + '.js', name + '_bg.wasm']);
  })().catch((error) => {
    delete started[name];
    throw error;
  });
  return started[name];
};

// The words of a page's bundle (words-<lang>-<bundle>.bin: the entries of src/ui/text/<lang>/
// its wasm uses, compiled by the build), left on window.damasWords for the bundle to take as it
// starts (src/ui/shell/words_file.rs), and kept for offline use. The page's language is the
// player's (the embedded board's, its browser's: its visitor saved no choice here), decided by
// the first bundle; offline, a language whose words this device never downloaded falls back to
// one the service worker holds, and the page says that it speaks another. Asked once a bundle.
const wordsOf = {};
window.damasWords = {};
window.damasWordsFor = (bundle) => {
  wordsOf[bundle] ??= (async () => {
    const file = (lang) => 'words-' + lang + '-' + bundle + '.bin';
    // A captive portal's sign-in page (HTML, by a redirect or in the file's place) is not words.
    const bytes = (response) => {
      const page = response && (response.headers.get('content-type') || '').startsWith('text/html');
      if (!response || !response.ok || page) throw new Error(bundle + '\\'s words: ' + (response ? (page ? 'a page' : response.status) : 'not kept'));
      return response.arrayBuffer();
    };
    const wanted = window.damasLang || playerLang(bundle !== 'app');
    let lang = wanted;
    let words;
    try {
      words = await fetch('${publicUrl}' + file(lang)).then(bytes);
    } catch (error) {
      if (window.damasLang || !('caches' in window)) throw error;
      for (const other of ${JSON.stringify(LANGS)}) {
        if (other === wanted) continue;
        words = await caches.match(new URL('${publicUrl}' + file(other), location.href).href).then(bytes).catch(() => undefined);
        if (words) {
          lang = other;
          break;
        }
      }
      if (!words) throw error;
      console.warn('damas: the words in ' + wanted + ' could not be loaded; the page speaks ' + lang, error);
    }
    window.damasLang ??= lang;
    window.damasWords[bundle] = new Uint8Array(words);
    keepOffline([file(lang)]);
  })().catch((error) => {
    delete wordsOf[bundle];
    throw error;
  });
  return wordsOf[bundle];
};

// Asks the service worker to keep a page's bundle, which the page has just downloaded (from the
// HTTP cache: nothing is downloaded twice), so that the page opens offline from now on; its
// install keeps the game page's bundle across updates (scripts/sw.template.js).
function keepOffline(files) {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => {
    if (registration.active) registration.active.postMessage({ type: 'keep', files: files.map((f) => './' + f) });
  }).catch(() => {});
}

// The page the link opens, by the rules of src/link/route.rs (scripts/route.mjs).
${bundleOf.toString()}

${savedPref.toString()}

${playerLangFor(LANGS)}

${showBootError.toString()}

// The start-up message's words in every language (src/ui/text/<lang>/boot.ftl).
const BOOT_WORDS = ${JSON.stringify(bootWords(textDir, LANGS))};

${fillSkeleton.toString()}

// The skeleton's words in every language: scripts/skeleton-words.json, the app's own words.
const SKELETON_WORDS = ${JSON.stringify(skeletonTable)};

${offlineRow.toString()}

// The rest of the site for offline use (the other pages' bundles, the AI worker, the puzzles),
// fetched by the service worker once the page has started and been idle for a while, one file at
// a time, unless the connection saves data or is a phone network (scripts/sw.template.js,
// 'cache-rest'); the settings offer it at once whatever the connection.
function cacheRestWhenIdle() {
  const c = navigator.connection;
  if (!('serviceWorker' in navigator) || (c && (c.saveData || c.type === 'cellular' || /2g$/.test(c.effectiveType || '')))) return;
  navigator.serviceWorker.ready.then((registration) => {
    const ask = () => registration.active && registration.active.postMessage({ type: 'cache-rest' });
    setTimeout(() => (window.requestIdleCallback ? requestIdleCallback(ask, { timeout: 10000 }) : ask()), ${IDLE_DELAY_MS});
  });
}

// Resolves once the skeleton, with its words, has been painted and shown, so that the app,
// which draws the same page, takes its place rather than being the first thing shown: on a fast
// device the wasm can be ready before the browser's first frame. Shown means the browser has
// reported the largest paint, a skeleton's text (it does so once the frame is on screen); where
// it reports none, two frames on, or 300 ms after them at most (the browser stops reporting at
// the first tap). A hidden tab paints no frames: it goes on at once, or as soon as it is hidden.
function skeletonPainted() {
  const skeleton = document.querySelector('[data-skeleton]');
  if (document.visibilityState !== 'visible' || !skeleton) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => setTimeout(resolve, 0);
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.includes('largest-contentful-paint')) {
      const seen = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => e.element && skeleton.contains(e.element))) {
          seen.disconnect();
          go();
        }
      });
      seen.observe({ type: 'largest-contentful-paint', buffered: true });
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)));
    } else {
      requestAnimationFrame(() => requestAnimationFrame(go));
    }
    document.addEventListener('visibilitychange', resolve, { once: true });
  });
}

// The static skeleton of index.html: the game page's, its words written in the player's language
// (scripts/skeleton.mjs); another page, and an embedded board, drop it at once, and the game page once the app has
// drawn itself and is shown (styles/app.css hides it in that same frame).
const skeleton = document.querySelector('[data-skeleton]');
if (skeleton && bundleOf(location.search) !== 'app') skeleton.remove();
if (skeleton && skeleton.isConnected) {
  try {
    fillSkeleton(skeleton, SKELETON_WORDS);
  } catch (error) {
    // Words left hidden until the app draws them: nothing the player needs is lost.
    console.error('damas: the skeleton words:', error);
  }
}
if (skeleton && skeleton.isConnected) {
  // Once the app's root is in and shown: it draws its first parts hidden (data-drawing), the
  // skeleton staying until then. The game page draws in a root of its own ([data-app-root]),
  // which is shown once what it holds is.
  const shown = (e) => (e.hasAttribute('data-app-root') ? [...e.children].some(shown) : !e.hasAttribute('data-drawing'));
  const gone = new MutationObserver(() => {
    if ([...document.body.children].some((e) => e !== skeleton && !/^(NOSCRIPT|SCRIPT|LINK|STYLE)$/.test(e.tagName) && shown(e))) {
      skeleton.remove();
      gone.disconnect();
    }
  });
  gone.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-drawing'] });
}

try {
  // An invitation's fragment (#live=…) opens the live page: static hosts never see it. So does a
  // reply link's (#live-reply=…: its tab hands the reply to the invitation's, whatever the game).
  const page = location.hash.startsWith('#live-reply=') ? 'live' : location.hash.startsWith('#live=') ? ((location.hash.split('.')[2] || '').toLowerCase() === 'lasca' ? 'livelasca' : 'live') : bundleOf(location.search);
  if (page !== 'app' && page !== 'embed') {
    await bundle(page);
  } else if (page === 'app') {
    // The game page, with the player's words; started once the skeleton is shown.
    await gamePage('game', skeletonPainted());
  } else {
    // The embedded board: the app, Trunk's own loader, in the visitor's browser's language
    // (an embedding page's visitor has no saved choice here).
    await window.damasWordsFor('app');
${[...dynamic, ...rest].map((l) => l.split('\n').map((x) => '    ' + x).join('\n')).join('\n')}
    keepOffline(${JSON.stringify(trunkFiles.map((f) => path.basename(f)))});
  }
  cacheRestWhenIdle();
  offlineRow();
} catch (error) {
  // Never a blank page: say what failed, what to do, and offer to try again (scripts/boot-error.mjs).
  showBootError(bundleOf(location.search), error);
}
`;
}

// 1b. Short import names in every bundle (NAME_bg.wasm and its glue NAME.js), no custom section
// nothing reads (scripts/drop-sections.mjs) and no source file paths (scripts/blank-paths.mjs),
// before the service worker's version hashes their contents.
let shortened = 0;
for (const file of fs.readdirSync(staging).filter((f) => f.endsWith('_bg.wasm'))) {
  const wasmPath = path.join(staging, file);
  const jsPath = path.join(staging, file.replace(/_bg\.wasm$/, '.js'));
  const { wasm, js, renamed } = shortenImports(fs.readFileSync(wasmPath), fs.readFileSync(jsPath, 'utf8'));
  fs.writeFileSync(wasmPath, blankPaths(dropSections(wasm).wasm).wasm);
  fs.writeFileSync(jsPath, js);
  shortened += renamed;
}
console.log(`post-build: ${shortened} import names shortened`);

// 1d. Each language's words for each bundle that shows any: the entries of
// src/ui/text/<lang>/*.ftl its wasm uses, compiled (crates/words: \`words\`, a native tool of the
// words' crate, which build.rs has already checked), words-<lang>-<bundle>.bin.
{
  const wasmOf = (bundle) => (bundle === 'app' ? fs.readdirSync(staging).find((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f)) : bundle + '_bg.wasm');
  const args = WORDED.map((b) => `${b}=${path.join(staging, wasmOf(b))}`);
  const out = execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'damas-words', '--bin', 'words', '--', textDir, staging, ...args], { cwd: path.join(here, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  console.log(`post-build: ${out.trim().split('\n').length} words files`);
}

// 1c. The ballot tables' file for the game page (src/ui/shell/ballot_tables.rs), as the engine
// writes it (damas_engine::ballot::file): each table's lines, a line \`#\` between two.
const ballotDir = path.join(here, '..', 'crates', 'engine', 'src', 'ballot');
fs.writeFileSync(
  path.join(staging, 'ballots.txt'),
  ['fmjd64.txt', 'named_russian.txt'].map((f) => fs.readFileSync(path.join(ballotDir, f), 'utf8')).join('\n#\n'),
);

// 1e. The engine's opening books, one per game (crates/ai/data/book, made by scripts/build-book):
// fetched by the opening explorer when it first opens (src/ui/explorer), kept offline with the rest.
const bookDir = path.join(here, '..', 'crates', 'ai', 'data', 'book');
for (const f of fs.readdirSync(bookDir).filter((f) => /^[a-z]+\.txt$/.test(f))) {
  fs.copyFileSync(path.join(bookDir, f), path.join(staging, 'book-' + f));
}

// 1f. The learned pattern tables of the games whose tables the AI worker does not have built in
// (damas_ai::pattern::FETCHED): fetched by the worker when it first searches the game
// (src/worker/patterns.rs), kept offline with the rest.
const dataDir = path.join(here, '..', 'crates', 'ai', 'data');
for (const v of ['spanish', 'italian', 'czech', 'pool']) {
  fs.copyFileSync(path.join(dataDir, v + '.patterns'), path.join(staging, `patterns-${v}.bin`));
}
// The wide networks of the games whose network the worker fetches (damas_ai::net::FETCHED; it
// has a narrow one built in): fetched with the game's book and table (src/worker/nets.rs).
for (const v of ['brazilian', 'russian']) {
  fs.copyFileSync(path.join(dataDir, v + '.net'), path.join(staging, `net-${v}.bin`));
}

// 3. The endgame databases (before the list, which leaves them out).
execFileSync(path.join(here, 'egtb-tables'), [staging], { stdio: 'inherit' });

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
  .filter((f) => f !== 'sw.js' && !f.endsWith('.map') && !f.startsWith('egtb/'))
  .sort();
const tables = walk(path.join(staging, 'egtb'), 'egtb/').sort();
const egtbVersion = sha(tables.map((f) => `${f}:${sha(fs.readFileSync(path.join(staging, f)))}`).join('\n')).slice(0, 16);
const version = sha(files.map((f) => `${f}:${sha(fs.readFileSync(path.join(staging, f)))}`).join('\n')).slice(0, 16);
// 4. Precompressed copies (.br, .gz) beside each text and wasm file (scripts/precompress.mjs): a
// static host that serves them needs no compression of its own. sw.js gets its own below.
const packed = precompress(staging, files);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`post-build: ${packed.count} files precompressed: ${kb(packed.raw)} raw, ${kb(packed.br)} brotli, ${kb(packed.gz)} gzip`);

// What the service worker caches at install: the files every page starts from (the page has
// just downloaded them). The game page's bundle and the page's words (in the player's language)
// are kept once the page has started (the boot script asks: it alone knows the language) and
// across updates (CARRY).
// Everything else (the other languages, the AI worker, the Lasca, puzzle and study bundles, the
// puzzle files, the embedded board's app, the embedding example) is cached when first fetched,
// or in the background once the page is idle, or when the player asks for everything in the
// settings; its size is the brotli copy's where there is one (what a host that serves them sends).
const core = (f) => /^(index\.html|manifest\.webmanifest|icons\/.*|(boot|styles|favicon)-[0-9a-f]{8,16}\.(js|css|svg))$/.test(f);
const sizeOf = (f) => fs.statSync(path.join(staging, fs.existsSync(path.join(staging, f + '.br')) ? f + '.br' : f)).size;
const list = files.filter(core).map((f) => './' + f);
const rest = files.filter((f) => !core(f) && !/\.(br|gz)$/.test(f)).map((f) => ['./' + f, sizeOf(f)]);
const carry = [...[...GAME_PAGES, ...PAGE_MODULES].flatMap((name) => [`./${name}.js`, `./${name}_bg.wasm`]), ...LANGS.flatMap((lang) => [...GAME_PAGES, ...PAGE_MODULES].map((b) => `./words-${lang}-${b}.bin`))];
if (!list.includes('./index.html') || !list.some((f) => /boot-[0-9a-f]+\.js$/.test(f)) || !carry.every((f) => rest.some(([r]) => r === f))) {
  console.error('post-build: the service worker\'s lists miss the page, its boot script or a game page bundle');
  process.exit(1);
}
const template = fs.readFileSync(path.join(here, 'sw.template.js'), 'utf8');
fs.writeFileSync(
  path.join(staging, 'sw.js'),
  template
    .replace('__VERSION__', version)
    .replace('__EGTB_VERSION__', egtbVersion)
    .replace('__CORE__', JSON.stringify(list, null, 2))
    .replace('__REST__', JSON.stringify(rest))
    .replace('__CARRY__', JSON.stringify(carry))
    .replace('__VECTOR_PROBE__', VECTOR_PROBE),
);
precompress(staging, ['sw.js']);
const restBytes = rest.reduce((a, [, n]) => a + n, 0);
console.log(`post-build: boot script ${count ? 'extracted' : 'kept'}, sw.js version ${version}, ${list.length} files cached at install, ${rest.length} (${kb(restBytes)}) when first used or once the page is idle, ${tables.length} database files (cached when fetched)`);
