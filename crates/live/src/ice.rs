//! The ICE setting: which STUN/TURN servers a peer connection may ask for its addresses. It is a
//! preference and a link parameter (`ice=`), carried by the invite so both players use the same.
//!
//! The parameter's value (after the link's own URL decoding):
//!
//! ```text
//! ice        = "none" | "default" | server *("," server)
//! server     = uri [ "~" username "~" credential ]
//! uri        = ("stun" | "stuns" | "turn" | "turns") ":" host [":" port] [ "?transport=" ("udp" | "tcp") ]
//! host       = name | IPv4 | "[" IPv6 "]"
//! username, credential = percent-encoded UTF-8 (letters, digits, "-", ".", "_" as themselves)
//! ```
//!
//! `none`: no server, host candidates only (two devices on one LAN, or the tests). `default`: one
//! public STUN server, [`DEFAULT_STUN`]. A TURN server needs a username and a credential
//! (browsers refuse one without). At most [`MAX_SERVERS`] servers. A link's value is hostile
//! input: [`IceSetting::parse`] answers a typed [`IceError`], never a panic.

use std::fmt;

/// The STUN server `default` names: Google's public one, which most WebRTC apps use (matchbox's
/// default too). It learns each player's public address, nothing of the game.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";
/// At most this many custom servers.
pub const MAX_SERVERS: usize = 4;
/// The longest username or credential, and the longest URI.
pub const MAX_FIELD: usize = 256;

/// Which ICE servers to use.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum IceSetting {
    /// No server: host candidates only (same LAN).
    None,
    /// The public STUN server [`DEFAULT_STUN`].
    #[default]
    Default,
    /// The player's own STUN/TURN servers.
    Custom(Vec<IceServer>),
}

/// One server as `RTCIceServer` takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceServer {
    /// A `stun:`, `stuns:`, `turn:` or `turns:` URI (RFC 7064, 7065).
    pub url: String,
    /// The username and credential, for TURN.
    pub credentials: Option<(String, String)>,
}

/// Why an `ice=` value was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IceError {
    Empty,
    /// More than [`MAX_SERVERS`] servers.
    TooManyServers(usize),
    /// A URI, username or credential longer than [`MAX_FIELD`].
    TooLong,
    /// Not a `stun:`, `stuns:`, `turn:` or `turns:` URI.
    NotIceUrl(String),
    /// The URI's host is not a name or an address.
    BadHost(String),
    /// The URI's port is not 1-65535.
    BadPort(String),
    /// Something after the host and port other than `?transport=udp|tcp`.
    BadTransport(String),
    /// A TURN server without a username and credential.
    TurnNeedsCredentials(String),
    /// A username or credential that is not well percent-encoded UTF-8 text, or a stray `~`.
    BadCredentials,
}

impl fmt::Display for IceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IceError::Empty => write!(f, "the ICE setting is empty"),
            IceError::TooManyServers(n) => write!(f, "{n} ICE servers are listed, at most {MAX_SERVERS} are allowed"),
            IceError::TooLong => write!(f, "an ICE server's address or login is longer than {MAX_FIELD} characters"),
            IceError::NotIceUrl(u) => write!(f, "{u:?} is not a stun:, stuns:, turn: or turns: address"),
            IceError::BadHost(u) => write!(f, "the server name in {u:?} is not valid"),
            IceError::BadPort(u) => write!(f, "the port in {u:?} is not a number from 1 to 65535"),
            IceError::BadTransport(u) => write!(f, "{u:?} may only end with ?transport=udp or ?transport=tcp"),
            IceError::TurnNeedsCredentials(u) => write!(f, "the TURN server {u:?} needs a username and a password"),
            IceError::BadCredentials => write!(f, "an ICE server's username or password is not valid"),
        }
    }
}

impl std::error::Error for IceError {}

impl IceSetting {
    /// Reads an `ice=` value (already URL-decoded by the link's reader).
    pub fn parse(value: &str) -> Result<IceSetting, IceError> {
        match value.trim() {
            "" => Err(IceError::Empty),
            "none" => Ok(IceSetting::None),
            "default" => Ok(IceSetting::Default),
            list => {
                let count = list.split(',').count();
                if count > MAX_SERVERS {
                    return Err(IceError::TooManyServers(count));
                }
                list.split(',').map(|s| IceServer::parse(s.trim())).collect::<Result<_, _>>().map(IceSetting::Custom)
            }
        }
    }

    /// The `ice=` value (to be URL-encoded by the link's writer, as any parameter).
    pub fn to_param(&self) -> String {
        match self {
            IceSetting::None => "none".into(),
            IceSetting::Default => "default".into(),
            IceSetting::Custom(list) => list.iter().map(IceServer::to_param).collect::<Vec<_>>().join(","),
        }
    }

