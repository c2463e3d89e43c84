//! A game record with a cursor, for any [`Playable`] game: the start position, the line of moves,
//! every position along it and the ply on view. Moves are played at the cursor (branching when
//! they leave the line), and the outcome and draw counts are judged at the cursor from what the
//! record keeps (positions, streaks, move texts), so no call replays the game from its start.

use crate::draw::{DrawCount, DrawReason, Streaks};
use crate::play::Playable;
use crate::Outcome;
use std::fmt;

/// Why a move cannot be played at the cursor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended at the cursor.
    GameOver,
    /// The move is not legal there.
    Illegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Illegal => f.write_str("that move is not legal in this position"),
        }
    }
}
impl std::error::Error for PlayError {}

/// A line of moves that cannot be replayed: the ply of the first bad move and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The ply (0-based index in the line) of the move refused.
    pub ply: usize,
    /// Why it was refused.
    pub error: PlayError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} of the line: {}", self.ply + 1, self.error)
    }
}
impl std::error::Error for LineError {}

/// A game record with a cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<P: Playable> {
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<P>,
    moves: Vec<P::Move>,
    texts: Vec<String>,
    /// `streaks[i]`: the count-rule streaks leading into `positions[i]`.
    streaks: Vec<Streaks>,
    ply: usize,
}

impl<P: Playable> Record<P> {
    /// A record holding only `start`.
    #[must_use]
    pub fn new(start: P) -> Record<P> {
        Record { positions: vec![start], moves: Vec::new(), texts: Vec::new(), streaks: vec![Streaks::default()], ply: 0 }
    }

    /// A record of `line` played from `start`, its cursor on `ply` (clamped to the line's end).
    ///
    /// # Errors
    /// [`LineError`] at the first move that is illegal or comes after the game has ended.
    pub fn from_line(start: P, line: &[P::Move], ply: usize) -> Result<Record<P>, LineError> {
        let mut record = Record::new(start);
        for (i, &mv) in line.iter().enumerate() {
            record.play(mv).map_err(|error| LineError { ply: i, error })?;
        }
        record.go_to(ply);
        Ok(record)
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The ply on view: 0 at the start, [`Record::len`] at the end of the line.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Moves in the line (the cursor may be before its end).
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the line has no move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The position on view.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.positions[self.ply]
    }

    /// The position before move `ply` of the line (`ply == len()` is the last one).
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// Every position of the line, start first.
    #[must_use]
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The positions before the one on view (what a search needs for repetitions).
    #[must_use]
    pub fn history(&self) -> &[P] {
        &self.positions[..self.ply]
    }

    /// The whole line of moves.
    #[must_use]
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// The text of every move of the line.
    #[must_use]
    pub fn move_texts(&self) -> &[String] {
        &self.texts
    }

    /// The move that follows the cursor in the line, if any.
    #[must_use]
    pub fn next_move(&self) -> Option<&P::Move> {
        self.moves.get(self.ply)
    }

