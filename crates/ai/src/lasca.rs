//! The Lasca AI: iterative-deepening principal-variation search over
//! [`damas_engine::lasca::LascaPosition`], with a transposition table, captures searched past the
//! horizon (they are compulsory, so a position with a capture is never scored as it stands),
//! repetition known to the search (a draw), wins scored by distance, and the same levels as the
//! draughts engine ([`crate::Level`]: depth, time and deliberate noise).
//!
//! Lasca has its own search because its positions are columns, not bitboards; the shape of the
//! search follows [`crate::Engine`].

use crate::level::{Level, Rng};
use crate::search::Limits;
use crate::{Score, WIN, WIN_BOUND};
use crate::Clock;
use damas_engine::lasca::{LascaMove, LascaPosition, SIZE};
use damas_engine::Color;

const INF: i32 = WIN + 1;
const MAX_PLY: usize = 96;
const QUIESCENCE_PLIES: i32 = 6;

/// Evaluation weights, in hundredths of a soldier. Chosen by self-play (`examples/lasca_ladder.rs`
/// plays variations against each other); see [`LascaWeights::DEFAULT`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LascaWeights {
    /// A commanding soldier.
    pub soldier: i32,
    /// A commanding officer.
    pub officer: i32,
    /// A piece of the commander's own colour under it, in percent of its value: a reserve that
    /// takes command when the top is captured.
    pub reserve_pct: i32,
    /// An enemy piece held prisoner under the commander, in percent of its value: out of play
    /// while the column holds.
    pub prisoner_pct: i32,
    /// Per row a commanding soldier has advanced.
    pub advance: i32,
    /// Side to move.
    pub tempo: i32,
}

impl LascaWeights {
    /// The defaults.
    pub const DEFAULT: LascaWeights =
        LascaWeights { soldier: 100, officer: 230, reserve_pct: 60, prisoner_pct: 70, advance: 5, tempo: 6 };
}

/// The static evaluation of `pos` for the side to move.
#[must_use]
pub fn evaluate(pos: &LascaPosition, w: &LascaWeights) -> i32 {
    let mut score = 0;
    for bit in damas_engine::lasca::squares() {
        let column = pos.column(bit);
        let Some(top) = column.top() else { continue };
        let sign = if top.color == Color::White { 1 } else { -1 };
        let value = |officer: bool| if officer { w.officer } else { w.soldier };
        let mut s = value(top.officer);
        if !top.officer {
            let row = u32::from(bit) / SIZE;
            let advanced = if top.color == Color::White { SIZE - 1 - row } else { row };
            s += w.advance * advanced as i32;
        }
        for i in 1..column.height() {
            let piece = column.stone(i);
            let pct = if piece.color == top.color { w.reserve_pct } else { w.prisoner_pct };
            s += value(piece.officer) * pct / 100;
        }
        score += sign * s;
    }
    let score = if pos.turn() == Color::White { score } else { -score };
    score + w.tempo
}

/// What one completed iteration found.
#[derive(Clone, Debug, PartialEq)]
pub struct LascaInfo {
    /// Depth of the iteration.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// Nodes so far.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<LascaMove>,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct LascaResult {
    /// The move to play; `None` only when the side to move has no move (and has lost).
    pub best: Option<LascaMove>,
    /// Its score for the side to move.
    pub score: Score,
    /// Last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<LascaMove>,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i16,
    bound: u8,
    best: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// A Lasca searcher; keep one per game so its table carries over between moves.
pub struct LascaEngine {
    table: Vec<Entry>,
    weights: LascaWeights,
    nodes: u64,
    deadline: Option<f64>,
    node_limit: Option<u64>,
    stopped: bool,
    path: Vec<u64>,
}

impl LascaEngine {
    /// A searcher with a table of about `mb` megabytes.
    #[must_use]
    pub fn new(mb: usize) -> LascaEngine {
        let entries = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let size = entries.next_power_of_two() / 2;
        LascaEngine {
            table: vec![Entry::default(); size.max(1024)],
            weights: LascaWeights::DEFAULT,
            nodes: 0,
            deadline: None,
            node_limit: None,
            stopped: false,
            path: Vec::with_capacity(MAX_PLY + 64),
        }
    }

