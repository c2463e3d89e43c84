//! The games' and the sides' names in English.

use damas_engine::{Color, GameKind, Variant};

/// A draughts variant's name.
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Brazilian => "Brazilian",
        Variant::Russian => "Russian",
        Variant::English => "English (checkers)",
        Variant::International => "International (10×10)",
        Variant::Turkish => "Turkish (dama)",
    }
}

/// A game's name as players say it.
pub const fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(v),
        GameKind::Lasca => "Lasca",
    }
}

/// A side as the subject of a sentence: "White".
pub const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}
