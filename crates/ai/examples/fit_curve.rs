//! Fits the curve from a score to the expected result (`damas_ai::expectation`) on the engine's
//! own games, reproducibly: seeded self-play from the fixed opening set, each side searching a
//! node budget drawn per game from three (so that some games are won and lost, as reviewed games
//! are), every searched position kept as (the mover's score, the result the mover got).
//!
//! `cargo run --release -p damas-ai --example fit_curve -- [games=200] [variant=brazilian] [threads=2] [seed=1]`
//!
//! Node budgets, not time, so the same arguments give the same games and the same scale on any
//! machine. Prints the fitted curve, its log loss beside the current constants', and the
//! observed result against the curve by score band.

use damas_ai::expectation::{curve, fit, log_loss};
use damas_ai::openings::openings;
use damas_ai::{Engine, Limits, NoClock, Score};
use damas_engine::{Game, Outcome, Variant};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The node budgets a side may get: a fast search, the review's order of size, a deeper one.
const BUDGETS: [u64; 3] = [20_000, 60_000, 180_000];
/// Games longer than this are scored as draws.
const MAX_PLIES: usize = 250;

/// One game: the samples (score for the side to move, that side's result).
fn play(variant: Variant, opening: &[damas_engine::Move], budgets: [u64; 2]) -> Vec<(i32, f64)> {
    let mut game = Game::new(variant);
    for mv in opening {
        game.play(*mv).expect("opening move");
    }
    let mut engines = [Engine::new(16), Engine::new(16)];
    let mut scored = Vec::new();
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let pos = *game.position();
        let side = pos.turn().index();
        let history = &game.positions()[..game.positions().len() - 1];
        let limits = Limits { nodes: Some(budgets[side]), ..Limits::default() };
        let r = engines[side].search(&pos, history, &limits, &NoClock, &mut |_| {});
        scored.push((r.score.0, pos.turn()));
        game.play(r.best.expect("a move when the game is not over")).expect("the engine plays legal moves");
    }
    let outcome = game.outcome();
    scored
        .into_iter()
        .map(|(score, side)| {
            let result = match outcome {
                Some(Outcome::Win(c)) if c == side => 1.0,
                Some(Outcome::Win(_)) => 0.0,
                _ => 0.5,
            };
            (score, result)
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(200, |a| a.parse().expect("games"));
    let variant: Variant = args.get(1).map_or(Variant::Brazilian, |a| a.parse().expect("variant"));
    let threads: usize = args.get(2).map_or(2, |a| a.parse().expect("threads"));
    let seed: u64 = args.get(3).map_or(1, |a| a.parse().expect("seed"));
    let lines = openings(variant, games.div_ceil(2), seed);
    let next = AtomicUsize::new(0);
    let per_game = Mutex::new(vec![Vec::new(); games]);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    break;
                }
                let pick = |k: u64| BUDGETS[((seed.wrapping_mul(31) + g as u64 * k) % 3) as usize];
                let samples = play(variant, &lines[g / 2 % lines.len()], [pick(7), pick(11)]);
                per_game.lock().expect("no thread panicked")[g] = samples;
            });
        }
    });
    // Kept in game order, so the threads' timing does not change the sums.
    let samples: Vec<(i32, f64)> = per_game.into_inner().expect("no thread panicked").concat();
    let fitted = fit(&samples);
    let current = curve(variant);
    println!("{} games of {}, {} positions", games, variant.name(), samples.len());
    println!(
        "fitted scale {:.1} margin {:.4} (log loss {:.5}); current scale {:.1} margin {:.4} (log loss {:.5})",
        fitted.scale,
        fitted.margin,
        log_loss(&samples, fitted),
        current.scale,
        current.margin,
        log_loss(&samples, current)
    );
    println!("{:>16} {:>7} {:>9} {:>7}", "score band", "count", "observed", "curve");
    let bands = [-10_000, -300, -150, -75, -25, 25, 75, 150, 300, 10_000];
    for w in bands.windows(2) {
        let inside: Vec<&(i32, f64)> = samples.iter().filter(|(s, _)| !Score(*s).is_decisive() && *s >= w[0] && *s < w[1]).collect();
        if inside.is_empty() {
            continue;
        }
        let observed = inside.iter().map(|(_, r)| r).sum::<f64>() / inside.len() as f64;
        let mid = inside.iter().map(|(s, _)| f64::from(*s)).sum::<f64>() / inside.len() as f64;
        let on_curve = fitted.expected(Score(mid as i32));
        println!("{:>7}..{:<7} {:>7} {observed:>9.3} {on_curve:>7.3}", w[0], w[1], inside.len());
    }
}
