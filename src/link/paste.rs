//! What the player pastes (or drops) to open a game: a link to this app, a bare query, a
//! lidraughts analysis URL (`https://lidraughts.org/analysis/brazilian/<FEN>`, `_` for spaces), a
//! FEN, or a PDN text (one game or several to choose from). Every failure is a [`PasteError`]
//! saying what was recognised and what is wrong; nothing panics, nothing is guessed.

use super::pdn::{to_opened, ImportError};
use damas_game::round::Opened;
use super::{decode_component, encode_component, link_game, parse_query, parse_side, ShareError};
use damas_engine::lasca::LascaPosition;
use damas_engine::notation::pdn::{read_games, read_raw, PdnError, PdnGame, RawGame, MAX_PDN};
use damas_engine::{Color, FenError, GameKind, Playable, Position, Variant};
use std::fmt;

/// The games a page reads in place. Its own games are read and checked here; any other game's
/// text travels to that game's page as a link, unchecked (that page checks it), so each page's
/// wasm holds only its own game's readers.
pub trait PasteHome: Playable {
    /// Draughts (every variant) is read here; else Lasca is.
    const DRAUGHTS: bool;

    /// A draughts game read here, as this page's game (`None` on the Lasca page, which reads
    /// none): it opens as read, its comments and header with it, not through a link.
    fn from_draughts(game: Opened<Position>) -> Option<Opened<Self>>;
}

impl PasteHome for Position {
    const DRAUGHTS: bool = true;

    fn from_draughts(game: Opened<Position>) -> Option<Opened<Position>> {
        Some(game)
    }
}

impl PasteHome for LascaPosition {
    const DRAUGHTS: bool = false;

    fn from_draughts(_: Opened<Position>) -> Option<Opened<LascaPosition>> {
        None
    }
}

/// What a paste opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pasted {
    /// One game, and the side a link asks to be seen from.
    Game {
        /// The game.
        game: Box<Opened<Position>>,
        /// `side=` of a link, if any.
        side: Option<Color>,
    },
    /// A PDN file with several games: the player chooses one (each already checked).
    Games(Vec<PdnGame>),
    /// A game of another page (a Lasca link or PDN on the draughts page, a draughts one on the
    /// Lasca page), as the link that opens it there; that page checks it and says what is wrong.
    Elsewhere {
        /// The game.
        kind: GameKind,
        /// The link's query (without `?`).
        query: String,
    },
}

/// Why a paste opens nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing but white space.
    Empty,
    /// Longer than a PDN file may be.
    TooLong(usize),
    /// A link (or query) of this app that does not describe a game.
    Link(ShareError),
    /// A web address with no game in it.
    NoGameInLink,
    /// A lidraughts address that is not an analysis board (a game page, a study...).
    LidraughtsPage(String),
    /// A lidraughts variant damas does not play.
    LidraughtsVariant(String),
    /// A FEN that cannot be read.
    Fen(FenError),
    /// A PDN text that cannot be read (names the game and the first illegal move).
    Pdn(PdnError),
    /// A PDN game too long to keep.
    Import(ImportError),
    /// Neither a link, a FEN nor PDN.
    Unrecognised,
}

fn clip(s: &str) -> damas_engine::notation::Quoted<'_> {
    damas_engine::notation::quoted_clip(s, 32)
}

impl fmt::Display for PasteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PasteError::Empty => write!(f, "nothing to open: paste a link, a FEN or a PDN game"),
            PasteError::TooLong(n) => write!(f, "the text is too long ({n} bytes)"),
            PasteError::Link(e) => write!(f, "the link does not describe a valid game: {e}"),
            PasteError::NoGameInLink => write!(f, "this web address holds no game (no position, no moves)"),
            PasteError::LidraughtsPage(p) => write!(
                f,
                "only lidraughts analysis links can be opened (/analysis/<variant>/<FEN>), not {}; \
                 for a game, paste its PDN export",
                clip(p)
            ),
            PasteError::LidraughtsVariant(v) => write!(f, "the lidraughts variant {} is not one damas plays", clip(v)),
            PasteError::Fen(e) => write!(f, "bad FEN: {e}"),
            PasteError::Pdn(e) => write!(f, "bad PDN: {e}"),
            PasteError::Import(e) => write!(f, "{e}"),
            PasteError::Unrecognised => {
                write!(f, "not a link, a FEN (like W:W21,22:B1,2) or a PDN game (like 1. 22-18 11-15)")
            }
        }
    }
}
impl std::error::Error for PasteError {}

