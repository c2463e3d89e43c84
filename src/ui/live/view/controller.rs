//! The live page's machinery: the session, the WebRTC link and the steps between them, shared
//! by the page's callbacks and the link's events. Every change ends in `Controller::settle`:
//! what the session wants sent goes on the link, the session is saved, and the page is told
//! whether the game on the board must be replaced by the session's.

use crate::ui::live::flow::{invite_failure, reply_failure, room_link, room_url, shown, signal_setting, Step};
use crate::ui::live::net::{host_certificate, HostCertificate, LinkEvent, LinkState, PeerLink, Room, RoomEvent};
use crate::ui::shell::storage::{self, Key};
use crate::ui::text::live_text::LiveText;
use crate::ui::game::board_game::BoardGame;
use damas_engine::{Color, Decision};
use damas_game::clock::TimeControl;
use damas_game::round::Opened;
use damas_live::certificate::Fingerprint;
use damas_live::ice::IceSetting;
use damas_live::invite::{Invite, Reply};
use damas_live::offer::Phrase;
use damas_live::roster::{is_greeting, Roster, Route};
use damas_live::session::{Local, Notice, Presence, Role, Session, Setup};
use damas_live::watch::Watch;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// What the page is told after a change.
pub type OnChange<G> = Rc<dyn Fn(Option<Box<Opened<G>>>)>;

/// The live page's state behind its callbacks.
pub struct Controller<G: BoardGame> {
    /// Where the connection stands.
    pub step: Step,
    /// The game, once there is one.
    pub session: Option<Session<G>>,
    /// The servers the connection asks.
    pub ice: IceSetting,
    /// The last thing to tell the player (a proposal, an answer, a refusal).
    pub note: Option<Notice>,
    /// The last phrase the friend said.
    pub heard: Option<Phrase>,
    /// A mistake the player can put right (a reply code that cannot be read).
    pub error: Option<LiveText>,
    /// The room server (`signal=`), empty for none: with one, invitations meet in a room.
    pub signal: String,
    /// What the player typed for the servers or the room server and was refused: kept in its
    /// box beside the reason, to be put right, rather than replaced by the setting in force.
    pub refused: Option<String>,
    /// The game as a spectator sees it (this device opened a room whose seat was taken).
    pub watch: Option<Watch<G>>,
    link: Option<PeerLink>,
    /// The room this device is in, and who is who there.
    room: Option<(Room, Roster)>,
    /// The host's certificate as a room's invitation names it (on a guest's device).
    host_fingerprint: Option<Fingerprint>,
    /// This device's certificate as a room's host, once asked for (`Some(None)`: none to be had).
    certificate: Option<Option<HostCertificate>>,
    on_change: OnChange<G>,
    /// What the board last showed of the session's game.
    shown: Option<Seen>,
    me: Weak<RefCell<Controller<G>>>,
    /// The session as last stored, and the panel's values as last drawn.
    last_saved: String,
    last_drawn: Option<Drawn>,
}

/// What the panel shows of the controller and its session (drawn again when it changes).
type Drawn = (Step, damas_live::session::Presence, Option<damas_live::offer::Offer>, Option<damas_live::offer::Offer>, Option<Notice>, Option<Phrase>, Option<LiveText>, IceSetting, String);

/// What the board shows of a session's game: moves, result, clocks, called off, game id.
type Seen = (usize, Option<Decision>, Option<[u64; 2]>, bool, u64);

/// The controller, shared.
pub type Shared<G> = Rc<RefCell<Controller<G>>>;

/// Now, in ms (the wall clock: the session only compares its own readings).
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A random seat token: never 0, which marks a room's introduction (`damas_live::roster`).
fn seat_token() -> u64 {
    random().max(1)
}

/// A random 64-bit value from the browser's cryptographic generator (seat tokens, game ids).
fn random() -> u64 {
    let mut bytes = [0u8; 8];
    let filled = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .is_some_and(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok());
    if filled {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64 ^ now().rotate_left(32)
    }
}

