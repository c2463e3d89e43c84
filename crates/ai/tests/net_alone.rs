//! A candidate network played alone (`Weights::net` 3, issue 57's measurement): the evaluation is
//! the network's score and the tempo, nothing else; without a candidate it is the shipped one.
//! Its own test binary, since the candidate is read once per process from `$DAMAS_NET`.

use damas_ai::eval::{evaluate, Tables, Weights};
use damas_ai::net::{self, planes};
use damas_ai::{Engine, Limits, NoClock};
use damas_engine::rules::Brazilian;
use damas_engine::{Color, Position, Variant};

#[test]
fn a_candidate_alone_is_the_whole_evaluation() {
    let variant = Variant::Brazilian;
    let fens = ["W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", "B:W18,21,22,24,25,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,16", "W:WK30,22,27:BK3,10"];
    let positions: Vec<Position> = fens.iter().map(|f| Position::from_fen(variant, f).unwrap()).collect();
    // Either side to move (the network keeps sums for each).
    assert_eq!(positions[1].turn(), Color::Black);
    let alone = Weights { net: 3, ..Weights::for_variant(variant) };
    // No candidate named yet: the shipped evaluation, patterns and all.
    let shipped = Tables::new(variant, Weights::for_variant(variant));
    let shipped_scores: Vec<i32> = positions.iter().map(|p| evaluate::<Brazilian>(p, &shipped)).collect();
    // The candidate: the shipped network's file, so its scores are known.
    let file = std::env::temp_dir().join(format!("damas-net-alone-{}.net", std::process::id()));
    let shipped_net = net::for_variant(variant).expect("Brazilian ships a network");
    std::fs::write(&file, shipped_net.to_bytes()).unwrap();
    std::env::set_var("DAMAS_NET", &file);
    let tables = Tables::new(variant, alone);
    let scores: Vec<i32> = positions.iter().map(|p| evaluate::<Brazilian>(p, &tables)).collect();
    for (pos, score) in positions.iter().zip(&scores) {
        assert_eq!(*score, shipped_net.score_of(&planes(pos), pos.turn()) + alone.tempo, "{}", pos.to_fen());
    }
    // (The start is level either way; the others are not.)
    assert_ne!(scores, shipped_scores, "the patterns still counted");
    // A search plays with it.
    let mut engine = Engine::new(4);
    engine.set_weights(Some(alone));
    let r = engine.search(&positions[0], &[], &Limits::depth(8), &NoClock, &mut |_| {});
    assert!(r.best.is_some_and(|m| positions[0].legal_moves().contains(&m)));
    let _ = std::fs::remove_file(&file);
}
