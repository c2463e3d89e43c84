//! Numbered messages over a link that may lose, repeat or reorder them: each numbered message is
//! kept until the peer acknowledges it and sent again after a pause; what arrives is handed on in
//! order, once. A WebRTC data channel is reliable and ordered while it lasts, but a connection
//! dropped and made again (a new channel) loses what was in flight, and the tests inject every
//! fault; the session above can then count on each message arriving once, in order.

use crate::wire::{Body, Message};
use std::collections::{BTreeMap, VecDeque};

/// How long an unacknowledged message waits before it is sent again (ms).
pub const RESEND_MS: u64 = 1500;

/// How many messages may arrive ahead of a missing one before the rest are dropped (they come
/// again).
const MAX_EARLY: usize = 256;

/// Both directions of the numbering, for one peer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reliable {
    /// This side's numbering id (random, from the page).
    epoch: u64,
    /// The peer's numbering id, once greeted.
    peer_epoch: Option<u64>,
    /// The last number given to a message sent.
    sent: u64,
    /// Messages sent and not yet acknowledged, with when each was last sent.
    unacked: VecDeque<(Message, u64)>,
    /// The last number received in order.
    received: u64,
    /// Messages that arrived ahead of a missing one.
    early: BTreeMap<u64, Message>,
}

impl Reliable {
    /// A numbering with the id `epoch` (random: another device, or this one after losing its
    /// storage, numbers under another).
    #[must_use]
    pub fn new(epoch: u64) -> Reliable {
        Reliable { epoch, ..Reliable::default() }
    }

    /// Numbering resumed after a reload: the ids and the last numbers sent and received.
    #[must_use]
    pub fn resumed(epoch: u64, peer_epoch: Option<u64>, sent: u64, received: u64) -> Reliable {
        Reliable { epoch, peer_epoch, sent, received, ..Reliable::default() }
    }

    /// The ids and the last numbers sent and received (what a reload keeps).
    #[must_use]
    pub fn counters(&self) -> (u64, Option<u64>, u64, u64) {
        (self.epoch, self.peer_epoch, self.sent, self.received)
    }

    /// Whether the peer's numbering `epoch` is the one already known.
    #[must_use]
    pub fn knows(&self, epoch: u64) -> bool {
        self.peer_epoch == Some(epoch)
    }

    /// This side's numbering id.
    #[must_use]
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The last number received in order (the acknowledgement every message carries).
    #[must_use]
    pub fn ack(&self) -> u64 {
        self.received
    }

    /// Numbers `body` for `game`, keeps it until acknowledged, and returns it to send.
    pub fn number(&mut self, game: u64, body: Body, now: u64) -> Message {
        self.sent = self.sent.saturating_add(1);
        let message = Message { game, seq: self.sent, ack: self.received, body };
        self.unacked.push_back((message.clone(), now));
        message
    }

    /// An unnumbered message (a greeting, an acknowledgement): never kept nor resent.
    #[must_use]
    pub fn unnumbered(&self, game: u64, body: Body) -> Message {
        Message { game, seq: 0, ack: self.received, body }
    }

    /// Takes in `message`: drops what it acknowledges, and returns the messages now due in order
    /// (none for a duplicate or one that arrived early; an unnumbered one at once).
    pub fn receive(&mut self, message: Message) -> Vec<Message> {
        while self.unacked.front().is_some_and(|(m, _)| m.seq <= message.ack) {
            self.unacked.pop_front();
        }
        if message.seq == 0 {
            return vec![message];
        }
        if message.seq <= self.received {
            return Vec::new();
        }
        if message.seq > self.received.saturating_add(1) {
            if self.early.len() < MAX_EARLY || self.early.contains_key(&message.seq) {
                self.early.insert(message.seq, message);
            }
            return Vec::new();
        }
        self.received = message.seq;
        let mut due = vec![message];
        while let Some(next) = self.early.remove(&self.received.saturating_add(1)) {
            self.received = next.seq;
            due.push(next);
        }
        self.early.retain(|&seq, _| seq > self.received);
        due
    }

    /// The messages to send again at `now`: all of them when `all` (a new connection), else those
    /// unacknowledged for [`RESEND_MS`]. Each carries the latest acknowledgement.
    pub fn due(&mut self, now: u64, all: bool) -> Vec<Message> {
        let ack = self.received;
        self.unacked
            .iter_mut()
            .filter(|(_, at)| all || now.saturating_sub(*at) >= RESEND_MS)
            .map(|(m, at)| {
                *at = now;
                m.ack = ack;
                m.clone()
            })
            .collect()
    }

    /// The first number this side sends on a new connection: its oldest unacknowledged message,
    /// else the next new one.
    #[must_use]
    pub fn next(&self) -> u64 {
        self.unacked.front().map_or(self.sent.saturating_add(1), |(m, _)| m.seq)
    }

    /// The peer greeted under numbering `epoch`, saying it sends `next` first: numbers before it
    /// will never come (taken already, or lost with this side's storage). A greeting of the same
    /// numbering, even repeated late, never moves the count back (what was taken would be taken
    /// twice); a new numbering counts afresh.
    pub fn expect(&mut self, epoch: u64, next: u64) {
        if self.peer_epoch == Some(epoch) {
            self.received = self.received.max(next.saturating_sub(1));
        } else {
            self.peer_epoch = Some(epoch);
            self.received = next.saturating_sub(1);
            self.early.clear();
        }
        self.early.retain(|&seq, _| seq > self.received);
    }

    /// Voids every message not yet acknowledged (the game they spoke of was replaced): each goes
    /// on as an empty message under its number, so the peer's count has no gap.
    pub fn void_unacked(&mut self) {
        for (m, _) in &mut self.unacked {
            m.body = Body::Ack;
        }
    }

    /// Whether messages wait for an acknowledgement.
    #[must_use]
    pub fn waiting(&self) -> bool {
        !self.unacked.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chat(seq: u64) -> Message {
        Message { game: 1, seq, ack: 0, body: Body::Ack }
    }

    #[test]
    fn messages_come_out_once_and_in_order() {
        let mut r = Reliable::default();
        assert_eq!(r.receive(chat(2)), Vec::new(), "early: kept");
        assert_eq!(r.receive(chat(2)), Vec::new(), "early twice: kept once");
        let due: Vec<u64> = r.receive(chat(1)).iter().map(|m| m.seq).collect();
        assert_eq!(due, [1, 2]);
        assert_eq!(r.receive(chat(1)), Vec::new(), "a duplicate is dropped");
        assert_eq!(r.ack(), 2);
        assert_eq!(r.receive(chat(0)).len(), 1, "unnumbered: at once");
    }

    #[test]
    fn unacknowledged_messages_are_sent_again_until_acknowledged() {
        let mut r = Reliable::default();
        r.number(1, Body::Resign, 0);
        r.number(1, Body::Ack, 100);
        assert_eq!(r.due(1000, false).len(), 0);
        assert_eq!(r.due(1550, false).len(), 1, "the first, 1.5 s old");
        assert_eq!(r.due(1550, true).len(), 2, "a new connection: all");
        r.receive(Message { game: 1, seq: 0, ack: 1, body: Body::Ack });
        assert!(r.waiting());
        r.receive(Message { game: 1, seq: 0, ack: 2, body: Body::Ack });
        assert!(!r.waiting());
    }
}
