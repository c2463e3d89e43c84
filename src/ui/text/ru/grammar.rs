//! Russian forms the other files share: the sides in their cases, and where a capture starts
//! from ("с поля 22", "с полей 21 или 22").

use crate::ui::text::names::{square_list, Naming};
use damas_engine::Color;

/// A side in the genitive, whose turn, win or lack of moves it is: "ход белых".
pub(super) const fn side_of(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

/// A side in the middle of a sentence: "белые" / "чёрные".
pub(super) const fn side_lower(c: Color) -> &'static str {
    match c {
        Color::White => "белые",
        Color::Black => "чёрные",
    }
}

/// A side in the instrumental, whom one plays with: "играете белыми".
pub(super) const fn side_with(c: Color) -> &'static str {
    match c {
        Color::White => "белыми",
        Color::Black => "чёрными",
    }
}

/// A side as the owner in a clause: "у белых".
pub(super) fn at_side(c: Color) -> String {
    format!("у {}", side_of(c))
}

/// A man: "белая простая".
pub(super) const fn man(c: Color) -> &'static str {
    match c {
        Color::White => "белая простая",
        Color::Black => "чёрная простая",
    }
}

/// The colour of a Lasca soldier (masculine: "белый солдат").
pub(super) const fn soldier(c: Color) -> &'static str {
    match c {
        Color::White => "белый",
        Color::Black => "чёрный",
    }
}

/// `list`'s squares as where a capture starts from: "с поля 22", "с полей 21 или 22".
pub(super) fn from_squares(naming: Naming, list: &[u32]) -> String {
    let field = if list.len() == 1 { "поля" } else { "полей" };
    format!("с {field} {}", square_list(naming, list, " или "))
}
