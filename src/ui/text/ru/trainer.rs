//! The endgame trainer in Russian.

use super::plural::counted;
use crate::ui::text::keys::{EndingKey, Noun};

/// An ending's `[name, lesson]`.
pub const fn ending_words(ending: EndingKey) -> [&'static str; 2] {
    match ending {
        EndingKey::ThreeKings => ["Три дамки против одной", "Владейте большой дорогой и загоните дамку в треугольник Петрова."],
        EndingKey::TwoKingsMan => ["Две дамки и простая против дамки", "Проведите простую в дамки вовремя или выиграйте, не проводя её."],
        EndingKey::KingTwoMen => ["Дамка против двух простых", "Поймайте простые, пока они не прошли в дамки."],
        EndingKey::ManRace => ["Простая против простой", "Выиграйте гонку в дамки: считайте темпы."],
        EndingKey::TwoKingsVKingMan => ["Две дамки против дамки и простой", "Выиграйте простую, не дав дамке занять большую дорогу."],
        EndingKey::Diagonal => ["Одинокая дамка на большой дороге", "Три дамки против вашей: держитесь большой дороги — и ничья."],
    }
}

/// The distance with best play: "Белые выигрывают за 7 ходов при лучшей игре."
pub fn win_in(moves: u32) -> String {
    format!("Белые выигрывают за {} при лучшей игре.", counted(moves.into(), Noun::Move))
}
