//! The invitation and the reply: what the host's link carries to the friend (the game's id and
//! options, the friend's seat token, the ICE setting, the host's WebRTC offer) and what the
//! friend sends back (the game's id and the answer). They travel in a link's fragment
//! (`#live=…&ice=…`), which static hosts never see nor log. Both are hostile input when read.
//!
//! ```text
//! live  = "1" "." game "." kind "." clock "." seat "." token "." offer
//! reply = "1" "." game "." answer
//! game, token = 1*16 hex digits;  kind = a game's name (brazilian, …, lasca)
//! clock = minutes "+" seconds | "-";  seat = "w" | "b" (the host's);  answer = an sdp code
//! offer = sdp code | "~" fingerprint | "-"  (the last two: a room's)
//! ```
//!
//! A room's invitation (the page's `signal=` server) has no offer: everyone who opens it meets in
//! the room named after the game, and its token is 0 (each device draws its own; the first to
//! greet sits, see [`crate::roster`]). In the offer's place it names the host's certificate,
//! `~` and its fingerprint ([`crate::certificate`]), so the guests know the host among the
//! members; `-`, as older pages wrote, names none.

use crate::certificate::Fingerprint;
use crate::ice::{IceError, IceSetting};
use crate::sdp::{self, SdpError};
use damas_engine::{Color, GameKind};
use damas_game::clock::TimeControl;
use std::fmt;

/// The invitation format this build writes and reads.
pub const VERSION: char = '1';

/// The longest invitation or reply read.
const MAX_LEN: usize = 8 * 1024;

/// A host's invitation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The game's id.
    pub game: u64,
    /// Which game.
    pub kind: GameKind,
    /// The time control, if on a clock.
    pub clock: Option<TimeControl>,
    /// The side the host plays (the friend plays the other).
    pub host_seat: Color,
    /// The friend's seat token.
    pub guest_token: u64,
    /// The ICE servers both use.
    pub ice: IceSetting,
    /// The host's offer (an [`sdp`] code); empty for a room's invitation.
    pub offer: String,
    /// In a room's invitation, the host's certificate: a guest believes as host only the member
    /// whose connection proves it (`None`: any member that introduces itself first, as before).
    pub host: Option<Fingerprint>,
}

/// A friend's reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The game's id (the host checks it is its own).
    pub game: u64,
    /// The friend's answer (an [`sdp`] code).
    pub answer: String,
}

/// Why an invitation or a reply cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// Not an invitation (or a reply) at all.
    NotOne,
    /// Written by another version of damas.
    Version,
    /// A part is missing or unreadable (its name).
    Part(&'static str),
    /// The game is unknown.
    Game,
    /// The ICE setting is unreadable.
    Ice(IceError),
    /// The connection code is unreadable.
    Code(SdpError),
}

impl fmt::Display for InviteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InviteError::NotOne => write!(f, "not a damas invitation or reply"),
            InviteError::Version => write!(f, "made by another version of damas"),
            InviteError::Part(name) => write!(f, "its {name} is missing or unreadable"),
            InviteError::Game => write!(f, "it names a game damas does not play"),
            InviteError::Ice(e) => write!(f, "its connection servers: {e}"),
            InviteError::Code(e) => write!(f, "its connection code: {e}"),
        }
    }
}

impl std::error::Error for InviteError {}

