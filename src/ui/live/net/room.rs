//! Rooms on a signalling server: with `signal=wss://…`, everyone who opens the room's link joins
//! it and gets a [`PeerLink`] to every other member, with no code to copy. The server is an
//! unmodified `matchbox_server`; damas speaks its JSON protocol over a WebSocket:
//!
//! - from the server: `{"IdAssigned":id}` (ours), `{"NewPeer":id}` (someone came after us: we
//!   offer), `{"PeerLeft":id}`, `{"Signal":{"sender":id,"data":…}}`;
//! - to the server: `{"Signal":{"receiver":id,"data":…}}` and `"KeepAlive"`.
//!
//! The server passes `data` through untouched: damas puts its own codes there,
//! `{"Offer":code}` and `{"Answer":code}` (the codes hold every candidate, so no candidate is
//! trickled). The server and every member are hostile input: this file only reads a message with
//! the browser's JSON parser and carries out what [`damas_live::room_message`] decides (natively
//! fuzzed: a message that is not one of these, an id that is not an id, or a member beyond
//! [`MAX_PEERS`] is ignored).

use super::error::{browser, LinkError, Step};
use super::peer_link::{LinkEvent, LinkState, PeerLink};
use damas_live::certificate::Fingerprint;
use damas_live::ice::IceSetting;
pub use damas_live::room_message::MAX_PEERS;
use damas_live::room_message::{Decision, Field, Members};
use gloo::timers::callback::Interval;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, WebSocket};

/// matchbox's clients say they are alive this often.
const KEEPALIVE_MS: u32 = 10_000;

/// What the room tells the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomEvent {
    /// The server took us in, under this id.
    Joined(String),
    /// Another member is in the room (its link is being set up).
    PeerJoined(String),
    /// The server says a member left the room (a member we may not have linked to: the page keeps
    /// its own roster).
    PeerLeft(String),
    /// An event of the link to a member.
    Link(String, LinkEvent),
    /// The link to a member could not be set up.
    Failed(String, LinkError),
    /// The signalling server closed the connection or could not be reached (links already open
    /// stay open).
    SignalClosed,
}

type Handler = Closure<dyn FnMut(JsValue)>;

/// Membership of one room.
pub struct Room {
    inner: Rc<Inner>,
}

struct Inner {
    ws: WebSocket,
    ice: IceSetting,
    /// This device's certificate for every link, when it is the room's host.
    certificate: Option<JsValue>,
    on_event: Box<dyn Fn(RoomEvent)>,
    /// The members and their links.
    members: RefCell<Members<Rc<PeerLink>>>,
    handlers: RefCell<Vec<Handler>>,
    keepalive: RefCell<Option<Interval>>,
    closed: Cell<bool>,
}

impl Room {
    /// Joins the room at `url` (`ws://` or `wss://`, the room is its path); the host's links use
    /// its `certificate`.
    pub fn join(url: &str, ice: &IceSetting, certificate: Option<JsValue>, on_event: impl Fn(RoomEvent) + 'static) -> Result<Room, LinkError> {
        if !(url.starts_with("ws://") || url.starts_with("wss://")) {
            return Err(LinkError::Browser { step: Step::Signal, message: "not a ws:// or wss:// address".into() });
        }
        let ws = WebSocket::new(url).map_err(browser(Step::Signal))?;
        let inner = Rc::new(Inner {
            ws,
            ice: ice.clone(),
            certificate,
            on_event: Box::new(on_event),
            members: RefCell::new(Members::default()),
            handlers: RefCell::new(Vec::new()),
            keepalive: RefCell::new(None),
            closed: Cell::new(false),
        });
        let weak = Rc::downgrade(&inner);
        let on_message = Closure::<dyn FnMut(JsValue)>::new({
            let weak = weak.clone();
            move |v: JsValue| {
                if let Some(inner) = weak.upgrade() {
                    inner.signal(v.unchecked_into::<MessageEvent>().data());
                }
            }
        });
        let on_close = Closure::<dyn FnMut(JsValue)>::new({
            let weak = weak.clone();
            move |_| {
                if let Some(inner) = weak.upgrade() {
                    inner.keepalive.borrow_mut().take();
                    if !inner.closed.get() {
                        (inner.on_event)(RoomEvent::SignalClosed);
                    }
                }
            }
        });
        inner.ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        inner.ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        inner.handlers.borrow_mut().extend([on_message, on_close]);
        *inner.keepalive.borrow_mut() = Some(Interval::new(KEEPALIVE_MS, move || {
            if let Some(inner) = weak.upgrade() {
                inner.say("\"KeepAlive\"");
            }
        }));
        Ok(Room { inner })
    }

    /// The members whose link is set up (open or opening).
    pub fn peers(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for m in self.inner.members.borrow().all() {
            if m.link.is_some() {
                ids.push(m.id.clone());
            }
        }
        ids
    }

    /// Whether the link to `peer` was made with the certificate `fingerprint` names (the
    /// description it connected with names that certificate alone, and DTLS held it to it).
    pub fn proves(&self, peer: &str, fingerprint: &Fingerprint) -> bool {
        self.inner.link(peer).and_then(|l| l.remote_sdp()).is_some_and(|sdp| fingerprint.proven_by(&sdp))
    }

