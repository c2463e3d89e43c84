//! The games' and the sides' names in Brazilian Portuguese.

use damas_engine::{Color, GameKind, Variant};

/// A draughts variant's name.
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Brazilian => "Brasileira",
        Variant::Russian => "Russa",
        Variant::English => "Inglesa (checkers)",
        Variant::International => "Internacional (10×10)",
        Variant::Turkish => "Turca (dama)",
    }
}

/// A game's name as players say it.
pub const fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(v),
        GameKind::Lasca => "Lasca",
    }
}

/// A side as the subject of a sentence: "As brancas".
pub const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "As brancas",
        Color::Black => "As pretas",
    }
}
