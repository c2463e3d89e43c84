//! Seeded self-play for the fits that learn from the engine's own games (the score-to-result
//! curve, `expectation`; the evaluation's weights, `tune`): games from the fixed opening set,
//! each side searching a node budget drawn per game, so the same arguments give the same games on
//! any machine and some games are won and lost, not all drawn.

use crate::eval::Weights;
use crate::openings::openings;
use crate::{Engine, Limits, NoClock};
use damas_engine::{Color, Game, Outcome, Position, Variant};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The node budgets a side may get: a fast search, a review's order of size, a deeper one.
pub const BUDGETS: [u64; 3] = [20_000, 60_000, 180_000];
/// Games longer than this are scored as draws.
pub const MAX_PLIES: usize = 250;

/// One self-play game.
#[derive(Clone, Debug)]
pub struct Played {
    /// Every position searched (the opening's are not), in order.
    pub positions: Vec<Position>,
    /// The searching side's score at each.
    pub scores: Vec<i32>,
    /// How it ended (`None`: the ply limit).
    pub outcome: Option<Outcome>,
}

impl Played {
    /// The result `side` got: 1, ½ or 0.
    #[must_use]
    pub fn result_for(&self, side: Color) -> f64 {
        match self.outcome {
            Some(Outcome::Win(c)) if c == side => 1.0,
            Some(Outcome::Win(_)) => 0.0,
            _ => 0.5,
        }
    }
}

/// Plays one game from `opening`, White searching `budgets[0]` nodes a move, Black `budgets[1]`.
#[must_use]
pub fn play(variant: Variant, opening: &[damas_engine::Move], budgets: [u64; 2]) -> Played {
    play_with(variant, opening, budgets, None, 16)
}

/// [`play`] with `weights` instead of the variant's defaults (the pattern fit plays with the
/// hand-set evaluation, so that its data does not depend on the table it replaces) and tables
/// of `tt_mb` megabytes (small budgets need no more).
#[must_use]
pub fn play_with(variant: Variant, opening: &[damas_engine::Move], budgets: [u64; 2], weights: Option<Weights>, tt_mb: usize) -> Played {
    let mut game = Game::new(variant);
    for mv in opening {
        game.play(*mv).expect("opening move");
    }
    let mut engines = [Engine::new(tt_mb), Engine::new(tt_mb)];
    for e in &mut engines {
        e.set_weights(weights);
    }
    let (mut positions, mut scores) = (Vec::new(), Vec::new());
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let pos = *game.position();
        let side = pos.turn().index();
        let history = &game.positions()[..game.positions().len() - 1];
        let limits = Limits { nodes: Some(budgets[side]), ..Limits::default() };
        let r = engines[side].search(&pos, history, &limits, &NoClock, &mut |_| {});
        positions.push(pos);
        scores.push(r.score.0);
        game.play(r.best.expect("a move when the game is not over")).expect("the engine plays legal moves");
    }
    Played { positions, scores, outcome: game.outcome() }
}

/// `games` seeded games of `variant` on `threads` threads, in game order (the threads' timing
/// changes nothing): each opening twice, the budgets drawn per game from [`BUDGETS`].
#[must_use]
pub fn play_many(variant: Variant, games: usize, threads: usize, seed: u64) -> Vec<Played> {
    let lines = openings(variant, games.div_ceil(2), seed);
    in_parallel(games, threads, |g| {
        let pick = |k: u64| BUDGETS[((seed.wrapping_mul(31) + g as u64 * k) % 3) as usize];
        play(variant, &lines[g / 2 % lines.len()], [pick(7), pick(11)])
    })
}

/// `job(0) .. job(count - 1)` on `threads` threads, each taking the next index when it is free;
/// the results in index order, whatever the threads' timing (matches and fits stay reproducible).
pub fn in_parallel<T: Send>(count: usize, threads: usize, job: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    break;
                }
                let out = job(i);
                done.lock().expect("no thread panicked")[i] = Some(out);
            });
        }
    });
    done.into_inner().expect("no thread panicked").into_iter().flatten().collect()
}
