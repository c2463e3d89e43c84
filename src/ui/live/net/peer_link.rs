//! [`PeerLink`]: an `RTCPeerConnection` with one negotiated data channel (id 0, reliable and
//! ordered), set up from an invite code and a reply code (no signalling server): the host makes
//! the offer code, the guest answers it with the reply code, the host accepts the reply.

use super::error::{browser, LinkError, Step};
use super::gather::gathered;
use damas_live::ice::IceSetting;
use damas_live::sdp::{compact, expand, Kind};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState,
    RtcSdpType, RtcSessionDescriptionInit,
};

/// The longest message either way, in bytes (a game's full resync is a few KB).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The connection's state, as `RTCPeerConnection.connectionState` says (`new` is connecting).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    Connecting,
    Connected,
    /// Lost for now: it often comes back by itself.
    Disconnected,
    /// Lost for good: a new invite and reply are needed.
    Failed,
    Closed,
}

/// Why a message from the peer was dropped rather than handed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DropReason {
    /// Over [`MAX_MESSAGE`] (its length, in UTF-16 units or bytes).
    TooLarge(usize),
    /// Binary, where only text is spoken.
    NotText,
}

/// What the link tells the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkEvent {
    /// The data channel is open: messages can be sent.
    Open,
    /// A text message from the peer (hostile input: the session checks it).
    Message(String),
    /// A message from the peer was dropped.
    Dropped(DropReason),
    State(LinkState),
    /// The data channel closed (the peer closed, or the connection is gone).
    Closed,
}

/// One peer-to-peer link. Dropping it closes it.
pub struct PeerLink {
    pc: RtcPeerConnection,
    dc: RtcDataChannel,
    /// The browser's event handlers, kept alive as long as the link.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    accepted: Cell<bool>,
    closed: Cell<bool>,
}

type OnEvent = Rc<dyn Fn(LinkEvent)>;

impl PeerLink {
    /// The host's side: a link waiting for its guest, and the invite's offer code.
    pub async fn host(ice: &IceSetting, certificate: Option<&JsValue>, on_event: impl Fn(LinkEvent) + 'static) -> Result<(PeerLink, String), LinkError> {
        let link = PeerLink::new(ice, certificate, Rc::new(on_event))?;
        let offer = JsFuture::from(link.pc.create_offer()).await.map_err(browser(Step::Describe))?;
        let code = link.describe_local(offer.unchecked_into(), Kind::Offer).await?;
        Ok((link, code))
    }

    /// The guest's side: a link that answers the invite's offer code, and the reply code to
    /// send back. The link opens once the host accepts the reply. (`certificate`: this device's,
    /// when it is a room's host.)
    pub async fn join(ice: &IceSetting, certificate: Option<&JsValue>, offer_code: &str, on_event: impl Fn(LinkEvent) + 'static) -> Result<(PeerLink, String), LinkError> {
        let offer = expand(offer_code)?;
        if offer.kind != Kind::Offer {
            return Err(LinkError::WrongKind { expected: Kind::Offer });
        }
        let link = PeerLink::new(ice, certificate, Rc::new(on_event))?;
        link.set_remote(RtcSdpType::Offer, &offer.sdp).await?;
        let answer = JsFuture::from(link.pc.create_answer()).await.map_err(browser(Step::Describe))?;
        let code = link.describe_local(answer.unchecked_into(), Kind::Answer).await?;
        Ok((link, code))
    }

    /// The host takes the guest's reply code. A refused code leaves the link waiting for a
    /// good one.
    pub async fn accept(&self, answer_code: &str) -> Result<(), LinkError> {
        if self.closed.get() {
            return Err(LinkError::Closed);
        }
        let answer = expand(answer_code)?;
        if answer.kind != Kind::Answer {
            return Err(LinkError::WrongKind { expected: Kind::Answer });
        }
        if self.accepted.replace(true) {
            return Err(LinkError::AlreadyAccepted);
        }
        let result = self.set_remote(RtcSdpType::Answer, &answer.sdp).await;
        if result.is_err() {
            self.accepted.set(false);
        }
        result
    }

    /// Sends a text message (at most [`MAX_MESSAGE`] bytes) once the channel is open.
    pub fn send(&self, text: &str) -> Result<(), LinkError> {
        if self.closed.get() {
            return Err(LinkError::Closed);
        }
        if text.len() > MAX_MESSAGE {
            return Err(LinkError::TooLarge { len: text.len(), max: MAX_MESSAGE });
        }
        if self.dc.ready_state() != RtcDataChannelState::Open {
            return Err(LinkError::NotOpen);
        }
        self.dc.send_with_str(text).map_err(browser(Step::Send))
    }

