//! The tutorial's words: each lesson's title and task, and what the page says when it is done or
//! missed, in the player's language (each language's `lessons.rs`). Native, unit-tested.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key` in `lang`.
#[must_use]
pub const fn learn_text(lang: Lang, key: LearnText) -> &'static str {
    match lang {
        Lang::En => en::lessons::learn_text(key),
        Lang::Pt => pt::lessons::learn_text(key),
        Lang::Ru => ru::lessons::learn_text(key),
        Lang::Es => es::lessons::learn_text(key),
    }
}

/// Lesson `id`'s title and task, `[title, task]` (empty for an id no lesson has).
#[must_use]
pub fn lesson_words(lang: Lang, id: &str) -> [&'static str; 2] {
    let Some(lesson) = LessonKey::from_id(id) else { return ["", ""] };
    match lang {
        Lang::En => en::lessons::lesson_words(lesson),
        Lang::Pt => pt::lessons::lesson_words(lesson),
        Lang::Ru => ru::lessons::lesson_words(lesson),
        Lang::Es => es::lessons::lesson_words(lesson),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lessons::LESSONS;

    #[test]
    fn every_lesson_has_its_words_in_every_language() {
        // The tutorial's lessons and the keys of their words are the same list.
        let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
        assert_eq!(ids, LessonKey::ALL.iter().map(|k| k.id()).collect::<Vec<_>>());
        for lang in Lang::ALL {
            for lesson in &LESSONS {
                let [title, task] = lesson_words(lang, lesson.id);
                assert!(!title.is_empty() && !task.is_empty(), "{lang:?} {}", lesson.id);
            }
            assert_eq!(lesson_words(lang, "no-such-lesson"), ["", ""]);
        }
        assert_eq!(lesson_words(Lang::Es, LESSONS[0].id)[0], "Los peones avanzan");
        assert_eq!(lesson_words(Lang::Es, "majority")[0], "La ley de la mayoría");
        assert_eq!(learn_text(Lang::Es, LearnText::Title), "Aprende a jugar");
    }
}
