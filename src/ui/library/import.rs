//! A PDN file read into kept games, game by game: a club's archive or a player's games downloaded
//! from lidraughts hold thousands, and one game that cannot be read (an illegal move mid-game, a
//! game type damas does not play, a broken tag) is skipped with its reason and its place in the
//! file, never the whole file. Each game keeps its tags and its own PDN text (comments, clock
//! annotations, variations: what the export writes back), its link (main line and variations),
//! and its summary. A game marked `[Variant "Lasca"]` (as the export writes a Lasca game) is read
//! as Lasca, every other as draughts. Pure: the page runs it in a worker
//! (`view::import_worker`), the tests natively.

use super::kept::{Kept, Origin, SCHEMA};
use super::summary::Summary;
use crate::link::pdn::{opened_from, to_opened, ImportError};
use crate::link::{to_query, ShareError, MAX_QUERY};
use crate::ui::prefs::Lang;
use crate::ui::text::error_text::{import_error, lasca_pdn_error, pdn_error, share_error, Worded};
use damas_engine::lasca::{read_lasca_games, LascaPdnError};
use damas_engine::notation::pdn::{read_games, read_raw, PdnError};
use damas_engine::{Playable, Position, Variant};
use damas_game::round::Opened;
use std::fmt;

/// The longest file read: 64 MB, some 40,000 games of lidraughts' export.
pub const MAX_FILE: usize = 64 << 20;

/// One game's text in a file: where it starts (its first line, 1-based) and its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameText<'a> {
    /// Its number in the file, 1-based.
    pub number: usize,
    /// The line it starts on, 1-based.
    pub line: usize,
    /// Its byte range in the file.
    pub start: usize,
    /// Its text.
    pub text: &'a str,
}

/// Splits a PDN file into its games: a game starts at a tag line (`[`, outside a comment) that
/// follows moves. Text before the first tag line that holds no moves is left out.
#[must_use]
pub fn split_games(file: &str) -> Vec<GameText<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut in_moves = false;
    let mut comment_depth = 0usize;
    let mut offset = 0;
    for (index, line) in file.split_inclusive('\n').enumerate() {
        // A byte order mark (Windows editors write one) starts no moves.
        let trimmed = line.trim_start_matches('\u{feff}').trim_start();
        let tag_line = comment_depth == 0 && trimmed.starts_with('[');
        if tag_line && (in_moves || start.is_none()) {
            if let Some((from, first)) = start {
                out.push(GameText { number: out.len() + 1, line: first, start: from, text: &file[from..offset] });
            }
            start = Some((offset, index + 1));
            in_moves = false;
        } else if !tag_line && !trimmed.trim().is_empty() {
            if start.is_none() {
                start = Some((offset, index + 1));
            }
            in_moves = true;
        }
        for c in line.chars() {
            match c {
                '{' => comment_depth += 1,
                '}' => comment_depth = comment_depth.saturating_sub(1),
                _ => {}
            }
        }
        offset += line.len();
    }
    if let Some((from, first)) = start {
        if !file[from..].trim().is_empty() {
            out.push(GameText { number: out.len() + 1, line: first, start: from, text: &file[from..] });
        }
    }
    out
}

/// Why a game of a file was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Skip {
    /// Its PDN does not read: a broken tag, a game type damas does not play, an illegal move...
    Pdn(PdnError),
    /// It is a Lasca game whose PDN does not read: a broken tag, a bad position, an illegal move...
    Lasca(LascaPdnError),
    /// More moves than a game may keep.
    TooLong(ImportError),
    /// Its link would be longer than a link may be.
    LinkTooLong(usize),
}

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Skip::Pdn(e) => e.fmt(f),
            Skip::Lasca(e) => e.fmt(f),
            Skip::TooLong(e) => e.fmt(f),
            Skip::LinkTooLong(n) => write!(f, "the game is {n} bytes as a link (at most {MAX_QUERY})"),
        }
    }
}

impl Worded for Skip {
    /// Why, in the player's language: the import's report words each skipped game so.
    fn worded(&self, lang: Lang) -> String {
        match self {
            Skip::Pdn(e) => pdn_error(lang, e),
            Skip::Lasca(e) => lasca_pdn_error(lang, e),
            Skip::TooLong(e) => import_error(lang, e),
            Skip::LinkTooLong(n) => share_error(lang, &ShareError::<Position>::TooLong(*n)),
        }
    }
}

