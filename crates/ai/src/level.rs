//! Playing levels for people. Each level is described by what it does: how deep or how long it
//! searches and how much random noise (in hundredths of a man) is added to the exact score of each
//! move before the best-looking one is played. Noise makes a weak level choose, now and then, a
//! move that is slightly worse, and more rarely one that is clearly worse, as people do.

use crate::score::Score;
use crate::search::{Engine, Info, Limits, SearchResult};
use crate::Clock;
use damas_engine::Position;

/// A playing level.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Level {
    /// 1 (weakest) to [`MAX_LEVEL`].
    pub number: u8,
    /// Depth limit in plies (forced captures and single replies are not counted).
    pub depth: Option<u32>,
    /// Time limit per move in milliseconds (the caller may give less).
    pub movetime_ms: Option<u32>,
    /// Standard deviation of the noise added to each root move's score. (What a level does is
    /// worded by the page from these fields, in the player's language.)
    pub noise: i32,
}

/// The strongest level.
pub const MAX_LEVEL: u8 = 8;

/// The level the computer plays when none is chosen (every game, every page).
pub const DEFAULT_LEVEL: u8 = 3;

/// Every level, weakest first.
pub const LEVELS: [Level; MAX_LEVEL as usize] = [
    Level { number: 1, depth: Some(1), movetime_ms: None, noise: 150 },
    Level { number: 2, depth: Some(2), movetime_ms: None, noise: 70 },
    Level { number: 3, depth: Some(3), movetime_ms: None, noise: 35 },
    Level { number: 4, depth: Some(4), movetime_ms: None, noise: 12 },
    Level { number: 5, depth: Some(6), movetime_ms: None, noise: 0 },
    Level { number: 6, depth: Some(8), movetime_ms: Some(1000), noise: 0 },
    Level { number: 7, depth: Some(12), movetime_ms: Some(1000), noise: 0 },
    Level { number: 8, depth: None, movetime_ms: Some(1000), noise: 0 },
];

/// The level numbered `n`, if there is one.
#[must_use]
pub fn level(n: u8) -> Option<Level> {
    LEVELS.iter().copied().find(|l| l.number == n)
}

impl Level {
    /// Whether the level plays its best, and so from the opening book ([`crate::book::book_move`]):
    /// no noise and no depth limit, only time (today level 8 alone). Every other level is made
    /// what it is by its noise or its depth, and a depth-20 book would lend its openings a
    /// strength its own search lacks.
    #[must_use]
    pub fn plays_best(&self) -> bool {
        self.noise == 0 && self.depth.is_none()
    }

    /// The search limits of this level; `movetime_ms`, if given, caps the level's own time.
    #[must_use]
    pub fn limits(&self, movetime_ms: Option<f64>) -> Limits {
        let own = self.movetime_ms.map(f64::from);
        let time = match (own, movetime_ms) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Limits { depth: self.depth, movetime_ms: time, nodes: None, clock: None }
    }
}

/// A small deterministic random generator (xorshift64*), seeded by the caller.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value).
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Standard normal (Marsaglia's polar method: a point drawn in the unit disc, so no cosine:
    /// libm's `cos` alone was 5.9 KB of the worker's wasm).
    pub fn gaussian(&mut self) -> f64 {
        loop {
            let u = 2.0 * self.next_f64() - 1.0;
            let v = 2.0 * self.next_f64() - 1.0;
            let s = u * u + v * v;
            if s > 0.0 && s < 1.0 {
                return u * (-2.0 * s.ln() / s).sqrt();
            }
        }
    }
}

/// Chooses a move at `level`: a normal search, or for noisy levels the exact score of every move
/// plus noise. `movetime_ms` caps the level's time; `seed` makes the choice reproducible.
#[allow(clippy::too_many_arguments)]
pub fn play_level(
    engine: &mut Engine,
    root: &Position,
    history: &[Position],
    level: &Level,
    movetime_ms: Option<f64>,
    seed: u64,
    clock: &dyn Clock,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    let limits = level.limits(movetime_ms);
    let result = engine.search(root, history, &limits, clock, on_info);
    apply_noise(engine, root, history, level, seed, result)
}

/// The level's deliberate errors: for a noisy level, replaces the search's choice by the move
/// with the best exact score plus Gaussian noise of the level's size (depth-limited levels only).
pub fn apply_noise(
    engine: &mut Engine,
    root: &Position,
    history: &[Position],
    level: &Level,
    seed: u64,
    mut result: SearchResult,
) -> SearchResult {
    if level.noise == 0 || result.best.is_none() {
        return result;
    }
    let scored = engine.score_root_moves(root, history, level.depth.unwrap_or(1));
    if let Some((mv, s)) = noisy_choice(&scored, level.noise, seed) {
        if Some(mv) != result.best {
            result.best = Some(mv);
            result.score = s;
            result.pv = vec![mv];
        }
    }
    result
}

/// The move whose exact score plus Gaussian noise of size `noise` is highest (one draw per move,
/// in the generator's order, so a seed always picks the same move), with its exact score.
pub(crate) fn noisy_choice<M: Copy>(scored: &[(M, Score)], noise: i32, seed: u64) -> Option<(M, Score)> {
    let mut rng = Rng::new(seed);
    let mut best: Option<(f64, usize)> = None;
    for (i, (_, s)) in scored.iter().enumerate() {
        let noisy = f64::from(s.0) + rng.gaussian() * f64::from(noise);
        if best.is_none_or(|(b, _)| noisy > b) {
            best = Some((noisy, i));
        }
    }
    best.map(|(_, i)| scored[i])
}

#[cfg(test)]
mod tests {
    use super::{Rng, LEVELS, MAX_LEVEL};

    #[test]
    fn only_the_strongest_level_plays_from_the_book() {
        let best: Vec<u8> = LEVELS.iter().filter(|l| l.plays_best()).map(|l| l.number).collect();
        assert_eq!(best, [MAX_LEVEL]);
    }

    #[test]
    fn the_noise_is_a_standard_normal() {
        let mut rng = Rng::new(7);
        let n = 200_000;
        let draws: Vec<f64> = (0..n).map(|_| rng.gaussian()).collect();
        let mean = draws.iter().sum::<f64>() / f64::from(n);
        let variance = draws.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / f64::from(n);
        // Within a standard normal's sampling error (about 0.002 and 0.003 here).
        assert!(mean.abs() < 0.01, "mean {mean}");
        assert!((variance - 1.0).abs() < 0.015, "variance {variance}");
        // About 68.3% within one standard deviation, 95.4% within two.
        let within = |k: f64| draws.iter().filter(|x| x.abs() < k).count() as f64 / f64::from(n);
        assert!((within(1.0) - 0.6827).abs() < 0.005 && (within(2.0) - 0.9545).abs() < 0.003);
        assert_eq!(Rng::new(7).gaussian(), draws[0], "one seed, one sequence");
    }
}
