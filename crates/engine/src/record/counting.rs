//! A draughts position that counts its move generations, so tests can hold the record to
//! generating the legal moves once per position it visits.

use crate::draw::{Counts, Streaks};
use crate::explain::Refusal;
use crate::play::Playable;
use crate::{Color, FenError, GameKind, Move, MoveTextError, Position, Square};
use std::cell::Cell;

thread_local! {
    static GENERATIONS: Cell<usize> = const { Cell::new(0) };
}

/// The generations counted on this thread since the last call.
pub fn take_generations() -> usize {
    GENERATIONS.with(|g| g.replace(0))
}

/// [`Position`], with every [`Playable::legal_moves`] call counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Counted(pub Position);

impl Playable for Counted {
    type Move = Move;
    type MoveError = MoveTextError;
    type FenError = FenError;

    fn initial_of(kind: GameKind) -> Option<Counted> {
        Position::initial_of(kind).map(Counted)
    }
    fn read_fen(&self, fen: &str) -> Result<Counted, FenError> {
        self.0.read_fen(fen).map(Counted)
    }
    fn legal_moves(&self) -> Vec<Move> {
        GENERATIONS.with(|g| g.set(g.get() + 1));
        self.0.legal_moves()
    }
    fn play(&self, mv: &Move) -> Counted {
        Counted(self.0.play(mv))
    }
    fn turn(&self) -> Color {
        self.0.turn()
    }
    fn move_text(&self, mv: &Move) -> String {
        self.0.move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        self.0.parse_move(text)
    }
    fn to_fen(&self) -> String {
        self.0.to_fen()
    }
    fn game_kind(&self) -> GameKind {
        Playable::game_kind(&self.0)
    }
    fn hash(&self) -> u64 {
        self.0.hash()
    }
    fn square_name(&self, sq: Square) -> String {
        Playable::square_name(&self.0, sq)
    }
    fn move_ends(&self, mv: &Move) -> (Square, Square) {
        self.0.move_ends(mv)
    }
    fn is_capture(&self, mv: &Move) -> bool {
        mv.is_capture()
    }
    fn explain_move(&self, from: Square, to: Square) -> Option<Refusal> {
        self.0.explain_move(from, to)
    }
    fn explain_select(&self, sq: Square) -> Option<Refusal> {
        Playable::explain_select(&self.0, sq)
    }
    fn is_reversible(&self, mv: &Move) -> bool {
        self.0.is_reversible(mv)
    }
    fn streaks_after(&self, streaks: Streaks, mv: &Move) -> Streaks {
        self.0.streaks_after(streaks, mv)
    }
    fn count_rules(&self, streaks: Streaks) -> Counts {
        self.0.count_rules(streaks)
    }
}
