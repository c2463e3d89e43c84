//! A structure-aware fuzz of an honest session facing a cheating host. Most inputs are
//! well-formed messages of this game, numbered in order, whose fields are hostile: plies around
//! the game's, moves legal here or not, true and false hashes, clocks and charges from nothing to
//! days, whole games that take moves back or add some, results of every kind. The honest guest
//! plays at random meanwhile. After every input: no panic, every move of its game legal where it
//! was played, its clock never taken below what it could lose, and the whole run counts how many
//! inputs reached the session's logic (decoded, this game, in order). `FUZZ_INPUTS` sets how
//! many (200,000 by default; `scripts/fuzz-live` runs ten million). Saved sessions are fuzzed by
//! their fields too.

use damas_engine::{Color, Decision, Position, Variant};
use damas_game::clock::TimeControl;
use damas_live::offer::{Offer, Phrase};
use damas_live::session::charge::MAX_LAG_CHARGE_MS;
use damas_live::session::{Local, Session};
use damas_live::wire::{self, Body, Message};

mod common;
use common::{pair, play_line, settle, Dice, Net};

/// A value from nothing to days, edges first.
fn hostile_ms(dice: &mut Dice) -> u64 {
    match dice.below(6) {
        0 => 0,
        1 => u64::MAX,
        2 => dice.next() % 1000,
        3 => dice.next() % 20_000,
        4 => dice.next() % 400_000,
        _ => dice.next(),
    }
}

/// A ply near the game's, or anywhere.
fn hostile_ply(dice: &mut Dice, len: u32) -> u32 {
    match dice.below(5) {
        0 => len,
        1 => len.saturating_sub(1),
        2 => len + 1,
        3 => len.saturating_sub(2),
        _ => dice.next() as u32 % 200,
    }
}

/// A move text: legal in the game's position, legal elsewhere, or junk.
fn hostile_move(dice: &mut Dice, at: &Position) -> String {
    let legal = at.legal_moves();
    match dice.below(4) {
        0 | 1 if !legal.is_empty() => at.move_text_among(&legal[dice.below(legal.len())], &legal),
        2 => {
            let other = Position::initial(Variant::Brazilian);
            let moves = other.legal_moves();
            other.move_text_among(&moves[dice.below(moves.len())], &moves)
        }
        _ => ["22-18", "1x10", "9-13", "x", "0-0", "32x1x5"][dice.below(6)].to_string(),
    }
}

/// A whole game: the guest's own, cut, extended by legal moves, or with a move swapped.
fn hostile_moves(dice: &mut Dice, s: &Session<Position>) -> Vec<String> {
    let mut record = s.round().record().clone();
    record.go_to(record.len());
    let mut texts = record.move_texts().to_vec();
    match dice.below(4) {
        0 => texts.truncate(dice.below(texts.len() + 1)),
        1 => {
            let mut end = *record.positions().last().unwrap_or(record.start());
            for _ in 0..=dice.below(3) {
                let legal = end.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[dice.below(legal.len())];
                texts.push(end.move_text_among(&mv, &legal));
                end = end.play(&mv);
            }
        }
        2 if !texts.is_empty() => {
            let at = dice.below(texts.len());
            let position = record.positions()[at];
            texts.truncate(at);
            texts.push(hostile_move(dice, &position));
        }
        _ => {}
    }
    texts
}

fn hostile_decision(dice: &mut Dice) -> Option<Decision> {
    let side = if dice.chance(50) { Color::White } else { Color::Black };
    match dice.below(5) {
        0 => Some(Decision::Resigned(side)),
        1 => Some(Decision::Flagged(side)),
        2 => Some(Decision::DrawAgreed),
        _ => None,
    }
}

/// A message body with hostile fields, shaped by the guest's game.
fn hostile_body(dice: &mut Dice, s: &Session<Position>) -> Body {
    let record = s.round().record();
    let len = u32::try_from(record.len()).unwrap();
    let end = *record.positions().last().unwrap_or(record.start());
    let offer = [Offer::Draw, Offer::Takeback, Offer::Rematch][dice.below(3)];
    match dice.below(16) {
        0..=3 => {
            let text = hostile_move(dice, &end);
            let hash = end.parse_move(&text).map(|m| end.play(&m).hash()).ok().filter(|_| dice.chance(80)).unwrap_or_else(|| dice.next());
            Body::Move { ply: hostile_ply(dice, len), text, think: hostile_ms(dice), hash }
        }
        4 => Body::Charged { ply: hostile_ply(dice, len), extra: hostile_ms(dice) },
        5 | 6 => {
            let start = if dice.chance(90) { record.start().to_fen() } else { "W:W21:B1".to_string() };
            let clocks = dice.chance(90).then(|| [hostile_ms(dice), hostile_ms(dice)]);
            Body::Sync { start, moves: hostile_moves(dice, s), clocks, ran: hostile_ms(dice), decision: hostile_decision(dice), aborted: dice.chance(10), seen: dice.next() % 1000 }
        }
        7 => Body::Propose { offer, ply: hostile_ply(dice, len) },
        8 => Body::Answer { offer, accept: dice.chance(50), ply: hostile_ply(dice, len) },
        9 => Body::Resign,
        10 => Body::Abort { ply: hostile_ply(dice, len) },
        11 => Body::FlagClaim { ply: hostile_ply(dice, len) },
        12 => Body::FlagFell { ply: hostile_ply(dice, len) },
        13 => Body::Claimed { ply: hostile_ply(dice, len), win: dice.chance(50) },
        14 => Body::NotFlagged { left: hostile_ms(dice) },
        _ => [Body::SyncRequest, Body::Chat(Phrase::Hello), Body::Ack][dice.below(3)].clone(),
    }
}

