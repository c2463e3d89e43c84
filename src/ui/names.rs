//! The names of the games and of their squares, as players say and write them: the text
//! tables, the error texts and the forms all read them here.

use super::layout::lasca_bit;
use super::prefs::Lang;
use damas_engine::{GameKind, Variant};

/// The variant's name (Russian names are the plural adjective of "шашки", said without it).
#[must_use]
pub const fn variant_name(lang: Lang, v: Variant) -> &'static str {
    match (lang, v) {
        (Lang::En, Variant::Brazilian) => "Brazilian",
        (Lang::Pt, Variant::Brazilian) => "Brasileira",
        (Lang::Ru, Variant::Brazilian) => "Бразильские",
        (Lang::En, Variant::Russian) => "Russian",
        (Lang::Pt, Variant::Russian) => "Russa",
        (Lang::Ru, Variant::Russian) => "Русские",
        (Lang::En, Variant::English) => "English (checkers)",
        (Lang::Pt, Variant::English) => "Inglesa (checkers)",
        (Lang::Ru, Variant::English) => "Английские (чекерс)",
        (Lang::En, Variant::International) => "International (10×10)",
        (Lang::Pt, Variant::International) => "Internacional (10×10)",
        (Lang::Ru, Variant::International) => "Международные (10×10)",
        (Lang::En, Variant::Turkish) => "Turkish (dama)",
        (Lang::Pt, Variant::Turkish) => "Turca (dama)",
        (Lang::Ru, Variant::Turkish) => "Турецкие (дама)",
    }
}

/// A game's name as players say it.
#[must_use]
pub fn game_name(lang: Lang, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(lang, v),
        GameKind::Lasca => match lang {
            Lang::En | Lang::Pt => "Lasca",
            Lang::Ru => "Ласка",
        },
    }
}

/// How `game`'s notation names square number `n` (its number when the board has no such square):
/// the FMJD number, the Turkish or Lasca algebraic name.
#[must_use]
pub fn square_label(game: GameKind, n: u32) -> String {
    match game {
        GameKind::Draughts(v) => v.square(n).map_or_else(|| n.to_string(), |sq| v.square_name(sq)),
        GameKind::Lasca => lasca_bit(n).map_or_else(|| n.to_string(), damas_engine::lasca::square_name),
    }
}
