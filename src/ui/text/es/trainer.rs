//! The endgame trainer in Spanish.

use super::plural::counted;
use crate::ui::text::keys::{EndingKey, Noun};

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
