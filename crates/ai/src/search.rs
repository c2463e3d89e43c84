//! Iterative deepening principal-variation search.
//!
//! - Negamax PVS with a transposition table, aspiration windows at the root, and mate scores by
//!   distance (a side with no legal move loses).
//! - Compulsory captures are the quiescence: at depth zero a position where the side to move must
//!   capture is searched on (every capture, no stand-pat, since one of them must be played), a
//!   quiet position is evaluated. A position with a single legal move is not counted as a ply.
//! - Move ordering: hash move, then captures (most pieces and kings first), crowning moves,
//!   two killers per ply, then the history heuristic.
//! - Late move reductions for quiet moves, verified by a re-search.
//! - Repetitions (against the game record and inside the tree) and each variant's count rules
//!   score as draws.
//! - The clock is the caller's ([`Clock`]): checked every 1024 nodes, so a search stops within a
//!   fraction of a millisecond of its deadline and never calls `Instant` on wasm32.

use crate::draw::{drawn_by_count, Streaks};
use crate::eval::{evaluate, Tables, Weights};
use crate::features::Features;
use crate::score::Score;
use crate::tt::{Bound, Table};
use crate::Clock;
use damas_engine::movegen::legal_moves;
use damas_engine::geometry::Geometry;
use damas_engine::rules::Rules;
use damas_engine::{Duplicates, Move, Position, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

const INF: Score = Score::INF;
/// Deepest ply the search reaches (captures and single replies included).
pub const MAX_PLY: usize = 128;
/// Deepest nominal depth of an iteration.
pub const MAX_DEPTH: u32 = 99;
/// Depth units per ply: extensions may be fractions of a ply.
const PLY: i32 = 4;

/// When to stop thinking. With nothing set the search runs to [`MAX_DEPTH`] or until stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Milliseconds to think (a hard limit; a new iteration starts only early enough to finish).
    pub movetime_ms: Option<f64>,
    /// Most nodes (checked every 1024 nodes).
    pub nodes: Option<u64>,
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
}

/// Progress after each completed iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
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
    pub pv: Vec<Move>,
}

impl Info {
    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(0.001)) as u64
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// Its score for the side to move.
    pub score: Score,
    /// Last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// A stop request that another holder (a signal handler, a UI thread) can raise.
pub type StopFlag = Arc<AtomicBool>;

/// The searcher: the transposition table and the ordering tables persist between searches.
pub struct Engine {
    tt: Table,
    history: Vec<i32>,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    moves: Vec<Vec<Move>>,
    order: Vec<Vec<i64>>,
    pv: Vec<Vec<Move>>,
    /// Hashes of the game record followed by the current search path.
    keys: Vec<u64>,
    root_index: usize,
    root_score: Score,
    nodes: u64,
    seldepth: usize,
    aborted: bool,
    deadline: f64,
    node_limit: u64,
    stop: StopFlag,
    weights: Option<Weights>,
    tables: Option<Tables>,
    /// Search switches.
    pub features: Features,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(16)
    }
}