/// Every move of `s`'s game was legal where it was played.
fn legal_throughout(s: &Session<Position>) -> bool {
    let record = s.round().record();
    let positions = record.positions();
    record.moves().iter().enumerate().all(|(i, mv)| positions[i].legal_moves().contains(mv) && positions[i].play(mv).hash() == positions[i + 1].hash())
}

#[test]
fn a_cheating_host_bends_nothing_in_the_guests_game() {
    let inputs: u64 = std::env::var("FUZZ_INPUTS").ok().and_then(|s| s.parse().ok()).unwrap_or(200_000);
    let control = TimeControl { minutes: 3, increment: 2 };
    let mut dice = Dice(0x5EED_F00D);
    let (mut reached, mut total, mut games) = (0u64, 0u64, 0u64);
    while total < inputs {
        // A fresh game: the host greets and plays a little honestly, then turns.
        let (mut host, mut guest) = pair(Some(control));
        let mut net = Net { flying: Vec::new(), dice: Dice(dice.next()) };
        let mut now = settle(&mut host, &mut guest, &mut net, 0);
        // The cheater numbers its messages where the honest host stopped.
        host.act(Local::Chat(Phrase::Hello), now).unwrap();
        let mut seq = wire::decode(host.outgoing().last().unwrap()).unwrap().seq;
        let game = host.game();
        games += 1;
        for _ in 0..2000 {
            if total >= inputs {
                break;
            }
            total += 1;
            now += dice.next() % 3000;
            let in_order = dice.chance(85);
            let body = hostile_body(&mut dice, &guest);
            let numbered = !matches!(body, Body::Ack | Body::Hello { .. });
            let m = Message { game: if dice.chance(95) { game } else { dice.next() }, seq: if !numbered { 0 } else if in_order { seq } else { seq + 1 + dice.next() % 5 }, ack: dice.next() % 50, body };
            if m.game == game && (in_order || !numbered) {
                reached += 1;
            }
            if m.game == game && in_order && numbered {
                seq += 1;
            }
            let before = guest.round().clocks().map(|c| c.left_at(Color::Black, now));
            let state = format!("{:?} len {} decision {:?} aborted {}", guest.round().clocks(), guest.round().record().len(), guest.round().decision(), guest.aborted());
            let moves_before = guest.round().record().len();
            let game_before = guest.game();
            guest.receive(&wire::encode(&m), now);
            // Never more than the cap from a word on the clocks; the guest's game stays legal.
            if let (Some(b), Some(a)) = (before, guest.round().clocks().map(|c| c.left_at(Color::Black, now))) {
                // (A rematch agreed starts a new game with fresh clocks.)
                let own_move = guest.round().record().len() > moves_before;
                assert!(own_move || guest.game() != game_before || b.saturating_sub(a) <= MAX_LAG_CHARGE_MS, "input {total}: Black's clock fell {} ms at once ({m:?}; before {state}; after {:?} len {})", b - a, guest.round().clocks(), guest.round().record().len());
            }
            assert!(legal_throughout(&guest), "input {total}: an illegal move in the guest's game ({m:?})");
            // The guest plays on at random.
            if dice.chance(20) {
                let legal = guest.round().record().legal_moves();
                let local = match dice.below(6) {
                    0 if !legal.is_empty() => Local::Move(legal[dice.below(legal.len())]),
                    1 => Local::Propose(Offer::Draw),
                    2 => Local::Answer(dice.chance(50)),
                    3 => Local::Propose(Offer::Takeback),
                    _ => Local::Chat(Phrase::Thanks),
                };
                let _ = guest.act(local, now);
            }
            guest.tick(now);
            let _ = guest.outgoing();
            let _ = guest.notices();
            if guest.over() && dice.chance(5) {
                break;
            }
        }
    }
    let share = reached as f64 / total as f64;
    eprintln!("fuzz: {total} inputs over {games} games, {reached} reached the session's logic ({:.0}%)", share * 100.0);
    assert!(share >= 0.5, "at least half the inputs reach the session's logic ({share})");
}

#[test]
fn a_saved_session_edited_field_by_field_resumes_or_says_why() {
    let (mut host, mut guest) = pair(Some(TimeControl { minutes: 3, increment: 2 }));
    let mut net = Net { flying: Vec::new(), dice: Dice(11) };
    let now = settle(&mut host, &mut guest, &mut net, 0);
    let now = play_line(&mut host, &mut guest, &mut net, &["22-18", "11-15", "18x11", "7x16"], now, 700);
    let saved = guest.save();
    let fields: Vec<&str> = saved.split('|').collect();
    let mut dice = Dice(0xABCD);
    let like = Position::initial(Variant::Brazilian);
    let hostile = ["", "-", "0", "ffffffffffffffffff", "18446744073709551616", "live1", "x|y", "W:W1:B2", "22-18;22-18", "aborted", "white-won", "9999999999999999999"];
    let (mut resumed, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let mut edited = fields.clone();
        for _ in 0..=dice.below(2) {
            let at = dice.below(edited.len());
            edited[at] = hostile[dice.below(hostile.len())];
        }
        match Session::restore(&edited.join("|"), &like, now) {
            Ok(s) => {
                resumed += 1;
                assert!(legal_throughout(&s));
                assert!(s.round().clocks().is_none_or(|c| c.left_at(Color::Black, now) <= 180_000 + 1000 * 2000));
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(resumed > 0 && refused > 0, "{resumed} resumed, {refused} refused");
}
