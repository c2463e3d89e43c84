//! What a search is asked ([`Limits`]) and what it answers ([`Info`] after each iteration,
//! [`SearchResult`] at the end): plain values shared by the public searcher (`search.rs`) and the
//! iterative deepening loop (`deepen.rs`), kept apart so neither imports the other's types.

use crate::score::Score;
use crate::time::GameClock;
use damas_engine::Move;

/// When to stop thinking. With nothing set the search runs to [`crate::search::MAX_DEPTH`] or until stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Milliseconds to think, all of them: iterations go on until the deadline (less a small
    /// safety margin) cuts the last one; only a single legal move or a proven result stops
    /// sooner.
    pub movetime_ms: Option<f64>,
    /// Most nodes (checked every 256 nodes).
    pub nodes: Option<u64>,
    /// The game clock of the side to move: the search allocates its own time from it (see
    /// [`crate::time`]); a movetime given as well caps it.
    pub clock: Option<GameClock>,
}

impl Limits {
    /// Search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }
    /// Search for `ms` milliseconds.
    #[must_use]
    pub fn movetime(ms: f64) -> Limits {
        Limits { movetime_ms: Some(ms), ..Limits::default() }
    }
    /// Play on a clock with `remaining_ms` left and `increment_ms` added per move.
    #[must_use]
    pub fn clock(remaining_ms: f64, increment_ms: f64) -> Limits {
        Limits { clock: Some(GameClock::new(remaining_ms, increment_ms)), ..Limits::default() }
    }
}

/// Progress after each completed iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Info<M = Move> {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: f64,
    /// The principal variation, from the root.
    pub pv: Vec<M>,
}

impl<M> Info<M> {
    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(0.001)) as u64
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M = Move> {
    /// The move to play; `None` only when the side to move has no legal move.
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: Score,
    /// Last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The principal variation.
    pub pv: Vec<M>,
}
