//! Who charges a move's time. With no server between them, each device measures what it can:
//! the mover how long its player thought, the receiver how long it waited from sending its own
//! move to receiving the reply. The receiver charges the mover what it waited, less a lag
//! allowance in lichess's manner ([`crate::lag`]), but never less than the mover's own report, and
//! tells the mover at once what that cost beyond its report ([`crate::wire::Body::Charged`]). The
//! mover takes it from its own clock only within what the network could have cost: the receiver's
//! wait held two transits, one of the receiver's last move (inside the lag this device measured
//! on it) and one of this device's move (inside the time from sending it to hearing what it cost).
//! A word beyond that is logged and bounded. Both devices hold to a cap, [`MAX_LAG_CHARGE_MS`]:
//! the receiver charges no more beyond the report, and the mover's bound never exceeds it (it is
//! all the bound there is before this device has timed a reply: the second player's first move,
//! and the first move after a take-back or after the host's whole game replaced this device's). So no device sets the
//! other's clock, a peer takes from this player no more than the network's lag, and two honest
//! devices end each move with the same clocks.

use super::{Rejection, Session};
use damas_engine::Playable;
use damas_game::round::RoundAction;

/// The most a peer may charge this player's move beyond its own measure (ms): a round trip this
/// slow is no longer a game on a clock.
pub const MAX_LAG_CHARGE_MS: u64 = 10_000;

/// How many of this player's moves are remembered for their charge to come.
const REMEMBERED: usize = 8;

/// What the peer may charge beyond this device's own measure: the lag measured on the peer's
/// last reply, and the time since this device's move was sent (`since_sent`), capped. Before any
/// reply was timed (the second player's first move: the transit of the first move is not known
/// here), the cap.
#[must_use]
pub fn lag_allowance(lag_seen: Option<u64>, since_sent: u64) -> u64 {
    lag_seen.map_or(MAX_LAG_CHARGE_MS, |lag| lag.saturating_add(since_sent).min(MAX_LAG_CHARGE_MS))
}

impl<P: Playable> Session<P> {
    /// This player's move at `ply` was sent at `now`.
    pub(crate) fn moved_at(&mut self, ply: u32, now: u64) {
        self.sent.retain(|&(p, _)| p != ply);
        if self.sent.len() == REMEMBERED {
            self.sent.pop_front();
        }
        self.sent.push_back((ply, now));
    }

    /// The peer says this player's move at `ply` cost `extra` ms beyond its report, at `now`:
    /// taken from this player's clock within the lag allowance (a word beyond it is logged and
    /// bounded); one about a move this device does not remember, or already charged, is dropped.
    pub(crate) fn peer_charged(&mut self, ply: u32, extra: u64, now: u64) {
        // Each move is charged once: the same word again finds nothing.
        let Some(index) = self.sent.iter().position(|&(p, _)| p == ply) else { return };
        let Some((_, at)) = self.sent.remove(index) else { return };
        if self.round.clocks().is_none() || extra == 0 {
            return;
        }
        let kept = extra.min(lag_allowance(self.lag_seen, now.saturating_sub(at)));
        if kept != extra {
            self.refuse(Rejection::Clock { said: extra, kept });
        }
        let _ = self.round_act(RoundAction::Charge { side: self.seat, ms: kept });
    }
}
