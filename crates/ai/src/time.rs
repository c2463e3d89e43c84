//! Time management: how long one move may think, and when iterative deepening stops.
//!
//! - **Fixed time per move** ([`crate::Limits::movetime_ms`]): the whole budget is for this move and is
//!   lost if unused, so iterations start as long as time remains; the one under way when the hard
//!   deadline comes is cut (its fully searched root moves still count). The hard deadline keeps a
//!   small safety margin ([`safety_margin`]) so the reply is not late.
//! - **A game clock** ([`crate::Limits::clock`]): [`allocate`] picks a soft target and a hard limit from
//!   the time remaining, the increment and the game phase (pieces left). During the search the
//!   target grows when the best move changes or the score drops between iterations, and shrinks
//!   when the best move has stayed the same for several iterations and took nearly all the
//!   search's effort (an obvious move). No iteration starts that would end far past the target.
//!
//! In both, a single legal move or a proven result ends the search at once.

use crate::score::Score;

/// The clock of the side to move: time remaining and the increment it gets after its move.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct GameClock {
    /// Milliseconds left on the side to move's clock.
    pub remaining_ms: f64,
    /// Milliseconds added to its clock after each of its moves.
    pub increment_ms: f64,
}

impl GameClock {
    /// `remaining_ms` left, `increment_ms` added per move.
    #[must_use]
    pub fn new(remaining_ms: f64, increment_ms: f64) -> GameClock {
        GameClock { remaining_ms, increment_ms }
    }
}

/// How far the game has gone, for the allocation: the pieces on the board and at the start.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Phase {
    /// Pieces (or Lasca columns) on the board now.
    pub pieces: u32,
    /// Pieces (or columns) at the start of a game of this kind.
    pub start_pieces: u32,
}

/// One move's time: aim for `target_ms`, never pass `hard_ms` (both from the search's start).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Budget {
    /// The soft target: what the move should take on average.
    pub target_ms: f64,
    /// The hard limit: the search is cut there.
    pub hard_ms: f64,
}

/// Most of the remaining time one move may take, besides its share of the increment.
pub const MAX_SHARE: f64 = 0.3;
/// Most of the remaining time one move may take in any case (when the increment is large).
pub const MAX_SHARE_WITH_INCREMENT: f64 = 0.8;
/// The part of the increment a move counts on spending.
const INCREMENT_USE: f64 = 0.75;
/// Moves still to play, as the allocation assumes: from `MIN_MOVES_TO_GO` with a bare board up
/// to `MIN_MOVES_TO_GO + PHASE_MOVES` with all pieces on it.
const MIN_MOVES_TO_GO: f64 = 16.0;
const PHASE_MOVES: f64 = 20.0;
/// How far past the base target the hard limit may lie.
const HARD_OVER_TARGET: f64 = 4.0;
/// Most the target may grow when the search is unsure (best move changing, score falling).
const MAX_EXTENSION: f64 = 2.5;

/// The time kept back from the hard deadline: the clock is polled every 256 nodes, the search
/// has to unwind and the reply has to travel; 3 % of the budget, at most 30 ms.
#[must_use]
pub fn safety_margin(budget_ms: f64) -> f64 {
    (budget_ms * 0.03).clamp(0.0, 30.0)
}

/// The time of one move under `clock` at `phase`: a target of the remaining time divided by
/// the moves still expected (fewer as pieces come off) plus most of the increment, and a hard
/// limit a few times the target, never above [`MAX_SHARE`] of the remaining time plus most of the
/// increment, nor [`MAX_SHARE_WITH_INCREMENT`] of it, nor below a millisecond.
#[must_use]
pub fn allocate(clock: &GameClock, phase: Phase) -> Budget {
    let remaining = clock.remaining_ms.max(0.0);
    let increment = clock.increment_ms.max(0.0);
    let left = f64::from(phase.pieces.min(phase.start_pieces)) / f64::from(phase.start_pieces.max(1));
    let moves_to_go = MIN_MOVES_TO_GO + PHASE_MOVES * left;
    let base = remaining / moves_to_go + INCREMENT_USE * increment;
    let cap = (MAX_SHARE * remaining + INCREMENT_USE * increment).min(MAX_SHARE_WITH_INCREMENT * remaining);
    let hard = (base * HARD_OVER_TARGET).min(cap);
    let hard = (hard - safety_margin(hard)).max(1.0);
    Budget { target_ms: base.max(0.5).min(hard), hard_ms: hard }
}

