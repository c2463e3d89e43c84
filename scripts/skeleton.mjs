// The static skeleton's words (index.html's `[data-skeleton]`), written in the player's language
// in the player's page palette before the wasm has loaded, so that the page's header, and on a first visit its quick-play row,
// turn line and the line under the board, read as the app will draw them (issue 36: the largest text is painted at once,
// not when the app starts). `table` is scripts/skeleton-words.json, which a native test
// (src/ui/text/skeleton_tests.rs) holds to the app's own words. The game's name is written when
// the game is known (the link's `variant`, Brazilian when it names none; else the saved game's;
// else the language's first game), with the header's links, the quick-play row and the lines only when the page will
// open a new game at its start (no link, no saved game): otherwise the app's may differ, and
// they stay hidden until it draws (styles/app.css, `data-words`). Text only, never markup.
// post-build.mjs inlines this function into the boot script: keep it self-contained (it calls
// the inlined `playerLang` and `savedPref`).
export function fillSkeleton(skeleton, table) {
  // The app's page palette (the player's, else the system's: src/ui/look/view/use_look.rs), so
  // that the skeleton's panels are the app's colours and its words legible on them.
  const root = document.documentElement;
  if (!root.dataset.page) {
    const page = savedPref('page');
    root.dataset.page = page === 'light' || page === 'dark' ? page : matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  const lang = playerLang();
  const words = table.words[lang];
  let saved = null;
  try {
    saved = localStorage.getItem('damas.game');
  } catch {
    // No storage: as on a first visit.
  }
  const variantOf = (query) => {
    for (const pair of query.replace(/^\?/, '').split('&')) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at) === 'variant') {
        try {
          return decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' ')).trim().toLowerCase();
        } catch {
          return '';
        }
      }
    }
    return 'brazilian';
  };
  const query = location.search.replace(/^\?/, '');
  const fresh = query === '' && !saved;
  const variant = query !== '' ? variantOf(query) : saved ? variantOf(saved) : lang === 'ru' ? 'russian' : 'brazilian';
  const put = (selector, text) => {
    const element = skeleton.querySelector(selector);
    if (element && typeof text === 'string') element.textContent = text;
  };
  const name = Object.prototype.hasOwnProperty.call(words.names, variant) ? words.names[variant] : null;
  const title = skeleton.querySelector('h1');
  if (title && title.firstChild) title.firstChild.textContent = words.title;
  put('.game-name', name || '');
  // The header's links: the study pages, a study this game lacks dimmed, then play online and the library (the
  // app's order and elements: src/ui/play/page.rs, `study_link`).
  const links = skeleton.querySelector('.study-links');
  if (links && name) {
    links.replaceChildren(...['learn', 'trainer', 'puzzles', 'playOnline', 'library'].map((key) => {
      const has = key === 'playOnline' || key === 'library' || table.studies[variant].includes(key);
      const link = document.createElement(has ? 'a' : 'span');
      link.className = has ? 'learn-link' : 'learn-link off';
      link.textContent = words[key];
      return link;
    }));
  }
  put('.tagline', words.tagline);
  // The language switch: every language the app offers, in its order (a new language's folder
  // adds its button here as in the app), the player's on.
  const switcher = skeleton.querySelector('.lang-buttons');
  if (switcher && Array.isArray(table.langs)) {
    switcher.replaceChildren(...table.langs.map((key) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.disabled = true;
      button.tabIndex = -1;
      button.className = key === lang ? 'lang on' : 'lang';
      button.textContent = key.toUpperCase();
      return button;
    }));
  }
  if (fresh) {
    put('.quick-play-title', words.playComputer);
    const [side, level] = skeleton.querySelectorAll('.quick-play select');
    if (side && side.options.length === 2) {
      side.options[0].textContent = words.youPlayWhite;
      side.options[1].textContent = words.youPlayBlack;
    }
    if (level) {
      for (const option of level.options) option.textContent = `${words.level} ${option.value}`;
      level.value = String(table.defaultLevel);
    }
    put('.quick-play button', words.play);
    put('.status-line', words.whiteToMove);
    put('.correspondence-line', words.twoPlayersHere);
    put('.correspondence button', words.sendToFriend);
  }
  document.documentElement.lang = lang;
  skeleton.dataset.words = fresh ? 'all' : name ? 'header' : 'tagline';
}
