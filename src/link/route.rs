//! Which page a link opens, and that page's own parameters, read once from the query: the game
//! page (draughts or Lasca, whole or embedded), live play, a puzzle, a
//! lesson, the endgame trainer, a picture or a printable sheet. Every page takes its parameters
//! from the [`Route`] read at its start (`ui::shell::storage::page_route`); the game itself is
//! read by the game's own reader (`super::read_link`). The boot script (`scripts/route.mjs`)
//! picks the page's bundle by the same rules before any wasm loads; `tests/route_boot.rs` runs
//! both readers on the same queries so they cannot drift.
//!
//! The rules, in order: `print` opens a printable sheet, else `picture` a position's picture
//! (both in the pictures bundle, for every game); else `live` the live page, Lasca's when the
//! variant names it (an invitation's `#live=…` fragment does too: the boot script reads the
//! fragment); else `library` the game library; else a first `variant` naming Lasca (any case, spaces trimmed) opens Lasca, or
//! Lasca's lessons when the link also has `learn`; else `puzzle` opens the puzzles; else `learn` a lesson; else `trainer` the trainer; else the
//! draughts page. Keys and values are percent-decoded, the first of each key wins; a pair that
//! does not decode is skipped here (the page's own reader reports it). `embed` (`1`, `true`, `yes`
//! or bare) embeds a game page.

use super::study::{PUZZLE_VARIANTS, TRAINER_VARIANTS};
use super::{decode_component, encode_component, MAX_QUERY};
use damas_engine::{GameKind, Variant};

/// The page a link opens, with its own parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// A game page: Lasca's or the draughts one.
    Game {
        /// Lasca's page rather than the draughts page.
        lasca: bool,
        /// Embed mode (`embed=1`): the board alone in an iframe. Its options are read by the
        /// embed's own bundle (`super::embed::parse_options`), so no other page carries their
        /// reader.
        embed: bool,
        /// The connection servers the page's link to live play keeps (`ice=`).
        ice: Option<String>,
    },
    /// Live play with a friend (`?live`).
    Live(LiveLink),
    /// Puzzle mode (`?puzzle`, `?puzzle=<id>`).
    Puzzle(PuzzleLink),
    /// The tutorial (`?learn`, `?learn=3`).
    Learn(LearnLink),
    /// The endgame trainer (`?trainer`, `?trainer=<ending>`).
    Trainer(TrainerLink),
    /// The picture of a game's position (`?picture&<game link>`): its image, copied, saved or
    /// shared.
    Picture(PictureLink),
    /// A printable sheet of diagrams (`?print=<sheet>`; the page reads the sheet:
    /// `ui::picture::sheet`).
    Print(PrintLink),
    /// The game library (`?library`): the games kept on this device (`ui::library`).
    Library(LibraryLink),
}

/// The library page's parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryLink {
    /// Show only the games that reached this position (`variant=…&fen=…`, as a link writes a
    /// position; read by the library page with the links' reader): the explorer's "games with
    /// this position".
    pub position: Option<String>,
}

/// The live page's parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveLink {
    /// Lasca's live page (the variant names Lasca).
    pub lasca: bool,
    /// The game the link names (`variant=`), if it names one.
    pub game: Option<GameKind>,
    /// The connection servers (`ice=`), as written.
    pub ice: Option<String>,
    /// The room server (`signal=`), as written.
    pub signal: Option<String>,
}

/// Puzzle mode's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleLink {
    /// The puzzle asked for (`puzzle=<id>`; empty for "the next one").
    pub id: String,
    /// The variant whose puzzles open: the id's initial, else `variant=`, else Brazilian (only
    /// the variants that have puzzles).
    pub variant: Variant,
}

/// The tutorial's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnLink {
    /// The game whose rules it teaches (`variant=`; Brazilian when there is none or it names no
    /// game).
    pub game: GameKind,
    /// The lesson as written (`learn=<n>`, 1-based; the page takes anything else as the first).
    pub lesson: String,
}

/// The endgame trainer's parameters (by default its list, in Brazilian).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrainerLink {
    /// The ending asked for (`trainer=<id>`; empty or unknown: the list).
    pub ending: String,
    /// The seed of its start (`seed=`), if given as a number.
    pub seed: Option<u64>,
    /// The variant (`variant=`, one the trainer covers; else Brazilian).
    pub variant: Variant,
}

impl Default for TrainerLink {
    fn default() -> TrainerLink {
        TrainerLink { ending: String::new(), seed: None, variant: Variant::Brazilian }
    }
}

