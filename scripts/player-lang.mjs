// The player's interface language, as the app chooses it (`Lang::detect` in src/ui/prefs.rs):
// the choice saved in `damas.prefs`, else the first of the browser's languages the site speaks,
// else English. post-build.mjs inlines these functions into the boot script, where the skeleton
// and the start-up error message use them: keep them self-contained (but for `savedPref`).
// The languages in `supported` are the folders of src/ui/text (post-build.mjs writes them).
// `saved` false: the browser's languages only (an embedded board's visitor has no choice saved here).
export function playerLang(saved = true) {
  const supported = ['en', 'pt', 'es', 'ru'];
  const primary = (tag) => {
    const key = String(tag || '').trim().split(/[-_]/)[0].toLowerCase();
    return supported.includes(key) ? key : null;
  };
  let lang = saved ? primary(savedPref('lang')) : null;
  for (const tag of [...(navigator.languages || []), navigator.language]) {
    if (lang) break;
    lang = primary(tag);
  }
  return lang || 'en';
}

// The player's saved preference `name` (`damas.prefs` is `key=value&...`, src/ui/prefs.rs), or
// null. Storage may be refused (private mode, a blocked origin): then null too.
export function savedPref(name) {
  try {
    for (const pair of (localStorage.getItem('damas.prefs') || '').split('&')) {
      const [key, value] = pair.split('=');
      if (key === name) return value ?? null;
    }
  } catch {
    // No storage: nothing saved.
  }
  return null;
}
