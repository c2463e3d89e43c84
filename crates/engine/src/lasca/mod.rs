//! Lasca (Emanuel Lasker, 1911), as summarised in `shared/RULES.md` section 8 from Wikipedia and
//! the lasca.org rules: a 7x7 board played on its 25 corner-coloured squares, 11 pieces a side
//! on the three nearest rows, White first. Pieces form columns commanded by their top piece.
//! Soldiers move one square diagonally forward, officers one square diagonally either way.
//! Captures are short jumps over an adjacent enemy-commanded column to the empty square beyond;
//! they are compulsory and must be completed, with free choice among them; only the top piece of
//! a jumped column is taken and it goes under the bottom of the capturing column; a column cannot
//! be jumped twice in one move. A soldier reaching the far row is promoted, and a capture ends
//! there. A player with no legal move loses. Pieces never leave the game.
//!
//! Lasca has its own position type: columns do not fit the bitboard [`crate::Position`].

mod column;
mod notation;
mod pdn;
mod position;
mod setup;

pub use column::{Column, Stone};
pub use notation::{LascaFenError, LascaMoveError};
pub use notation::{square_from_name, square_name};
pub use pdn::{read_lasca_games, write_lasca_game, write_lasca_record, LascaPdnError, LascaPdnGame};
pub use position::{squares, LascaMove, LascaPosition};
pub use setup::LascaSetupError;

/// Rows and columns of the Lasca board.
pub const SIZE: u32 = 7;
/// Playable squares.
pub const SQUARES: u32 = 25;
