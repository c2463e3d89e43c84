//! Native twin of the wasm search benchmark (`tests/ai/bench-search.mjs`): searches positions for
//! a fixed time and prints `native <variant> movetime <ms> depth <d> nodes <n> nps <x>`, plus
//! `cpu_nps <y> cpu_share <f>` (nodes per second of CPU time, for shared machines) (the run
//! with the median speed of `runs`).
//! Usage: `damas-bench-search <movetime_ms> <runs> [variant[:FEN]]...`
use damas_ai::{Engine, Limits, SystemClock};
use damas_engine::{Position, Variant};

/// CPU time of this thread so far (Linux `/proc/thread-self/schedstat`), if readable.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

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
            let cpu0 = cpu_seconds();
            let r = engine.search(&pos, &[], &Limits::movetime(ms), &clock, &mut |_| {});
            let secs = start.elapsed().as_secs_f64();
            let cpu = cpu_seconds().zip(cpu0).map(|(b, a)| b - a).filter(|c| *c > 0.0);
            results.push((r.nodes as f64 / secs, r.depth, r.nodes, cpu.map(|c| (r.nodes as f64 / c, c / secs))));
        }
        results.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (nps, depth, nodes, cpu) = results[runs / 2];
        let label = if fen.is_empty() { name.to_string() } else { format!("{name} fen {fen}") };
        let cpu = cpu.map_or(String::new(), |(n, share)| format!(" cpu_nps {} cpu_share {share:.2}", n.round() as u64));
        println!("native {label} movetime {ms} depth {depth} nodes {nodes} nps {}{cpu}", nps.round() as u64);
    }
}
