//! The room server's messages (`damas_live::room_message`): each message by itself, then a
//! structure-aware fuzz. A hostile server (or a member speaking through it) sends the protocol's
//! messages with ids that are members', ours, new, or not ids at all, offers and answers from
//! anyone, several fields at once, junk and oversized texts; meanwhile the page's links are made,
//! fail and close at random. After every message: no panic, never more than `MAX_PEERS` members,
//! none ours, none a non-id, none twice; an ignored message changes nothing; an answer reaches
//! only a link that offered and awaits it; a `PeerLeft` for a stranger changes nothing.
//! `FUZZ_INPUTS` sets how many messages (200,000 by default; `scripts/fuzz-live` runs more).

use damas_live::room_message::{is_id, Decision, Field, Ignored, Members, Phase, MAX_MESSAGE, MAX_PEERS};

mod common;
use common::Dice;

const A: &str = "0a1b2c3d-0000-4000-8000-00000000000a";
const B: &str = "0a1b2c3d-0000-4000-8000-00000000000b";
const US: &str = "0a1b2c3d-0000-4000-8000-0000000000ff";

/// The strings of one message where the protocol puts them, as the page's parser reads them.
#[derive(Clone, Debug, Default)]
struct Heard {
    id_assigned: Option<String>,
    new_peer: Option<String>,
    peer_left: Option<String>,
    sender: Option<String>,
    offer: Option<String>,
    answer: Option<String>,
}

impl Heard {
    fn get(&self, field: Field) -> Option<String> {
        match field {
            Field::IdAssigned => &self.id_assigned,
            Field::NewPeer => &self.new_peer,
            Field::PeerLeft => &self.peer_left,
            Field::Sender => &self.sender,
            Field::Offer => &self.offer,
            Field::Answer => &self.answer,
        }
        .clone()
    }
}

/// A parser's answer that is never asked for (the text is too long) or not JSON.
type NoReader = fn(Field) -> Option<String>;

fn hear(m: &mut Members<u32>, heard: Heard) -> Decision {
    m.hear(64, || Some(move |f| heard.get(f)))
}

fn new_peer(id: &str) -> Heard {
    Heard { new_peer: Some(id.into()), ..Heard::default() }
}

fn offer(from: &str) -> Heard {
    Heard { sender: Some(from.into()), offer: Some("code".into()), ..Heard::default() }
}

fn answer(from: &str) -> Heard {
    Heard { sender: Some(from.into()), answer: Some("code".into()), ..Heard::default() }
}

fn joined() -> Members<u32> {
    let mut m = Members::default();
    assert_eq!(hear(&mut m, Heard { id_assigned: Some(US.into()), ..Heard::default() }), Decision::Joined(US.into()));
    m
}

/// What a test compares before and after a message: our id and each member's id, phase and link.
type State = (Option<String>, Vec<(String, Phase, Option<u32>)>);

fn state(m: &Members<u32>) -> State {
    (m.ours().map(str::to_string), m.all().iter().map(|x| (x.id.clone(), x.phase, x.link)).collect())
}

#[test]
fn fields_are_where_matchbox_puts_them() {
    assert_eq!(Field::IdAssigned.path(), ["IdAssigned"]);
    assert_eq!(Field::Sender.path(), ["Signal", "sender"]);
    assert_eq!(Field::Answer.path(), ["Signal", "data", "Answer"]);
}

#[test]
fn ids_are_matchbox_uuids() {
    assert!(is_id(A) && is_id("F") && is_id(&"a".repeat(64)));
    assert!(!is_id("") && !is_id(&"a".repeat(65)) && !is_id("<script>") && !is_id("0a1b g") && !is_id("é"));
}

#[test]
fn the_server_assigns_our_id_once() {
    let mut m = joined();
    assert_eq!(m.ours(), Some(US));
    assert_eq!(hear(&mut m, Heard { id_assigned: Some(A.into()), ..Heard::default() }), Decision::Ignore(Ignored::AlreadyJoined));
    let mut fresh = Members::<u32>::default();
    assert_eq!(hear(&mut fresh, Heard { id_assigned: Some("x".into()), ..Heard::default() }), Decision::Ignore(Ignored::NotAnId));
    assert_eq!(fresh.ours(), None);
}

