//! Search and evaluation for damas: iterative deepening PVS with a transposition table, written
//! for the flying-king 8x8 games (Brazilian, Russian) and working for every variant the engine
//! supports. No web crates: the browser worker, the CLI and the benchmarks all drive [`Engine`]
//! and give it their own [`Clock`] (`std::time::Instant` panics on wasm32-unknown-unknown).
//!
//! ```
//! use damas_ai::{Engine, Limits, NoClock};
//! use damas_engine::{Position, Variant};
//! let pos = Position::from_fen(Variant::Brazilian, "W:W27,19:B10,15,23").unwrap();
//! let mut engine = Engine::new(1);
//! let result = engine.search(&pos, &[], &Limits::depth(6), &NoClock, &mut |_| {});
//! assert!(result.best.is_some());
//! ```

#![warn(missing_docs)]

pub mod book;
mod deepen;
pub mod egtb;
pub mod elo;
pub mod draw;
pub mod eval;
pub mod expectation;
pub mod features;
pub mod game;
pub mod labelled;
pub mod lasca;
pub mod lasca_eval;
pub mod level;
mod node;
mod order;
pub mod openings;
pub mod rng;
pub mod net;
pub mod net_fit;
pub mod pattern;
pub mod pattern_fit;
pub mod score;
pub mod search;
mod search_io;
pub mod selfplay;
pub mod time;
pub mod tune;
pub mod tt;

pub use features::{FeatureError, Features};
pub use level::{apply_noise, level, play_level, Level, DEFAULT_LEVEL, LEVELS, MAX_LEVEL};
pub use score::Score;
pub use search::{Engine, Info, Limits, NoClock, SearchResult, Session, StopFlag};
pub use time::{allocate, Budget, GameClock, Phase};

/// Milliseconds from some fixed origin; the search only subtracts readings.
pub trait Clock {
    /// The current time in milliseconds.
    fn now_ms(&self) -> f64;
}

/// The native clock (`std::time::Instant`). Not for wasm32, where `Instant` panics.
#[cfg(not(target_arch = "wasm32"))]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// [`Score::WIN`] as a bare number, for scores carried as `i32` (the worker protocol, the UI).
pub const WIN: i32 = Score::WIN.0;
/// [`Score::WIN_BOUND`] as a bare number.
pub const WIN_BOUND: i32 = Score::WIN_BOUND.0;

/// [`Score::plies_to_end`] of a score carried as a bare number.
#[must_use]
pub fn plies_to_end(score: i32) -> Option<i32> {
    Score(score).plies_to_end()
}

/// A score carried as a bare number, as people read it (see [`Score`]'s `Display`).
#[must_use]
pub fn score_text(score: i32) -> String {
    Score(score).to_string()
}
