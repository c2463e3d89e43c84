//! Lasca strength ladder: each level plays the next one up over a fixed set of openings, both
//! colours, and the scores are printed. Reproducible: openings and noise come from fixed seeds.
//!
//! `cargo run --release -p damas-ai --example lasca_ladder -- [games_per_pair=40] [top_level=6] [movetime_ms=100]`

use damas_ai::lasca::LascaEngine;
use damas_ai::{level, SystemClock};
use damas_engine::lasca::LascaPosition;
use damas_engine::Color;

/// Openings: four random plies from the start, from a fixed seed, distinct while the draws find
/// new ones (Lasca's first replies are often forced captures, so short openings repeat).
fn openings(count: usize) -> Vec<Vec<LascaPosition>> {
    let mut rng = damas_ai::rng::Xorshift::from_state(0x1A5C_A000_0000_0001);
    let mut next = move || rng.next_u64();
    let mut out: Vec<Vec<LascaPosition>> = Vec::new();
    let mut tries = 0;
    while out.len() < count {
        tries += 1;
        let mut line = vec![LascaPosition::initial()];
        for _ in 0..4 {
            let pos = *line.last().expect("non-empty");
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            line.push(pos.play(&moves[(next() % moves.len() as u64) as usize]));
        }
        if !out.iter().any(|o| o.last() == line.last()) || tries > 10_000 {
            out.push(line);
        }
    }
    out
}

/// Plays one game; returns 1.0 if `white_level` wins, 0.5 for a draw, 0.0 for a loss.
fn play(opening: &[LascaPosition], white_level: u8, black_level: u8, movetime: f64, seed: u64) -> f64 {
    let clock = SystemClock::default();
    let mut engines = [LascaEngine::new(8), LascaEngine::new(8)];
    let mut history: Vec<LascaPosition> = opening[..opening.len() - 1].to_vec();
    let mut pos = *opening.last().expect("an opening");
    for ply in 0..240 {
        let side = pos.turn();
        let lvl = level(if side == Color::White { white_level } else { black_level }).expect("a level");
        let engine = &mut engines[side.index()];
        let r = engine.play_level(&pos, &history, &lvl, Some(movetime), seed.wrapping_add(ply), &clock);
        let Some(mv) = r.best else {
            return if side == Color::White { 0.0 } else { 1.0 };
        };
        history.push(pos);
        pos = pos.play(&mv);
        if history.iter().filter(|p| **p == pos).count() >= 2 {
            return 0.5; // threefold repetition
        }
    }
    0.5
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(40);
    let top: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let movetime: f64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100.0);
    let book = openings(games.div_ceil(2));
    for low in 1..top {
        let high = low + 1;
        let mut score_high = 0.0;
        let mut played = 0;
        for (i, opening) in book.iter().enumerate() {
            for high_is_white in [true, false] {
                if played == games {
                    break;
                }
                let seed = (i as u64) << 8 | u64::from(high_is_white);
                let r = if high_is_white {
                    play(opening, high, low, movetime, seed)
                } else {
                    1.0 - play(opening, low, high, movetime, seed)
                };
                score_high += r;
                played += 1;
            }
        }
        println!(
            "lasca level {high} vs level {low}: {score_high:.1}/{played} ({:.0}%)",
            100.0 * score_high / played as f64
        );
    }
}
