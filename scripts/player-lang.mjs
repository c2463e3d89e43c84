// The player's interface language, as the app chooses it (`Lang::detect` in src/ui/prefs.rs):
// the choice saved in `damas.prefs`, else the first of the browser's languages the site speaks,
// else English. post-build.mjs inlines this function into the boot script, where the skeleton's
// words and the start-up error message use it: keep it self-contained.
export function playerLang() {
  const supported = ['en', 'pt', 'es', 'ru'];
  const primary = (tag) => {
    const key = String(tag || '').trim().split(/[-_]/)[0].toLowerCase();
    return supported.includes(key) ? key : null;
  };
  let lang = null;
  try {
    for (const pair of (localStorage.getItem('damas.prefs') || '').split('&')) {
      const [key, value] = pair.split('=');
      if (key === 'lang' && primary(value)) lang = primary(value);
    }
  } catch {
    // Storage may be refused (private mode, a blocked origin): the browser's languages decide.
  }
  for (const tag of [...(navigator.languages || []), navigator.language]) {
    if (lang) break;
    lang = primary(tag);
  }
  return lang || 'en';
}