/// The picture page's parameters besides the game (which `super::read_link` reads).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PictureLink {
    /// Lasca's picture (the variant names Lasca).
    pub lasca: bool,
    /// The arrow as written (`arrow=22-17`; the page checks it against its board:
    /// `super::picture::parse_arrow`).
    pub arrow: Option<String>,
    /// The caption as written (`title=`).
    pub title: Option<String>,
}

/// A printable sheet's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintLink {
    /// Lasca's sheet (the variant names Lasca).
    pub lasca: bool,
    /// The game the link names (`variant=`; Brazilian when none or unknown).
    pub game: GameKind,
    /// The sheet (`print=<sheet>`).
    pub sheet: String,
    /// Diagrams per page (`per=`), as written.
    pub per: Option<String>,
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
    /// The game library.
    Library,
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
            Bundle::Library => "library",
        }
    }
}

impl Route {
    /// The route of `query` (with or without its `?`). Never fails: anything unknown opens the
    /// draughts page, whose own link reader words what is wrong.
    #[must_use]
    pub fn parse(query: &str) -> Route {
        let query = query.strip_prefix('?').unwrap_or(query);
        let p = Pairs::read(query);
        let lasca = p.lasca();
        let game = || p.game();
        let embed = p.embed == Some(true) && query.len() <= MAX_QUERY;
        if let Some(sheet) = p.print.clone() {
            let game = game().unwrap_or(GameKind::Draughts(Variant::Brazilian));
            Route::Print(PrintLink { lasca, game, sheet, per: p.per.clone() })
        } else if p.picture {
            Route::Picture(PictureLink { lasca, arrow: p.arrow.clone(), title: p.title.clone() })
        } else if p.live {
            Route::Live(LiveLink::of(&p))
        } else if p.library {
            let position = p.fen.as_ref().filter(|f| !f.trim().is_empty()).map(|fen| {
                let variant = p.variant.as_deref().map_or(String::new(), |v| format!("variant={}&", encode_component(v)));
                format!("{variant}fen={}", encode_component(fen))
            });
            Route::Library(LibraryLink { position })
        } else if lasca && p.learn.is_none() {
            Route::Game { lasca, embed, ice: p.ice.clone() }
        } else if p.puzzle.is_some() && !lasca {
            Route::Puzzle(puzzle_link(p.puzzle.clone().unwrap_or_default(), game()))
        } else if let Some(lesson) = p.learn.clone() {
            // The tutorial teaches Lasca too (`?learn&variant=lasca`), on the study page.
            Route::Learn(LearnLink { game: game().unwrap_or(GameKind::Draughts(Variant::Brazilian)), lesson })
        } else if let Some(ending) = p.trainer.clone() {
            let variant = match game() {
                Some(GameKind::Draughts(v)) if TRAINER_VARIANTS.contains(&v) => v,
                _ => Variant::Brazilian,
            };
            Route::Trainer(TrainerLink { ending, seed: p.seed.as_deref().and_then(|s| s.trim().parse().ok()), variant })
        } else {
            Route::Game { lasca: false, embed, ice: p.ice.clone() }
        }
    }

    /// The bundle that draws this page.
    #[must_use]
    pub fn bundle(&self) -> Bundle {
        match self {
            Route::Game { lasca: true, .. } => Bundle::Lasca,
            Route::Game { lasca: false, embed: false, .. } => Bundle::App,
            Route::Game { lasca: false, embed: true, .. } => Bundle::Embed,
            Route::Live(LiveLink { lasca: false, .. }) => Bundle::Live,
            Route::Live(LiveLink { lasca: true, .. }) => Bundle::LiveLasca,
            Route::Puzzle(_) => Bundle::Puzzles,
            Route::Learn(_) | Route::Trainer(_) => Bundle::Study,
            Route::Picture(_) | Route::Print(_) => Bundle::Pictures,
            Route::Library(_) => Bundle::Library,
        }
    }

    /// Whether this is an embedded game board.
    #[must_use]
    pub fn is_embed(&self) -> bool {
        matches!(self, Route::Game { embed: true, .. })
    }

    /// The connection servers the page keeps for live play (`ice=`), on the pages that have it.
    #[must_use]
    pub fn ice(&self) -> Option<&str> {
        match self {
            Route::Game { ice, .. } | Route::Live(LiveLink { ice, .. }) => ice.as_deref(),
            _ => None,
        }
    }
}

/// The connection servers a game page keeps for its link to live play (`ice=`): the game page's
/// one parameter, read by the route's reader alone, so the game page carries no other page's.
#[must_use]
pub fn game_page_ice(query: &str) -> Option<String> {
    Pairs::read(query.strip_prefix('?').unwrap_or(query)).ice
}

impl LiveLink {
    /// The live page's parameters in `query`, for the live bundle, which knows its page (what
    /// [`Route::parse`] finds for a live link).
    #[must_use]
    pub fn read(query: &str) -> LiveLink {
        LiveLink::of(&Pairs::read(query.strip_prefix('?').unwrap_or(query)))
    }

