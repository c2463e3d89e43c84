//! The live e2e's test build of [`damas::ui::live::net::PeerLink`] (tests/e2e/live/link.mjs):
//! the page's link, driven from JavaScript with no app around it, one link per page. Built by
//! tests/e2e/live/build-link into target/live-link/; never part of dist/. Natively it is empty.

fn main() {}

#[cfg(target_arch = "wasm32")]
mod page {
    use damas::ui::live::net::{LinkEvent, PeerLink, Room, RoomEvent};
    use damas_live::ice::IceSetting;
    use damas_live::sdp::{compact as pack, expand as unpack, Kind};
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;

    thread_local! {
        static LINK: RefCell<Option<Rc<PeerLink>>> = const { RefCell::new(None) };
        static ROOM: RefCell<Option<Room>> = const { RefCell::new(None) };
        static EVENTS: Rc<RefCell<Vec<String>>> = Rc::new(RefCell::new(Vec::new()));
    }

    fn record(e: LinkEvent) {
        let text = link_text(e);
        EVENTS.with(|ev| ev.borrow_mut().push(text));
    }

    fn link_text(e: LinkEvent) -> String {
        match e {
            LinkEvent::Open => "open".to_string(),
            LinkEvent::Message(m) => format!("message:{m}"),
            LinkEvent::Dropped(r) => format!("dropped:{r:?}"),
            LinkEvent::State(s) => format!("state:{s:?}"),
            LinkEvent::Closed => "closed".to_string(),
        }
    }

    /// Room events as text: `room:joined`, `room:peer-joined`, `room:<peer>:<link event>`…
    fn record_room(e: RoomEvent) {
        let text = match e {
            RoomEvent::Joined(_) => "room:joined".to_string(),
            RoomEvent::PeerJoined(_) => "room:peer-joined".to_string(),
            RoomEvent::PeerLeft(_) => "room:peer-left".to_string(),
            RoomEvent::Link(_, e) => format!("room:link:{}", link_text(e)),
            RoomEvent::Failed(_, e) => format!("room:failed:{e:?}"),
            RoomEvent::SignalClosed => "room:signal-closed".to_string(),
        };
        EVENTS.with(|ev| ev.borrow_mut().push(text));
    }

    /// Joins a room on a signalling server.
    #[wasm_bindgen]
    pub fn room_join(url: &str, ice_value: &str) -> Result<(), JsValue> {
        let room = Room::join(url, &ice(ice_value)?, None, record_room).map_err(fail)?;
        ROOM.with(|r| *r.borrow_mut() = Some(room));
        Ok(())
    }

    /// Sends to every member with an open channel; how many.
    #[wasm_bindgen]
    pub fn room_broadcast(text: &str) -> usize {
        ROOM.with(|r| r.borrow().as_ref().map_or(0, |room| room.broadcast(text)))
    }

    #[wasm_bindgen]
    pub fn room_peers() -> usize {
        ROOM.with(|r| r.borrow().as_ref().map_or(0, |room| room.peers().len()))
    }

    /// Leaves the room (dropping it closes every link).
    #[wasm_bindgen]
    pub fn room_leave() {
        ROOM.with(|r| r.borrow_mut().take());
    }

    fn fail(e: impl std::fmt::Debug + std::fmt::Display) -> JsValue {
        JsValue::from_str(&format!("{e:?} / {e}"))
    }

    fn ice(value: &str) -> Result<IceSetting, JsValue> {
        IceSetting::parse(value).map_err(fail)
    }

    fn current() -> Result<Rc<PeerLink>, JsValue> {
        LINK.with(|l| l.borrow().clone()).ok_or_else(|| JsValue::from_str("no link"))
    }

    /// Makes the host's link; answers the offer code.
    #[wasm_bindgen]
    pub async fn host(ice_value: String) -> Result<String, JsValue> {
        let (link, code) = PeerLink::host(&ice(&ice_value)?, None, record).await.map_err(fail)?;
        LINK.with(|l| *l.borrow_mut() = Some(Rc::new(link)));
        Ok(code)
    }

    /// Makes the guest's link from an offer code; answers the reply code.
    #[wasm_bindgen]
    pub async fn join(ice_value: String, offer: String) -> Result<String, JsValue> {
        let (link, code) = PeerLink::join(&ice(&ice_value)?, None, &offer, record).await.map_err(fail)?;
        LINK.with(|l| *l.borrow_mut() = Some(Rc::new(link)));
        Ok(code)
    }

    #[wasm_bindgen]
    pub async fn accept(answer: String) -> Result<(), JsValue> {
        current()?.accept(&answer).await.map_err(fail)
    }

    #[wasm_bindgen]
    pub fn send(text: &str) -> Result<(), JsValue> {
        current()?.send(text).map_err(fail)
    }

    #[wasm_bindgen]
    pub fn state() -> Result<String, JsValue> {
        Ok(format!("{:?}", current()?.state()))
    }

    /// Drops the link (which closes it).
    #[wasm_bindgen]
    pub fn drop_link() {
        LINK.with(|l| l.borrow_mut().take());
    }

    /// Every event so far, as text.
    #[wasm_bindgen]
    pub fn events() -> Vec<String> {
        EVENTS.with(|ev| ev.borrow().clone())
    }

    /// The code of a raw SDP, so a plain RTCPeerConnection can talk to a PeerLink.
    #[wasm_bindgen]
    pub fn compact(answer: bool, sdp: &str) -> Result<String, JsValue> {
        pack(if answer { Kind::Answer } else { Kind::Offer }, sdp).map_err(fail)
    }

    /// The SDP a code carries.
    #[wasm_bindgen]
    pub fn expand(code: &str) -> Result<String, JsValue> {
        unpack(code).map(|e| e.sdp).map_err(fail)
    }
}
