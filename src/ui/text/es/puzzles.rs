//! Puzzle mode in Spanish.

use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key`.
pub const fn puzzle_text(key: PuzzleText) -> &'static str {
    match key {
        PuzzleText::Title => "Problemas",
        PuzzleText::Task => "Encuentra la jugada ganadora. Tu bando está abajo.",
        PuzzleText::Solved => "¡Resuelto!",
        PuzzleText::Failed => "No es esta jugada.",
        PuzzleText::Refutation => "Tu rival responde",
        PuzzleText::Hint => "Pista",
        PuzzleText::Solution => "Solución",
        PuzzleText::SolutionLine => "Solución:",
        PuzzleText::Retry => "Reintentar",
        PuzzleText::Next => "Siguiente problema",
        PuzzleText::Streak => "Racha",
        PuzzleText::StreakEnd => "Se acabó la racha. Mejor:",
        PuzzleText::Rating => "Puntuación",
        PuzzleText::History => "Resueltos / fallados",
        PuzzleText::Loading => "Cargando los problemas…",
        PuzzleText::LoadFailed => "No se pudieron cargar los problemas. Conéctate una vez para descargarlos.",
        PuzzleText::AllSolved => "Resolviste todos los problemas de este juego.",
        PuzzleText::Back => "Volver a la partida",
        PuzzleText::Themes => "Temas",
        PuzzleText::PuzzleRating => "puntuación del problema",
    }
}

/// A puzzle theme's name.
pub const fn theme_text(theme: PuzzleTheme) -> &'static str {
    match theme {
        PuzzleTheme::Shot => "golpe (captura múltiple)",
        PuzzleTheme::Sacrifice => "sacrificio",
        PuzzleTheme::Quiet => "jugada tranquila",
        PuzzleTheme::Crown => "avance a la coronación",
        PuzzleTheme::KingEnding => "final de damas",
        PuzzleTheme::Win => "victoria forzada",
    }
}
