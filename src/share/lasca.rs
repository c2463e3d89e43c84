//! A Lasca game as a URL query, both ways, beside the draughts links in [`crate::share`]:
//! `variant=lasca&fen=<Lasca FEN>&moves=a3-b4+c5xa3&ply=<n>&computer=<side>&level=<n>` (`fen`
//! only for a set-up start, `ply` only when not viewing the last move). Pure and native: the UI
//! (`ui::lasca`) and anything else that reads or writes Lasca links meet here.
//!
//! As for draughts ([`crate::share::read_link`]), the game must be right, while a wrong optional
//! part (`level`) costs only itself and is reported in [`ReadLascaLink::dropped`].

use super::{clip, decode_component, encode_component};
use damas_engine::lasca::{LascaFenError, LascaPosition};
use damas_engine::{Color, Record};
use std::fmt;

/// The key of this game in links.
pub const VARIANT_KEY: &str = "lasca";
/// The highest computer level a link may ask for: the AI's own bound, as for draughts.
pub use damas_ai::MAX_LEVEL;
/// The level used when a link names none, or a wrong one: the AI's default.
pub use damas_ai::DEFAULT_LEVEL;

/// Most moves read from a link (as [`crate::share::MAX_MOVES`]).
const MAX_MOVES: usize = super::MAX_MOVES;

/// What a link could not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaLinkError {
    /// The `fen` is wrong.
    Fen(LascaFenError),
    /// Move number `index` (from 1) is not legal (or comes after the end of the game).
    Move {
        /// Its position in the list, from 1.
        index: usize,
        /// The text.
        text: String,
    },
    /// A parameter has a bad value.
    Bad(LinkParam),
    /// `level` is not a number from 1 to [`MAX_LEVEL`]: an optional part, dropped with the
    /// default level used instead, never the reason a game is refused.
    BadLevel(String),
}

/// The link parameters whose value [`LascaLinkError::Bad`] can refuse.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LinkParam {
    /// A `%` escape that is not two hex digits, or bytes that are not UTF-8 (any parameter).
    Encoding,
    /// `ply`: not a number.
    Ply,
    /// `computer`: not `white` or `black`.
    Computer,
}

impl LinkParam {
    /// The name the English message uses.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            LinkParam::Encoding => "encoding",
            LinkParam::Ply => "ply",
            LinkParam::Computer => "computer",
        }
    }
}

impl fmt::Display for LascaLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LascaLinkError::Fen(e) => write!(f, "bad position: {e}"),
            LascaLinkError::Move { index, text } => {
                write!(f, "move {index} ({:?}) is not legal", text.chars().take(24).collect::<String>())
            }
            LascaLinkError::Bad(param) => write!(f, "bad value for {}", param.name()),
            LascaLinkError::BadLevel(t) => write!(f, "bad level {:?}: expected 1 to {MAX_LEVEL}", clip(t)),
        }
    }
}
impl std::error::Error for LascaLinkError {}

/// A Lasca game as a link holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaLinkGame {
    /// The start, the line (every move legal) and the ply on view.
    pub record: Record<LascaPosition>,
    /// The computer's side, if any.
    pub computer: Option<Color>,
    /// The computer's level, if the link gave a right one.
    pub level: Option<u8>,
}

/// A link as read: the game, and the optional parts left out because they were wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadLascaLink {
    /// The game.
    pub game: LascaLinkGame,
    /// What was wrong with the parts dropped, in the order found.
    pub dropped: Vec<LascaLinkError>,
}

/// Reads a link query (leading `?` allowed). Unknown keys (`variant`, `embed`, ...) are ignored.
///
/// # Errors
/// [`LascaLinkError`] naming the first bad part of the game.
pub fn read_lasca_link(query: &str) -> Result<ReadLascaLink, LascaLinkError> {
    let mut start = LascaPosition::initial();
    let mut moves: Vec<String> = Vec::new();
    let (mut ply, mut computer, mut level) = (None, None, None);
    let mut dropped = Vec::new();
    for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()).take(32) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode_component(value).map_err(|_| LascaLinkError::Bad(LinkParam::Encoding))?;
        match key {
            "fen" => start = LascaPosition::from_fen(&value).map_err(LascaLinkError::Fen)?,
            "moves" => moves = value.split([' ', '+', ',']).filter(|m| !m.is_empty()).map(String::from).collect(),
            "ply" => ply = Some(value.parse::<usize>().map_err(|_| LascaLinkError::Bad(LinkParam::Ply))?),
            "computer" => computer = Some(value.parse::<Color>().map_err(|_| LascaLinkError::Bad(LinkParam::Computer))?),
            "level" => match value.trim().parse::<u8>() {
                Ok(n) if (1..=MAX_LEVEL).contains(&n) => level = Some(n),
                _ => dropped.push(LascaLinkError::BadLevel(value)),
            },
            _ => {}
        }
    }
    let mut record = Record::new(start);
    for (i, text) in moves.iter().enumerate().take(MAX_MOVES) {
        let bad = || LascaLinkError::Move { index: i + 1, text: text.clone() };
        let mv = record.position().parse_move(text).map_err(|_| bad())?;
        record.play(mv).map_err(|_| bad())?;
    }
    record.go_to(ply.unwrap_or(usize::MAX));
    Ok(ReadLascaLink { game: LascaLinkGame { record, computer, level }, dropped })
}