    /// The legal moves on view.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<P::Move> {
        self.position().legal_moves()
    }

    /// Plays `mv` at the cursor: follows the line when it is the next move, else cuts the line
    /// there and starts a new branch. The cursor moves past it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended on view, [`PlayError::Illegal`] when `mv`
    /// is not a legal move there.
    pub fn play(&mut self, mv: P::Move) -> Result<(), PlayError> {
        if self.next_move() == Some(&mv) {
            self.ply += 1;
            return Ok(());
        }
        let pos = *self.position();
        let legal = pos.legal_moves();
        if legal.is_empty() || self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        if !legal.contains(&mv) {
            return Err(PlayError::Illegal);
        }
        self.moves.truncate(self.ply);
        self.texts.truncate(self.ply);
        self.positions.truncate(self.ply + 1);
        self.streaks.truncate(self.ply + 1);
        self.texts.push(pos.move_text(&mv));
        self.streaks.push(pos.streaks_after(self.streaks[self.ply], &mv));
        self.positions.push(pos.play(&mv));
        self.moves.push(mv);
        self.ply += 1;
        Ok(())
    }

    /// Removes the last move of the line (the cursor stays on the line) and returns it.
    pub fn pop(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.texts.pop();
        self.positions.pop();
        self.streaks.pop();
        self.ply = self.ply.min(self.moves.len());
        Some(mv)
    }

    /// Moves the cursor to `ply` (clamped to the line). Returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.moves.len());
        let moved = ply != self.ply;
        self.ply = ply;
        moved
    }

    /// One ply back. Returns whether the cursor moved.
    pub fn undo(&mut self) -> bool {
        self.ply > 0 && self.go_to(self.ply - 1)
    }

    /// One ply forward along the line. Returns whether the cursor moved.
    pub fn redo(&mut self) -> bool {
        self.go_to(self.ply + 1)
    }

    /// The count-rule streaks on view.
    #[must_use]
    pub fn streaks(&self) -> Streaks {
        self.streaks[self.ply]
    }

    /// How many times the position on view has occurred up to the cursor (same side to move).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let key = now.hash();
        let mut count = 1;
        for i in (0..self.ply).rev() {
            let before = &self.positions[i];
            if !before.is_reversible(&self.moves[i]) {
                break;
            }
            if before.hash() == key && before == now {
                count += 1;
            }
        }
        count
    }

    /// How the game has ended on view, if it has: a side with no move loses, a third occurrence
    /// draws, and so does any count rule that has run out (draughts).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            return Some(Outcome::Win(!pos.turn()));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        pos.count_rules(self.streaks()).reached().map(Outcome::Draw)
    }

    /// The count rule closest to drawing the game on view while it runs (see
    /// [`crate::draw::Counts::closest`]); `None` once the game has ended.
    #[must_use]
    pub fn draw_count(&self) -> Option<DrawCount> {
        if self.outcome().is_some() {
            return None;
        }
        self.position().count_rules(self.streaks()).closest()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lasca::LascaPosition;
    use crate::{Color, Position, Variant};

    fn play_texts<P: Playable>(record: &mut Record<P>, texts: &[&str]) {
        for t in texts {
            let mv = record.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            record.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
        }
    }

    #[test]
    fn playing_before_the_end_branches() {
        let mut r = Record::new(Position::initial(Variant::Brazilian));
        play_texts(&mut r, &["22-18", "11-15", "18x11", "8x15"]);
        assert_eq!(r.move_texts(), ["22-18", "11-15", "18x11", "8x15"]);
        assert!(r.go_to(1));
        assert_eq!(r.history().len(), 1);
        // The next move of the line keeps the line.
        play_texts(&mut r, &["11-15"]);
        assert_eq!((r.ply(), r.len()), (2, 4));
        // Another move cuts it and branches.
        assert!(r.go_to(1));
        play_texts(&mut r, &["12-16"]);
        assert_eq!(r.move_texts(), ["22-18", "12-16"]);
        assert_eq!((r.ply(), r.len()), (2, 2));
        assert_eq!(r.play(r.position().parse_move("21-17").unwrap()), Ok(()));
        let white = r.start().parse_move("22-18").unwrap();
        assert_eq!(r.play(white), Err(PlayError::Illegal), "not Black's move");
    }

    #[test]
    fn go_to_undo_and_redo_move_only_the_cursor() {
        let mut r = Record::new(Position::initial(Variant::Russian));
        play_texts(&mut r, &["22-18", "11-16", "18-14"]);
        assert!(!r.go_to(3), "already there");
        assert!(r.undo() && r.undo());
        assert_eq!(r.position(), r.position_at(1).unwrap());
        assert_eq!(r.next_move(), Some(&r.moves()[1]));
        assert!(r.redo());
        assert!(r.go_to(0) && !r.undo());
        assert!(r.go_to(99));
        assert_eq!(r.ply(), 3);
        assert!(!r.redo());
        let again = Record::from_line(*r.start(), r.moves(), 1).unwrap();
        assert_eq!((again.ply(), again.move_texts()), (1, r.move_texts()));
        let last = r.moves()[2];
        assert_eq!(r.pop(), Some(last));
        assert_eq!((r.ply(), r.len(), r.move_texts().len()), (2, 2, 2));
        let bad = Record::from_line(*r.start(), &[r.moves()[1]], 0);
        assert_eq!(bad, Err(LineError { ply: 0, error: PlayError::Illegal }));
    }

    #[test]
    fn the_outcome_is_judged_at_the_cursor() {
        // English kings far apart: threefold repetition after eight plies.
        let mut r = Record::new(Position::from_fen(Variant::English, "W:WK29:BK4").unwrap());
        play_texts(&mut r, &["29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29", "8-4"]);
        assert_eq!(r.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        let next = r.position().parse_move("29-25").unwrap();
        assert_eq!(r.play(next), Err(PlayError::GameOver));
        assert!(r.undo());
        assert_eq!(r.outcome(), None);
        assert_eq!(r.draw_count(), Some(DrawCount { reason: DrawReason::NoProgress(40), moves_left: 37 }));
        // A won position.
        let mut r = Record::new(Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap());
        play_texts(&mut r, &["22x15"]);
        assert_eq!(r.outcome(), Some(Outcome::Win(Color::White)));
        r.undo();
        assert_eq!(r.outcome(), None);
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

    /// The outcome at `ply` judged from scratch: every earlier position compared, the streaks
    /// counted back from the cursor.
    fn judged_from_scratch(r: &Record<Position>, ply: usize) -> Option<Outcome> {
        let (positions, moves) = (&r.positions()[..=ply], &r.moves()[..ply]);
        let now = positions[ply];
        if now.legal_moves().is_empty() {
            return Some(Outcome::Win(!now.turn()));
        }
        if positions.iter().filter(|p| **p == now).count() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        let back = |keep: &dyn Fn(&Position, &crate::Move) -> bool| {
            moves.iter().zip(positions).rev().take_while(|(mv, pos)| keep(pos, mv)).count() as u16
        };
        let king = back(&|pos, mv| !mv.is_capture() && pos.kings().contains(mv.from));
        let material = back(&|_, mv| !mv.is_capture() && !mv.crowns);
        crate::draw::counts(&now, Streaks { king, material }).reached().map(Outcome::Draw)
    }

    #[test]
    fn the_cursor_judges_as_a_from_scratch_replay_would() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for variant in Variant::ALL {
            for _ in 0..4 {
                let mut r = Record::new(Position::initial(variant));
                while r.outcome().is_none() && r.len() < 300 {
                    let moves = r.legal_moves();
                    r.play(moves[(next() % moves.len() as u64) as usize]).unwrap();
                    // Now and then a look back, and a branch from there.
                    if next() % 16 == 0 {
                        let ply = (next() % (r.len() as u64 + 1)) as usize;
                        r.go_to(ply);
                        assert_eq!(r.outcome(), judged_from_scratch(&r, ply), "{variant} at ply {ply}");
                    }
                }
                for ply in 0..=r.len() {
                    r.go_to(ply);
                    assert_eq!(r.outcome(), judged_from_scratch(&r, ply), "{variant} at ply {ply}");
                }
            }
        }
    }
}
