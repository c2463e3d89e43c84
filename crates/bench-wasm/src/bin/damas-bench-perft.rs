//! Native twin of the wasm perft benchmark: Brazilian perft from the initial position, median of
//! several runs, printed in the same format as `scripts/bench-perft.mjs`.
use damas_engine::perft::perft;
use damas_engine::{Duplicates, Position, Variant};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(11);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5).max(1);
    let pos = Position::initial(Variant::Brazilian);
    let mut times = Vec::with_capacity(runs);
    let mut nodes = 0;
    for _ in 0..runs {
        let start = Instant::now();
        nodes = perft(&pos, depth, Duplicates::Drop);
        times.push(start.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    let seconds = times[runs / 2];
    println!(
        "native brazilian depth {depth} nodes {nodes} seconds {seconds:.3} leaves_per_s {}",
        (nodes as f64 / seconds).round() as u64
    );
}
