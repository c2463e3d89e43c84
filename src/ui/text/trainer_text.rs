//! The endgame trainer's words, in the player's language (each language's `trainer.ftl`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, text, Id};
pub use crate::ui::text::keys::{EndingKey, TrainerText};

/// The label `key` in `lang`.
#[must_use]
pub fn trainer_text(lang: Lang, key: TrainerText) -> &'static str {
    text(lang, trainer_text_message(key))
}

/// The message of `key` (`<lang>/trainer.ftl`).
const fn trainer_text_message(key: TrainerText) -> Id {
    match key {
        TrainerText::Title => message!("trainer-title"),
        TrainerText::Endings => message!("trainer-endings"),
        TrainerText::Back => message!("trainer-back"),
        TrainerText::Preparing => message!("trainer-preparing"),
        TrainerText::Draw => message!("trainer-draw"),
        TrainerText::Unknown => message!("trainer-unknown"),
        TrainerText::NewStart => message!("trainer-new-start"),
        TrainerText::RetryEnding => message!("trainer-retry-ending"),
        TrainerText::TakeBack => message!("trainer-take-back"),
        TrainerText::ShowBest => message!("trainer-show-best"),
        TrainerText::BestMove => message!("trainer-best-move"),
        TrainerText::Won => message!("trainer-won"),
        TrainerText::Drawn => message!("trainer-drawn"),
        TrainerText::Lost => message!("trainer-lost"),
        TrainerText::GoalWin => message!("trainer-goal-win"),
        TrainerText::GoalDraw => message!("trainer-goal-draw"),
        TrainerText::VerdictBest => message!("trainer-verdict-best"),
        TrainerText::VerdictKept => message!("trainer-verdict-kept"),
        TrainerText::VerdictLostWin => message!("trainer-verdict-lost-win"),
        TrainerText::VerdictLost => message!("trainer-verdict-lost"),
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
        EndingKey::ThreeKings => [message!("trainer-ending-three-kings-name"), message!("trainer-ending-three-kings-lesson")],
        EndingKey::TwoKings => [message!("trainer-ending-two-kings-name"), message!("trainer-ending-two-kings-lesson")],
        EndingKey::TwoKingsMan => [message!("trainer-ending-two-kings-man-name"), message!("trainer-ending-two-kings-man-lesson")],
        EndingKey::KingTwoMen => [message!("trainer-ending-king-two-men-name"), message!("trainer-ending-king-two-men-lesson")],
        EndingKey::ManRace => [message!("trainer-ending-man-race-name"), message!("trainer-ending-man-race-lesson")],
        EndingKey::TwoKingsVKingMan => [message!("trainer-ending-two-kings-v-king-man-name"), message!("trainer-ending-two-kings-v-king-man-lesson")],
        EndingKey::Diagonal => [message!("trainer-ending-diagonal-name"), message!("trainer-ending-diagonal-lesson")],
    }
}

/// The distance with best play: "White wins in 7 moves with best play."
#[must_use]
pub fn win_in(lang: Lang, moves: u32) -> String {
    format(lang, message!("trainer-win-in"), &[("n", moves.into())])
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