/// One game's text read as a kept game, imported at `at`; `default` is the game of a draughts
/// text without a `GameType` tag. A text marked `[Variant "Lasca"]` is read as Lasca.
///
/// # Errors
/// The [`Skip`] reason.
pub fn import_game(game: &GameText<'_>, default: Variant, at: u64) -> Result<Kept, Skip> {
    if is_lasca(game.text) {
        let read = read_lasca_games(game.text).map_err(|e| Skip::Lasca(lasca_numbered(e, game.number)))?;
        // A game's text holds one game (the splitter cut it so).
        let Some(pdn) = read.into_iter().next() else {
            return Err(Skip::Pdn(PdnError::NoGame));
        };
        let opened = opened_from(&pdn.record, &pdn.tags).map_err(Skip::TooLong)?;
        return kept(game, &opened, pdn.result, pdn.tags, at);
    }
    let read = read_games(game.text, default).map_err(|e| Skip::Pdn(numbered(e, game.number)))?;
    let Some(pdn) = read.into_iter().next() else {
        return Err(Skip::Pdn(PdnError::NoGame));
    };
    let opened = to_opened(&pdn).map_err(Skip::TooLong)?;
    kept(game, &opened, pdn.result, pdn.tags, at)
}

/// The kept game of `game`'s text, read as `opened` with its movetext's `result` and its `tags`.
fn kept<P: Playable>(game: &GameText<'_>, opened: &Opened<P>, result: Option<String>, mut tags: Vec<(String, String)>, at: u64) -> Result<Kept, Skip> {
    let query = to_query(opened);
    if query.len() > MAX_QUERY {
        return Err(Skip::LinkTooLong(query.len()));
    }
    let tagged = tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Result")).map(|(_, v)| v.clone());
    let result = result.or_else(|| tagged.clone());
    let summary = Summary::of_imported(opened, result.as_deref());
    if let Some(result) = result.filter(|_| tagged.is_none()) {
        tags.push(("Result".to_string(), result));
    }
    Ok(Kept { v: SCHEMA, query, at, origin: Origin::Imported, tags, summary: Some(summary), pdn: Some(game.text.trim().to_string()) })
}

/// Whether a game's text is marked a Lasca game: its first `Variant` tag says `Lasca` (the Lasca
/// reader's own test).
fn is_lasca(text: &str) -> bool {
    // Most files name no variant: their games are read once, not lexed first to look.
    if !text.as_bytes().windows(7).any(|w| w.eq_ignore_ascii_case(b"variant")) {
        return false;
    }
    let Ok(games) = read_raw(text) else { return false };
    let variant = games.first().and_then(|g| g.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Variant")));
    variant.is_some_and(|(_, v)| v.trim().eq_ignore_ascii_case("lasca"))
}

/// `error` (read from one game's text, so "game 1") with the game's number in the file.
fn numbered(error: PdnError, number: usize) -> PdnError {
    match error {
        PdnError::BadTag { text, .. } => PdnError::BadTag { game: number, text },
        PdnError::Unclosed { opener, .. } => PdnError::Unclosed { game: number, opener },
        PdnError::UnsupportedGameType { value, .. } => PdnError::UnsupportedGameType { game: number, value },
        PdnError::BadFen { error, .. } => PdnError::BadFen { game: number, error },
        PdnError::IllegalMove { number: n, color, error, .. } => PdnError::IllegalMove { game: number, number: n, color, error },
        PdnError::AfterEnd { text, .. } => PdnError::AfterEnd { game: number, text },
        other => other,
    }
}

/// A Lasca game's `error` with the game's number in the file, as [`numbered`].
fn lasca_numbered(error: LascaPdnError, number: usize) -> LascaPdnError {
    match error {
        LascaPdnError::Pdn(e) => LascaPdnError::Pdn(numbered(e, number)),
        LascaPdnError::NotLasca(_) => LascaPdnError::NotLasca(number),
        LascaPdnError::BadFen { error, .. } => LascaPdnError::BadFen { game: number, error },
        LascaPdnError::IllegalMove { number: n, text, .. } => LascaPdnError::IllegalMove { game: number, number: n, text },
        LascaPdnError::AfterEnd { text, .. } => LascaPdnError::AfterEnd { game: number, text },
    }
}

/// What importing a file did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// The games to keep: each once, none already kept.
    pub games: Vec<Kept>,
    /// Games already kept (or twice in the file).
    pub duplicates: usize,
    /// The games skipped: their number, line and byte range in the file, and why.
    pub skipped: Vec<(usize, usize, Skip)>,
}

/// Imports every game of `file` at `at`, leaving out those whose key `kept` holds (the library's
/// keys) and the second of two equal games; `progress` is told `(done, total)` every `every`
/// games.
pub fn import_file(file: &str, default: Variant, at: u64, kept: &std::collections::HashSet<String>, every: usize, mut progress: impl FnMut(usize, usize)) -> Imported {
    // A byte order mark (Windows editors write one) is no part of the first game.
    let games = split_games(file.strip_prefix('\u{feff}').unwrap_or(file));
    let total = games.len();
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut out = Imported::default();
    for (i, game) in games.iter().enumerate() {
        match import_game(game, default, at) {
            Ok(k) => {
                let key = k.key();
                if kept.contains(&key) || !seen.insert(key) {
                    out.duplicates += 1;
                } else {
                    out.games.push(k);
                }
            }
            Err(why) => out.skipped.push((game.number, game.line, why)),
        }
        if every > 0 && (i + 1) % every == 0 {
            progress(i + 1, total);
        }
    }
    progress(total, total);
    out
}
