//! The game review in English: the panel, the judgements, and "learn from your mistakes".

use super::names::side;
use crate::ui::text::keys::ReviewText;
use damas_engine::Color;

/// The label `key`.
pub const fn review_text(key: ReviewText) -> &'static str {
    match key {
        ReviewText::Review => "Review the game",
        ReviewText::Title => "Game review",
        ReviewText::Cancel => "Cancel",
        ReviewText::Close => "Close the review",
        ReviewText::Accuracy => "Accuracy",
        ReviewText::Graph => "Who stood better, move by move (click to go to a move)",
        ReviewText::Checking => "Checking your move…",
        ReviewText::Good => "Good move!",
        ReviewText::TryAgain => "Try again",
        ReviewText::ShowBest => "Show the best move",
        ReviewText::Next => "Next mistake",
        ReviewText::Over => "That was the last one. Well done!",
        ReviewText::Stop => "Back to the review",
        ReviewText::Inaccuracies => "Inaccuracies",
        ReviewText::Mistakes => "Mistakes",
        ReviewText::Blunders => "Blunders",
    }
}


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
