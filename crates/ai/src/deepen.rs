//! Iterative deepening over [`Core::negamax`]: one iteration per [`Core::step`], aspiration
//! windows at the root, and the rules for when to stop. Generic over [`SearchGame`], so every
//! game gets the same time management, result and progress reports.

use crate::draw::Streaks;
use crate::game::SearchGame;
use crate::node::{Core, Ctx, Node, PLY};
use crate::score::Score;
use crate::search_io::{Info, Limits, SearchResult};
use crate::time::{Iteration, Plan};
use crate::Clock;
use damas_engine::{Move, Position};
use std::sync::atomic::Ordering;

/// Deepest nominal depth of an iteration.
pub const MAX_DEPTH: u32 = 99;
/// First half-width of the aspiration window, in hundredths of a man; it triples on each miss.
const ASPIRATION: i32 = 35;
const INF: Score = Score::INF;

/// A search in progress (see [`crate::Engine::begin`]): the root, the limits and the result so
/// far. The type parameters default to draughts.
#[derive(Clone, Debug)]
pub struct Session<P = Position, M = Move, D = Streaks> {
    root: P,
    limits: Limits,
    start: f64,
    draw: D,
    root_moves: usize,
    next_depth: u32,
    max_depth: u32,
    prev_score: Score,
    /// When to cut and whether to go on (`time.rs`).
    plan: Plan,
    /// Milliseconds from the start to the end of the last completed iteration.
    last_end: f64,
    done: bool,
    result: SearchResult<M>,
}

impl<P, M, D> Session<P, M, D> {
    /// Whether the search has finished.
    #[must_use]
    pub fn done(&self) -> bool {
        self.done
    }
    /// The result so far (final once [`Session::done`]).
    #[must_use]
    pub fn result(&self) -> &SearchResult<M> {
        &self.result
    }
    /// The position searched.
    #[must_use]
    pub fn root(&self) -> &P {
        &self.root
    }
    /// Ends the search after the current iteration: the result stands as it is.
    pub fn finish(&mut self) {
        self.done = true;
    }
    /// Ends the search with `result`, decided without searching (the endgame databases).
    pub(crate) fn settle(&mut self, result: SearchResult<M>) {
        self.result = result;
        self.done = true;
    }
    /// The final result.
    pub(crate) fn into_result(self) -> SearchResult<M> {
        self.result
    }
}

impl<M: Copy + PartialEq> Core<M> {
    /// Readies the engine for a search of `root` after the game record `history`: the path of
    /// hashes for repetitions, the limits, fresh counters. Returns the draw state at the root and
    /// the root's legal moves.
    fn prepare<G: SearchGame<Move = M>>(
        &mut self,
        root: &G::Position,
        history: &[G::Position],
        deadline: f64,
        node_limit: u64,
    ) -> (G::Draw, Vec<M>) {
        self.keys.clear();
        let mut draw = G::Draw::default();
        // Only the record since the last irreversible ply matters; keep the whole tail anyway.
        let mut prev: Option<&G::Position> = None;
        for pos in history.iter().chain(std::iter::once(root)) {
            if let Some(p) = prev {
                draw = G::draw_between(draw, p, pos);
            }
            self.keys.push(G::hash(pos));
            prev = Some(pos);
        }
        self.keys.pop();
        self.root_index = self.keys.len();
        self.keys.resize(self.root_index + crate::node::MAX_PLY + 2, 0);
        self.nodes = 0;
        self.seldepth = 0;
        self.aborted = false;
        self.stop.store(false, Ordering::Relaxed);
        self.tt.new_search();
        for h in &mut self.history {
            *h /= 8;
        }
        self.deadline = deadline;
        self.node_limit = node_limit;
        let mut root_moves = Vec::new();
        G::legal_moves(root, &mut root_moves);
        (draw, root_moves)
    }

    /// Starts a search that runs one iteration per [`Core::step`].
    pub fn begin<G: SearchGame<Move = M>>(
        &mut self,
        root: &G::Position,
        history: &[G::Position],
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Session<G::Position, M, G::Draw> {
        let start = clock.now_ms();
        let plan = Plan::new(limits.movetime_ms, limits.clock, G::phase(root));
        let deadline = start + plan.hard;
        let (draw, root_moves) = self.prepare::<G>(root, history, deadline, limits.nodes.unwrap_or(u64::MAX));
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
            draw,
            root_moves: root_moves.len(),
            next_depth: 1,
            max_depth: limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            prev_score: Score::DRAW,
            plan,
            last_end: 0.0,
            done: root_moves.is_empty(),
            result,
        }
    }

