//! Which page a link opens, read once from the query: the game page (draughts or Lasca, whole or
//! embedded), a puzzle, a lesson or the endgame trainer. The boot script (`scripts/route.mjs`)
//! picks the page's bundle by the same rules before any wasm loads; `tests/route_boot.rs` runs
//! both readers on the same queries so they cannot drift.
//!
//! The rules, in order: `print` opens a printable sheet, else `picture` a position's picture
//! (both in the pictures bundle, for every game); else `live` the live page, Lasca's when the
//! variant names it (an invitation's `#live=…` fragment does too: the boot script reads the
//! fragment); else a first `variant` naming Lasca (any case, spaces trimmed) opens Lasca, or
//! Lasca's lessons when the link also has `learn`; else `puzzle` opens the puzzles; else `learn` a lesson; else `trainer` the trainer; else the
//! draughts page. Keys are percent-decoded and exact; a pair that does not decode is skipped here
//! (the page's own reader reports it). `embed` (`1`, `true`, `yes` or bare) embeds a game page.

use super::{decode_component, MAX_QUERY};

/// The page a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// A game page: Lasca's or the draughts one; `embed` for the board alone in an iframe.
    Game {
        /// Lasca's page rather than the draughts page.
        lasca: bool,
        /// Embed mode (`embed=1`).
        embed: bool,
    },
    /// Live play with a friend (`?live`): Lasca's when the link's variant names it.
    Live {
        /// Lasca's live page.
        lasca: bool,
    },
    /// Puzzle mode (`?puzzle`, `?puzzle=<id>`).
    Puzzle,
    /// The tutorial at the lesson the value names (`?learn`, `?learn=3`; empty for the first),
    /// of the game the link's `variant` names (the page reads it: `ui::lessons::read_link`).
    Learn(String),
    /// The endgame trainer (`?trainer`).
    Trainer,
    /// The picture of a game's position (`?picture&<game link>`): its image, copied, saved or shared.
    Picture,
    /// A printable sheet of diagrams (`?print=<sheet>`; the page reads the sheet: `ui::picture::sheet`).
    Print(String),
}

/// The wasm bundle a page is in (the boot script loads one per page).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The draughts game page (`app_<lang>.js`: the boot script picks the player's language).
    App,
    /// The draughts board embedded in another site (`app-<hash>.js`: every language).
    Embed,
    /// The Lasca game page.
    Lasca,
    /// Live play, the draughts variants.
    Live,
    /// Live play, Lasca.
    LiveLasca,
    /// Puzzle mode.
    Puzzles,
    /// The tutorial and the trainer.
    Study,
    /// Pictures: a position's image, printable sheets.
    Pictures,
}

impl Bundle {
    /// The bundle's file name without extension, as the boot script names it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Bundle::App => "app",
            Bundle::Embed => "embed",
            Bundle::Lasca => "lasca",
            Bundle::Live => "live",
            Bundle::LiveLasca => "livelasca",
            Bundle::Puzzles => "puzzles",
            Bundle::Study => "study",
            Bundle::Pictures => "pictures",
        }
    }
}

