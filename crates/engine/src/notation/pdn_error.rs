//! What can be wrong with a PDN text, and how long one may be: shared by the lexer
//! (`pdn_lex.rs`), the tree reader (`pdn_tree.rs`) and the game reader (`pdn.rs`), so none of them
//! imports another for it.

use crate::notation::fen::FenError;
use crate::notation::move_text::MoveTextError;
use crate::Color;
use std::fmt;

/// Longest PDN text read (a large tournament file).
pub const MAX_PDN: usize = 4 << 20;

/// What is wrong with a PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnError {
    /// The text holds no game.
    NoGame,
    /// The text is longer than [`MAX_PDN`].
    TooLong(usize),
    /// A tag is not of the form `[Name "value"]`.
    BadTag {
        /// Game number, from 1.
        game: usize,
        /// The text of the tag.
        text: String,
    },
    /// A `{` comment or `(` variation is never closed.
    Unclosed {
        /// Game number, from 1.
        game: usize,
        /// `{` or `(`.
        opener: char,
    },
    /// `GameType` names a game this engine does not play.
    UnsupportedGameType {
        /// Game number, from 1.
        game: usize,
        /// The tag value.
        value: String,
    },
    /// The `FEN` tag is wrong.
    BadFen {
        /// Game number, from 1.
        game: usize,
        /// Why.
        error: FenError,
    },
    /// A move is not legal (the first such move is reported).
    IllegalMove {
        /// Game number, from 1.
        game: usize,
        /// Move number as PDN counts it (1 = the first pair of moves).
        number: usize,
        /// Side that was to play it.
        color: Color,
        /// Why it was refused.
        error: MoveTextError,
    },
    /// A move comes after the game has ended by rule.
    AfterEnd {
        /// Game number, from 1.
        game: usize,
        /// The move text.
        text: String,
    },
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clip = |s| super::quoted_cut(s, 40);
        match self {
            PdnError::NoGame => write!(f, "no game found in the PDN"),
            PdnError::TooLong(n) => write!(f, "the PDN is {n} bytes; at most {MAX_PDN} are read"),
            PdnError::BadTag { game, text } => write!(f, "game {game}: bad tag {}", clip(text)),
            PdnError::Unclosed { game, opener } => write!(f, "game {game}: a {} is never closed", super::QuotedChar(*opener)),
            PdnError::UnsupportedGameType { game, value } => {
                write!(f, "game {game}: GameType {} is not a game damas plays", clip(value))
            }
            PdnError::BadFen { game, error } => write!(f, "game {game}: bad FEN tag: {error}"),
            PdnError::IllegalMove { game, number, color, error } => {
                write!(f, "game {game}: move {number} ({color}): {error}")
            }
            PdnError::AfterEnd { game, text } => write!(f, "game {game}: move {} comes after the game ended", clip(text)),
        }
    }
}
impl std::error::Error for PdnError {}
