//! The tutorial's words: each lesson's title and task, and what the page says when it is done or
//! missed, in the player's language (each language's `lessons.ftl`). Native, unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{id, text, Id};
pub use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key` in `lang`.
#[must_use]
pub fn learn_text(lang: Lang, key: LearnText) -> &'static str {
    text(lang, learn_text_message(key))
}

/// The message of `key` (`<lang>/lessons.ftl`).
const fn learn_text_message(key: LearnText) -> Id {
    match key {
        LearnText::Title => id("learn-title"),
        LearnText::Learn => id("learn-learn"),
        LearnText::Lessons => id("learn-lessons"),
        LearnText::Done => id("learn-done"),
        LearnText::Missed => id("learn-missed"),
        LearnText::Next => id("learn-next"),
        LearnText::Retry => id("learn-retry"),
        LearnText::Back => id("learn-back"),
        LearnText::Rules => id("learn-rules"),
        LearnText::OtherGames => id("learn-other-games"),
        LearnText::Exposed => id("learn-exposed"),
        LearnText::PlayComputer => id("learn-play-computer"),
        LearnText::InternationalNote => id("learn-international-note"),
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
        LessonKey::Move => [id("lesson-move-title"), id("lesson-move-task")],
        LessonKey::Capture => [id("lesson-capture-title"), id("lesson-capture-task")],
        LessonKey::Backward => [id("lesson-backward-title"), id("lesson-backward-task")],
        LessonKey::Majority => [id("lesson-majority-title"), id("lesson-majority-task")],
        LessonKey::Crown => [id("lesson-crown-title"), id("lesson-crown-task")],
        LessonKey::King => [id("lesson-king-title"), id("lesson-king-task")],
        LessonKey::Landing => [id("lesson-landing-title"), id("lesson-landing-task")],
        LessonKey::Pass => [id("lesson-pass-title"), id("lesson-pass-task")],
        LessonKey::Choice => [id("lesson-choice-title"), id("lesson-choice-task")],
        LessonKey::CrownCapture => [id("lesson-crown-capture-title"), id("lesson-crown-capture-task")],
        LessonKey::Forward => [id("lesson-forward-title"), id("lesson-forward-task")],
        LessonKey::CrownEnds => [id("lesson-crown-ends-title"), id("lesson-crown-ends-task")],
        LessonKey::ShortKing => [id("lesson-short-king-title"), id("lesson-short-king-task")],
        LessonKey::TurkishMove => [id("lesson-turkish-move-title"), id("lesson-turkish-move-task")],
        LessonKey::TurkishCapture => [id("lesson-turkish-capture-title"), id("lesson-turkish-capture-task")],
        LessonKey::TurkishRemoval => [id("lesson-turkish-removal-title"), id("lesson-turkish-removal-task")],
        LessonKey::TurkishKing => [id("lesson-turkish-king-title"), id("lesson-turkish-king-task")],
        LessonKey::LascaMove => [id("lesson-lasca-move-title"), id("lesson-lasca-move-task")],
        LessonKey::LascaPrisoner => [id("lesson-lasca-prisoner-title"), id("lesson-lasca-prisoner-task")],
        LessonKey::LascaColumn => [id("lesson-lasca-column-title"), id("lesson-lasca-column-task")],
        LessonKey::LascaOfficer => [id("lesson-lasca-officer-title"), id("lesson-lasca-officer-task")],
        LessonKey::LascaBack => [id("lesson-lasca-back-title"), id("lesson-lasca-back-task")],
        LessonKey::DrawBrazilian => [id("lesson-draw-brazilian-title"), id("lesson-draw-brazilian-task")],
        LessonKey::DrawInternational => [id("lesson-draw-international-title"), id("lesson-draw-international-task")],
        LessonKey::DrawRussian => [id("lesson-draw-russian-title"), id("lesson-draw-russian-task")],
        LessonKey::DrawEnglish => [id("lesson-draw-english-title"), id("lesson-draw-english-task")],
        LessonKey::DrawTurkish => [id("lesson-draw-turkish-title"), id("lesson-draw-turkish-task")],
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
        assert_eq!(learn_text(Lang::Es, LearnText::Title), "Aprende a jugar");
    }
}
