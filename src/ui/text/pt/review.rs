//! The game review in Brazilian Portuguese: the panel, the judgements, and "learn from your
//! mistakes".

use super::grammar::colour;
use super::names::side;
use damas_engine::Color;

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
