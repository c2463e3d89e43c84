//! Puzzle mode's words, in the player's language (each language's `puzzles.rs`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{message, Id};
pub use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key` in `lang`.
#[must_use]
pub fn puzzle_text(lang: Lang, key: PuzzleText) -> &'static str {
    crate::ui::text::words::text(lang, puzzle_text_message(key))
}

/// The message of `key` (`<lang>/puzzles.ftl`).
const fn puzzle_text_message(key: PuzzleText) -> Id {
    match key {
        PuzzleText::Title => message!("puzzle-title"),
        PuzzleText::Task => message!("puzzle-task"),
        PuzzleText::Solved => message!("puzzle-solved"),
        PuzzleText::Failed => message!("puzzle-failed"),
        PuzzleText::Refutation => message!("puzzle-refutation"),
        PuzzleText::Hint => message!("puzzle-hint"),
        PuzzleText::Solution => message!("puzzle-solution"),
        PuzzleText::SolutionLine => message!("puzzle-solution-line"),
        PuzzleText::Retry => message!("puzzle-retry"),
        PuzzleText::Next => message!("puzzle-next"),
        PuzzleText::Streak => message!("puzzle-streak"),
        PuzzleText::StreakEnd => message!("puzzle-streak-end"),
        PuzzleText::Rating => message!("puzzle-rating"),
        PuzzleText::History => message!("puzzle-history"),
        PuzzleText::Loading => message!("puzzle-loading"),
        PuzzleText::LoadFailed => message!("puzzle-load-failed"),
        PuzzleText::AllSolved => message!("puzzle-all-solved"),
        PuzzleText::Back => message!("puzzle-back"),
        PuzzleText::Themes => message!("puzzle-themes"),
        PuzzleText::PuzzleRating => message!("puzzle-puzzle-rating"),
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
        PuzzleTheme::Shot => message!("puzzle-theme-shot"),
        PuzzleTheme::Sacrifice => message!("puzzle-theme-sacrifice"),
        PuzzleTheme::Quiet => message!("puzzle-theme-quiet"),
        PuzzleTheme::Crown => message!("puzzle-theme-crown"),
        PuzzleTheme::KingEnding => message!("puzzle-theme-king-ending"),
        PuzzleTheme::Win => message!("puzzle-theme-win"),
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