    /// Runs the next iteration of `session`; returns its report if it completed.
    pub fn step<G: SearchGame<Move = M>>(
        &mut self,
        cx: &Ctx<G>,
        session: &mut Session<G::Position, M, G::Draw>,
    ) -> Option<Info<M>> {
        // One session at a time: `begin` prepared the engine's tables for this root.
        let depth = session.next_depth;
        let prev_score = session.prev_score;
        self.root_prev_best = session.result.best;
        let score = self.iterate(cx, session, depth);
        let pv = self.pv[0].clone();
        let now = cx.clock.now_ms();
        let result = &mut session.result;
        result.nodes = self.nodes;
        result.time_ms = now - session.start;
        if self.aborted {
            // An interrupted iteration still counts for the root moves it searched in full: the
            // principal variation holds the best of them. It replaces the last best move if that
            // one was searched too at this depth (and lost to it), or if it scores above the last
            // iteration's score; failing that, a move that failed high at the root does.
            let found = match pv.first() {
                Some(&mv) => Some((mv, self.root_score, pv, self.root_prev_best_searched)),
                None => self.root_fail_high.map(|(mv, s)| (mv, s, vec![mv], false)),
            };
            if let Some((mv, s, line, beat_the_last)) = found {
                if result.depth > 0 && Some(mv) != result.best && (beat_the_last || s > prev_score) {
                    result.best = Some(mv);
                    result.score = s;
                    result.pv = line;
                }
            }
            session.done = true;
            return None;
        }
        session.prev_score = score;
        let best_changed = depth > 1 && pv.first().is_some_and(|mv| Some(*mv) != result.best);
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
        let iteration = Iteration {
            depth,
            elapsed,
            took: elapsed - session.last_end,
            best_changed,
            score,
            prev_score,
            first_move_effort: self.root_first_nodes as f64 / self.root_nodes.max(1) as f64,
        };
        session.last_end = elapsed;
        if !session.plan.after(&iteration) {
            session.done = true;
        }
        Some(info)
    }

    /// One iteration at `depth`: a window around the last score, widened until the score falls
    /// inside it (or the search is stopped).
    fn iterate<G: SearchGame<Move = M>>(&mut self, cx: &Ctx<G>, session: &Session<G::Position, M, G::Draw>, depth: u32) -> Score {
        self.root_score = -INF;
        self.root_fail_high = None;
        let prev_score = session.prev_score;
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) = if cx.features.aspiration && depth >= 4 && !prev_score.is_decisive() {
            (prev_score - delta, prev_score + delta)
        } else {
            (-INF, INF)
        };
        loop {
            let node = Node { depth: depth as i32 * PLY, alpha, beta, ply: 0, draw: session.draw, pv: true };
            let before = self.nodes;
            self.root_prev_best_searched = false;
            let s = self.negamax(cx, &session.root, node);
            self.root_nodes = self.nodes - before;
            if self.aborted {
                return s;
            }
            if s >= beta {
                // Kept in case the re-search with a wider window is cut before it finds it again.
                self.root_fail_high = self.pv[0].first().map(|&mv| (mv, s));
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
                return s;
            }
            delta *= 3;
        }
    }

    /// Exact scores of every root move at `depth` (full-window searches; for the noisy levels).
    pub fn score_root_moves<G: SearchGame<Move = M>>(
        &mut self,
        cx: &Ctx<G>,
        root: &G::Position,
        history: &[G::Position],
        depth: u32,
    ) -> Vec<(M, Score)> {
        let (draw, root_moves) = self.prepare::<G>(root, history, f64::INFINITY, u64::MAX);
        self.keys[self.root_index] = G::hash(root);
        let depth = (depth.max(1) as i32 - 1) * PLY;
        root_moves
            .iter()
            .map(|mv| {
                let child = G::play(root, mv);
                let node = Node { depth, alpha: -INF, beta: INF, ply: 1, draw: G::draw_after(draw, root, mv), pv: true };
                (*mv, -self.negamax(cx, &child, node))
            })
            .collect()
    }
}
