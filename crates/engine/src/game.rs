//! A game: the start position, the moves played, and how it ends. The count rules are in
//! [`crate::draw`] and the record with its judgement of the end in [`crate::record`]; `Game` is
//! the cursorless view of a record that the app, the links and the PDN layer have always used.

pub use crate::draw::{DrawCount, DrawReason};
use crate::draw::Streaks;
use crate::{Color, Move, Position, Record, Variant};
use std::fmt;

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move has no legal move (no pieces, or all blocked) and loses.
    Win(Color),
    /// A draw by rule.
    Draw(DrawReason),
}

impl Outcome {
    /// The PDN result: `2-0`, `0-2`, `1-1` (FMJD), or `1-0`, `0-1`, `1/2-1/2` for English.
    #[must_use]
    pub fn result_text(self, variant: Variant) -> &'static str {
        self.result_in(crate::GameKind::Draughts(variant))
    }

    /// The PDN result in `game`'s form: Lasca writes it as English draughts does.
    #[must_use]
    pub fn result_in(self, game: crate::GameKind) -> &'static str {
        let winner = match self {
            Outcome::Win(c) => Some(c),
            Outcome::Draw(_) => None,
        };
        crate::ending::result_text(winner, game)
    }
}

/// The error of playing a move that is not legal in the current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove;

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("that move is not legal in this position")
    }
}
impl std::error::Error for IllegalMove {}

/// A game from some start position, always at its last move: a [`Record`] whose cursor stays at
/// the end (the UI's move list with a cursor is [`Record`] itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    record: Record<Position>,
}

impl Game {
    /// A new game from the variant's initial position.
    #[must_use]
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::initial(variant))
    }

    /// A game starting from `start`.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game { record: Record::new(start) }
    }

    /// The game `record` holds, its cursor and current line taken as the game's end and moves.
    pub(crate) fn from_record(record: Record<Position>) -> Game {
        Game { record }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start().variant()
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        self.record.start()
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.record.position()
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        self.record.moves()
    }

    /// The position before move `ply` (0 = start); `ply == moves().len()` is the current one.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.record.position_at(ply)
    }

    /// Every position from the start to now.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        self.record.positions()
    }

    /// The game as a record with a cursor (at its end).
    #[must_use]
    pub fn record(&self) -> &Record<Position> {
        &self.record
    }

    /// Plays `mv` if it is legal now and the game is not over.
    ///
    /// # Errors
    /// [`IllegalMove`] when it is not among the current legal moves or the game has ended.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.record.play(mv).map_err(|_| IllegalMove)
    }

    /// Takes back the last move and returns it.
    pub fn undo(&mut self) -> Option<Move> {
        self.record.pop()
    }

    /// The move text of every move played.
    #[must_use]
    pub fn move_texts(&self) -> Vec<String> {
        self.record.move_texts().to_vec()
    }

    /// How the game has ended, if it has.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// How many times the current position (same side to move) has occurred.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.record.repetitions()
    }

    /// The count-rule streaks at the end of the game.
    #[must_use]
    pub fn streaks(&self) -> Streaks {
        self.record.streaks()
    }

    /// The count rule closest to drawing the game, while it runs (at least one move counted, the
    /// draw not reached): players see the draw coming instead of being surprised by it.
    #[must_use]
    pub fn draw_count(&self) -> Option<DrawCount> {
        self.record.draw_count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_texts(game: &mut Game, texts: &[&str]) {
        for t in texts {
            let mv = game.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e} in {}", game.position().to_fen()));
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn threefold_repetition_draws() {
        // English short kings far apart: no capture can arise.
        let pos = Position::from_fen(Variant::English, "W:WK29:BK4").unwrap();
        let mut game = Game::from_position(pos);
        play_texts(&mut game, &["29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29"]);
        assert_eq!(game.outcome(), None);
        play_texts(&mut game, &["8-4"]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn italian_draws_on_the_fourth_repetition() {
        let pos = Position::from_fen(Variant::Italian, "W:WK29:BK4").unwrap();
        let mut game = Game::from_position(pos);
        let cycle = ["29-25", "4-8", "25-29", "8-4"];
        play_texts(&mut game, &cycle);
        play_texts(&mut game, &cycle);
        assert_eq!(game.outcome(), None, "a third occurrence is not yet a draw");
        play_texts(&mut game, &cycle);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    }

    /// Plays quiet moves that never repeat a position nor allow a capture, for `plies` plies.
    fn wander(game: &mut Game, plies: usize) {
        for _ in 0..plies {
            let pos = *game.position();
            let mv = pos
                .legal_moves()
                .into_iter()
                .find(|mv| {
                    let next = pos.play(mv);
                    !mv.is_capture() && !next.must_capture() && !game.positions().contains(&next)
                })
                .expect("a quiet, safe, new move");
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn no_moves_loses() {
        let pos = Position::from_fen(Variant::Brazilian, "B:W22:B").unwrap();
        assert_eq!(Game::from_position(pos).outcome(), Some(Outcome::Win(Color::White)));
    }

    #[test]
    fn brazilian_small_ending_is_drawn_after_five_moves_each() {
        // Two kings against one: drawn when 5 moves each (10 plies) bring no capture.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK30,K31:BK1").unwrap();
        let mut game = Game::from_position(pos);
        assert_eq!(game.draw_count(), None, "nothing counted yet");
        wander(&mut game, 1);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 5 }));
        wander(&mut game, 1);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 4 }));
        wander(&mut game, 7);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 1 }));
        assert_eq!(game.outcome(), None);
        wander(&mut game, 1);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Endgame(5))));
        assert_eq!(game.draw_count(), None, "the draw has come");
    }

    #[test]
    fn brazilian_twenty_king_moves_each_draw() {
        // Four kings against four: no endgame count applies, only the 20-move king rule (40 plies).
        let pos = Position::from_fen(Variant::Brazilian, "W:WK29,K30,K31,K32:BK1,K2,K3,K4").unwrap();
        let mut game = Game::from_position(pos);
        wander(&mut game, 39);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::KingMoves(20), moves_left: 1 }));
        assert_eq!(game.outcome(), None);
        wander(&mut game, 1);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::KingMoves(20))));
    }

    #[test]
    fn results_use_each_variants_form() {
        assert_eq!(Outcome::Win(Color::White).result_text(Variant::Brazilian), "2-0");
        assert_eq!(Outcome::Draw(DrawReason::Repetition).result_text(Variant::English), "1/2-1/2");
    }
}
