//! The game review in Russian: the panel, the judgements, and "learn from your mistakes".

use super::grammar::{side_lower, side_of};
use damas_engine::Color;

/// The review's progress.
pub fn progress_line(percent: u32) -> String {
    format!("Компьютер разбирает партию… {percent} %")
}

/// "Лучше было 22-17" under a judged move.
pub fn best_was(best: &str) -> String {
    format!("Лучше было {best}")
}

/// The button that starts a round of `c`'s mistakes.
pub fn learn_from(c: Color) -> String {
    format!("Работа над ошибками {}", side_of(c))
}

/// The task at a mistake: `c` played `played` here; find better.
pub fn learn_prompt(c: Color, played: &str, which: usize, of: usize) -> String {
    format!("Ошибка {which} из {of}: здесь {} сыграли {played}. Найдите ход лучше.", side_lower(c))
}

/// A try that gives away too much.
pub fn poor_try(tried: &str) -> String {
    format!("Ход {tried} тоже недостаточно хорош.")
}
