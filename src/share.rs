//! The game as a URL query (and as the text kept in local storage), both ways:
//! `variant=<name>&fen=<start FEN>&moves=<move text, space separated>&ply=<n>`, each part omitted
//! when it is the default (Brazilian, the initial position, no moves, the last move). The AI's
//! options ride along as `computer=<white|black>&level=<n>`.
//!
//! Pure and native: no browser types. Reading never panics; every problem is a [`ShareError`].
//!
//! Besides the game, a link may say from which side to look at it: `side=<white|black>` (the
//! player who opens it; a correspondence link names the side to move, see [`reply_query`]).
//! Submodules: [`paste`] (what the player pastes: FEN, PDN, links, lidraughts analysis URLs),
//! [`embed`] (the iframe options), [`pdn`] (PDN export and import glue), [`lasca`] (Lasca links).

pub mod embed;
pub mod lasca;
pub mod paste;
pub mod pdn;

use damas_engine::{Color, FenError, Game, GameKind, Move, MoveTextError, Position, Variant};
use std::fmt;

/// Longest query accepted (a long game is a few kilobytes).
pub const MAX_QUERY: usize = 16 * 1024;
/// Most moves accepted in one game.
pub const MAX_MOVES: usize = 2000;
/// Highest computer level: the AI's own bound, so a link can never ask for a level it lacks.
pub use damas_ai::MAX_LEVEL;

/// A game as shared: start position, moves (all legal, replayed), which ply is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    /// The start position (its variant is the game's).
    pub start: Position,
    /// Every move of the game in order.
    pub moves: Vec<Move>,
    /// The ply on view, `0..=moves.len()`.
    pub ply: usize,
    /// The side the computer plays, if any.
    pub computer: Option<Color>,
    /// The computer's level, if given.
    pub level: Option<u8>,
}

impl SharedGame {
    /// A new game of `variant` from its initial position.
    #[must_use]
    pub fn new(variant: Variant) -> SharedGame {
        SharedGame { start: Position::initial(variant), moves: Vec::new(), ply: 0, computer: None, level: None }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }
}

/// Why a query does not describe a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// Longer than [`MAX_QUERY`] characters.
    TooLong(usize),
    /// A `%` escape that is not two hex digits, or bytes that are not UTF-8.
    BadEncoding(String),
    /// An unknown `variant`.
    UnknownVariant(String),
    /// A link to a game this page does not play (Lasca has a page of its own): open it there.
    OtherGame(GameKind),
    /// The `fen` cannot be read.
    BadFen(FenError),
    /// Move number `ply` (1-based) is not legal in its position.
    BadMove {
        /// 1-based index of the move in the list.
        ply: usize,
        /// The text found.
        text: String,
        /// Why the engine refused it.
        reason: MoveTextError,
    },
    /// Move number `ply` comes after the end of the game.
    AfterEnd {
        /// 1-based index of the move.
        ply: usize,
    },
    /// More than [`MAX_MOVES`] moves.
    TooManyMoves(usize),
    /// `ply` is not a number between 0 and the number of moves.
    BadPly(String),
    /// `computer` is not `white` or `black`.
    BadComputer(String),
    /// `level` is not a number from 1 to [`MAX_LEVEL`].
    BadLevel(String),
    /// `side` is not `white` or `black`.
    BadSide(String),
}

/// User text as a message quotes it: at most `max` characters, with `…` when cut. Everything a
/// player typed or pasted is clipped before it is shown.
#[must_use]
pub fn clip_to(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().count() > max {
        out.push('…');
    }
    out
}

