//! The games' and the sides' names in English.

use damas_engine::Color;

/// A side as the subject of a sentence: "White".
pub const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}
