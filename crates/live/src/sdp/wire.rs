//! The bytes of a code: a [`Description`] packed tightly, or a whole SDP. Layout (version 1):
//!
//! - header byte: bit 0 answer, bit 1 whole SDP follows, bits 2-3 setup (actpass, active,
//!   passive), bit 4 a non-default SCTP port follows, bit 5 a max-message-size follows, bit 6
//!   trickle, bit 7 zero. A whole SDP's header has only bits 0 and 1; its UTF-8 text follows.
//! - ufrag, pwd: a length byte, then the `ice-char`s at 6 bits each (they are base64's alphabet);
//! - the hash (1 sha-1 … 5 sha-512) and the digest's bytes; the SCTP port (u16), the
//!   max-message-size (u32), when flagged; all numbers big-endian;
//! - the candidate count, then per candidate a byte (bits 0-1 type host/srflx/prflx/relay,
//!   bits 2-3 transport udp/tcp active/passive/so, bits 4-5 address kind (0 IPv4, 2 mDNS
//!   uuid, 3 text: an IPv6 address or a name; 1 is unused), bit 6 related address follows, bit 7 zero), foundation u32, priority u32,
//!   address, port u16, and the related address (kind byte, address, port).
//!
//! An address is 4 bytes, a uuid 16, a text a length byte and its characters.

use super::model::{is_host_name, Address, Candidate, CandidateType, Description, Hash, Kind, Setup, Transport, MAX_CANDIDATES, SCTP_PORT};
use super::SdpError;

const ANSWER: u8 = 1;
const WHOLE: u8 = 2;
const SCTP: u8 = 1 << 4;
const MMS: u8 = 1 << 5;
const TRICKLE: u8 = 1 << 6;
const RELATED: u8 = 1 << 6;

/// What a code's bytes hold.
pub enum Content {
    Compact(Description),
    Whole(Kind, String),
}

fn kind_bit(kind: Kind) -> u8 {
    if kind == Kind::Answer {
        ANSWER
    } else {
        0
    }
}

/// The bytes of a whole SDP.
pub fn pack_whole(kind: Kind, sdp: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(sdp.len() + 1);
    out.push(WHOLE | kind_bit(kind));
    out.extend_from_slice(sdp.as_bytes());
    out
}

/// The bytes of a description (which [`Description::parse`] or [`unpack`] made, so its fields
/// are within the format's limits).
pub fn pack(d: &Description) -> Vec<u8> {
    let setup = match d.setup {
        Setup::ActPass => 0,
        Setup::Active => 1,
        Setup::Passive => 2,
    };
    let mut header = kind_bit(d.kind) | (setup << 2);
    if d.sctp_port != SCTP_PORT {
        header |= SCTP;
    }
    if d.max_message_size.is_some() {
        header |= MMS;
    }
    if d.trickle {
        header |= TRICKLE;
    }
    let mut out = vec![header];
    pack_ice_text(&mut out, &d.ufrag);
    pack_ice_text(&mut out, &d.pwd);
    out.push(Hash::ALL.iter().position(|h| *h == d.hash).unwrap_or(0) as u8 + 1);
    out.extend_from_slice(&d.fingerprint);
    if d.sctp_port != SCTP_PORT {
        out.extend_from_slice(&d.sctp_port.to_be_bytes());
    }
    if let Some(m) = d.max_message_size {
        out.extend_from_slice(&m.to_be_bytes());
    }
    out.push(d.candidates.len() as u8);
    for c in &d.candidates {
        let typ = match c.typ {
            CandidateType::Host => 0,
            CandidateType::Srflx => 1,
            CandidateType::Prflx => 2,
            CandidateType::Relay => 3,
        };
        let transport = match c.transport {
            Transport::Udp => 0,
            Transport::TcpActive => 1,
            Transport::TcpPassive => 2,
            Transport::TcpSo => 3,
        };
        let related = if c.related.is_some() { RELATED } else { 0 };
        out.push(typ | (transport << 2) | (address_kind(&c.address) << 4) | related);
        out.extend_from_slice(&c.foundation.to_be_bytes());
        out.extend_from_slice(&c.priority.to_be_bytes());
        pack_address(&mut out, &c.address);
        out.extend_from_slice(&c.port.to_be_bytes());
        if let Some((a, p)) = &c.related {
            out.push(address_kind(a));
            pack_address(&mut out, a);
            out.extend_from_slice(&p.to_be_bytes());
        }
    }
    out
}

fn address_kind(a: &Address) -> u8 {
    match a {
        Address::V4(_) => 0,
        Address::Mdns(_) => 2,
        Address::Name(_) => 3,
    }
}

fn pack_address(out: &mut Vec<u8>, a: &Address) {
    match a {
        Address::V4(a) => out.extend_from_slice(a),
        Address::Mdns(u) => out.extend_from_slice(u),
        Address::Name(n) => {
            out.push(n.len() as u8);
            out.extend_from_slice(n.as_bytes());
        }
    }
}

