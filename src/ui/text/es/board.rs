//! What a screen reader hears of the board, in Spanish.

use damas_engine::Color;

/// A group of pieces in the board's description: "Peones blancos".
pub const fn piece_group(color: Color, kings: bool) -> &'static str {
    match (color, kings) {
        (Color::White, false) => "Peones blancos",
        (Color::White, true) => "Damas blancas",
        (Color::Black, false) => "Peones negros",
        (Color::Black, true) => "Damas negras",
    }
}

/// A piece of a Lasca column: "soldado blanco".
pub const fn lasca_piece(color: Color, officer: bool) -> &'static str {
    match (color, officer) {
        (Color::White, false) => "soldado blanco",
        (Color::White, true) => "oficial blanco",
        (Color::Black, false) => "soldado negro",
        (Color::Black, true) => "oficial negro",
    }
}

/// The order a Lasca column is read in.
pub const fn bottom_to_top() -> &'static str {
    "de abajo arriba"
}

/// The last move: "Última jugada: 22-17."
pub fn last_move(text: &str) -> String {
    format!("Última jugada: {text}.")
}
