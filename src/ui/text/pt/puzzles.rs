//! Puzzle mode in Brazilian Portuguese.

use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key`.
pub const fn puzzle_text(key: PuzzleText) -> &'static str {
    match key {
        PuzzleText::Title => "Problemas",
        PuzzleText::Task => "Encontre o lance que ganha. O seu lado está embaixo.",
        PuzzleText::Solved => "Resolvido!",
        PuzzleText::Failed => "Não é este lance.",
        PuzzleText::Refutation => "Seu adversário responde",
        PuzzleText::Hint => "Dica",
        PuzzleText::Solution => "Solução",
        PuzzleText::SolutionLine => "Solução:",
        PuzzleText::Retry => "Tentar de novo",
        PuzzleText::Next => "Próximo problema",
        PuzzleText::Streak => "Sequência",
        PuzzleText::StreakEnd => "A sequência acabou. Melhor:",
        PuzzleText::Rating => "Rating",
        PuzzleText::History => "Resolvidos / errados",
        PuzzleText::Loading => "Carregando os problemas…",
        PuzzleText::LoadFailed => "Não foi possível carregar os problemas. Conecte-se uma vez para baixá-los.",
        PuzzleText::AllSolved => "Você resolveu todos os problemas deste jogo.",
        PuzzleText::Back => "Voltar à partida",
        PuzzleText::Themes => "Temas",
        PuzzleText::PuzzleRating => "rating do problema",
    }
}

/// A puzzle theme's name.
pub const fn theme_text(theme: PuzzleTheme) -> &'static str {
    match theme {
        PuzzleTheme::Shot => "golpe (captura múltipla)",
        PuzzleTheme::Sacrifice => "sacrifício",
        PuzzleTheme::Quiet => "lance tranquilo",
        PuzzleTheme::Crown => "avanço para a dama",
        PuzzleTheme::KingEnding => "final de damas",
        PuzzleTheme::Win => "vitória forçada",
    }
}
