// Which bundle a link opens, by the rules of `src/link/route.rs` (`Route::parse` and
// `Route::bundle`): `print` or `picture` opens the pictures; else `live` the live page (Lasca's when a first `variant` names it); else `library` the game library; else a first `variant` naming Lasca (any case, ASCII spaces trimmed) opens Lasca
// (Lasca's lessons, the study page, when `learn` is there too); else `puzzle` the puzzles; else `learn` or `trainer` the study pages; else the draughts page,
// embedded (`embed`) when a first `embed` is `1`, `true`, `yes` or bare and the query is at most 16 KB (MAX_QUERY).
// Keys are percent-decoded and exact; a pair that does not decode is skipped. post-build.mjs
// inlines this function into the boot script, and `tests/route_boot.rs` checks it against the
// Rust reader on the same queries. Keep it self-contained (no imports, no outer names).
export function bundleOf(search) {
  const decode = (text) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  };
  const query = search.startsWith('?') ? search.slice(1) : search;
  let lasca = null;
  let embed = null;
  const keys = new Set();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    if (key === null) continue;
    keys.add(key);
    if (key === 'embed' && embed === null) embed = ['1', 'true', 'yes', ''].includes(decode(at < 0 ? '' : pair.slice(at + 1)));
    if (key === 'variant' && lasca === null) {
      const value = decode(at < 0 ? '' : pair.slice(at + 1));
      lasca = value !== null && value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase() === 'lasca';
    }
  }
  if (keys.has('print') || keys.has('picture')) return 'pictures';
  if (keys.has('live')) return lasca ? 'livelasca' : 'live';
  if (keys.has('library')) return 'library';
  if (lasca) return keys.has('learn') ? 'study' : 'lasca';
  if (keys.has('puzzle')) return 'puzzles';
  if (keys.has('learn') || keys.has('trainer')) return 'study';
  return embed && query.length <= 16 * 1024 ? 'embed' : 'app';
}
