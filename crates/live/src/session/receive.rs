//! What the session does with the peer's messages: greet, check and play a move, answer a
//! proposal, settle a flag, replace the game by the host's. Each is hostile until checked.

use super::charge::MAX_LAG_CHARGE_MS;
use super::{Notice, Presence, Rejection, Role, Session};
use crate::offer::Offer;
use crate::wire::{self, Body, Message};
use damas_engine::{Decision, Playable, Record};
use damas_game::clock::Clocks;
use damas_game::round::RoundAction;

impl<P: Playable> Session<P> {
    /// Takes in `text` from the peer, arrived at `now`.
    pub fn receive(&mut self, text: &str, now: u64) {
        let message = match wire::decode(text) {
            Ok(m) => m,
            Err(e) => return self.refuse(Rejection::Wire(e)),
        };
        if let Body::Hello { seat, token, ply, hash, epoch, next, seen } = message.body {
            self.greeted(&message, seat, token, (ply, hash), (epoch, next), now);
            // A peer that has not had this side's greeting gets it (its own said so).
            if !seen && self.presence == Presence::Connected {
                self.greet(now);
            }
            return;
        }
        // Only greetings and acknowledgements go unnumbered.
        if message.seq == 0 && message.body != Body::Ack {
            return self.refuse(Rejection::NotNow);
        }
        // Nothing but a greeting is taken before the peer has shown its seat: the rest comes again.
        if self.presence != Presence::Connected {
            return;
        }
        // A numbered message is acknowledged even when it is a duplicate: the peer sent it again
        // because the acknowledgement did not reach it.
        let numbered = message.seq != 0;
        for m in self.wire.receive(message) {
            if m.game != self.game {
                self.refuse(Rejection::OtherGame);
                continue;
            }
            self.taking = Some(m.seq);
            self.take(m.body, now);
        }
        self.taking = None;
        if numbered && self.outbox.is_empty() {
            let ack = self.wire.unnumbered(self.game, Body::Ack);
            self.outbox.push(wire::encode(&ack));
        }
    }

    fn greeted(&mut self, message: &Message, seat: damas_engine::Color, token: u64, (ply, hash): (u32, u64), (epoch, next): (u64, u64), now: u64) {
        if message.game != self.game {
            return self.refuse(Rejection::OtherGame);
        }
        // A room's introduction (no token) is the roster's, never a seat's greeting.
        if token == 0 {
            return self.refuse(Rejection::Stranger);
        }
        let known = self.peer_token.is_none_or(|t| t == token);
        if seat == self.seat || !known {
            return self.refuse(Rejection::Stranger);
        }
        self.peer_token = Some(token);
        let first = self.presence != Presence::Connected;
        self.presence = Presence::Connected;
        // What the greeting acknowledges is dropped; what it lacks goes again.
        self.wire.receive(Message { body: wire::Body::Ack, ..message.clone() });
        // Numbers the peer will never send (lost with a reload) may have held its moves.
        let skipped = self.wire.knows(epoch) && next > self.wire.ack() + 1;
        self.wire.expect(epoch, next);
        if skipped {
            match self.role {
                Role::Host => self.send_sync(now),
                Role::Guest => self.send(Body::SyncRequest, now),
            }
        }
        if first {
            self.notices.push(Notice::Connected);
        }
        // The host answers a guest whose game left the host's line with the whole game, and
        // one that is behind when nothing it lacks is on its way (it lost its storage).
        let record = self.round.record();
        let on_line = record.positions().get(ply as usize).is_some_and(|p| p.hash() == hash);
        let ahead = ply as usize > record.len();
        let behind = (ply as usize) < record.len();
        if self.role == Role::Host && !ahead && (!on_line || (behind && !self.wire.waiting())) {
            self.send_sync(now);
        }
    }

