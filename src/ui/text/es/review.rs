//! The game review in Spanish: the panel, the judgements, and "learn from your mistakes".

use super::grammar::{colour, side_subject};
use damas_engine::Color;

/// The review's progress.
pub fn progress_line(percent: u32) -> String {
    format!("La máquina está analizando la partida… {percent} %")
}

/// "Lo mejor era 22-17" under a judged move.
pub fn best_was(best: &str) -> String {
    format!("Lo mejor era {best}")
}

/// The button that starts a round of `c`'s mistakes.
pub fn learn_from(c: Color) -> String {
    format!("Aprender de los errores de las {}", colour(c))
}

/// The task at a mistake: `c` played `played` here; find better.
pub fn learn_prompt(c: Color, played: &str, which: usize, of: usize) -> String {
    format!("Error {which} de {of}: aquí {} jugaron {played}. Encuentra una jugada mejor.", side_subject(c))
}

/// A try that gives away too much.
pub fn poor_try(tried: &str) -> String {
    format!("{tried} tampoco basta.")
}