/// [`clip_to`] at 24 characters, the length messages quote.
#[must_use]
pub fn clip(s: &str) -> String {
    clip_to(s, 24)
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::TooLong(n) => write!(f, "the link is too long ({n} characters)"),
            ShareError::BadEncoding(t) => write!(f, "the link is not properly encoded near {:?}", clip(t)),
            ShareError::UnknownVariant(t) => write!(f, "unknown variant {:?}", clip(t)),
            ShareError::OtherGame(kind) => {
                // The game's name as a title: `Lasca`, `Brazilian`.
                let name = kind.name();
                let (first, rest) = name.split_at(name.len().min(1));
                write!(f, "this is a {}{rest} game, which opens on its own page", first.to_ascii_uppercase())
            }
            ShareError::BadFen(e) => write!(f, "bad start position: {e}"),
            ShareError::BadMove { ply, text, reason } => {
                write!(f, "move {ply} ({:?}) cannot be played: {reason}", clip(text))
            }
            ShareError::AfterEnd { ply } => write!(f, "move {ply} comes after the end of the game"),
            ShareError::TooManyMoves(n) => write!(f, "too many moves ({n})"),
            ShareError::BadPly(t) => write!(f, "bad ply {:?}", clip(t)),
            ShareError::BadComputer(t) => write!(f, "bad computer side {:?}: expected white or black", clip(t)),
            ShareError::BadLevel(t) => write!(f, "bad level {:?}: expected 1 to {MAX_LEVEL}", clip(t)),
            ShareError::BadSide(t) => write!(f, "bad side {:?}: expected white or black", clip(t)),
        }
    }
}
impl std::error::Error for ShareError {}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Decodes `application/x-www-form-urlencoded` text: `+` is a space, `%XX` a byte.
///
/// # Errors
/// [`ShareError::BadEncoding`] on a broken escape or bytes that are not UTF-8.
pub fn decode_component(text: &str) -> Result<String, ShareError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let pair = bytes.get(i + 1).copied().and_then(hex).zip(bytes.get(i + 2).copied().and_then(hex));
                let Some((hi, lo)) = pair else {
                    return Err(ShareError::BadEncoding(text[i..].to_string()));
                };
                out.push(hi * 16 + lo);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| ShareError::BadEncoding(text.to_string()))
}

/// Encodes a query value, keeping the characters FEN and move text use readable (`:` `,` `-`);
/// spaces become `+`.
#[must_use]
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b':' | b',' => {
                out.push(b as char);
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The raw (decoded) values of the parameters this module knows; the first of each wins.
#[derive(Default)]
struct Params {
    side: Option<String>,
    variant: Option<String>,
    fen: Option<String>,
    moves: Option<String>,
    ply: Option<String>,
    computer: Option<String>,
    level: Option<String>,
}

fn split_params(query: &str) -> Result<Params, ShareError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut params = Params::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let slot = match decode_component(key)?.as_str() {
            "variant" => &mut params.variant,
            "fen" => &mut params.fen,
            "moves" => &mut params.moves,
            "ply" => &mut params.ply,
            "computer" => &mut params.computer,
            "level" => &mut params.level,
            "side" => &mut params.side,
            _ => continue, // other parameters belong to someone else
        };
        if slot.is_none() {
            *slot = Some(decode_component(value)?);
        }
    }
    Ok(params)
}

/// The move texts of a `moves` value: separated by spaces or commas; move numbers (`1.`) skipped.
fn move_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .filter(|t| !(t.ends_with('.') && t[..t.len() - 1].chars().all(|c| c.is_ascii_digit())))
}

/// A link as read: the game, and the optional parts left out because they were wrong (a bad
/// `level` costs only the level, not the game it came with).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadLink {
    /// The game.
    pub game: SharedGame,
    /// What was wrong with the parts that were dropped, in the order found.
    pub dropped: Vec<ShareError>,
}

/// The game a query is a link to (its `variant`; Brazilian when none): read before anything else,
/// so a page can hand a link to another game over to that game's page.
///
/// # Errors
/// [`ShareError::UnknownVariant`] for a name that is no game; encoding errors as
/// [`read_link`] reports them.
pub fn link_game(query: &str) -> Result<GameKind, ShareError> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    game_of(&split_params(query)?)
}

/// The game the parameters name (Brazilian when none).
fn game_of(params: &Params) -> Result<GameKind, ShareError> {
    match &params.variant {
        Some(name) if !name.trim().is_empty() => {
            name.parse::<GameKind>().map_err(|_| ShareError::UnknownVariant(name.clone()))
        }
        _ => Ok(GameKind::Draughts(Variant::Brazilian)),
    }
}

