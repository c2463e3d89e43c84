//! Lasca games in PDN form. PDN 3.0 has no `GameType` for Lasca, so a Lasca game is marked by a
//! `[Variant "Lasca"]` tag (and carries no `GameType`, which readers would take for another
//! game); a set-up start is a `[FEN "..."]` tag in the Lasca notation of [`super::notation`]. Moves
//! are `a3-b4` and `c3xe5xg7`. The file syntax (tags, comments, variations, several games) is
//! draughts PDN's, and so is the move tree read from it: variations, comments and glyphs.

use super::position::{LascaMove, LascaPosition};
use crate::notation::pdn::{movetext, raw_game, seven_tag_roster, wrap, PdnError};
use crate::notation::pdn_tree::{read_tree, tree_words, TreeError};
use crate::{Color, Record};
use std::fmt;

/// A Lasca game read from PDN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaPdnGame {
    /// The tags in file order.
    pub tags: Vec<(String, String)>,
    /// The start position.
    pub start: LascaPosition,
    /// The moves of the main line, each checked.
    pub moves: Vec<LascaMove>,
    /// The result token, if any.
    pub result: Option<String>,
    /// The whole game as a tree: the main line, every variation, and the comments and glyphs
    /// on their moves; the cursor at the end of the main line.
    pub record: Record<LascaPosition>,
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
    /// A move after the game has ended by repetition.
    AfterEnd {
        /// Game number, from 1.
        game: usize,
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
            LascaPdnError::AfterEnd { game, text } => {
                write!(f, "game {game}: move {} comes after the game ended", crate::notation::quoted_cut(text, 24))
            }
        }
    }
}
impl std::error::Error for LascaPdnError {}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
}

/// Reads every game of a Lasca PDN text, variations and comments included.
///
/// # Errors
/// The first [`LascaPdnError`] met; an illegal move in a variation is named as one in the main
/// line is.
pub fn read_lasca_games(text: &str) -> Result<Vec<LascaPdnGame>, LascaPdnError> {
    let mut out = Vec::new();
    for (i, tokens) in crate::notation::pdn_lex::games(text).map_err(LascaPdnError::Pdn)?.into_iter().enumerate() {
        let game = i + 1;
        let raw = raw_game(&tokens);
        if !tag(&raw.tags, "Variant").is_some_and(|v| v.trim().eq_ignore_ascii_case("lasca")) {
            return Err(LascaPdnError::NotLasca(game));
        }
        let start = match tag(&raw.tags, "FEN") {
            Some(fen) => LascaPosition::from_fen(fen).map_err(|error| LascaPdnError::BadFen { game, error })?,
            None => LascaPosition::initial(),
        };
        let offset = usize::from(start.turn() == Color::Black);
        let record = read_tree(&tokens, start).map_err(|e| match e {
            TreeError::Illegal { ply, text, .. } => LascaPdnError::IllegalMove { game, number: (ply + offset) / 2 + 1, text },
            TreeError::AfterEnd { text } => LascaPdnError::AfterEnd { game, text },
        })?;
        let moves = record.mainline().iter().filter_map(|&id| record.node(id)?.mv().copied()).collect();
        out.push(LascaPdnGame { tags: raw.tags, start, moves, result: raw.result, record });
    }
    Ok(out)
}

/// Writes a Lasca game: the seven-tag roster (values from `tags` or `?`), `Variant`, `FEN` and
/// `SetUp` for a set-up start, then the moves and the result (`1-0`, `0-1`, `1/2-1/2` or `*`).
#[must_use]
pub fn write_lasca_game(start: &LascaPosition, moves: &[LascaMove], result: &str, tags: &[(&str, &str)]) -> String {
    let mut out = header(start, result, tags);
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

/// Writes a Lasca game's whole tree: the tags as [`write_lasca_game`] writes them, then the
/// main line with every variation, comment and glyph, and `result`.
#[must_use]
pub fn write_lasca_record(record: &Record<LascaPosition>, result: &str, tags: &[(&str, &str)]) -> String {
    let mut out = header(record.start(), result, tags);
    out.push_str(&wrap(tree_words(record, result, str::to_string)));
    out
}

/// The tags of a Lasca game from `start`, then the blank line before the moves.
fn header(start: &LascaPosition, result: &str, tags: &[(&str, &str)]) -> String {
    let mut out = seven_tag_roster(tags, result);
    out.push_str("[Variant \"Lasca\"]\n");
    if *start != LascaPosition::initial() {
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", start.to_fen()));
    }
    out.push('\n');
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

    #[test]
    fn variations_and_comments_round_trip() {
        let text = "[Variant \"Lasca\"]\n{Lasker} 1. a3-b4 {centre} (1. c3-d4?! e5xc3 2. b2xd4 (2. {or} d2xb4)) c5xa3 2. e3-f4 $3 *";
        let game = &read_lasca_games(text).unwrap()[0];
        let r = &game.record;
        assert_eq!(r.node_count(), 8);
        assert_eq!(r.move_texts(), ["a3-b4", "c5xa3", "e3-f4"]);
        assert_eq!(game.moves, r.moves());
        let written = write_lasca_record(r, "*", &[]).replace('\n', " ");
        let expected = "{Lasker} 1. a3-b4 {centre} (1. c3-d4?! e5xc3 2. b2xd4 (2. {or} d2xb4)) 1... c5xa3 2. e3-f4!! *";
        assert!(written.contains(expected), "{written}");
        assert_eq!(&read_lasca_games(&written).unwrap()[0].record, r);
        let bad = "[Variant \"Lasca\"]\n1. c3-d4 e5xc3 (1... e5-d4) *";
        assert_eq!(read_lasca_games(bad), Err(LascaPdnError::IllegalMove { game: 1, number: 1, text: "e5-d4".into() }));
        let shuffle = "[Variant \"Lasca\"][FEN \"W:a1=W:g7=B\"] 1. a1-b2 g7-f6 2. b2-a1 f6-g7 3. a1-b2 g7-f6 4. b2-a1 (4. b2-c3) f6-g7 5. a1-b2 *";
        assert_eq!(read_lasca_games(shuffle), Err(LascaPdnError::AfterEnd { game: 1, text: "a1-b2".into() }));
    }
}
