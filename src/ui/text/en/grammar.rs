//! English forms the other files share.

use damas_engine::Color;

/// A side's colour inside a clause: "white", "black" ("a white man", "white has no pieces").
pub(super) const fn colour(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}
