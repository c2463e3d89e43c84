//! One side of a live game: the round this device shows, kept in agreement with the peer's. Every
//! remote move is checked by the rules at the ply it claims, and its hash compared; whatever does
//! not fit is refused and answered by the whole game from the host, whose record is the game's
//! truth. Each device charges the other player's moves with the lag compensated ([`LagTracker`]) and
//! sends the result with its next move, where the other takes it within the network's lag
//! ([`charge`]). Time, random tokens and arrived text
//! are handed in; messages to send and notices for the page come out, so two sessions joined by
//! any link (a data channel, or a test's lossy queue) are driven the same way.

use crate::lag::LagTracker;
use crate::offer::{Offer, Phrase};
use crate::reliable::Reliable;
use crate::wire::{self, Body, WireError};
use damas_engine::{Color, Decision, Playable, Record};
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;
use damas_game::round::{Opened, Refused, Round, RoundAction};

/// How long the peer must have been gone before the player may claim the game (ms).
pub const CLAIM_AFTER_MS: u64 = 15_000;


/// Which end of the invitation this device is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Made the invitation; its record is the game's truth.
    Host,
    /// Opened it.
    Guest,
}

/// What a session starts from.
#[derive(Clone, Debug)]
pub struct Setup<P: Playable> {
    /// The game's id (both devices, every message).
    pub game: u64,
    /// This device's end.
    pub role: Role,
    /// The side this device plays.
    pub seat: Color,
    /// This player's seat token.
    pub token: u64,
    /// The peer's token when known (the host knows the guest's: it wrote it in the invitation).
    pub peer_token: Option<u64>,
    /// A random id for this device's numbering of its messages.
    pub epoch: u64,
    /// The game: start, moves so far, clocks.
    pub opened: Opened<P>,
}

/// Whether the peer is there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Not yet connected.
    Waiting,
    /// Connected and greeted.
    Connected,
    /// The connection dropped at this time (ms).
    Gone {
        /// When.
        since: u64,
    },
}

/// Why a message of the peer changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// It could not be read.
    Wire(WireError),
    /// It belongs to another game.
    OtherGame,
    /// Its greeting named another seat or a wrong token: someone else.
    Stranger,
    /// A move at a ply this game is not at, or a position that differs.
    OutOfStep,
    /// A move the rules refuse.
    Illegal(String),
    /// A proposal, answer or claim that does not apply now.
    NotNow,
    /// The peer claimed this player's flag while its clock showed `left` ms (more than the
    /// grace): refused.
    EarlyClaim {
        /// What this player's clock showed.
        left: u64,
    },
    /// The peer says its time had not run out when this device decided its flag (`left` ms):
    /// this device keeps its result.
    NotFlagged {
        /// What the peer says it had.
        left: u64,
    },
    /// The host's whole game would change what both agreed (what does not fit).
    HostGame(&'static str),
    /// The peer charged this player's move more than the network could have cost (what it
    /// said, what was kept; ms).
    Clock {
        /// What the peer charged beyond this player's report.
        said: u64,
        /// What this device took.
        kept: u64,
    },
}

/// What the page should tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The peer greeted: the game is live.
    Connected,
    /// The peer moved.
    Moved,
    /// The peer proposes this.
    Offered(Offer),
    /// The peer answered this device's proposal.
    Answered {
        /// What was proposed.
        offer: Offer,
        /// The answer.
        accepted: bool,
    },
    /// The peer said this.
    Chat(Phrase),
    /// The game ended (resigned, flagged, drawn, claimed).
    Ended,
    /// The peer called the game off.
    Aborted,
    /// The game was replaced by the host's.
    Synced,
    /// A new game began (a rematch).
    Rematch,
    /// A message of the peer was refused (and logged).
    Refused(Rejection),
}

/// What the player at this device does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Local<M> {
    /// Plays a move.
    Move(M),
    /// Resigns.
    Resign,
    /// Calls the game off (before both sides have moved).
    Abort,
    /// Proposes something.
    Propose(Offer),
    /// Answers the peer's proposal.
    Answer(bool),
    /// Says a preset phrase.
    Chat(Phrase),
    /// The peer has been gone [`CLAIM_AFTER_MS`]: the game is won.
    ClaimWin,
    /// The peer has been gone: the game is drawn.
    CallDraw,
}