/// Reads a query (with or without the leading `?`) as [`read_link`] does, dropping any wrong
/// optional part silently: for stored games and other callers with nobody to tell.
///
/// # Errors
/// A [`ShareError`] when the game itself cannot be read.
pub fn parse_query(query: &str) -> Result<SharedGame, ShareError> {
    read_link(query).map(|link| link.game)
}

/// Reads a query (with or without the leading `?`). An empty query is a new Brazilian game.
/// The game (variant, position, moves, ply) must be right; an optional part (`level`) that is
/// wrong is dropped and reported in [`ReadLink::dropped`].
///
/// # Errors
/// A [`ShareError`] saying what is wrong with the game; nothing is guessed.
pub fn read_link(query: &str) -> Result<ReadLink, ShareError> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    let params = split_params(query)?;
    let variant = match game_of(&params)? {
        GameKind::Draughts(variant) => variant,
        other => return Err(ShareError::OtherGame(other)),
    };
    let start = match &params.fen {
        Some(fen) if !fen.trim().is_empty() => Position::from_fen(variant, fen).map_err(ShareError::BadFen)?,
        _ => Position::initial(variant),
    };
    let mut game = Game::from_position(start);
    let mut moves = Vec::new();
    if let Some(text) = &params.moves {
        for (i, token) in move_tokens(text).enumerate() {
            let ply = i + 1;
            if ply > MAX_MOVES {
                return Err(ShareError::TooManyMoves(move_tokens(text).count()));
            }
            let mv = game
                .position()
                .parse_move(token)
                .map_err(|reason| ShareError::BadMove { ply, text: token.to_string(), reason })?;
            game.play(mv).map_err(|_| ShareError::AfterEnd { ply })?;
            moves.push(mv);
        }
    }
    let ply = match &params.ply {
        Some(text) => match text.trim().parse::<usize>() {
            Ok(n) if n <= moves.len() => n,
            _ => return Err(ShareError::BadPly(text.clone())),
        },
        None => moves.len(),
    };
    let computer = match &params.computer {
        Some(text) => Some(text.parse::<Color>().map_err(|_| ShareError::BadComputer(text.clone()))?),
        None => None,
    };
    let mut dropped = Vec::new();
    let level = match &params.level {
        Some(text) => match text.trim().parse::<u8>() {
            Ok(n) if (1..=MAX_LEVEL).contains(&n) => Some(n),
            _ => {
                dropped.push(ShareError::BadLevel(text.clone()));
                None
            }
        },
        None => None,
    };
    Ok(ReadLink { game: SharedGame { start, moves, ply, computer, level }, dropped })
}

/// The side a link asks to be seen from (`side=`), if any.
///
/// # Errors
/// [`ShareError::BadSide`] for anything but `white` or `black`; encoding errors as
/// [`parse_query`] reports them.
pub fn parse_side(query: &str) -> Result<Option<Color>, ShareError> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    match split_params(query)?.side {
        Some(text) => text.trim().parse::<Color>().map(Some).map_err(|_| ShareError::BadSide(text)),
        None => Ok(None),
    }
}

/// The query of `position` alone (its variant and FEN, no moves): a link to the position on view.
#[must_use]
pub fn position_query(position: &Position) -> String {
    to_query(&SharedGame {
        start: *position,
        moves: Vec::new(),
        ply: 0,
        computer: None,
        level: None,
    })
}

/// The side to move once every move of `game` is played.
#[must_use]
pub fn side_to_move_at_end(game: &SharedGame) -> Color {
    game.moves.iter().fold(game.start, |pos, mv| pos.play(mv)).turn()
}

/// A correspondence link: the whole game up to its last move (no computer), seen from the side
/// that is to move, so the friend who opens it plays the reply and sends back a link of their own.
#[must_use]
pub fn reply_query(game: &SharedGame) -> String {
    let full = SharedGame { ply: game.moves.len(), computer: None, level: None, ..game.clone() };
    let side = side_to_move_at_end(&full);
    let query = to_query(&full);
    if query.is_empty() {
        format!("side={}", side.name())
    } else {
        format!("{query}&side={}", side.name())
    }
}

