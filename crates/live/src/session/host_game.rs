//! What the host's whole game may change on the guest's device. The host keeps the game's
//! record and sends it whole when the two devices part ([`crate::wire::Body::Sync`]), but a host
//! is a peer like any other: its game is taken only where it extends what both agreed, or drops
//! moves of this player's that it never took. Refused, and said: a move of this player's it did
//! not make; a move of the host's taken back without an agreed take-back; a result this player
//! did not give (a resignation, a draw it neither offered nor accepted, a flag while its own
//! clock shows time); a game called off after both sides have moved.

use super::Session;
use crate::session::flag::CLAIM_ACCEPTED_BELOW_MS;
use damas_engine::{Decision, Playable, Record};

impl<P: Playable> Session<P> {
    /// Whether the host's game `record`, ended by `decision` or called off (`aborted`), may
    /// replace this device's at `now`; else what does not fit.
    pub(crate) fn host_game_fits(&self, record: &Record<P>, decision: Option<Decision>, aborted: bool, now: u64) -> Result<(), &'static str> {
        let ours = self.round.record();
        if record.start().hash() != ours.start().hash() {
            return Err("another start");
        }
        let (theirs_moves, ours_moves) = (record.moves(), ours.moves());
        let common = theirs_moves.iter().zip(ours_moves).take_while(|(a, b)| a == b).count();
        for (ply, mv) in theirs_moves.iter().enumerate().skip(common) {
            if record.positions()[ply].turn() == self.seat && !self.played.iter().any(|&(p, m)| p as usize == ply && m == *mv) {
                return Err("a move of yours you did not make");
            }
        }
        for ply in common..ours_moves.len() {
            if ours.positions()[ply].turn() != self.seat && self.takeback_floor.is_none_or(|floor| floor as usize > ply) {
                return Err("a move taken back without your word");
            }
        }
        let here = self.round.decision();
        let fits = match decision {
            None => true,
            Some(d) if here == Some(d) => true,
            Some(Decision::Resigned(side) | Decision::Flagged(side)) if side != self.seat => true,
            Some(Decision::Resigned(_)) => false,
            // This player's offer stands in the position it was made in, and after its own move.
            Some(Decision::DrawAgreed) => self.draw_offered_at.is_some_and(|ply| {
                let ply = ply as usize;
                ply == record.len() || (ply + 1 == record.len() && record.positions()[ply].turn() == self.seat)
            }),
            Some(Decision::Flagged(_)) => self.round.clocks().is_some_and(|c| c.left_at(self.seat, now) <= CLAIM_ACCEPTED_BELOW_MS),
        };
        if !fits {
            return Err("a result you did not give");
        }
        if aborted && !self.aborted && (record.len() > 2 || ours.len() > 2) {
            return Err("a game called off after both sides moved");
        }
        Ok(())
    }
}
