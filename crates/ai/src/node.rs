//! One node of the principal-variation search, in the order its steps run: draws by repetition,
//! the horizon, draws by count, mate-distance pruning, the table probe, reverse futility, the
//! null move, move ordering, the child loop (late move reductions and PVS re-searches), and the
//! table store.
//! Each step is a function of its own, so ordering, pruning and the child loop can be changed
//! apart, and each is generic over [`SearchGame`] so draughts and Lasca share them.

use crate::features::Features;
use crate::game::{SearchGame, HISTORY_SLOTS};
use crate::order::{lmr, order_moves, pick, KILLER, LMR_FACTOR};
use crate::score::Score;
use crate::tt::{Bound, Table};
use crate::Clock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Deepest ply the search reaches (captures and single replies included).
pub const MAX_PLY: usize = 128;
/// Depth units per ply: extensions may be fractions of a ply.
pub(crate) const PLY: i32 = 4;
/// Nodes between two readings of the clock (a power of two).
pub(crate) const CLOCK_POLL: u64 = 256;
const INF: Score = Score::INF;

/// What stays fixed during one search: the evaluation's tables, the clock, the switches, the
/// endgame databases if any.
pub(crate) struct Ctx<'a, G: SearchGame> {
    pub eval: &'a G::Eval,
    pub clock: &'a dyn Clock,
    pub features: Features,
    pub tb: Option<&'a damas_egtb::Tablebase>,
}

/// The window and place of one node.
#[derive(Copy, Clone)]
pub(crate) struct Node<D> {
    /// Remaining depth in quarter plies.
    pub depth: i32,
    pub alpha: Score,
    pub beta: Score,
    /// Distance from the root.
    pub ply: usize,
    /// The draw rules' state before this node.
    pub draw: D,
    /// Whether the node is on the principal variation (searched with an open window).
    pub pv: bool,
}

impl<D: Copy> Node<D> {
    /// The child after a move, searched to `depth` in the window (`alpha`, `beta`) of the child.
    #[inline(always)]
    fn child(&self, depth: i32, alpha: Score, beta: Score, draw: D, pv: bool) -> Node<D> {
        Node { depth, alpha, beta, ply: self.ply + 1, draw, pv }
    }
}

/// The search's state for one game's moves `M`: the table and the ordering statistics persist
/// between searches, the rest is per search.
pub(crate) struct Core<M> {
    pub tt: Table,
    pub history: Vec<i32>,
    killers: [[Option<M>; 2]; MAX_PLY + 1],
    moves: Vec<Vec<M>>,
    order: Vec<Vec<i64>>,
    pub pv: Vec<Vec<M>>,
    /// Hashes of the game record followed by the current search path.
    pub keys: Vec<u64>,
    pub root_index: usize,
    /// Best score at the root so far in this iteration (an interrupted one still reports it).
    pub root_score: Score,
    /// Nodes spent on the first root move of the last root search (the previous best move).
    pub root_first_nodes: u64,
    /// Nodes of the last root search (the last aspiration window of an iteration).
    pub root_nodes: u64,
    /// The best move of the last completed iteration, and whether the current root search has
    /// searched it in full.
    pub root_prev_best: Option<M>,
    pub root_prev_best_searched: bool,
    /// A root move that failed high in this iteration, with its score (a lower bound).
    pub root_fail_high: Option<(M, Score)>,
    pub nodes: u64,
    pub seldepth: usize,
    pub aborted: bool,
    pub deadline: f64,
    pub node_limit: u64,
    pub stop: Arc<AtomicBool>,
}

