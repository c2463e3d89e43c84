//! A spectator's view of a game in a room: the host sends each spectator the whole game
//! ([`crate::session::Session::snapshot`]) when it joins and whenever the game changes; the
//! spectator checks it with the rules and shows it, read-only, the running clock started as long
//! before its arrival as it had run on the host. Nothing a spectator does reaches the game. A snapshot is hostile input like any
//! peer's message: unreadable, illegal or another kind of message, it is refused and the last
//! good game stays.

use crate::wire::{self, Body, WireError};
use damas_engine::{Decision, Playable, Record};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::opponent::Opponent;
use damas_game::round::{Opened, Round};
use std::fmt;

/// Why a snapshot was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WatchError {
    /// The text is not a message this build reads.
    Wire(WireError),
    /// A message, but not a whole game (spectators take nothing else).
    NotAGame,
    /// The start or a move is not legal (the text, cut short).
    Illegal(String),
}

impl fmt::Display for WatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WatchError::Wire(e) => write!(f, "{e}"),
            WatchError::NotAGame => write!(f, "not a whole game"),
            WatchError::Illegal(text) => write!(f, "not legal here: {text}"),
        }
    }
}

impl std::error::Error for WatchError {}

/// What a spectator shows.
#[derive(Clone, Debug)]
pub struct Watch<P: Playable> {
    like: P,
    control: Option<TimeControl>,
    game: Option<u64>,
    round: Option<Round<P>>,
    aborted: bool,
}

impl<P: Playable> Watch<P> {
    /// A spectator of a game of `like`'s kind on `control` (from the room's link), with nothing
    /// shown yet.
    #[must_use]
    pub fn new(like: P, control: Option<TimeControl>) -> Watch<P> {
        Watch { like, control, game: None, round: None, aborted: false }
    }

    /// Takes a snapshot `text` arrived at `now`: whether the game shown changed.
    ///
    /// # Errors
    /// Why it was refused (the game shown stays).
    pub fn take(&mut self, text: &str, now: u64) -> Result<bool, WatchError> {
        let message = wire::decode(text).map_err(WatchError::Wire)?;
        let Body::Sync { start, moves, clocks, ran, decision, aborted, .. } = message.body else {
            return Err(WatchError::NotAGame);
        };
        let start = self.like.read_fen(&start).map_err(|_| WatchError::Illegal(clip(&start)))?;
        let mut record = Record::new(start);
        for text in &moves {
            let mv = record.position().parse_move(text).map_err(|_| WatchError::Illegal(clip(text)))?;
            record.play(mv).map_err(|_| WatchError::Illegal(clip(text)))?;
        }
        let same = self.round.as_ref().is_some_and(|r| r.record().moves() == record.moves() && r.decision() == decision && r.clocks().map(Clocks::stored) == clocks)
            && self.aborted == aborted
            && self.game == Some(message.game);
        if same {
            return Ok(false);
        }
        self.game = Some(message.game);
        self.aborted = aborted;
        self.round = Some(Round::open(self.opened(record, clocks, decision), now.saturating_sub(ran)));
        Ok(true)
    }

    fn opened(&self, record: Record<P>, clocks: Option<[u64; 2]>, decision: Option<Decision>) -> Opened<P> {
        let turn = record.position().turn();
        let mut opened = Opened::new(*record.start());
        opened.record = record;
        // Neither side is this device's: the side to move is another's, as on a player's board
        // while the friend thinks.
        opened.opponent = Opponent::Remote { side: turn };
        opened.end = decision;
        opened.clocks = self.control.map(|control| Clocks::resumed(control, clocks.unwrap_or([control.base_ms(); 2])));
        opened
    }

    /// The game shown, once one arrived.
    #[must_use]
    pub fn round(&self) -> Option<&Round<P>> {
        self.round.as_ref()
    }

    /// The id of the game shown (a rematch has another).
    #[must_use]
    pub fn game(&self) -> Option<u64> {
        self.game
    }

    /// Whether the players called the game off.
    #[must_use]
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Whether the game shown is over.
    #[must_use]
    pub fn over(&self) -> bool {
        self.aborted || self.round.as_ref().is_some_and(|r| r.ending().is_some() || r.decision().is_some())
    }
}

/// A peer's text, cut short for a message.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}
