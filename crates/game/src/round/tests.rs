use super::*;
use crate::clock::TimeControl;
use damas_engine::{DrawReason, Outcome, Position, Variant};

fn opened(opponent: Opponent, minutes: u32) -> Opened<Position> {
    let clocks = Some(Clocks::new(TimeControl { minutes, increment: 1 }));
    Opened { opponent, clocks, ..Opened::new(Position::initial(Variant::Brazilian)) }
}

fn mv(round: &Round<Position>, text: &str) -> damas_engine::Move {
    round.record().position().parse_move(text).expect("a legal move")
}

/// A seeded xorshift: the same actions on every run.
struct Dice(u64);
impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random action for `round` at time `now`: mostly moves (legal, now and then an illegal one),
/// with take-backs, draw offers and answers, resignations, flags, pauses and looks back.
fn random_action(round: &Round<Position>, dice: &mut Dice, now: u64) -> RoundAction<damas_engine::Move> {
    let legal = round.record().legal_moves();
    let nodes = round.record().node_count();
    let node = damas_engine::NodeId::from_index(dice.below(nodes + 1));
    match dice.below(23) {
        20 => RoundAction::GoToNode(node),
        21 => RoundAction::Promote(node),
        22 => RoundAction::Delete(node),
        0 => RoundAction::TakeBack { at: now },
        1 => RoundAction::OfferDraw { by: round.acting_side() },
        2 => RoundAction::AcceptDraw { at: now },
        3 => RoundAction::DeclineDraw,
        4 => RoundAction::Flag { at: now },
        5 => RoundAction::Pause { at: now },
        6 => RoundAction::Resume { at: now },
        7 => RoundAction::GoTo(dice.below(round.record().len() + 2)),
        8 if dice.below(8) == 0 => RoundAction::Resign { side: round.acting_side(), at: now },
        11 => RoundAction::TakeBackFor { side: round.acting_side(), at: now },
        12 => RoundAction::Charge { side: round.acting_side(), ms: dice.below(900) as u64 },
        13 if !legal.is_empty() => RoundAction::PlayCredited { mv: legal[dice.below(legal.len())], at: now, credit: dice.below(900) as u64 },
        10 if dice.below(16) == 0 => RoundAction::HandOver { side: if dice.below(2) == 0 { Color::White } else { Color::Black } },
        9 => {
            // A move of the other side: illegal here.
            let other = Position::initial(Variant::Brazilian).legal_moves();
            RoundAction::Play { mv: other[dice.below(other.len())], at: now }
        }
        _ if legal.is_empty() => RoundAction::GoTo(0),
        _ => RoundAction::Play { mv: legal[dice.below(legal.len())], at: now },
    }
}

#[test]
fn the_same_actions_give_the_same_round_on_two_machines() {
    for seed in 1..=12u64 {
        let mut dice = Dice(0x9E37_79B9_7F4A_7C15 ^ seed);
        let opponent = [Opponent::Local, Opponent::Computer { side: Color::Black }, Opponent::Remote { side: Color::White }][seed as usize % 3];
        let start = opened(opponent, 1 + seed as u32 % 3);
        let (mut here, mut there) = (Round::open(start.clone(), 0), Round::open(start.clone(), 0));
        let mut log = Vec::new();
        let mut now = 0u64;
        for step in 0..400 {
            // Clock ticks: time passes between actions, sometimes past a flag.
            now += [0, 50, 900, 4_000, 30_000][dice.below(5)];
            let action = random_action(&here, &mut dice, now);
            let a = here.apply(action.clone());
            let b = there.apply(action.clone());
            assert_eq!(a, b, "seed {seed} step {step}: {action:?}");
            assert_eq!(here, there, "seed {seed} step {step}: {action:?}");
            log.push(action);
        }
        // Replayed from its log on a third machine, the round is the same again.
        let mut replayed = Round::open(start, 0);
        for action in log {
            let _ = replayed.apply(action);
        }
        assert_eq!(replayed, here, "seed {seed}: the log replays");
    }
}

#[test]
fn a_move_runs_the_clocks_and_a_late_one_loses_on_time() {
    let mut round = Round::open(opened(Opponent::Local, 1), 0);
    round.apply(RoundAction::Play { mv: mv(&round, "22-18"), at: 5_000 }).unwrap();
    let clocks = round.clocks().unwrap();
    assert_eq!((clocks.running(), clocks.left_at(Color::White, 9_000)), (Some(Color::Black), 60_000), "the first move is free");
    // Black thinks past the flag: the move does not count, the game is lost on time.
    let late = mv(&round, "11-15");
    assert_eq!(round.apply(RoundAction::Play { mv: late, at: 70_000 }), Ok(()));
    assert_eq!(round.decision(), Some(Decision::Flagged(Color::Black)));
    assert_eq!(round.record().len(), 1);
    assert_eq!(round.apply(RoundAction::Play { mv: late, at: 70_001 }), Err(Refused::GameOver));
}