impl<M: Copy + PartialEq> Core<M> {
    pub fn new(tt_mb: usize) -> Core<M> {
        Core {
            tt: Table::new(tt_mb),
            history: vec![0; HISTORY_SLOTS],
            killers: [[None; 2]; MAX_PLY + 1],
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            keys: Vec::with_capacity(1024),
            root_index: 0,
            root_score: Score::DRAW,
            root_first_nodes: 0,
            root_nodes: 0,
            root_prev_best: None,
            root_prev_best_searched: false,
            root_fail_high: None,
            nodes: 0,
            seldepth: 0,
            aborted: false,
            deadline: f64::INFINITY,
            node_limit: u64::MAX,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Forgets the table and the ordering statistics (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers = [[None; 2]; MAX_PLY + 1];
    }

    /// The score of `pos` within the node's window (exact inside it, a bound outside).
    pub fn negamax<G: SearchGame<Move = M>>(&mut self, cx: &Ctx<G>, pos: &G::Position, node: Node<G::Draw>) -> Score {
        if let Some(s) = self.enter::<G>(cx, pos, &node) {
            return s;
        }
        // A quiet position at the horizon is evaluated as it stands: it needs no list of moves.
        // Natively only: 4.8 % fewer instructions a node there, while in WebAssembly the speed
        // did not change measurably and the worker grew by 1.5 KB (crates/ai/README.md).
        let mut moves = std::mem::take(&mut self.moves[node.ply]);
        let horizon = cfg!(not(target_arch = "wasm32")) && node.depth <= 0 && node.ply > 0;
        let quiet_leaf = G::legal_moves_unless_quiet(pos, &mut moves, horizon);
        let s = self.expand(cx, pos, node, &moves, quiet_leaf);
        self.moves[node.ply] = moves;
        s
    }

    /// Counts the node and settles it before its moves are generated: a stop, a repetition, the
    /// deepest ply. Records its hash on the path.
    #[inline(always)]
    fn enter<G: SearchGame<Move = M>>(&mut self, cx: &Ctx<G>, pos: &G::Position, node: &Node<G::Draw>) -> Option<Score> {
        let ply = node.ply;
        self.pv[ply].clear();
        self.nodes += 1;
        // A clock reading costs tens of nanoseconds natively and about a microsecond in a
        // browser: every 256 nodes keeps it under a percent while the search stops within a
        // tenth of a millisecond of its deadline.
        if self.nodes & (CLOCK_POLL - 1) == 0 {
            self.check_stop(cx.clock);
        }
        if self.aborted {
            return Some(Score::DRAW);
        }
        let key = G::hash(pos);
        self.keys[self.root_index + ply] = key;
        // Only a node above the horizon reads the table.
        if node.depth > 0 {
            self.tt.prefetch(key);
        }
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        let reversible = G::reversible(node.draw);
        if ply > 0 && reversible >= 2 && self.is_repetition(ply, reversible) {
            return Some(Score::DRAW);
        }
        (ply >= MAX_PLY).then(|| Score(G::evaluate(pos, cx.eval)))
    }

    /// The node once its moves are known (none listed for a `quiet_leaf`, a quiet position at
    /// the horizon that has moves).
    fn expand<G: SearchGame<Move = M>>(&mut self, cx: &Ctx<G>, pos: &G::Position, mut node: Node<G::Draw>, moves: &[M], quiet_leaf: bool) -> Score {
        let ply = node.ply;
        if moves.is_empty() && !quiet_leaf {
            return Score::lost_at(ply);
        }
        if ply > 0 && G::drawn_by_count(pos, node.draw) {
            return Score::DRAW;
        }
        // The databases' exact value, once the count rules have had their say (they may draw a
        // won ending); the root keeps its search so every move gets a score.
        if let Some(s) = cx.tb.filter(|_| ply > 0).and_then(|tb| G::probe(pos, tb, ply)) {
            return s;
        }
        let capture = !quiet_leaf && G::is_capture(&moves[0]);
        // Compulsory captures are the quiescence search: they go on past the horizon.
        if node.depth <= 0 && (!capture || node.depth <= G::CAPTURE_FLOOR) {
            return Score(G::evaluate(pos, cx.eval));
        }
        // Mate distance pruning.
        if ply > 0 {
            node.alpha = node.alpha.max(Score::lost_at(ply));
            node.beta = node.beta.min(Score::win_after(ply));
            if node.alpha >= node.beta {
                return node.alpha;
            }
        }
        let key = self.keys[self.root_index + ply];
        let tt_move = match self.probe(key, &node, moves.len()) {
            Ok(s) => return s,
            Err(tt_move) => tt_move,
        };
        if let Some(s) = reverse_futility::<G>(cx, pos, &node, capture) {
            return s;
        }
        if cx.features.null_move && !capture {
            if let Some(s) = self.null_move(cx, pos, &node) {
                return s;
            }
        }
        let orig_alpha = node.alpha;
        let Some((best, best_index)) = self.children(cx, pos, node, moves, tt_move) else {
            return Score::DRAW;
        };
        // The table serves the main search; capture sequences past the horizon are short and
        // their entries would mostly crowd out deeper ones.
        if node.depth > 0 {
            let bound = if best >= node.beta {
                Bound::Lower
            } else if best > orig_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(key, node.depth, best.to_tt(ply), bound, best_index);
        }
        best
    }

    /// The table's verdict: `Ok(score)` when a stored bound settles the node (never at PV
    /// nodes), otherwise `Err` with the stored best move to try first.
    #[inline(always)]
    fn probe<D>(&self, key: u64, node: &Node<D>, move_count: usize) -> Result<Score, Option<usize>> {
        if node.depth <= 0 {
            return Err(None);
        }
        let Some(e) = self.tt.probe(key) else { return Err(None) };
        let tt_move = e.move_index().filter(|&i| i < move_count);
        if !node.pv && e.depth() >= node.depth.max(0) {
            let s = e.score().from_tt(node.ply);
            let cut = match e.bound() {
                Bound::Exact => true,
                Bound::Lower => s >= node.beta,
                Bound::Upper => s <= node.alpha,
            };
            if cut {
                return Ok(s);
            }
        }
        Err(tt_move)
    }

    /// Null move: if passing still fails high with a reduced search, so will a real move.
    /// Not at PV nodes, near mate scores, or where the game says it is unsound.
    fn null_move<G: SearchGame<Move = M>>(&mut self, cx: &Ctx<G>, pos: &G::Position, node: &Node<G::Draw>) -> Option<Score> {
        let (depth, beta) = (node.depth, node.beta);
        if node.pv || depth < 3 * PLY || node.ply == 0 || beta.is_decisive() {
            return None;
        }
        let null = G::null_move(pos)?;
        if Score(G::evaluate(pos, cx.eval)) < beta {
            return None;
        }
        let r = (3 + depth / (6 * PLY)) * PLY;
        let child = node.child(depth - PLY - r, -beta, -beta + 1, G::Draw::default(), false);
        let s = -self.negamax(cx, &null, child);
        if self.aborted {
            return Some(Score::DRAW);
        }
        (s >= beta).then_some(if s > Score::WIN_BOUND { beta } else { s })
    }

    /// Searches the moves best-first; returns the best score and its move's index, or `None`
    /// if the search was stopped. A cut-off by a quiet move feeds the killers and history.
    fn children<G: SearchGame<Move = M>>(
        &mut self,
        cx: &Ctx<G>,
        pos: &G::Position,
        mut node: Node<G::Draw>,
        moves: &[M],
        tt_move: Option<usize>,
    ) -> Option<(Score, Option<usize>)> {
        let (ply, depth, beta) = (node.ply, node.depth, node.beta);
        let mut order = std::mem::take(&mut self.order[ply]);
        order_moves::<G>(pos, moves, tt_move, self.killers[ply], &self.history, &mut order);
        let capture = G::is_capture(&moves[0]);
        let single = moves.len() == 1;
        let ext = if single && cx.features.single_reply && depth > 0 { cx.features.single_ext } else { 0 };
        let new_depth = depth - PLY + ext;
        let mut best = -INF;
        let mut best_index = None;
        for n in 0..moves.len() {
            let (index, move_score) = pick(&mut order, n);
            let mv = moves[index];
            let child = G::play(pos, &mv);
            let draw = G::draw_after(node.draw, pos, &mv);
            let quiet = !capture && !G::crowns(&mv);
            let score = if n == 0 {
                let before = self.nodes;
                let s = -self.negamax(cx, &child, node.child(new_depth, -beta, -node.alpha, draw, node.pv));
                if ply == 0 {
                    self.root_first_nodes = self.nodes - before;
                }
                s
            } else {
                let r = if cx.features.lmr && quiet { reduction(&node, n, move_score, &cx.features) } else { 0 };
                self.later_move(cx, &child, &node, new_depth - r, new_depth, draw)
            };
            if self.aborted {
                self.order[ply] = order;
                return None;
            }
            if ply == 0 && Some(mv) == self.root_prev_best {
                self.root_prev_best_searched = true;
            }
            if score > best {
                best = score;
                best_index = (index < 255).then_some(index);
                if score > node.alpha {
                    node.alpha = score;
                    self.update_pv(ply, mv, score);
                    if score >= beta {
                        if quiet {
                            self.reward::<G>(pos, ply, depth, mv, moves, &order[..n], &cx.features);
                        }
                        break;
                    }
                }
            }
        }
        self.order[ply] = order;
        Some((best, best_index))
    }

    /// A later move: a zero-window search to `reduced` depth; re-searched at `depth` if the
    /// reduced search beats alpha, then with the full window at a PV node if it lands inside it.
    fn later_move<G: SearchGame<Move = M>>(
        &mut self,
        cx: &Ctx<G>,
        child: &G::Position,
        parent: &Node<G::Draw>,
        reduced: i32,
        depth: i32,
        draw: G::Draw,
    ) -> Score {
        let (alpha, beta) = (parent.alpha, parent.beta);
        let mut s = -self.negamax(cx, child, parent.child(reduced, -alpha - 1, -alpha, draw, false));
        if reduced < depth && s > alpha && !self.aborted {
            s = -self.negamax(cx, child, parent.child(depth, -alpha - 1, -alpha, draw, false));
        }
        if s > alpha && s < beta && parent.pv && !self.aborted {
            s = -self.negamax(cx, child, parent.child(depth, -beta, -alpha, draw, true));
        }
        s
    }

    /// Makes `mv` (which raised alpha at `ply`) and the child's line the principal variation.
    #[inline(always)]
    fn update_pv(&mut self, ply: usize, mv: M, score: Score) {
        if ply == 0 {
            self.root_score = score;
        }
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// A quiet move that cut off: first killer at its ply, and history credit by depth squared;
    /// with gravity (`hist`), values stay within the bound and the quiet moves `tried` before
    /// it (ordering keys, generator index in the low bits) lose as much.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn reward<G: SearchGame<Move = M>>(&mut self, pos: &G::Position, ply: usize, depth: i32, mv: M, moves: &[M], tried: &[i64], f: &Features) {
        let killers = self.killers[ply];
        if killers[0] != Some(mv) {
            self.killers[ply] = [Some(mv), killers[0]];
        }
        let d = depth / PLY;
        if f.hist == 0 {
            let h = &mut self.history[G::history_index(pos, &mv)];
            *h = (*h + d * d).min(1 << 20);
            return;
        }
        let bound = f.hist;
        let bonus = (32 * d * d).min(bound / 8);
        let gravity = |h: &mut i32, b: i32| *h += b - (i64::from(*h) * i64::from(b.abs()) / i64::from(bound)) as i32;
        gravity(&mut self.history[G::history_index(pos, &mv)], bonus);
        if f.hist_malus {
            for key in tried {
                let other = &moves[(key & 0xFFFF) as usize];
                if !G::crowns(other) {
                    gravity(&mut self.history[G::history_index(pos, other)], -bonus);
                }
            }
        }
    }

    fn check_stop(&mut self, clock: &dyn Clock) {
        if self.nodes >= self.node_limit || self.stop.load(Ordering::Relaxed) || clock.now_ms() >= self.deadline {
            self.aborted = true;
        }
    }

    /// Whether the node at `ply` repeats an earlier position at most `reversible` plies back.
    #[inline(always)]
    fn is_repetition(&self, ply: usize, reversible: usize) -> bool {
        let idx = self.root_index + ply;
        let key = self.keys[idx];
        let mut back = 2;
        while back <= reversible && back <= idx {
            if self.keys[idx - back] == key {
                return true;
            }
            back += 2;
        }
        false
    }
}

/// Reverse futility pruning: near the horizon, a quiet node whose static evaluation beats beta
/// by a margin that grows with the depth is taken to fail high.
#[inline(always)]
fn reverse_futility<G: SearchGame>(cx: &Ctx<G>, pos: &G::Position, node: &Node<G::Draw>, capture: bool) -> Option<Score> {
    let f = &cx.features;
    if f.rfp == 0 || capture || node.pv || node.ply == 0 || node.depth > f.rfp_depth * PLY || node.beta.is_decisive() {
        return None;
    }
    let eval = G::evaluate(pos, cx.eval);
    (eval - f.rfp * node.depth / PLY >= node.beta.0).then_some(Score(eval))
}

/// The late move reduction of the `searched`-th quiet move (none for the first two or near the
/// horizon; one less at PV nodes and for killers), in quarter plies.
#[inline(always)]
fn reduction<D>(node: &Node<D>, searched: usize, move_score: i32, f: &Features) -> i32 {
    let depth = node.depth;
    if depth < 3 * PLY || searched < 2 {
        return 0;
    }
    let mut r = if f.lmr_scale == 100 { lmr(depth / PLY, searched) } else { scaled_lmr(depth / PLY, searched, f.lmr_scale) };
    if node.pv || move_score >= KILLER - 1 {
        r -= 1;
    }
    r.clamp(0, depth / PLY - 2) * PLY
}

/// The reduction at another size than the table's (`lmr_scale` percent of it), for tuning
/// matches. Out of line: inlined, the compiler computed both logarithms at every reduction and
/// then chose the table (they are pure), 2 % of all the search's instructions.
#[cold]
#[inline(never)]
fn scaled_lmr(depth: i32, searched: usize, scale: i32) -> i32 {
    (0.4 + LMR_FACTOR * f64::from(depth).ln() * (searched as f64).ln() * f64::from(scale) / 100.0) as i32
}