#[test]
fn a_new_peer_gets_our_offer_and_its_answer_is_taken_once() {
    let mut m = joined();
    assert_eq!(hear(&mut m, new_peer(A)), Decision::Offer(A.into()));
    assert_eq!(m.all()[0].phase, Phase::Opening { offer: true });
    // Its answer before our offer went out is not awaited.
    assert_eq!(hear(&mut m, answer(A)), Decision::Ignore(Ignored::NotAwaited));
    assert!(m.made(A, 1));
    assert_eq!(m.all()[0].phase, Phase::Offered);
    assert_eq!(hear(&mut m, answer(A)), Decision::Accept { peer: A.into(), answer: "code".into() });
    assert_eq!(m.all()[0].phase, Phase::Linked);
    assert_eq!(hear(&mut m, answer(A)), Decision::Ignore(Ignored::NotAwaited));
    assert_eq!(hear(&mut m, offer(A)), Decision::Ignore(Ignored::Known));
    assert_eq!(hear(&mut m, new_peer(A)), Decision::Ignore(Ignored::Known));
    assert_eq!(m.links().collect::<Vec<_>>(), vec![(A, &1)]);
}

#[test]
fn an_offer_is_answered_and_no_answer_is_taken_from_its_sender() {
    let mut m = joined();
    assert_eq!(hear(&mut m, offer(B)), Decision::Answer { peer: B.into(), offer: "code".into() });
    assert_eq!(m.all()[0].phase, Phase::Opening { offer: false });
    assert!(m.made(B, 7));
    assert_eq!(m.all()[0].phase, Phase::Linked);
    assert_eq!(hear(&mut m, answer(B)), Decision::Ignore(Ignored::NotAwaited));
    assert_eq!(m.link(B), Some(&7));
}

#[test]
fn our_own_id_and_non_ids_make_no_member() {
    let mut m = joined();
    for h in [new_peer(US), offer(US), answer(US), Heard { peer_left: Some(US.into()), ..Heard::default() }] {
        assert_eq!(hear(&mut m, h), Decision::Ignore(Ignored::OwnId));
    }
    for h in [new_peer("<script>"), offer(""), answer("zz"), Heard { peer_left: Some("-x".into()), ..Heard::default() }] {
        assert_eq!(hear(&mut m, h), Decision::Ignore(Ignored::NotAnId));
    }
    assert!(m.all().is_empty());
}

#[test]
fn an_answer_from_a_stranger_is_ignored() {
    let mut m = joined();
    hear(&mut m, new_peer(A));
    m.made(A, 1);
    let before = state(&m);
    assert_eq!(hear(&mut m, answer(B)), Decision::Ignore(Ignored::UnknownSender));
    assert_eq!(state(&m), before);
}

#[test]
fn the_room_holds_at_most_max_peers() {
    let mut m = joined();
    for i in 0..MAX_PEERS {
        assert_eq!(hear(&mut m, new_peer(&format!("{i:x}"))), Decision::Offer(format!("{i:x}")));
    }
    assert_eq!(hear(&mut m, new_peer("abc")), Decision::Ignore(Ignored::Full));
    assert_eq!(hear(&mut m, offer("abc")), Decision::Ignore(Ignored::Full));
    // A link that could not be made frees its place.
    m.failed("0");
    assert_eq!(hear(&mut m, offer("abc")), Decision::Answer { peer: "abc".into(), offer: "code".into() });
}

#[test]
fn a_member_leaves_and_a_stranger_leaving_changes_nothing() {
    let mut m = joined();
    hear(&mut m, new_peer(A));
    m.made(A, 1);
    let before = state(&m);
    assert_eq!(hear(&mut m, Heard { peer_left: Some(B.into()), ..Heard::default() }), Decision::Left(B.into()));
    assert_eq!(state(&m), before);
    assert_eq!(hear(&mut m, Heard { peer_left: Some(A.into()), ..Heard::default() }), Decision::Left(A.into()));
    assert!(m.all().is_empty());
    // Its link, made after it left, is dropped.
    hear(&mut m, offer(B));
    hear(&mut m, Heard { peer_left: Some(B.into()), ..Heard::default() });
    assert!(!m.made(B, 2));
    assert!(m.all().is_empty());
}

#[test]
fn a_closed_link_frees_its_place_and_an_opening_one_stays() {
    let mut m = joined();
    hear(&mut m, new_peer(A));
    m.gone(A);
    assert_eq!(m.all().len(), 1, "a link still being made is not the one that closed");
    m.made(A, 1);
    m.failed(A);
    assert_eq!(m.all().len(), 1, "a made link did not fail to be made");
    m.gone(A);
    assert!(m.all().is_empty());
}

