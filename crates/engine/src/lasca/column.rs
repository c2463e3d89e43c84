//! A Lasca column: a stack of pieces, the top one commanding it.

use crate::Color;

/// A stack of up to 32 pieces, index 0 the top. A column is `Copy`, 12 bytes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Column {
    /// Bit `i` set: the piece `i` from the top is Black.
    black: u32,
    /// Bit `i` set: the piece `i` from the top is an officer.
    officers: u32,
    height: u8,
}

/// One piece of a column.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stone {
    /// Its side.
    pub color: Color,
    /// Promoted (officer) or not (soldier).
    pub officer: bool,
}

impl Column {
    /// An empty square.
    pub const EMPTY: Column = Column { black: 0, officers: 0, height: 0 };

    /// A column of one piece.
    #[must_use]
    pub fn single(stone: Stone) -> Column {
        Column::EMPTY.with_bottom(stone)
    }

    /// Number of pieces.
    #[must_use]
    pub const fn height(self) -> u32 {
        self.height as u32
    }

    /// Whether the square is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The commander, if any.
    #[must_use]
    pub fn top(self) -> Option<Stone> {
        (self.height > 0).then(|| self.stone(0))
    }

    /// Piece `i` from the top.
    #[must_use]
    pub fn stone(self, i: u32) -> Stone {
        let color = if self.black >> i & 1 == 1 { Color::Black } else { Color::White };
        Stone { color, officer: self.officers >> i & 1 == 1 }
    }

    /// The pieces from bottom to top.
    pub fn bottom_up(self) -> impl Iterator<Item = Stone> {
        (0..self.height()).rev().map(move |i| self.stone(i))
    }

    /// The column without its top piece, and that piece.
    #[must_use]
    pub fn without_top(self) -> (Column, Option<Stone>) {
        let top = self.top();
        if top.is_none() {
            return (self, None);
        }
        (Column { black: self.black >> 1, officers: self.officers >> 1, height: self.height - 1 }, top)
    }

    /// The column with `stone` put under its bottom (a prisoner). Columns never exceed 32
    /// pieces: Lasca has 22.
    #[must_use]
    pub fn with_bottom(self, stone: Stone) -> Column {
        let i = u32::from(self.height).min(31);
        Column {
            black: self.black | (u32::from(stone.color == Color::Black) << i),
            officers: self.officers | (u32::from(stone.officer) << i),
            height: self.height.saturating_add(1).min(32),
        }
    }

    /// The column with `stone` put on top (it commands). Unchanged when already 32 high.
    #[must_use]
    pub fn with_top(self, stone: Stone) -> Column {
        if self.height >= 32 {
            return self;
        }
        Column {
            black: self.black << 1 | u32::from(stone.color == Color::Black),
            officers: self.officers << 1 | u32::from(stone.officer),
            height: self.height + 1,
        }
    }

    /// The column with its top piece promoted to officer.
    #[must_use]
    pub fn promoted(self) -> Column {
        Column { officers: self.officers | u32::from(self.height > 0), ..self }
    }
}
