//! Searches one position and prints each iteration: a quick native speed check.
//! `cargo run --release -p damas-ai --example search -- [variant] [movetime_ms] [FEN]`
//! (`FEATURES=single_ext=2+...` sets search switches as `damas_ai::Features` reads them).

use damas_ai::{Engine, Limits, SystemClock};
use damas_engine::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map_or(Variant::Brazilian, |v| v.parse().expect("variant"));
    let ms: f64 = args.get(1).map_or(1000.0, |v| v.parse().expect("movetime"));
    let pos = match args.get(2) {
        Some(fen) => Position::from_fen(variant, fen).expect("FEN"),
        None => Position::initial(variant),
    };
    let mut engine = Engine::new(64);
    if let Ok(text) = std::env::var("FEATURES") {
        engine.features = text.parse().unwrap_or_else(|e| panic!("FEATURES: {e}"));
    }
    let clock = SystemClock::default();
    let r = engine.search(&pos, &[], &Limits::movetime(ms), &clock, &mut |i| {
        let pv: Vec<String> = {
            let mut p = pos;
            i.pv.iter()
                .map(|m| {
                    let t = p.move_text(m);
                    p = p.play(m);
                    t
                })
                .collect()
        };
        println!("info depth {} seldepth {} score {} nodes {} nps {} time {:.0} pv {}", i.depth, i.seldepth, i.score, i.nodes, i.nps(), i.time_ms, pv.join(" "));
    });
    println!("bestmove {} depth {} nodes {} time {:.0} nps {:.0}", r.best.map_or("none".into(), |m| pos.move_text(&m)), r.depth, r.nodes, r.time_ms, r.nodes as f64 / r.time_ms * 1000.0);
}
