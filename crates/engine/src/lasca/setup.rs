//! Why a Lasca position set up by hand (the board editor) cannot be played: more pieces than a
//! side owns, a soldier commanding a column on the row where it would have been promoted, or a
//! side commanding no column.

use super::notation::square_name;
use super::position::{squares, LascaPosition};
use crate::Color;
use std::fmt;

/// Pieces a side owns in Lasca.
pub const PIECES_PER_SIDE: u32 = 11;

/// The first reason a set-up position cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaSetupError {
    /// More than `PIECES_PER_SIDE` pieces of one colour (prisoners included).
    TooMany {
        /// The side.
        color: Color,
        /// How many it has.
        count: u32,
    },
    /// A soldier commands a column on its crowning row (it would be an officer).
    SoldierOnCrowningRow {
        /// The soldier's side.
        color: Color,
        /// The square (`c7`).
        square: String,
    },
    /// A side commands no column.
    NoColumn(Color),
}

impl fmt::Display for LascaSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LascaSetupError::TooMany { color, count } => {
                write!(f, "{color} has {count} pieces; a side has {PIECES_PER_SIDE}")
            }
            LascaSetupError::SoldierOnCrowningRow { color, square } => {
                write!(f, "the {color} soldier on {square} would have been promoted")
            }
            LascaSetupError::NoColumn(color) => write!(f, "{color} commands no column"),
        }
    }
}

impl std::error::Error for LascaSetupError {}

impl LascaPosition {
    /// Checks a position set up by hand.
    ///
    /// # Errors
    /// The first [`LascaSetupError`] found.
    pub fn check_setup(&self) -> Result<(), LascaSetupError> {
        for color in [Color::White, Color::Black] {
            let count = self.stones(color);
            if count > PIECES_PER_SIDE {
                return Err(LascaSetupError::TooMany { color, count });
            }
        }
        for bit in squares() {
            let Some(top) = self.column(bit).top() else { continue };
            // White is promoted on the top row (a7-g7), Black on the bottom row (a1-g1).
            let crowning = match top.color {
                Color::White => bit / 7 == 0,
                Color::Black => bit / 7 == 6,
            };
            if crowning && !top.officer {
                return Err(LascaSetupError::SoldierOnCrowningRow { color: top.color, square: square_name(bit) });
            }
        }
        for color in [Color::White, Color::Black] {
            if self.commanded(color) == 0 {
                return Err(LascaSetupError::NoColumn(color));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lasca::{square_from_name, Column, Stone};

    const WHITE: Stone = Stone { color: Color::White, officer: false };
    const BLACK_OFFICER: Stone = Stone { color: Color::Black, officer: true };

    #[test]
    fn columns_built_on_top_read_back_bottom_to_top() {
        let c3 = square_from_name("c3").unwrap();
        let pos = LascaPosition::blank(Color::Black)
            .with_column(c3, Column::single(WHITE).with_top(BLACK_OFFICER))
            .with_column(square_from_name("e5").unwrap(), Column::single(WHITE));
        assert_eq!(pos.to_fen(), "B:e5=w,c3=wB");
        assert_eq!(LascaPosition::from_fen(&pos.to_fen()), Ok(pos));
        assert_eq!(pos.with_turn(Color::White).to_fen(), "W:e5=w,c3=wB");
        // A light square or a bit off the board changes nothing.
        assert_eq!(pos.with_column(1, Column::single(WHITE)), pos);
        assert_eq!(pos.with_column(200, Column::single(WHITE)), pos);
        assert_eq!(pos.check_setup(), Ok(()));
        assert_eq!(LascaPosition::initial().check_setup(), Ok(()));
    }

    #[test]
    fn impossible_setups_are_named() {
        let at = |name| square_from_name(name).unwrap();
        let soldier_on_top_row = LascaPosition::from_fen("W:c7=w,e5=b").unwrap();
        assert_eq!(
            soldier_on_top_row.check_setup(),
            Err(LascaSetupError::SoldierOnCrowningRow { color: Color::White, square: "c7".into() })
        );
        // The same soldier as a prisoner, or as an officer, is fine.
        assert_eq!(LascaPosition::from_fen("W:c7=wB,e5=w").unwrap().check_setup(), Ok(()));
        assert_eq!(LascaPosition::from_fen("W:c7=W,e5=b").unwrap().check_setup(), Ok(()));
        let lone = LascaPosition::from_fen("W:c3=w").unwrap();
        assert_eq!(lone.check_setup(), Err(LascaSetupError::NoColumn(Color::Black)));
        let mut crowded = LascaPosition::initial();
        crowded = crowded.with_column(at("d4"), Column::single(WHITE));
        assert_eq!(crowded.check_setup(), Err(LascaSetupError::TooMany { color: Color::White, count: 12 }));
        assert!(crowded.check_setup().unwrap_err().to_string().contains("12 pieces"));
    }
}