/// One side of a live game.
#[derive(Clone, Debug)]
pub struct Session<P: Playable> {
    pub(crate) game: u64,
    pub(crate) role: Role,
    pub(crate) seat: Color,
    pub(crate) token: u64,
    pub(crate) peer_token: Option<u64>,
    pub(crate) round: Round<P>,
    pub(crate) lag: Option<LagTracker>,
    /// The lag measured on the peer's last reply (ms), once one was timed: part of what the peer
    /// may charge this player beyond its own measure ([`charge`]).
    pub(crate) lag_seen: Option<u64>,
    /// Every move this player made in this game, with its ply (a host's game may hold no other
    /// of this player's: [`host_game`]).
    pub(crate) played: Vec<(u32, P::Move)>,
    /// The ply at which this player last offered or accepted a draw in this game (the host's
    /// game may end drawn there: [`host_game`]).
    pub(crate) draw_offered_at: Option<u32>,
    /// How far back the take-back this player asked for or accepted goes, until the friend
    /// moves on, declines, or the host's game settles it (the host may drop its own moves from
    /// there).
    pub(crate) takeback_floor: Option<u32>,
    /// This player's last moves: the ply each was played at, and when it was sent ([`charge`]).
    pub(crate) sent: std::collections::VecDeque<(u32, u64)>,
    pub(crate) wire: Reliable,
    pub(crate) presence: Presence,
    /// When the peer's clock last started in this device's view (this device's move was made).
    pub(crate) sent_at: Option<u64>,
    /// When this player's thinking began (the peer's move arrived, or the game was opened).
    pub(crate) thinking_since: u64,
    /// This device's proposal waiting for an answer (draws live in the round).
    pub(crate) asked: Option<Offer>,
    /// The peer's proposal waiting for this player's answer (draws live in the round).
    pub(crate) offered: Option<Offer>,
    pub(crate) aborted: bool,
    /// The ply this device's game was at when it last saw the link drop: a claim of the game
    /// at that ply or before is honoured ([`absence`]).
    pub(crate) dropped_at: Option<u32>,
    /// The number of the last message sent that changes the game (a host's sync older than it
    /// is stale).
    pub(crate) last_move_sent: u64,
    /// The number of the peer's message being taken in, while it is: a sync written then
    /// accounts for the messages up to it, not for those after it in the same batch.
    pub(crate) taking: Option<u64>,
    /// A connection is up (the page said so), and when the greeting was last sent on it.
    pub(crate) link: Option<u64>,
    pub(crate) outbox: Vec<String>,
    pub(crate) notices: Vec<Notice>,
    /// What was refused, newest last (the page's console log; capped).
    pub(crate) log: Vec<String>,
}

