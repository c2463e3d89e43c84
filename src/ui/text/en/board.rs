//! What a screen reader hears of the board, in English.

use damas_engine::Color;

/// A group of pieces in the board's description: "White men".
pub const fn piece_group(color: Color, kings: bool) -> &'static str {
    match (color, kings) {
        (Color::White, false) => "White men",
        (Color::White, true) => "White kings",
        (Color::Black, false) => "Black men",
        (Color::Black, true) => "Black kings",
    }
}

/// A piece of a Lasca column: "white soldier".
pub const fn lasca_piece(color: Color, officer: bool) -> &'static str {
    match (color, officer) {
        (Color::White, false) => "white soldier",
        (Color::White, true) => "white officer",
        (Color::Black, false) => "black soldier",
        (Color::Black, true) => "black officer",
    }
}

/// The order a Lasca column is read in.
pub const fn bottom_to_top() -> &'static str {
    "bottom to top"
}

/// The last move: "Last move: 22-17."
pub fn last_move(text: &str) -> String {
    format!("Last move: {text}.")
}