    /// The connection's state now.
    pub fn state(&self) -> LinkState {
        if self.closed.get() {
            LinkState::Closed
        } else {
            link_state(self.pc.connection_state())
        }
    }

    /// The other side's description as the connection took it (what its certificate must match).
    pub fn remote_sdp(&self) -> Option<String> {
        self.pc.remote_description().map(|d| d.sdp())
    }

    /// Closes the channel and the connection; no event follows.
    pub fn close(&self) {
        if self.closed.replace(true) {
            return;
        }
        self.dc.set_onopen(None);
        self.dc.set_onmessage(None);
        self.dc.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.dc.close();
        self.pc.close();
    }

    fn new(ice: &IceSetting, certificate: Option<&JsValue>, on_event: OnEvent) -> Result<PeerLink, LinkError> {
        let servers = js_sys::Array::new();
        for s in ice.servers() {
            let server = RtcIceServer::new();
            server.set_urls(&JsValue::from_str(&s.url));
            if let Some((user, credential)) = &s.credentials {
                server.set_username(user);
                server.set_credential(credential);
            }
            servers.push(&server);
        }
        let config = RtcConfiguration::new();
        config.set_ice_servers(&servers);
        if let Some(certificate) = certificate {
            super::certificate::configure(&config, certificate);
        }
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(browser(Step::Create))?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let dc = pc.create_data_channel_with_data_channel_dict("damas", &init);
        let handler = |on_event: &OnEvent, f: fn(&OnEvent, JsValue)| {
            let on_event = on_event.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |v| f(&on_event, v))
        };
        let on_open = handler(&on_event, |e, _| e(LinkEvent::Open));
        let on_message = handler(&on_event, |e, v| e(message(v)));
        let on_close = handler(&on_event, |e, _| e(LinkEvent::Closed));
        let on_state = handler(&on_event, |e, v| {
            if let Some(pc) = v.dyn_ref::<web_sys::Event>().and_then(|ev| ev.target()).and_then(|t| t.dyn_into::<RtcPeerConnection>().ok()) {
                e(LinkEvent::State(link_state(pc.connection_state())));
            }
        });
        dc.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        dc.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        dc.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        Ok(PeerLink { pc, dc, _handlers: vec![on_open, on_message, on_close, on_state], accepted: Cell::new(false), closed: Cell::new(false) })
    }

    async fn set_remote(&self, kind: RtcSdpType, sdp: &str) -> Result<(), LinkError> {
        let desc = RtcSessionDescriptionInit::new(kind);
        desc.set_sdp(sdp);
        JsFuture::from(self.pc.set_remote_description(&desc)).await.map_err(browser(Step::SetRemote))?;
        Ok(())
    }

    /// Sets the local description, waits for its candidates and packs it as a code.
    async fn describe_local(&self, desc: RtcSessionDescriptionInit, kind: Kind) -> Result<String, LinkError> {
        JsFuture::from(self.pc.set_local_description(&desc)).await.map_err(browser(Step::SetLocal))?;
        gathered(&self.pc).await;
        if self.closed.get() {
            return Err(LinkError::Closed);
        }
        let sdp = self.pc.local_description().map(|d| d.sdp()).unwrap_or_default();
        if !sdp.contains("\na=candidate:") {
            return Err(LinkError::NoAddress);
        }
        Ok(compact(kind, &sdp)?)
    }
}

impl Drop for PeerLink {
    fn drop(&mut self) {
        self.close();
    }
}

/// A data channel message as an event: text within the cap, or why it was dropped.
fn message(v: JsValue) -> LinkEvent {
    let data = v.unchecked_into::<MessageEvent>().data();
    let Some(text) = data.dyn_ref::<js_sys::JsString>() else {
        return LinkEvent::Dropped(DropReason::NotText);
    };
    // UTF-16 length first, so a huge message is never copied into the wasm memory.
    let units = text.length() as usize;
    if units > MAX_MESSAGE {
        return LinkEvent::Dropped(DropReason::TooLarge(units));
    }
    let text = String::from(text);
    if text.len() > MAX_MESSAGE {
        return LinkEvent::Dropped(DropReason::TooLarge(text.len()));
    }
    LinkEvent::Message(text)
}

fn link_state(s: RtcPeerConnectionState) -> LinkState {
    match s {
        RtcPeerConnectionState::Connected => LinkState::Connected,
        RtcPeerConnectionState::Disconnected => LinkState::Disconnected,
        RtcPeerConnectionState::Failed => LinkState::Failed,
        RtcPeerConnectionState::Closed => LinkState::Closed,
        _ => LinkState::Connecting,
    }
}
