//! A square as a bit index. Square numbers (FMJD 1..N) and algebraic names depend on the board,
//! so they are conversions on [`crate::Variant`], not on `Square`.

/// A playable square, as its bit index in the board's layout (not its FMJD number).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at bit `bit`. The caller knows the bit is playable on its board.
    #[inline]
    #[must_use]
    pub const fn from_bit(bit: u8) -> Square {
        Square(bit)
    }

    /// The bit index.
    #[inline]
    #[must_use]
    pub const fn bit(self) -> u8 {
        self.0
    }

    /// The one-square bitboard mask.
    #[inline]
    #[must_use]
    pub const fn mask(self) -> u64 {
        1u64 << self.0
    }
}
