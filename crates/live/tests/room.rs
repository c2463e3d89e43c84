//! A room: the host, the friend who takes the seat and spectators, all linked to each other. The
//! roster tells each device who plays and who watches; a spectator sees every move and cannot
//! touch the game; a hostile member's junk and a tampered game are refused.

use damas_engine::{Color, Position, Variant};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::round::Opened;
use damas_live::roster::{is_greeting, Roster, Route};
use damas_live::session::{Local, Role, Session, Setup};
use damas_live::watch::{Watch, WatchError};

const GAME: u64 = 0xabc;
const CLOCK: TimeControl = TimeControl { minutes: 3, increment: 2 };

fn session(role: Role, seat: Color, token: u64) -> Session<Position> {
    let mut opened = Opened::new(Position::initial(Variant::Brazilian));
    opened.clocks = Some(Clocks::new(CLOCK));
    // In a room the host's seat for the friend is free: the first to greet with any token takes it.
    Session::new(Setup { game: GAME, role, seat, token, peer_token: None, epoch: token ^ 7, opened }, 0)
}

/// A device in the room: its session (a player's) or its view (a spectator's).
struct Member {
    id: &'static str,
    session: Session<Position>,
    roster: Roster,
    watch: Option<Watch<Position>>,
}

impl Member {
    fn new(id: &'static str, role: Role, seat: Color, token: u64) -> Member {
        let mut session = session(role, seat, token);
        session.connected(0);
        Member { id, session, roster: Roster::new(role, seat), watch: None }
    }
}