fn pack_ice_text(out: &mut Vec<u8>, s: &str) {
    out.push(s.len() as u8);
    let mut acc = 0u32;
    let mut bits = 0;
    for c in s.bytes() {
        acc = (acc << 6) | u32::from(ice_value(c));
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

/// An `ice-char`'s place in base64's standard alphabet (A-Z a-z 0-9 + /).
fn ice_value(c: u8) -> u8 {
    match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    }
}

const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Reads bytes with every read checked: a short input is [`SdpError::Truncated`], never a panic.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], SdpError> {
        if n > self.bytes.len() {
            return Err(SdpError::Truncated);
        }
        let (head, tail) = self.bytes.split_at(n);
        self.bytes = tail;
        Ok(head)
    }
    fn u8(&mut self) -> Result<u8, SdpError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, SdpError> {
        let b = self.take(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }
    fn u32(&mut self) -> Result<u32, SdpError> {
        let b = self.take(4)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn array<const N: usize>(&mut self) -> Result<[u8; N], SdpError> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn ice_text(&mut self, field: &'static str) -> Result<String, SdpError> {
        let n = usize::from(self.u8()?);
        if n == 0 {
            return Err(SdpError::BadField(field));
        }
        let packed = self.take((n * 6).div_ceil(8))?;
        let mut s = String::with_capacity(n);
        let (mut acc, mut bits, mut bytes) = (0u32, 0, packed.iter());
        for _ in 0..n {
            if bits < 6 {
                acc = (acc << 8) | u32::from(*bytes.next().ok_or(SdpError::Truncated)?);
                bits += 8;
            }
            bits -= 6;
            s.push(char::from(ICE_CHARS[((acc >> bits) & 63) as usize]));
        }
        if acc & ((1 << bits) - 1) != 0 {
            return Err(SdpError::BadField(field));
        }
        Ok(s)
    }

    fn address(&mut self, kind: u8) -> Result<Address, SdpError> {
        Ok(match kind {
            0 => Address::V4(self.array::<4>()?),
            2 => Address::Mdns(self.array::<16>()?),
            3 => {
                let n = usize::from(self.u8()?);
                let name = std::str::from_utf8(self.take(n)?).map_err(|_| SdpError::BadField("candidate address"))?;
                if !is_host_name(name) {
                    return Err(SdpError::BadField("candidate address"));
                }
                Address::Name(name.to_string())
            }
            _ => return Err(SdpError::BadField("candidate address")),
        })
    }
}

/// Reads a code's bytes.
pub fn unpack(bytes: &[u8]) -> Result<Content, SdpError> {
    let mut r = Reader { bytes };
    let header = r.u8()?;
    let kind = if header & ANSWER != 0 { Kind::Answer } else { Kind::Offer };
    if header & WHOLE != 0 {
        if header & !(WHOLE | ANSWER) != 0 {
            return Err(SdpError::BadField("header"));
        }
        let text = std::str::from_utf8(r.bytes).map_err(|_| SdpError::NotText)?;
        return Ok(Content::Whole(kind, text.to_string()));
    }
    if header & 0x80 != 0 {
        return Err(SdpError::BadField("header"));
    }
    let setup = match (header >> 2) & 3 {
        0 => Setup::ActPass,
        1 => Setup::Active,
        2 => Setup::Passive,
        _ => return Err(SdpError::BadField("setup")),
    };
    let ufrag = r.ice_text("ice-ufrag")?;
    let pwd = r.ice_text("ice-pwd")?;
    let h = r.u8()?;
    let hash = *Hash::ALL.get(usize::from(h).wrapping_sub(1)).ok_or(SdpError::BadField("fingerprint"))?;
    let fingerprint = r.take(hash.digest_len())?.to_vec();
    let sctp_port = if header & SCTP != 0 { r.u16()? } else { SCTP_PORT };
    let max_message_size = if header & MMS != 0 { Some(r.u32()?) } else { None };
    let count = usize::from(r.u8()?);
    if count > MAX_CANDIDATES {
        return Err(SdpError::TooManyCandidates(count));
    }
    let mut candidates = Vec::with_capacity(count);
    for _ in 0..count {
        let b = r.u8()?;
        if b & 0x80 != 0 {
            return Err(SdpError::BadField("candidate"));
        }
        let typ = [CandidateType::Host, CandidateType::Srflx, CandidateType::Prflx, CandidateType::Relay][usize::from(b & 3)];
        let transport = [Transport::Udp, Transport::TcpActive, Transport::TcpPassive, Transport::TcpSo][usize::from((b >> 2) & 3)];
        let foundation = r.u32()?;
        let priority = r.u32()?;
        let address = r.address((b >> 4) & 3)?;
        let port = r.u16()?;
        let related = if b & RELATED != 0 {
            let k = r.u8()?;
            if k > 3 {
                return Err(SdpError::BadField("candidate"));
            }
            let a = r.address(k)?;
            Some((a, r.u16()?))
        } else {
            None
        };
        candidates.push(Candidate { foundation, priority, transport, address, port, typ, related });
    }
    if !r.bytes.is_empty() {
        return Err(SdpError::TrailingBytes);
    }
    Ok(Content::Compact(Description {
        kind,
        ufrag,
        pwd,
        hash,
        fingerprint,
        setup,
        sctp_port,
        max_message_size,
        trickle: header & TRICKLE != 0,
        candidates,
    }))
}
