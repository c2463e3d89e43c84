//! Puzzle mode's words, in the player's language (each language's `puzzles.rs`). Native,
//! unit-tested.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key` in `lang`.
#[must_use]
pub const fn puzzle_text(lang: Lang, key: PuzzleText) -> &'static str {
    match lang.words() {
        Lang::En => en::puzzles::puzzle_text(key),
        Lang::Pt => pt::puzzles::puzzle_text(key),
        Lang::Ru => ru::puzzles::puzzle_text(key),
        Lang::Es => es::puzzles::puzzle_text(key),
    }
}

/// A theme's name (`shot`, `sacrifice`, `quiet`, `crown`, `king-ending`, `win`) in `lang`; an
/// unknown one is shown as written.
#[must_use]
pub fn theme_text(lang: Lang, theme: &str) -> &str {
    let Some(theme) = PuzzleTheme::from_id(theme) else { return theme };
    match lang.words() {
        Lang::En => en::puzzles::theme_text(theme),
        Lang::Pt => pt::puzzles::theme_text(theme),
        Lang::Ru => ru::puzzles::theme_text(theme),
        Lang::Es => es::puzzles::theme_text(theme),
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
