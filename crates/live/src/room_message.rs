//! What a device does with each message of a room's signalling server (an unmodified
//! `matchbox_server`), decided here so it can be fuzzed natively; the page
//! (`src/ui/live/net/room.rs`) only reads the JSON with the browser's parser and carries the
//! decision out.
//!
//! The server says `{"IdAssigned":id}` (ours), `{"NewPeer":id}` (someone came after us: we
//! offer), `{"PeerLeft":id}` and `{"Signal":{"sender":id,"data":{"Offer":code}|{"Answer":code}}}`.
//! The server and every member are hostile: a message that is none of these, an id that is not an
//! id, our own id, a member beyond [`MAX_PEERS`], an offer from a member we know and an answer
//! from one we did not offer to are ignored, each with its reason.

/// At most this many members in one room, linked or being linked (two players and some
/// spectators).
pub const MAX_PEERS: usize = 16;
/// The longest message read (a whole-SDP code is under 8 KB), in UTF-16 units as the browser
/// counts them; a longer one is not even parsed.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// A member id as matchbox_server writes it (a uuid): hex digits and dashes, at most 64.
#[must_use]
pub fn is_id(s: &str) -> bool {
    (1..=64).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_hexdigit() || c == b'-')
}

/// A string the protocol puts in a message, which the page's JSON parser reads when asked (only
/// the fields a decision needs are read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `IdAssigned`.
    IdAssigned,
    /// `NewPeer`.
    NewPeer,
    /// `PeerLeft`.
    PeerLeft,
    /// `Signal.sender`.
    Sender,
    /// `Signal.data.Offer`.
    Offer,
    /// `Signal.data.Answer`.
    Answer,
}

impl Field {
    /// The keys that lead to it from the message's top.
    #[must_use]
    pub const fn path(self) -> &'static [&'static str] {
        match self {
            Field::IdAssigned => &["IdAssigned"],
            Field::NewPeer => &["NewPeer"],
            Field::PeerLeft => &["PeerLeft"],
            Field::Sender => &["Signal", "sender"],
            Field::Offer => &["Signal", "data", "Offer"],
            Field::Answer => &["Signal", "data", "Answer"],
        }
    }
}

/// What to do about one message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The server took us in, under this id.
    Joined(String),
    /// A new member: make a link to it and send it our offer.
    Offer(String),
    /// A new member's offer: make a link answering it and send the answer back.
    Answer {
        /// The member.
        peer: String,
        /// Its offer's code.
        offer: String,
    },
    /// The answer to our offer: hand it to the member's link.
    Accept {
        /// The member.
        peer: String,
        /// Its answer's code.
        answer: String,
    },
    /// A member left (reported even when we no longer know it: its link's close often comes
    /// first); its link, if any, is dropped.
    Left(String),
    /// Nothing, for this reason.
    Ignore(Ignored),
}

/// Why a message is ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ignored {
    /// Longer than [`MAX_MESSAGE`].
    TooLong,
    /// Not JSON.
    NotJson,
    /// None of the protocol's messages, or a signal with neither an offer nor an answer.
    Unknown,
    /// The id is not an id.
    NotAnId,
    /// It names us.
    OwnId,
    /// A second `IdAssigned`.
    AlreadyJoined,
    /// A member we already know, linked or being linked.
    Known,
    /// [`MAX_PEERS`] members already.
    Full,
    /// An answer from a member we do not know.
    UnknownSender,
    /// An answer from a member that awaits none (we did not offer to it, or took its answer).
    NotAwaited,
}

/// Where a member's link stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Our link to it is being made, to offer (`true`) or to answer its offer.
    Opening {
        /// We offer.
        offer: bool,
    },
    /// Our offer is sent: its answer is awaited.
    Offered,
    /// Set up on both sides (its answer taken, or ours sent).
    Linked,
}

/// One member as this device knows it.
#[derive(Clone, Debug)]
pub struct Member<L> {
    /// Its room id (checked by [`is_id`], never ours).
    pub id: String,
    /// Where its link stands.
    pub phase: Phase,
    /// Its link, once made.
    pub link: Option<L>,
}

/// A room's members as the server told them, each with its link (`L`: the page's WebRTC link, or
/// anything in a test).
#[derive(Clone, Debug)]
pub struct Members<L> {
    ours: Option<String>,
    members: Vec<Member<L>>,
}

impl<L> Default for Members<L> {
    fn default() -> Self {
        Members { ours: None, members: Vec::new() }
    }
}

impl<L> Members<L> {
    /// Our id, once the server assigned it.
    #[must_use]
    pub fn ours(&self) -> Option<&str> {
        self.ours.as_deref()
    }

    /// Every member, linked or being linked.
    #[must_use]
    pub fn all(&self) -> &[Member<L>] {
        &self.members
    }