impl Route {
    /// The route of `query` (with or without its `?`). Never fails: anything unknown opens the
    /// draughts page, whose own link reader words what is wrong.
    #[must_use]
    pub fn parse(query: &str) -> Route {
        let query = query.strip_prefix('?').unwrap_or(query);
        let (mut lasca, mut puzzle, mut learn, mut trainer, mut embed, mut live) = (None, false, None, false, None, false);
        let (mut picture, mut print) = (false, None);
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let Ok(key) = decode_component(key) else { continue };
            let value = || decode_component(value).ok();
            match key.as_str() {
                "variant" if lasca.is_none() => {
                    lasca = Some(value().is_some_and(|v| v.trim_matches(is_space).eq_ignore_ascii_case("lasca")));
                }
                "puzzle" => puzzle = true,
                "live" => live = true,
                "learn" if learn.is_none() => learn = Some(value().unwrap_or_default()),
                "trainer" => trainer = true,
                "picture" => picture = true,
                "print" if print.is_none() => print = Some(value().unwrap_or_default()),
                "embed" if embed.is_none() => embed = Some(matches!(value().as_deref(), Some("1" | "true" | "yes" | ""))),
                _ => {}
            }
        }
        let embed = embed.unwrap_or(false) && query.len() <= MAX_QUERY;
        if let Some(sheet) = print {
            Route::Print(sheet)
        } else if picture {
            Route::Picture
        } else if live {
            Route::Live { lasca: lasca == Some(true) }
        } else if lasca == Some(true) {
            // The tutorial teaches Lasca too (`?learn&variant=lasca`), on the study page.
            learn.map_or(Route::Game { lasca: true, embed }, Route::Learn)
        } else if puzzle {
            Route::Puzzle
        } else if let Some(lesson) = learn {
            Route::Learn(lesson)
        } else if trainer {
            Route::Trainer
        } else {
            Route::Game { lasca: false, embed }
        }
    }

    /// The bundle that draws this page.
    #[must_use]
    pub fn bundle(&self) -> Bundle {
        match self {
            Route::Game { lasca: true, .. } => Bundle::Lasca,
            Route::Game { lasca: false, embed: false } => Bundle::App,
            Route::Game { lasca: false, embed: true } => Bundle::Embed,
            Route::Live { lasca: false } => Bundle::Live,
            Route::Live { lasca: true } => Bundle::LiveLasca,
            Route::Puzzle => Bundle::Puzzles,
            Route::Learn(_) | Route::Trainer => Bundle::Study,
            Route::Picture | Route::Print(_) => Bundle::Pictures,
        }
    }

    /// Whether this is an embedded game board.
    #[must_use]
    pub fn is_embed(&self) -> bool {
        matches!(self, Route::Game { embed: true, .. })
    }
}

/// The spaces a value is trimmed of: ASCII whitespace, as JavaScript's `trim` and Rust's agree on
/// it (they differ on some Unicode spaces).
fn is_space(c: char) -> bool {
    c.is_ascii_whitespace()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_by_its_link() {
        let game = |lasca, embed| Route::Game { lasca, embed };
        let cases = [
            ("", game(false, false)),
            ("?moves=22-18", game(false, false)),
            ("?live&ice=none", Route::Live { lasca: false }),
            ("?live&puzzle", Route::Live { lasca: false }),
            ("?variant=lasca&live", Route::Live { lasca: true }),
            ("?variant=Lasca", game(true, false)),
            ("variant=%20LASCA+&embed", game(true, true)),
            ("?variant=russian&variant=lasca", game(false, false)),
            ("?puzzle=r7c4&variant=russian", Route::Puzzle),
            ("?variant=lasca&puzzle", game(true, false)),
            ("?learn=4&variant=russian", Route::Learn("4".into())),
            ("?learn=2&variant=lasca", Route::Learn("2".into())),
            ("?variant=Lasca&learn&embed", Route::Learn(String::new())),
            ("?learn&trainer", Route::Learn(String::new())),
            ("?trainer=kings", Route::Trainer),
            ("?%6Cearn=2", Route::Learn("2".into())),
            ("?%zz=1&embed=yes", game(false, true)),
            ("?embed=0", game(false, false)),
            ("?Puzzle", game(false, false)),
            ("?picture&variant=lasca&moves=a3-b4", Route::Picture),
            ("?variant=lasca&print=puzzles:12", Route::Print("puzzles:12".into())),
            ("?print=a&print=b&picture", Route::Print("a".into())),
            ("?pr%69nt", Route::Print(String::new())),
            ("?Picture", game(false, false)),
        ];
        for (query, route) in cases {
            assert_eq!(Route::parse(query), route, "{query}");
        }
        assert_eq!(Route::parse("?variant=lasca").bundle().name(), "lasca");
        assert_eq!(Route::parse("?trainer").bundle(), Bundle::Study);
        assert!(Route::parse("?embed=true").is_embed());
        assert!(Route::parse("embed=1&moves=22-17").is_embed());
        assert!(Route::parse("?moves=22-17&embed").is_embed());
        assert!(!Route::parse("moves=22-17").is_embed());
        assert!(!Route::parse("embed=%zz").is_embed());
    }

    #[test]
    fn a_long_query_is_no_embed() {
        let query = format!("?embed=1&fen={}", "x".repeat(MAX_QUERY));
        assert_eq!(Route::parse(&query), Route::Game { lasca: false, embed: false });
    }
}
