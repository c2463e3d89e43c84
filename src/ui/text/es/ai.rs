//! The computer's words in Spanish: the opponent's labels, what each level does, the analysis
//! panel's evaluation and who plays whom.

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
        Some(d) => format!("calcula a {} de profundidad", counted(d.into(), Noun::Ply)),
        None => "calcula tan lejos como puede".into(),
    };
    let time = match movetime_ms {
        None => String::new(),
        Some(ms) => format!(" en un máximo de {} s", seconds(ms, ',')),
    };
    let errors = match errors {
        ErrorRate::None => "sin errores deliberados",
        ErrorRate::Rare => "errores pequeños y poco frecuentes",
        ErrorRate::Some => "algunos errores",
        ErrorRate::Frequent => "errores frecuentes",
        ErrorRate::Many => "muchos errores graves",
    };
    format!("{depth}{time}; {errors}")
}

/// A won position in the analysis panel: "Las blancas ganan en 3".
pub fn wins_in(winner: Color, moves: u32) -> String {
    format!("{} ganan en {moves}", side(winner))
}

/// Who plays whom: "Juegas con las blancas contra la máquina (nivel 3)."
pub fn versus(computer: Color, level: u8) -> String {
    format!("Juegas con {} contra la máquina (nivel {level}).", side_subject(!computer))
}
