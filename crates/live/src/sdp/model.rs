//! What a data-channel-only session description holds that matters for connecting (RFC 8839's
//! ICE attributes, RFC 8122's fingerprint, RFC 8841's SCTP attributes), read from the SDP text a
//! browser wrote and written back as an SDP a browser accepts. Everything else (session ids,
//! bundle and msid lines, candidate extensions such as `generation` or `network-cost`) is
//! dropped or fixed: only one data channel is ever negotiated. A description with anything this
//! model cannot hold is not read (`None`), and travels whole instead.


/// Offer or answer: the session description's type, which the SDP text itself does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// The DTLS role (`a=setup`, RFC 4145): an offer says `actpass`, an answer `active` or `passive`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// The certificate fingerprint's hash function (RFC 8122 names).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hash {
    Sha1,
    Sha224,
    Sha256,
    Sha384,
    Sha512,
}

impl Hash {
    pub const ALL: [Hash; 5] = [Hash::Sha1, Hash::Sha224, Hash::Sha256, Hash::Sha384, Hash::Sha512];

    pub fn name(self) -> &'static str {
        match self {
            Hash::Sha1 => "sha-1",
            Hash::Sha224 => "sha-224",
            Hash::Sha256 => "sha-256",
            Hash::Sha384 => "sha-384",
            Hash::Sha512 => "sha-512",
        }
    }

    /// The digest's length in bytes.
    pub fn digest_len(self) -> usize {
        match self {
            Hash::Sha1 => 20,
            Hash::Sha224 => 28,
            Hash::Sha256 => 32,
            Hash::Sha384 => 48,
            Hash::Sha512 => 64,
        }
    }
}

/// A candidate's address: an IPv4 address (4 bytes), a browser's mDNS name (`<uuid>.local`,
/// kept as the uuid's 16 bytes), or its text: an IPv6 address or another host name. (IPv6 as
/// text costs a few characters of code but keeps std's address parser out of the page's wasm.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    Mdns([u8; 16]),
    Name(String),
}

/// The candidate types of RFC 8445 §5.1.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CandidateType {
    Host,
    Srflx,
    Prflx,
    Relay,
}

/// UDP, or TCP with its RFC 6544 `tcptype`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    Udp,
    TcpActive,
    TcpPassive,
    TcpSo,
}

/// One `a=candidate` line, component 1 (a data channel over one bundled transport has no other).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub foundation: u32,
    pub priority: u32,
    pub transport: Transport,
    pub address: Address,
    pub port: u16,
    pub typ: CandidateType,
    /// `raddr`/`rport` of a reflexive or relayed candidate.
    pub related: Option<(Address, u16)>,
}

/// The parts of a data-channel-only description that connecting needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    pub kind: Kind,
    pub ufrag: String,
    pub pwd: String,
    pub hash: Hash,
    pub fingerprint: Vec<u8>,
    pub setup: Setup,
    pub sctp_port: u16,
    pub max_message_size: Option<u32>,
    pub trickle: bool,
    pub candidates: Vec<Candidate>,
}

/// The SCTP port every browser uses (RFC 8841's default).
pub const SCTP_PORT: u16 = 5000;
/// At most this many candidates are carried (a device with many interfaces travels whole).
pub const MAX_CANDIDATES: usize = 24;

/// An ICE ufrag or password: `ice-char`s only (letters, digits, `+`, `/`), 1 to 255 of them.
pub fn is_ice_text(s: &str) -> bool {
    (1..=255).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'+' || c == b'/')
}

/// A host name or IPv6 address a candidate may carry: letters, digits, `-`, `.` and `:`, at
/// most 253 characters, and not an IPv4 address (which travels as 4 bytes).
pub fn is_host_name(s: &str) -> bool {
    (1..=253).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b':')) && parse_v4(s).is_none()
}

/// A dotted IPv4 address as browsers write it (no leading zeros).
pub fn parse_v4(s: &str) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut parts = s.split('.');
    for b in &mut out {
        *b = number(parts.next()?)?;
    }
    parts.next().is_none().then_some(out)
}

impl Address {
    fn parse(s: &str) -> Option<Address> {
        if let Some(a) = parse_v4(s) {
            return Some(Address::V4(a));
        }
        if let Some(uuid) = s.strip_suffix(".local").and_then(parse_uuid) {
            return Some(Address::Mdns(uuid));
        }
        is_host_name(s).then(|| Address::Name(s.to_string()))
    }

    fn write(&self, out: &mut String) {
        match self {
            Address::V4(a) => {
                for (i, b) in a.iter().enumerate() {
                    if i > 0 {
                        out.push('.');
                    }
                    push_num(out, u64::from(*b));
                }
            }
            Address::Mdns(u) => {
                out.push_str(&uuid_text(u));
                out.push_str(".local");
            }
            Address::Name(n) => out.push_str(n),
        }
    }
}