/// The time plan of one search, from its limits: when to cut, and whether to start another
/// iteration after each one.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Plan {
    /// Base target (ms from the start); infinite with no time limit.
    target: f64,
    /// The hard limit (ms from the start); infinite with no time limit.
    pub hard: f64,
    /// Fixed time per move: iterate until the hard limit.
    fixed: bool,
    /// Decaying count of best-move changes.
    changes: f64,
    /// Completed iterations in a row with the same best move.
    stable: u32,
    /// How long the last two iterations took.
    last: f64,
    before_last: f64,
}

/// What one completed iteration tells the plan.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Iteration {
    /// Its depth.
    pub depth: u32,
    /// Milliseconds since the search started, and spent on this iteration.
    pub elapsed: f64,
    pub took: f64,
    /// Whether its best move differs from the previous iteration's.
    pub best_changed: bool,
    /// Its score and the previous iteration's.
    pub score: Score,
    pub prev_score: Score,
    /// The share of the iteration's nodes spent on its first root move (the previous best).
    pub first_move_effort: f64,
}

impl Plan {
    /// The plan for a search's time limits at `phase`: a `clock`'s allocation, capped by a
    /// movetime if both are given; a fixed movetime less its safety margin; or no time limit.
    pub fn new(movetime_ms: Option<f64>, clock: Option<GameClock>, phase: Phase) -> Plan {
        let fixed = movetime_ms.map(|ms| {
            let ms = ms.max(1.0);
            ms - safety_margin(ms)
        });
        let (target, hard, is_fixed) = match (clock.map(|c| allocate(&c, phase)), fixed) {
            (Some(b), Some(f)) => (b.target_ms.min(f), b.hard_ms.min(f), false),
            (Some(b), None) => (b.target_ms, b.hard_ms, false),
            (None, Some(f)) => (f, f, true),
            (None, None) => (f64::INFINITY, f64::INFINITY, false),
        };
        Plan { target, hard, fixed: is_fixed, changes: 0.0, stable: 0, last: 0.0, before_last: 0.0 }
    }

    /// The base target.
    #[cfg(test)]
    pub fn target(&self) -> f64 {
        self.target
    }

    /// Takes in a completed iteration; returns whether another should start.
    pub fn after(&mut self, it: &Iteration) -> bool {
        self.before_last = self.last;
        self.last = it.took;
        self.changes *= 0.5;
        if it.best_changed {
            self.changes += 1.0;
            self.stable = 0;
        } else {
            self.stable += 1;
        }
        if it.elapsed >= self.hard {
            return false;
        }
        if self.fixed || self.target.is_infinite() {
            return true;
        }
        let soft = self.soft(it);
        // The next iteration takes a few times the last one; start it if half of it fits.
        let growth = if self.before_last > 0.05 { (self.last / self.before_last).clamp(1.2, 4.0) } else { 2.0 };
        it.elapsed + 0.5 * growth * self.last <= soft
    }

