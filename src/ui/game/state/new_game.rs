//! A new game: its settings ([`NewGame`]) and its first record, which a ballot's opening moves
//! begin when the game starts where the ballot does.

use crate::ballot::Ballot;
use crate::ui::game::board_game::BoardGame;
use damas_engine::{Color, Position, Record};
use damas_game::clock::TimeControl;

/// Settings of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame<G = Position> {
    /// The start position (the initial one, or one set up).
    pub start: G,
    /// The side drawn at the bottom (the local player's side).
    pub bottom: Color,
    /// The side the computer plays (set by the AI's controls).
    pub computer: Option<Color>,
    /// The computer's level.
    pub level: Option<u8>,
    /// The time control, if the game is played on the clock.
    pub clock: Option<TimeControl>,
    /// The ballot opening to start from: its moves are played first.
    pub ballot: Option<Ballot>,
}

/// The record of a new game from `start`: the ballot's start and moves when the game begins
/// where the ballot does (a game from the initial position, or a rematch of a rearranged start);
/// a ballot that does not fit the start (another variant's, a set-up position) is left out.
pub(super) fn new_record<G: BoardGame>(start: G, ballot: Option<Ballot>) -> (Record<G>, Option<Ballot>) {
    // Ballots are draughts' (a constant, so the Lasca page's wasm leaves their code out).
    let initial = G::initial_of(start.game_kind()).filter(|_| G::DRAUGHTS);
    let begun = ballot.zip(initial).and_then(|(b, initial)| {
        let (begins, line) = b.begin_from(initial)?;
        (start == initial || start == begins).then_some((b, begins, line))
    });
    match begun.and_then(|(b, begins, line)| Some((Record::from_line(begins, &line, line.len()).ok()?, b))) {
        Some((record, b)) => (record, Some(b)),
        None => (Record::new(start), None),
    }
}
