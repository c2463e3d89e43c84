//! The peer is a cheater: its device runs whatever code it likes and sends whatever it likes.
//! Each test plays one attack against an honest session and shows it refused: a forged charge on
//! the honest player's clock, a flagged player who never answers, a move sent after the flag, a
//! claim of the flag or of the game with no reason, an abort after both sides have moved, a
//! reload that would give time back.

use damas_engine::{Color, Decision, Position};
use damas_game::clock::TimeControl;
use damas_live::session::{Local, Rejection, Session};
use damas_live::wire::{self, Body};

mod common;
use common::{agree, pair, play, play_line, settle, Dice, Net};

/// Hands what `from` sends to `to`, at `at`, after `tamper` rewrote each message's body.
fn carry(from: &mut Session<Position>, to: &mut Session<Position>, at: u64, tamper: impl Fn(Body) -> Body) {
    for text in from.outgoing() {
        let mut m = wire::decode(&text).unwrap();
        m.body = tamper(m.body);
        to.receive(&wire::encode(&m), at);
    }
}

/// Nothing rewritten.
fn honest(body: Body) -> Body {
    body
}

fn clock_of(s: &Session<Position>, side: Color, at: u64) -> u64 {
    s.round().clocks().unwrap().left_at(side, at)
}

#[test]
fn a_peer_cannot_set_this_players_clock() {
    let control = TimeControl { minutes: 5, increment: 0 };
    let (mut host, mut guest) = pair(Some(control));
    let mut net = Net { flying: Vec::new(), dice: Dice(1) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    // White moves, Black answers, White thinks 2 s; each message takes 100 ms.
    play(&mut host, "22-18", t);
    carry(&mut host, &mut guest, t + 100, honest);
    play(&mut guest, "11-15", t + 1100);
    carry(&mut guest, &mut host, t + 1200, honest);
    play(&mut host, "18x11", t + 3200);
    let honest_view = host.round().clocks().unwrap().stored()[0];
    // The cheater's device says White's move cost five minutes beyond White's own 2 s.
    carry(&mut host, &mut guest, t + 3300, honest);
    carry(&mut guest, &mut host, t + 3400, |body| match body {
        Body::Charged { ply, .. } => Body::Charged { ply, extra: 300_000 },
        other => other,
    });
    let kept = host.round().clocks().unwrap().stored()[0];
    // The same word again (the cheater's next message) takes nothing more: a move is charged once.
    let repeat = wire::Message { game: host.game(), seq: 3, ack: 0, body: Body::Charged { ply: 2, extra: 300_000 } };
    host.receive(&wire::encode(&repeat), t + 3450);
    assert_eq!(host.round().clocks().unwrap().stored()[0], kept);
    // What the network could have cost: the lag measured on Black's reply (1.2 s waited, 1 s of
    // it thought: 200 ms) and the time since White's move left (200 ms).
    assert_eq!(honest_view - kept, 400, "White loses the lag it could have seen, no more");
    assert!(host.log().iter().any(|l| l.starts_with("Clock")), "and the forged word is logged: {:?}", host.log());
    assert!(!host.over(), "White's game goes on");
    let _ = guest.notices();
    assert!(host.notices().iter().any(|n| matches!(n, damas_live::session::Notice::Refused(Rejection::Clock { said: 300_000, kept: 400 }))));
}

#[test]
fn a_flagged_player_who_never_answers_still_loses_on_time() {
    let control = TimeControl { minutes: 1, increment: 0 };
    let (mut host, mut guest) = pair(Some(control));
    let mut net = Net { flying: Vec::new(), dice: Dice(2) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    carry(&mut host, &mut guest, t + 100, honest);
    // Black's device goes silent: nothing it sends arrives, and it never moves.
    let _ = guest.outgoing();
    let (mut claims, mut decided_at) = (0, None);
    let mut now = t;
    while now < t + 5 * 60_000 {
        now += 500;
        host.tick(now);
        claims += host.outgoing().iter().filter(|m| m.contains("|F|")).count();
        decided_at = decided_at.or(host.over().then_some(now));
    }
    assert_eq!(host.round().decision(), Some(Decision::Flagged(Color::Black)), "decided without Black's word");
    assert_eq!(clock_of(&host, Color::Black, now), 0);
    // Decided once the minute and the grace have run (the ticks are 500 ms apart), never waiting
    // for an answer; the claim is one numbered message, sent again only while unacknowledged.
    let decided_at = decided_at.expect("decided");
    assert!((t + 60_000..=t + 60_000 + damas_live::lag::MAX_GRACE_MS + 500).contains(&decided_at), "decided at {}", decided_at - t);
    assert!(claims >= 1);
}

#[test]
fn a_move_sent_after_the_flag_is_refused_on_both_devices() {
    let control = TimeControl { minutes: 1, increment: 0 };
    let (mut host, mut guest) = pair(Some(control));
    let mut net = Net { flying: Vec::new(), dice: Dice(3) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    // White's move takes 300 ms; Black moves with 100 ms left on its own clock.
    carry(&mut host, &mut guest, t + 300, honest);
    play(&mut guest, "11-15", t + 60_200);
    let late = guest.outgoing();
    // Its move takes 4 s: White's device has decided the flag before it arrives.
    let mut now = t + 60_000;
    while !host.over() {
        now += 100;
        host.tick(now);
    }
    assert_eq!(host.round().decision(), Some(Decision::Flagged(Color::Black)));
    let claim = host.outgoing();
    for text in &late {
        host.receive(text, t + 64_200);
    }
    assert_eq!(host.round().record().len(), 1, "the late move is refused");
    // The claim reaches Black, whose move crossed it: taken back, the flag accepted.
    for text in &claim {
        guest.receive(text, t + 64_300);
    }
    assert_eq!(guest.round().decision(), Some(Decision::Flagged(Color::Black)));
    assert_eq!(guest.round().record().len(), 1);
    let now = settle(&mut host, &mut guest, &mut net, t + 64_400);
    agree(&host, &guest, "after the flag");
    let _ = now;
}

#[test]
fn a_claim_while_the_player_has_time_is_refused_and_its_game_goes_on() {
    let control = TimeControl { minutes: 1, increment: 0 };
    let (mut host, mut guest) = pair(Some(control));
    let mut net = Net { flying: Vec::new(), dice: Dice(4) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    carry(&mut host, &mut guest, t + 100, honest);
    // White's device claims Black's flag at 50 s: Black has 10 s on its own clock.
    let forged = wire::Message { game: host.game(), seq: 2, ack: 0, body: Body::FlagClaim { ply: 1 } };
    guest.receive(&wire::encode(&forged), t + 50_000);
    assert!(!guest.over(), "Black plays on");
    assert!(guest.outgoing().iter().any(|m| m.contains("|N|")), "and says what it has left");
    play(&mut guest, "11-15", t + 51_000);
}

#[test]
fn an_abort_after_both_sides_have_moved_is_refused() {
    let (mut host, mut guest) = pair(Some(TimeControl { minutes: 3, increment: 2 }));
    let mut net = Net { flying: Vec::new(), dice: Dice(5) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    let t = play_line(&mut host, &mut guest, &mut net, &["22-18", "11-15", "18x11", "7x16"], t, 500);
    // The cheater says its game had no moves yet (the old receiver took its word, and took
    // both moves back).
    for claimed in [0, 1] {
        let m = wire::Message { game: host.game(), seq: 50 + u64::from(claimed), ack: 0, body: Body::Abort { ply: claimed } };
        host.receive(&wire::encode(&m), t);
    }
    assert!(!host.aborted(), "four moves were played: no abort");
    assert_eq!(host.round().record().len(), 4);
}

#[test]
fn an_abort_before_both_have_moved_stops_the_clocks_on_both_devices() {
    let (mut host, mut guest) = pair(Some(TimeControl { minutes: 3, increment: 2 }));
    let mut net = Net { flying: Vec::new(), dice: Dice(6) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    let t = settle(&mut host, &mut guest, &mut net, t + 500);
    guest.act(Local::Abort, t).unwrap();
    let t = settle(&mut host, &mut guest, &mut net, t + 500);
    for s in [&host, &guest] {
        assert!(s.aborted());
        assert_eq!(s.round().clocks().unwrap().running(), None, "no clock runs in a game called off");
    }
    for s in [&host, &guest] {
        assert_eq!(clock_of(s, Color::Black, t + 60_000), clock_of(s, Color::Black, t), "stopped");
    }
}

#[test]
fn a_reload_in_the_middle_of_a_turn_gives_no_time_back() {
    let control = TimeControl { minutes: 1, increment: 0 };
    let (mut host, mut guest) = pair(Some(control));
    let mut net = Net { flying: Vec::new(), dice: Dice(7) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    settle(&mut host, &mut guest, &mut net, t);
    // Black thinks 40 s, reloads its tab, and comes back 5 s later.
    let start = guest.round().clocks().unwrap().running_since().unwrap();
    let before = clock_of(&guest, Color::Black, start + 40_000);
    let saved = guest.save();
    let back = Session::restore(&saved, &Position::initial(damas_engine::Variant::Brazilian), start + 45_000).unwrap();
    assert_eq!(before, 20_000);
    assert_eq!(clock_of(&back, Color::Black, start + 45_000), 15_000, "the turn runs on from its start");
    // A stored start in the future is read as now, never later: the clock shows at most what it
    // stored. (A player who edits its own storage fools only its own display: the friend's
    // device charges each move by its own clock.)
    let future = saved.replace(&format!("|{start}|"), &format!("|{}|", start + 999_999));
    assert_ne!(future, saved);
    let edited = Session::restore(&future, &Position::initial(damas_engine::Variant::Brazilian), start + 45_000).unwrap();
    assert_eq!(clock_of(&edited, Color::Black, start + 45_000), 60_000);
}

#[test]
fn a_claim_after_a_drop_is_sent_and_honoured_when_the_friend_returns() {
    let (mut host, mut guest) = pair(Some(TimeControl { minutes: 3, increment: 2 }));
    let mut net = Net { flying: Vec::new(), dice: Dice(8) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    let t = settle(&mut host, &mut guest, &mut net, t);
    // The link drops; Black moves alone (its move never leaves), White waits 15 s and claims.
    host.disconnected(t);
    guest.disconnected(t);
    play(&mut guest, "11-15", t + 1000);
    let _ = guest.outgoing();
    assert!(host.act(Local::ClaimWin, t + 10_000).is_err(), "not before 15 s");
    host.act(Local::ClaimWin, t + 15_000).unwrap();
    assert!(host.over());
    // Black's device comes back: the claim arrives, its lone move is taken back, both agree.
    host.connected(t + 20_000);
    guest.connected(t + 20_000);
    settle(&mut host, &mut guest, &mut net, t + 20_000);
    assert_eq!(guest.round().decision(), Some(Decision::Resigned(Color::Black)));
    agree(&host, &guest, "after the claim");
    assert_eq!(host.round().record().len(), 1);
}

#[test]
fn a_claim_the_friend_saw_no_reason_for_is_refused() {
    let (mut host, mut guest) = pair(None);
    let mut net = Net { flying: Vec::new(), dice: Dice(9) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    play(&mut host, "22-18", t);
    let t = settle(&mut host, &mut guest, &mut net, t);
    // The cheater claims the win at once: the guest never lost the link.
    let forged = wire::Message { game: host.game(), seq: 2, ack: 0, body: Body::Claimed { ply: 1, win: true } };
    guest.receive(&wire::encode(&forged), t);
    assert!(!guest.over(), "the game goes on: {:?}", guest.log());
    play(&mut guest, "11-15", t + 500);
}

/// The host's next numbered message to the guest, with `body` (its number read from a chat it
/// never delivers).
fn forged_from(host: &mut Session<Position>, body: Body, at: u64) -> String {
    host.act(Local::Chat(damas_live::offer::Phrase::Hello), at).unwrap();
    let chat = wire::decode(host.outgoing().last().unwrap()).unwrap();
    wire::encode(&wire::Message { body, ..chat })
}

#[test]
fn the_host_cannot_rewrite_the_game() {
    let (mut host, mut guest) = pair(Some(TimeControl { minutes: 3, increment: 2 }));
    let mut net = Net { flying: Vec::new(), dice: Dice(10) };
    let t = settle(&mut host, &mut guest, &mut net, 0);
    let t = play_line(&mut host, &mut guest, &mut net, &["22-18", "11-15", "18x11", "7x16"], t, 500);
    let start = host.round().record().start().to_fen();
    let texts = host.round().record().move_texts().to_vec();
    let sync = |moves: &[String], decision, aborted| Body::Sync { start: start.clone(), moves: moves.to_vec(), clocks: Some([180_000, 1]), ran: 0, decision, aborted, seen: 99 };
    // Two moves taken back and Black resigned; a Black move Black never made; Black flagged with
    // three minutes on its clock; the game called off after four moves.
    let mut other = texts[..3].to_vec();
    let at3 = guest.round().record().positions()[3];
    let legal = at3.legal_moves();
    let played = guest.round().record().moves()[3];
    let not_played = legal.iter().find(|&&m| m != played).expect("Black had a choice");
    other.push(at3.move_text_among(not_played, &legal));
    let attacks = [
        sync(&texts[..2], Some(Decision::Resigned(Color::Black)), false),
        sync(&other, None, false),
        sync(&texts, Some(Decision::Flagged(Color::Black)), false),
        sync(&texts, None, true),
    ];
    for attack in attacks {
        let text = forged_from(&mut host, attack.clone(), t);
        guest.receive(&text, t);
        assert_eq!(guest.round().record().len(), 4, "{attack:?}");
        assert!(!guest.over(), "{attack:?}");
        assert!(guest.log().last().is_some_and(|l| l.starts_with("HostGame")), "{attack:?}: {:?}", guest.log());
    }
    // The host's own resignation, and a move of its own on top, are its to give.
    let mut longer = texts.clone();
    longer.push("21-17".to_string());
    let before = clock_of(&guest, Color::Black, t);
    let text = forged_from(&mut host, sync(&longer, Some(Decision::Resigned(Color::White)), false), t);
    guest.receive(&text, t);
    assert_eq!((guest.round().record().len(), guest.round().decision()), (5, Some(Decision::Resigned(Color::White))));
    // The clocks came with it, but Black's no lower than its own.
    assert_eq!(clock_of(&guest, Color::Black, t), before);
}
