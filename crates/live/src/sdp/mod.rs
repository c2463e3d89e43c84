//! The codes that carry a WebRTC offer or answer in an invite link or a reply message: a
//! data-channel-only session description packed to what connecting needs (about 100 URL-safe
//! characters with one candidate, against some 560 bytes of SDP), or the whole SDP when it holds
//! something the packed form cannot carry. Codes are pasted by people and opened from links:
//! [`expand`] takes any text and answers an SDP or a typed [`SdpError`], never a panic.
//!
//! A code is a version character (`1`) then base64url (no padding) of the bytes `wire` lays out.
//! The rebuilt SDP is not the browser's text: only the lines that matter are written back (see
//! `model`), which Chromium accepts as a remote description.

pub mod base64url;
mod model;
mod wire;

pub use model::{Address, Candidate, CandidateType, Description, Hash, Kind, Setup, Transport, MAX_CANDIDATES};

use std::fmt;

/// The first character of every code this version writes.
pub const VERSION: char = '1';
/// The longest SDP [`compact`] takes (a browser's data-channel SDP is under 2 KB even with many
/// candidates).
pub const MAX_SDP: usize = 6000;
/// The longest code [`expand`] reads: a whole [`MAX_SDP`] in base64url and the version.
pub const MAX_CODE: usize = 1 + (MAX_SDP + 1).div_ceil(3) * 4;

/// Why a code could not be read, or an SDP not written as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SdpError {
    /// Nothing was given.
    Empty,
    /// The text is longer than any code (or the SDP than [`MAX_SDP`]).
    TooLong { len: usize, max: usize },
    /// The code starts with a character no version of damas writes (another app's code, or a
    /// later version's).
    UnknownVersion(char),
    /// The character at this position is not part of a code (a cut or mangled paste).
    BadCharacter(usize),
    /// The code ends before its content does (cut short).
    Truncated,
    /// The code goes on after its content ends.
    TrailingBytes,
    /// A field holds a value no code has.
    BadField(&'static str),
    /// More candidates than a code carries.
    TooManyCandidates(usize),
    /// A whole SDP that is not text (not UTF-8, or control characters).
    NotText,
    /// A whole SDP that does not start as one (`v=0`).
    NotAnSdp,
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SdpError::Empty => write!(f, "the connection code is empty"),
            SdpError::TooLong { len, max } => write!(f, "the connection code is too long ({len} characters, at most {max})"),
            SdpError::UnknownVersion(c) => write!(f, "this is not a connection code of this version (it starts with {c:?})"),
            SdpError::BadCharacter(i) => write!(f, "the connection code has a stray character at position {}", i + 1),
            SdpError::Truncated => write!(f, "the connection code is cut short"),
            SdpError::TrailingBytes => write!(f, "the connection code has extra characters at its end"),
            SdpError::BadField(name) => write!(f, "the connection code's {name} is not valid"),
            SdpError::TooManyCandidates(n) => write!(f, "the connection code lists {n} addresses, more than {MAX_CANDIDATES}"),
            SdpError::NotText => write!(f, "the connection code's description is not text"),
            SdpError::NotAnSdp => write!(f, "the connection code does not hold a session description"),
        }
    }
}

impl std::error::Error for SdpError {}

/// A code read back: the description's type and an SDP to hand to `setRemoteDescription`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expanded {
    pub kind: Kind,
    pub sdp: String,
    /// Whether the code carried the whole SDP rather than the packed form.
    pub whole: bool,
}

/// Whether a whole SDP is plain text: printable characters, tabs and line ends only.
fn is_sdp_text(s: &str) -> bool {
    s.chars().all(|c| !c.is_control() || matches!(c, '\r' | '\n' | '\t'))
}

/// The code of a browser's offer or answer SDP (`kind` is its `RTCSdpType`): packed when the
/// SDP is a single data channel this module understands, else the whole text.
pub fn compact(kind: Kind, sdp: &str) -> Result<String, SdpError> {
    if sdp.len() > MAX_SDP {
        return Err(SdpError::TooLong { len: sdp.len(), max: MAX_SDP });
    }
    if !is_sdp_text(sdp) {
        return Err(SdpError::NotText);
    }
    if !sdp.starts_with("v=0") {
        return Err(SdpError::NotAnSdp);
    }
    let bytes = match Description::parse(kind, sdp) {
        Some(d) => wire::pack(&d),
        None => wire::pack_whole(kind, sdp),
    };
    let mut code = String::with_capacity(1 + bytes.len().div_ceil(3) * 4);
    code.push(VERSION);
    code.push_str(&base64url::encode(&bytes));
    Ok(code)
}

/// Reads a code as pasted or taken from a link (spaces and line breaks around and inside it,
/// as chat apps add, are ignored) and rebuilds the SDP it carries.
pub fn expand(code: &str) -> Result<Expanded, SdpError> {
    if code.len() > MAX_CODE * 2 {
        return Err(SdpError::TooLong { len: code.len(), max: MAX_CODE });
    }
    let text: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let mut chars = text.chars();
    let version = chars.next().ok_or(SdpError::Empty)?;
    if version != VERSION {
        return Err(SdpError::UnknownVersion(version));
    }
    if text.len() > MAX_CODE {
        return Err(SdpError::TooLong { len: text.len(), max: MAX_CODE });
    }
    let body = chars.as_str();
    if body.is_empty() {
        return Err(SdpError::Truncated);
    }
    let bytes = base64url::decode(body).map_err(|e| match e {
        base64url::Base64Error::BadCharacter(i) => SdpError::BadCharacter(i + 1),
        base64url::Base64Error::BadLength => SdpError::Truncated,
        base64url::Base64Error::LooseBits => SdpError::TrailingBytes,
    })?;
    match wire::unpack(&bytes)? {
        wire::Content::Compact(d) => Ok(Expanded { kind: d.kind, sdp: d.to_sdp(), whole: false }),
        wire::Content::Whole(kind, sdp) => {
            if !is_sdp_text(&sdp) {
                return Err(SdpError::NotText);
            }
            if !sdp.starts_with("v=0") {
                return Err(SdpError::NotAnSdp);
            }
            Ok(Expanded { kind, sdp, whole: true })
        }
    }
}

/// The packed description a code carries, if it is packed (tests, and a page that wants to say
/// what kind of addresses an invite holds).
pub fn describe(code: &str) -> Result<Option<Description>, SdpError> {
    let e = expand(code)?;
    Ok(if e.whole { None } else { Description::parse(e.kind, &e.sdp) })
}
