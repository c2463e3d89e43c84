//! The connection codes (crates/live/src/sdp): real Chromium SDPs survive the round trip with
//! everything connecting needs, codes are short, odd SDPs travel whole, and a million random
//! or mutated codes get a typed answer and never a panic.

mod fixtures;

use damas_live::sdp::{compact, describe, expand, Address, CandidateType, Description, Kind, SdpError, Setup, Transport, MAX_CODE};
use fixtures::*;

/// The packed form of an SDP, read back from its code, equals what the SDP itself says.
fn round_trip(kind: Kind, sdp: &str) -> String {
    let code = compact(kind, sdp).unwrap();
    let back = expand(&code).unwrap();
    assert_eq!(back.kind, kind);
    assert!(!back.whole, "packed: {sdp}");
    let want = Description::parse(kind, sdp).expect("the fixture is packable");
    assert_eq!(Description::parse(kind, &back.sdp), Some(want.clone()), "rebuilt SDP:\n{}", back.sdp);
    assert_eq!(describe(&code).unwrap(), Some(want));
    // The rebuilt SDP packs to the same code: a code is stable through a relay of pages.
    assert_eq!(compact(kind, &back.sdp).unwrap(), code);
    println!("{kind:?} of {} SDP bytes: code of {} characters", sdp.len(), code.len());
    code
}

#[test]
fn chromium_offers_and_answers_round_trip_in_about_a_hundred_characters() {
    for (kind, sdp) in [(Kind::Offer, OFFER_V4), (Kind::Answer, ANSWER_V4), (Kind::Offer, OFFER_MDNS), (Kind::Answer, ANSWER_MDNS)] {
        let code = round_trip(kind, sdp);
        assert!(code.len() <= 125, "{} characters", code.len());
        assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'), "URL-safe: {code}");
    }
    let d = describe(&compact(Kind::Offer, OFFER_MDNS).unwrap()).unwrap().unwrap();
    assert_eq!(d.setup, Setup::ActPass);
    assert_eq!(d.ufrag, "RbaY");
    assert_eq!(d.pwd, "WCu3sMNyWy9/hzyzTIEiLwmE");
    assert_eq!(d.max_message_size, Some(262_144));
    assert!(matches!(d.candidates[0].address, Address::Mdns(_)));
    let rebuilt = expand(&compact(Kind::Offer, OFFER_MDNS).unwrap()).unwrap().sdp;
    assert!(rebuilt.contains(" ded35599-e89c-4493-9b7d-2c10e5fa1ac3.local 53972 typ host\r\n"), "{rebuilt}");
    assert!(rebuilt.contains("a=fingerprint:sha-256 F5:66:D5:38:"), "{rebuilt}");
}

#[test]
fn every_kind_of_candidate_is_carried() {
    let code = round_trip(Kind::Offer, OFFER_INTERNET);
    assert!(code.len() <= 260, "{} characters", code.len());
    let d = describe(&code).unwrap().unwrap();
    let types: Vec<_> = d.candidates.iter().map(|c| (c.typ, c.transport)).collect();
    assert_eq!(
        types,
        [
            (CandidateType::Host, Transport::Udp),
            (CandidateType::Host, Transport::Udp),
            (CandidateType::Host, Transport::TcpActive),
            (CandidateType::Srflx, Transport::Udp),
            (CandidateType::Relay, Transport::Udp)
        ]
    );
    assert_eq!(d.candidates[1].address, Address::Name("2001:db8:85a3::8a2e:370:7334".into()));
    let sdp = expand(&code).unwrap().sdp;
    assert!(sdp.contains("a=candidate:842163049 1 udp 1686052607 203.0.113.45 50243 typ srflx raddr 0.0.0.0 rport 0\r\n"), "{sdp}");
    assert!(sdp.contains(" 2001:db8:85a3::8a2e:370:7334 49152 typ host\r\n"), "{sdp}");
    assert!(sdp.contains("a=candidate:2197263590 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active\r\n"), "{sdp}");
}

#[test]
fn an_sdp_the_packed_form_cannot_carry_travels_whole() {
    for (kind, sdp) in [
        (Kind::Answer, ANSWER_FIREFOX),
        (Kind::Offer, &*OFFER_V4.replace("a=mid:0", "a=mid:data")),
        (Kind::Offer, &*OFFER_V4.replace("m=application", "m=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=mid:1\r\nm=application")),
        (Kind::Offer, &*OFFER_V4.replace(" 1 udp ", " 2 udp ")),
        (Kind::Offer, &*OFFER_V4.replace("network-cost 999", "network-cost 999 future-thing 1")),
    ] {
        let code = compact(kind, sdp).unwrap();
        let back = expand(&code).unwrap();
        assert!(back.whole);
        assert_eq!((back.kind, back.sdp.as_str()), (kind, sdp));
        println!("whole {kind:?} of {} SDP bytes: code of {} characters", sdp.len(), code.len());
    }
    assert!(matches!(compact(Kind::Offer, "hello"), Err(SdpError::NotAnSdp)));
    assert!(matches!(compact(Kind::Offer, "v=0\r\n\u{0}"), Err(SdpError::NotText)));
    assert!(matches!(compact(Kind::Offer, &"v=0\r\n".repeat(2000)), Err(SdpError::TooLong { .. })));
}

