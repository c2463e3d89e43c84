//! Proposals both players must agree to: a draw, a take-back, a rematch. One proposes, the other
//! answers; the same proposal from both at once is agreed. A take-back this player asks for or
//! accepts is its word that the host's game may drop moves from there ([`super::host_game`]); a
//! draw it offers or accepts, that the host's game may end drawn there.

use super::{next_game, Notice, Session};
use crate::lag::LagTracker;
use crate::offer::Offer;
use crate::wire::Body;
use damas_engine::{Color, Playable};
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;
use damas_game::round::{Opened, Refused, Round, RoundAction};

impl<P: Playable> Session<P> {
    pub(crate) fn propose(&mut self, offer: Offer, now: u64) -> Result<(), Refused> {
        if self.asked().is_some() || self.offered().is_some() {
            return Err(Refused::NotNow);
        }
        match offer {
            Offer::Draw => {
                self.round_act(RoundAction::OfferDraw { by: self.seat })?;
                self.draw_offered_at = Some(self.ply());
            }
            Offer::Takeback => {
                let Some(target) = self.takeback_target(self.seat) else { return Err(Refused::NotNow) };
                // Asking is this player's word: the host may take its moves back from there.
                self.agreed_back_to(target);
                self.asked = Some(offer);
            }
            Offer::Rematch if !self.over() => return Err(Refused::NotNow),
            Offer::Rematch => self.asked = Some(offer),
        }
        let ply = self.ply();
        self.send(Body::Propose { offer, ply }, now);
        Ok(())
    }

    /// Applies the answer to `offer`, made by `proposer`, to the game.
    pub(crate) fn answered(&mut self, offer: Offer, accept: bool, proposer: Color, now: u64) -> Result<(), Refused> {
        if self.aborted && offer != Offer::Rematch {
            return Err(Refused::GameOver);
        }
        match (offer, accept) {
            (Offer::Draw, true) => {
                self.draw_offered_at = Some(self.ply());
                self.round_act(RoundAction::AcceptDraw { at: now })
            }
            (Offer::Draw, false) => self.round_act(RoundAction::DeclineDraw),
            (Offer::Takeback, true) => {
                self.asked = None;
                self.offered = None;
                self.round_act(RoundAction::TakeBackFor { side: proposer, at: now })?;
                self.agreed_back_to(self.round.record().len());
                self.thinking_since = now;
                // The turn now running began at the other device's answer, whose transit is
                // not timed here: the next charge is bounded by the cap alone.
                self.lag_seen = None;
                Ok(())
            }
            (Offer::Takeback | Offer::Rematch, _) => {
                self.asked = None;
                self.offered = None;
                self.takeback_floor = None;
                Ok(())
            }
        }
    }

    /// This player agreed to a take-back to `ply` moves.
    fn agreed_back_to(&mut self, ply: usize) {
        let ply = u32::try_from(ply).unwrap_or(u32::MAX);
        self.takeback_floor = Some(self.takeback_floor.map_or(ply, |floor| floor.min(ply)));
    }

    /// Where a take-back for `side` would go, if anywhere: `side` must have moved.
    fn takeback_target(&self, side: Color) -> Option<usize> {
        let record = self.round.record();
        if !self.round.can_decide() {
            return None;
        }
        let positions = record.positions();
        (0..record.len()).rev().find(|&ply| positions[ply].turn() == side)
    }

    /// A rematch: the same start and time control, the colours swapped, a new game id both
    /// devices derive alike.
    pub(crate) fn rematch(&mut self, now: u64) {
        let record = self.round.record();
        let mut opened = Opened::new(*record.start());
        opened.clocks = self.round.clocks().map(|c| Clocks::new(c.control));
        opened.opponent = Opponent::Remote { side: self.seat };
        self.seat = !self.seat;
        self.game = next_game(self.game);
        self.lag = opened.clocks.map(|c| LagTracker::new(c.control));
        self.lag_seen = None;
        self.sent.clear();
        self.played.clear();
        self.draw_offered_at = None;
        self.takeback_floor = None;
        self.round = Round::open(opened, now);
        self.asked = None;
        self.offered = None;
        self.aborted = false;
        self.sent_at = None;
        self.thinking_since = now;
        self.notices.push(Notice::Rematch);
    }
}