impl<G: BoardGame + 'static> Controller<G> {
    /// A controller for a page that asks the servers `ice` and meets on the room server `signal`
    /// (empty: none); `on_change` hears every change.
    pub fn new(ice: IceSetting, signal: String, on_change: OnChange<G>) -> Shared<G> {
        Rc::new_cyclic(|me| {
            RefCell::new(Controller {
                step: Step::Setup,
                session: None,
                ice,
                note: None,
                heard: None,
                error: None,
                signal,
                refused: None,
                watch: None,
                link: None,
                room: None,
                host_fingerprint: None,
                certificate: None,
                on_change,
                shown: None,
                me: me.clone(),
                last_saved: String::new(),
                last_drawn: None,
            })
        })
    }

    /// Whether this device meets its friend in a room (no reply to paste).
    pub fn in_room(&self) -> bool {
        self.room.is_some()
    }

    /// The host makes an invitation for a new game of `start`, on `clock`, playing `seat`.
    pub fn invite(&mut self, start: G, clock: Option<TimeControl>, seat: Color) {
        let mut opened = Opened::new(start);
        opened.clocks = clock.map(damas_game::clock::Clocks::new);
        // In a room the first to greet for the seat takes it with its own token.
        let peer_token = self.signal.is_empty().then(seat_token);
        let setup = Setup { game: random(), role: Role::Host, seat, token: seat_token(), peer_token, epoch: random(), opened };
        self.session = Some(Session::new(setup, now()));
        self.reinvite();
    }

    /// The host makes a new invitation for the game it has (the first, or after a lost
    /// connection: the same game, seat and friend's token).
    pub fn reinvite(&mut self) {
        let Some(session) = self.session.as_ref() else { return };
        let (game, seat, guest_token) = (session.game(), session.seat(), session.peer_token().unwrap_or(0));
        let kind = session.round().record().start().game_kind();
        let clock = session.round().clocks().map(|c| c.control);
        self.link = None;
        self.room = None;
        if !self.signal.is_empty() {
            // The room's invitation names the host's certificate, kept on this device: the guests
            // believe as host only the member whose link proves it. Asked for once, then here again.
            let Some(certificate) = self.certificate.clone() else {
                self.step = Step::Preparing;
                let me = self.me.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let certificate = host_certificate().await;
                    if let Some(shared) = me.upgrade() {
                        let mut c = shared.borrow_mut();
                        c.certificate = Some(certificate);
                        c.reinvite();
                    }
                });
                return self.settle();
            };
            let host = certificate.as_ref().map(|h| h.fingerprint);
            let invite = Invite { game, kind, clock, host_seat: seat, guest_token: 0, ice: self.ice.clone(), offer: String::new(), host };
            let link = room_link(&crate::ui::shell::web::base_url(), &self.signal, &invite.to_fragment());
            self.enter_room(&invite.room(), Role::Host, seat, certificate.map(|h| h.certificate));
            if self.room.is_some() {
                self.step = Step::Inviting { link };
            }
            return self.settle();
        }
        self.step = Step::Preparing;
        let ice = self.ice.clone();
        let me = self.me.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let result = PeerLink::host(&ice, None, events(me.clone())).await;
            let Some(shared) = me.upgrade() else { return };
            let mut c = shared.borrow_mut();
            match result {
                Ok((link, offer)) => {
                    let invite = Invite { game, kind, clock, host_seat: seat, guest_token, ice, offer, host: None };
                    c.link = Some(link);
                    c.step = Step::Inviting { link: format!("{}#{}", crate::ui::shell::web::base_url(), invite.to_fragment()) };
                }
                Err(e) => c.step = Step::Failed(link_failure(&e)),
            }
            c.settle();
        });
        self.settle();
    }

    /// The player chooses the connection servers (`ice=` text); kept for the next games.
    pub fn set_ice(&mut self, text: &str) {
        match IceSetting::parse(text) {
            Ok(ice) => {
                storage::save(Key::Ice, &ice.to_param());
                self.ice = ice;
                self.error = None;
                self.refused = None;
            }
            // "stun:" alone: the player is about to type servers.
            Err(_) if text == "stun:" => self.ice = IceSetting::Custom(Vec::new()),
            Err(_) => {
                self.error = Some(LiveText::BadServers);
                self.refused = Some(text.to_string());
            }
        }
        self.settle();
    }

    /// The player sets the room server (`signal=` text, empty for none); kept for the next games.
    pub fn set_signal(&mut self, text: &str) {
        match signal_setting(text) {
            Ok(signal) => {
                storage::save(Key::Signal, &signal);
                self.signal = signal;
                self.error = None;
                self.refused = None;
            }
            Err(why) => {
                self.error = Some(why);
                self.refused = Some(text.to_string());
            }
        }
        self.settle();
    }

    /// Joins the room `name` on the room server, as `role` playing `seat` (the host with its
    /// `certificate`).
    fn enter_room(&mut self, name: &str, role: Role, seat: Color, certificate: Option<wasm_bindgen::JsValue>) {
        let me = self.me.clone();
        let on_event = move |event: RoomEvent| {
            if let Some(shared) = me.upgrade() {
                // As for the link's events: never busy, but dropped rather than panic.
                if let Ok(mut c) = shared.try_borrow_mut() {
                    c.on_room_event(event);
                }
            }
        };
        let roster = Roster::new(role, seat);
        let roster = if role == Role::Guest && self.host_fingerprint.is_some() { roster.needing_proof() } else { roster };
        match Room::join(&room_url(&self.signal, name), &self.ice, certificate, on_event) {
            Ok(room) => self.room = Some((room, roster)),
            Err(_) => self.step = Step::Failed(LiveText::RoomUnreachable),
        }
    }

    /// An event of the room: a member's link opened or closed, a member's message.
    fn on_room_event(&mut self, event: RoomEvent) {
        let t = now();
        match event {
            RoomEvent::Link(member, LinkEvent::Open) => {
                // A member whose link proves the host's certificate may be the host (before any
                // of its messages: they come after the channel opens).
                if let (Some(fp), Some((room, roster))) = (self.host_fingerprint, self.room.as_mut()) {
                    if room.proves(&member, &fp) {
                        roster.proved(&member);
                    }
                }
                // A player greets: the host learns from the greetings who sits, a guest greets
                // everyone until it knows the host (a spectator ignores it).
                let known = self.room.as_ref().and_then(|(_, r)| r.peer().map(str::to_string));
                if let Some(s) = self.session.as_mut().filter(|s| s.role() == Role::Guest) {
                    if known.is_none() || known.as_deref() == Some(member.as_str()) {
                        s.connected(t);
                    }
                }
            }
            RoomEvent::Link(member, LinkEvent::Message(text)) => self.member_said(&member, &text, t),
            RoomEvent::Link(member, LinkEvent::State(LinkState::Failed | LinkState::Closed) | LinkEvent::Closed) | RoomEvent::PeerLeft(member) => {
                let gone = self.room.as_mut().is_some_and(|(_, roster)| roster.left(&member));
                if let Some(s) = self.session.as_mut().filter(|_| gone) {
                    s.disconnected(t);
                    // A guest goes on introducing itself to the room until its host is back (a
                    // host that reloads comes back as a new member, whose link may have opened
                    // before this one was seen to close).
                    if s.role() == Role::Guest {
                        s.connected(t);
                    }
                }
            }
            RoomEvent::SignalClosed => {
                // Links already made stay up; before any, nothing can go on.
                let alone = self.room.as_ref().is_none_or(|(room, _)| room.peers().is_empty());
                if alone && self.step != Step::Playing {
                    self.step = Step::Failed(LiveText::RoomUnreachable);
                }
            }
            RoomEvent::Joined(_) | RoomEvent::PeerJoined(_) | RoomEvent::Failed(..) | RoomEvent::Link(..) => {}
        }
        self.settle();
    }

    /// A room member's message, where the roster says it goes.
    fn member_said(&mut self, member: &str, text: &str, t: u64) {
        let Some((room, roster)) = self.room.as_mut() else { return };
        // The proof is asked again here, not only when the link opened: the page may have seen
        // the link open while it still played another member.
        if let Some(fp) = self.host_fingerprint.filter(|_| roster.awaits_proof(member)) {
            if room.proves(member, &fp) {
                roster.proved(member);
            }
        }
        let before = roster.peer().map(str::to_string);
        let (game, taken) = self.session.as_ref().map_or((0, None), |s| (s.game(), s.peer_token()));
        match roster.route(member, text, game, taken) {
            Route::Session => {
                let Some(s) = self.session.as_mut() else { return };
                // The seat's player, new here: greeted, and sent what it may have missed.
                if before.as_deref() != Some(member) && s.role() == Role::Host {
                    s.connected(t);
                }
                s.receive(text, t);
                self.step = Step::Playing;
            }
            Route::Welcome => {
                if let Some(s) = self.session.as_ref() {
                    let _ = room.send(member, &s.snapshot(t));
                }
            }
            Route::Introduce => {
                if let Some(s) = self.session.as_ref() {
                    let _ = room.send(member, &s.introduction());
                }
            }
            // The host is known: greet it, with the token, on its link alone.
            Route::Introduced => {
                if let Some(s) = self.session.as_mut() {
                    s.connected(t);
                }
            }
            Route::Watch => {
                // The seat was taken: this device watches, and keeps no game of its own.
                if let Some(s) = self.session.take() {
                    self.watch = Some(Watch::new(*s.round().record().start(), s.round().clocks().map(|c| c.control)));
                }
                if let Some(w) = self.watch.as_mut() {
                    let _ = w.take(text, t);
                }
                self.step = Step::Playing;
            }
            Route::Ignore => {}
        }
    }

    /// The host pastes the friend's reply.
    pub fn connect(&mut self, text: &str) {
        self.error = None;
        let game = self.session.as_ref().map(Session::game);
        let reply = match Reply::from_code(text) {
            Ok(r) if Some(r.game) == game => r,
            Ok(_) => return self.fail_soft(reply_failure(None)),
            Err(e) => return self.fail_soft(reply_failure(Some(&e))),
        };
        let Some(link) = self.link.take() else { return };
        self.step = Step::Preparing;
        let me = self.me.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let result = link.accept(&reply.answer).await;
            let Some(shared) = me.upgrade() else { return };
            let mut c = shared.borrow_mut();
            match result {
                Ok(()) => c.link = Some(link),
                Err(e) => c.step = Step::Failed(link_failure(&e)),
            }
            c.settle();
        });
        self.settle();
    }

    /// The guest opened an invitation (`fragment` of its link): its game, resumed when this device
    /// already plays it (a new invitation after a lost connection), and its reply.
    pub fn join(&mut self, fragment: &str) {
        let invite = match Invite::from_fragment(fragment) {
            Ok(invite) => invite,
            Err(e) => return self.step = Step::Failed(invite_failure(&e)),
        };
        // An invitation to a game this page does not play (Lasca's on the draughts page, or the
        // other way) is unreadable here.
        let Some(start) = G::initial_of(invite.kind) else {
            return self.step = Step::Failed(LiveText::BadInvite);
        };
        let saved = storage::load(Key::Live).and_then(|t| Session::restore(&t, &start, now()).ok());
        self.session = Some(match saved {
            Some(s) if s.game() == invite.game && s.role() == Role::Guest => s,
            _ => {
                let mut opened = Opened::new(start);
                opened.clocks = invite.clock.map(damas_game::clock::Clocks::new);
                // In a room each device draws its own token for the seat (the first to greet sits).
                let token = if invite.in_room() { seat_token() } else { invite.guest_token };
                let setup = Setup { game: invite.game, role: Role::Guest, seat: !invite.host_seat, token, peer_token: None, epoch: random(), opened };
                Session::new(setup, now())
            }
        });
        self.ice = invite.ice.clone();
        self.host_fingerprint = invite.host;
        if invite.in_room() {
            // A room to meet in (this device's token for the seat is its own: see above).
            if self.signal.is_empty() {
                return self.step = Step::Failed(LiveText::BadInvite);
            }
            self.step = Step::Preparing;
            self.enter_room(&invite.room(), Role::Guest, !invite.host_seat, None);
            return self.settle();
        }
        self.step = Step::Preparing;
        let me = self.me.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let result = PeerLink::join(&invite.ice, None, &invite.offer, events(me.clone())).await;
            let Some(shared) = me.upgrade() else { return };
            let mut c = shared.borrow_mut();
            match result {
                Ok((link, answer)) => {
                    c.link = Some(link);
                    c.step = Step::Replying { code: Reply { game: invite.game, answer }.to_code() };
                }
                Err(e) => c.step = Step::Failed(link_failure(&e)),
            }
            c.settle();
        });
        self.settle();
    }

    /// What the player does in the game.
    pub fn act(&mut self, local: Local<G::Move>) {
        if let Some(s) = self.session.as_mut() {
            // Refused (not now): the board is set back to the session's game below.
            let _ = s.act(local, now());
            self.shown = None;
        }
        self.settle();
    }

    /// Time passes (a timer): resends, flags, the countdown.
    pub fn tick(&mut self) {
        if let Some(s) = self.session.as_mut() {
            s.tick(now());
        }
        self.settle();
    }

    /// The board changed under the player: show the session's game again.
    pub fn reshow(&mut self) {
        self.shown = None;
        self.settle();
    }

    /// A reply that cannot be used: said under the box, the invitation still waiting.
    fn fail_soft(&mut self, why: LiveText) {
        self.error = Some(why);
        self.settle();
    }

    /// A link event.
    fn on_event(&mut self, event: LinkEvent) {
        let t = now();
        let Some(s) = self.session.as_mut() else { return };
        match event {
            LinkEvent::Open => {
                s.connected(t);
                self.step = Step::Playing;
            }
            LinkEvent::Message(text) => s.receive(&text, t),
            LinkEvent::State(LinkState::Disconnected | LinkState::Failed | LinkState::Closed) | LinkEvent::Closed => s.disconnected(t),
            // A brief drop that heals: greet again at once (the friend's device answers, and what
            // either missed goes again).
            LinkEvent::State(LinkState::Connected) if matches!(s.presence(), Presence::Gone { .. }) => s.connected(t),
            LinkEvent::State(_) | LinkEvent::Dropped(_) => {}
        }
        self.settle();
    }

    /// Sends what the session wants sent, keeps the session, and tells the page (after this
    /// turn of the browser's loop: the page reads the controller when it draws, which it may do
    /// at once when told).
    fn settle(&mut self) {
        let on_change = self.on_change.clone();
        let tell = move |replace: Option<Box<Opened<G>>>| wasm_bindgen_futures::spawn_local(async move { on_change(replace) });
        if self.watch.is_some() {
            return self.settle_watch(tell);
        }
        let Some(s) = self.session.as_mut() else {
            // No game yet (the setup): drawn again only when the panel changed, so the timer
            // never redraws a box the player is typing in back to its last value.
            let drawn = Some((self.step.clone(), Presence::Connected, None, None, self.note.clone(), self.heard, self.error, self.ice.clone(), self.signal.clone()));
            if self.last_drawn != drawn {
                self.last_drawn = drawn;
                tell(None);
            }
            return;
        };
        for text in s.outgoing() {
            if let Some(link) = self.link.as_ref() {
                let _ = link.send(&text);
            }
            // In a room: to the player met there; a guest that has not met the host yet
            // introduces itself to everyone, with no token (the host answers with its own).
            if let Some((room, roster)) = self.room.as_ref() {
                match roster.peer() {
                    Some(peer) => drop(room.send(peer, &text)),
                    None if s.role() == Role::Guest && is_greeting(&text) => drop(room.broadcast(&s.introduction())),
                    None => {}
                }
            }
        }
        for notice in s.notices() {
            match notice {
                Notice::Chat(p) => self.heard = Some(p),
                Notice::Moved | Notice::Connected => {}
                other => self.note = Some(other),
            }
        }
        let round = s.round();
        let seen = (round.record().len(), round.decision(), round.clocks().map(damas_game::clock::Clocks::stored), s.aborted(), s.game());
        let replace = (self.shown != Some(seen)).then(|| Box::new(shown(round)));
        self.shown = Some(seen);
        // The room's spectators are sent the game whenever it changes.
        if let (Some((room, roster)), true) = (self.room.as_ref(), replace.is_some() && s.role() == Role::Host) {
            let snapshot = s.snapshot(now());
            for watcher in roster.watchers() {
                let _ = room.send(watcher, &snapshot);
            }
        }
        // The timer settles twice a second: the page is drawn again, and the session written,
        // only when what it shows or keeps changed (a cheap phone redraws nothing for nothing).
        let saved = s.save();
        let drawn = Some((self.step.clone(), s.presence(), s.asked(), s.offered(), self.note.clone(), self.heard, self.error, self.ice.clone(), self.signal.clone()));
        // A guest in a room keeps its game only once seated (a spectator keeps nothing).
        let seated = s.role() == Role::Host || self.room.as_ref().is_none_or(|(_, r)| r.peer().is_some());
        let changed = replace.is_some() || self.last_saved != saved || self.last_drawn != drawn || matches!(s.presence(), Presence::Gone { .. });
        if self.last_saved != saved && seated {
            storage::save(Key::Live, &saved);
            self.last_saved = saved;
        }
        self.last_drawn = drawn;
        if changed {
            tell(replace);
        }
    }
}

