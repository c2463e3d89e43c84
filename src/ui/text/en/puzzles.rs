//! Puzzle mode in English.

use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key`.
pub const fn puzzle_text(key: PuzzleText) -> &'static str {
    match key {
        PuzzleText::Title => "Puzzles",
        PuzzleText::Task => "Find the move that wins. Your side is at the bottom.",
        PuzzleText::Solved => "Solved!",
        PuzzleText::Failed => "Not this move.",
        PuzzleText::Refutation => "Your opponent answers",
        PuzzleText::Hint => "Hint",
        PuzzleText::Solution => "Solution",
        PuzzleText::SolutionLine => "Solution:",
        PuzzleText::Retry => "Retry",
        PuzzleText::Next => "Next puzzle",
        PuzzleText::Streak => "Streak",
        PuzzleText::StreakEnd => "The streak is over. Best:",
        PuzzleText::Rating => "Rating",
        PuzzleText::History => "Solved / missed",
        PuzzleText::Loading => "Loading the puzzles…",
        PuzzleText::LoadFailed => "The puzzles could not be loaded. Connect once to download them.",
        PuzzleText::AllSolved => "You have solved every puzzle of this game.",
        PuzzleText::Back => "Back to the game",
        PuzzleText::Themes => "Themes",
        PuzzleText::PuzzleRating => "puzzle rating",
    }
}

/// A puzzle theme's name.
pub const fn theme_text(theme: PuzzleTheme) -> &'static str {
    match theme {
        PuzzleTheme::Shot => "multi-capture shot",
        PuzzleTheme::Sacrifice => "sacrifice",
        PuzzleTheme::Quiet => "quiet move",
        PuzzleTheme::Crown => "breakthrough to the crown",
        PuzzleTheme::KingEnding => "king ending",
        PuzzleTheme::Win => "forced win",
    }
}
