//! A session kept across a reload: the page stores [`Session::save`] after every change and
//! resumes with [`Session::restore`], so a reloaded tab greets its friend with the same seat,
//! the same game and the same message numbering. What storage returns is hostile input (another
//! tab, an old version, a user's edit): a typed error, never a panic.

use super::{Role, Session, Setup};
use crate::reliable::Reliable;
use damas_engine::{Color, Decision, Playable, Record};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::round::Opened;
use std::fmt;

/// The saved form this build writes: `live1` with, at its end, when the running clock started
/// and when this player's thinking began (so a reload gives no time back).
const VERSION: &str = "live2";

/// The form before: read, the running turn starting again at the reload.
const VERSION_1: &str = "live1";

/// Why a saved session cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedError(pub &'static str);

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the saved live game cannot be resumed: its {} is unreadable", self.0)
    }
}

impl std::error::Error for SavedError {}

impl<P: Playable> Session<P> {
    /// The session as one line of text for storage.
    #[must_use]
    pub fn save(&self) -> String {
        let record = self.round.record();
        // The record writes each move in the game's notation as played (told apart from the other
        // legal moves), which its reader takes back.
        let moves = record.move_texts().to_vec();
        let (epoch, peer_epoch, sent, received) = self.wire.counters();
        let clocks = self.round.clocks().map_or_else(|| "-".to_string(), |c| format!("{}/{},{}", c.control, c.stored()[0], c.stored()[1]));
        let end = if self.aborted { "aborted" } else { self.round.decision().map_or("-", Decision::name) };
        [
            VERSION.to_string(),
            format!("{:x}", self.game),
            if self.role == Role::Host { "h" } else { "g" }.to_string(),
            if self.seat == Color::White { "w" } else { "b" }.to_string(),
            format!("{:x}", self.token),
            self.peer_token.map_or_else(|| "-".to_string(), |t| format!("{t:x}")),
            format!("{epoch:x}"),
            peer_epoch.map_or_else(|| "-".to_string(), |e| format!("{e:x}")),
            sent.to_string(),
            received.to_string(),
            record.start().to_fen(),
            moves.join(";"),
            clocks,
            end.to_string(),
            self.round.clocks().and_then(Clocks::running_since).map_or_else(|| "-".to_string(), |t| t.to_string()),
            self.thinking_since.to_string(),
        ]
        .join("|")
    }

    /// The session saved as `text`, for a game that starts like `like` (its game), resumed at
    /// `now`.
    ///
    /// # Errors
    /// The part that cannot be read.
    pub fn restore(text: &str, like: &P, now: u64) -> Result<Session<P>, SavedError> {
        let mut f = text.split('|');
        let mut next = |name: &'static str| f.next().ok_or(SavedError(name));
        let version = next("version")?;
        if version != VERSION && version != VERSION_1 {
            return Err(SavedError("version"));
        }
        let game = hex(next("game")?, "game")?;
        let role = match next("role")? {
            "h" => Role::Host,
            "g" => Role::Guest,
            _ => return Err(SavedError("role")),
        };
        let seat = match next("seat")? {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(SavedError("seat")),
        };
        let token = hex(next("token")?, "token")?;
        let peer_token = optional_hex(next("friend's token")?, "friend's token")?;
        let epoch = hex(next("numbering")?, "numbering")?;
        let peer_epoch = optional_hex(next("friend's numbering")?, "friend's numbering")?;
        let sent = number(next("count")?)?;
        let received = number(next("count")?)?;
        let start = like.read_fen(next("start")?).map_err(|_| SavedError("start"))?;
        let mut record = Record::new(start);
        let moves = next("moves")?;
        for text in moves.split(';').filter(|t| !t.is_empty()) {
            let mv = record.position().parse_move(text).map_err(|_| SavedError("moves"))?;
            record.play(mv).map_err(|_| SavedError("moves"))?;
        }
        let clocks = match next("clocks")? {
            "-" => None,
            text => {
                let (control, left) = text.split_once('/').ok_or(SavedError("clocks"))?;
                let control: TimeControl = control.parse().map_err(|_| SavedError("clocks"))?;
                let (w, b) = left.split_once(',').ok_or(SavedError("clocks"))?;
                Some(Clocks::resumed(control, [number(w)?, number(b)?]))
            }
        };
        let (end, aborted) = match next("result")? {
            "-" => (None, false),
            "aborted" => (None, true),
            name => (Some(name.parse::<Decision>().map_err(|_| SavedError("result"))?), false),
        };
        // The running turn and this player's thinking go on from when they began (never later
        // than now: a time to come would give time back).
        let (since, thinking) = if version == VERSION {
            let since = match next("clock start")? {
                "-" => now,
                text => number(text)?.min(now),
            };
            (since, number(next("thinking start")?)?.min(now))
        } else {
            (now, now)
        };
        let mut opened = Opened::new(start);
        opened.record = record;
        opened.clocks = clocks;
        opened.end = end;
        let setup = Setup { game, role, seat, token, peer_token, epoch, opened };
        let mut session = Session::new(setup, since);
        session.thinking_since = thinking;
        session.wire = Reliable::resumed(epoch, peer_epoch, sent, received);
        if aborted {
            session.call_off(now);
        }
        Ok(session)
    }
}

fn hex(text: &str, name: &'static str) -> Result<u64, SavedError> {
    if text.is_empty() || text.len() > 16 {
        return Err(SavedError(name));
    }
    u64::from_str_radix(text, 16).map_err(|_| SavedError(name))
}

fn optional_hex(text: &str, name: &'static str) -> Result<Option<u64>, SavedError> {
    if text == "-" {
        Ok(None)
    } else {
        hex(text, name).map(Some)
    }
}

fn number(text: &str) -> Result<u64, SavedError> {
    if text.is_empty() || text.len() > 19 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SavedError("count"));
    }
    text.parse().map_err(|_| SavedError("count"))
}
