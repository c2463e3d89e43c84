//! The tutorial's words: each lesson's title and task, and what the page says when it is done or
//! missed, in the player's language (each language's `lessons.rs`). Native, unit-tested.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
use crate::ui::text::words::{id, Id};
pub use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key` in `lang`.
#[must_use]
pub fn learn_text(lang: Lang, key: LearnText) -> &'static str {
    crate::ui::text::words::text(lang, learn_text_message(key))
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
    match lang.words() {
        Lang::En => en::lessons::lesson_words(lesson),
        Lang::Pt => pt::lessons::lesson_words(lesson),
        Lang::Ru => ru::lessons::lesson_words(lesson),
        Lang::Es => es::lessons::lesson_words(lesson),
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