#[test]
fn codes_pasted_with_spaces_and_breaks_still_read() {
    let code = compact(Kind::Answer, ANSWER_V4).unwrap();
    let (a, b) = code.split_at(40);
    let pasted = format!("  {a}\n {b}\r\n");
    assert_eq!(expand(&pasted).unwrap(), expand(&code).unwrap());
}

#[test]
fn hostile_codes_get_typed_errors() {
    let code = compact(Kind::Offer, OFFER_V4).unwrap();
    assert_eq!(expand(""), Err(SdpError::Empty));
    assert_eq!(expand("   "), Err(SdpError::Empty));
    assert_eq!(expand("2AAAA"), Err(SdpError::UnknownVersion('2')));
    assert_eq!(expand("<script>"), Err(SdpError::UnknownVersion('<')));
    assert_eq!(expand("1"), Err(SdpError::Truncated));
    assert_eq!(expand(&code[..code.len() - 8]), Err(SdpError::Truncated));
    assert_eq!(expand(&format!("{code}AAAA")), Err(SdpError::TrailingBytes));
    assert_eq!(expand(&code.replacen('1', "1=", 1)), Err(SdpError::BadCharacter(1)));
    assert!(matches!(expand(&"1".repeat(MAX_CODE + 1)), Err(SdpError::TooLong { .. })));
    assert!(matches!(expand(&"x".repeat(100_000)), Err(SdpError::TooLong { .. })));
    // A whole SDP that is not one, or not text.
    let b64 = damas_live::sdp::base64url::encode;
    assert_eq!(expand(&format!("1{}", b64(b"\x02hello"))), Err(SdpError::NotAnSdp));
    assert_eq!(expand(&format!("1{}", b64(b"\x02v=0\xff"))), Err(SdpError::NotText));
    assert_eq!(expand(&format!("1{}", b64(b"\x02v=0\r\n\x1b[2J"))), Err(SdpError::NotText));
    assert_eq!(expand(&format!("1{}", b64(b"\x06v=0\r\n"))), Err(SdpError::BadField("header")));
    for e in [SdpError::Empty, SdpError::Truncated, SdpError::BadField("setup"), SdpError::TooManyCandidates(99)] {
        assert!(!e.to_string().is_empty());
    }
}

/// A small deterministic generator (xorshift64*): the fuzz test needs no crate and repeats.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn a_million_random_and_mutated_codes_never_panic() {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let seeds: Vec<Vec<u8>> = [(Kind::Offer, OFFER_V4), (Kind::Answer, ANSWER_MDNS), (Kind::Offer, OFFER_INTERNET), (Kind::Answer, ANSWER_FIREFOX)]
        .iter()
        .map(|(k, s)| damas_live::sdp::base64url::decode(&compact(*k, s).unwrap()[1..]).unwrap())
        .collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut ok, mut refused) = (0u32, 0u32);
    for i in 0..1_000_000 {
        let code = match i % 4 {
            // Mutated bytes of a real code, re-encoded: reaches deep into the decoder.
            0 | 1 => {
                let mut bytes = seeds[rng.below(seeds.len())].clone();
                for _ in 0..1 + rng.below(4) {
                    let at = rng.below(bytes.len());
                    match rng.below(4) {
                        0 => bytes[at] ^= 1 << rng.below(8),
                        1 => bytes[at] = rng.next() as u8,
                        2 => bytes.truncate(at),
                        _ => bytes.insert(at, rng.next() as u8),
                    }
                    if bytes.is_empty() {
                        break;
                    }
                }
                format!("1{}", damas_live::sdp::base64url::encode(&bytes))
            }
            // Random text in the code's alphabet.
            2 => {
                let n = rng.below(160);
                let mut s = String::from("1");
                s.extend((0..n).map(|_| char::from(alphabet[rng.below(64)])));
                s
            }
            // Random bytes as text, any character.
            _ => {
                let n = rng.below(80);
                let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
        };
        match expand(&code) {
            Ok(e) => {
                ok += 1;
                // Whatever is accepted rebuilds to an SDP that packs and reads back to itself.
                let again = expand(&compact(e.kind, &e.sdp).unwrap()).unwrap();
                assert_eq!(again.sdp, e.sdp, "code {code}");
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    }
    println!("1,000,000 codes: {ok} read, {refused} refused");
    assert!(ok > 1000 && refused > 1000, "{ok} read, {refused} refused");
}