/// Carries the players' messages to each other until none is left: a session's to its peer, and
/// a guest's introduction (its greeting, with no token) to everyone while it does not know the
/// host, who answers with its own.
fn settle(members: &mut [Member], now: u64) {
    let ids: Vec<&'static str> = members.iter().map(|m| m.id).collect();
    let mut introductions: Vec<(usize, &'static str, String)> = Vec::new();
    for _ in 0..50 {
        let mut flying = std::mem::take(&mut introductions);
        for (i, m) in members.iter_mut().enumerate() {
            for text in m.session.outgoing() {
                match m.roster.peer() {
                    Some(peer) => flying.extend(ids.iter().position(|id| *id == peer).map(|j| (j, m.id, text))),
                    None if m.session.role() == Role::Guest && is_greeting(&text) => {
                        let intro = m.session.introduction();
                        flying.extend((0..ids.len()).filter(|&j| j != i).map(|j| (j, m.id, intro.clone())));
                    }
                    None => {}
                }
            }
        }
        if flying.is_empty() {
            return;
        }
        for (to, from, text) in flying {
            let m = &mut members[to];
            let (game, taken) = (m.session.game(), m.session.peer_token());
            match m.roster.route(from, &text, game, taken) {
                Route::Session => m.session.receive(&text, now),
                Route::Introduce => introductions.push((ids.iter().position(|id| *id == from).unwrap(), m.id, m.session.introduction())),
                Route::Introduced => m.session.connected(now),
                Route::Welcome | Route::Watch => panic!("only players here"),
                Route::Ignore => {}
            }
        }
    }
    panic!("the room never went quiet");
}

#[test]
fn the_first_to_greet_plays_the_others_watch_every_move() {
    let mut room = [
        Member::new("host", Role::Host, Color::White, 0x1),
        Member::new("friend", Role::Guest, Color::Black, 0x2),
        Member::new("spectator", Role::Guest, Color::Black, 0x3),
    ];
    // The spectator's greeting is held back until the friend sat (it came later).
    let late = room[2].session.outgoing();
    settle(&mut room[..2], 10);
    assert_eq!(room[0].roster.peer(), Some("friend"));
    assert_eq!(room[1].roster.peer(), Some("host"));
    assert_eq!(room[0].session.peer_token(), Some(0x2), "the seat is the friend's");
    for text in late {
        let (game, taken) = (room[0].session.game(), room[0].session.peer_token());
        assert_eq!(room[0].roster.route("spectator", &text, game, taken), Route::Welcome);
        let snapshot = room[0].session.snapshot(20);
        // A whole game is taken only from the member known as the host.
        assert_eq!(room[2].roster.route("host", &snapshot, GAME, None), Route::Ignore);
        assert_eq!(room[2].roster.route("host", &room[0].session.introduction(), GAME, None), Route::Introduced);
        assert_eq!(room[2].roster.route("host", &snapshot, GAME, None), Route::Watch);
        room[2].watch.get_or_insert_with(|| Watch::new(Position::initial(Variant::Brazilian), Some(CLOCK))).take(&snapshot, 20).unwrap();
        // The friend ignores another guest's greeting.
        assert_eq!(room[1].roster.route("spectator", &text, GAME, Some(0x1)), Route::Ignore);
    }
    assert_eq!(room[0].roster.watchers(), ["spectator".to_string()]);

    // Ten moves; after each the host sends the game to its spectators.
    let mut now = 100;
    for ply in 0..10 {
        let mover = if ply % 2 == 0 { 0 } else { 1 };
        let legal = room[mover].session.round().record().legal_moves();
        room[mover].session.act(Local::Move(legal[ply % legal.len()]), now).unwrap();
        settle(&mut room[..2], now);
        let snapshot = room[0].session.snapshot(now);
        assert!(room[2].watch.as_mut().unwrap().take(&snapshot, now).unwrap(), "ply {ply}: a new game to show");
        assert!(!room[2].watch.as_mut().unwrap().take(&snapshot, now).unwrap(), "the same game again: nothing new");
        now += 1000;
    }
    let watch = room[2].watch.as_ref().unwrap();
    let moves = room[0].session.round().record().moves().to_vec();
    assert_eq!(moves.len(), 10);
    assert_eq!(room[1].session.round().record().moves(), &moves[..]);
    assert_eq!(watch.round().unwrap().record().moves(), &moves[..], "the spectator sees every move");
    let clocks = watch.round().unwrap().clocks().unwrap();
    assert_eq!(clocks.running(), Some(Color::White), "the mover's clock runs for the spectator too");
    assert!(clocks.stored()[1] < CLOCK.base_ms() + 5 * 2000, "the spectator has the host's clocks");

    // The friend resigns: the spectator sees the end.
    room[1].session.act(Local::Resign, now).unwrap();
    settle(&mut room[..2], now);
    let snapshot = room[0].session.snapshot(now);
    let watch = room[2].watch.as_mut().unwrap();
    assert!(watch.take(&snapshot, now).unwrap());
    assert!(watch.over());
    assert_eq!(watch.round().unwrap().decision(), room[0].session.round().decision());
}

#[test]
fn the_seat_is_held_by_its_token_and_strangers_watch() {
    let mut host = Member::new("host", Role::Host, Color::White, 0x1);
    let mut friend = Member::new("friend", Role::Guest, Color::Black, 0x2);
    let hello = friend.session.outgoing();
    let route = host.roster.route("friend", &hello[0], GAME, None);
    assert_eq!(route, Route::Session);
    host.session.receive(&hello[0], 1);
    assert_eq!(host.session.peer_token(), Some(0x2));
    // Another device greeting for the same seat with its own token watches.
    let mut other = session(Role::Guest, Color::Black, 0x9);
    other.connected(2);
    let stranger = other.outgoing();
    assert_eq!(host.roster.route("other", &stranger[0], GAME, host.session.peer_token()), Route::Welcome);
    assert_eq!(host.roster.route("other", &stranger[0], GAME, host.session.peer_token()), Route::Ignore, "welcomed once");
    // The friend's device reloads and comes back under a new room id, with its token: it sits.
    friend.session.connected(3);
    let again = friend.session.outgoing();
    assert_eq!(host.roster.route("friend-2", &again[0], GAME, host.session.peer_token()), Route::Session);
    assert_eq!(host.roster.peer(), Some("friend-2"));
    assert!(!host.roster.left("friend"), "the old id leaving is not the friend leaving");
    assert!(host.roster.left("friend-2"));
    assert_eq!(host.roster.peer(), None);
    // A greeting for another game, and junk, go nowhere.
    assert_eq!(host.roster.route("x", &again[0], GAME + 1, None), Route::Ignore);
    for junk in ["", "hello", "d3|zz|1|0|A", "{\"Signal\":1}", "d3|0000000000000abc|5|0|M|0|22-18|1|0"] {
        assert_eq!(host.roster.route("x", junk, GAME, None), Route::Ignore, "{junk:?}");
    }
    // On a guest's device, a spectator's greeting (the same seat) is ignored; the host's
    // introduction makes the host known, and then its greeting goes to the session.
    let mut roster = Roster::new(Role::Guest, Color::Black);
    assert_eq!(roster.route("other", &stranger[0], GAME, None), Route::Ignore);
    host.session.connected(4);
    let from_host = host.session.outgoing();
    assert_eq!(roster.route("host", &from_host[0], GAME, None), Route::Ignore, "a greeting is not an introduction");
    assert_eq!(roster.route("host", &host.session.introduction(), GAME, None), Route::Introduced);
    assert_eq!(roster.peer(), Some("host"));
    assert_eq!(roster.route("host", &from_host[0], GAME, None), Route::Session);
    // Once the host is known, no one else is: another member introducing itself from the
    // host's seat, or sending a whole game, is ignored.
    assert_eq!(roster.route("impostor", &host.session.introduction(), GAME, None), Route::Ignore);
    assert_eq!(roster.route("impostor", &host.session.snapshot(5), GAME, None), Route::Ignore);
}

#[test]
fn with_the_hosts_certificate_named_a_quicker_impostor_is_never_the_host() {
    let mut host = Member::new("host", Role::Host, Color::White, 0x1);
    let mut impostor = Member::new("impostor", Role::Host, Color::White, 0x9);
    // The guest's roster for an invitation that names the host's certificate: only the member
    // whose link proved it (the page checks the connection's description) is believed.
    let mut roster = Roster::new(Role::Guest, Color::Black).needing_proof();
    roster.proved("host");
    // The impostor introduces itself first, then sends a whole game and a greeting: nothing of
    // it is taken, and the guest's token (sent only to the host) never goes its way.
    assert_eq!(roster.route("impostor", &impostor.session.introduction(), GAME, None), Route::Ignore);
    assert_eq!(roster.route("impostor", &impostor.session.snapshot(5), GAME, None), Route::Ignore);
    impostor.session.connected(6);
    for text in impostor.session.outgoing() {
        assert_eq!(roster.route("impostor", &text, GAME, None), Route::Ignore);
    }
    assert_eq!(roster.peer(), None);
    assert_eq!(roster.route("host", &host.session.introduction(), GAME, None), Route::Introduced);
    assert_eq!(roster.peer(), Some("host"));
    host.session.connected(7);
    assert_eq!(roster.route("host", &host.session.outgoing()[0], GAME, None), Route::Session);
    // A proof is the link's: the host leaving forgets it, and a member under the host's old id
    // that comes back must prove it again.
    assert!(roster.left("host"));
    assert_eq!(roster.route("host", &host.session.introduction(), GAME, None), Route::Ignore);
    roster.proved("host");
    assert_eq!(roster.route("host", &host.session.introduction(), GAME, None), Route::Introduced);
    // Without a certificate named (an older page's invitation), the first to introduce itself
    // is believed, as before.
    let mut old = Roster::new(Role::Guest, Color::Black);
    assert_eq!(old.route("impostor", &impostor.session.introduction(), GAME, None), Route::Introduced);
}

#[test]
fn a_seat_token_never_reaches_a_spectator_and_a_spectator_never_moves() {
    let mut room = [
        Member::new("host", Role::Host, Color::White, 0x1),
        Member::new("friend", Role::Guest, Color::Black, 0x2222_3333),
        Member::new("spectator", Role::Guest, Color::Black, 0x3),
    ];
    // Everything the spectator's device is sent while the friend sits down and plays a move.
    let mut seen_by_spectator: Vec<String> = Vec::new();
    let friend_intro = room[1].session.introduction();
    let hello = damas_live::wire::decode(&friend_intro).unwrap().body;
    assert!(matches!(hello, damas_live::wire::Body::Hello { token: 0, .. }), "an introduction carries no token: {friend_intro}");
    seen_by_spectator.push(friend_intro);
    settle(&mut room[..2], 10);
    assert_eq!(room[0].session.peer_token(), Some(0x2222_3333), "the friend sat");
    // The spectator replays every greeting it could see, from the friend's seat: it watches.
    let (game, taken) = (room[0].session.game(), room[0].session.peer_token());
    for text in &seen_by_spectator {
        assert_eq!(room[0].roster.route("spectator", text, game, taken), Route::Introduce);
    }
    let mut own = room[2].session.clone();
    own.connected(20);
    let forged = own.outgoing();
    assert_eq!(room[0].roster.route("spectator", &forged[0], game, taken), Route::Welcome);
    // A move it sends for Black goes nowhere: it is not the seat's member.
    let mut as_black = room[2].session.clone();
    let mv = as_black.round().record().position().legal_moves()[0];
    let _ = as_black.act(Local::Move(mv), 30);
    for text in as_black.outgoing() {
        assert_eq!(room[0].roster.route("spectator", &text, game, taken), Route::Ignore);
    }
    assert_eq!(room[0].roster.peer(), Some("friend"));
}

#[test]
fn a_spectator_refuses_what_is_not_a_legal_whole_game_and_keeps_the_last() {
    let mut host = session(Role::Host, Color::White, 0x1);
    let mv = host.round().record().position().parse_move("22-18").unwrap();
    host.act(Local::Move(mv), 5).unwrap();
    let good = host.snapshot(10);
    let mut watch = Watch::new(Position::initial(Variant::Brazilian), Some(CLOCK));
    assert!(watch.take(&good, 10).unwrap());
    assert!(matches!(watch.take("junk", 11), Err(WatchError::Wire(_))));
    assert_eq!(watch.take("d3|0000000000000abc|1|0|G", 11), Err(WatchError::NotAGame));
    let illegal = good.replace("22-18", "22-17x");
    assert!(matches!(watch.take(&illegal, 11), Err(WatchError::Illegal(_))), "{illegal}");
    let impossible = good.replace("22-18", "11-15");
    assert!(matches!(watch.take(&impossible, 11), Err(WatchError::Illegal(_))), "White's move by a black man");
    assert_eq!(watch.round().unwrap().record().moves(), &[mv], "the last good game stays");
    assert!(!watch.over());
}

#[test]
fn a_host_back_under_a_new_id_is_met_again_whatever_was_lost_on_the_way() {
    let mut host = Member::new("host", Role::Host, Color::White, 0x1);
    let guest = Member::new("friend", Role::Guest, Color::Black, 0x2);
    let intro = guest.session.introduction();
    // The host answers every introduction: its first answer may be lost (a link that opened on
    // one side first), and the guest, still introducing itself, is answered again.
    assert_eq!(host.roster.route("friend", &intro, GAME, None), Route::Introduce);
    assert_eq!(host.roster.route("friend", &intro, GAME, None), Route::Introduce);
    // The guest's roster: the host's link seen to open while it still played the old host's id,
    // so its proof is asked when the new member first speaks (`awaits_proof`).
    let mut roster = Roster::new(Role::Guest, Color::Black).needing_proof();
    roster.proved("host-before");
    assert_eq!(roster.route("host-before", &host.session.introduction(), GAME, None), Route::Introduced);
    assert!(!roster.awaits_proof("host-again"), "a device that plays its host looks for no other");
    assert!(roster.left("host-before"));
    assert!(roster.awaits_proof("host-again") && roster.awaits_proof("stranger"));
    roster.proved("host-again");
    assert!(!roster.awaits_proof("host-again"));
    assert_eq!(roster.route("host-again", &host.session.introduction(), GAME, None), Route::Introduced);
    assert_eq!(roster.peer(), Some("host-again"));
    // A room whose invitation names no certificate asks no proof.
    assert!(!Roster::new(Role::Guest, Color::Black).awaits_proof("anyone"));
}
