//! A friend gone for good. After [`super::CLAIM_AFTER_MS`] without the friend, the player may
//! claim the game, won or drawn: decided here at once, and sent ([`Body::Claimed`], numbered, so
//! it goes again until the friend's device has it). The friend's device, when it comes back,
//! honours a claim of its game at the ply where it saw the link drop, or before it: a move it made
//! alone since never reached the claimant and is taken back. A claim while this device saw no
//! drop there is refused (a cheater's word): two honest devices end the game alike.

use super::{Notice, Rejection, Session};
use crate::wire::Body;
use damas_engine::{Decision, Playable};
use damas_game::round::{Refused, RoundAction};

impl<P: Playable> Session<P> {
    /// The player claims the game at `now`, won (`win`) or drawn: the friend has been gone long
    /// enough.
    pub(crate) fn claim(&mut self, win: bool, now: u64) -> Result<(), Refused> {
        if !self.claimable(now) {
            return Err(Refused::NotNow);
        }
        self.settle_claim(!self.seat, win, now)?;
        let ply = self.ply();
        self.send(Body::Claimed { ply, win }, now);
        Ok(())
    }

    /// The game ends as claimed against `absent`: a win for its opponent, or a draw.
    fn settle_claim(&mut self, absent: damas_engine::Color, win: bool, now: u64) -> Result<(), Refused> {
        if win {
            self.round_act(RoundAction::Resign { side: absent, at: now })
        } else {
            self.round_act(RoundAction::OfferDraw { by: !absent })?;
            self.round_act(RoundAction::AcceptDraw { at: now })
        }
    }

    /// The friend claimed this game in its game after `ply` moves, at `now`.
    pub(crate) fn claimed(&mut self, ply: u32, win: bool, now: u64) {
        let result = if win { Decision::Resigned(self.seat) } else { Decision::DrawAgreed };
        if self.round.decision() == Some(result) {
            return;
        }
        let here = self.ply();
        let record = self.round.record();
        // Only this player's moves can follow the claim's ply: the friend was not there.
        let alone = (ply as usize..record.len()).all(|p| record.positions()[p].turn() == self.seat);
        if self.dropped_at.is_none_or(|at| at < ply) || ply > here || !alone || self.round.decision().is_some() || self.aborted {
            return self.refuse(Rejection::NotNow);
        }
        if ply < here {
            let _ = self.round_act(RoundAction::TakeBackFor { side: self.seat, at: now });
        }
        if self.settle_claim(self.seat, win, now).is_ok() {
            self.notices.push(Notice::Ended);
        } else {
            self.refuse(Rejection::NotNow);
        }
    }
}