/// Opens whatever `text` is, on a page whose games are `H`'s ([`PasteHome`]). `variant` is used
/// for a FEN and for PDN games without `GameType`.
///
/// # Errors
/// A [`PasteError`] naming what was recognised and what is wrong.
pub fn parse_paste<H: PasteHome>(text: &str, variant: Variant) -> Result<Pasted, PasteError> {
    if text.len() > MAX_PDN {
        return Err(PasteError::TooLong(text.len()));
    }
    let t = text.trim().trim_start_matches('\u{feff}').trim();
    if t.is_empty() {
        return Err(PasteError::Empty);
    }
    let lower = t.get(..12).unwrap_or(t).to_ascii_lowercase();
    let one_word = !t.contains(char::is_whitespace);
    if one_word && (lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("lidraughts.")) {
        return parse_url::<H>(t);
    }
    if one_word && (t.starts_with('?') || looks_like_query(t)) {
        return game_from_query::<H>(t.trim_start_matches('?'));
    }
    if looks_like_fen(t) && t.contains('=') {
        // A Lasca position names columns (`a1=wb`): the Lasca page reads it.
        let query = format!("variant=lasca&fen={}", encode_component(unquote(t)));
        return Ok(Pasted::Elsewhere { kind: GameKind::Lasca, query });
    }
    if looks_like_fen(t) {
        return draughts_position::<H>(variant, unquote(t));
    }
    if let Some(query) = lasca_pdn_query(t) {
        return Ok(Pasted::Elsewhere { kind: GameKind::Lasca, query });
    }
    if !H::DRAUGHTS {
        return draughts_pdn_query(t, variant);
    }
    match read_games(t, variant) {
        Ok(mut games) if games.len() == 1 => {
            let game = to_opened(&games.remove(0)).map_err(PasteError::Import)?;
            Ok(Pasted::Game { game: Box::new(game), side: None })
        }
        Ok(games) => Ok(Pasted::Games(games)),
        Err(PdnError::NoGame) => Err(PasteError::Unrecognised),
        Err(e) if looks_like_pdn(t) => Err(PasteError::Pdn(e)),
        Err(_) => Err(PasteError::Unrecognised),
    }
}

/// A draughts position of `variant`: read here on the draughts page, else sent there.
fn draughts_position<H: PasteHome>(variant: Variant, fen: &str) -> Result<Pasted, PasteError> {
    if !H::DRAUGHTS {
        let query = format!("variant={}&fen={}", variant.name(), encode_component(fen.trim()));
        return Ok(Pasted::Elsewhere { kind: GameKind::Draughts(variant), query });
    }
    let start = Position::from_fen(variant, fen.trim()).map_err(PasteError::Fen)?;
    Ok(Pasted::Game { game: Box::new(Opened::new(start)), side: None })
}

/// The link of the first game of a draughts PDN text, read as plain PDN syntax (for the Lasca
/// page, which sends it to the draughts page; that page checks the position and the moves).
fn draughts_pdn_query(text: &str, variant: Variant) -> Result<Pasted, PasteError> {
    if !looks_like_pdn(text) {
        return Err(PasteError::Unrecognised);
    }
    let raw = read_raw(text).map_err(PasteError::Pdn)?;
    let game = raw.into_iter().next().ok_or(PasteError::Unrecognised)?;
    if game.moves.is_empty() && game.tags.is_empty() {
        return Err(PasteError::Unrecognised);
    }
    let tag = |name: &str| game.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.trim());
    let variant = match tag("GameType") {
        Some(t) => t.split(',').next().and_then(|n| n.trim().parse().ok()).and_then(Variant::from_pdn_game_type)
            .ok_or(PasteError::Unrecognised)?,
        None => variant,
    };
    Ok(Pasted::Elsewhere { kind: GameKind::Draughts(variant), query: raw_query(variant.name(), tag("FEN"), &game.moves) })
}

