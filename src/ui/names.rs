//! The names of the games, as players say them in each language: the text tables, the error
//! texts and the forms all read them here.

use super::prefs::Lang;
use damas_engine::{GameKind, Variant};

/// The variant's name.
#[must_use]
pub const fn variant_name(lang: Lang, v: Variant) -> &'static str {
    match (lang, v) {
        (Lang::En, Variant::Brazilian) => "Brazilian",
        (Lang::Pt, Variant::Brazilian) => "Brasileira",
        (Lang::En, Variant::Russian) => "Russian",
        (Lang::Pt, Variant::Russian) => "Russa",
        (Lang::En, Variant::English) => "English (checkers)",
        (Lang::Pt, Variant::English) => "Inglesa (checkers)",
        (Lang::En, Variant::International) => "International (10×10)",
        (Lang::Pt, Variant::International) => "Internacional (10×10)",
        (Lang::En, Variant::Turkish) => "Turkish (dama)",
        (Lang::Pt, Variant::Turkish) => "Turca (dama)",
    }
}

/// A game's name as players say it.
#[must_use]
pub fn game_name(lang: Lang, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(lang, v),
        GameKind::Lasca => "Lasca",
    }
}
