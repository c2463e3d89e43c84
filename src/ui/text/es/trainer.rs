//! The endgame trainer in Spanish.

use super::plural::counted;
use crate::ui::text::keys::{EndingKey, Noun, TrainerText};

/// The label `key`.
pub const fn trainer_text(key: TrainerText) -> &'static str {
    match key {
        TrainerText::Title => "Entrenador de finales",
        TrainerText::Endings => "Finales",
        TrainerText::Back => "Volver a la partida",
        TrainerText::Preparing => "Preparando una posición…",
        TrainerText::Draw => "Tablas con el mejor juego.",
        TrainerText::Unknown => "No se pudo cargar la base de finales; la máquina defiende calculando.",
        TrainerText::NewStart => "Nueva posición",
        TrainerText::RetryEnding => "Empezar de nuevo este final",
        TrainerText::TakeBack => "Deshacer la jugada",
        TrainerText::ShowBest => "Mostrar la mejor jugada",
        TrainerText::BestMove => "Mejor jugada:",
        TrainerText::Won => "¡Ganaste contra una defensa perfecta!",
        TrainerText::Drawn => "Tablas.",
        TrainerText::Lost => "Derrota.",
        TrainerText::GoalWin => "Juegas con blancas: gana.",
        TrainerText::GoalDraw => "Juegas con blancas: consigue las tablas.",
        TrainerText::VerdictBest => "Tu última jugada fue la mejor.",
        TrainerText::VerdictKept => "Tu última jugada mantuvo la victoria, pero había una más rápida.",
        TrainerText::VerdictLostWin => "Tu última jugada dejó escapar la victoria: ahora son tablas.",
        TrainerText::VerdictLost => "Tu última jugada pierde.",
    }
}

/// An ending's `[name, lesson]`.
pub const fn ending_words(ending: EndingKey) -> [&'static str; 2] {
    match ending {
        EndingKey::ThreeKings => ["Tres damas contra una", "Domina la gran diagonal y lleva la dama solitaria al triángulo de Petrov."],
        EndingKey::TwoKingsMan => ["Dos damas y un peón contra una dama", "Corona el peón en el momento justo, o gana con él aún en el tablero."],
        EndingKey::KingTwoMen => ["Una dama contra dos peones", "Atrapa los peones antes de que coronen."],
        EndingKey::ManRace => ["Peón contra peón", "Gana la carrera hasta la coronación: cuenta los tiempos."],
        EndingKey::TwoKingsVKingMan => ["Dos damas contra dama y peón", "Gana el peón sin dejar que la dama domine la gran diagonal."],
        EndingKey::Diagonal => ["La dama solitaria en la gran diagonal", "Tres damas contra la tuya: quédate en la gran diagonal y son tablas."],
    }
}

/// The distance with best play: "Las blancas ganan en 7 jugadas con el mejor juego."
pub fn win_in(moves: u32) -> String {
    format!("Las blancas ganan en {} con el mejor juego.", counted(moves.into(), Noun::Move))
}
