//! The search with endgame databases attached: exact scores inside the tree, the database's move
//! at a decided root, and agreement with the search alone where that can see the end.

use damas_ai::{Engine, Limits, NoClock, Score};
use damas_egtb::{build, Material, Tablebase, Value};
use damas_engine::{Position, Variant};
use std::sync::Arc;

fn tablebase(variant: Variant) -> Arc<Tablebase> {
    Arc::new(build(variant, 3, 2, &mut |_, _| {}).unwrap())
}

/// Every `step`-th position of class `m` with the value `keep` accepts.
fn positions(tb: &Tablebase, m: Material, step: usize, keep: impl Fn(Value) -> bool) -> Vec<(Position, Value)> {
    let table = tb.table(m).unwrap();
    (0..table.values.len())
        .step_by(step)
        .filter_map(|i| tb.layout().position(m, i as u64))
        .map(|p| (p, tb.probe(&p).unwrap()))
        .filter(|&(_, v)| keep(v))
        .collect()
}

#[test]
fn a_decided_root_plays_the_database_move_and_scores_its_distance() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let tb = tablebase(variant);
        let mut engine = Engine::new(1);
        engine.set_tablebase(Some(Arc::clone(&tb)));
        for m in [Material::new(1, 1, 0, 1), Material::new(1, 0, 2, 0), Material::new(0, 1, 2, 0)] {
            for (pos, value) in positions(&tb, m, 97, |v| v.distance().is_some_and(|d| d > 0)) {
                let r = engine.search(&pos, &[], &Limits::depth(3), &NoClock, &mut |_| {});
                let best = r.best.unwrap();
                assert_eq!(tb.probe(&pos.play(&best)).unwrap().back(), value, "{}", pos.to_fen());
                let d = i32::from(value.distance().unwrap());
                assert_eq!(r.score.plies_to_end(), Some(if matches!(value, Value::Win(_)) { d } else { -d }));
                assert_eq!(r.pv.len().min(d as usize), d as usize, "the line runs to the end");
            }
        }
    }
}

#[test]
fn the_search_alone_never_finds_a_quicker_end_than_the_database() {
    let tb = tablebase(Variant::Brazilian);
    let mut engine = Engine::new(4);
    let mut agreed = 0;
    for m in [Material::new(0, 1, 1, 0), Material::new(1, 0, 1, 0), Material::new(0, 2, 0, 1)] {
        for (pos, value) in positions(&tb, m, 53, |v| v.distance().is_some_and(|d| (1..=7).contains(&d))) {
            engine.clear();
            let r = engine.search(&pos, &[], &Limits::depth(9), &NoClock, &mut |_| {});
            let d = i32::from(value.distance().unwrap());
            match (value, r.score.plies_to_end()) {
                (Value::Win(_), Some(p)) => {
                    assert!(p >= d, "{}: search wins in {p}, database says {d}", pos.to_fen());
                    agreed += usize::from(p == d);
                }
                (Value::Loss(_), Some(p)) => assert!(-p <= d, "{}: lost in {}, database {d}", pos.to_fen(), -p),
                (Value::Win(_), None) => {}
                (v, s) => panic!("{}: database {v:?}, search {s:?} ({})", pos.to_fen(), r.score),
            }
        }
    }
    assert!(agreed > 20, "{agreed}");
}

#[test]
fn drawn_endings_score_a_draw_and_larger_ones_search_as_usual() {
    let tb = tablebase(Variant::Brazilian);
    let mut engine = Engine::new(1);
    engine.set_tablebase(Some(Arc::clone(&tb)));
    // King against king with no capture near: a draw, found at once inside the tree.
    let pos = Position::from_fen(Variant::Brazilian, "W:WK29:BK1").unwrap();
    assert_eq!(tb.probe(&pos), Some(Value::Draw));
    let r = engine.search(&pos, &[], &Limits::depth(6), &NoClock, &mut |_| {});
    assert_eq!(r.score, Score::DRAW);
    assert!(r.best.is_some());
    // Four pieces: beyond the tables, searched as without them.
    let four = Position::from_fen(Variant::Brazilian, "W:W27,19:B10,15").unwrap();
    let with = engine.search(&four, &[], &Limits::depth(5), &NoClock, &mut |_| {});
    let mut plain = Engine::new(1);
    let without = plain.search(&four, &[], &Limits::depth(5), &NoClock, &mut |_| {});
    assert!(with.best.is_some() && without.best.is_some());
    // Another variant's position is not probed.
    let russian = Position::from_fen(Variant::Russian, "W:WK29:BK4").unwrap();
    assert!(engine.search(&russian, &[], &Limits::depth(2), &NoClock, &mut |_| {}).best.is_some());
}
