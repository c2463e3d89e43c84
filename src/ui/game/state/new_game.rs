//! A new game: the game the new-game form, the editor, quick play or a rematch asks for (an
//! [`Opened`] game with no moves), begun: its level one the AI has, its clocks fresh, and the
//! ballot's opening moves played when the game starts where the ballot does; and the link of a
//! new game of another kind ([`switch_query`]).

use crate::ballot::Ballot;
use crate::ui::game::board_game::BoardGame;
use damas_engine::{Color, GameKind, Record};
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;

/// The game `asked` begins: from its start (its moves, if any, are not the new game's), with
/// its opponent, its level (a level the AI lacks becomes its nearest one: the AI would refuse it
/// and never move), fresh clocks of its control and its ballot's moves, and no end.
pub(super) fn begun<G: BoardGame>(asked: Opened<G>) -> Opened<G> {
    let (record, ballot) = new_record(*asked.record.start(), asked.ballot);
    Opened {
        record,
        opponent: asked.opponent,
        level: asked.level.map(|l| l.clamp(1, damas_ai::MAX_LEVEL)),
        end: None,
        clocks: asked.clocks.map(|c| Clocks::new(c.control)),
        ballot,
        // A new game is played here: the header of a game it was asked from is not its own.
        about: damas_game::about::About::default(),
    }
}

/// The record of a new game from `start`: the ballot's start and moves when the game begins
/// where the ballot does (a game from the initial position, or a rematch of a rearranged start);
/// a ballot that does not fit the start (another variant's, a set-up position) is left out.
fn new_record<G: BoardGame>(start: G, ballot: Option<Ballot>) -> (Record<G>, Option<Ballot>) {
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

/// The link (a query, without `?`) of a new game of `kind` from the header's menu of games
/// (second walk W7), the rest as the player has it: against the computer (`opponent`), the same
/// `side` and `level`; any other opponent gives a game of two players at a device (a friend
/// elsewhere gets a link of their own). A link, not an action: the game in progress is kept and
/// offered back at the top, as for any link that starts a new game (W17).
#[must_use]
pub fn switch_query(kind: GameKind, opponent: Opponent, side: Color, level: u8) -> String {
    let mut query = format!("variant={}", kind.name());
    if opponent.computer_side().is_some() {
        query.push_str(&format!("&computer={}&level={}", (!side).name(), level.clamp(1, damas_ai::MAX_LEVEL)));
    }
    query
}
