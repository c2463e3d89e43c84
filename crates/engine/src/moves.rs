//! A move as FMJD identifies it: where the piece starts, where it ends, and the set of pieces it
//! takes. The route (landing squares) is not part of the identity; [`crate::movegen::routes`]
//! rebuilds it for display and notation.

use crate::{Bitboard, Square};

/// A move: 16 bytes, `Copy`, cheap to keep in move lists and the search.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The pieces taken (empty for a quiet move).
    pub captured: Bitboard,
    /// Where the moving piece starts.
    pub from: Square,
    /// Where it ends.
    pub to: Square,
    /// Whether a man becomes a king by this move.
    pub crowns: bool,
}

impl Move {
    /// Whether the move takes anything.
    #[inline]
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.captured.0 != 0
    }
}

/// A move together with one route that plays it: each landing square, in order, ending on `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The move.
    pub mv: Move,
    /// Landing squares after `mv.from`, the last one being `mv.to`; one square for a quiet move.
    pub landings: Vec<Square>,
}
