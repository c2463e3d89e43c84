//! The game review in Brazilian Portuguese: the panel, the judgements, and "learn from your
//! mistakes".

use super::grammar::colour;
use super::names::side;
use crate::ui::text::keys::ReviewText;
use damas_engine::Color;

/// The label `key`.
pub const fn review_text(key: ReviewText) -> &'static str {
    match key {
        ReviewText::Review => "Analisar a partida",
        ReviewText::Title => "Análise da partida",
        ReviewText::Cancel => "Cancelar",
        ReviewText::Close => "Fechar a análise",
        ReviewText::Accuracy => "Precisão",
        ReviewText::Graph => "Quem estava melhor, lance a lance (clique para ir ao lance)",
        ReviewText::Checking => "Verificando o seu lance…",
        ReviewText::Good => "Bom lance!",
        ReviewText::TryAgain => "Tentar de novo",
        ReviewText::ShowBest => "Mostrar o melhor lance",
        ReviewText::Next => "Próximo erro",
        ReviewText::Over => "Esse foi o último. Muito bem!",
        ReviewText::Stop => "Voltar à análise",
        ReviewText::Inaccuracies => "Imprecisões",
        ReviewText::Mistakes => "Erros",
        ReviewText::Blunders => "Erros graves",
    }
}


/// The review's progress.
pub fn progress_line(percent: u32) -> String {
    format!("O computador está analisando a partida… {percent} %")
}

/// "O melhor era 22-17" under a judged move.
pub fn best_was(best: &str) -> String {
    format!("O melhor era {best}")
}

/// The button that starts a round of `c`'s mistakes.
pub fn learn_from(c: Color) -> String {
    format!("Aprender com os erros das {}", colour(c))
}

/// The task at a mistake: `c` played `played` here; find better.
pub fn learn_prompt(c: Color, played: &str, which: usize, of: usize) -> String {
    format!("Erro {which} de {of}: {} jogaram {played} aqui. Encontre um lance melhor.", side(c))
}

/// A try that gives away too much.
pub fn poor_try(tried: &str) -> String {
    format!("{tried} também não basta.")
}
