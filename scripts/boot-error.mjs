// The boot script's message when a page cannot start (its script or WebAssembly did not load):
// never a blank page. It says, in the player's language (scripts/player-lang.mjs), what did not load and what to do:
// offline, connect once to download that part of the site; online, check the connection. A
// button tries again (reloads). The error's own text (a file name, in English) goes to the
// console and to `data-reason`, never into the sentence. Drawn as text, never markup, in its own
// colours (styles/app.css `.boot-error`: dark on light whatever the page's palette).
// post-build.mjs inlines this function into the boot script: keep it self-contained (it calls
// the inlined `playerLang`, scripts/player-lang.mjs, and reads BOOT_WORDS, see bootWords).
import fs from 'node:fs';
import path from 'node:path';
import { playerLang } from './player-lang.mjs';

export function showBootError(page, error) {
  const lang = playerLang();
  const part = page === 'livelasca' ? 'live' : ['app', 'puzzles', 'lasca', 'study', 'live'].includes(page) ? page : 'app';
  const offline = navigator.onLine === false;
  // BOOT_WORDS: each language's boot-* messages (src/ui/text/<lang>/boot.ftl), put into the boot
  // script by post-build.mjs (bootWords).
  const said = BOOT_WORDS[lang] || BOOT_WORDS.en;
  const reason = String((error && error.message) || error);
  console.error('damas: the page could not start:', reason);
  // The static skeleton (index.html) gives way to the message.
  for (const old of document.querySelectorAll('[data-skeleton], .boot-error')) old.remove();
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  box.setAttribute('lang', lang);
  box.dataset.reason = reason;
  box.dataset.offline = String(offline);
  const note = document.createElement('p');
  note.textContent = said['boot-' + (offline ? 'offline' : 'online') + '-' + part];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'boot-retry';
  retry.dataset.action = 'retry';
  retry.textContent = said['boot-retry'];
  retry.addEventListener('click', () => location.reload());
  box.append(note, retry);
  document.body.append(box);
}

// Each language's boot-* messages, read from its words (src/ui/text/<lang>/boot.ftl: one line
// each, plain text), for the boot script's BOOT_WORDS: { en: { 'boot-retry': 'Try again', … } }.
export function bootWords(textDir, langs) {
  const all = {};
  for (const lang of langs) {
    const lines = fs.readFileSync(path.join(textDir, lang, 'boot.ftl'), 'utf8').split('\n');
    all[lang] = Object.fromEntries(lines.filter((l) => /^boot-[a-z-]+ = /.test(l)).map((l) => [l.slice(0, l.indexOf(' = ')), l.slice(l.indexOf(' = ') + 3)]));
  }
  return all;
}
