//! What the search needs to know about a game, so that one search (iterative deepening, PVS, the
//! table, the levels) serves draughts and Lasca alike. Implemented by zero-sized types: the
//! draughts one is generic over the engine's `Rules`, so each variant still gets its own
//! monomorphic search, as before the trait existed.

use crate::draw::{drawn_by_count, Streaks};
use crate::eval::{evaluate, Tables};
use crate::score::Score;
use crate::time::Phase;
use damas_egtb::Tablebase;
use damas_engine::geometry::Geometry;
use damas_engine::movegen::{has_capture, legal_moves, legal_moves_unless_quiet};
use damas_engine::rules::Rules;
use damas_engine::{Duplicates, Move, Position};
use std::marker::PhantomData;

/// A game as the search sees it. Every function is static: the implementing type only names the
/// game (and for draughts its rules).
pub trait SearchGame {
    /// A position.
    type Position: Copy;
    /// A move.
    type Move: Copy + PartialEq;
    /// What the evaluation reads besides the position (tables, weights).
    type Eval;
    /// What the draw rules carry down the tree besides the path of hashes.
    type Draw: Copy + Default;

    /// How far below the horizon, in quarter plies, compulsory captures are still searched before
    /// the position is evaluated as it stands. `i32::MIN`: to the end of the captures.
    const CAPTURE_FLOOR: i32;

    /// The position's Zobrist hash.
    fn hash(pos: &Self::Position) -> u64;
    /// Every legal move in the generator's fixed order (the table stores indices into it).
    fn legal_moves(pos: &Self::Position, out: &mut Vec<Self::Move>);
    /// The position after `mv`.
    fn play(pos: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// The static score for the side to move, in hundredths of a man.
    fn evaluate(pos: &Self::Position, eval: &Self::Eval) -> i32;
    /// Whether `mv` captures (captures are compulsory, so all moves of a position agree).
    fn is_capture(mv: &Self::Move) -> bool;
    /// Whether `mv` crowns (promotes) a piece.
    fn crowns(mv: &Self::Move) -> bool;
    /// How promising a capture looks, for move ordering (higher first; below 2^16).
    fn capture_order(pos: &Self::Position, mv: &Self::Move) -> i32;
    /// The history-heuristic slot of `mv` (below [`HISTORY_SLOTS`]).
    fn history_index(pos: &Self::Position, mv: &Self::Move) -> usize;

    /// The draw state after `mv` is played in `pos`.
    fn draw_after(draw: Self::Draw, pos: &Self::Position, mv: &Self::Move) -> Self::Draw;
    /// The draw state after the game record went from `before` to `after`.
    fn draw_between(draw: Self::Draw, before: &Self::Position, after: &Self::Position) -> Self::Draw;
    /// How many plies back a repetition may lie (the reversible plies).
    fn reversible(draw: Self::Draw) -> usize;
    /// Whether `pos`, which has a legal move, is drawn by a count rule.
    fn drawn_by_count(pos: &Self::Position, draw: Self::Draw) -> bool;
    /// The position with the turn passed, where a null move is sound; `None` where it is not.
    fn null_move(pos: &Self::Position) -> Option<Self::Position>;
    /// How far the game has gone, for the time allocation (once per search).
    fn phase(pos: &Self::Position) -> Phase;
    /// [`SearchGame::legal_moves`], except that with `quiet_ok` a game may answer `true` and
    /// list nothing for a position with a legal move and no capture (the search evaluates it at
    /// its horizon); `false` whenever it lists the moves.
    #[inline(always)]
    fn legal_moves_unless_quiet(pos: &Self::Position, out: &mut Vec<Self::Move>, _quiet_ok: bool) -> bool {
        Self::legal_moves(pos, out);
        false
    }
    /// The endgame databases' score for `pos` at `ply`, where they cover it (draughts only).
    #[inline(always)]
    fn probe(_pos: &Self::Position, _tb: &Tablebase, _ply: usize) -> Option<Score> {
        None
    }
}

/// Size of the history table: two sides, 64 x 64 from-to squares.
pub const HISTORY_SLOTS: usize = 2 * 64 * 64;

/// Draughts under the rules `R`.
pub struct Draughts<R>(PhantomData<R>);

impl<R: Rules> SearchGame for Draughts<R> {
    type Position = Position;
    type Move = Move;
    type Eval = Tables;
    type Draw = Streaks;

    const CAPTURE_FLOOR: i32 = i32::MIN;

    #[inline(always)]
    fn hash(pos: &Position) -> u64 {
        pos.hash()
    }
    #[inline(always)]
    fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
        legal_moves::<R>(pos, out, Duplicates::Drop);
    }
    #[inline(always)]
    fn legal_moves_unless_quiet(pos: &Position, out: &mut Vec<Move>, quiet_ok: bool) -> bool {
        legal_moves_unless_quiet::<R>(pos, out, Duplicates::Drop, quiet_ok)
    }
    #[inline(always)]
    fn play(pos: &Position, mv: &Move) -> Position {
        pos.play(mv)
    }
    #[inline(always)]
    fn evaluate(pos: &Position, eval: &Tables) -> i32 {
        evaluate::<R>(pos, eval)
    }
    #[inline(always)]
    fn is_capture(mv: &Move) -> bool {
        mv.is_capture()
    }
    #[inline(always)]
    fn crowns(mv: &Move) -> bool {
        mv.crowns
    }
    /// Kings taken first, then captures that crown.
    #[inline(always)]
    fn capture_order(pos: &Position, mv: &Move) -> i32 {
        (mv.captured.0 & pos.kings().0).count_ones() as i32 * 64 + i32::from(mv.crowns) * 32
    }
    #[inline(always)]
    fn history_index(pos: &Position, mv: &Move) -> usize {
        (pos.turn().index() << 12) | ((mv.from.bit() as usize & 63) << 6) | (mv.to.bit() as usize & 63)
    }
    #[inline(always)]
    fn draw_after(draw: Streaks, pos: &Position, mv: &Move) -> Streaks {
        draw.after(pos, mv)
    }
    fn draw_between(draw: Streaks, before: &Position, after: &Position) -> Streaks {
        draw.between(before, after)
    }
    /// Only king moves without capture are reversible.
    #[inline(always)]
    fn reversible(draw: Streaks) -> usize {
        usize::from(draw.king)
    }
    #[inline(always)]
    fn drawn_by_count(pos: &Position, draw: Streaks) -> bool {
        // The count rules need ten quiet plies at least, except Turkish's one against one.
        let count_rule = draw.king >= 10 || draw.material >= 10 || R::Geometry::ORTHOGONAL;
        count_rule && drawn_by_count(pos, draw)
    }
    /// Not in endgames, where zugzwang is common (three men and five pieces at least), and not
    /// when the opponent would have a capture (passing would change what is compulsory).
    #[inline]
    fn null_move(pos: &Position) -> Option<Position> {
        let us = pos.turn();
        let null = pos.with_turn(!us);
        (pos.men(us).count() >= 3 && pos.pieces(us).count() >= 5 && !has_capture::<R>(&null)).then_some(null)
    }
    #[inline]
    fn probe(pos: &Position, tb: &Tablebase, ply: usize) -> Option<Score> {
        crate::egtb::probe(tb, pos).map(|v| crate::egtb::score_of(v, ply))
    }
    fn phase(pos: &Position) -> Phase {
        Phase { pieces: pos.occupied().count(), start_pieces: Position::initial(pos.variant()).occupied().count() }
    }
}
