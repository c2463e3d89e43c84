//! The tutorial in Spanish: its labels, and each lesson's title and task (Brazilian rules).

use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key`.
pub const fn learn_text(key: LearnText) -> &'static str {
    match key {
        LearnText::Title => "Aprende a jugar",
        LearnText::Learn => "Aprende las reglas",
        LearnText::Lessons => "Lecciones",
        LearnText::Done => "¡Muy bien! Esa es la regla.",
        LearnText::Missed => "Esa jugada es válida, pero no es lo que pide esta lección. Inténtalo de nuevo.",
        LearnText::Next => "Siguiente lección",
        LearnText::Retry => "Reintentar",
        LearnText::Back => "Volver a la partida",
    }
}

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["Los peones avanzan", "Un peón avanza una casilla en diagonal hacia delante, a una casilla oscura libre. Mueve el peón de la casilla 22."],
        LessonKey::Capture => ["La captura es obligatoria", "Cuando una pieza puede capturar, es obligatorio hacerlo: salta sobre la pieza rival hasta la casilla libre que hay detrás. Prueba primero a mover el otro peón y luego captura."],
        LessonKey::Backward => ["Los peones también capturan hacia atrás", "Un peón solo avanza, pero captura hacia delante y hacia atrás. Captura el peón que está detrás del tuyo."],
        LessonKey::Majority => ["La ley de la mayoría", "Cuando hay varias capturas posibles, es obligatorio hacer la que captura más piezas (la ley de la mayoría). Prueba con el peón de la casilla 24 y luego captura dos."],
        LessonKey::Crown => ["La coronación", "Un peón que termina su jugada en la última fila corona y se convierte en dama. Corona tu peón."],
        LessonKey::King => ["La dama vuela", "La dama recorre cualquier número de casillas en diagonal y captura a distancia, parando en cualquier casilla libre detrás de la pieza capturada. Captura con tu dama."],
    }
}
