//! The tutorial's words: each lesson's title and task, and what the page says when it is done or
//! missed, in the player's language (each language's `lessons.ftl`). Native, unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{message, text, Id};
pub use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key` in `lang`.
#[must_use]
pub fn learn_text(lang: Lang, key: LearnText) -> &'static str {
    text(lang, learn_text_message(key))
}

/// The message of `key` (`<lang>/lessons.ftl`).
const fn learn_text_message(key: LearnText) -> Id {
    match key {
        LearnText::Title => message!("learn-title"),
        LearnText::Learn => message!("learn-learn"),
        LearnText::Lessons => message!("learn-lessons"),
        LearnText::Done => message!("learn-done"),
        LearnText::Missed => message!("learn-missed"),
        LearnText::Next => message!("learn-next"),
        LearnText::Retry => message!("learn-retry"),
        LearnText::Back => message!("learn-back"),
        LearnText::Rules => message!("learn-rules"),
        LearnText::OtherGames => message!("learn-other-games"),
        LearnText::Exposed => message!("learn-exposed"),
        LearnText::PlayComputer => message!("learn-play-computer"),
        LearnText::InternationalNote => message!("learn-international-note"),
    }
}

/// Lesson `id`'s title and task, `[title, task]` (empty for an id no lesson has).
#[must_use]
pub fn lesson_words(lang: Lang, id: &str) -> [&'static str; 2] {
    let Some(lesson) = LessonKey::from_id(id) else { return ["", ""] };
    lesson_messages(lesson).map(|message| text(lang, message))
}

/// The messages of a lesson's `[title, task]` (`<lang>/lessons.ftl`), named by its id.
const fn lesson_messages(lesson: LessonKey) -> [Id; 2] {
    match lesson {
        LessonKey::Move => [message!("lesson-move-title"), message!("lesson-move-task")],
        LessonKey::Capture => [message!("lesson-capture-title"), message!("lesson-capture-task")],
        LessonKey::Backward => [message!("lesson-backward-title"), message!("lesson-backward-task")],
        LessonKey::Majority => [message!("lesson-majority-title"), message!("lesson-majority-task")],
        LessonKey::Crown => [message!("lesson-crown-title"), message!("lesson-crown-task")],
        LessonKey::King => [message!("lesson-king-title"), message!("lesson-king-task")],
        LessonKey::Landing => [message!("lesson-landing-title"), message!("lesson-landing-task")],
        LessonKey::Pass => [message!("lesson-pass-title"), message!("lesson-pass-task")],
        LessonKey::Choice => [message!("lesson-choice-title"), message!("lesson-choice-task")],
        LessonKey::CrownCapture => [message!("lesson-crown-capture-title"), message!("lesson-crown-capture-task")],
        LessonKey::Forward => [message!("lesson-forward-title"), message!("lesson-forward-task")],
        LessonKey::CrownEnds => [message!("lesson-crown-ends-title"), message!("lesson-crown-ends-task")],
        LessonKey::ShortKing => [message!("lesson-short-king-title"), message!("lesson-short-king-task")],
        LessonKey::MostKings => [message!("lesson-most-kings-title"), message!("lesson-most-kings-task")],
        LessonKey::ItalianManKing => [message!("lesson-italian-man-king-title"), message!("lesson-italian-man-king-task")],
        LessonKey::ItalianKingTakes => [message!("lesson-italian-king-takes-title"), message!("lesson-italian-king-takes-task")],
        LessonKey::ItalianKingMetFirst => [message!("lesson-italian-king-met-first-title"), message!("lesson-italian-king-met-first-task")],
        LessonKey::CzechChoice => [message!("lesson-czech-choice-title"), message!("lesson-czech-choice-task")],
        LessonKey::CzechKingFirst => [message!("lesson-czech-king-first-title"), message!("lesson-czech-king-first-task")],
        LessonKey::PoolMove => [message!("lesson-pool-move-title"), message!("lesson-pool-move-task")],
        LessonKey::TurkishMove => [message!("lesson-turkish-move-title"), message!("lesson-turkish-move-task")],
        LessonKey::TurkishCapture => [message!("lesson-turkish-capture-title"), message!("lesson-turkish-capture-task")],
        LessonKey::TurkishRemoval => [message!("lesson-turkish-removal-title"), message!("lesson-turkish-removal-task")],
        LessonKey::TurkishKing => [message!("lesson-turkish-king-title"), message!("lesson-turkish-king-task")],
        LessonKey::LascaMove => [message!("lesson-lasca-move-title"), message!("lesson-lasca-move-task")],
        LessonKey::LascaPrisoner => [message!("lesson-lasca-prisoner-title"), message!("lesson-lasca-prisoner-task")],
        LessonKey::LascaColumn => [message!("lesson-lasca-column-title"), message!("lesson-lasca-column-task")],
        LessonKey::LascaOfficer => [message!("lesson-lasca-officer-title"), message!("lesson-lasca-officer-task")],
        LessonKey::LascaBack => [message!("lesson-lasca-back-title"), message!("lesson-lasca-back-task")],
        LessonKey::DrawBrazilian => [message!("lesson-draw-brazilian-title"), message!("lesson-draw-brazilian-task")],
        LessonKey::DrawInternational => [message!("lesson-draw-international-title"), message!("lesson-draw-international-task")],
        LessonKey::DrawRussian => [message!("lesson-draw-russian-title"), message!("lesson-draw-russian-task")],
        LessonKey::DrawEnglish => [message!("lesson-draw-english-title"), message!("lesson-draw-english-task")],
        LessonKey::DrawTurkish => [message!("lesson-draw-turkish-title"), message!("lesson-draw-turkish-task")],
        LessonKey::DrawSpanish => [message!("lesson-draw-spanish-title"), message!("lesson-draw-spanish-task")],
        LessonKey::DrawItalian => [message!("lesson-draw-italian-title"), message!("lesson-draw-italian-task")],
        LessonKey::DrawCzech => [message!("lesson-draw-czech-title"), message!("lesson-draw-czech-task")],
        LessonKey::DrawPool => [message!("lesson-draw-pool-title"), message!("lesson-draw-pool-task")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lessons::lessons_of;
    use damas_engine::GameKind;

    #[test]
    fn every_lesson_has_its_words_in_every_language() {
        // Every lesson of every set has words, and every key is some set's lesson.
        let mut used: Vec<&str> = GameKind::ALL.iter().flat_map(|&g| lessons_of(g).iter().map(|l| l.id)).collect();
        used.sort_unstable();
        used.dedup();
        let mut keys: Vec<&str> = LessonKey::ALL.iter().map(|k| k.id()).collect();
        keys.sort_unstable();
        assert_eq!(used, keys);
        for lang in Lang::ALL {
            for game in GameKind::ALL {
                for lesson in lessons_of(game) {
                    let [title, task] = lesson_words(lang, lesson.id);
                    assert!(!title.is_empty() && !task.is_empty(), "{lang:?} {}", lesson.id);
                    // Each square the words name is one the lesson marks.
                    for n in 1..=3 {
                        assert_eq!(task.contains(&format!("{{{n}}}")), lesson.marks.len() >= n, "{lang:?} {game} {}", lesson.id);
                    }
                }
            }
            assert_eq!(lesson_words(lang, "no-such-lesson"), ["", ""]);
        }
        assert_eq!(lesson_words(Lang::Es, "move")[0], "Los peones avanzan");
        assert_eq!(lesson_words(Lang::Es, "majority")[0], "La ley de la mayoría");
        assert_eq!(lesson_words(Lang::It, "italian-man-king")[0], "La pedina non prende il damone");
        assert_eq!(lesson_words(Lang::Pt, "pool-move")[0], "As pretas começam");
        assert_eq!(learn_text(Lang::Es, LearnText::Title), "Aprende a jugar");
    }
}