    fn take(&mut self, body: Body, now: u64) {
        match body {
            Body::Hello { .. } | Body::Ack => {}
            Body::Move { ply, text, think, hash } => self.remote_move(ply, &text, think, hash, now),
            Body::Charged { ply, extra } => self.peer_charged(ply, extra, now),
            Body::SyncRequest => {
                if self.role == Role::Host {
                    self.send_sync(now);
                } else {
                    self.refuse(Rejection::NotNow);
                }
            }
            Body::Sync { start, moves, clocks, ran, decision, aborted, seen } => {
                // A game written before the host had this side's latest messages is stale: ask
                // again, behind them (the answer then accounts for them).
                if seen >= self.last_move_sent {
                    self.synced(&start, &moves, (clocks, ran), (decision, aborted), now);
                } else if self.role == Role::Guest {
                    self.send(Body::SyncRequest, now);
                }
            }
            Body::Propose { offer, ply } => {
                // Overtaken by a move on the way: void here as at the sender, where the move
                // withdrew it.
                if ply != self.ply() {
                    return;
                }
                self.proposed(offer, now);
            }
            Body::Answer { offer, accept, ply } => {
                if ply != self.ply() || self.asked() != Some(offer) || self.answered(offer, accept, self.seat, now).is_err() {
                    // An answer that no longer fits may mean the games parted (a draw accepted
                    // as the other resigned): the host's game settles it.
                    return self.out_of_step(Rejection::NotNow, now);
                }
                self.notices.push(Notice::Answered { offer, accepted: accept });
                if accept && offer == Offer::Rematch {
                    self.rematch(now);
                } else if accept && offer == Offer::Draw {
                    self.notices.push(Notice::Ended);
                }
            }
            // A game called off is over for the round too, which does not know of the abort.
            Body::Resign | Body::FlagClaim { .. } | Body::FlagFell { .. } if self.aborted => self.out_of_step(Rejection::NotNow, now),
            Body::Resign => {
                if self.round_act(RoundAction::Resign { side: !self.seat, at: now }).is_err() {
                    return self.out_of_step(Rejection::NotNow, now);
                }
                self.notices.push(Notice::Ended);
            }
            Body::Abort { ply } => self.abort_asked(ply, now),
            Body::FlagClaim { ply } => self.flag_claimed(ply, now),
            Body::Claimed { ply, win } => self.claimed(ply, win, now),
            Body::FlagFell { ply } => self.flag_fell(ply, now),
            // The claimant keeps its result: the page logs the peer's word.
            Body::NotFlagged { left } => self.refuse(Rejection::NotFlagged { left }),
            Body::Chat(phrase) => self.notices.push(Notice::Chat(phrase)),
        }
    }

    /// The peer calls the game off in its game after `ply` moves. Counted here: only before
    /// each side has moved, or when a first move of this player's crossed the abort on the way
    /// (it is taken back, so both devices keep the same void game). A host whose game ended
    /// meanwhile keeps its end and sends it; a guest follows the host.
    fn abort_asked(&mut self, ply: u32, now: u64) {
        let here = self.ply();
        let crossed = here <= 2 && here == ply + 1 && self.round.record().positions().get(ply as usize).is_some_and(|p| p.turn() == self.seat);
        let ended = self.over() && self.role == Role::Host;
        if !(here <= 1 && ply == here || crossed) || ended || self.aborted {
            self.refuse(Rejection::NotNow);
            if self.role == Role::Host {
                self.send_sync(now);
            }
            return;
        }
        if crossed {
            let _ = self.round_act(RoundAction::TakeBackFor { side: self.seat, at: now });
        }
        self.call_off(now);
        self.notices.push(Notice::Aborted);
    }

    fn remote_move(&mut self, ply: u32, text: &str, think: u64, hash: u64, now: u64) {
        let record = self.round.record();
        let len = record.len();
        // A move already played here (sent again after a reconnection): nothing to do.
        if (ply as usize) < len && record.positions().get(ply as usize + 1).is_some_and(|p| p.hash() == hash) {
            return;
        }
        if ply as usize != len || self.over() {
            return self.out_of_step(Rejection::OutOfStep, now);
        }
        let end = *record.positions().last().unwrap_or(record.start());
        if end.turn() == self.seat {
            return self.out_of_step(Rejection::OutOfStep, now);
        }
        let Ok(mv) = end.parse_move(text) else {
            return self.out_of_step(Rejection::Illegal(clip(text)), now);
        };
        if end.play(&mv).hash() != hash {
            return self.out_of_step(Rejection::OutOfStep, now);
        }
        let elapsed = self.sent_at.map_or(0, |at| now.saturating_sub(at));
        let lag = elapsed.saturating_sub(think);
        if self.sent_at.is_some() {
            self.lag_seen = Some(lag);
        }
        let credit = match self.lag.as_mut() {
            Some(tracker) if self.sent_at.is_some() => tracker.on_move(lag),
            _ => 0,
        };
        // Look back over the history freely; the move lands at the end of the line.
        if self.round.record().ply() != len {
            let _ = self.round_act(RoundAction::GoTo(len));
        }
        // The charge: what the mover's clock ran here this turn, less the lag given back, never
        // less than the mover's own report (its clock may have started here later than there:
        // after a sync, a take-back). None when its clock does not run (the game's first move).
        let peer = !self.seat;
        let ran = self.round.clocks().filter(|c| c.running() == Some(peer)).map(|c| c.stored()[peer.index()] - c.left_at(peer, now));
        // (Beyond the report, at most the cap both devices hold to: see `charge`.)
        let charge = ran.map(|ran| ran.saturating_sub(credit).max(think).min(think.saturating_add(MAX_LAG_CHARGE_MS)));
        let credit = ran.zip(charge).map_or(0, |(ran, charge)| ran.saturating_sub(charge));
        if self.round_act(RoundAction::PlayCredited { mv, at: now, credit }).is_err() {
            return self.out_of_step(Rejection::Illegal(clip(text)), now);
        }
        if let Some((ran, charge)) = ran.zip(charge).filter(|&(ran, charge)| charge > ran) {
            let _ = self.round_act(RoundAction::Charge { side: peer, ms: charge - ran });
        }
        self.thinking_since = now;
        self.asked = None;
        self.offered = None;
        self.takeback_floor = None;
        // The mover learns at once what its move cost beyond what it reported.
        if let Some(charge) = charge {
            self.send(Body::Charged { ply, extra: charge - think }, now);
        }
        self.notices.push(Notice::Moved);
        if self.over() {
            self.notices.push(Notice::Ended);
        }
    }