#[test]
fn a_draw_offer_stands_until_the_other_side_moves_or_answers() {
    let mut round = Round::open(opened(Opponent::Local, 5), 0);
    round.apply(RoundAction::Play { mv: mv(&round, "22-18"), at: 0 }).unwrap();
    assert_eq!(round.apply(RoundAction::AcceptDraw { at: 1 }), Err(Refused::NotNow), "no offer yet");
    round.apply(RoundAction::OfferDraw { by: Color::Black }).unwrap();
    // The side offering may move first; the offer stands.
    round.apply(RoundAction::Play { mv: mv(&round, "11-15"), at: 10 }).unwrap();
    assert_eq!(round.draw_offer(), Some(Color::Black));
    // The side offered answers by moving.
    round.apply(RoundAction::Play { mv: mv(&round, "18x11"), at: 20 }).unwrap();
    assert_eq!(round.draw_offer(), None);
    round.apply(RoundAction::OfferDraw { by: Color::Black }).unwrap();
    round.apply(RoundAction::AcceptDraw { at: 30 }).unwrap();
    assert_eq!(round.ending(), Some(Ending::Decided(Decision::DrawAgreed)));
    assert!(round.clocks().unwrap().running().is_none(), "the clocks stop");
}

#[test]
fn against_an_opponent_elsewhere_a_take_back_returns_to_the_players_turn() {
    for opponent in [Opponent::Computer { side: Color::Black }, Opponent::Remote { side: Color::Black }] {
        let mut round = Round::open(opened(opponent, 5), 0);
        for text in ["22-18", "11-15"] {
            let m = mv(&round, text);
            round.apply(RoundAction::Play { mv: m, at: 0 }).unwrap();
        }
        round.apply(RoundAction::TakeBack { at: 1 }).unwrap();
        assert_eq!(round.record().len(), 0, "{opponent:?}: the reply goes too");
        assert_eq!(round.acting_side(), Color::White);
    }
    let mut local = Round::open(opened(Opponent::Local, 5), 0);
    local.apply(RoundAction::Play { mv: mv(&local, "22-18"), at: 0 }).unwrap();
    local.apply(RoundAction::Play { mv: mv(&local, "11-15"), at: 0 }).unwrap();
    local.apply(RoundAction::TakeBack { at: 1 }).unwrap();
    assert_eq!(local.record().len(), 1, "two players at one device: one move back");
}

#[test]
fn the_rules_end_the_game_before_the_players_can() {
    let start = Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap();
    let mut round = Round::open(Opened::new(start), 0);
    round.apply(RoundAction::Play { mv: mv(&round, "22x15"), at: 0 }).unwrap();
    assert_eq!(round.ending(), Some(Ending::Rules(Outcome::Win(Color::White))));
    assert_eq!(round.apply(RoundAction::Resign { side: Color::Black, at: 0 }), Err(Refused::NotNow));
    assert!(!round.in_progress());
    let kings = Position::from_fen(Variant::English, "W:WK29:BK4").unwrap();
    let mut round = Round::open(Opened::new(kings), 0);
    for text in ["29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29", "8-4"] {
        let m = mv(&round, text);
        round.apply(RoundAction::Play { mv: m, at: 0 }).unwrap();
    }
    assert_eq!(round.ending(), Some(Ending::Rules(Outcome::Draw(DrawReason::Repetition))));
}

#[test]
fn a_paused_clock_loses_no_time() {
    let mut round = Round::open(opened(Opponent::Computer { side: Color::Black }, 1), 0);
    round.apply(RoundAction::Play { mv: mv(&round, "22-18"), at: 0 }).unwrap();
    round.apply(RoundAction::Pause { at: 1_000 }).unwrap();
    assert_eq!(round.apply(RoundAction::Flag { at: 500_000 }), Err(Refused::NotNow), "no clock runs");
    round.apply(RoundAction::Resume { at: 600_000 }).unwrap();
    assert_eq!(round.clocks().unwrap().left_at(Color::Black, 601_000), 58_000);
}

