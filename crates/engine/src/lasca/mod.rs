//! Lasca (Emanuel Lasker, 1911), as summarised in `shared/RULES.md` section 8 from Wikipedia and
//! the lasca.org rules: a 7x7 board played on its 25 corner-coloured squares, 11 pieces a side
//! on the three nearest rows, White first. Pieces form columns commanded by their top piece.
//! Soldiers move one square diagonally forward, officers one square diagonally either way.
//! Captures are short jumps over an adjacent enemy-commanded column to the empty square beyond;
//! they are compulsory and must be completed, with free choice among them; only the top piece of
//! a jumped column is taken and it goes under the bottom of the capturing column; a column cannot
//! be jumped twice in one move. A soldier reaching the far row is promoted, and a capture ends
//! there. A player with no legal move loses. Pieces never leave the game.
//!
//! Lasca has its own position type: columns do not fit the bitboard [`crate::Position`].

mod column;
mod notation;
mod pdn;
mod position;
mod setup;

pub use column::{Column, Stone};
pub use notation::{LascaFenError, LascaMoveError};
pub use notation::{square_bit, square_from_name, square_name, square_number};
pub use pdn::{read_lasca_games, write_lasca_game, write_lasca_record, LascaPdnError, LascaPdnGame};
pub use position::{squares, LascaMove, LascaPosition};
pub use setup::LascaSetupError;

/// Rows and columns of the Lasca board.
pub const SIZE: u32 = 7;
/// Playable squares.
pub const SQUARES: u32 = 25;

/// Lasca games in the engine's record: no count rule, a third repetition draws, and Lasca PDN
/// with variations never panics whatever is mutated in it.
#[cfg(test)]
mod record_tests {
    use super::*;
    use crate::draw::DrawReason;
    use crate::{Color, Outcome, Record};

    fn play_texts(record: &mut Record<LascaPosition>, texts: &[&str]) {
        for t in texts {
            let mv = record.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            record.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
        }
    }

#[test]
fn lasca_repetition_draws() {
    let mut r = Record::new(LascaPosition::from_fen("W:a1=W:g7=B").unwrap());
    play_texts(&mut r, &["a1-b2", "g7-f6", "b2-a1", "f6-g7", "a1-b2", "g7-f6", "b2-a1"]);
    assert_eq!(r.outcome(), None);
    assert_eq!(r.draw_count(), None, "Lasca has no count rule");
    play_texts(&mut r, &["f6-g7"]);
    assert_eq!(r.repetitions(), 3);
    assert_eq!(r.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    r.go_to(4);
    assert_eq!(r.outcome(), None, "only twice at ply 4");
    let lost = LascaPosition::from_fen("B:a1=W").unwrap();
    assert_eq!(Record::new(lost).outcome(), Some(Outcome::Win(Color::White)));
}

    #[test]
    fn mutated_lasca_pdn_is_refused_or_read_never_panics() {
        let pieces = ["(", ")", "{", "}", "$", "1", "9", "255", " ", "\n", "c3-d4", "e5-f4", "x", "-", "!", "?", "...", "[", "]", "\"", "*"];
        let base = "[Variant \"Lasca\"]\n1. c3-d4 {a} e5-f4 (1... e5-d4 2. b2-c3) 2. g3xe5 $3 *";
        for text in crate::notation::mutate::mutated(base, &pieces, 1500, 0xD1B5_4A32_D192_ED03) {
            let _ = read_lasca_games(&text);
        }
    }
}
