//! Deeper labels for the network's fit: reads the positions `examples/fit_patterns.rs` wrote (a
//! line each, `held score FEN`, the score from the game's own small search), keeps one position in
//! `every` (seeded by its place, so the same arguments keep the same positions), searches each
//! with the engine as it ships for `nodes` nodes and writes the same lines with that score.
//! Positions the deeper search finds won or lost are left out, as the fits leave them out.
//! `OUT.shallow` holds the same positions with their first labels, for a fit that differs from
//! the deeper one by the labels alone.
//!
//! `cargo run --release -p damas-ai --example relabel -- IN OUT [variant=brazilian] [nodes=40000]
//! [every=8] [threads=2]`
//!
//! Then `examples/fit_net.rs OUT …` fits a network on the deeper labels (issue 57: does a network
//! that predicts a deeper search play better per unit of time?).

use damas_ai::selfplay::in_parallel;
use damas_ai::{Engine, Limits, NoClock};
use damas_ai::labelled::{self, Labelled, DECISIVE};
use damas_engine::Variant;
use std::time::Instant;

/// Positions each thread labels with one engine: fixed, so the labels do not depend on threads.
const CHUNK: usize = 1000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let (input, output) = (arg(0, ""), arg(1, ""));
    let variant: Variant = arg(2, "brazilian").parse().expect("variant");
    let nodes: u64 = arg(3, "40000").parse().expect("nodes");
    let every: usize = arg(4, "8").parse().expect("every");
    let threads: usize = arg(5, "2").parse().expect("threads");

    let text = std::fs::read_to_string(&input).unwrap_or_else(|e| panic!("{input}: {e}"));
    let all = labelled::read(variant, &text);
    // One in `every`, by a hash of the place (the same arguments keep the same positions).
    let kept: Vec<Labelled> = all
        .iter()
        .enumerate()
        .filter(|(i, _)| ((*i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) & 0xFFFF < (0x1_0000 / every.max(1)) as u64)
        .map(|(_, l)| *l)
        .collect();
    println!("{} positions of {} kept (one in {every})", kept.len(), all.len());
    let started = Instant::now();
    let chunks = in_parallel(kept.len().div_ceil(CHUNK), threads, |c| {
        let mut engine = Engine::new(8);
        let limits = Limits { nodes: Some(nodes), ..Limits::default() };
        let (mut deep, mut shallow) = (String::new(), String::new());
        for first in kept.iter().skip(c * CHUNK).take(CHUNK) {
            let score = engine.search(&first.pos, &[], &limits, &NoClock, &mut |_| {}).score.0;
            if score.abs() < DECISIVE {
                deep.push_str(&Labelled { score: score as f32, ..*first }.line());
                shallow.push_str(&first.line());
            }
        }
        if c % 20 == 0 {
            eprintln!("chunk {c} done at {:.0} s", started.elapsed().as_secs_f64());
        }
        (deep, shallow)
    });
    let lines: String = chunks.iter().map(|(d, _)| d.as_str()).collect();
    std::fs::write(&output, &lines).unwrap_or_else(|e| panic!("{output}: {e}"));
    // The same positions with their first labels, for a fit that differs by the labels alone.
    let before: String = chunks.iter().map(|(_, s)| s.as_str()).collect();
    std::fs::write(format!("{output}.shallow"), before).unwrap_or_else(|e| panic!("{output}.shallow: {e}"));
    println!("{} positions labelled at {nodes} nodes in {:.0} s: {output}", lines.lines().count(), started.elapsed().as_secs_f64());
}