/// The link query of `game`; the level is written only with a computer side.
#[must_use]
pub fn write_lasca_link(game: &LascaLinkGame) -> String {
    let record = &game.record;
    let mut q = format!("variant={VARIANT_KEY}");
    if *record.start() != LascaPosition::initial() {
        q.push_str("&fen=");
        q.push_str(&encode_component(&record.start().to_fen()));
    }
    if !record.is_empty() {
        q.push_str("&moves=");
        q.push_str(&record.move_texts().join("+"));
    }
    if record.ply() != record.len() {
        q.push_str(&format!("&ply={}", record.ply()));
    }
    if let Some(c) = game.computer {
        q.push_str(&format!("&computer={}&level={}", c.name(), game.level.unwrap_or(DEFAULT_LEVEL)));
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> ReadLascaLink {
        read_lasca_link(query).unwrap_or_else(|e| panic!("{query}: {e}"))
    }

    #[test]
    fn links_round_trip() {
        for q in [
            "variant=lasca",
            "variant=lasca&moves=c3-b4+a5xc3&ply=1",
            "variant=lasca&fen=W:d4%3Dwb,c3%3Dw&computer=black&level=2",
            "variant=lasca&moves=c3-b4&computer=white&level=8",
        ] {
            let link = read(q);
            assert_eq!((write_lasca_link(&link.game), link.dropped), (q.to_string(), vec![]));
        }
        let link = read("?moves=c3-b4,a5xc3&ply=99&embed=1");
        assert_eq!((link.game.record.ply(), link.game.record.move_texts()), (2, &["c3-b4".to_string(), "a5xc3".into()][..]));
    }

    #[test]
    fn the_game_must_be_right() {
        assert!(matches!(read_lasca_link("fen=W:z9%3Dw"), Err(LascaLinkError::Fen(_))));
        assert!(matches!(read_lasca_link("moves=c3-c4"), Err(LascaLinkError::Move { index: 1, .. })));
        assert_eq!(read_lasca_link("fen=%zz"), Err(LascaLinkError::Bad(LinkParam::Encoding)));
        assert_eq!(read_lasca_link("ply=-1"), Err(LascaLinkError::Bad(LinkParam::Ply)));
        assert_eq!(read_lasca_link("computer=red"), Err(LascaLinkError::Bad(LinkParam::Computer)));
        // A move after a threefold repetition is refused like an illegal one.
        let drawn = "fen=W:a1%3DW:g7%3DB&moves=a1-b2+g7-f6+b2-a1+f6-g7+a1-b2+g7-f6+b2-a1+f6-g7+a1-b2";
        assert!(matches!(read_lasca_link(drawn), Err(LascaLinkError::Move { index: 9, .. })));
        for junk in ["%", "fen=%E2%82", "moves=++++", "&&&=", "level", "=&="] {
            let _ = read_lasca_link(junk);
        }
    }

    #[test]
    fn a_bad_level_is_dropped_and_the_game_kept() {
        for bad in ["12", "0", "abc", "", "-1", "999"] {
            let link = read(&format!("variant=lasca&moves=c3-b4&computer=black&level={bad}"));
            assert_eq!(link.dropped, vec![LascaLinkError::BadLevel(bad.into())], "level={bad}");
            assert_eq!((link.game.record.len(), link.game.computer, link.game.level), (1, Some(Color::Black), None));
            assert!(write_lasca_link(&link.game).ends_with(&format!("&level={DEFAULT_LEVEL}")));
        }
        assert_eq!(read(&format!("computer=black&level={MAX_LEVEL}")).game.level, Some(MAX_LEVEL));
        assert_eq!(
            LascaLinkError::BadLevel("12".into()).to_string(),
            format!("bad level \"12\": expected 1 to {MAX_LEVEL}")
        );
    }
}
