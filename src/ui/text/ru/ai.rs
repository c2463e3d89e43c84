//! The computer's words in Russian: the opponent's labels, what each level does, the analysis
//! panel's evaluation and who plays whom.

use super::grammar::side_with;
use super::names::side;
use super::plural::counted;
use crate::ui::decimal::seconds;
use crate::ui::text::keys::{ErrorRate, Noun};
use damas_engine::Color;

/// What a level does: how far it looks (`None`: as far as it can), how long it may think, how
/// often it errs on purpose.
pub fn level_description(depth: Option<u32>, movetime_ms: Option<u32>, errors: ErrorRate) -> String {
    let depth = match depth {
        Some(d) => format!("считает на {} вперёд", counted(d.into(), Noun::Ply)),
        None => "считает так далеко, как может".into(),
    };
    let time = match movetime_ms {
        None => String::new(),
        Some(ms) => format!(", не дольше {} с", seconds(ms, ',')),
    };
    let errors = match errors {
        ErrorRate::None => "без намеренных ошибок",
        ErrorRate::Rare => "редкие мелкие ошибки",
        ErrorRate::Some => "иногда ошибается",
        ErrorRate::Frequent => "часто ошибается",
        ErrorRate::Many => "много грубых ошибок",
    };
    format!("{depth}{time}; {errors}")
}

/// A won position in the analysis panel: "Чёрные выигрывают в 3 хода".
pub fn wins_in(winner: Color, moves: u32) -> String {
    format!("{} выигрывают в {}", side(winner), counted(moves.into(), Noun::Move))
}

/// Who plays whom: "Вы играете белыми против компьютера (уровень 3)."
pub fn versus(computer: Color, level: u8) -> String {
    format!("Вы играете {} против компьютера (уровень {level}).", side_with(!computer))
}
