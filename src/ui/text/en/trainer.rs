//! The endgame trainer in English.

use super::plural::counted;
use crate::ui::text::keys::{EndingKey, Noun};

/// An ending's `[name, lesson]`.
pub const fn ending_words(ending: EndingKey) -> [&'static str; 2] {
    match ending {
        EndingKey::ThreeKings => ["Three kings against one", "Hold the main diagonal and drive the lone king into Petrov's triangle."],
        EndingKey::TwoKingsMan => ["Two kings and a man against a king", "Crown the man at the right moment, or win with it still on the board."],
        EndingKey::KingTwoMen => ["A king against two men", "Catch the men before they crown."],
        EndingKey::ManRace => ["Man against man", "Win the race to the crowning row: count the tempi."],
        EndingKey::TwoKingsVKingMan => ["Two kings against a king and a man", "Win the man without letting the king hold the long diagonal."],
        EndingKey::Diagonal => ["The lone king on the long diagonal", "Three kings against your one: stay on the main diagonal and it is a draw."],
    }
}

/// The distance with best play: "White wins in 7 moves with best play."
pub fn win_in(moves: u32) -> String {
    format!("White wins in {} with best play.", counted(moves.into(), Noun::Move))
}
