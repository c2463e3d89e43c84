//! Who is who in a room. Everyone who opens a room's link is linked to everyone else, and none
//! knows the others' ids beforehand: the roster tells, from what each member says, which member
//! plays against this device (its session's peer) and which ones watch.
//!
//! A seat token never goes to the whole room: a member that does not yet know the host greets
//! everyone with an introduction (its seat, no token), and the host answers each with its own
//! introduction. The guest then greets the host alone, with its token, over their link (a WebRTC
//! data channel, encrypted between the two): no spectator ever sees it.
//!
//! - On the host: the first member to greet for the guest's seat with a token the session takes
//!   (any, while the seat is free; after that only the seat's own, as after a reload) sits; any
//!   other member that greets with a token watches and is sent the game.
//! - On any other device: the first member to introduce itself from the host's seat, among those
//!   whose link proved the host's certificate when the invitation names one
//!   ([`crate::certificate`]; the page tells the roster with [`Roster::proved`]), is the host (no
//!   other member replaces it); a whole game sent unnumbered by the host makes this device a
//!   spectator (the seat was taken), and by anyone else is ignored.
//!
//! Everything else from the members (another guest's introduction, a stranger's messages) is
//! ignored. So a member cannot pass for the host, learn a guest's token or send a spectator a
//! game of its own making, unless the invitation names no certificate (as older pages wrote it):
//! then the first member to introduce itself as the host is believed.

use crate::session::Role;
use crate::wire::{self, Body, Message};
use damas_engine::Color;

/// Where a member's message goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// To the session: it comes from the peer this device plays.
    Session,
    /// A new spectator greeted (the host sends it the game).
    Welcome,
    /// A member that does not know the host yet introduced itself (the host introduces itself
    /// to it: each time, since either introduction may be lost, as when a link opens on one
    /// side before the other; the member stops once it knows the host).
    Introduce,
    /// The host introduced itself: this device greets it, with its token, on their link alone.
    Introduced,
    /// A whole game for this device as a spectator.
    Watch,
    /// Nowhere.
    Ignore,
}

/// The room's members as this device knows them.
#[derive(Clone, Debug)]
pub struct Roster {
    role: Role,
    seat: Color,
    /// The member this device plays against, once known (its room id).
    peer: Option<String>,
    /// The members watching (on the host).
    watchers: Vec<String>,
    /// Whether the host must prove its certificate (the invitation names one).
    proof_needed: bool,
    /// The members whose link proved the host's certificate.
    proven: Vec<String>,
}

impl Roster {
    /// The roster of a device playing `seat` as `role`.
    #[must_use]
    pub fn new(role: Role, seat: Color) -> Roster {
        Roster { role, seat, peer: None, watchers: Vec::new(), proof_needed: false, proven: Vec::new() }
    }

    /// The roster of a device that believes as host only a member [`Roster::proved`] (a room's
    /// invitation that names the host's certificate).
    #[must_use]
    pub fn needing_proof(self) -> Roster {
        Roster { proof_needed: true, ..self }
    }

    /// `member`'s link proved the host's certificate (its connection's description names it).
    pub fn proved(&mut self, member: &str) {
        if !self.proven.iter().any(|m| m == member) {
            self.proven.push(member.to_string());
        }
    }

    /// Whether this device still looks for its host among members that must prove the host's
    /// certificate, and `member` has not proved it yet (the page then asks its link).
    #[must_use]
    pub fn awaits_proof(&self, member: &str) -> bool {
        self.proof_needed && self.peer.is_none() && !self.proven.iter().any(|m| m == member)
    }

    /// Whether `member` may be believed as the host.
    fn may_host(&self, member: &str) -> bool {
        !self.proof_needed || self.proven.iter().any(|m| m == member)
    }

    /// Where `text`, from the member `from`, goes, for the game `game` whose session takes the
    /// token `taken` (the session's peer token: `None` while the seat is free).
    pub fn route(&mut self, from: &str, text: &str, game: u64, taken: Option<u64>) -> Route {
        if self.peer.as_deref() == Some(from) {
            return match self.role {
                Role::Guest if is_snapshot(text) => Route::Watch,
                // The host's introduction again (a reply crossed): nothing new.
                _ if is_introduction(text) => Route::Ignore,
                _ => Route::Session,
            };
        }
        let Ok(Message { game: said, body, .. }) = wire::decode(text) else { return Route::Ignore };
        match (self.role, body) {
            // An introduction (no token): answered by the host.
            (Role::Host, Body::Hello { seat, token: 0, .. }) if said == game && seat != self.seat => Route::Introduce,
            (Role::Host, Body::Hello { seat, token, .. }) if said == game => {
                if seat != self.seat && taken.is_none_or(|t| t == token) {
                    // The seat's player, new or back under another room id.
                    self.watchers.retain(|w| w != from);
                    self.peer = Some(from.to_string());
                    Route::Session
                } else if self.watchers.iter().any(|w| w == from) {
                    Route::Ignore
                } else {
                    self.watchers.push(from.to_string());
                    Route::Welcome
                }
            }
            (Role::Guest, Body::Hello { seat, token: 0, .. }) if said == game && seat != self.seat && self.peer.is_none() && self.may_host(from) => {
                self.peer = Some(from.to_string());
                Route::Introduced
            }
            _ => Route::Ignore,
        }
    }

    /// A member left: whether it was the one this device plays against.
    pub fn left(&mut self, member: &str) -> bool {
        self.watchers.retain(|w| w != member);
        self.proven.retain(|m| m != member);
        if self.peer.as_deref() == Some(member) {
            self.peer = None;
            return true;
        }
        false
    }

    /// The member this device plays against, once known.
    #[must_use]
    pub fn peer(&self) -> Option<&str> {
        self.peer.as_deref()
    }

    /// The members watching (on the host).
    #[must_use]
    pub fn watchers(&self) -> &[String] {
        &self.watchers
    }
}

/// Whether `text` is an introduction: a greeting with no token.
fn is_introduction(text: &str) -> bool {
    matches!(wire::decode(text), Ok(Message { body: Body::Hello { token: 0, .. }, .. }))
}

/// Whether `text` is a greeting (a session's, with its token).
#[must_use]
pub fn is_greeting(text: &str) -> bool {
    matches!(wire::decode(text), Ok(Message { body: Body::Hello { .. }, .. }))
}

/// Whether `text` is a whole game sent unnumbered (for a spectator).
fn is_snapshot(text: &str) -> bool {
    matches!(wire::decode(text), Ok(Message { seq: 0, body: Body::Sync { .. }, .. }))
}
