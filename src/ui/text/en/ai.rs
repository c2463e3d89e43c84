//! The computer's words in English: the opponent's labels, what each level does, the analysis
//! panel's evaluation and who plays whom.

use super::names::side;
use super::plural::counted;
use crate::ui::decimal::seconds;
use crate::ui::text::keys::{ErrorRate, Noun};
use damas_engine::Color;

/// What a level does: how far it looks (`None`: as far as it can), how long it may think, how
/// often it errs on purpose.
pub fn level_description(depth: Option<u32>, movetime_ms: Option<u32>, errors: ErrorRate) -> String {
    let depth = match depth {
        Some(d) => format!("looks {} ahead", counted(d.into(), Noun::Ply)),
        None => "looks as far as it can".into(),
    };
    let time = match movetime_ms {
        None => String::new(),
        Some(ms) => format!(" in at most {} s", seconds(ms, '.')),
    };
    let errors = match errors {
        ErrorRate::None => "no deliberate errors",
        ErrorRate::Rare => "rare small errors",
        ErrorRate::Some => "some errors",
        ErrorRate::Frequent => "frequent errors",
        ErrorRate::Many => "many large errors",
    };
    format!("{depth}{time}; {errors}")
}

/// A won position in the analysis panel: "White wins in 3".
pub fn wins_in(winner: Color, moves: u32) -> String {
    format!("{} wins in {moves}", side(winner))
}

/// Who plays whom: "You play White against the computer (level 3)."
pub fn versus(computer: Color, level: u8) -> String {
    format!("You play {} against the computer (level {level}).", side(!computer))
}