    /// Sends a message to one member.
    pub fn send(&self, peer: &str, text: &str) -> Result<(), LinkError> {
        let link = self.inner.link(peer).ok_or(LinkError::NotOpen)?;
        link.send(text)
    }

    /// Sends a message to every member whose channel is open; the number reached.
    pub fn broadcast(&self, text: &str) -> usize {
        // Taken out first: a send may call back into the room.
        let mut links = Vec::new();
        for m in self.inner.members.borrow().all() {
            if let Some(l) = &m.link {
                links.push(l.clone());
            }
        }
        links.iter().filter(|l| l.send(text).is_ok()).count()
    }

    /// Leaves the room and closes every link; no event follows.
    pub fn close(&self) {
        self.inner.close();
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        self.inner.close();
    }
}

/// One message parsed: a reader of its fields; `None` when it is not JSON.
fn parse(text: &str) -> Option<impl Fn(Field) -> Option<String>> {
    let msg = js_sys::JSON::parse(text).ok()?;
    Some(move |field: Field| {
        let mut at = msg.clone();
        for key in field.path() {
            // A key of something that is not an object throws: the field is absent.
            at = js_sys::Reflect::get(&at, &JsValue::from_str(key)).ok()?;
        }
        at.as_string()
    })
}

impl Inner {
    fn close(&self) {
        if self.closed.replace(true) {
            return;
        }
        self.keepalive.borrow_mut().take();
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
        self.members.borrow_mut().clear();
    }

    fn say(&self, json: &str) {
        if !self.closed.get() && self.ws.ready_state() == WebSocket::OPEN {
            let _ = self.ws.send_with_str(json);
        }
    }

    fn link(&self, peer: &str) -> Option<Rc<PeerLink>> {
        self.members.borrow().link(peer).cloned()
    }

    fn signal_to(&self, peer: &str, kind: &str, code: &str) {
        // Ids are checked hex and codes base64url: nothing here needs escaping.
        self.say(&format!("{{\"Signal\":{{\"receiver\":\"{peer}\",\"data\":{{\"{kind}\":\"{code}\"}}}}}}"));
    }

    /// Reads one message from the server and does what the room's members decide.
    fn signal(self: &Rc<Self>, data: JsValue) {
        let Some(text) = data.dyn_ref::<js_sys::JsString>() else { return };
        let decision = self.members.borrow_mut().hear(text.length() as usize, || parse(&String::from(text)));
        match decision {
            Decision::Joined(id) => (self.on_event)(RoomEvent::Joined(id)),
            Decision::Offer(peer) => self.connect(peer, None),
            Decision::Answer { peer, offer } => self.connect(peer, Some(offer)),
            Decision::Left(peer) => (self.on_event)(RoomEvent::PeerLeft(peer)),
            Decision::Accept { peer, answer } => {
                let Some(link) = self.link(&peer) else { return };
                let weak = Rc::downgrade(self);
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(e) = link.accept(&answer).await {
                        if let Some(inner) = weak.upgrade() {
                            (inner.on_event)(RoomEvent::Failed(peer, e));
                        }
                    }
                });
            }
            Decision::Ignore(_) => {}
        }
    }

    /// Sets up the link to `peer` (a member just added): we offer when it is new, or answer its
    /// offer.
    fn connect(self: &Rc<Self>, peer: String, offer: Option<String>) {
        (self.on_event)(RoomEvent::PeerJoined(peer.clone()));
        let weak: Weak<Inner> = Rc::downgrade(self);
        let ice = self.ice.clone();
        let certificate = self.certificate.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let forward = {
                let weak = weak.clone();
                let peer = peer.clone();
                move |e: LinkEvent| {
                    let Some(inner) = weak.upgrade() else { return };
                    let gone = matches!(e, LinkEvent::Closed | LinkEvent::State(LinkState::Failed | LinkState::Closed));
                    (inner.on_event)(RoomEvent::Link(peer.clone(), e));
                    if gone {
                        // A dead link frees its place; dropped after this event, not inside it.
                        let (weak, peer) = (weak.clone(), peer.clone());
                        wasm_bindgen_futures::spawn_local(async move {
                            if let Some(inner) = weak.upgrade() {
                                inner.members.borrow_mut().gone(&peer);
                            }
                        });
                    }
                }
            };
            let made = match &offer {
                None => PeerLink::host(&ice, certificate.as_ref(), forward).await,
                Some(code) => PeerLink::join(&ice, certificate.as_ref(), code, forward).await,
            };
            let Some(inner) = weak.upgrade() else { return };
            if inner.closed.get() {
                return;
            }
            match made {
                // A member that left meanwhile gets nothing: the link is dropped.
                Ok((link, code)) => {
                    if inner.members.borrow_mut().made(&peer, Rc::new(link)) {
                        inner.signal_to(&peer, if offer.is_none() { "Offer" } else { "Answer" }, &code);
                    }
                }
                Err(e) => {
                    inner.members.borrow_mut().failed(&peer);
                    (inner.on_event)(RoomEvent::Failed(peer, e));
                }
            }
        });
    }
}
