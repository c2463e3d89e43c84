//! A flag, decided without the flagged side's consent. Each device watches both clocks. Its own
//! clock at nothing: it concedes and says so ([`Body::FlagFell`]). The peer's clock at nothing,
//! after a grace of the peer's lag quota ([`crate::lag`], at most [`MAX_GRACE_MS`]): it decides
//! the flag and claims it once ([`Body::FlagClaim`], numbered, so it is sent again until the peer
//! has it, even across a drop). The flagged device accepts a claim when its own clock shows no
//! more than the grace and a margin ([`CLAIM_MARGIN_MS`]: its clock started when the last move
//! arrived, later than the claimant's); a move it made meanwhile crossed the claim and is taken
//! back, as the claimant refused it on arrival. A claim made while the flagged side had time
//! left is refused with what it had ([`Body::NotFlagged`]), and the claimant's page logs that
//! answer: two honest devices never part, and a lying claimant holds its result alone.

use super::{Notice, Rejection, Session};
use crate::lag::MAX_GRACE_MS;
use crate::wire::Body;
use damas_engine::{Decision, Playable};
use damas_game::round::RoundAction;

/// What the flagged device may still show beyond the grace and accept a claim (ms): its clock
/// started when the last move arrived, a transit later than the claimant's.
pub const CLAIM_MARGIN_MS: u64 = 1000;

/// The most the flagged device may show and accept a claim (ms).
pub const CLAIM_ACCEPTED_BELOW_MS: u64 = MAX_GRACE_MS + CLAIM_MARGIN_MS;

impl<P: Playable> Session<P> {
    /// Time passes on a game under way at `now`: a clock at nothing ends it.
    pub(crate) fn watch_flags(&mut self, now: u64) {
        let Some(clocks) = self.round.clocks().copied() else { return };
        let Some(side) = clocks.running() else { return };
        let ply = self.ply();
        if side == self.seat {
            // This player's own clock shows nothing left: concede at once.
            if clocks.left_at(side, now) == 0 && self.round_act(RoundAction::Flag { at: now }).is_ok() {
                self.send(Body::FlagFell { ply }, now);
                self.notices.push(Notice::Ended);
            }
            return;
        }
        // The peer's clock ran out, grace included: decided here, and claimed.
        let grace = self.lag.map_or(0, |l| l.grace());
        let at = now.saturating_sub(grace);
        if clocks.left_at(side, at) == 0 && self.round_act(RoundAction::Flag { at }).is_ok() {
            self.send(Body::FlagClaim { ply }, now);
            self.notices.push(Notice::Ended);
        }
    }

    /// The peer claims this player's time ran out in its game after `ply` moves, at `now`.
    pub(crate) fn flag_claimed(&mut self, ply: u32, now: u64) {
        if self.round.decision() == Some(Decision::Flagged(self.seat)) {
            return;
        }
        let Some(clocks) = self.round.clocks().copied() else { return self.refuse(Rejection::NotNow) };
        let record = self.round.record();
        // A move of this player crossed the claim: what its clock showed when it moved.
        let crossed = ply as usize + 1 == record.len()
            && record.positions().get(ply as usize).is_some_and(|p| p.turn() == self.seat)
            && clocks.running() == Some(!self.seat);
        let left = if crossed {
            clocks.stored()[self.seat.index()].saturating_sub(clocks.control.increment_ms())
        } else if ply == self.ply() && clocks.running() == Some(self.seat) {
            clocks.left_at(self.seat, now)
        } else {
            return self.out_of_step(Rejection::NotNow, now);
        };
        if left > CLAIM_ACCEPTED_BELOW_MS {
            self.send(Body::NotFlagged { left }, now);
            return self.refuse(Rejection::EarlyClaim { left });
        }
        if crossed {
            let _ = self.round_act(RoundAction::TakeBackFor { side: self.seat, at: now });
            self.sent_at = None;
        }
        let left = self.round.clocks().map_or(0, |c| c.left_at(self.seat, now));
        if self.round_act(RoundAction::Flag { at: now + left }).is_ok() {
            self.notices.push(Notice::Ended);
        }
    }

    /// The peer says its own time ran out in the game after `ply` moves.
    pub(crate) fn flag_fell(&mut self, ply: u32, now: u64) {
        if self.round.decision() == Some(Decision::Flagged(!self.seat)) {
            return;
        }
        let Some(clocks) = self.round.clocks().copied() else { return self.refuse(Rejection::NotNow) };
        if ply != self.ply() || clocks.running() != Some(!self.seat) {
            return self.out_of_step(Rejection::NotNow, now);
        }
        // This device's view of the peer's clock may still show a little: the flag falls when
        // it reaches nothing.
        let at = now + clocks.left_at(!self.seat, now);
        if self.round_act(RoundAction::Flag { at }).is_ok() {
            self.notices.push(Notice::Ended);
        }
    }
}