    /// The link to `peer`, once made.
    #[must_use]
    pub fn link(&self, peer: &str) -> Option<&L> {
        self.find(peer).and_then(|m| self.members[m].link.as_ref())
    }

    /// The members whose link is made, with it.
    pub fn links(&self) -> impl Iterator<Item = (&str, &L)> {
        self.members.iter().filter_map(|m| Some((m.id.as_str(), m.link.as_ref()?)))
    }

    fn find(&self, peer: &str) -> Option<usize> {
        self.members.iter().position(|m| m.id.as_str() == peer)
    }

    /// Decides about a message `len` units long; `parse` parses it (called only when it is short
    /// enough; `None` when it is not JSON) into a reader of its fields (`None` when absent or not
    /// a string).
    pub fn hear<R: Fn(Field) -> Option<String>>(&mut self, len: usize, parse: impl FnOnce() -> Option<R>) -> Decision {
        if len > MAX_MESSAGE {
            return Decision::Ignore(Ignored::TooLong);
        }
        let Some(read) = parse() else { return Decision::Ignore(Ignored::NotJson) };
        match self.decide(read) {
            Ok(d) => d,
            Err(why) => Decision::Ignore(why),
        }
    }

    /// The first of the protocol's fields the message holds decides.
    fn decide(&mut self, read: impl Fn(Field) -> Option<String>) -> Result<Decision, Ignored> {
        if let Some(id) = read(Field::IdAssigned) {
            let known = self.check(&id)?;
            if self.ours.is_some() {
                return Err(Ignored::AlreadyJoined);
            }
            if known.is_some() {
                return Err(Ignored::Known);
            }
            self.ours = Some(id.clone());
            Ok(Decision::Joined(id))
        } else if let Some(peer) = read(Field::NewPeer) {
            self.add(&peer, true)?;
            Ok(Decision::Offer(peer))
        } else if let Some(peer) = read(Field::PeerLeft) {
            self.check(&peer)?;
            self.forget(&peer, None);
            Ok(Decision::Left(peer))
        } else if let Some(sender) = read(Field::Sender) {
            if let Some(offer) = read(Field::Offer) {
                self.add(&sender, false)?;
                Ok(Decision::Answer { peer: sender, offer })
            } else if let Some(answer) = read(Field::Answer) {
                let m = self.check(&sender)?.ok_or(Ignored::UnknownSender)?;
                let Some(member) = self.members.get_mut(m) else { return Err(Ignored::UnknownSender) };
                if member.phase != Phase::Offered {
                    return Err(Ignored::NotAwaited);
                }
                member.phase = Phase::Linked;
                Ok(Decision::Accept { peer: sender, answer })
            } else {
                Err(Ignored::Unknown)
            }
        } else {
            Err(Ignored::Unknown)
        }
    }

    /// Refuses a non-id and our own id; the member `id` names, if known.
    fn check(&self, id: &str) -> Result<Option<usize>, Ignored> {
        if !is_id(id) {
            Err(Ignored::NotAnId)
        } else if self.ours.as_deref() == Some(id) {
            Err(Ignored::OwnId)
        } else {
            Ok(self.find(id))
        }
    }

    /// A new member, whose link is to be made.
    fn add(&mut self, peer: &str, offer: bool) -> Result<(), Ignored> {
        if self.check(peer)?.is_some() {
            return Err(Ignored::Known);
        }
        if self.members.len() >= MAX_PEERS {
            return Err(Ignored::Full);
        }
        self.members.push(Member { id: peer.to_string(), phase: Phase::Opening { offer }, link: None });
        Ok(())
    }

    /// Forgets `peer` (a member is there once): whatever its link (`None`), or only with a link
    /// made or not.
    fn forget(&mut self, peer: &str, linked: Option<bool>) {
        if let Some(m) = self.find(peer) {
            if linked.is_none_or(|l| l == self.members[m].link.is_some()) {
                self.members.remove(m);
            }
        }
    }

    /// The link to `peer` is made: true when the member still awaits it (send our code), false
    /// when it left meanwhile (drop the link).
    pub fn made(&mut self, peer: &str, link: L) -> bool {
        let Some(member) = self.find(peer).and_then(|m| self.members.get_mut(m)) else { return false };
        let Phase::Opening { offer } = member.phase else { return false };
        member.phase = if offer { Phase::Offered } else { Phase::Linked };
        member.link = Some(link);
        true
    }

    /// The link to `peer` could not be made: the member is forgotten (it may come again).
    pub fn failed(&mut self, peer: &str) {
        self.forget(peer, Some(false));
    }

    /// The link to `peer` closed or failed: the member is forgotten, its place freed.
    pub fn gone(&mut self, peer: &str) {
        self.forget(peer, Some(true));
    }

    /// Every member forgotten (the room is left).
    pub fn clear(&mut self) {
        self.members.clear();
    }
}
