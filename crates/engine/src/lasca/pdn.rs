//! Lasca games in PDN form. PDN 3.0 has no `GameType` for Lasca, so a Lasca game is marked by a
//! `[Variant "Lasca"]` tag (and carries no `GameType`, which readers would take for another
//! game); a set-up start is a `[FEN "..."]` tag in the Lasca notation of [`super::notation`]. Moves
//! are `a3-b4` and `c3xe5xg7`. The file syntax (tags, comments, variations, several games) is
//! read by [`crate::notation::pdn::read_raw`].

use super::position::{LascaMove, LascaPosition};
use crate::notation::pdn::{movetext, read_raw, seven_tag_roster, PdnError};
use crate::Color;
use std::fmt;

/// A Lasca game read from PDN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaPdnGame {
    /// The tags in file order.
    pub tags: Vec<(String, String)>,
    /// The start position.
    pub start: LascaPosition,
    /// The moves, each checked.
    pub moves: Vec<LascaMove>,
    /// The result token, if any.
    pub result: Option<String>,
}

/// What is wrong with a Lasca PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaPdnError {
    /// The file syntax.
    Pdn(PdnError),
    /// A game not marked `[Variant "Lasca"]`.
    NotLasca(usize),
    /// A bad `FEN` tag.
    BadFen {
        /// Game number, from 1.
        game: usize,
        /// Why.
        error: super::LascaFenError,
    },
    /// The first illegal move of a game.
    IllegalMove {
        /// Game number, from 1.
        game: usize,
        /// Move number (1 = the first pair of moves).
        number: usize,
        /// The move text.
        text: String,
    },
}

impl fmt::Display for LascaPdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LascaPdnError::Pdn(e) => write!(f, "{e}"),
            LascaPdnError::NotLasca(g) => write!(f, "game {g} is not a Lasca game (no [Variant \"Lasca\"] tag)"),
            LascaPdnError::BadFen { game, error } => write!(f, "game {game}: bad FEN tag: {error}"),
            LascaPdnError::IllegalMove { game, number, text } => {
                write!(f, "game {game}: move {number} ({}) is not legal", crate::notation::quoted_cut(text, 24))
            }
        }
    }
}
impl std::error::Error for LascaPdnError {}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
}

/// Reads every game of a Lasca PDN text.
///
/// # Errors
/// The first [`LascaPdnError`] met.
pub fn read_lasca_games(text: &str) -> Result<Vec<LascaPdnGame>, LascaPdnError> {
    let mut out = Vec::new();
    for (i, raw) in read_raw(text).map_err(LascaPdnError::Pdn)?.into_iter().enumerate() {
        let game = i + 1;
        if !tag(&raw.tags, "Variant").is_some_and(|v| v.trim().eq_ignore_ascii_case("lasca")) {
            return Err(LascaPdnError::NotLasca(game));
        }
        let start = match tag(&raw.tags, "FEN") {
            Some(fen) => LascaPosition::from_fen(fen).map_err(|error| LascaPdnError::BadFen { game, error })?,
            None => LascaPosition::initial(),
        };
        let offset = usize::from(start.turn() == Color::Black);
        let mut pos = start;
        let mut moves = Vec::with_capacity(raw.moves.len());
        for (ply, text) in raw.moves.iter().enumerate() {
            let mv = pos.parse_move(text).map_err(|_| LascaPdnError::IllegalMove {
                game,
                number: (ply + offset) / 2 + 1,
                text: text.clone(),
            })?;
            pos = pos.play(&mv);
            moves.push(mv);
        }
        out.push(LascaPdnGame { tags: raw.tags, start, moves, result: raw.result });
    }
    Ok(out)
}

/// Writes a Lasca game: the seven-tag roster (values from `tags` or `?`), `Variant`, `FEN` and
/// `SetUp` for a set-up start, then the moves and the result (`1-0`, `0-1`, `1/2-1/2` or `*`).
#[must_use]
pub fn write_lasca_game(start: &LascaPosition, moves: &[LascaMove], result: &str, tags: &[(&str, &str)]) -> String {
    let mut out = seven_tag_roster(tags, result);
    out.push_str("[Variant \"Lasca\"]\n");
    if *start != LascaPosition::initial() {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", start.to_fen()));
    }
    out.push('\n');
    let mut pos = *start;
    let texts: Vec<String> = moves
        .iter()
        .map(|mv| {
            let text = pos.move_text(mv);
            pos = pos.play(mv);
            text
        })
        .collect();
    out.push_str(&movetext(&texts, start.turn() == Color::Black, result, &crate::notation::pdn::Notes::default()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_round_trip_and_errors_name_the_move() {
        let mut pos = LascaPosition::initial();
        let mut moves = Vec::new();
        for _ in 0..12 {
            let Some(mv) = pos.legal_moves().last().copied() else { break };
            moves.push(mv);
            pos = pos.play(&mv);
        }
        let text = write_lasca_game(&LascaPosition::initial(), &moves, "*", &[("White", "Lasker")]);
        assert!(text.contains("[Variant \"Lasca\"]"));
        let back = read_lasca_games(&text).unwrap();
        assert_eq!(back[0].moves, moves);
        assert_eq!(tag(&back[0].tags, "White"), Some("Lasker"));
        let set_up = LascaPosition::from_fen("B:c3=w,d4=wb,a7=b").unwrap();
        let mv = set_up.legal_moves()[0];
        let text = write_lasca_game(&set_up, &[mv], "*", &[]);
        assert!(text.contains("1... "), "{text}");
        assert_eq!(read_lasca_games(&text).unwrap()[0].start, set_up);
        let bad = "[Variant \"Lasca\"]\n1. c3-b4 a5xc3 2. c3-c4 *";
        assert_eq!(
            read_lasca_games(bad),
            Err(LascaPdnError::IllegalMove { game: 1, number: 2, text: "c3-c4".into() })
        );
        assert_eq!(read_lasca_games("[GameType \"26\"] 1. 22-17 *"), Err(LascaPdnError::NotLasca(1)));
        assert!(matches!(read_lasca_games("[Variant \"Lasca\"][FEN \"W:z9=w\"] *"), Err(LascaPdnError::BadFen { .. })));
    }
}