impl<P: Playable> Session<P> {
    /// A session from `setup`, opened at `now`.
    #[must_use]
    pub fn new(setup: Setup<P>, now: u64) -> Session<P> {
        let Setup { game, role, seat, token, peer_token, epoch, mut opened } = setup;
        opened.opponent = Opponent::Remote { side: !seat };
        let lag = opened.clocks.map(|c| LagTracker::new(c.control));
        Session {
            game,
            role,
            seat,
            token,
            peer_token,
            round: Round::open(opened, now),
            lag,
            lag_seen: None,
            played: Vec::new(),
            draw_offered_at: None,
            takeback_floor: None,
            sent: std::collections::VecDeque::new(),
            wire: Reliable::new(epoch),
            presence: Presence::Waiting,
            sent_at: None,
            thinking_since: now,
            asked: None,
            offered: None,
            aborted: false,
            dropped_at: None,
            last_move_sent: 0,
            taking: None,
            link: None,
            outbox: Vec::new(),
            notices: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The game as this device shows it.
    #[must_use]
    pub fn round(&self) -> &Round<P> {
        &self.round
    }

    /// The game's id.
    #[must_use]
    pub fn game(&self) -> u64 {
        self.game
    }

    /// The side this device plays.
    #[must_use]
    pub fn seat(&self) -> Color {
        self.seat
    }

    /// This device's end of the invitation.
    #[must_use]
    pub fn role(&self) -> Role {
        self.role
    }

    /// This player's seat token.
    #[must_use]
    pub fn token(&self) -> u64 {
        self.token
    }

    /// The peer's seat token, once known.
    #[must_use]
    pub fn peer_token(&self) -> Option<u64> {
        self.peer_token
    }

    /// Whether the peer is there.
    #[must_use]
    pub fn presence(&self) -> Presence {
        self.presence
    }

    /// This device's proposal waiting for an answer.
    #[must_use]
    pub fn asked(&self) -> Option<Offer> {
        self.asked.or(self.round.draw_offer().filter(|&by| by == self.seat && !self.aborted).map(|_| Offer::Draw))
    }

    /// The peer's proposal waiting for this player's answer.
    #[must_use]
    pub fn offered(&self) -> Option<Offer> {
        self.offered.or(self.round.draw_offer().filter(|&by| by != self.seat && !self.aborted).map(|_| Offer::Draw))
    }

    /// Whether the game is over: ended by the rules or the players, or called off.
    #[must_use]
    pub fn over(&self) -> bool {
        self.aborted || self.round.ending().is_some() || self.round.decision().is_some()
    }

    /// Whether the game was called off.
    #[must_use]
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Whether the game may still be called off: neither side has moved twice.
    #[must_use]
    pub fn abortable(&self) -> bool {
        !self.over() && self.round.record().len() < 2
    }

    /// Whether the peer has been gone long enough, at `now`, for the player to claim the game.
    #[must_use]
    pub fn claimable(&self, now: u64) -> bool {
        matches!(self.presence, Presence::Gone { since } if now.saturating_sub(since) >= CLAIM_AFTER_MS) && !self.over()
    }

    /// The messages to send, oldest first (the page sends them on its link, or drops them while
    /// none is up: they come again).
    pub fn outgoing(&mut self) -> Vec<String> {
        std::mem::take(&mut self.outbox)
    }

    /// What to tell the player since the last call.
    pub fn notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// Whether messages sent wait for the peer's acknowledgement (the page may say "sending").
    #[must_use]
    pub fn sending(&self) -> bool {
        self.wire.waiting()
    }

    /// The refusals logged, oldest first.
    #[must_use]
    pub fn log(&self) -> &[String] {
        &self.log
    }

    /// A connection is up at `now`: greet the peer and send again what it may have missed.
    pub fn connected(&mut self, now: u64) {
        self.greet(now);
        for m in self.wire.due(now, true) {
            self.outbox.push(wire::encode(&m));
        }
    }

    /// Sends the greeting (again, until the peer answers it).
    pub(crate) fn greet(&mut self, now: u64) {
        self.link = Some(now);
        let record = self.round.record();
        let hello = Body::Hello {
            seat: self.seat,
            token: self.token,
            ply: u32::try_from(record.len()).unwrap_or(u32::MAX),
            hash: end_hash(record),
            epoch: self.wire.epoch(),
            next: self.wire.next(),
            seen: self.presence == Presence::Connected,
        };
        let hello = self.wire.unnumbered(self.game, hello);
        self.outbox.push(wire::encode(&hello));
    }

    /// This device's introduction to a room: its seat and where its game stands, with no token
    /// ([`crate::roster`]: the token goes to the host alone).
    #[must_use]
    pub fn introduction(&self) -> String {
        let record = self.round.record();
        let hello = Body::Hello {
            seat: self.seat,
            token: 0,
            ply: u32::try_from(record.len()).unwrap_or(u32::MAX),
            hash: end_hash(record),
            epoch: self.wire.epoch(),
            next: self.wire.next(),
            seen: false,
        };
        wire::encode(&self.wire.unnumbered(self.game, hello))
    }

    /// The connection dropped at `now`.
    pub fn disconnected(&mut self, now: u64) {
        self.link = None;
        self.dropped_at = Some(self.ply());
        if self.presence != (Presence::Gone { since: now }) && !matches!(self.presence, Presence::Gone { .. }) {
            self.presence = Presence::Gone { since: now };
        }
    }

    /// Time passes: messages due are sent again, a flag is conceded or claimed.
    pub fn tick(&mut self, now: u64) {
        // A greeting may be lost like any message: it goes again until the peer answers.
        if let Some(at) = self.link.filter(|_| self.presence != Presence::Connected) {
            if now.saturating_sub(at) >= crate::reliable::RESEND_MS {
                self.greet(now);
            }
        }
        if self.presence == Presence::Connected {
            for m in self.wire.due(now, false) {
                self.outbox.push(wire::encode(&m));
            }
        }
        if self.over() {
            return;
        }
        self.watch_flags(now);
    }

    /// What the player at this device does, at `now`.
    ///
    /// # Errors
    /// Why it changed nothing (not this player's turn, the game over, nothing to answer…).
    pub fn act(&mut self, local: Local<P::Move>, now: u64) -> Result<(), Refused> {
        if self.over() && !matches!(local, Local::Propose(Offer::Rematch) | Local::Answer(_) | Local::Chat(_)) {
            return Err(Refused::GameOver);
        }
        match local {
            Local::Move(mv) => self.play(mv, now),
            Local::Resign => {
                self.round_act(RoundAction::Resign { side: self.seat, at: now })?;
                self.send(Body::Resign, now);
                Ok(())
            }
            Local::Abort => {
                if !self.abortable() {
                    return Err(Refused::NotNow);
                }
                let ply = self.ply();
                self.call_off(now);
                self.send(Body::Abort { ply }, now);
                Ok(())
            }
            Local::Propose(offer) => self.propose(offer, now),
            Local::Answer(accept) => {
                let offer = self.offered().ok_or(Refused::NotNow)?;
                let ply = self.ply();
                self.answered(offer, accept, !self.seat, now)?;
                self.send(Body::Answer { offer, accept, ply }, now);
                if accept && offer == Offer::Rematch {
                    self.rematch(now);
                }
                Ok(())
            }
            Local::Chat(phrase) => {
                self.send(Body::Chat(phrase), now);
                Ok(())
            }
            Local::ClaimWin => self.claim(true, now),
            Local::CallDraw => self.claim(false, now),
        }
    }

    fn play(&mut self, mv: P::Move, now: u64) -> Result<(), Refused> {
        let record = self.round.record();
        if record.ply() != record.len() || record.position().turn() != self.seat {
            return Err(Refused::NotNow);
        }
        let before = *record.position();
        let legal = record.legal_moves();
        let text = before.move_text_among(&mv, &legal);
        let ply = self.ply();
        // The thinking time reported is what this device's own clock charges, when it runs.
        let charged = self.round.clocks().filter(|c| c.running() == Some(self.seat)).map(|c| c.stored()[self.seat.index()] - c.left_at(self.seat, now));
        self.round_act(RoundAction::Play { mv, at: now })?;
        let think = charged.unwrap_or_else(|| now.saturating_sub(self.thinking_since));
        let hash = end_hash(self.round.record());
        self.sent_at = Some(now);
        self.moved_at(ply, now);
        self.played.push((ply, mv));
        self.after_move();
        self.send(Body::Move { ply, text, think, hash }, now);
        Ok(())
    }

    /// The game is called off at `now`: no result, and the clocks stop.
    pub(crate) fn call_off(&mut self, now: u64) {
        self.aborted = true;
        let _ = self.round_act(RoundAction::Pause { at: now });
    }

    /// A move left any take-back or rematch question behind.
    fn after_move(&mut self) {
        self.asked = None;
        self.offered = None;
        if self.round.ending().is_some() {
            self.notices.push(Notice::Ended);
        }
    }

    pub(crate) fn round_act(&mut self, action: RoundAction<P::Move>) -> Result<(), Refused> {
        self.round.apply(action)
    }

    pub(crate) fn ply(&self) -> u32 {
        u32::try_from(self.round.record().len()).unwrap_or(u32::MAX)
    }

    /// Numbers `body` and queues it.
    pub(crate) fn send(&mut self, body: Body, now: u64) {
        // (A charge changes the clocks: a game written before it arrived is stale too.)
        let moves_game = !matches!(body, Body::Chat(_) | Body::NotFlagged { .. } | Body::SyncRequest | Body::Ack);
        let m = self.wire.number(self.game, body, now);
        if moves_game {
            self.last_move_sent = m.seq;
        }
        self.outbox.push(wire::encode(&m));
    }

    /// Logs and reports a refusal.
    pub(crate) fn refuse(&mut self, why: Rejection) {
        if self.log.len() >= 100 {
            self.log.remove(0);
        }
        self.log.push(format!("{why:?}"));
        self.notices.push(Notice::Refused(why));
    }

    /// Moves the round's game to `record`'s, keeping what else the round holds (a sync).
    pub(crate) fn adopt(&mut self, record: Record<P>, (clocks, ran): (Option<[u64; 2]>, u64), (decision, aborted): (Option<Decision>, bool), now: u64) {
        let control = self.round.clocks().map(|c| c.control);
        // The running clock starts as long ago as it ran on the host; this player's own, no
        // earlier than its own clock says (the host does not take this player's time).
        let turn = record.positions().last().map_or(self.seat, Playable::turn);
        let own = self.round.clocks().filter(|c| c.running() == Some(self.seat)).map_or(0, |c| c.stored()[self.seat.index()] - c.left_at(self.seat, now));
        let ran = if turn == self.seat { ran.min(own) } else { ran };
        // This player's own time is lowered by the host's word only by the increments of its own
        // moves the host's game leaves out (every charge on it came in its own message, before
        // this game: `seen`): a host cannot take time with a whole game, however often sent.
        let ours = self.round.record();
        let common = ours.moves().iter().zip(record.moves()).take_while(|(a, b)| a == b).count();
        let dropped = (common..ours.len()).filter(|&ply| ours.positions()[ply].turn() == self.seat).count() as u64;
        let own = self.round.clocks().map(|c| c.stored()[self.seat.index()].saturating_sub(dropped * c.control.increment_ms()));
        let mut opened = Opened::new(*record.start());
        opened.record = record;
        opened.opponent = Opponent::Remote { side: !self.seat };
        opened.end = decision;
        opened.clocks = control.map(|control| {
            let mut left = clocks.unwrap_or([control.base_ms(); 2]);
            left[self.seat.index()] = left[self.seat.index()].max(own.unwrap_or(0));
            Clocks::resumed(control, left)
        });
        opened.level = self.round.level();
        self.round = Round::open(opened, now.saturating_sub(ran));
        self.aborted = aborted;
        // A rematch asked for stands while the game stays over; any other question goes.
        let over = self.over();
        self.asked = self.asked.filter(|&o| over && o == Offer::Rematch);
        self.offered = self.offered.filter(|&o| over && o == Offer::Rematch);
        self.thinking_since = now;
        // The peer's next move is timed from nothing this device sent: no lag is measured on it,
        // and its charge of this player's next move is bounded by the cap alone.
        self.sent_at = None;
        self.lag_seen = None;
        self.takeback_floor = None;
        self.wire.void_unacked();
        self.notices.push(Notice::Synced);
    }
}

/// The hash of the position at the end of `record`'s line.
pub(crate) fn end_hash<P: Playable>(record: &Record<P>) -> u64 {
    record.positions().last().map_or(0, Playable::hash)
}

/// The id of the game after `game` (a rematch): the same on both devices.
#[must_use]
pub fn next_game(game: u64) -> u64 {
    game.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17) ^ 0x5851_F42D_4C95_7F2D
}

mod absence;
pub mod charge;
pub mod flag;
mod host_game;
mod offers;
mod receive;
mod saved;

pub use saved::SavedError;