    /// The target for the next decision: longer when the best move changed lately or the score
    /// fell, shorter for an obvious move; never past the hard limit.
    fn soft(&self, it: &Iteration) -> f64 {
        if it.depth < 5 {
            return self.target;
        }
        let instability = 1.0 + 0.7 * self.changes;
        let drop = if it.score.is_decisive() || it.prev_score.is_decisive() { 0 } else { (it.prev_score.0 - it.score.0).clamp(0, 100) };
        let falling = 1.0 + f64::from(drop) / 100.0;
        let obvious = if self.stable >= 5 && it.first_move_effort >= 0.9 && drop == 0 { 0.4 } else { 1.0 };
        (self.target * (instability * falling).min(MAX_EXTENSION) * obvious).min(self.hard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: Phase = Phase { pieces: 24, start_pieces: 24 };

    #[test]
    fn allocation_stays_within_bounds() {
        for remaining in [0.0, 1.0, 10.0, 50.0, 300.0, 1000.0, 5000.0, 60_000.0, 600_000.0] {
            for increment in [0.0, 10.0, 100.0, 1000.0, 5000.0] {
                for pieces in [2, 5, 12, 20, 24] {
                    let b = allocate(&GameClock::new(remaining, increment), Phase { pieces, start_pieces: 24 });
                    let case = format!("{remaining} +{increment} pieces {pieces}: {b:?}");
                    assert!(b.target_ms > 0.0 && b.target_ms <= b.hard_ms, "{case}");
                    assert!(b.hard_ms >= 1.0, "{case}");
                    if remaining >= 10.0 {
                        assert!(b.hard_ms <= MAX_SHARE * remaining + INCREMENT_USE * increment, "{case}");
                        assert!(b.hard_ms <= MAX_SHARE_WITH_INCREMENT * remaining, "{case}");
                    }
                    assert!(b.target_ms <= remaining / MIN_MOVES_TO_GO + increment + 1.0, "{case}");
                }
            }
        }
    }

    #[test]
    fn allocation_follows_time_and_phase() {
        let at = |remaining: f64, increment: f64, pieces: u32| allocate(&GameClock::new(remaining, increment), Phase { pieces, start_pieces: 24 });
        // More time, more to spend; an increment adds to it.
        assert!(at(60_000.0, 0.0, 24).target_ms > at(10_000.0, 0.0, 24).target_ms);
        assert!(at(10_000.0, 1000.0, 24).target_ms > at(10_000.0, 0.0, 24).target_ms);
        // Fewer pieces, fewer moves left: more per move.
        assert!(at(60_000.0, 0.0, 8).target_ms > at(60_000.0, 0.0, 24).target_ms);
        // A minute for the game: a little under two seconds a move at the start.
        let b = at(60_000.0, 0.0, 24);
        assert!((1500.0..2000.0).contains(&b.target_ms), "{b:?}");
        assert!(b.hard_ms > 2.0 * b.target_ms, "{b:?}");
        // A nearly empty clock still gives a move, and little of what is left.
        let b = at(20.0, 0.0, 24);
        assert!(b.hard_ms <= 6.0 && b.target_ms >= 0.5, "{b:?}");
    }

    fn iteration(depth: u32, elapsed: f64, took: f64, best_changed: bool, score: i32, prev_score: i32, effort: f64) -> Iteration {
        Iteration { depth, elapsed, took, best_changed, score: Score(score), prev_score: Score(prev_score), first_move_effort: effort }
    }

    #[test]
    fn fixed_time_iterates_to_the_hard_limit() {
        let mut plan = Plan::new(Some(100.0), None, FULL);
        assert_eq!(plan.hard, 97.0);
        assert!(plan.after(&iteration(10, 80.0, 40.0, false, 0, 0, 1.0)));
        assert!(plan.after(&iteration(11, 96.0, 16.0, false, 0, 0, 1.0)));
        assert!(!plan.after(&iteration(12, 97.0, 1.0, false, 0, 0, 1.0)));
        // Without any time limit, only depth and nodes stop the search.
        let mut plan = Plan::new(None, None, FULL);
        assert!(plan.hard.is_infinite() && plan.after(&iteration(4, 1e9, 1e9, false, 0, 0, 1.0)));
    }

    #[test]
    fn clock_extends_on_a_changing_best_move_and_a_falling_score() {
        let plan = Plan::new(None, Some(GameClock::new(60_000.0, 0.0)), FULL);
        let target = plan.target();
        // A quiet search whose next iteration would end past the target: no new iteration.
        let calm = iteration(12, 0.7 * target, 0.35 * target, false, 10, 10, 0.7);
        assert!(!plan.clone().after(&calm));
        // The best move just changed, or the score fell by half a man: go on.
        assert!(plan.clone().after(&Iteration { best_changed: true, ..calm }));
        assert!(plan.clone().after(&Iteration { score: Score(-40), ..calm }));
        // But never past the hard limit.
        let late = Iteration { elapsed: plan.hard, best_changed: true, ..calm };
        assert!(!plan.clone().after(&late));
    }

    #[test]
    fn clock_stops_early_on_an_obvious_move() {
        let clock = Some(GameClock::new(60_000.0, 0.0));
        // Iterations of a hundredth of the target each: how far does the plan let them run?
        let stops = |effort: f64| {
            let mut plan = Plan::new(None, clock, FULL);
            let step = plan.target() / 100.0;
            (1..1000).map(|d| (d, f64::from(d) * step)).find(|&(d, t)| !plan.after(&iteration(d, t, step, d == 1, 20, 20, effort))).map(|(_, t)| t / plan.target())
        };
        // The same best move all along, and it took nearly all the nodes: well before the target.
        let obvious = stops(0.95).expect("stops");
        assert!(obvious < 0.5, "{obvious}");
        // The same best move but the others took work: about the target.
        let normal = stops(0.5).expect("stops");
        assert!((0.9..=1.0).contains(&normal), "{normal}");
    }
}
