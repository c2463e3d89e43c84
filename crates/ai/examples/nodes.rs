//! Nodes and time to reach a fixed depth on a few positions, with search switches: measures what
//! each technique costs or saves. `cargo run --release -p damas-ai --example nodes -- DEPTH [+switch=0|1]...`
use damas_ai::{Engine, Limits, SystemClock};
use damas_engine::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().map_or(14, |a| a.parse().expect("depth"));
    let mut features = damas_ai::Features::default();
    for a in &args[1..] {
        let (k, v) = a.trim_start_matches('+').split_once('=').expect("switch=0|1");
        let on = v != "0";
        match k {
            "lmr" => features.lmr = on,
            "aspiration" => features.aspiration = on,
            "single_reply" => features.single_reply = on,
            "nullmove" => features.null_move = on,
            "probcut" => features.probcut = on,
            "single_ext" => features.single_ext = value_i32(v),
            _ => panic!("unknown switch {k}"),
        }
    }
    let positions = [
        (Variant::Brazilian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"),
        (Variant::Brazilian, "W:W17,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,15"),
        (Variant::Brazilian, "B:W18,21,22,24,25,26,27,28,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,16"),
        (Variant::Brazilian, "W:W19,20,22,25,26,27,28,30,31:B2,3,6,7,8,9,10,13,15"),
        (Variant::Russian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"),
    ];
    let mut total = 0;
    let clock = SystemClock::default();
    let t0 = std::time::Instant::now();
    for (v, fen) in positions {
        let pos = Position::from_fen(v, fen).expect("FEN");
        let mb = std::env::var("TT_MB").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
        let mut engine = Engine::new(mb);
        engine.features = features;
        let r = engine.search(&pos, &[], &Limits::depth(depth), &clock, &mut |_| {});
        println!("{} {fen}: depth {} nodes {} best {}", v.name(), r.depth, r.nodes, pos.move_text(&r.best.unwrap()));
        total += r.nodes;
    }
    let secs = t0.elapsed().as_secs_f64();
    println!("total nodes {total} in {secs:.2} s ({:.2} M nodes/s)", total as f64 / secs / 1e6);
}

fn value_i32(v: &str) -> i32 {
    v.parse().expect("a number")
}