    /// The servers to hand to `RTCPeerConnection` (empty for `none`).
    pub fn servers(&self) -> Vec<IceServer> {
        match self {
            IceSetting::None => Vec::new(),
            IceSetting::Default => vec![IceServer { url: DEFAULT_STUN.into(), credentials: None }],
            IceSetting::Custom(list) => list.clone(),
        }
    }
}

impl IceServer {
    fn parse(s: &str) -> Result<IceServer, IceError> {
        let mut parts = s.split('~');
        let url = parts.next().unwrap_or("");
        let credentials = match (parts.next(), parts.next(), parts.next()) {
            (None, _, _) => None,
            (Some(u), Some(c), None) => Some((percent_decode(u)?, percent_decode(c)?)),
            _ => return Err(IceError::BadCredentials),
        };
        check_url(url)?;
        if url.starts_with("turn") && credentials.is_none() {
            return Err(IceError::TurnNeedsCredentials(url.to_string()));
        }
        Ok(IceServer { url: url.to_string(), credentials })
    }

    fn to_param(&self) -> String {
        match &self.credentials {
            None => self.url.clone(),
            Some((u, c)) => format!("{}~{}~{}", self.url, percent_encode(u), percent_encode(c)),
        }
    }
}

/// Checks a STUN/TURN URI: scheme, host, port, transport.
fn check_url(url: &str) -> Result<(), IceError> {
    let bad = |f: fn(String) -> IceError| f(url.to_string());
    if url.len() > MAX_FIELD {
        return Err(IceError::TooLong);
    }
    let (scheme, rest) = url.split_once(':').ok_or_else(|| bad(IceError::NotIceUrl))?;
    if !matches!(scheme, "stun" | "stuns" | "turn" | "turns") {
        return Err(bad(IceError::NotIceUrl));
    }
    let (hostport, query) = match rest.split_once('?') {
        Some((h, q)) => (h, Some(q)),
        None => (rest, None),
    };
    match query {
        None => {}
        Some("transport=udp" | "transport=tcp") if scheme.starts_with("turn") => {}
        Some(_) => return Err(bad(IceError::BadTransport)),
    }
    let (host, port) = if let Some(v6) = hostport.strip_prefix('[') {
        let (addr, after) = v6.split_once(']').ok_or_else(|| bad(IceError::BadHost))?;
        // An IPv6 address's characters (the browser checks the rest; std's parser would cost the
        // page's wasm some kilobytes).
        let v6 = (2..=45).contains(&addr.len()) && addr.contains(':') && addr.bytes().all(|c| c.is_ascii_hexdigit() || c == b':' || c == b'.');
        if !v6 {
            return Err(bad(IceError::BadHost));
        }
        match after {
            "" => (addr, None),
            p => (addr, Some(p.strip_prefix(':').ok_or_else(|| bad(IceError::BadHost))?)),
        }
    } else {
        match hostport.split_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (hostport, None),
        }
    };
    let name_ok = |h: &str| {
        (1..=253).contains(&h.len())
            && h.split('.').all(|l| !l.is_empty() && l.len() <= 63 && !l.starts_with('-') && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-'))
    };
    // A name, or an IPv4 address (its dotted digits are a name's characters).
    if !hostport.starts_with('[') && !name_ok(host) {
        return Err(bad(IceError::BadHost));
    }
    if let Some(p) = port {
        let ok = !p.is_empty() && p.len() <= 5 && !p.starts_with('0') && p.bytes().all(|c| c.is_ascii_digit()) && p.parse::<u32>().is_ok_and(|n| n <= 65535);
        if !ok {
            return Err(bad(IceError::BadPort));
        }
    }
    Ok(())
}