    /// Uses `weights` for the evaluation (for tuning by self-play).
    pub fn set_weights(&mut self, weights: LascaWeights) {
        self.weights = weights;
    }

    /// Searches `root` within `limits`; `history` holds the game's earlier positions (for
    /// repetitions). Reports each completed iteration to `on_info`.
    pub fn search(
        &mut self,
        root: &LascaPosition,
        history: &[LascaPosition],
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&LascaInfo),
    ) -> LascaResult {
        let start = clock.now_ms();
        self.nodes = 0;
        self.stopped = false;
        self.deadline = limits.movetime_ms.map(|ms| start + ms);
        self.node_limit = limits.nodes;
        self.path.clear();
        self.path.extend(history.iter().map(LascaPosition::hash));
        let moves = root.legal_moves();
        let mut result = LascaResult { best: moves.first().copied(), score: Score::DRAW, depth: 0, nodes: 0, pv: Vec::new() };
        if moves.is_empty() {
            result.score = Score::lost_at(0);
            return result;
        }
        // A forced move is still searched (briefly) so the score means something.
        let cap = if moves.len() == 1 { 8 } else { 64 };
        let max_depth = limits.depth.unwrap_or(cap).min(cap);
        for depth in 1..=max_depth {
            let score = self.negamax(root, depth as i32, -INF, INF, 0, clock);
            if self.stopped {
                break;
            }
            let pv = self.principal_variation(root, depth as usize);
            result = LascaResult { best: pv.first().copied().or(result.best), score: Score(score), depth, nodes: self.nodes, pv };
            on_info(&LascaInfo { depth, score: Score(score), nodes: self.nodes, pv: result.pv.clone() });
            if score.abs() > WIN_BOUND {
                break;
            }
            if let Some(deadline) = self.deadline {
                // A new iteration costs several times the last: start one only with time to finish.
                let now = clock.now_ms();
                if now + (now - start) * 2.0 > deadline {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// The move a level plays: the search's choice, or for a noisy level the best-scored move
    /// after Gaussian noise of the level's size is added to each root move's score.
    pub fn play_level(
        &mut self,
        root: &LascaPosition,
        history: &[LascaPosition],
        level: &Level,
        movetime_ms: Option<f64>,
        seed: u64,
        clock: &dyn Clock,
    ) -> LascaResult {
        let mut result = self.search(root, history, &level.limits(movetime_ms), clock, &mut |_| {});
        if level.noise == 0 || result.best.is_none() {
            return result;
        }
        let depth = level.depth.unwrap_or(1).max(1) as i32;
        let mut rng = Rng::new(seed);
        let mut best: Option<(f64, LascaMove, i32)> = None;
        for mv in root.legal_moves() {
            self.path.clear();
            self.path.extend(history.iter().map(LascaPosition::hash));
            self.path.push(root.hash());
            self.deadline = None;
            self.stopped = false;
            let s = -self.negamax(&root.play(&mv), depth - 1, -INF, INF, 1, clock);
            let noisy = f64::from(s) + rng.gaussian() * f64::from(level.noise);
            if best.is_none_or(|(b, _, _)| noisy > b) {
                best = Some((noisy, mv, s));
            }
        }
        if let Some((_, mv, s)) = best {
            result = LascaResult { best: Some(mv), score: Score(s), pv: vec![mv], ..result };
        }
        result
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1)
    }

    fn negamax(&mut self, pos: &LascaPosition, depth: i32, mut alpha: i32, beta: i32, ply: usize, clock: &dyn Clock) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            let late = self.deadline.is_some_and(|d| clock.now_ms() >= d);
            let spent = self.node_limit.is_some_and(|n| self.nodes >= n);
            self.stopped |= late || spent;
        }
        if self.stopped {
            return 0;
        }
        let key = pos.hash();
        if ply > 0 && self.path.iter().rev().skip(1).step_by(2).any(|&h| h == key) {
            return 0; // a repetition: the side that repeats cannot make progress
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return -(WIN - ply as i32);
        }
        let captures = moves[0].is_capture();
        if ply >= MAX_PLY {
            return evaluate(pos, &self.weights);
        }
        // Captures are compulsory: at the horizon they are searched, not scored as they stand, for
        // up to QUIESCENCE_PLIES more plies (pieces never leave a Lasca board, so capture chains
        // need a bound).
        if depth <= 0 && (!captures || depth <= -QUIESCENCE_PLIES) {
            return evaluate(pos, &self.weights);
        }
        let slot = self.slot(key);
        let entry = self.table[slot];
        let mut tt_best = None;
        if entry.key == key {
            tt_best = Some(usize::from(entry.best));
            if i32::from(entry.depth) >= depth && ply > 0 {
                let s = entry.score;
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => s >= beta,
                    UPPER => s <= alpha,
                    _ => false,
                };
                if cut {
                    return s;
                }
            }
        }
        order(&mut moves, tt_best);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_index = 0;
        self.path.push(key);
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.play(mv);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, clock);
            } else {
                score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, clock);
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, clock);
                }
            }
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best {
                best = score;
                best_index = i;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.path.pop();
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        let index = original_index(pos, &moves[best_index]);
        self.table[slot] = Entry { key, score: best, depth: depth as i16, bound, best: index };
        best
    }

    fn principal_variation(&self, root: &LascaPosition, max: usize) -> Vec<LascaMove> {
        let mut line = Vec::new();
        let mut pos = *root;
        let mut seen = Vec::new();
        while line.len() < max {
            let entry = self.table[self.slot(pos.hash())];
            if entry.key != pos.hash() || seen.contains(&entry.key) {
                break;
            }
            seen.push(entry.key);
            let moves = pos.legal_moves();
            let Some(mv) = moves.get(usize::from(entry.best)) else { break };
            line.push(*mv);
            pos = pos.play(mv);
        }
        line
    }
}