    fn of(p: &Pairs) -> LiveLink {
        LiveLink { lasca: p.lasca(), game: p.game(), ice: p.ice.clone(), signal: p.signal.clone() }
    }
}

/// The puzzle link of `id` (empty for "the next one") in the link's `game`: the variant is the
/// id's initial, else the game's, else Brazilian (only the variants that have puzzles).
fn puzzle_link(id: String, game: Option<GameKind>) -> PuzzleLink {
    let by_id = match id.as_bytes().first() {
        Some(b'b') => Some(Variant::Brazilian),
        Some(b'r') => Some(Variant::Russian),
        Some(b'e') => Some(Variant::English),
        Some(b's') => Some(Variant::Spanish),
        // International has no puzzles, so an `i` is Italian's.
        Some(b'i') => Some(Variant::Italian),
        Some(b'c') => Some(Variant::Czech),
        Some(b'p') => Some(Variant::Pool),
        _ => None,
    };
    let by_game = match game {
        Some(GameKind::Draughts(v)) => Some(v),
        _ => None,
    };
    let variant = by_id.or(by_game).filter(|v| PUZZLE_VARIANTS.contains(v)).unwrap_or(Variant::Brazilian);
    PuzzleLink { id, variant }
}

/// The values of the keys a route reads, decoded, the first of each key (a pair that does not
/// decode is skipped). A key without a value reads as empty.
#[derive(Default)]
struct Pairs {
    variant: Option<String>,
    puzzle: Option<String>,
    live: bool,
    library: bool,
    learn: Option<String>,
    trainer: Option<String>,
    seed: Option<String>,
    picture: bool,
    print: Option<String>,
    per: Option<String>,
    arrow: Option<String>,
    title: Option<String>,
    /// `embed` on (`1`, `true`, `yes` or bare; a value that does not decode is off).
    embed: Option<bool>,
    ice: Option<String>,
    signal: Option<String>,
    fen: Option<String>,
}

impl Pairs {
    /// Whether the first `variant` names Lasca (any case, spaces trimmed).
    fn lasca(&self) -> bool {
        self.variant.as_deref().is_some_and(|v| v.trim_matches(is_space).eq_ignore_ascii_case("lasca"))
    }

    /// The game the first `variant` names, if it names one.
    fn game(&self) -> Option<GameKind> {
        self.variant.as_deref().and_then(|v| v.trim().parse::<GameKind>().ok())
    }

    fn read(query: &str) -> Pairs {
        let mut p = Pairs::default();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let Ok(key) = decode_component(key) else { continue };
            let slot = match key.as_str() {
                "live" => {
                    p.live = true;
                    continue;
                }
                "picture" => {
                    p.picture = true;
                    continue;
                }
                "library" => {
                    p.library = true;
                    continue;
                }
                "embed" => {
                    let on = matches!(decode_component(value).ok().as_deref(), Some("1" | "true" | "yes" | ""));
                    p.embed.get_or_insert(on);
                    continue;
                }
                "variant" => &mut p.variant,
                "puzzle" => &mut p.puzzle,
                "learn" => &mut p.learn,
                "trainer" => &mut p.trainer,
                "seed" => &mut p.seed,
                "print" => &mut p.print,
                "per" => &mut p.per,
                "arrow" => &mut p.arrow,
                "title" => &mut p.title,
                "ice" => &mut p.ice,
                "signal" => &mut p.signal,
                "fen" => &mut p.fen,
                _ => continue,
            };
            if slot.is_none() {
                // A value that does not decode counts as given, empty: the first of its key.
                *slot = Some(decode_component(value).unwrap_or_default());
            }
        }
        p
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

    const BR: GameKind = GameKind::Draughts(Variant::Brazilian);

    fn game(lasca: bool, embed: bool) -> Route {
        Route::Game { lasca, embed, ice: None }
    }

    fn learn(game: GameKind, lesson: &str) -> Route {
        Route::Learn(LearnLink { game, lesson: lesson.into() })
    }

    fn live(lasca: bool, game: Option<GameKind>, ice: Option<&str>) -> Route {
        Route::Live(LiveLink { lasca, game, ice: ice.map(String::from), signal: None })
    }

