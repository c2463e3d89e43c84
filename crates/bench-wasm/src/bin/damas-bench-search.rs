//! Native twin of the wasm search benchmark (`tests/ai/bench-search.mjs`): searches positions for
//! a fixed time and prints `native <variant> movetime <ms> depth <d> nodes <n> nps <x>` (the run
//! with the median speed of `runs`).
//! Usage: damas-bench-search <movetime_ms> <runs> [variant[:FEN]]...
use damas_ai::{Engine, Limits, SystemClock};
use damas_engine::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ms: f64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000.0);
    let runs: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1).max(1);
    let specs: Vec<String> = if args.len() > 2 { args[2..].to_vec() } else { vec!["brazilian".into()] };
    for spec in specs {
        let (name, fen) = spec.split_once(':').map_or((spec.as_str(), ""), |(a, b)| (a, b));
        let variant: Variant = name.parse().expect("variant");
        let pos = if fen.is_empty() { Position::initial(variant) } else { Position::from_fen(variant, fen).expect("FEN") };
        let mut results = Vec::new();
        for _ in 0..runs {
            let mut engine = Engine::new(32);
            let clock = SystemClock::default();
            let start = std::time::Instant::now();
            let r = engine.search(&pos, &[], &Limits::movetime(ms), &clock, &mut |_| {});
            let secs = start.elapsed().as_secs_f64();
            results.push((r.nodes as f64 / secs, r.depth, r.nodes));
        }
        results.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (nps, depth, nodes) = results[runs / 2];
        let label = if fen.is_empty() { name.to_string() } else { format!("{name} fen {fen}") };
        println!("native {label} movetime {ms} depth {depth} nodes {nodes} nps {}", nps.round() as u64);
    }
}
