//! What can go wrong on the link, as values the page words in the player's language.

use damas_live::sdp::{Kind, SdpError};
use std::fmt;
use wasm_bindgen::{JsCast, JsValue};

/// The browser call that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// `new RTCPeerConnection` (no WebRTC in this browser, or a refused ICE setting).
    Create,
    /// `createDataChannel`.
    Channel,
    /// `createOffer` or `createAnswer`.
    Describe,
    /// `setLocalDescription`.
    SetLocal,
    /// `setRemoteDescription`: the other side's code did not make a description the browser takes.
    SetRemote,
    /// `send`.
    Send,
    /// The signalling server's WebSocket (rooms).
    Signal,
}

/// Why the link could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The pasted or opened code is not a readable code.
    Code(SdpError),
    /// An answer where an offer was expected (or the other way round): e.g. one's own invite
    /// pasted back as the reply.
    WrongKind { expected: Kind },
    /// The browser refused a step; its message (for the log, not for the page).
    Browser { step: Step, message: String },
    /// No network address was found (no network, or all of it blocked): nothing to connect to.
    NoAddress,
    /// The host already accepted an answer.
    AlreadyAccepted,
    /// The data channel is not open (not yet, or no more).
    NotOpen,
    /// A message longer than [`super::MAX_MESSAGE`] bytes.
    TooLarge { len: usize, max: usize },
    /// The link was closed.
    Closed,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Code(e) => write!(f, "{e}"),
            LinkError::WrongKind { expected: Kind::Offer } => write!(f, "this is a reply code, not an invite"),
            LinkError::WrongKind { expected: Kind::Answer } => write!(f, "this is an invite, not a reply code"),
            LinkError::Browser { step, message } => write!(f, "the browser refused the connection ({step:?}: {message})"),
            LinkError::NoAddress => write!(f, "no network address was found: is this device online?"),
            LinkError::AlreadyAccepted => write!(f, "a reply was already accepted"),
            LinkError::NotOpen => write!(f, "the connection is not open"),
            LinkError::TooLarge { len, max } => write!(f, "a message of {len} bytes is over the limit of {max}"),
            LinkError::Closed => write!(f, "the connection is closed"),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<SdpError> for LinkError {
    fn from(e: SdpError) -> Self {
        LinkError::Code(e)
    }
}

/// A step's failure from whatever JavaScript threw (an `Error`, a string, anything).
pub fn browser(step: Step) -> impl Fn(JsValue) -> LinkError {
    move |e: JsValue| {
        let message = match e.dyn_ref::<js_sys::Error>() {
            Some(err) => String::from(err.message()),
            None => e.as_string().unwrap_or_else(|| "unknown error".into()),
        };
        LinkError::Browser { step, message }
    }
}
