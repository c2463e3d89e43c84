//! Nodes and time to reach a fixed depth on a few positions, with search switches: measures what
//! each technique costs or saves, and checks that a refactor leaves the search unchanged (same
//! nodes, scores and moves). `cargo run --release -p damas-ai --example nodes -- DEPTH [+switch=0|1]...`
//! (switches as `damas_ai::Features` reads them; `TT_MB` sets the table size, 32 by default;
//! `ROOT_SCORES=1` also prints each root move's depth-3 score, as the noisy levels use them).
use damas_ai::{Engine, Features, Limits, SystemClock};
use damas_engine::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().map_or(14, |a| a.parse().expect("depth"));
    let features: Features = args.get(1..).unwrap_or_default().join("+").parse().unwrap_or_else(|e| panic!("{e}"));
    let positions = [
        (Variant::Brazilian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"),
        (Variant::Brazilian, "W:W17,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,15"),
        (Variant::Brazilian, "B:W18,21,22,24,25,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,16"),
        (Variant::Brazilian, "W:W19,20,22,25,26,27,28,30,31:B2,3,6,7,8,9,10,13,15"),
        (Variant::Russian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"),
        (Variant::Brazilian, "W:WK30,22,27:BK3,10"),
    ];
    let mut total = 0;
    let clock = SystemClock::default();
    let mb = std::env::var("TT_MB").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    let t0 = std::time::Instant::now();
    let others = [Variant::English, Variant::International, Variant::Turkish].map(|v| (v, Position::initial(v)));
    let fixed = positions.map(|(v, fen)| (v, Position::from_fen(v, fen).expect("FEN")));
    for (v, pos) in fixed.into_iter().chain(others) {
        let mut engine = Engine::new(mb);
        engine.features = features;
        let r = engine.search(&pos, &[], &Limits::depth(depth), &clock, &mut |_| {});
        let best = r.best.map_or("none".into(), |m| pos.move_text(&m));
        println!("{} {}: depth {} nodes {} score {} best {best}", v.name(), pos.to_fen(), r.depth, r.nodes, r.score.0);
        total += r.nodes;
        if std::env::var_os("ROOT_SCORES").is_some() {
            // What the noisy levels see: every root move's exact score at depth 3.
            let scores: Vec<String> = engine.score_root_moves(&pos, &[], 3).iter().map(|(_, s)| s.0.to_string()).collect();
            println!("  root scores {}", scores.join(" "));
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    println!("total nodes {total} in {secs:.2} s ({:.2} M nodes/s)", total as f64 / secs / 1e6);
}