#[test]
fn long_texts_are_not_parsed_and_junk_is_ignored() {
    let mut m = joined();
    assert_eq!(m.hear(MAX_MESSAGE + 1, || -> Option<NoReader> { panic!("a long text was parsed") }), Decision::Ignore(Ignored::TooLong));
    assert_eq!(m.hear(MAX_MESSAGE, || None::<NoReader>), Decision::Ignore(Ignored::NotJson));
    assert_eq!(hear(&mut m, Heard::default()), Decision::Ignore(Ignored::Unknown));
    let signal_without_data = Heard { sender: Some(A.into()), ..Heard::default() };
    assert_eq!(hear(&mut m, signal_without_data), Decision::Ignore(Ignored::Unknown));
    let data_without_sender = Heard { offer: Some("code".into()), answer: Some("code".into()), ..Heard::default() };
    assert_eq!(hear(&mut m, data_without_sender), Decision::Ignore(Ignored::Unknown));
    assert!(m.all().is_empty());
}

/// An id: a member's, ours, a new one, or not an id.
fn hostile_id(dice: &mut Dice, m: &Members<u32>) -> String {
    let members = m.all();
    match dice.below(8) {
        0..=2 if !members.is_empty() => members[dice.below(members.len())].id.clone(),
        3 => m.ours().unwrap_or(US).to_string(),
        4 => ["", "<script>", "-", "g", "0a1b 2c", "é", "ffffffff-ffff-ffff-ffff-fffffffffffff\u{0}"][dice.below(7)].to_string(),
        5 => "a".repeat(60 + dice.below(10)),
        _ => format!("{:x}", dice.next() % 40),
    }
}

/// `old`, or with `percent` chances one made now.
fn or_some(old: Option<String>, dice: &mut Dice, percent: usize, make: impl FnOnce(&mut Dice) -> String) -> Option<String> {
    if old.is_some() || !dice.chance(percent) {
        return old;
    }
    Some(make(dice))
}

/// A message: mostly one of the protocol's, sometimes with fields of others mixed in; in a
/// crowded room members come and never leave.
fn hostile_heard(dice: &mut Dice, m: &Members<u32>, crowded: bool) -> Heard {
    let mut h = Heard::default();
    let id = hostile_id(dice, m);
    let kind = dice.below(6);
    match if crowded && kind == 2 { 1 } else { kind } {
        0 => h.id_assigned = Some(id),
        1 => h.new_peer = Some(id),
        2 => h.peer_left = Some(id),
        3 => (h.sender, h.offer) = (Some(id), Some("o".into())),
        4 => (h.sender, h.answer) = (Some(id), Some("a".into())),
        _ => {}
    }
    if dice.chance(15) {
        h.id_assigned = or_some(h.id_assigned, dice, 20, |d| hostile_id(d, m));
        h.new_peer = or_some(h.new_peer, dice, 30, |d| hostile_id(d, m));
        h.peer_left = or_some(h.peer_left, dice, 30, |d| hostile_id(d, m));
        h.sender = or_some(h.sender, dice, 50, |d| hostile_id(d, m));
        h.offer = or_some(h.offer, dice, 40, |_| "junk".into());
        h.answer = or_some(h.answer, dice, 40, |_| "<img src=x>".into());
    }
    h
}

/// Tallies of what the fuzz's messages did.
#[derive(Default)]
struct Tally {
    joined: u64,
    linking: u64,
    accepted: u64,
    left: u64,
    /// Each reason, with how many messages it ignored.
    ignored: Vec<(Ignored, u64)>,
}