/// The query for `game`, without the leading `?`; empty for a new Brazilian game.
#[must_use]
pub fn to_query(game: &SharedGame) -> String {
    let variant = game.variant();
    let mut parts: Vec<String> = Vec::new();
    if variant != Variant::Brazilian {
        parts.push(format!("variant={}", variant.name()));
    }
    if game.start != Position::initial(variant) {
        parts.push(format!("fen={}", encode_component(&game.start.to_fen())));
    }
    if !game.moves.is_empty() {
        let mut pos = game.start;
        let mut texts = Vec::with_capacity(game.moves.len());
        for mv in &game.moves {
            // The engine guarantees every move text reads back as its move (a property test).
            texts.push(pos.move_text(mv));
            pos = pos.play(mv);
        }
        parts.push(format!("moves={}", encode_component(&texts.join(" "))));
    }
    if game.ply < game.moves.len() {
        parts.push(format!("ply={}", game.ply));
    }
    if let Some(side) = game.computer {
        parts.push(format!("computer={}", side.name()));
    }
    if let Some(level) = game.level {
        parts.push(format!("level={level}"));
    }
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(start: Position, texts: &[&str]) -> Vec<Move> {
        let mut pos = start;
        texts
            .iter()
            .map(|t| {
                let mv = pos.parse_move(t).unwrap();
                pos = pos.play(&mv);
                mv
            })
            .collect()
    }

    #[test]
    fn empty_query_is_a_new_brazilian_game() {
        assert_eq!(parse_query("").unwrap(), SharedGame::new(Variant::Brazilian));
        assert_eq!(parse_query("?").unwrap(), SharedGame::new(Variant::Brazilian));
        assert_eq!(to_query(&SharedGame::new(Variant::Brazilian)), "");
    }

    #[test]
    fn defaults_are_omitted_and_games_round_trip() {
        let start = Position::initial(Variant::Brazilian);
        let moves = play(start, &["22-17", "11-15", "17-13"]);
        let game = SharedGame { start, moves, ply: 3, computer: None, level: None };
        let q = to_query(&game);
        assert_eq!(q, "moves=22-17+11-15+17-13");
        assert_eq!(parse_query(&q).unwrap(), game);
        assert_eq!(parse_query(&format!("?{q}")).unwrap(), game);
    }

    #[test]
    fn every_field_round_trips() {
        let start = Position::from_fen(Variant::International, "W:W31,32,K45:B10,19").unwrap();
        let moves = play(start, &["32-28"]);
        let game = SharedGame { start, moves, ply: 0, computer: Some(Color::Black), level: Some(3) };
        let q = to_query(&game);
        assert!(q.starts_with("variant=international&fen=W:W31,32,K45:B10,19&moves=32-28&ply=0"), "{q}");
        assert_eq!(parse_query(&q).unwrap(), game);
    }

    #[test]
    fn browsers_escapes_and_separators_are_read() {
        let g = parse_query("variant=Russian&moves=1.%2022-17%2C11-15&utm=x").unwrap();
        assert_eq!(g.variant(), Variant::Russian);
        assert_eq!(g.moves.len(), 2);
        let g = parse_query("fen=W%3AW22%3AB18").unwrap();
        assert_eq!(g.start.to_fen(), "W:W22:B18");
    }

    #[test]
    fn broken_queries_give_typed_errors() {
        assert!(matches!(parse_query("variant=chess"), Err(ShareError::UnknownVariant(_))));
        assert_eq!(parse_query("variant=Lasca&moves=c3-b4"), Err(ShareError::OtherGame(GameKind::Lasca)));
        assert_eq!(link_game("moves=c3-b4&variant=lasca"), Ok(GameKind::Lasca));
        assert_eq!(link_game(""), Ok(GameKind::Draughts(Variant::Brazilian)));
        assert_eq!(link_game("variant=russian"), Ok(GameKind::Draughts(Variant::Russian)));
        assert!(matches!(parse_query("fen=zzz"), Err(ShareError::BadFen(_))));
        assert!(matches!(parse_query("moves=22-18+99-1"), Err(ShareError::BadMove { ply: 2, .. })));
        assert!(matches!(parse_query("moves=22-21"), Err(ShareError::BadMove { ply: 1, .. })));
        assert!(matches!(parse_query("fen=%zz"), Err(ShareError::BadEncoding(_))));
        assert!(matches!(parse_query("fen=%C3%28"), Err(ShareError::BadEncoding(_))));
        assert!(matches!(parse_query("moves=22-17&ply=2"), Err(ShareError::BadPly(_))));
        assert!(matches!(parse_query("computer=red"), Err(ShareError::BadComputer(_))));
        // A wrong level costs only itself: the moves and the computer's side are kept.
        for bad in ["0", "12", "abc", "255", "-1"] {
            let link = read_link(&format!("moves=22-17&computer=black&level={bad}")).unwrap();
            assert_eq!(link.dropped, vec![ShareError::BadLevel(bad.to_string())]);
            assert_eq!((link.game.moves.len(), link.game.computer, link.game.level), (1, Some(Color::Black), None));
        }
        let top = read_link(&format!("computer=black&level={MAX_LEVEL}")).unwrap();
        assert_eq!((top.game.level, top.dropped), (Some(MAX_LEVEL), vec![]));
        assert!(matches!(parse_query(&"a".repeat(MAX_QUERY + 1)), Err(ShareError::TooLong(_))));
        // White takes the last black piece; nothing may follow.
        assert!(matches!(parse_query("fen=W:W22:B18&moves=22x15+1-5"), Err(ShareError::BadMove { ply: 2, .. })));
        for e in [parse_query("variant=chess"), parse_query("fen=%"), parse_query("moves=x")] {
            assert!(!e.unwrap_err().to_string().is_empty());
        }
    }

    #[test]
    fn every_move_reads_back_from_its_link() {
        // A capture whose short text also fits a longer route through the same squares.
        for (variant, fen) in [
            (Variant::Brazilian, "B:W16,K17,18,21,25,26,27,30:B8,13"),
            (Variant::Brazilian, "W:WK21:B4,11,14,15,26"),
            (Variant::Brazilian, "W:WK13:B9,15,17,21,23,27"),
        ] {
            let start = Position::from_fen(variant, fen).unwrap();
            for mv in start.legal_moves() {
                let game = SharedGame { start, moves: vec![mv], ply: 1, computer: None, level: None };
                let q = to_query(&game);
                assert_eq!(parse_query(&q), Ok(game), "{q}");
            }
        }
    }

    #[test]
    fn position_and_reply_links() {
        let start = Position::initial(Variant::Brazilian);
        let moves = play(start, &["22-17", "11-15", "17-13"]);
        let game = SharedGame { start, moves, ply: 1, computer: Some(Color::White), level: Some(4) };
        // The position on view alone.
        let after_one = start.play(&game.moves[0]);
        let q = position_query(&after_one);
        let opened = parse_query(&q).unwrap();
        assert_eq!((opened.start, opened.moves.len()), (after_one, 0));
        assert_eq!(position_query(&start), "");
        // A reply link: every move, no computer, seen from the side to move (Black after 3 moves).
        let q = reply_query(&game);
        assert_eq!(q, "moves=22-17+11-15+17-13&side=black");
        let back = parse_query(&q).unwrap();
        assert_eq!((back.moves.len(), back.ply, back.computer), (3, 3, None));
        assert_eq!(parse_side(&q), Ok(Some(Color::Black)));
        assert_eq!(reply_query(&SharedGame::new(Variant::Brazilian)), "side=white");
        assert_eq!(parse_side("moves=22-17"), Ok(None));
        assert!(matches!(parse_side("side=red"), Err(ShareError::BadSide(_))));
        assert!(matches!(parse_side("side=%"), Err(ShareError::BadEncoding(_))));
    }

    #[test]
    fn arbitrary_bytes_never_panic() {
        let samples = ["%", "%%%", "=&=&", "moves=%FF", "fen=W:W99", "ply=-1", "level=999", "moves=22x", "\u{0}"];
        for s in samples {
            let _ = parse_query(s);
        }
        // A cheap deterministic fuzz over printable ASCII.
        let mut seed = 12345u32;
        for _ in 0..2000 {
            let len = (seed % 40) as usize;
            let text: String = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    let alphabet = b"movesfenplyvariant=&%+-x:,WBK0123456789 ";
                    alphabet[(seed >> 16) as usize % alphabet.len()] as char
                })
                .collect();
            let _ = parse_query(&text);
        }
    }
}