#[test]
fn a_move_played_earlier_starts_a_variation_and_the_main_line_stays() {
    let mut round = Round::open(Opened::new(Position::initial(Variant::Brazilian)), 0);
    for text in ["22-17", "11-15", "17-13"] {
        let m = mv(&round, text);
        round.apply(RoundAction::Play { mv: m, at: 0 }).unwrap();
    }
    let main = round.record().mainline();
    round.apply(RoundAction::GoTo(1)).unwrap();
    round.apply(RoundAction::Play { mv: mv(&round, "12-16"), at: 0 }).unwrap();
    let record = round.record();
    assert_eq!(record.move_texts(), ["22-17", "12-16"], "the line on view goes through the new move");
    assert!(!record.is_mainline(record.cursor()), "the new move is a variation");
    assert_eq!(record.mainline(), main, "the main line stays");
    let first = record.line_ids()[1];
    let new = record.node(first).unwrap().children()[1];
    assert_eq!(record.node(new).unwrap().text(), "12-16");
    // The same move again follows the continuation that has it: nothing is added.
    round.apply(RoundAction::GoTo(1)).unwrap();
    round.apply(RoundAction::Play { mv: mv(&round, "11-15"), at: 0 }).unwrap();
    assert_eq!((round.record().node_count(), round.record().cursor()), (5, main[1]));
    // Into the variation and back along the main line: going anywhere changes no line.
    round.apply(RoundAction::GoToNode(new)).unwrap();
    round.apply(RoundAction::GoTo(0)).unwrap();
    round.apply(RoundAction::GoToNode(main[2])).unwrap();
    assert_eq!(round.record().mainline(), main);
    assert_eq!(round.apply(RoundAction::Delete(first)), Err(Refused::NotNow), "the main line cannot be deleted");
    // Only a promotion makes the variation the main line.
    round.apply(RoundAction::Promote(new)).unwrap();
    assert!(round.record().is_mainline(new));
    let other = round.record().node(first).unwrap().children()[1];
    assert_eq!(other, main[1], "the old main line is the variation now");
    round.apply(RoundAction::Delete(other)).unwrap();
    assert_eq!(round.record().node(first).unwrap().children().len(), 1);
}

#[test]
fn a_game_at_the_device_is_handed_over_to_a_friend_once() {
    let mut round = Round::open(opened(Opponent::Local, 5), 0);
    round.apply(RoundAction::Play { mv: mv(&round, "22-18"), at: 0 }).unwrap();
    round.apply(RoundAction::HandOver { side: Color::Black }).unwrap();
    assert_eq!(round.opponent(), Opponent::Remote { side: Color::Black });
    assert_eq!(round.acting_side(), Color::White, "the player here plays White from now on");
    assert_eq!(round.apply(RoundAction::HandOver { side: Color::Black }), Ok(()), "sent again: nothing changes");
    assert_eq!(round.apply(RoundAction::HandOver { side: Color::White }), Err(Refused::NotNow));
    let mut computer = Round::open(opened(Opponent::Computer { side: Color::Black }, 5), 0);
    assert_eq!(computer.apply(RoundAction::HandOver { side: Color::Black }), Err(Refused::NotNow), "never a game against the computer");
}

#[test]
fn a_take_back_for_a_side_pops_the_same_moves_on_both_devices() {
    // White's device (its friend plays Black) and Black's device (its friend plays White).
    let mut white = Round::open(opened(Opponent::Remote { side: Color::Black }, 5), 0);
    let mut black = Round::open(opened(Opponent::Remote { side: Color::White }, 5), 0);
    for (i, text) in ["22-18", "11-15", "18x11", "8x15"].iter().enumerate() {
        let at = 1000 * (i as u64 + 1);
        for round in [&mut white, &mut black] {
            let m = mv(round, text);
            round.apply(RoundAction::Play { mv: m, at }).unwrap();
        }
    }
    // White asks to take back: both devices go back to White's turn, two plies.
    for round in [&mut white, &mut black] {
        round.apply(RoundAction::TakeBackFor { side: Color::White, at: 9000 }).unwrap();
    }
    assert_eq!((white.record().len(), black.record().len()), (2, 2));
    assert_eq!(white.record(), black.record());
    // A lag the other device charged is taken from what the side has left.
    let before = white.clocks().unwrap().stored()[1];
    assert_eq!(white.apply(RoundAction::Charge { side: Color::Black, ms: 700 }), Ok(()));
    assert_eq!(white.clocks().unwrap().stored()[1], before - 700);
}
