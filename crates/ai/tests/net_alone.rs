//! A network whose file says it was fitted alone (`Net::alone`) is the whole evaluation: its score
//! and the tempo, no pattern or hand-set term. Played here as a candidate (`Weights::net` 2), in
//! its own test binary, since the candidate is read once per process from `$DAMAS_NET`.

use damas_ai::eval::{evaluate, Tables, Weights};
use damas_ai::net::{self, planes};
use damas_ai::{Engine, Limits, NoClock};
use damas_engine::rules::Brazilian;
use damas_engine::{Color, Position, Variant};

#[test]
fn a_network_fitted_alone_is_the_whole_evaluation() {
    let variant = Variant::Brazilian;
    let fens = ["W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", "B:W18,21,22,24,25,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,16", "W:WK30,22,27:BK3,10"];
    let positions: Vec<Position> = fens.iter().map(|f| Position::from_fen(variant, f).unwrap()).collect();
    // Either side to move (the network keeps sums for each).
    assert_eq!(positions[1].turn(), Color::Black);
    let candidate = Weights { net: 2, ..Weights::for_variant(variant) };
    // The candidate: the worker's narrow network marked alone, so its scores are known.
    let file = std::env::temp_dir().join(format!("damas-net-alone-{}.net", std::process::id()));
    let narrow = net::built_into_worker(variant).expect("Brazilian builds a network into the worker").with_alone(true);
    std::fs::write(&file, narrow.to_bytes()).unwrap();
    std::env::set_var("DAMAS_NET", &file);
    let tables = Tables::new(variant, candidate);
    let scores: Vec<i32> = positions.iter().map(|p| evaluate::<Brazilian>(p, &tables)).collect();
    for (pos, score) in positions.iter().zip(&scores) {
        assert_eq!(*score, narrow.score_of(&planes(pos), pos.turn()) + candidate.tempo, "{}", pos.to_fen());
    }
    // The same network added to the rest scores otherwise (the start is level either way).
    let added = net::built_into_worker(variant).unwrap();
    let without = Tables::new(variant, Weights { net: 0, ..Weights::for_variant(variant) });
    let sums: Vec<i32> = positions.iter().map(|p| evaluate::<Brazilian>(p, &without) + added.score_of(&planes(p), p.turn())).collect();
    assert_ne!(scores[1..], sums[1..], "the patterns still counted");
    // A search plays with it.
    let mut engine = Engine::new(4);
    engine.set_weights(Some(candidate));
    let r = engine.search(&positions[0], &[], &Limits::depth(8), &NoClock, &mut |_| {});
    assert!(r.best.is_some_and(|m| positions[0].legal_moves().contains(&m)));
    let _ = std::fs::remove_file(&file);
}
