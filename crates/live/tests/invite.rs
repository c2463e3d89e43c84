//! Invitations and replies: written and read back, their length (they travel in chat messages
//! and QR codes), and hostile ones refused with a reason, never a panic.

#[allow(dead_code)] // the fixtures are shared with tests/sdp.rs
mod fixtures;

use damas_engine::{Color, GameKind, Variant};
use damas_game::clock::TimeControl;
use damas_live::certificate::Fingerprint;
use damas_live::ice::IceSetting;
use damas_live::invite::{Invite, InviteError, Reply};
use damas_live::sdp::{self, Kind};
use fixtures::*;

fn invite() -> Invite {
    Invite {
        game: 0x0123_4567_89ab_cdef,
        kind: GameKind::Draughts(Variant::Brazilian),
        clock: Some(TimeControl { minutes: 5, increment: 3 }),
        host_seat: Color::White,
        guest_token: u64::MAX,
        ice: IceSetting::None,
        offer: sdp::compact(Kind::Offer, OFFER_MDNS).unwrap(),
        host: None,
    }
}

#[test]
fn a_rooms_invitation_has_no_offer_and_names_its_room() {
    let room = Invite { offer: String::new(), guest_token: 0, ice: IceSetting::Default, ..invite() };
    let fragment = room.to_fragment();
    assert!(fragment.contains(".0.-&ice="), "{fragment}");
    let read = Invite::from_fragment(&fragment).unwrap();
    assert!(read.in_room() && !invite().in_room());
    assert_eq!(read, room);
    assert_eq!(read.room(), "damas-123456789abcdef");
    assert!(fragment.len() < 60, "a room's link is short: {} characters", fragment.len());
}

#[test]
fn a_rooms_invitation_names_the_hosts_certificate() {
    let fp = Fingerprint([0xa5; 32]);
    let room = Invite { offer: String::new(), guest_token: 0, ice: IceSetting::Default, host: Some(fp), ..invite() };
    let fragment = room.to_fragment();
    assert!(fragment.contains(&format!(".0.~{}&ice=", fp.to_param())), "{fragment}");
    let read = Invite::from_fragment(&fragment).unwrap();
    assert!(read.in_room());
    assert_eq!(read, room);
    assert!(fragment.len() < 110, "a room's link stays short: {} characters", fragment.len());
    // A fingerprint cut short, too long or not base64url is refused, never taken for none.
    for bad in ["~", "~AAAA", &format!("~{}A", fp.to_param()), &format!("~{}", "!".repeat(43))] {
        let forged = fragment.replace(&format!("~{}", fp.to_param()), bad);
        assert_eq!(Invite::from_fragment(&forged), Err(InviteError::Part("host's certificate")), "{forged}");
    }
}

#[test]
fn an_invitation_and_a_reply_read_back_as_written_and_stay_short() {
    let invite = invite();
    let fragment = invite.to_fragment();
    assert_eq!(Invite::from_fragment(&fragment), Ok(invite.clone()));
    assert_eq!(Invite::from_fragment(&format!("https://example.org/damas/#{fragment}")), Ok(invite.clone()));
    let lasca = Invite { kind: GameKind::Lasca, clock: None, host_seat: Color::Black, ice: IceSetting::Default, ..invite.clone() };
    assert_eq!(Invite::from_fragment(&lasca.to_fragment()), Ok(lasca));
    let reply = Reply { game: invite.game, answer: sdp::compact(Kind::Answer, ANSWER_MDNS).unwrap() };
    let code = reply.to_code();
    assert_eq!(Reply::from_code(&code), Ok(reply.clone()));
    // Pasted from a chat: broken over lines, with spaces; or the whole reply link.
    let pasted: String = code.chars().enumerate().flat_map(|(i, c)| if i % 30 == 29 { vec![c, '\n', ' '] } else { vec![c] }).collect();
    assert_eq!(Reply::from_code(&pasted), Ok(reply.clone()));
    assert_eq!(Reply::from_code(&format!("https://example.org/#reply={code}")), Ok(reply));
    // The lengths the page states (a chat message, a QR code).
    println!("invitation fragment: {} characters; reply code: {} characters", fragment.len(), code.len());
    assert!(fragment.len() < 200 && code.len() < 160, "{} {}", fragment.len(), code.len());
}

#[test]
fn a_broken_invitation_says_what_is_wrong() {
    let good = invite().to_fragment();
    let cases: Vec<(String, InviteError)> = vec![
        ("hello".into(), InviteError::NotOne),
        (good.replacen("live=1.", "live=2.", 1), InviteError::Version),
        (good.replacen(".brazilian.", ".chess.", 1), InviteError::Game),
        (good.replacen(".5+3.", ".500+3.", 1), InviteError::Part("clock")),
        (good.replacen(".w.", ".x.", 1), InviteError::Part("colour")),
        (good.replacen("live=1.123456789abcdef.", "live=1.xyz.", 1), InviteError::Part("game")),
    ];
    for (text, want) in cases {
        assert_eq!(Invite::from_fragment(&text), Err(want.clone()), "{text}");
        assert!(!want.to_string().is_empty());
    }
    assert!(matches!(Invite::from_fragment(&good.replacen("&ice=none", "&ice=ftp://x", 1)), Err(InviteError::Ice(_))));
    let cut = &good[..good.find("&ice").unwrap() - 5];
    assert!(matches!(Invite::from_fragment(cut), Err(InviteError::Code(_))));
}

#[test]
fn a_hundred_thousand_mutated_invitations_and_replies_never_panic() {
    let seeds = [invite().to_fragment(), Reply { game: 7, answer: sdp::compact(Kind::Answer, ANSWER_V4).unwrap() }.to_code()];
    let mut x: u64 = 0x1234_5678_9abc_def1;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..100_000 {
        let mut bytes = seeds[i % 2].as_bytes().to_vec();
        for _ in 0..=next() % 4 {
            let at = (next() % (bytes.len() as u64 + 1)) as usize;
            match next() % 3 {
                0 if at < bytes.len() => bytes[at] = b".&=-+wb0123456789abcdefxyz#"[(next() % 27) as usize],
                1 if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, next() as u8),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = Invite::from_fragment(&text);
        let _ = Reply::from_code(&text);
    }
}
