use super::*;
use crate::worker::protocol::Response;
use crate::worker::runner::Runner;
use crate::worker::tables::test_tables;
use damas_ai::NoClock;
use damas_egtb::{format, Value};
use damas_engine::Color;

/// The first accepted start of `ending` for `seed`, as the page finds it (its value from the
/// databases), within the page's attempts.
fn start(ending: &Ending, seed: u64) -> (Position, Known) {
    let tb = test_tables();
    (0..MAX_ATTEMPTS)
        .filter_map(|a| candidate(ending, Variant::Brazilian, seed, a))
        .find_map(|p| tb.probe(&p).map(Known::from).filter(|&k| accepts(ending, k)).map(|k| (p, k)))
        .unwrap_or_else(|| panic!("no start of {} for seed {seed}", ending.id))
}

/// A runner with every test table loaded, as the worker has them after fetching.
fn runner() -> Runner {
    let tb = test_tables();
    let mut r = Runner::new(2);
    for t in tb.tables() {
        r.add_table(Variant::Brazilian, t.material, Some(&format::encode(Variant::Brazilian, t))).unwrap();
    }
    r
}

/// The computer's reply in `pos` as the trainer page asks for it: its move and the value.
fn reply(r: &mut Runner, pos: &Position) -> (String, Option<Known>) {
    let json = format!(r#"{{"type":"search","id":1,"variant":"brazilian","fen":"{}","movetime_ms":1000,"depth":8}}"#, pos.to_fen());
    let mut out = r.receive(&json, &NoClock);
    while r.busy() {
        out.extend(r.step(&NoClock));
    }
    match out.pop() {
        Some(Response::BestMove { mv, egtb, .. }) => (mv, egtb),
        other => panic!("{other:?}"),
    }
}

#[test]
fn starts_are_what_each_ending_promises() {
    let tb = test_tables();
    for id in ["three-kings", "king-two-men", "man-race", "diagonal"] {
        let e = ending(id).unwrap();
        for seed in 0..12 {
            let (pos, known) = start(e, seed);
            assert_eq!(pos.turn(), Color::White);
            assert_eq!(pos.pieces(Color::White).count() as usize, e.white.len());
            assert_eq!(pos.pieces(Color::Black).count() as usize, e.black.len());
            match e.goal {
                Goal::Win => assert!(matches!(tb.probe(&pos), Some(Value::Win(d)) if u32::from(d) >= e.min_plies), "{id} {seed}"),
                Goal::Draw => assert_eq!(tb.probe(&pos), Some(Value::Draw)),
            }
            assert!(known.result != Outcome::Loss);
            // Seeded: the same seed gives the same start, another seed (mostly) another.
            assert_eq!(start(e, seed).0, pos);
        }
        assert_ne!(start(e, 1).0, start(e, 2).0, "{id}");
    }
    // Every ending makes candidates of its material with its pieces where they belong.
    for e in &ENDINGS {
        let pos = (0..MAX_ATTEMPTS).find_map(|a| candidate(e, Variant::Russian, 5, a)).unwrap();
        assert_eq!(pos.occupied().count() as usize, e.white.len() + e.black.len(), "{}", e.id);
        assert_eq!(pos.kings_of(Color::White).count() as usize, e.white.iter().filter(|p| p.0).count());
    }
    let diag = (0..MAX_ATTEMPTS).find_map(|a| candidate(ending("diagonal").unwrap(), Variant::Brazilian, 3, a)).unwrap();
    let on = |n: u32| diag.to_fen().contains(&format!("WK{n}"));
    assert!(MAIN_DIAGONAL.iter().any(|&n| on(n)), "{}", diag.to_fen());
    // Every game of the trainer draws its starts on its own board: on Spanish's mirrored board the
    // main diagonal runs from h1 to a8 (row = column as White sees it), and men stand off their
    // crowning rows.
    for v in TRAINER_VARIANTS {
        for e in endings_for(v) {
            let pos = (0..MAX_ATTEMPTS).find_map(|a| candidate(e, v, 9, a)).unwrap_or_else(|| panic!("{v} {}", e.id));
            assert_eq!(pos.variant(), v);
            for c in Color::ALL {
                assert!(pos.men(c).squares().all(|sq| !v.crowning_row(c).contains(sq)), "{v} {}", pos.to_fen());
            }
        }
        if !v.flying_kings() {
            continue;
        }
        let diag = (0..MAX_ATTEMPTS).find_map(|a| candidate(ending("diagonal").unwrap(), v, 3, a)).unwrap();
        let king = diag.kings_of(Color::White).squares().next().unwrap();
        let (row, col) = v.row_col(king);
        assert!(if v.is_mirrored() { row == col } else { row + col == 7 }, "{v}: {}", diag.to_fen());
    }
}

#[test]
fn the_defender_never_loses_faster_than_the_databases_say() {
    let tb = test_tables();
    let mut r = runner();
    let e = ending("three-kings").unwrap();
    for seed in 0..6 {
        let (mut pos, _) = start(e, seed);
        let mut plies = 0;
        // White plays the quickest win, but on odd seeds any winning move for its first three
        // moves (a slower win: the defender must still lose no faster); Black is the worker's reply.
        while !pos.legal_moves().is_empty() {
            if pos.turn() == Color::White {
                let moves = pos.legal_moves();
                let wins: Vec<_> = moves.iter().filter(|m| matches!(tb.probe(&pos.play(m)), Some(Value::Loss(_)))).collect();
                let mv = if seed % 2 == 0 || plies >= 6 { damas_ai::egtb::best_move(tb, &pos).unwrap().0 } else { *wins[plies % wins.len()] };
                pos = pos.play(&mv);
            } else {
                let Some(Value::Loss(l)) = tb.probe(&pos) else { panic!("{}", pos.to_fen()) };
                let (mv, known) = reply(&mut r, &pos);
                assert_eq!(known, Some(Known { result: Outcome::Loss, plies: u32::from(l) }));
                let best = pos.legal_moves().iter().map(|m| tb.probe(&pos.play(m)).unwrap()).map(|v| v.back().goodness()).max();
                let next = pos.play(&pos.parse_move(&mv).unwrap());
                // The slowest loss: White is left to win in exactly l - 1 plies, the best Black has.
                assert_eq!(tb.probe(&next), Some(Value::Win(l - 1)), "{} {mv}", pos.to_fen());
                assert_eq!(Some(Value::Win(l - 1).back().goodness()), best);
                pos = next;
            }
            plies += 1;
            assert!(plies < 200);
        }
        assert_eq!(pos.turn(), Color::Black, "White won");
    }
    // The drawn ending: the attacker's reply keeps the draw when the lone king holds.
    let (pos, _) = start(ending("diagonal").unwrap(), 4);
    let stay = pos.legal_moves().into_iter().find(|m| tb.probe(&pos.play(m)) == Some(Value::Draw)).unwrap();
    let at = pos.play(&stay);
    let (mv, known) = reply(&mut r, &at);
    assert_eq!(known, Some(Known { result: Outcome::Draw, plies: 0 }));
    assert_eq!(tb.probe(&at.play(&at.parse_move(&mv).unwrap())), Some(Value::Draw));
}

/// The line tests/e2e/trainer.mjs plays: `?trainer=three-kings&seed=1`, White the quickest win,
/// Black the worker's reply.
pub const E2E_SEED: u64 = 1;

#[test]
fn the_e2e_line_wins_three_kings_against_the_defender() {
    let tb = test_tables();
    let mut r = runner();
    let (mut pos, known) = start(ending("three-kings").unwrap(), E2E_SEED);
    let mut line = vec![pos.to_fen()];
    while !pos.legal_moves().is_empty() {
        let mv = if pos.turn() == Color::White {
            pos.move_text(&damas_ai::egtb::best_move(tb, &pos).unwrap().0)
        } else {
            reply(&mut r, &pos).0
        };
        pos = pos.play(&pos.parse_move(&mv).unwrap());
        line.push(mv);
    }
    assert_eq!(line.len() - 1, known.plies as usize);
    assert_eq!(line.join(" "), E2E_LINE, "update tests/e2e/trainer.mjs with this line too");
}

const E2E_LINE: &str = "W:WK7,K28,K29:BK27 7-10 27-32 10-19 32-27 28-32 27-20 29-22 20-7 32-23 7-2 19-10 2-13 10-17 13-6 23-9 6x13 22-31 13x22 31x17";

#[test]
fn verdicts_distances_and_links() {
    let k = |result, plies| Known { result, plies };
    use Outcome::*;
    assert_eq!(verdict(k(Win, 9), k(Loss, 8)), Verdict::Best);
    assert_eq!(verdict(k(Win, 9), k(Loss, 12)), Verdict::Kept);
    assert_eq!(verdict(k(Win, 9), k(Draw, 0)), Verdict::LostWin);
    assert_eq!(verdict(k(Win, 9), k(Win, 5)), Verdict::Lost);
    assert_eq!(verdict(k(Draw, 0), k(Draw, 0)), Verdict::Best);
    assert_eq!(verdict(k(Draw, 0), k(Win, 7)), Verdict::Lost);
    assert_eq!(Verdict::LostWin.name(), "lost-win");
    assert_eq!(after_reply(k(Loss, 8)), k(Win, 7));
    assert_eq!(after_reply(k(Draw, 0)), k(Draw, 0));
    assert_eq!((moves_of(1), moves_of(13), moves_of(14)), (1, 7, 7));
    // The route reads the link; the page finds the ending it names (none: the list).
    let read = |q: &str| match crate::link::route::Route::parse(q) {
        crate::link::route::Route::Trainer(l) => Some((ending(&l.ending), l.seed, l.variant)),
        _ => None,
    };
    assert_eq!(read("?trainer"), Some((None, None, Variant::Brazilian)));
    assert_eq!(read("trainer=diagonal&seed=7&variant=russian"), Some((ending("diagonal"), Some(7), Variant::Russian)));
    assert_eq!(read("?fen=W:W1:B2"), None);
    assert!(ENDINGS.iter().enumerate().all(|(i, e)| ENDINGS[..i].iter().all(|o| o.id != e.id)));
}

#[test]
fn a_finished_ending_is_coloured_by_its_goal() {
    let (win, hold) = (ending("man-race").unwrap(), ending("diagonal").unwrap());
    assert_eq!(Finish::of(win, Some(Color::White)), Finish::Success);
    assert_eq!(Finish::of(win, None), Finish::Short);
    assert_eq!(Finish::of(win, Some(Color::Black)), Finish::Failure);
    assert_eq!(Finish::of(hold, None), Finish::Success);
    assert_eq!(Finish::of(hold, Some(Color::Black)), Finish::Failure);
    // A loss is never drawn in the success colour, nor a draw that should have been a win.
    assert_ne!(Finish::Failure.class(), Finish::Success.class());
    assert_ne!(Finish::Short.class(), Finish::Success.class());
    assert_ne!(Finish::Short.class(), Finish::Failure.class());
}

#[test]
fn a_take_back_returns_to_the_players_previous_turn_and_its_value() {
    let k = |plies| Some(Known { result: Outcome::Win, plies });
    let mut known = vec![("start", k(9)), ("after reply", k(7)), ("after second reply", k(5))];
    // The computer replied: back two plies, to the previous position the player moved in.
    assert_eq!(take_back(&mut known, &"after second reply"), k(7));
    assert_eq!(known.len(), 2);
    // The player's move ended the game (no reply): back one ply, to the last position.
    assert_eq!(take_back(&mut known, &"game over"), k(7));
    assert_eq!(known.len(), 2);
    assert_eq!(take_back(&mut known, &"after reply"), k(9));
    // The start stays.
    assert_eq!(take_back(&mut known, &"start"), k(9));
    assert_eq!(known, [("start", k(9))]);
}

/// The lost ending tests/e2e/trainer.mjs plays: `?trainer=man-race&seed=1`, White the move that
/// loses fastest, Black the worker's reply.
#[test]
fn the_e2e_line_loses_the_man_race() {
    let tb = test_tables();
    let mut r = runner();
    let (mut pos, _) = start(ending("man-race").unwrap(), 1);
    let mut line = vec![pos.to_fen()];
    while !pos.legal_moves().is_empty() {
        let mv = if pos.turn() == Color::White {
            let worst = pos.legal_moves().into_iter().max_by_key(|m| tb.probe(&pos.play(m)).map(Value::goodness)).unwrap();
            pos.move_text(&worst)
        } else {
            reply(&mut r, &pos).0
        };
        pos = pos.play(&pos.parse_move(&mv).unwrap());
        line.push(mv);
    }
    assert_eq!(pos.turn(), Color::White, "White lost");
    assert_eq!(line.join(" "), E2E_LOST_LINE, "update tests/e2e/trainer.mjs with this line too");
}

const E2E_LOST_LINE: &str = "W:W18:B3 18-15 3-7 15-11 7x16";

#[test]
fn each_game_has_the_endings_its_kings_make() {
    let ids = |v: Variant| endings_for(v).map(|e| e.id).collect::<Vec<_>>();
    // Flying kings: Petrov's triangle and the lone king on the main diagonal, not two kings
    // against one (a flying lone king holds the diagonal).
    for v in [Variant::Brazilian, Variant::Russian, Variant::Spanish, Variant::Czech, Variant::Pool] {
        assert_eq!(ids(v), ["three-kings", "two-kings-man", "king-two-men", "man-race", "two-kings-v-king-man", "diagonal"], "{v}");
    }
    // Italian's kings step one square: two kings win against one; no triangle, no diagonal.
    assert_eq!(ids(Variant::Italian), ["two-kings", "two-kings-man", "king-two-men", "man-race", "two-kings-v-king-man"]);
    assert!(TRAINER_VARIANTS.contains(&Variant::Italian));
}

#[test]
fn italian_two_kings_against_one_starts_are_wins_the_tables_confirm() {
    // Italian's databases of three pieces, built here (a second or two): each seed's start is
    // a win of at least the ending's shortest distance, White to move, as the page accepts it.
    let tb = damas_egtb::build(Variant::Italian, 3, 2, &mut |_, _| {}).expect("3 pieces");
    let e = ending("two-kings").unwrap();
    for seed in 0..8 {
        let found = (0..MAX_ATTEMPTS)
            .filter_map(|a| candidate(e, Variant::Italian, seed, a))
            .find_map(|p| tb.probe(&p).map(Known::from).filter(|&k| accepts(e, k)).map(|k| (p, k)));
        let (pos, known) = found.unwrap_or_else(|| panic!("no start for seed {seed}"));
        assert_eq!((pos.variant(), pos.turn()), (Variant::Italian, Color::White));
        assert!(matches!(tb.probe(&pos), Some(Value::Win(d)) if u32::from(d) >= e.min_plies), "{}", pos.to_fen());
        assert_eq!(known.result, Outcome::Win);
    }
}
