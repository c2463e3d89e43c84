//! What a screen reader hears of the board, in Brazilian Portuguese.

use damas_engine::Color;

/// A group of pieces in the board's description: "Pedras brancas".
pub const fn piece_group(color: Color, kings: bool) -> &'static str {
    match (color, kings) {
        (Color::White, false) => "Pedras brancas",
        (Color::White, true) => "Damas brancas",
        (Color::Black, false) => "Pedras pretas",
        (Color::Black, true) => "Damas pretas",
    }
}

/// A piece of a Lasca column: "soldado branco".
pub const fn lasca_piece(color: Color, officer: bool) -> &'static str {
    match (color, officer) {
        (Color::White, false) => "soldado branco",
        (Color::White, true) => "oficial branco",
        (Color::Black, false) => "soldado preto",
        (Color::Black, true) => "oficial preto",
    }
}

/// The order a Lasca column is read in.
pub const fn bottom_to_top() -> &'static str {
    "de baixo para cima"
}

/// The last move: "Último lance: 22-17."
pub fn last_move(text: &str) -> String {
    format!("Último lance: {text}.")
}
