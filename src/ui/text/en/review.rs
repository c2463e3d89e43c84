//! The game review in English: the panel, the judgements, and "learn from your mistakes".

use super::names::side;
use damas_engine::Color;

/// The review's progress.
pub fn progress_line(percent: u32) -> String {
    format!("The computer is going through the game… {percent} %")
}

/// "Best was 22-17" under a judged move.
pub fn best_was(best: &str) -> String {
    format!("Best was {best}")
}

/// The button that starts a round of `c`'s mistakes.
pub fn learn_from(c: Color) -> String {
    format!("Learn from {}'s mistakes", side(c))
}

/// The task at a mistake: `c` played `played` here; find better.
pub fn learn_prompt(c: Color, played: &str, which: usize, of: usize) -> String {
    format!("Mistake {which} of {of}: {} played {played} here. Find a better move.", side(c))
}

/// A try that gives away too much.
pub fn poor_try(tried: &str) -> String {
    format!("{tried} is not good enough either.")
}