/// Checks one decision against the state before and after it.
fn check(decision: &Decision, heard: &Heard, before: &State, m: &Members<u32>, tally: &mut Tally) {
    let after = state(m);
    let known = |id: &str| before.1.iter().find(|x| x.0 == id);
    match decision {
        Decision::Ignore(why) => {
            assert_eq!(&after, before, "an ignored message changed the room ({heard:?})");
            match tally.ignored.iter_mut().find(|(w, _)| w == why) {
                Some((_, n)) => *n += 1,
                None => tally.ignored.push((*why, 1)),
            }
        }
        Decision::Joined(id) => {
            assert!(before.0.is_none() && after.0.as_deref() == Some(id.as_str()) && after.1 == before.1);
            tally.joined += 1;
        }
        Decision::Offer(id) | Decision::Answer { peer: id, .. } => {
            assert!(known(id).is_none(), "a link made twice to {id}");
            assert_eq!(after.1.len(), before.1.len() + 1);
            let offers = matches!(decision, Decision::Offer(_));
            assert_eq!(after.1.last(), Some(&(id.clone(), Phase::Opening { offer: offers }, None)));
            tally.linking += 1;
        }
        Decision::Accept { peer, .. } => {
            let was = known(peer).expect("an answer reached a stranger's link");
            assert!(was.1 == Phase::Offered && was.2.is_some(), "an answer reached a link that awaited none: {was:?}");
            assert_eq!(heard.sender.as_deref(), Some(peer.as_str()));
            let now = after.1.iter().find(|x| x.0 == *peer).unwrap();
            assert_eq!((now.1, now.2), (Phase::Linked, was.2));
            assert_eq!(after.1.len(), before.1.len());
            tally.accepted += 1;
        }
        Decision::Left(id) => {
            assert_eq!(heard.peer_left.as_deref(), Some(id.as_str()));
            if known(id).is_none() {
                assert_eq!(&after, before, "a stranger's leaving changed the room");
            } else {
                assert!(after.1.iter().all(|x| x.0 != *id) && after.1.len() + 1 == before.1.len());
            }
            tally.left += 1;
        }
    }
    // The room's own invariants.
    assert!(after.1.len() <= MAX_PEERS, "{} members", after.1.len());
    for (i, (id, phase, link)) in after.1.iter().enumerate() {
        assert!(is_id(id), "a member that is not an id: {id:?}");
        assert_ne!(Some(id), after.0.as_ref(), "a member with our own id");
        assert!(after.1[..i].iter().all(|x| x.0 != *id), "{id} twice");
        assert_eq!(link.is_some(), !matches!(phase, Phase::Opening { .. }));
    }
}

#[test]
fn a_hostile_server_bends_nothing_in_the_room() {
    let inputs: u64 = std::env::var("FUZZ_INPUTS").ok().and_then(|s| s.parse().ok()).unwrap_or(200_000);
    let mut dice = Dice(0x5EED_0053);
    let (mut total, mut rooms, mut next_link) = (0u64, 0u64, 0u32);
    let mut tally = Tally::default();
    let started = std::time::Instant::now();
    while total < inputs {
        rooms += 1;
        let mut m = Members::<u32>::default();
        let crowded = dice.chance(20);
        // Most servers assign our id first; some late, some never.
        if dice.chance(90) {
            let ours = format!("{:x}", 1000 + dice.next() % 100);
            hear(&mut m, Heard { id_assigned: Some(ours), ..Heard::default() });
        }
        for _ in 0..dice.below(400) + 1 {
            if total >= inputs {
                break;
            }
            total += 1;
            let heard = hostile_heard(&mut dice, &m, crowded);
            let before = state(&m);
            let len = match dice.below(50) {
                0 => MAX_MESSAGE + 1 + dice.below(40_000),
                1 => MAX_MESSAGE,
                _ => dice.below(500),
            };
            let json = !dice.chance(2);
            let mut parsed = false;
            let decision = m.hear(len, || {
                parsed = true;
                let h = heard.clone();
                json.then_some(move |f| h.get(f))
            });
            assert_eq!(parsed, len <= MAX_MESSAGE, "a text of {len} units parsed: {parsed}");
            check(&decision, &heard, &before, &m, &mut tally);
            // The page's side: links being made are made or fail, made ones close, at random.
            let ids: Vec<(String, Phase)> = m.all().iter().map(|x| (x.id.clone(), x.phase)).collect();
            for (id, phase) in ids {
                let opening = matches!(phase, Phase::Opening { .. });
                match dice.below(10) {
                    0..=3 if opening => {
                        next_link += 1;
                        assert!(m.made(&id, next_link));
                        assert_eq!(m.link(&id), Some(&next_link));
                    }
                    4 if opening && !crowded => m.failed(&id),
                    5 if !opening && !crowded && dice.chance(20) => m.gone(&id),
                    // A stray call about a member in another phase changes nothing.
                    6 => {
                        let before = state(&m);
                        if opening {
                            m.gone(&id);
                        } else {
                            m.failed(&id);
                            assert!(!m.made(&id, 0));
                        }
                        assert_eq!(state(&m), before);
                    }
                    _ => {}
                }
            }
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let ignored: u64 = tally.ignored.iter().map(|(_, n)| n).sum();
    eprintln!(
        "fuzz-room: {total} messages over {rooms} rooms in {secs:.1} s: {} joined, {} new links, {} answers taken, {} left, {ignored} ignored {:?}",
        tally.joined, tally.linking, tally.accepted, tally.left, tally.ignored
    );
    assert!(tally.joined > 0 && tally.linking > 0 && tally.accepted > 0 && tally.left > 0);
    // Every reason to ignore a message was met (a short run may miss the rarest).
    assert!(total < 100_000 || tally.ignored.len() == 10, "reasons met: {:?}", tally.ignored);
}
