//! The games' and the sides' names in Spanish.

use damas_engine::{Color, GameKind, Variant};

/// A draughts variant's name.
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Brazilian => "Damas brasileñas",
        Variant::Russian => "Damas rusas",
        Variant::English => "Damas inglesas",
        Variant::International => "Damas internacionales",
        Variant::Turkish => "Damas turcas",
    }
}

/// A game's name as players say it.
pub const fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(v),
        GameKind::Lasca => "Lasca",
    }
}

/// A side as the subject of a sentence: "Las blancas".
pub const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "Las blancas",
        Color::Black => "Las negras",
    }
}
