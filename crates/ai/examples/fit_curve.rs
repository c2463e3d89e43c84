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
use damas_ai::selfplay::play_many;
use damas_ai::Score;
use damas_engine::Variant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(200, |a| a.parse().expect("games"));
    let variant: Variant = args.get(1).map_or(Variant::Brazilian, |a| a.parse().expect("variant"));
    let threads: usize = args.get(2).map_or(2, |a| a.parse().expect("threads"));
    let seed: u64 = args.get(3).map_or(1, |a| a.parse().expect("seed"));
    // Every searched position: the mover's score and the result the mover got.
    let samples: Vec<(i32, f64)> = play_many(variant, games, threads, seed)
        .iter()
        .flat_map(|g| g.positions.iter().zip(&g.scores).map(move |(p, s)| (*s, g.result_for(p.turn()))))
        .collect();
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
