//! Setting up positions by hand (the board editor): placing and removing pieces, and checking
//! that a position could be played, with a reason when it cannot.

use crate::{Color, Piece, Position, Role, Square};
use std::fmt;

/// Why a set-up position cannot be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// More pieces than a side starts with.
    TooManyPieces {
        /// The side.
        color: Color,
        /// Pieces it has.
        count: u32,
        /// Pieces it starts with.
        max: u32,
    },
    /// A man on the row where it would already have been crowned.
    ManOnCrowningRow {
        /// Its side.
        color: Color,
        /// Its square number.
        number: u32,
    },
    /// A side has no piece at all.
    NoPieces(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooManyPieces { color, count, max } => {
                write!(f, "{color} has {count} pieces; a side has at most {max}")
            }
            SetupError::ManOnCrowningRow { color, number } => {
                write!(f, "a {color} man on {number} stands on its crowning row; make it a king")
            }
            SetupError::NoPieces(color) => write!(f, "{color} has no pieces"),
        }
    }
}
impl std::error::Error for SetupError {}

impl Position {
    /// The same position with `piece` on `sq` (or `sq` emptied with `None`); the side to move is
    /// kept. `sq` must be a square of this position's board.
    #[must_use]
    pub fn with_piece(&self, sq: Square, piece: Option<Piece>) -> Position {
        let mask = sq.mask();
        let mut white = self.pieces(Color::White).0 & !mask;
        let mut black = self.pieces(Color::Black).0 & !mask;
        let mut kings = self.kings().0 & !mask;
        if let Some(p) = piece {
            match p.color {
                Color::White => white |= mask,
                Color::Black => black |= mask,
            }
            if p.role == Role::King {
                kings |= mask;
            }
        }
        Position::from_parts(self.variant(), white, black, kings, self.turn())
    }

    /// An empty board of the same variant, with the same side to move.
    #[must_use]
    pub fn cleared(&self) -> Position {
        Position::from_parts(self.variant(), 0, 0, 0, self.turn())
    }

    /// Checks that this position could be played from.
    ///
    /// # Errors
    /// The first [`SetupError`] found.
    pub fn check_setup(&self) -> Result<(), SetupError> {
        let variant = self.variant();
        let start = Position::initial(variant);
        for color in Color::ALL {
            let count = self.pieces(color).count();
            let max = start.pieces(color).count();
            if count > max {
                return Err(SetupError::TooManyPieces { color, count, max });
            }
            let stuck = self.men(color) & variant.crowning_row(color);
            if let Some(sq) = stuck.squares().next() {
                return Err(SetupError::ManOnCrowningRow { color, number: variant.number(sq) });
            }
        }
        for color in Color::ALL {
            if self.pieces(color).is_empty() {
                return Err(SetupError::NoPieces(color));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn editing_and_checking_a_position() {
        let v = Variant::Brazilian;
        let start = Position::initial(v);
        assert_eq!(start.check_setup(), Ok(()));
        let sq = |n| v.square(n).unwrap();
        let extra = start.with_piece(sq(17), Some(Piece { color: Color::White, role: Role::Man }));
        assert_eq!(extra.check_setup(), Err(SetupError::TooManyPieces { color: Color::White, count: 13, max: 12 }));
        let lone = start.cleared().with_piece(sq(2), Some(Piece { color: Color::White, role: Role::Man }));
        assert_eq!(lone.check_setup(), Err(SetupError::ManOnCrowningRow { color: Color::White, number: 2 }));
        let kinged = lone.with_piece(sq(2), Some(Piece { color: Color::White, role: Role::King }));
        assert_eq!(kinged.check_setup(), Err(SetupError::NoPieces(Color::Black)));
        let both = kinged.with_piece(sq(14), Some(Piece { color: Color::Black, role: Role::Man }));
        assert_eq!(both.check_setup(), Ok(()));
        assert_eq!(both.to_fen(), "W:WK2:B14");
        assert_eq!(both.hash(), both.compute_hash());
        assert_eq!(both.with_piece(sq(14), None).to_fen(), "W:WK2:B");
    }
}