impl<G: BoardGame + 'static> Controller<G> {
    /// A spectator's page: the board shows the game watched when it changed; the panel is drawn
    /// again when the step did.
    fn settle_watch(&mut self, tell: impl FnOnce(Option<Box<Opened<G>>>)) {
        let Some(w) = self.watch.as_ref() else { return };
        let fresh = w.round().and_then(|round| {
            let seen = (round.record().len(), round.decision(), round.clocks().map(damas_game::clock::Clocks::stored), w.aborted(), w.game().unwrap_or(0));
            (self.shown != Some(seen)).then(|| (seen, Box::new(shown(round))))
        });
        let replace = fresh.map(|(seen, opened)| {
            self.shown = Some(seen);
            opened
        });
        let drawn = Some((self.step.clone(), damas_live::session::Presence::Connected, None, None, None, None, None, self.ice.clone(), self.signal.clone()));
        let changed = replace.is_some() || self.last_drawn != drawn;
        self.last_drawn = drawn;
        if changed {
            tell(replace);
        }
    }
}

/// The words for a link that could not be made: no network address at all is the device's
/// (offline, or every network blocked); anything else is the connection's.
fn link_failure(e: &crate::ui::live::net::LinkError) -> LiveText {
    match e {
        crate::ui::live::net::LinkError::NoAddress => LiveText::NoNetwork,
        crate::ui::live::net::LinkError::Code(_) | crate::ui::live::net::LinkError::WrongKind { .. } => LiveText::BadReply,
        _ => LiveText::Failed,
    }
}

/// The link's events, handed to the controller (if the page still has it).
fn events<G: BoardGame + 'static>(me: Weak<RefCell<Controller<G>>>) -> impl Fn(LinkEvent) + 'static {
    move |event| {
        if let Some(shared) = me.upgrade() {
            // An event while the controller is busy (it never is: events come from the browser's
            // loop) would be lost rather than panic.
            if let Ok(mut c) = shared.try_borrow_mut() {
                c.on_event(event);
            }
        }
    }
}