/// A lowercase uuid, 8-4-4-4-12 hex digits (the form Chromium gives its mDNS names).
fn parse_uuid(s: &str) -> Option<[u8; 16]> {
    let b = s.as_bytes();
    if b.len() != 36 {
        return None;
    }
    let mut out = [0u8; 16];
    let mut k = 0;
    let mut i = 0;
    while i < 36 {
        if matches!(i, 8 | 13 | 18 | 23) {
            if b[i] != b'-' {
                return None;
            }
            i += 1;
            continue;
        }
        let hi = lower_hex(b[i])?;
        let lo = lower_hex(b[i + 1])?;
        out[k] = (hi << 4) | lo;
        k += 1;
        i += 2;
    }
    Some(out)
}

fn lower_hex(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    }
}

fn uuid_text(u: &[u8; 16]) -> String {
    let mut s = String::with_capacity(36);
    for (i, b) in u.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            s.push('-');
        }
        push_hex(&mut s, *b, b"0123456789abcdef");
    }
    s
}

/// Writes `n` in decimal (no formatting machinery: this code is in the page's wasm).
fn push_num(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// Writes a byte as two hex digits of `digits`.
fn push_hex(out: &mut String, b: u8, digits: &[u8; 16]) {
    out.push(char::from(digits[usize::from(b >> 4)]));
    out.push(char::from(digits[usize::from(b & 15)]));
}

/// A decimal number as a browser writes it: digits only, no leading zero, within `T`.
fn number<T: TryFrom<u32>>(s: &str) -> Option<T> {
    if s.is_empty() || s.len() > 10 || (s.len() > 1 && s.starts_with('0')) {
        return None;
    }
    let mut n = 0u32;
    for c in s.bytes() {
        if !c.is_ascii_digit() {
            return None;
        }
        n = n.checked_mul(10)?.checked_add(u32::from(c - b'0'))?;
    }
    T::try_from(n).ok()
}

impl Candidate {
    /// Reads the value of an `a=candidate:` line (RFC 8839 §5.1), dropping known extensions.
    fn parse(value: &str) -> Option<Candidate> {
        let f: Vec<&str> = value.split(' ').collect();
        if f.len() < 8 || f[1] != "1" || f[6] != "typ" {
            return None;
        }
        let typ = match f[7] {
            "host" => CandidateType::Host,
            "srflx" => CandidateType::Srflx,
            "prflx" => CandidateType::Prflx,
            "relay" => CandidateType::Relay,
            _ => return None,
        };
        let tcp = match f[2].to_ascii_lowercase().as_str() {
            "udp" => false,
            "tcp" => true,
            _ => return None,
        };
        let mut c = Candidate {
            foundation: number(f[0])?,
            priority: number(f[3])?,
            transport: Transport::Udp,
            address: Address::parse(f[4])?,
            port: number(f[5])?,
            typ,
            related: None,
        };
        let mut raddr = None;
        let mut rport = None;
        let mut tcptype = None;
        let rest = &f[8..];
        if rest.len() % 2 != 0 {
            return None;
        }
        for pair in rest.chunks(2) {
            let slot = match pair[0] {
                "raddr" => &mut raddr,
                "rport" => &mut rport,
                "tcptype" => &mut tcptype,
                "generation" | "ufrag" | "network-id" | "network-cost" => continue,
                _ => return None,
            };
            if slot.replace(pair[1]).is_some() {
                return None;
            }
        }
        c.related = match (raddr, rport) {
            (None, None) => None,
            (Some(a), Some(p)) => Some((Address::parse(a)?, number(p)?)),
            _ => return None,
        };
        c.transport = match (tcp, tcptype) {
            (false, None) => Transport::Udp,
            (true, Some("active")) => Transport::TcpActive,
            (true, Some("passive")) => Transport::TcpPassive,
            (true, Some("so")) => Transport::TcpSo,
            _ => return None,
        };
        Some(c)
    }

    fn write(&self, out: &mut String) {
        let transport = if self.transport == Transport::Udp { "udp" } else { "tcp" };
        out.push_str("a=candidate:");
        push_num(out, u64::from(self.foundation));
        out.push_str(" 1 ");
        out.push_str(transport);
        out.push(' ');
        push_num(out, u64::from(self.priority));
        out.push(' ');
        self.address.write(out);
        let typ = match self.typ {
            CandidateType::Host => "host",
            CandidateType::Srflx => "srflx",
            CandidateType::Prflx => "prflx",
            CandidateType::Relay => "relay",
        };
        out.push(' ');
        push_num(out, u64::from(self.port));
        out.push_str(" typ ");
        out.push_str(typ);
        if let Some((addr, port)) = &self.related {
            out.push_str(" raddr ");
            addr.write(out);
            out.push_str(" rport ");
            push_num(out, u64::from(*port));
        }
        match self.transport {
            Transport::Udp => {}
            Transport::TcpActive => out.push_str(" tcptype active"),
            Transport::TcpPassive => out.push_str(" tcptype passive"),
            Transport::TcpSo => out.push_str(" tcptype so"),
        }
        out.push_str("\r\n");
    }
}

/// Reads `a=fingerprint:<hash> <hex>:<hex>…`.
fn parse_fingerprint(value: &str) -> Option<(Hash, Vec<u8>)> {
    let (name, hex) = value.split_once(' ')?;
    let hash = Hash::ALL.into_iter().find(|h| h.name().eq_ignore_ascii_case(name))?;
    let bytes: Option<Vec<u8>> = hex
        .split(':')
        .map(|p| if p.len() == 2 { u8::from_str_radix(p, 16).ok() } else { None })
        .collect();
    let bytes = bytes?;
    (bytes.len() == hash.digest_len()).then_some((hash, bytes))
}

impl Description {
    /// Reads a data-channel-only SDP, or `None` when it holds anything this model cannot carry
    /// (another media section, an unknown attribute, a second value of one that must be single).
    pub fn parse(kind: Kind, sdp: &str) -> Option<Description> {
        let mut media = 0;
        let (mut ufrag, mut pwd, mut fp, mut setup, mut sctp, mut mms, mut mid) = (None, None, None, None, None, None, None);
        let mut trickle = false;
        let mut candidates = Vec::new();
        fn once<T>(slot: &mut Option<T>, v: Option<T>) -> Option<()> {
            slot.replace(v?).is_none().then_some(())
        }
        for line in sdp.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let (key, value) = line.split_once(':').unwrap_or((line, ""));
            match key {
                "" => {}
                "v=0" | "s=-" | "t=0 0" | "a=extmap-allow-mixed" | "a=msid-semantic" | "a=end-of-candidates" => {}
                _ if key.starts_with("o=") || key.starts_with("c=IN ") => {}
                "a=group" if value == "BUNDLE 0" => {}
                _ if key.starts_with("m=application ") && key.ends_with(" UDP/DTLS/SCTP webrtc-datachannel") => media += 1,
                "a=candidate" if media == 1 => candidates.push(Candidate::parse(value)?),
                "a=ice-ufrag" => once(&mut ufrag, is_ice_text(value).then(|| value.to_string()))?,
                "a=ice-pwd" => once(&mut pwd, is_ice_text(value).then(|| value.to_string()))?,
                "a=ice-options" if value == "trickle" && !trickle => trickle = true,
                "a=fingerprint" => once(&mut fp, parse_fingerprint(value))?,
                "a=setup" => once(
                    &mut setup,
                    match value {
                        "actpass" => Some(Setup::ActPass),
                        "active" => Some(Setup::Active),
                        "passive" => Some(Setup::Passive),
                        _ => None,
                    },
                )?,
                "a=mid" => once(&mut mid, (value == "0").then_some(()))?,
                "a=sctp-port" => once(&mut sctp, number::<u16>(value))?,
                "a=max-message-size" => once(&mut mms, number::<u32>(value))?,
                _ => return None,
            }
        }
        if media != 1 || mid.is_none() || candidates.len() > MAX_CANDIDATES {
            return None;
        }
        let (hash, fingerprint) = fp?;
        Some(Description {
            kind,
            ufrag: ufrag?,
            pwd: pwd?,
            hash,
            fingerprint,
            setup: setup?,
            sctp_port: sctp?,
            max_message_size: mms,
            trickle,
            candidates,
        })
    }

    /// Writes the description as an SDP (RFC 8866 lines, CRLF) with one data channel section.
    pub fn to_sdp(&self) -> String {
        // The session id only has to be a number; one from the fingerprint is stable per peer.
        let id = self.fingerprint.iter().take(7).fold(0u64, |a, b| (a << 8) | u64::from(*b));
        let mut s = String::with_capacity(400 + 100 * self.candidates.len());
        s.push_str("v=0\r\no=- ");
        push_num(&mut s, id);
        s.push_str(
            " 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for c in &self.candidates {
            c.write(&mut s);
        }
        for (key, value) in [("a=ice-ufrag:", &self.ufrag), ("\r\na=ice-pwd:", &self.pwd)] {
            s.push_str(key);
            s.push_str(value);
        }
        s.push_str("\r\n");
        if self.trickle {
            s.push_str("a=ice-options:trickle\r\n");
        }
        s.push_str("a=fingerprint:");
        s.push_str(self.hash.name());
        for (i, b) in self.fingerprint.iter().enumerate() {
            s.push(if i == 0 { ' ' } else { ':' });
            push_hex(&mut s, *b, b"0123456789ABCDEF");
        }
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        s.push_str("\r\na=setup:");
        s.push_str(setup);
        s.push_str("\r\na=mid:0\r\na=sctp-port:");
        push_num(&mut s, u64::from(self.sctp_port));
        s.push_str("\r\n");
        if let Some(m) = self.max_message_size {
            s.push_str("a=max-message-size:");
            push_num(&mut s, u64::from(m));
            s.push_str("\r\n");
        }
        s
    }
}
