//! Puzzle mode's words, in the player's language (each language's `puzzles.rs`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{id, Id};
pub use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key` in `lang`.
#[must_use]
pub fn puzzle_text(lang: Lang, key: PuzzleText) -> &'static str {
    crate::ui::text::words::text(lang, puzzle_text_message(key))
}

/// The message of `key` (`<lang>/puzzles.ftl`).
const fn puzzle_text_message(key: PuzzleText) -> Id {
    match key {
        PuzzleText::Title => id("puzzle-title"),
        PuzzleText::Task => id("puzzle-task"),
        PuzzleText::Solved => id("puzzle-solved"),
        PuzzleText::Failed => id("puzzle-failed"),
        PuzzleText::Refutation => id("puzzle-refutation"),
        PuzzleText::Hint => id("puzzle-hint"),
        PuzzleText::Solution => id("puzzle-solution"),
        PuzzleText::SolutionLine => id("puzzle-solution-line"),
        PuzzleText::Retry => id("puzzle-retry"),
        PuzzleText::Next => id("puzzle-next"),
        PuzzleText::Streak => id("puzzle-streak"),
        PuzzleText::StreakEnd => id("puzzle-streak-end"),
        PuzzleText::Rating => id("puzzle-rating"),
        PuzzleText::History => id("puzzle-history"),
        PuzzleText::Loading => id("puzzle-loading"),
        PuzzleText::LoadFailed => id("puzzle-load-failed"),
        PuzzleText::AllSolved => id("puzzle-all-solved"),
        PuzzleText::Back => id("puzzle-back"),
        PuzzleText::Themes => id("puzzle-themes"),
        PuzzleText::PuzzleRating => id("puzzle-puzzle-rating"),
    }
}

/// A theme's name (`shot`, `sacrifice`, `quiet`, `crown`, `king-ending`, `win`) in `lang`; an
/// unknown one is shown as written.
#[must_use]
pub fn theme_text(lang: Lang, theme: &str) -> &str {
    let Some(theme) = PuzzleTheme::from_id(theme) else { return theme };
    crate::ui::text::words::text(lang, theme_text_message(theme))
}

/// The message of `key` (`<lang>/puzzles.ftl`).
const fn theme_text_message(key: PuzzleTheme) -> Id {
    match key {
        PuzzleTheme::Shot => id("puzzle-theme-shot"),
        PuzzleTheme::Sacrifice => id("puzzle-theme-sacrifice"),
        PuzzleTheme::Quiet => id("puzzle-theme-quiet"),
        PuzzleTheme::Crown => id("puzzle-theme-crown"),
        PuzzleTheme::KingEnding => id("puzzle-theme-king-ending"),
        PuzzleTheme::Win => id("puzzle-theme-win"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_its_words() {
        for lang in Lang::ALL {
            for theme in ["shot", "sacrifice", "quiet", "crown", "king-ending", "win"] {
                assert!(lang == Lang::En || theme_text(lang, theme) != theme, "{lang:?} {theme}");
            }
            assert!(!puzzle_text(lang, PuzzleText::Title).is_empty());
        }
        assert_eq!(theme_text(Lang::Ru, "other"), "other");
        assert_eq!(theme_text(Lang::Pt, "sacrifice"), "sacrifício");
    }
}