/// Percent-encodes all but letters, digits, `-`, `.` and `_` (so `~` and `,` never appear).
fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Reads a percent-encoded field: UTF-8, no control characters, at most [`MAX_FIELD`] bytes.
fn percent_decode(s: &str) -> Result<String, IceError> {
    if s.len() > 3 * MAX_FIELD {
        return Err(IceError::TooLong);
    }
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = |c: u8| (c as char).to_digit(16);
            let (Some(hi), Some(lo)) = (b.get(i + 1).copied().and_then(hex), b.get(i + 2).copied().and_then(hex)) else {
                return Err(IceError::BadCredentials);
            };
            out.push((hi * 16 + lo) as u8);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    let text = String::from_utf8(out).map_err(|_| IceError::BadCredentials)?;
    if text.len() > MAX_FIELD {
        return Err(IceError::TooLong);
    }
    if text.chars().any(char::is_control) {
        return Err(IceError::BadCredentials);
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(url: &str, u: &str, c: &str) -> IceServer {
        IceServer { url: url.into(), credentials: Some((u.into(), c.into())) }
    }

    #[test]
    fn none_and_default_read_and_write_as_words() {
        assert_eq!(IceSetting::parse("none"), Ok(IceSetting::None));
        assert_eq!(IceSetting::parse(" default "), Ok(IceSetting::Default));
        assert_eq!(IceSetting::None.to_param(), "none");
        assert_eq!(IceSetting::default().to_param(), "default");
        assert!(IceSetting::None.servers().is_empty());
        assert_eq!(IceSetting::Default.servers()[0].url, DEFAULT_STUN);
        assert_eq!(IceSetting::Default.servers()[0].credentials, None);
    }

    #[test]
    fn custom_servers_round_trip_with_any_credentials() {
        let setting = IceSetting::Custom(vec![
            IceServer { url: "stun:stun.example.org".into(), credentials: None },
            turn("turn:10.0.0.7:3478?transport=tcp", "club~user,1", "pä ss%~/&=+"),
            turn("turns:[2001:db8::1]:5349", "", "x"),
        ]);
        let param = setting.to_param();
        assert!(!param.contains(' ') && param.matches('~').count() == 4, "{param}");
        assert_eq!(IceSetting::parse(&param), Ok(setting.clone()));
        assert_eq!(setting.servers().len(), 3);
        assert_eq!(
            IceSetting::parse("turn:turn.example.org:3478~alice~s3cret"),
            Ok(IceSetting::Custom(vec![turn("turn:turn.example.org:3478", "alice", "s3cret")]))
        );
    }

    #[test]
    fn hostile_values_get_typed_errors() {
        let cases: &[(&str, IceError)] = &[
            ("", IceError::Empty),
            ("http://example.org", IceError::NotIceUrl("http://example.org".into())),
            ("stun", IceError::NotIceUrl("stun".into())),
            ("javascript:alert(1)", IceError::NotIceUrl("javascript:alert(1)".into())),
            ("stun:", IceError::BadHost("stun:".into())),
            ("stun:exa mple.org", IceError::BadHost("stun:exa mple.org".into())),
            ("stun:<b>", IceError::BadHost("stun:<b>".into())),
            ("stun:[::1", IceError::BadHost("stun:[::1".into())),
            ("stun:[zz]:3478", IceError::BadHost("stun:[zz]:3478".into())),
            ("stun:a.org:0", IceError::BadPort("stun:a.org:0".into())),
            ("stun:a.org:65536", IceError::BadPort("stun:a.org:65536".into())),
            ("stun:a.org:", IceError::BadPort("stun:a.org:".into())),
            ("stun:a.org?transport=udp", IceError::BadTransport("stun:a.org?transport=udp".into())),
            ("turn:a.org?transport=sctp~u~p", IceError::BadTransport("turn:a.org?transport=sctp".into())),
            ("turn:a.org", IceError::TurnNeedsCredentials("turn:a.org".into())),
            ("turn:a.org~u", IceError::BadCredentials),
            ("turn:a.org~u~p~q", IceError::BadCredentials),
            ("turn:a.org~%zz~p", IceError::BadCredentials),
            ("turn:a.org~%ff~p", IceError::BadCredentials),
            ("turn:a.org~%0a~p", IceError::BadCredentials),
            ("turn:a.org~u~%", IceError::BadCredentials),
            ("stun:a,stun:b,stun:c,stun:d,stun:e", IceError::TooManyServers(5)),
        ];
        for (value, want) in cases {
            assert_eq!(IceSetting::parse(value).as_ref(), Err(want), "{value:?}");
            assert!(!want.to_string().is_empty());
        }
        let long = format!("stun:{}.org", "a".repeat(300));
        assert_eq!(IceSetting::parse(&long), Err(IceError::TooLong));
        assert_eq!(IceSetting::parse(&format!("turn:a.org~{}~p", "u".repeat(257))), Err(IceError::TooLong));
    }

    #[test]
    fn random_values_never_panic() {
        let alphabet = b"stunr:[]?~,%0123456789abcdef.-_=/ \xc3\xa9";
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let n = (x % 40) as usize;
            let mut bytes = Vec::with_capacity(n);
            let mut y = x;
            for _ in 0..n {
                y = y.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                bytes.push(alphabet[(y >> 33) as usize % alphabet.len()]);
            }
            let s = String::from_utf8_lossy(&bytes);
            if let Ok(setting) = IceSetting::parse(&s) {
                assert_eq!(IceSetting::parse(&setting.to_param()), Ok(setting));
            }
        }
    }
}
