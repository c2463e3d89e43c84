//! The host's certificate, as a room's invitation names it. In a room every member is linked to
//! every other, and any of them can introduce itself from the host's seat; the one that truly is
//! the host is the one whose WebRTC connection is made with the host's DTLS certificate. The host
//! keeps one certificate on its device (the page stores it), its SHA-256 fingerprint goes in the
//! invitation, and a guest believes as host only a member whose connection's description carries
//! that fingerprint: DTLS refuses a peer whose certificate does not match its description, so
//! nobody without the host's private key can open a link that passes.

use crate::sdp::base64url;
use std::fmt;

/// A SHA-256 certificate fingerprint (RFC 8122's `a=fingerprint:sha-256 …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fingerprint(pub [u8; 32]);

/// Why an invitation's fingerprint cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadFingerprint;

impl fmt::Display for BadFingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the host's certificate is not a SHA-256 fingerprint")
    }
}

impl std::error::Error for BadFingerprint {}

impl Fingerprint {
    /// Its text in a link: 43 base64url characters.
    #[must_use]
    pub fn to_param(&self) -> String {
        base64url::encode(&self.0)
    }

    /// Reads [`Fingerprint::to_param`]'s text.
    ///
    /// # Errors
    /// When it is not 32 bytes of base64url.
    pub fn parse(text: &str) -> Result<Fingerprint, BadFingerprint> {
        if text.len() != 43 {
            return Err(BadFingerprint);
        }
        let bytes = base64url::decode(text).map_err(|_| BadFingerprint)?;
        bytes.try_into().map(Fingerprint).map_err(|_| BadFingerprint)
    }

    /// The fingerprint an SDP names for its certificate: `None` unless it names at least one and
    /// every `a=fingerprint` line (session or media level) is this same SHA-256 value. A
    /// description that lists several certificates is refused: which one the peer uses would be
    /// the peer's choice.
    #[must_use]
    pub fn of_sdp(sdp: &str) -> Option<Fingerprint> {
        let mut found = None;
        for line in sdp.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let Some(value) = line.strip_prefix("a=fingerprint:") else { continue };
            let fp = sha256(value)?;
            if found.replace(fp).is_some_and(|before| before != fp) {
                return None;
            }
        }
        found
    }

    /// Whether a connection whose remote description is `sdp` was made with this certificate.
    #[must_use]
    pub fn proven_by(&self, sdp: &str) -> bool {
        Fingerprint::of_sdp(sdp) == Some(*self)
    }
}

/// Reads `sha-256 AA:BB:…` (32 bytes, two hex digits each).
fn sha256(value: &str) -> Option<Fingerprint> {
    let (name, hex) = value.trim().split_once(' ')?;
    if !name.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let mut bytes = [0u8; 32];
    let mut parts = hex.split(':');
    for b in &mut bytes {
        let part = parts.next()?;
        if part.len() != 2 {
            return None;
        }
        *b = u8::from_str_radix(part, 16).ok()?;
    }
    parts.next().is_none().then_some(Fingerprint(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEX: &str = "0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9";

    fn fp() -> Fingerprint {
        Fingerprint::of_sdp(&format!("v=0\r\na=fingerprint:sha-256 {HEX}\r\n")).expect("one fingerprint")
    }

    #[test]
    fn read_from_an_sdp_and_written_in_a_link() {
        let fp = fp();
        assert_eq!(fp.0[0], 0x0a);
        assert_eq!(fp.0[31], 0xf9);
        let param = fp.to_param();
        assert_eq!(param.len(), 43);
        assert_eq!(Fingerprint::parse(&param), Ok(fp));
    }

    #[test]
    fn a_description_proves_only_its_own_certificate() {
        let fp = fp();
        let session_level = format!("v=0\r\na=fingerprint:sha-256 {HEX}\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n");
        let both_levels = format!("{session_level}a=fingerprint:SHA-256 {HEX}\r\n");
        assert!(fp.proven_by(&session_level));
        assert!(fp.proven_by(&both_levels));
        let other = HEX.replacen("0A", "0B", 1);
        assert!(!fp.proven_by(&format!("v=0\r\na=fingerprint:sha-256 {other}\r\n")));
        // The host's and another beside it: the peer could use either.
        assert!(!fp.proven_by(&format!("{session_level}a=fingerprint:sha-256 {other}\r\n")));
        // None, another hash, a short or long digest, bad hex.
        assert!(!fp.proven_by("v=0\r\n"));
        assert!(!fp.proven_by(&format!("a=fingerprint:sha-1 {HEX}")));
        assert!(!fp.proven_by(&format!("a=fingerprint:sha-256 {}", &HEX[..HEX.len() - 3])));
        assert!(!fp.proven_by(&format!("a=fingerprint:sha-256 {HEX}:00")));
        assert!(!fp.proven_by(&format!("a=fingerprint:sha-256 {}", HEX.replacen("0A", "0G", 1))));
        assert!(!fp.proven_by(&format!("a=fingerprint:sha-256 {}", HEX.replacen("0A", "A", 1))));
    }

    #[test]
    fn a_bad_parameter_is_refused() {
        for bad in ["", "abc", &"A".repeat(42), &"A".repeat(44), &format!("{}=", "A".repeat(42)), &"A".repeat(43).replacen('A', "!", 1)] {
            assert_eq!(Fingerprint::parse(bad), Err(BadFingerprint), "{bad:?}");
        }
        // 43 characters whose last one has loose bits.
        assert_eq!(Fingerprint::parse(&"B".repeat(43)), Err(BadFingerprint));
    }
}