/// Puts the table's move first, then longer captures and promotions.
fn order(moves: &mut [LascaMove], first: Option<usize>) {
    let key = |m: &LascaMove| -(m.landings().len() as i32) * 2 - i32::from(m.promotes());
    if let Some(i) = first.filter(|&i| i < moves.len()) {
        moves.swap(0, i);
        moves[1..].sort_by_key(key);
    } else {
        moves.sort_by_key(key);
    }
}

/// The index of `mv` in the position's own move order (stable, so the table can store it).
fn original_index(pos: &LascaPosition, mv: &LascaMove) -> u8 {
    pos.legal_moves().iter().position(|m| m == mv).unwrap_or(0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoClock;

    #[test]
    fn takes_the_free_piece_and_finds_a_win() {
        let mut engine = LascaEngine::new(4);
        // White must take d4; afterwards White has a column with a prisoner against a lone
        // soldier, which the score must show.
        let pos = LascaPosition::from_fen("W:c3=w,d4=b,a7=b").unwrap();
        let r = engine.search(&pos, &[], &Limits::depth(4), &NoClock, &mut |_| {});
        assert_eq!(pos.move_text(&r.best.unwrap()), "c3xe5");
        assert!(r.score > Score(50), "{}", r.score);
        // A position where the side to move has no move is lost.
        let lost = LascaPosition::from_fen("B:e5=bw").unwrap();
        let r = engine.search(&lost, &[], &Limits::depth(3), &NoClock, &mut |_| {});
        assert_eq!(r.best, None);
    }

    #[test]
    fn never_returns_an_illegal_move() {
        let mut engine = LascaEngine::new(2);
        let mut pos = LascaPosition::initial();
        let mut history = Vec::new();
        for ply in 0..40 {
            let r = engine.search(&pos, &history, &Limits::depth(3), &NoClock, &mut |_| {});
            let Some(mv) = r.best else { break };
            assert!(pos.legal_moves().contains(&mv), "ply {ply}");
            history.push(pos);
            pos = pos.play(&mv);
        }
    }

    #[test]
    fn the_start_position_is_balanced() {
        let w = LascaWeights::DEFAULT;
        let start = LascaPosition::initial();
        assert_eq!(evaluate(&start, &w), w.tempo);
    }
}
