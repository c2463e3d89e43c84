//! The endgame trainer in Brazilian Portuguese.

use super::plural::counted;
use crate::ui::text::keys::{EndingKey, Noun};

/// An ending's `[name, lesson]`.
pub const fn ending_words(ending: EndingKey) -> [&'static str; 2] {
    match ending {
        EndingKey::ThreeKings => ["Três damas contra uma", "Domine a grande diagonal e leve a dama sozinha ao triângulo de Petrov."],
        EndingKey::TwoKingsMan => ["Duas damas e uma pedra contra uma dama", "Coroe a pedra no momento certo, ou vença com ela ainda no tabuleiro."],
        EndingKey::KingTwoMen => ["Uma dama contra duas pedras", "Pegue as pedras antes que virem damas."],
        EndingKey::ManRace => ["Pedra contra pedra", "Ganhe a corrida até a coroação: conte os tempos."],
        EndingKey::TwoKingsVKingMan => ["Duas damas contra dama e pedra", "Ganhe a pedra sem deixar a dama dominar a grande diagonal."],
        EndingKey::Diagonal => ["A dama sozinha na grande diagonal", "Três damas contra a sua: fique na grande diagonal e é empate."],
    }
}

/// The distance with best play: "As brancas vencem em 7 lances com o melhor jogo."
pub fn win_in(moves: u32) -> String {
    format!("As brancas vencem em {} com o melhor jogo.", counted(moves.into(), Noun::Move))
}