/// A link query from a game's parts as PDN gives them (unchecked).
fn raw_query(game: &str, fen: Option<&str>, moves: &[String]) -> String {
    let mut query = format!("variant={game}");
    if let Some(fen) = fen.filter(|f| !f.is_empty()) {
        query.push_str("&fen=");
        query.push_str(&encode_component(fen));
    }
    if !moves.is_empty() {
        query.push_str("&moves=");
        let texts: Vec<String> = moves.iter().map(|m| encode_component(m)).collect();
        query.push_str(&texts.join("+"));
    }
    query
}

/// The query of a pasted link to this app (on any host) or of a bare query (`?moves=...`,
/// `variant=lasca&...`), without `?`; `None` for anything else (lidraughts addresses included).
#[must_use]
pub fn link_query(text: &str) -> Option<String> {
    let t = text.trim().trim_start_matches('\u{feff}').trim();
    if t.is_empty() || t.len() > super::MAX_QUERY * 2 || t.contains(char::is_whitespace) {
        return None;
    }
    let lower = t.get(..12).unwrap_or(t).to_ascii_lowercase();
    if lower.starts_with("http://") || lower.starts_with("https://") {
        let rest = t.split_once("://").map_or(t, |(_, r)| r);
        let host = rest.split(['/', '?', '#']).next().unwrap_or("").to_ascii_lowercase();
        if host.ends_with("lidraughts.org") {
            return None;
        }
        let query = rest.split('#').next().unwrap_or("").split_once('?')?.1;
        return (!query.is_empty()).then(|| query.to_string());
    }
    (t.starts_with('?') || looks_like_query(t)).then(|| t.trim_start_matches('?').to_string())
}

/// `key=value&...` with a parameter this app knows.
fn looks_like_query(t: &str) -> bool {
    t.split('&').any(|p| {
        let key = p.split('=').next().unwrap_or("");
        matches!(key, "variant" | "fen" | "moves" | "ply" | "computer" | "level" | "side" | "end" | "clock")
    }) && t.contains('=')
}

/// `W:...`, `B:...`, optionally quoted (lidraughts' and PDN's FEN forms).
fn looks_like_fen(t: &str) -> bool {
    let t = unquote(t).trim_start();
    let mut chars = t.chars();
    matches!(chars.next(), Some('W' | 'B' | 'w' | 'b')) && chars.next() == Some(':')
}

/// Tags or a numbered move: PDN for sure, so its errors are reported as such.
fn looks_like_pdn(t: &str) -> bool {
    t.starts_with('[') || t.split_whitespace().next().is_some_and(|w| w.trim_end_matches('.').parse::<u32>().is_ok() && w.ends_with('.'))
}

fn unquote(t: &str) -> &str {
    let t = t.trim();
    t.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(t)
}

/// The link of the first game of a Lasca PDN text (`[Variant "Lasca"]`), read as plain PDN
/// syntax; `None` when the text is no Lasca PDN. The Lasca page checks the position and the moves
/// when it opens the link (on either page: the draughts page holds no Lasca reader).
fn lasca_pdn_query(text: &str) -> Option<String> {
    let raw: Vec<RawGame> = read_raw(text).ok()?;
    let first = raw.into_iter().next()?;
    let tag = |name: &str| first.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.trim());
    if !tag("Variant").is_some_and(|v| v.eq_ignore_ascii_case("lasca")) {
        return None;
    }
    Some(raw_query(GameKind::Lasca.name(), tag("FEN"), &first.moves))
}

fn game_from_query<H: PasteHome>(query: &str) -> Result<Pasted, PasteError> {
    match link_game(query).map_err(PasteError::Link)? {
        GameKind::Draughts(_) if H::DRAUGHTS => {}
        kind => return Ok(Pasted::Elsewhere { kind, query: query.to_string() }),
    }
    let game = parse_query(query).map_err(PasteError::Link)?;
    let side = parse_side(query).map_err(PasteError::Link)?;
    Ok(Pasted::Game { game: Box::new(game), side })
}

