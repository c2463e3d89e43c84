//! The messages two peers exchange, and their text on the wire. A message is one line of fields
//! split by `|`: the protocol version, the game's id, the sender's sequence number and the last
//! number it received (so lost messages are sent again and duplicates dropped), a kind letter and
//! the kind's fields. Text rather than bytes: a log reads it, a test writes it, and a move is the
//! game's own notation, checked by the rules on arrival. Everything a peer sends is hostile:
//! [`decode`] returns a [`WireError`] for anything but a well-formed message and never panics.

use crate::offer::{Offer, Phrase};
use damas_engine::{Color, Decision};
use std::fmt;

/// The protocol this build speaks. A peer speaking another is told so and nothing else is read.
pub const VERSION: u32 = 3;

/// The longest message read (a long game's full record fits many times over).
pub const MAX_LEN: usize = 64 * 1024;

/// The most moves a [`Body::Sync`] may carry.
pub const MAX_MOVES: usize = 2000;

/// What one peer tells the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// Sent first on every connection: who the sender is and where its game stands.
    Hello {
        /// The seat the sender holds.
        seat: Color,
        /// The sender's seat token, proving the seat.
        token: u64,
        /// Moves in the sender's game.
        ply: u32,
        /// Hash of the sender's position at `ply`.
        hash: u64,
        /// The sender's numbering: a random id chosen when it started numbering. Another one
        /// means the sender lost its numbering (a reload without storage): count afresh.
        epoch: u64,
        /// The first number the sender sends on this connection: what the receiver expects next.
        next: u64,
        /// Whether the sender has had the receiver's greeting (if not, the receiver greets back).
        seen: bool,
    },
    /// Nothing but the envelope's acknowledgement.
    Ack,
    /// The sender played a move.
    Move {
        /// Moves in the game before this one.
        ply: u32,
        /// The move in the game's notation.
        text: String,
        /// How long the sender thought, as it measured (ms).
        think: u64,
        /// Hash of the position after the move.
        hash: u64,
    },
    /// What the receiver's move at `ply` cost beyond the thinking time it reported (ms): the
    /// network's lag past the allowance, as the sender observed it. Sent as soon as the move is
    /// taken; the receiver takes it from its own clock within the lag it could have seen
    /// ([`crate::session::charge`]).
    Charged {
        /// Moves in the game before the move charged.
        ply: u32,
        /// Milliseconds charged beyond the mover's report.
        extra: u64,
    },
    /// The sender's game does not match: send the whole game.
    SyncRequest,
    /// The whole game, from the peer that keeps the game's truth (the host).
    Sync {
        /// The start position's FEN.
        start: String,
        /// Every move, in the game's notation.
        moves: Vec<String>,
        /// Time left for White and Black when each one's clock last stopped, if on a clock.
        clocks: Option<[u64; 2]>,
        /// How long the running clock has run this turn (ms; 0 when none runs): the receiver starts
        /// it that long before the arrival.
        ran: u64,
        /// How the players ended the game, if they did.
        decision: Option<Decision>,
        /// Whether the game was called off.
        aborted: bool,
        /// The last of the receiver's numbered messages this game accounts for. A resent
        /// message carries a newer acknowledgement than when it was written, so the game's own
        /// count tells the receiver whether a move it sent since is missing from it.
        seen: u64,
    },
    /// The sender proposes something the receiver answers, in its game after `ply` moves (a
    /// proposal overtaken by a move is void on both devices).
    Propose {
        /// What.
        offer: Offer,
        /// Moves in the sender's game.
        ply: u32,
    },
    /// The sender answers the receiver's proposal, in its game after `ply` moves.
    Answer {
        /// What was proposed.
        offer: Offer,
        /// Yes or no.
        accept: bool,
        /// Moves in the sender's game.
        ply: u32,
    },
    /// The sender resigns.
    Resign,
    /// The sender calls the game off before both sides have moved (no result), in its game
    /// after `ply` moves.
    Abort {
        /// Moves in the sender's game.
        ply: u32,
    },
    /// The sender says the receiver's time ran out, in the game after `ply` moves.
    FlagClaim {
        /// Moves in the game.
        ply: u32,
    },
    /// The sender confirms its own time ran out after `ply` moves.
    FlagFell {
        /// Moves in the game.
        ply: u32,
    },
    /// The receiver was gone long enough: the sender claimed the game in its game after `ply`
    /// moves, won (`win`) or drawn. Honoured by a receiver that saw the link drop there.
    Claimed {
        /// Moves in the sender's game.
        ply: u32,
        /// A win for the sender; else a draw.
        win: bool,
    },
    /// The sender's time has not run out: it has `left` ms.
    NotFlagged {
        /// What the sender has left (ms).
        left: u64,
    },
    /// A preset chat phrase.
    Chat(Phrase),
}

