//! The game review's words: the panel, the judgements, and "learn from your mistakes", in the
//! player's language (each language's `review.ftl`). Native, unit-tested.

use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::ReviewText;
use crate::ui::text::words::{format, message, Id};
use damas_engine::Color;

/// The label `key` in `lang`.
#[must_use]
pub fn review_text(lang: Lang, key: ReviewText) -> &'static str {
    crate::ui::text::words::text(lang, review_text_message(key))
}

/// The message of `key` (`<lang>/review.ftl`).
const fn review_text_message(key: ReviewText) -> Id {
    match key {
        ReviewText::Review => message!("review-review"),
        ReviewText::Title => message!("review-title"),
        ReviewText::Cancel => message!("review-cancel"),
        ReviewText::Close => message!("review-close"),
        ReviewText::Accuracy => message!("review-accuracy"),
        ReviewText::Graph => message!("review-graph"),
        ReviewText::Checking => message!("review-checking"),
        ReviewText::Good => message!("review-good"),
        ReviewText::TryAgain => message!("review-try-again"),
        ReviewText::ShowBest => message!("review-show-best"),
        ReviewText::Next => message!("review-next"),
        ReviewText::Over => message!("review-over"),
        ReviewText::Stop => message!("review-stop"),
        ReviewText::Inaccuracies => message!("review-inaccuracies"),
        ReviewText::Mistakes => message!("review-mistakes"),
        ReviewText::Blunders => message!("review-blunders"),
    }
}

/// "Reviewing… 40 %".
#[must_use]
pub fn progress_line(lang: Lang, percent: u32) -> String {
    format(lang, message!("review-progress-line"), &[("percent", percent.into())])
}

/// "Best was 22-17" under a judged move.
#[must_use]
pub fn best_was(lang: Lang, best: &str) -> String {
    format(lang, message!("review-best-was"), &[("best", best.into())])
}

/// The button that starts a round of `c`'s mistakes.
#[must_use]
pub fn learn_from(lang: Lang, c: Color) -> String {
    format(lang, message!("review-learn-from"), &[("side", c.name().into())])
}

/// The task at a mistake: `c` played `played` here; find better.
#[must_use]
pub fn learn_prompt(lang: Lang, c: Color, played: &str, which: usize, of: usize) -> String {
    let args = [("side", c.name().into()), ("played", played.into()), ("which", which.into()), ("of", of.into())];
    format(lang, message!("review-learn-prompt"), &args)
}

/// A try that gives away too much.
#[must_use]
pub fn poor_try(lang: Lang, tried: &str) -> String {
    format(lang, message!("review-poor-try"), &[("tried", tried.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_says_everything() {
        for lang in Lang::ALL {
            assert!(progress_line(lang, 40).contains("40"));
            assert!(best_was(lang, "22-17").contains("22-17"));
            assert!(learn_prompt(lang, Color::Black, "9-13", 1, 3).contains("9-13"));
            assert!(poor_try(lang, "9-14").contains("9-14"));
        }
        assert_eq!(learn_from(Lang::En, Color::White), "Learn from White's mistakes");
        assert_eq!(learn_from(Lang::Ru, Color::Black), "Работа над ошибками чёрных");
    }
}