/// A web address: this app's link (any host: it may be served anywhere), or lidraughts' analysis.
fn parse_url<H: PasteHome>(url: &str) -> Result<Pasted, PasteError> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.split('#').next().unwrap_or("");
    let (host_path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let (host, path) = host_path.split_once('/').unwrap_or((host_path, ""));
    let host = host.to_ascii_lowercase();
    let host = host.rsplit('@').next().unwrap_or("");
    if host == "lidraughts.org" || host.ends_with(".lidraughts.org") {
        return lidraughts::<H>(path);
    }
    if query.is_empty() {
        return Err(PasteError::NoGameInLink);
    }
    game_from_query::<H>(query)
}

/// `analysis`, `analysis/<variant>`, `analysis/<FEN>`, `analysis/<variant>/<FEN>`.
fn lidraughts<H: PasteHome>(path: &str) -> Result<Pasted, PasteError> {
    let mut parts = path.trim_matches('/').splitn(3, '/');
    if parts.next() != Some("analysis") {
        return Err(PasteError::LidraughtsPage(format!("/{path}")));
    }
    let first = parts.next().unwrap_or("");
    let second = parts.next();
    let (variant_name, fen) = match (first, second) {
        ("", _) => ("standard", None),
        (f, None) if f.contains(':') || f.contains("%3A") || f.contains("%3a") => ("standard", Some(f)),
        (f, s) => (f, s),
    };
    let variant = match variant_name.to_ascii_lowercase().as_str() {
        "standard" | "international" | "fromposition" => Variant::International,
        "brazilian" => Variant::Brazilian,
        "russian" => Variant::Russian,
        "english" => Variant::English,
        "turkish" => Variant::Turkish,
        _ => return Err(PasteError::LidraughtsVariant(variant_name.to_string())),
    };
    match fen {
        None | Some("") if H::DRAUGHTS => Ok(Pasted::Game { game: Box::new(Opened::new(Position::initial(variant))), side: None }),
        None | Some("") => Ok(Pasted::Elsewhere { kind: GameKind::Draughts(variant), query: format!("variant={}", variant.name()) }),
        Some(raw) => {
            // `+` is a literal in a path; only `%XX` escapes and lidraughts' `_` for spaces apply.
            let decoded = decode_component(&raw.replace('+', "%2B")).map_err(|e| PasteError::Link(e.into()))?;
            draughts_position::<H>(variant, &decoded.replace('_', " "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(p: Result<Pasted, PasteError>) -> Opened<Position> {
        match p {
            Ok(Pasted::Game { game, .. }) => *game,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn links_of_this_app_open_on_any_host() {
        let g = game(parse_paste::<Position>("https://example.org/damas/?moves=22-17+11-15&ply=1", Variant::Russian));
        assert_eq!((g.variant(), g.moves().len(), g.ply()), (Variant::Brazilian, 2, 1));
        let p = parse_paste::<Position>("  http://localhost:8080/?variant=russian&side=black#x \n", Variant::Brazilian).unwrap();
        assert!(matches!(p, Pasted::Game { side: Some(Color::Black), .. }));
        let g = game(parse_paste::<Position>("?fen=W:W22:B18", Variant::Brazilian));
        assert_eq!(g.start().to_fen(), "W:W22:B18");
        let g = game(parse_paste::<Position>("moves=22-17", Variant::Brazilian));
        assert_eq!(g.moves().len(), 1);
    }

    #[test]
    fn lasca_links_pdn_and_positions_go_to_the_lasca_page() {
        let lasca = |text: &str| match parse_paste::<Position>(text, Variant::Brazilian) {
            Ok(Pasted::Elsewhere { kind: GameKind::Lasca, query }) => query,
            other => panic!("{text}: {other:?}"),
        };
        let link = "https://example.org/damas/?variant=lasca&moves=c3-b4+a5xc3+b2xd4";
        assert_eq!(lasca(link), "variant=lasca&moves=c3-b4+a5xc3+b2xd4");
        assert_eq!(lasca("?moves=c3-b4&variant=lasca"), "moves=c3-b4&variant=lasca");
        assert_eq!(link_query(link).as_deref(), Some("variant=lasca&moves=c3-b4+a5xc3+b2xd4"));
        assert_eq!(link_query(" ?variant=lasca#x ").as_deref(), Some("variant=lasca#x"));
        assert_eq!(link_query("https://lidraughts.org/analysis/brazilian"), None);
        assert_eq!(link_query("https://example.org/"), None);
        assert_eq!(link_query("1. c3-b4 a5xc3"), None);
        let pdn = "[Event \"?\"]\n[Variant \"Lasca\"]\n\n1. c3-b4 a5xc3 2. b2xd4 *";
        assert_eq!(lasca(pdn), "variant=lasca&moves=c3-b4+a5xc3+b2xd4");
        let set_up = "[Variant \"lasca\"]\n[FEN \"B:c3=w,d4=wb,a7=b\"]\n1... d4xb2 *";
        let query = lasca(set_up);
        let back = parse_query::<damas_engine::lasca::LascaPosition>(&query).unwrap();
        assert_eq!(*back.start(), damas_engine::lasca::LascaPosition::from_fen("B:c3=w,d4=wb,a7=b").unwrap(), "{query}");
        assert_eq!((back.moves().len(), back.ply()), (1, 1), "{query}");
        // The Lasca page checks every move when it reads the link: Black must take d4xb2.
        let illegal = "[Variant \"lasca\"]\n[FEN \"B:c3=w,d4=wb,a7=b\"]\n1... a7-b6 *";
        let Ok(Pasted::Elsewhere { query, .. }) = parse_paste::<LascaPosition>(illegal, Variant::Brazilian) else { panic!("{illegal}") };
        let refused = crate::link::read_link::<damas_engine::lasca::LascaPosition>(&query);
        assert!(matches!(refused, Err(ShareError::BadMove { ply: 1, .. })), "{refused:?}");
        assert_eq!(lasca("W:a1=w,g7=b"), "variant=lasca&fen=W:a1%3Dw,g7%3Db");
        // A draughts PDN is still read here.
        assert!(matches!(parse_paste::<Position>("[GameType \"26\"]\n1. 22-17 *", Variant::Russian), Ok(Pasted::Game { .. })));
        // An unknown game in a link is an error, not a guess.
        assert!(matches!(parse_paste::<Position>("?variant=chess", Variant::Brazilian), Err(PasteError::Link(ShareError::UnknownVariant(_)))));
    }

    #[test]
    fn the_lasca_page_sends_draughts_texts_to_the_draughts_page_unread() {
        let there = |text: &str| match parse_paste::<LascaPosition>(text, Variant::Russian) {
            Ok(Pasted::Elsewhere { kind: GameKind::Draughts(v), query }) => (v, query),
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(there("?moves=22-17"), (Variant::Brazilian, "moves=22-17".to_string()));
        assert_eq!(there("W:W22:B18"), (Variant::Russian, "variant=russian&fen=W:W22:B18".to_string()));
        assert_eq!(there("https://lidraughts.org/analysis/brazilian/W:W21:B1").0, Variant::Brazilian);
        assert_eq!(there("https://lidraughts.org/analysis/english"), (Variant::English, "variant=english".to_string()));
        let (v, query) = there("[GameType \"20\"]\n1. 32-28 19-23 *");
        assert_eq!((v, query.as_str()), (Variant::International, "variant=international&moves=32-28+19-23"));
        // The draughts page reads what it is sent.
        assert!(matches!(parse_paste::<Position>(&format!("?{query}"), v), Ok(Pasted::Game { .. })));
        // Its own games are read here, as on the draughts page.
        let lasca = parse_paste::<LascaPosition>("[Variant \"Lasca\"]\n1. c3-b4 a5xc3 *", Variant::Brazilian);
        assert_eq!(lasca, Ok(Pasted::Elsewhere { kind: GameKind::Lasca, query: "variant=lasca&moves=c3-b4+a5xc3".into() }));
        assert_eq!(parse_paste::<LascaPosition>("hello world", Variant::Brazilian), Err(PasteError::Unrecognised));
    }

    #[test]
    fn lidraughts_analysis_links() {
        let g = game(parse_paste::<Position>("https://lidraughts.org/analysis/brazilian/W:W21,22,23:B1,2,3:H0:F1", Variant::Russian));
        assert_eq!(g.variant(), Variant::Brazilian);
        assert_eq!(g.start().to_fen(), "W:W21,22,23:B1,2,3");
        let g = game(parse_paste::<Position>("https://lidraughts.org/analysis/W:W31,32:B19,20", Variant::Brazilian));
        assert_eq!(g.variant(), Variant::International);
        let g = game(parse_paste::<Position>("lidraughts.org/analysis/russian/B:W21,22:B1,2", Variant::Brazilian));
        assert_eq!((g.variant(), g.start().turn()), (Variant::Russian, Color::Black));
        let g = game(parse_paste::<Position>("https://lidraughts.org/analysis/brazilian/W%3AW21%2C22%3AB1", Variant::Brazilian));
        assert_eq!(g.start().to_fen(), "W:W21,22:B1");
        let g = game(parse_paste::<Position>("https://lidraughts.org/analysis/brazilian", Variant::Russian));
        assert_eq!(*g.start(), Position::initial(Variant::Brazilian));
        // `_` stands for spaces.
        let g = game(parse_paste::<Position>("https://lidraughts.org/analysis/brazilian/W:W21,_22:B1", Variant::Brazilian));
        assert_eq!(g.start().to_fen(), "W:W21,22:B1");
    }

    #[test]
    fn fen_and_pdn() {
        let g = game(parse_paste::<Position>("W:W22,K31:B18", Variant::Brazilian));
        assert_eq!(g.start().to_fen(), "W:W22,K31:B18");
        let g = game(parse_paste::<Position>("\"B:W22:B18\"", Variant::Russian));
        assert_eq!((g.variant(), g.start().turn()), (Variant::Russian, Color::Black));
        let g = game(parse_paste::<Position>("1. 22-18 11-15 2. 18x11 8x15 *", Variant::Brazilian));
        assert_eq!((g.moves().len(), g.ply()), (4, 4));
        let two = "[GameType \"21\"]\n1. 11-15 23-19 *\n\n[GameType \"26\"]\n1. 22-18 *\n";
        match parse_paste::<Position>(two, Variant::Brazilian).unwrap() {
            Pasted::Games(gs) => assert_eq!(gs.len(), 2),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_mistake_has_a_typed_error() {
        let v = Variant::Brazilian;
        assert_eq!(parse_paste::<Position>("  \n", v), Err(PasteError::Empty));
        assert!(matches!(parse_paste::<Position>("https://example.org/", v), Err(PasteError::NoGameInLink)));
        assert!(matches!(parse_paste::<Position>("https://example.org/?moves=22-21", v), Err(PasteError::Link(ShareError::BadMove { .. }))));
        assert!(matches!(parse_paste::<Position>("https://lidraughts.org/abcdefgh", v), Err(PasteError::LidraughtsPage(_))));
        assert!(matches!(parse_paste::<Position>("https://lidraughts.org/analysis/frisian/W:W1:B2", v), Err(PasteError::LidraughtsVariant(_))));
        assert!(matches!(parse_paste::<Position>("https://lidraughts.org/analysis/brazilian/W:W99", v), Err(PasteError::Fen(_))));
        assert!(matches!(parse_paste::<Position>("W:W99:B1", v), Err(PasteError::Fen(_))));
        assert!(matches!(parse_paste::<Position>("1. 22-18 99-1 *", v), Err(PasteError::Pdn(PdnError::IllegalMove { .. }))));
        assert!(matches!(parse_paste::<Position>("[Event \"x", v), Err(PasteError::Pdn(_))));
        assert!(matches!(parse_paste::<Position>("<script>alert(1)</script>", v), Err(PasteError::Unrecognised)));
        assert!(matches!(parse_paste::<Position>("hello world", v), Err(PasteError::Unrecognised)));
        for text in ["", "https://x/", "W:Wz", "1. 22-21", "[", "?side=red", "https://lidraughts.org/analysis/brazilian/%zz"] {
            let e = parse_paste::<Position>(text, v).unwrap_err();
            assert!(!e.to_string().is_empty(), "{text}");
        }
    }
}
