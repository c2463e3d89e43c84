//! A position: the pieces, the side to move and the variant, with its Zobrist hash kept up to date.
//! Positions are small `Copy` values; [`Position::play`] returns a new one (copy-make), so neither
//! the search nor the UI's undo needs an unmake.

use crate::rules::Rules;
use crate::zobrist;
use crate::{Bitboard, Color, Move, Piece, Role, Square, Variant};

/// Pieces, side to move and variant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [u64; 2],
    kings: u64,
    hash: u64,
    turn: Color,
    variant: Variant,
}

impl Position {
    /// The initial position of `R`.
    #[must_use]
    pub fn start<R: Rules>() -> Position {
        Position::initial(R::VARIANT)
    }

    /// The initial position of `variant`: its rows of men (`Rules::ROWS_OF_MEN`, after
    /// `Rules::MEN_OFFSET` empty rows), and its first mover. One function for every game, reading
    /// the rules' constants as values (a copy per game would cost every page bytes for nothing).
    #[must_use]
    pub fn initial(variant: Variant) -> Position {
        let (offset, rows, first) =
            crate::with_rules!(variant, R => (<R as Rules>::MEN_OFFSET, <R as Rules>::ROWS_OF_MEN, <R as Rules>::FIRST_TO_MOVE));
        let last = variant.size() - 1;
        let black_rows = offset..offset + rows;
        let (mut white, mut black) = (0u64, 0u64);
        for sq in variant.all_squares() {
            let (row, _) = variant.row_col(sq);
            if black_rows.contains(&row) {
                black |= sq.mask();
            } else if black_rows.contains(&(last - row)) {
                white |= sq.mask();
            }
        }
        Position::from_parts(variant, white, black, 0, first)
    }

    /// A position from raw bitboards. The caller guarantees the sets are disjoint, on the board,
    /// and `kings` is a subset of the pieces; parsers check this before calling.
    #[must_use]
    pub fn from_parts(variant: Variant, white: u64, black: u64, kings: u64, turn: Color) -> Position {
        let mut pos = Position { pieces: [white, black], kings, hash: 0, turn, variant };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The variant whose rules apply.
    #[inline]
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Side to move.
    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The same pieces with `turn` to move.
    #[must_use]
    pub fn with_turn(mut self, turn: Color) -> Position {
        if turn != self.turn {
            self.turn = turn;
            self.hash ^= zobrist::BLACK_TO_MOVE;
        }
        self
    }

    /// The Zobrist hash, maintained incrementally by [`Position::play`].
    #[inline]
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// Every piece of `color`.
    #[inline]
    #[must_use]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        Bitboard(self.pieces[color.index()])
    }

    /// Every king, both colours.
    #[inline]
    #[must_use]
    pub const fn kings(&self) -> Bitboard {
        Bitboard(self.kings)
    }

    /// Every occupied square.
    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.pieces[0] | self.pieces[1])
    }

    /// Men of `color`.
    #[inline]
    #[must_use]
    pub const fn men(&self, color: Color) -> Bitboard {
        Bitboard(self.pieces[color.index()] & !self.kings)
    }

    /// Kings of `color`.
    #[inline]
    #[must_use]
    pub const fn kings_of(&self, color: Color) -> Bitboard {
        Bitboard(self.pieces[color.index()] & self.kings)
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let mask = sq.mask();
        let role = if self.kings & mask != 0 { Role::King } else { Role::Man };
        Color::ALL
            .into_iter()
            .find(|c| self.pieces[c.index()] & mask != 0)
            .map(|color| Piece { color, role })
    }

    /// Every piece with its square, in square-number order.
    #[must_use]
    pub fn board(&self) -> Vec<(Square, Piece)> {
        self.variant.all_squares().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p))).collect()
    }

    /// The hash computed from scratch; equals [`Position::hash`] (a property the tests check).
    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut hash = if self.turn == Color::Black { zobrist::BLACK_TO_MOVE } else { 0 };
        for color in Color::ALL {
            for sq in self.pieces(color).squares() {
                let role = if self.kings & sq.mask() != 0 { Role::King } else { Role::Man };
                hash ^= zobrist::piece_key(color, role, sq.bit().into());
            }
        }
        hash
    }

    /// The position after `mv`, which must be legal here (from [`Position::legal_moves`]).
    #[must_use]
    pub fn play(&self, mv: &Move) -> Position {
        let us = self.turn;
        let them = !us;
        let from = mv.from.mask();
        let to = mv.to.mask();
        let was_king = self.kings & from != 0;
        let mut next = *self;
        next.pieces[us.index()] ^= from ^ to;
        let captured = mv.captured.0;
        next.pieces[them.index()] &= !captured;
        let mut hash = self.hash ^ zobrist::BLACK_TO_MOVE;
        let from_role = if was_king { Role::King } else { Role::Man };
        let to_role = if was_king || mv.crowns { Role::King } else { Role::Man };
        hash ^= zobrist::piece_key(us, from_role, mv.from.bit().into());
        hash ^= zobrist::piece_key(us, to_role, mv.to.bit().into());
        let mut bits = captured;
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            let role = if self.kings & (1u64 << bit) != 0 { Role::King } else { Role::Man };
            hash ^= zobrist::piece_key(them, role, bit);
        }
        next.kings &= !captured & !from;
        if to_role == Role::King {
            next.kings |= to;
        }
        next.hash = hash;
        next.turn = them;
        next
    }

    /// Every legal move, captures obeying the variant's precedence; two routes that take the same
    /// pieces to the same square are one move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        crate::movegen::generate(self, &mut out);
        out
    }

    /// Whether the side to move must capture.
    #[must_use]
    pub fn must_capture(&self) -> bool {
        crate::with_moves!(self.variant, R => crate::movegen::has_capture::<R>(self))
    }
}
