//! The tutorial's words: each lesson's title and task, and what the page says when it is done or
//! missed, in English, Brazilian Portuguese and Russian. Native, unit-tested.

use crate::ui::prefs::Lang;

/// A fixed label of the tutorial.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum LearnText {
    Title,
    Learn,
    Lessons,
    Done,
    Missed,
    Next,
    Retry,
    Back,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn learn_text(lang: Lang, key: LearnText) -> &'static str {
    use LearnText::*;
    match (lang, key) {
        (Lang::En, Title) => "Learn to play",
        (Lang::Pt, Title) => "Aprenda a jogar",
        (Lang::Ru, Title) => "Учимся играть",
        (Lang::En, Learn) => "Learn the rules",
        (Lang::Pt, Learn) => "Aprenda as regras",
        (Lang::Ru, Learn) => "Правила игры",
        (Lang::En, Lessons) => "Lessons",
        (Lang::Pt, Lessons) => "Lições",
        (Lang::Ru, Lessons) => "Уроки",
        (Lang::En, Done) => "Well done! That is the rule.",
        (Lang::Pt, Done) => "Muito bem! É essa a regra.",
        (Lang::Ru, Done) => "Отлично! Именно таково правило.",
        (Lang::En, Missed) => "That move is legal, but it is not what this lesson asks. Try again.",
        (Lang::Pt, Missed) => "Esse lance é permitido, mas não é o que a lição pede. Tente de novo.",
        (Lang::Ru, Missed) => "Такой ход возможен, но урок просит другое. Попробуйте ещё раз.",
        (Lang::En, Next) => "Next lesson",
        (Lang::Pt, Next) => "Próxima lição",
        (Lang::Ru, Next) => "Следующий урок",
        (Lang::En, Retry) => "Try again",
        (Lang::Pt, Retry) => "Tentar de novo",
        (Lang::Ru, Retry) => "Ещё раз",
        (Lang::En, Back) => "Back to the game",
        (Lang::Pt, Back) => "Voltar à partida",
        (Lang::Ru, Back) => "Вернуться к партии",
    }
}

/// Lesson `id`'s title and task, `[title, task]`.
#[must_use]
pub const fn lesson_words(lang: Lang, id: &str) -> [&'static str; 2] {
    match (lang, id.as_bytes()) {
        (Lang::En, b"move") => ["Men move forward", "A man moves one square diagonally forward, onto a free dark square. Move the man on 22."],
        (Lang::Pt, b"move") => ["A pedra anda para a frente", "A pedra anda uma casa na diagonal, para a frente, até uma casa escura livre. Mova a pedra da casa 22."],
        (Lang::Ru, b"move") => ["Простая ходит вперёд", "Простая ходит на одно поле по диагонали вперёд, на свободное тёмное поле. Сходите простой с поля 22."],
        (Lang::En, b"capture") => ["Capturing is compulsory", "When a piece can capture, you must capture: jump over the enemy piece onto the free square behind it. Try moving the other man first, then take."],
        (Lang::Pt, b"capture") => ["A captura é obrigatória", "Quando uma peça pode capturar, a captura é obrigatória: salte sobre a peça adversária até a casa livre atrás dela. Tente mover a outra pedra primeiro, depois capture."],
        (Lang::Ru, b"capture") => ["Бить обязательно", "Если шашка может бить, бить обязательно: перепрыгните через шашку соперника на свободное поле за ней. Попробуйте сначала сходить другой простой, затем бейте."],
        (Lang::En, b"backward") => ["Men capture backward too", "A man moves only forward, but it captures forward and backward. Take the man behind yours."],
        (Lang::Pt, b"backward") => ["A pedra também captura para trás", "A pedra só anda para a frente, mas captura para a frente e para trás. Capture a pedra atrás da sua."],
        (Lang::Ru, b"backward") => ["Простая бьёт и назад", "Простая ходит только вперёд, но бьёт и вперёд, и назад. Побейте шашку позади вашей."],
        (Lang::En, b"majority") => ["Take the most pieces", "When several captures are possible, you must take the one that takes the most pieces (the majority rule). Try the man on 24, then take two."],
        (Lang::Pt, b"majority") => ["Lei da maioria", "Quando há várias capturas, é obrigatório fazer a que toma mais peças (a lei da maioria). Tente a pedra da casa 24, depois tome duas."],
        (Lang::Ru, b"majority") => ["Бить наибольшее число", "Если можно бить по-разному, нужно выбрать взятие наибольшего числа шашек (правило большинства). Попробуйте простую с поля 24, затем возьмите две."],
        (Lang::En, b"crown") => ["Crowning", "A man that ends its move on the last row becomes a king. Crown your man."],
        (Lang::Pt, b"crown") => ["Promoção a dama", "A pedra que termina o lance na última fila vira dama. Promova a sua pedra."],
        (Lang::Ru, b"crown") => ["Превращение в дамку", "Простая, закончившая ход на последнем ряду, становится дамкой. Проведите простую в дамки."],
        (Lang::En, b"king") => ["The flying king", "A king moves any distance along a diagonal and captures from afar, landing on any free square beyond. Capture with your king."],
        (Lang::Pt, b"king") => ["A dama voa", "A dama anda quantas casas quiser na diagonal e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama."],
        (Lang::Ru, b"king") => ["Дамка ходит далеко", "Дамка ходит на любое число полей по диагонали и бьёт издалека, вставая на любое свободное поле за шашкой. Побейте дамкой."],
        _ => ["", ""],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lessons::LESSONS;

    #[test]
    fn every_lesson_has_its_words_in_every_language() {
        for lang in Lang::ALL {
            for lesson in &LESSONS {
                let [title, task] = lesson_words(lang, lesson.id);
                assert!(!title.is_empty() && !task.is_empty(), "{lang:?} {}", lesson.id);
            }
        }
    }
}