/// A message with its envelope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The game it belongs to.
    pub game: u64,
    /// The sender's number for it (0: not numbered, never acknowledged nor resent).
    pub seq: u64,
    /// The last number the sender received in order.
    pub ack: u64,
    /// What it says.
    pub body: Body,
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// Longer than [`MAX_LEN`].
    TooLong(usize),
    /// Not a damas live message at all.
    NotOurs,
    /// A damas live message of another protocol version.
    Version(u32),
    /// A field is missing or unreadable (its name).
    Field(&'static str),
    /// An unknown kind letter.
    Kind,
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLong(n) => write!(f, "a message of {n} bytes is longer than {MAX_LEN}"),
            WireError::NotOurs => write!(f, "not a damas live message"),
            WireError::Version(v) => write!(f, "live protocol {v}, this page speaks {VERSION}"),
            WireError::Field(name) => write!(f, "the message's {name} is missing or unreadable"),
            WireError::Kind => write!(f, "an unknown kind of message"),
        }
    }
}

impl std::error::Error for WireError {}

/// The message's text.
#[must_use]
pub fn encode(m: &Message) -> String {
    let head = format!("d{VERSION}|{:016x}|{}|{}", m.game, m.seq, m.ack);
    let body = match &m.body {
        Body::Hello { seat, token, ply, hash, epoch, next, seen } => {
            format!("H|{}|{token:016x}|{ply}|{hash:016x}|{epoch:016x}|{next}|{}", seat_char(*seat), u8::from(*seen))
        }
        Body::Ack => "A".to_string(),
        Body::Move { ply, text, think, hash } => format!("M|{ply}|{text}|{think}|{hash:016x}"),
        Body::Charged { ply, extra } => format!("T|{ply}|{extra}"),
        Body::SyncRequest => "Q".to_string(),
        Body::Sync { start, moves, clocks, ran, decision, aborted, seen } => {
            let result = if *aborted { "aborted" } else { decision.map_or("-", Decision::name) };
            format!("S|{start}|{}|{}|{ran}|{result}|{seen}", moves.join(";"), clocks_text(*clocks))
        }
        Body::Propose { offer, ply } => format!("P|{}|{ply}", offer.name()),
        Body::Answer { offer, accept, ply } => format!("R|{}|{}|{ply}", offer.name(), u8::from(*accept)),
        Body::Resign => "G".to_string(),
        Body::Abort { ply } => format!("X|{ply}"),
        Body::FlagClaim { ply } => format!("F|{ply}"),
        Body::FlagFell { ply } => format!("L|{ply}"),
        Body::Claimed { ply, win } => format!("W|{ply}|{}", u8::from(*win)),
        Body::NotFlagged { left } => format!("N|{left}"),
        Body::Chat(phrase) => format!("C|{}", phrase.name()),
    };
    format!("{head}|{body}")
}