impl Invite {
    /// The link fragment, without `#`: `live=…&ice=…`.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let clock = self.clock.map_or_else(|| "-".to_string(), |c| c.to_string());
        let seat = if self.host_seat == Color::White { 'w' } else { 'b' };
        let offer = match (&self.host, self.offer.is_empty()) {
            (_, false) => self.offer.clone(),
            (Some(fp), true) => format!("~{}", fp.to_param()),
            (None, true) => "-".to_string(),
        };
        format!(
            "live={VERSION}.{:x}.{}.{clock}.{seat}.{:x}.{}&ice={}",
            self.game,
            self.kind.name(),
            self.guest_token,
            offer,
            self.ice.to_param()
        )
    }

    /// Reads a link's fragment (with or without `#`).
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn from_fragment(fragment: &str) -> Result<Invite, InviteError> {
        let (live, ice) = params(fragment, "live")?;
        let mut parts = live.split('.');
        version(parts.next())?;
        let game = hex(parts.next(), "game")?;
        let kind = parts.next().ok_or(InviteError::Part("game"))?.parse::<GameKind>().map_err(|_| InviteError::Game)?;
        let clock = match parts.next().ok_or(InviteError::Part("clock"))? {
            "-" => None,
            text => Some(text.parse::<TimeControl>().map_err(|_| InviteError::Part("clock"))?),
        };
        let host_seat = match parts.next() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            _ => return Err(InviteError::Part("colour")),
        };
        let guest_token = hex(parts.next(), "seat")?;
        let part = parts.next();
        let (offer, host) = match part.map(|p| (p, p.strip_prefix('~'))) {
            Some(("-", _)) => (String::new(), None),
            Some((_, Some(fp))) => (String::new(), Some(Fingerprint::parse(fp).map_err(|_| InviteError::Part("host's certificate"))?)),
            _ => (code(part)?, None),
        };
        if parts.next().is_some() {
            return Err(InviteError::Part("end"));
        }
        let ice = match ice {
            Some(value) => IceSetting::parse(value).map_err(InviteError::Ice)?,
            None => IceSetting::default(),
        };
        Ok(Invite { game, kind, clock, host_seat, guest_token, ice, offer, host })
    }
}

impl Invite {
    /// Whether the invitation is to a room on a signalling server (no offer: everyone meets
    /// there).
    #[must_use]
    pub fn in_room(&self) -> bool {
        self.offer.is_empty()
    }

    /// The room's name on the signalling server, from the game's id (a rematch stays in the
    /// room the players are in).
    #[must_use]
    pub fn room(&self) -> String {
        format!("damas-{:x}", self.game)
    }
}

impl Reply {
    /// The reply's code: what the friend sends back (typed or pasted by the host, or the
    /// fragment of a reply link after `reply=`).
    #[must_use]
    pub fn to_code(&self) -> String {
        format!("{VERSION}.{:x}.{}", self.game, self.answer)
    }

    /// Reads a reply code, as pasted (spaces and line breaks ignored) or from a link's fragment
    /// (`reply=…`).
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn from_code(text: &str) -> Result<Reply, InviteError> {
        if text.len() > MAX_LEN {
            return Err(InviteError::NotOne);
        }
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let text = text.rsplit_once("reply=").map_or(text.as_str(), |(_, code)| code);
        let text = text.split('&').next().unwrap_or("");
        let mut parts = text.split('.');
        version(parts.next())?;
        let game = hex(parts.next(), "game")?;
        let answer = code(parts.next())?;
        if parts.next().is_some() {
            return Err(InviteError::Part("end"));
        }
        Ok(Reply { game, answer })
    }
}

/// The value of `key` and of `ice` in a fragment `a=…&b=…`.
fn params<'a>(fragment: &'a str, key: &str) -> Result<(&'a str, Option<&'a str>), InviteError> {
    if fragment.len() > MAX_LEN {
        return Err(InviteError::NotOne);
    }
    let fragment = fragment.rsplit_once('#').map_or(fragment, |(_, f)| f);
    let mut value = None;
    let mut ice = None;
    for pair in fragment.split('&') {
        match pair.split_once('=') {
            Some((k, v)) if k == key => value = Some(v),
            Some(("ice", v)) => ice = Some(v),
            _ => {}
        }
    }
    Ok((value.ok_or(InviteError::NotOne)?, ice))
}

fn version(part: Option<&str>) -> Result<(), InviteError> {
    match part {
        Some(v) if v.len() == 1 && v.starts_with(VERSION) => Ok(()),
        Some(v) if !v.is_empty() && v.len() <= 3 && v.bytes().all(|b| b.is_ascii_digit()) => Err(InviteError::Version),
        _ => Err(InviteError::NotOne),
    }
}

fn hex(part: Option<&str>, name: &'static str) -> Result<u64, InviteError> {
    let part = part.ok_or(InviteError::Part(name))?;
    if part.is_empty() || part.len() > 16 || !part.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(InviteError::Part(name));
    }
    u64::from_str_radix(part, 16).map_err(|_| InviteError::Part(name))
}

/// A connection code, checked by reading it.
fn code(part: Option<&str>) -> Result<String, InviteError> {
    let part = part.ok_or(InviteError::Part("connection code"))?;
    sdp::expand(part).map_err(InviteError::Code)?;
    Ok(part.to_string())
}

