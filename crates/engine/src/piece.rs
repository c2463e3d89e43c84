//! Men and kings.

use crate::Color;
use std::fmt;

/// What a piece is, regardless of colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// An uncrowned piece.
    Man,
    /// A crowned piece (dama).
    King,
}

/// A coloured piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

impl Piece {
    /// The name used in `data-piece` attributes: `white-man`, `black-king`, ...
    #[must_use]
    pub const fn name(self) -> &'static str {
        match (self.color, self.role) {
            (Color::White, Role::Man) => "white-man",
            (Color::White, Role::King) => "white-king",
            (Color::Black, Role::Man) => "black-man",
            (Color::Black, Role::King) => "black-king",
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
