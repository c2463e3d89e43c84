//! The games' and the sides' names in Russian (a variant is named by the plural adjective of
//! "шашки", said without it).

use damas_engine::{Color, GameKind, Variant};

/// A draughts variant's name.
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Brazilian => "Бразильские",
        Variant::Russian => "Русские",
        Variant::English => "Английские (чекерс)",
        Variant::International => "Международные (10×10)",
        Variant::Turkish => "Турецкие (дама)",
    }
}

/// A game's name as players say it.
pub const fn game_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(v),
        GameKind::Lasca => "Ласка",
    }
}

/// A side as the subject of a sentence: "Белые".
pub const fn side(c: Color) -> &'static str {
    match c {
        Color::White => "Белые",
        Color::Black => "Чёрные",
    }
}