    #[test]
    fn each_page_by_its_link() {
        let russian = GameKind::Draughts(Variant::Russian);
        let trainer = |ending: &str, seed, variant| Route::Trainer(TrainerLink { ending: ending.into(), seed, variant });
        let puzzle = |id: &str, variant| Route::Puzzle(PuzzleLink { id: id.into(), variant });
        let print = |sheet: &str, lasca, game| Route::Print(PrintLink { lasca, game, sheet: sheet.into(), per: None });
        let cases = [
            ("", game(false, false)),
            ("?moves=22-18", game(false, false)),
            ("?live&ice=none", live(false, None, Some("none"))),
            ("?live&puzzle", live(false, None, None)),
            ("?variant=lasca&live", live(true, Some(GameKind::Lasca), None)),
            ("?variant=Lasca", game(true, false)),
            ("variant=%20LASCA+&embed", game(true, true)),
            ("?variant=russian&variant=lasca", game(false, false)),
            ("?puzzle=r7c4&variant=russian", puzzle("r7c4", Variant::Russian)),
            ("?puzzle&variant=english", puzzle("", Variant::English)),
            ("?puzzle=e12&variant=russian", puzzle("e12", Variant::English)),
            ("?puzzle&variant=turkish", puzzle("", Variant::Brazilian)),
            ("?%70uzzle=b3", puzzle("b3", Variant::Brazilian)),
            ("?variant=lasca&puzzle", game(true, false)),
            ("?learn=4&variant=russian", learn(russian, "4")),
            ("?learn=2&variant=lasca", learn(GameKind::Lasca, "2")),
            ("?variant=Lasca&learn&embed", learn(GameKind::Lasca, "")),
            ("?learn&trainer", learn(BR, "")),
            ("?learn=1&variant=chess", learn(BR, "1")),
            ("?trainer=kings", trainer("kings", None, Variant::Brazilian)),
            ("?trainer=diagonal&seed=7&variant=russian", trainer("diagonal", Some(7), Variant::Russian)),
            ("?trainer&variant=english&seed=x", trainer("", None, Variant::Brazilian)),
            ("?%74rainer=kings", trainer("kings", None, Variant::Brazilian)),
            ("?%6Cearn=2", learn(BR, "2")),
            ("?theme=dark&embed=yes", game(false, true)),
            ("?%zz=1&embed=yes", game(false, true)),
            ("?embed=0", game(false, false)),
            ("?Puzzle", game(false, false)),
            ("?library", Route::Library(LibraryLink::default())),
            ("?variant=lasca&library&fen=", Route::Library(LibraryLink::default())),
            ("?library&variant=russian&fen=W%3AW21%3AB1", Route::Library(LibraryLink { position: Some("variant=russian&fen=W:W21:B1".into()) })),
            ("?fen=B:W21:B1&library", Route::Library(LibraryLink { position: Some("fen=B:W21:B1".into()) })),
            ("?picture&variant=lasca&moves=a3-b4", Route::Picture(PictureLink { lasca: true, arrow: None, title: None })),
            ("?picture&arrow=22-17&title=My+game&arrow=1-5", Route::Picture(PictureLink { lasca: false, arrow: Some("22-17".into()), title: Some("My game".into()) })),
            ("?variant=lasca&print=puzzles:12", print("puzzles:12", true, GameKind::Lasca)),
            ("?print=a&print=b&picture", print("a", false, BR)),
            ("?pr%69nt", print("", false, BR)),
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

        assert_eq!(Route::parse("?print=positions&per=6"), Route::Print(PrintLink { lasca: false, game: BR, sheet: "positions".into(), per: Some("6".into()) }));
    }

    #[test]
    fn the_pages_keep_the_connection_servers() {
        assert_eq!(Route::parse("?moves=22-17&ice=stun%3Aa.example").ice(), Some("stun:a.example"));
        assert_eq!(Route::parse("?live&ice=none&signal=wss%3A%2F%2Fr.example").ice(), Some("none"));
        assert_eq!(Route::parse("?puzzle&ice=none").ice(), None);
        let Route::Live(link) = Route::parse("?live&variant=russian&signal=wss%3A%2F%2Fr.example") else { panic!("live") };
        assert_eq!((link.game, link.signal.as_deref()), (Some(GameKind::Draughts(Variant::Russian)), Some("wss://r.example")));
        // The bundles that know their page read its parameters alone, by the same rules.
        for q in ["?live&variant=russian&signal=wss%3A%2F%2Fr.example", "live&variant=Lasca&ice=none", "?live"] {
            assert_eq!(Route::Live(LiveLink::read(q)), Route::parse(q), "{q}");
        }
        for q in ["?moves=22-17&ice=stun%3Aa.example", "?ice=none&embed", "?variant=lasca&ice=x", ""] {
            assert_eq!(game_page_ice(q).as_deref(), Route::parse(q).ice(), "{q}");
        }
    }

    #[test]
    fn a_long_query_is_no_embed() {
        let query = format!("?embed=1&fen={}", "x".repeat(MAX_QUERY));
        assert_eq!(Route::parse(&query), game(false, false));
    }
}
