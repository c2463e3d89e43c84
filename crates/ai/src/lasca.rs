//! The Lasca AI: the shared search ([`crate::game::SearchGame`]: iterative deepening, PVS, the
//! transposition table, ordering, reductions, the levels) over
//! [`damas_engine::lasca::LascaPosition`], with Lasca's own evaluation (`lasca_eval.rs`).
//!
//! What differs from draughts, and why:
//! - Captures past the horizon are searched for at most [`QUIESCENCE_PLIES`] plies: pieces never
//!   leave a Lasca board (they are taken prisoner), so capture chains need a bound.
//! - No count draws, only repetition; a capture or a soldier's move (soldiers only go forward) ends
//!   the stretch in which a position can repeat.
//! - No null move: captures are compulsory, so passing changes what the opponent must play, and
//!   with few columns zugzwang is common; the draughts test of when it is sound does not carry over.

use crate::deepen::Session;
use crate::game::SearchGame;
use crate::level::{noisy_choice, Level};
use crate::node::{Core, Ctx, PLY};
use crate::search::{Info, Limits, SearchResult};
use crate::time::Phase;
use crate::{Clock, Features, NoClock, Score};
use damas_engine::lasca::{LascaMove, LascaPosition};
use damas_engine::Color;

pub use crate::lasca_eval::{evaluate, LascaWeights};

/// How many plies past the horizon captures are still searched.
pub const QUIESCENCE_PLIES: i32 = 6;

/// What one completed iteration found.
pub type LascaInfo = Info<LascaMove>;
/// The answer of a search.
pub type LascaResult = SearchResult<LascaMove>;

/// Lasca as the search sees it.
pub struct Lasca;

impl SearchGame for Lasca {
    type Position = LascaPosition;
    type Move = LascaMove;
    type Eval = LascaWeights;
    /// Plies since the last capture or soldier move (the record's plies all count, to be safe).
    type Draw = u16;

    const CAPTURE_FLOOR: i32 = -QUIESCENCE_PLIES * PLY;

    fn hash(pos: &LascaPosition) -> u64 {
        pos.hash()
    }
    fn legal_moves(pos: &LascaPosition, out: &mut Vec<LascaMove>) {
        out.clear();
        out.extend(pos.legal_moves());
    }
    fn play(pos: &LascaPosition, mv: &LascaMove) -> LascaPosition {
        pos.play(mv)
    }
    fn evaluate(pos: &LascaPosition, eval: &LascaWeights) -> i32 {
        evaluate(pos, eval)
    }
    fn is_capture(mv: &LascaMove) -> bool {
        mv.is_capture()
    }
    fn crowns(mv: &LascaMove) -> bool {
        mv.promotes()
    }
    /// Longer captures first, then those that promote.
    fn capture_order(_: &LascaPosition, mv: &LascaMove) -> i32 {
        mv.landings().len() as i32 * 2 + i32::from(mv.promotes())
    }
    fn history_index(pos: &LascaPosition, mv: &LascaMove) -> usize {
        (pos.turn().index() << 12) | (usize::from(mv.from() & 63) << 6) | usize::from(mv.to() & 63)
    }
    fn draw_after(draw: u16, pos: &LascaPosition, mv: &LascaMove) -> u16 {
        let officer = pos.column(mv.from()).top().is_some_and(|p| p.officer);
        if mv.is_capture() || !officer {
            0
        } else {
            draw.saturating_add(1)
        }
    }
    fn draw_between(draw: u16, _: &LascaPosition, _: &LascaPosition) -> u16 {
        draw.saturating_add(1)
    }
    fn reversible(draw: u16) -> usize {
        usize::from(draw)
    }
    fn drawn_by_count(_: &LascaPosition, _: u16) -> bool {
        false
    }
    fn null_move(_: &LascaPosition) -> Option<LascaPosition> {
        None
    }
    /// Columns on the board (captured stones stay in their columns): 22 at the start.
    fn phase(pos: &LascaPosition) -> Phase {
        let columns = pos.commanded(Color::White).count_ones() + pos.commanded(Color::Black).count_ones();
        Phase { pieces: columns, start_pieces: 22 }
    }
}

/// A Lasca searcher; keep one per game so its table carries over between moves.
pub struct LascaEngine {
    core: Core<LascaMove>,
    weights: LascaWeights,
    /// Search switches (null move has no effect: see the module doc).
    pub features: Features,
}

impl LascaEngine {
    /// A searcher with a table of about `mb` megabytes.
    #[must_use]
    pub fn new(mb: usize) -> LascaEngine {
        LascaEngine { core: Core::new(mb), weights: LascaWeights::DEFAULT, features: Features::default() }
    }

    /// Uses `weights` for the evaluation (for tuning by self-play).
    pub fn set_weights(&mut self, weights: LascaWeights) {
        self.weights = weights;
    }

    /// Forgets the transposition table and the ordering statistics (a new game).
    pub fn clear(&mut self) {
        self.core.clear();
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
        let mut session: Session<LascaPosition, LascaMove, u16> = self.core.begin::<Lasca>(root, history, limits, clock);
        let cx: Ctx<Lasca> = Ctx { eval: &self.weights, clock, features: self.features, tb: None };
        while !session.done() {
            if let Some(info) = self.core.step(&cx, &mut session) {
                on_info(&info);
            }
        }
        session.into_result()
    }

    /// Exact scores of every root move at `depth` (full-window searches: the noisy levels, the
    /// opening book's builder), as [`crate::Engine::score_root_moves`] gives them in draughts.
    pub fn score_root_moves(&mut self, root: &LascaPosition, history: &[LascaPosition], depth: u32) -> Vec<(LascaMove, Score)> {
        let cx: Ctx<Lasca> = Ctx { eval: &self.weights, clock: &NoClock, features: self.features, tb: None };
        self.core.score_root_moves(&cx, root, history, depth)
    }

    /// The move a level plays: the search's choice, or for a noisy level the best-scored move
    /// after Gaussian noise of the level's size is added to each root move's exact score.
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
        let scored = self.score_root_moves(root, history, level.depth.unwrap_or(1));
        if let Some((mv, s)) = noisy_choice(&scored, level.noise, seed) {
            if Some(mv) != result.best {
                result.best = Some(mv);
                result.score = s;
                result.pv = vec![mv];
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(r.score.plies_to_end(), Some(0));
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
    fn only_officers_quiet_moves_can_repeat() {
        // An officer's quiet move can be undone, so the streak grows; a soldier's move (soldiers
        // only go forward) resets it.
        let pos = LascaPosition::from_fen("W:a1=W,e1=w,g7=b").unwrap();
        let find = |t: &str| *pos.legal_moves().iter().find(|m| pos.move_text(m) == t).unwrap();
        assert_eq!(Lasca::draw_after(3, &pos, &find("a1-b2")), 4);
        assert_eq!(Lasca::draw_after(3, &pos, &find("e1-d2")), 0);
        assert_eq!(Lasca::reversible(4), 4);
    }
}