impl Engine {
    /// A searcher with a transposition table of about `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Engine {
        Engine {
            tt: Table::new(tt_mb),
            history: vec![0; 2 * 64 * 64],
            killers: [[None; 2]; MAX_PLY + 1],
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            keys: Vec::with_capacity(1024),
            root_index: 0,
            root_score: Score::DRAW,
            nodes: 0,
            seldepth: 0,
            aborted: false,
            deadline: f64::INFINITY,
            node_limit: u64::MAX,
            stop: Arc::new(AtomicBool::new(false)),
            weights: None,
            tables: None,
            features: Features::default(),
        }
    }

    /// Uses `weights` instead of the variant's defaults (for tuning).
    pub fn set_weights(&mut self, weights: Option<Weights>) {
        self.weights = weights;
        self.tables = None;
    }

    /// The flag that stops a running search when raised. It is lowered when a search starts.
    #[must_use]
    pub fn stop_flag(&self) -> StopFlag {
        Arc::clone(&self.stop)
    }

    /// Forgets the transposition table and the ordering statistics (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers = [[None; 2]; MAX_PLY + 1];
    }

    /// Searches `root`. `history` is the game record before it (oldest first), for repetitions and
    /// the count rules; `on_info` hears each completed iteration.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        damas_engine::with_rules!(root.variant(), R => self.search_rules::<R>(root, history, limits, clock, on_info))
    }

    /// Exact scores of every root move at `depth` (full-window searches; for the weak levels).
    pub fn score_root_moves(
        &mut self,
        root: &Position,
        history: &[Position],
        depth: u32,
    ) -> Vec<(Move, Score)> {
        damas_engine::with_rules!(root.variant(), R => self.score_moves_rules::<R>(root, history, depth))
    }

    fn prepare(&mut self, root: &Position, history: &[Position]) -> Streaks {
        let weights = self.weights.unwrap_or(Weights::for_variant(root.variant()));
        let variant: Variant = root.variant();
        let rebuild = match &self.tables {
            Some(t) => t.w != weights || t.variant() != variant,
            None => true,
        };
        if rebuild {
            self.tables = Some(Tables::new(variant, weights));
        }
        self.keys.clear();
        let mut streaks = Streaks::default();
        // Only the record since the last irreversible ply matters; keep the whole tail anyway.
        let mut prev: Option<&Position> = None;
        for pos in history.iter().chain(std::iter::once(root)) {
            if let Some(p) = prev {
                streaks = streaks.between(p, pos);
            }
            self.keys.push(pos.hash());
            prev = Some(pos);
        }
        self.keys.pop();
        self.root_index = self.keys.len();
        self.keys.resize(self.root_index + MAX_PLY + 2, 0);
        self.nodes = 0;
        self.seldepth = 0;
        self.aborted = false;
        self.stop.store(false, Ordering::Relaxed);
        self.tt.new_search();
        for h in &mut self.history {
            *h /= 8;
        }
        streaks
    }

    fn search_rules<R: Rules>(
        &mut self,
        root: &Position,
        history: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let mut session = self.begin_rules::<R>(root, history, limits, clock);
        while !session.done {
            if let Some(info) = self.step_rules::<R>(&mut session, clock) {
                on_info(&info);
            }
        }
        session.result
    }

    /// Starts a search that runs one iteration per [`Engine::step`] call, so a single-threaded
    /// host (a Web Worker) can read its messages between iterations.
    pub fn begin(&mut self, root: &Position, history: &[Position], limits: &Limits, clock: &dyn Clock) -> Session {
        damas_engine::with_rules!(root.variant(), R => self.begin_rules::<R>(root, history, limits, clock))
    }

    /// Runs the next iteration of `session`; returns its report if it completed. When
    /// `session.done()` the result is final.
    pub fn step(&mut self, session: &mut Session, clock: &dyn Clock) -> Option<Info> {
        if session.done {
            return None;
        }
        damas_engine::with_rules!(session.root.variant(), R => self.step_rules::<R>(session, clock))
    }

    fn begin_rules<R: Rules>(&mut self, root: &Position, history: &[Position], limits: &Limits, clock: &dyn Clock) -> Session {
        let start = clock.now_ms();
        let streaks = self.prepare(root, history);
        self.deadline = limits.movetime_ms.map_or(f64::INFINITY, |ms| start + ms.max(1.0));
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        let mut root_moves = Vec::new();
        legal_moves::<R>(root, &mut root_moves, Duplicates::Drop);
        let result = SearchResult {
            best: root_moves.first().copied(),
            score: if root_moves.is_empty() { Score::lost_at(0) } else { Score::DRAW },
            depth: 0,
            nodes: 0,
            time_ms: 0.0,
            pv: root_moves.first().copied().into_iter().collect(),
        };
        Session {
            root: *root,
            limits: *limits,
            start,
            streaks,
            root_moves: root_moves.len(),
            next_depth: 1,
            max_depth: limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            prev_score: Score::DRAW,
            done: root_moves.is_empty(),
            result,
        }
    }

    fn step_rules<R: Rules>(&mut self, session: &mut Session, clock: &dyn Clock) -> Option<Info> {
        // One session at a time: `begin` prepared the engine's tables for this root.
        let depth = session.next_depth;
        self.root_score = -INF;
        let d = depth as i32 * PLY;
        let prev_score = session.prev_score;
        let mut delta = 35;
        let (mut alpha, mut beta) = if self.features.aspiration && depth >= 4 && !prev_score.is_decisive() {
            (prev_score - delta, prev_score + delta)
        } else {
            (-INF, INF)
        };
        let root = session.root;
        let score = loop {
            let s = self.negamax::<R>(&root, d, alpha, beta, 0, session.streaks, clock, true);
            if self.aborted {
                break s;
            }
            if s <= alpha && alpha > -INF {
                alpha = (s - delta).max(-INF);
                if s < -Score::WIN_BOUND {
                    alpha = -INF;
                }
            } else if s >= beta && beta < INF {
                beta = (s + delta).min(INF);
                if s > Score::WIN_BOUND {
                    beta = INF;
                }
            } else {
                break s;
            }
            delta *= 3;
        };
        let result = &mut session.result;
        let pv = self.pv[0].clone();
        let now = clock.now_ms();
        result.nodes = self.nodes;
        result.time_ms = now - session.start;
        if self.aborted {
            // An interrupted iteration still counts for the root moves it searched in full: the
            // principal variation holds the best of them, if any beat the first.
            if let Some(&mv) = pv.first() {
                if result.depth > 0 && Some(mv) != result.best && self.root_score > prev_score {
                    result.best = Some(mv);
                    result.score = self.root_score;
                    result.pv = pv;
                }
            }
            session.done = true;
            return None;
        }
        session.prev_score = score;
        result.best = pv.first().copied().or(result.best);
        result.score = score;
        result.depth = depth;
        result.pv = pv;
        let info = Info {
            depth,
            seldepth: self.seldepth as u32,
            score,
            nodes: self.nodes,
            time_ms: now - session.start,
            pv: result.pv.clone(),
        };
        session.next_depth += 1;
        let limits = &session.limits;
        let elapsed = now - session.start;
        // One legal move, or a forced result found: no need to think further.
        if depth >= session.max_depth
            || (session.root_moves == 1 && limits.depth.is_none())
            || score.plies_to_end().is_some_and(|p| depth as i32 > p.abs() + 2)
        {
            session.done = true;
        }
        if let Some(ms) = limits.movetime_ms {
            // The next iteration takes a few times longer than this one: do not start it late.
            if elapsed > ms * TIME_SOFT {
                session.done = true;
            }
        }
        Some(info)
    }

    fn score_moves_rules<R: Rules>(&mut self, root: &Position, history: &[Position], depth: u32) -> Vec<(Move, Score)> {
        let streaks = self.prepare(root, history);
        self.deadline = f64::INFINITY;
        self.node_limit = u64::MAX;
        let mut root_moves = Vec::new();
        legal_moves::<R>(root, &mut root_moves, Duplicates::Drop);
        let clock = NoClock;
        self.keys[self.root_index] = root.hash();
        root_moves
            .iter()
            .map(|mv| {
                let child = root.play(mv);
                let s = -self.negamax::<R>(
                    &child,
                    (depth.max(1) as i32 - 1) * PLY,
                    -INF,
                    INF,
                    1,
                    streaks.after(root, mv),
                    &clock,
                    true,
                );
                (*mv, s)
            })
            .collect()
    }

    #[inline]
    fn check_stop(&mut self, clock: &dyn Clock) {
        if self.nodes >= self.node_limit || self.stop.load(Ordering::Relaxed) || clock.now_ms() >= self.deadline {
            self.aborted = true;
        }
    }

    /// Whether the node at `ply` repeats an earlier position reachable by reversible plies.
    #[inline(always)]
    fn is_repetition(&self, ply: usize, reversible: u16) -> bool {
        let idx = self.root_index + ply;
        let key = self.keys[idx];
        let mut back = 2;
        while back <= reversible as usize && back <= idx {
            if self.keys[idx - back] == key {
                return true;
            }
            back += 2;
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax<R: Rules>(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
        streaks: Streaks,
        clock: &dyn Clock,
        pv_node: bool,
    ) -> Score {
        self.pv[ply].clear();
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_stop(clock);
        }
        if self.aborted {
            return Score::DRAW;
        }
        let key = pos.hash();
        self.keys[self.root_index + ply] = key;
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if ply > 0 && streaks.king >= 2 && self.is_repetition(ply, streaks.king) {
            return Score::DRAW;
        }
        let tables = self.tables.as_ref().expect("prepared");
        if ply >= MAX_PLY {
            return Score(evaluate::<R>(pos, tables));
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        legal_moves::<R>(pos, &mut moves, Duplicates::Drop);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return Score::lost_at(ply);
        }
        let count_rule = streaks.king >= 10 || streaks.material >= 10 || R::Geometry::ORTHOGONAL;
        if ply > 0 && count_rule && drawn_by_count(pos, streaks) {
            self.moves[ply] = moves;
            return Score::DRAW;
        }
        let capture = moves[0].is_capture();
        if depth <= 0 && !capture {
            self.moves[ply] = moves;
            return Score(evaluate::<R>(pos, tables));
        }

        // Mate distance pruning.
        if ply > 0 {
            alpha = alpha.max(Score::lost_at(ply));
            beta = beta.min(Score::win_after(ply));
            if alpha >= beta {
                self.moves[ply] = moves;
                return alpha;
            }
        }

        // The table serves the main search; capture sequences past the horizon are short and
        // their probes would mostly miss the cache.
        let use_tt = depth > 0;
        let mut tt_move = None;
        if let Some(e) = if use_tt { self.tt.probe(key) } else { None } {
            tt_move = e.move_index().filter(|&i| i < moves.len());
            if !pv_node && e.depth() >= depth.max(0) {
                let s = e.score().from_tt(ply);
                let cut = match e.bound() {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    self.moves[ply] = moves;
                    return s;
                }
            }
        }

        // Null move: if passing still fails high with a reduced search, so will a real move.
        // Not with captures pending, in endgames (zugzwang) or near mate scores.
        if self.features.null_move && !pv_node && !capture && depth >= 3 * PLY && ply > 0 && !beta.is_decisive() {
            let us = pos.turn();
            if pos.men(us).count() >= 3 && pos.pieces(us).count() >= 5 && !damas_engine::movegen::has_capture::<R>(&pos.with_turn(!us)) {
                let static_eval = evaluate::<R>(pos, self.tables.as_ref().expect("prepared"));
                if Score(static_eval) >= beta {
                    let r = (3 + depth / (6 * PLY)) * PLY;
                    let null = pos.with_turn(!us);
                    self.moves[ply] = moves;
                    let s = -self.negamax::<R>(&null, depth - PLY - r, -beta, -beta + 1, ply + 1, Streaks::default(), clock, false);
                    if self.aborted {
                        return Score::DRAW;
                    }
                    if s >= beta {
                        return if s > Score::WIN_BOUND { beta } else { s };
                    }
                    moves = std::mem::take(&mut self.moves[ply]);
                }
            }
        }

        // Ordering scores.
        let us = pos.turn().index();
        let mut order = std::mem::take(&mut self.order[ply]);
        order.clear();
        let kings = pos.kings().0;
        let killers = self.killers[ply];
        for (i, mv) in moves.iter().enumerate() {
            let s = if Some(i) == tt_move {
                1 << 30
            } else if capture {
                (mv.captured.0 & kings).count_ones() as i32 * 64 + i32::from(mv.crowns) * 32
            } else if mv.crowns {
                1 << 22
            } else if Some(*mv) == killers[0] {
                1 << 21
            } else if Some(*mv) == killers[1] {
                (1 << 21) - 1
            } else {
                self.history[history_index(us, mv)]
            };
            order.push((i64::from(s) << 16) | i as i64);
        }

        let single = moves.len() == 1;
        let ext = if single && self.features.single_reply && depth > 0 { self.features.single_ext } else { 0 };
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_index = None;
        for n in 0..moves.len() {
            // Selection sort over (score << 16 | generator index): the moves stay in generator
            // order, so the index stored in the table names the same move next time.
            let mut pick = n;
            for j in n + 1..order.len() {
                if order[j] > order[pick] {
                    pick = j;
                }
            }
            order.swap(n, pick);
            let index = (order[n] & 0xFFFF) as usize;
            let move_score = (order[n] >> 16) as i32;
            let mv = moves[index];
            let child = pos.play(&mv);
            let child_streaks = streaks.after(pos, &mv);
            let new_depth = depth - PLY + ext;
            let quiet = !capture && !mv.crowns;

            let searched = n;
            let score = if searched == 0 {
                -self.negamax::<R>(&child, new_depth, -beta, -alpha, ply + 1, child_streaks, clock, pv_node)
            } else {
                let mut r = 0;
                if self.features.lmr && quiet && depth >= 3 * PLY && searched >= 2 {
                    r = lmr(depth / PLY, searched);
                    if pv_node || move_score >= (1 << 21) - 1 {
                        r -= 1;
                    }
                    r = r.clamp(0, depth / PLY - 2) * PLY;
                }
                let mut s = -self.negamax::<R>(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, child_streaks, clock, false);
                if r > 0 && s > alpha && !self.aborted {
                    s = -self.negamax::<R>(&child, new_depth, -alpha - 1, -alpha, ply + 1, child_streaks, clock, false);
                }
                if s > alpha && s < beta && pv_node && !self.aborted {
                    s = -self.negamax::<R>(&child, new_depth, -beta, -alpha, ply + 1, child_streaks, clock, true);
                }
                s
            };
            if self.aborted {
                self.moves[ply] = moves;
                self.order[ply] = order;
                return Score::DRAW;
            }
            if score > best {
                best = score;
                best_index = (index < 255).then_some(index);
                if score > alpha {
                    alpha = score;
                    // The principal variation: this move, then the child's.
                    if ply == 0 {
                        self.root_score = score;
                    }
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let line = &mut head[ply];
                    line.clear();
                    line.push(mv);
                    line.extend_from_slice(&tail[0]);
                    if score >= beta {
                        if quiet {
                            if killers[0] != Some(mv) {
                                self.killers[ply] = [Some(mv), killers[0]];
                            }
                            let h = &mut self.history[history_index(us, &mv)];
                            *h = (*h + (depth / PLY) * (depth / PLY)).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.order[ply] = order;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if use_tt {
            self.tt.store(key, depth, best.to_tt(ply), bound, best_index);
        }
        best
    }
}

/// The late move reduction at `depth` for the `searched`-th move: about ln(depth) * ln(n) / 2.
#[inline(always)]
fn lmr(depth: i32, searched: usize) -> i32 {
    i32::from(LMR[depth.clamp(0, 63) as usize][searched.min(63)])
}

/// `0.4 + ln(d) * ln(n) / 2`, rounded down, for d, n < 64 (ln by a short series, in const).
static LMR: [[u8; 64]; 64] = lmr_table();

const fn ln(x: usize) -> f64 {
    // ln(x) = 2 atanh((x - 1) / (x + 1)), a fast-converging series for x >= 1.
    if x <= 1 {
        return 0.0;
    }
    let y = (x as f64 - 1.0) / (x as f64 + 1.0);
    let y2 = y * y;
    let mut term = y;
    let mut sum = 0.0;
    let mut k = 1;
    while k < 200 {
        sum += term / k as f64;
        term *= y2;
        k += 2;
    }
    2.0 * sum
}

const fn lmr_table() -> [[u8; 64]; 64] {
    let mut t = [[0u8; 64]; 64];
    let mut d = 1;
    while d < 64 {
        let mut n = 1;
        while n < 64 {
            t[d][n] = (0.4 + ln(d) * ln(n) / 2.0) as u8;
            n += 1;
        }
        d += 1;
    }
    t
}

#[inline(always)]
fn history_index(us: usize, mv: &Move) -> usize {
    (us << 12) | ((mv.from.bit() as usize & 63) << 6) | (mv.to.bit() as usize & 63)
}

#[cfg(test)]
mod tests {
    #[test]
    fn lmr_table_matches_the_formula() {
        for d in 1..64 {
            for n in 1..64 {
                let want = (0.4 + (d as f64).ln() * (n as f64).ln() / 2.0) as i32;
                let got = super::lmr(d, n as usize);
                assert!((want - got).abs() <= 1 && (d > 40 || want == got), "{d} {n}: {want} {got}");
            }
        }
    }
}

/// A search in progress (see [`Engine::begin`]).
#[derive(Clone, Debug)]
pub struct Session {
    root: Position,
    limits: Limits,
    start: f64,
    streaks: Streaks,
    root_moves: usize,
    next_depth: u32,
    max_depth: u32,
    prev_score: Score,
    done: bool,
    result: SearchResult,
}

impl Session {
    /// Whether the search has finished.
    #[must_use]
    pub fn done(&self) -> bool {
        self.done
    }
    /// The result so far (final once [`Session::done`]).
    #[must_use]
    pub fn result(&self) -> &SearchResult {
        &self.result
    }
    /// The position searched.
    #[must_use]
    pub fn root(&self) -> &Position {
        &self.root
    }
    /// Ends the search after the current iteration: the result stands as it is.
    pub fn finish(&mut self) {
        self.done = true;
    }
}

/// Fraction of the move time after which no new iteration starts.
const TIME_SOFT: f64 = 0.55;

/// A clock that never advances (searches bounded by depth or nodes).
pub struct NoClock;
impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
