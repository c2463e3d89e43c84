//! The two sides.

use std::fmt;
use std::ops::Not;

/// A side. White plays from the bottom (high square numbers) towards square 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Starts on the high-numbered squares and moves towards row 1.
    White,
    /// Starts on squares 1.. and moves down the board.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The FEN letter, `W` or `B`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// Lower-case English name, as used in URLs and `data-` attributes.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour tables.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for a word that names no colour: the text given, clipped to 24 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownColor(pub String);

impl fmt::Display for UnknownColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown colour {}: expected white or black", crate::notation::quoted(&self.0))
    }
}
impl std::error::Error for UnknownColor {}

impl std::str::FromStr for Color {
    type Err = UnknownColor;
    fn from_str(s: &str) -> Result<Color, UnknownColor> {
        if s.len() <= 5 {
            match s.to_ascii_lowercase().as_str() {
                "white" | "w" => return Ok(Color::White),
                "black" | "b" => return Ok(Color::Black),
                _ => {}
            }
        }
        Err(UnknownColor(s.chars().take(24).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_parse_with_a_typed_error() {
        assert_eq!("White".parse::<Color>(), Ok(Color::White));
        assert_eq!("b".parse::<Color>(), Ok(Color::Black));
        assert_eq!("red".parse::<Color>(), Err(UnknownColor("red".into())));
        assert_eq!("x".repeat(100).parse::<Color>().unwrap_err().0.len(), 24);
    }
}