    /// A move that does not fit: refused, and the game set right from the host.
    pub(crate) fn out_of_step(&mut self, why: Rejection, now: u64) {
        self.refuse(why);
        if self.role == Role::Host {
            self.send_sync(now);
        } else {
            self.send(Body::SyncRequest, now);
        }
    }

    fn proposed(&mut self, offer: Offer, now: u64) {
        // Both asked for the same at once (a draw, a rematch): it is agreed, on both devices.
        if self.asked() == Some(offer) && offer != Offer::Takeback {
            let ply = self.ply();
            let _ = self.answered(offer, true, self.seat, now);
            self.send(Body::Answer { offer, accept: true, ply }, now);
            if offer == Offer::Rematch {
                self.rematch(now);
            } else {
                self.notices.push(Notice::Ended);
            }
            return;
        }
        let fits = match offer {
            // A game called off takes no draw (the round itself does not know of the abort).
            Offer::Draw if self.aborted => false,
            Offer::Draw => self.round_act(RoundAction::OfferDraw { by: !self.seat }).is_ok(),
            Offer::Takeback => self.offered.is_none() && self.asked.is_none() && self.round.can_decide() && !self.round.record().is_empty(),
            Offer::Rematch => self.offered.is_none() && self.asked.is_none() && self.over(),
        };
        if !fits {
            return self.refuse(Rejection::NotNow);
        }
        if offer != Offer::Draw {
            self.offered = Some(offer);
        }
        self.notices.push(Notice::Offered(offer));
    }

    fn send_sync(&mut self, now: u64) {
        let body = self.sync_body(now);
        self.send(body, now);
    }

    /// The whole game at `now`, as the host sends it: every move, the clocks as they last
    /// stopped and how long the running one has run.
    fn sync_body(&self, now: u64) -> Body {
        let record = self.round.record();
        // The record writes each move in the game's notation as played (told apart from the other
        // legal moves), which its reader takes back.
        let moves = record.move_texts().to_vec();
        let clocks = self.round.clocks();
        let ran = clocks.and_then(|c| c.running().map(|side| c.stored()[side.index()] - c.left_at(side, now))).unwrap_or(0);
        let clocks = clocks.map(Clocks::stored);
        Body::Sync { start: record.start().to_fen(), moves, clocks, ran, decision: self.round.decision(), aborted: self.aborted, seen: self.taking.unwrap_or(self.wire.ack()) }
    }

    /// The game at `now` for the room's spectators ([`crate::watch`]): the whole game,
    /// unnumbered (each replaces the last, so none needs resending).
    #[must_use]
    pub fn snapshot(&self, now: u64) -> String {
        wire::encode(&self.wire.unnumbered(self.game, self.sync_body(now)))
    }

    fn synced(&mut self, start: &str, moves: &[String], clocks: (Option<[u64; 2]>, u64), end: (Option<Decision>, bool), now: u64) {
        if self.role == Role::Host {
            return self.refuse(Rejection::NotNow);
        }
        let Ok(start) = self.round.record().start().read_fen(start) else {
            return self.refuse(Rejection::Illegal(clip(start)));
        };
        let mut record = Record::new(start);
        for text in moves {
            let Ok(mv) = record.position().parse_move(text) else {
                return self.refuse(Rejection::Illegal(clip(text)));
            };
            if record.play(mv).is_err() {
                return self.refuse(Rejection::Illegal(clip(text)));
            }
        }
        if let Err(why) = self.host_game_fits(&record, end.0, end.1, now) {
            return self.refuse(Rejection::HostGame(why));
        }
        self.adopt(record, clocks, end, now);
    }
}

/// A peer's text, cut short for the log.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}
