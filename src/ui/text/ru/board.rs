//! What a screen reader hears of the board, in Russian.

use damas_engine::Color;

/// A group of pieces in the board's description: "Белые простые".
pub const fn piece_group(color: Color, kings: bool) -> &'static str {
    match (color, kings) {
        (Color::White, false) => "Белые простые",
        (Color::White, true) => "Белые дамки",
        (Color::Black, false) => "Чёрные простые",
        (Color::Black, true) => "Чёрные дамки",
    }
}

/// A piece of a Lasca column: "белый солдат".
pub const fn lasca_piece(color: Color, officer: bool) -> &'static str {
    match (color, officer) {
        (Color::White, false) => "белый солдат",
        (Color::White, true) => "белый офицер",
        (Color::Black, false) => "чёрный солдат",
        (Color::Black, true) => "чёрный офицер",
    }
}

/// The order a Lasca column is read in.
pub const fn bottom_to_top() -> &'static str {
    "снизу вверх"
}

/// The last move: "Последний ход: 22-17."
pub fn last_move(text: &str) -> String {
    format!("Последний ход: {text}.")
}
