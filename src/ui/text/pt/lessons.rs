//! The tutorial in Brazilian Portuguese: its labels, and each lesson's title and task.

use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key`.
pub const fn learn_text(key: LearnText) -> &'static str {
    match key {
        LearnText::Title => "Aprenda a jogar",
        LearnText::Learn => "Aprenda as regras",
        LearnText::Lessons => "Lições",
        LearnText::Done => "Muito bem! É essa a regra.",
        LearnText::Missed => "Esse lance é permitido, mas não é o que a lição pede. Tente de novo.",
        LearnText::Next => "Próxima lição",
        LearnText::Retry => "Tentar de novo",
        LearnText::Back => "Voltar à partida",
    }
}

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["A pedra anda para a frente", "A pedra anda uma casa na diagonal, para a frente, até uma casa escura livre. Mova a pedra da casa 22."],
        LessonKey::Capture => ["A captura é obrigatória", "Quando uma peça pode capturar, a captura é obrigatória: salte sobre a peça adversária até a casa livre atrás dela. Tente mover a outra pedra primeiro, depois capture."],
        LessonKey::Backward => ["A pedra também captura para trás", "A pedra só anda para a frente, mas captura para a frente e para trás. Capture a pedra atrás da sua."],
        LessonKey::Majority => ["Lei da maioria", "Quando há várias capturas, é obrigatório fazer a que toma mais peças (a lei da maioria). Tente a pedra da casa 24, depois tome duas."],
        LessonKey::Crown => ["Promoção a dama", "A pedra que termina o lance na última fila vira dama. Promova a sua pedra."],
        LessonKey::King => ["A dama voa", "A dama anda quantas casas quiser na diagonal e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama."],
    }
}