/// Reads a message.
///
/// # Errors
/// Why the text is not a message this build reads.
pub fn decode(text: &str) -> Result<Message, WireError> {
    if text.len() > MAX_LEN {
        return Err(WireError::TooLong(text.len()));
    }
    let mut f = Fields(text.split('|'));
    let version = f.next("version")?;
    let version = version.strip_prefix('d').ok_or(WireError::NotOurs)?;
    let version: u32 = version.parse().map_err(|_| WireError::NotOurs)?;
    if version != VERSION {
        return Err(WireError::Version(version));
    }
    let game = f.hex("game")?;
    let seq = f.number("sequence number")?;
    let ack = f.number("acknowledgement")?;
    let body = match f.next("kind")? {
        "H" => Body::Hello {
            seat: seat(f.next("seat")?)?,
            token: f.hex("token")?,
            ply: f.number("ply")?,
            hash: f.hex("hash")?,
            epoch: f.hex("numbering")?,
            next: f.number("next number")?,
            seen: f.flag("greeting seen")?,
        },
        "A" => Body::Ack,
        "M" => Body::Move {
            ply: f.number("ply")?,
            text: f.text("move")?,
            think: f.number("thinking time")?,
            hash: f.hex("hash")?,
        },
        "T" => Body::Charged { ply: f.number("ply")?, extra: f.number("time charged")? },
        "Q" => Body::SyncRequest,
        "S" => {
            let start = f.text("start")?;
            let moves = f.next("moves")?;
            let moves: Vec<String> = if moves.is_empty() { Vec::new() } else { moves.split(';').map(str::to_string).collect() };
            if moves.len() > MAX_MOVES || moves.iter().any(|m| !plain(m)) {
                return Err(WireError::Field("moves"));
            }
            let clocks = clocks(f.next("clocks")?)?;
            let ran = f.number("time run")?;
            let (decision, aborted) = match f.next("result")? {
                "-" => (None, false),
                "aborted" => (None, true),
                name => (Some(name.parse::<Decision>().map_err(|_| WireError::Field("result"))?), false),
            };
            Body::Sync { start, moves, clocks, ran, decision, aborted, seen: f.number("messages seen")? }
        }
        "P" => Body::Propose { offer: Offer::from_name(f.next("proposal")?).ok_or(WireError::Field("proposal"))?, ply: f.number("ply")? },
        "R" => Body::Answer {
            offer: Offer::from_name(f.next("proposal")?).ok_or(WireError::Field("proposal"))?,
            accept: f.flag("answer")?,
            ply: f.number("ply")?,
        },
        "G" => Body::Resign,
        "X" => Body::Abort { ply: f.number("ply")? },
        "F" => Body::FlagClaim { ply: f.number("ply")? },
        "L" => Body::FlagFell { ply: f.number("ply")? },
        "W" => Body::Claimed { ply: f.number("ply")?, win: f.flag("claim")? },
        "N" => Body::NotFlagged { left: f.number("time left")? },
        "C" => Body::Chat(Phrase::from_name(f.next("phrase")?).ok_or(WireError::Field("phrase"))?),
        _ => return Err(WireError::Kind),
    };
    if f.0.next().is_some() {
        return Err(WireError::Field("end"));
    }
    Ok(Message { game, seq, ack, body })
}

/// The fields of a message, in order.
struct Fields<'a>(std::str::Split<'a, char>);

impl<'a> Fields<'a> {
    fn next(&mut self, name: &'static str) -> Result<&'a str, WireError> {
        self.0.next().ok_or(WireError::Field(name))
    }

    fn number<T: std::str::FromStr>(&mut self, name: &'static str) -> Result<T, WireError> {
        let field = self.next(name)?;
        if field.is_empty() || field.len() > 20 || !field.bytes().all(|b| b.is_ascii_digit()) {
            return Err(WireError::Field(name));
        }
        field.parse().map_err(|_| WireError::Field(name))
    }

    fn hex(&mut self, name: &'static str) -> Result<u64, WireError> {
        let field = self.next(name)?;
        if field.is_empty() || field.len() > 16 || !field.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(WireError::Field(name));
        }
        u64::from_str_radix(field, 16).map_err(|_| WireError::Field(name))
    }

    /// `1` or `0`.
    fn flag(&mut self, name: &'static str) -> Result<bool, WireError> {
        match self.next(name)? {
            "1" => Ok(true),
            "0" => Ok(false),
            _ => Err(WireError::Field(name)),
        }
    }

    /// A non-empty field of plain printable ASCII (a move, a FEN).
    fn text(&mut self, name: &'static str) -> Result<String, WireError> {
        let field = self.next(name)?;
        if field.is_empty() || field.len() > 400 || !plain(field) {
            return Err(WireError::Field(name));
        }
        Ok(field.to_string())
    }
}

/// Printable ASCII without the separators.
fn plain(s: &str) -> bool {
    !s.is_empty() && s.len() <= 400 && s.bytes().all(|b| b.is_ascii_graphic() && b != b'|' && b != b';')
}

fn seat_char(seat: Color) -> char {
    match seat {
        Color::White => 'w',
        Color::Black => 'b',
    }
}

fn seat(field: &str) -> Result<Color, WireError> {
    match field {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(WireError::Field("seat")),
    }
}

fn clocks_text(clocks: Option<[u64; 2]>) -> String {
    clocks.map_or_else(|| "-".to_string(), |[w, b]| format!("{w},{b}"))
}

fn clocks(field: &str) -> Result<Option<[u64; 2]>, WireError> {
    if field == "-" {
        return Ok(None);
    }
    let bad = || WireError::Field("clocks");
    let (w, b) = field.split_once(',').ok_or_else(bad)?;
    let read = |s: &str| -> Result<u64, WireError> {
        if s.is_empty() || s.len() > 12 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse().map_err(|_| bad())
    };
    Ok(Some([read(w)?, read(b)?]))
}

#[cfg(test)]
mod tests;
