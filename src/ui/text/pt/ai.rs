//! The computer's words in Brazilian Portuguese: the opponent's labels, what each level does, the
//! analysis panel's evaluation and who plays whom.

use super::grammar::side_subject;
use super::names::side;
use super::plural::counted;
use crate::ui::decimal::seconds;
use crate::ui::text::keys::{ErrorRate, Noun};
use damas_engine::Color;

/// What a level does: how far it looks (`None`: as far as it can), how long it may think, how
/// often it errs on purpose.
pub fn level_description(depth: Option<u32>, movetime_ms: Option<u32>, errors: ErrorRate) -> String {
    let depth = match depth {
        Some(d) => format!("calcula {} à frente", counted(d.into(), Noun::Ply)),
        None => "calcula o mais longe que puder".into(),
    };
    let time = match movetime_ms {
        None => String::new(),
        Some(ms) => format!(" em até {} s", seconds(ms, ',')),
    };
    let errors = match errors {
        ErrorRate::None => "sem erros de propósito",
        ErrorRate::Rare => "raros erros pequenos",
        ErrorRate::Some => "alguns erros",
        ErrorRate::Frequent => "erros frequentes",
        ErrorRate::Many => "muitos erros grandes",
    };
    format!("{depth}{time}; {errors}")
}

/// A won position in the analysis panel: "As brancas vencem em 3".
pub fn wins_in(winner: Color, moves: u32) -> String {
    format!("{} vencem em {moves}", side(winner))
}

/// Who plays whom: "Você joga com as brancas contra o computador (nível 3)."
pub fn versus(computer: Color, level: u8) -> String {
    format!("Você joga com {} contra o computador (nível {level}).", side_subject(!computer))
}
