//! The endgame trainer's words, in the player's language (each language's `trainer.ftl`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, id, text, Id};
pub use crate::ui::text::keys::{EndingKey, TrainerText};

/// The label `key` in `lang`.
#[must_use]
pub fn trainer_text(lang: Lang, key: TrainerText) -> &'static str {
    text(lang, trainer_text_message(key))
}

/// The message of `key` (`<lang>/trainer.ftl`).
const fn trainer_text_message(key: TrainerText) -> Id {
    match key {
        TrainerText::Title => id("trainer-title"),
        TrainerText::Endings => id("trainer-endings"),
        TrainerText::Back => id("trainer-back"),
        TrainerText::Preparing => id("trainer-preparing"),
        TrainerText::Draw => id("trainer-draw"),
        TrainerText::Unknown => id("trainer-unknown"),
        TrainerText::NewStart => id("trainer-new-start"),
        TrainerText::RetryEnding => id("trainer-retry-ending"),
        TrainerText::TakeBack => id("trainer-take-back"),
        TrainerText::ShowBest => id("trainer-show-best"),
        TrainerText::BestMove => id("trainer-best-move"),
        TrainerText::Won => id("trainer-won"),
        TrainerText::Drawn => id("trainer-drawn"),
        TrainerText::Lost => id("trainer-lost"),
        TrainerText::GoalWin => id("trainer-goal-win"),
        TrainerText::GoalDraw => id("trainer-goal-draw"),
        TrainerText::VerdictBest => id("trainer-verdict-best"),
        TrainerText::VerdictKept => id("trainer-verdict-kept"),
        TrainerText::VerdictLostWin => id("trainer-verdict-lost-win"),
        TrainerText::VerdictLost => id("trainer-verdict-lost"),
    }
}

/// Ending `id`'s name and what it teaches, `[name, lesson]` (an id no ending has reads as the
/// lone king's defence, the trainer's last ending).
#[must_use]
pub fn ending_words(lang: Lang, id: &str) -> [&'static str; 2] {
    let ending = EndingKey::from_id(id).unwrap_or(EndingKey::Diagonal);
    ending_messages(ending).map(|message| text(lang, message))
}

/// The messages of an ending's `[name, lesson]` (`<lang>/trainer.ftl`), named by its id.
const fn ending_messages(ending: EndingKey) -> [Id; 2] {
    match ending {
        EndingKey::ThreeKings => [id("trainer-ending-three-kings-name"), id("trainer-ending-three-kings-lesson")],
        EndingKey::TwoKingsMan => [id("trainer-ending-two-kings-man-name"), id("trainer-ending-two-kings-man-lesson")],
        EndingKey::KingTwoMen => [id("trainer-ending-king-two-men-name"), id("trainer-ending-king-two-men-lesson")],
        EndingKey::ManRace => [id("trainer-ending-man-race-name"), id("trainer-ending-man-race-lesson")],
        EndingKey::TwoKingsVKingMan => [id("trainer-ending-two-kings-v-king-man-name"), id("trainer-ending-two-kings-v-king-man-lesson")],
        EndingKey::Diagonal => [id("trainer-ending-diagonal-name"), id("trainer-ending-diagonal-lesson")],
    }
}

/// The distance with best play: "White wins in 7 moves with best play."
#[must_use]
pub fn win_in(lang: Lang, moves: u32) -> String {
    format(lang, id("trainer-win-in"), &[("n", moves.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::trainer::ENDINGS;

    #[test]
    fn every_ending_has_its_own_words_in_every_language() {
        // The trainer's endings and the keys of their words are the same list.
        let ids: Vec<&str> = ENDINGS.iter().map(|e| e.id).collect();
        assert_eq!(ids, EndingKey::ALL.iter().map(|k| k.id()).collect::<Vec<_>>());
        for lang in Lang::ALL {
            let names: Vec<_> = ENDINGS.iter().map(|e| ending_words(lang, e.id)[0]).collect();
            assert!(names.iter().enumerate().all(|(i, n)| !names[..i].contains(n)), "{names:?}");
        }
        assert_eq!(win_in(Lang::En, 7), "White wins in 7 moves with best play.");
        assert_eq!(win_in(Lang::Ru, 2), "Белые выигрывают за 2 хода при лучшей игре.");
    }
}
