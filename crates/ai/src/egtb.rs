//! The search's use of the endgame databases (`damas-egtb`): a probed value becomes a score
//! (wins and losses by distance, as [`Score`] encodes mates), and a root position the databases
//! decide gets its move from them: the quickest win, or the slowest loss. Drawn roots are searched
//! as usual; every drawing move then scores a draw inside the tree, losing ones a loss.

use crate::score::Score;
use damas_egtb::{Tablebase, Value};
use damas_engine::{Move, Position};

/// `value` of a node `ply` plies from the root, as a score for its side to move.
#[must_use]
pub fn score_of(value: Value, ply: usize) -> Score {
    match value {
        Value::Win(d) => Score(Score::WIN.0 - ply as i32 - i32::from(d)),
        Value::Loss(d) => Score::lost_at(ply + usize::from(d)),
        Value::Draw => Score::DRAW,
    }
}

/// The value of `pos` if the tablebase holds its class (classes may be loaded one by one: a
/// value is exact whether or not the classes after it are there).
#[inline]
#[must_use]
pub fn probe(tb: &Tablebase, pos: &Position) -> Option<Value> {
    if pos.occupied().count() > tb.largest() || pos.variant() != tb.variant() {
        return None;
    }
    tb.probe(pos)
}

/// The move that keeps the best value of `pos` (the quickest win, the slowest loss, a draw), with
/// the value it keeps, if the tablebase covers every move.
#[must_use]
pub fn best_move(tb: &Tablebase, pos: &Position) -> Option<(Move, Value)> {
    let mut best: Option<(Move, Value)> = None;
    for mv in pos.legal_moves() {
        let v = probe(tb, &pos.play(&mv))?.back();
        if best.is_none_or(|(_, b)| v.goodness() > b.goodness()) {
            best = Some((mv, v));
        }
    }
    best
}

/// A root the tablebase decides: the move that keeps its value, the score, the distance in plies
/// and the line of best play to the end. The search turns it into its own result, so this module
/// stays below the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decided {
    /// The best move.
    pub best: Move,
    /// Its score for the side to move.
    pub score: Score,
    /// Plies to the end with best play.
    pub depth: u32,
    /// Best play to the end (at most 60 plies shown).
    pub pv: Vec<Move>,
}

/// The root's verdict when the tablebase decides it (won or lost). `None` for a draw, a position
/// it does not cover, or a position without moves (the search reports that itself).
#[must_use]
pub fn root_result(tb: &Tablebase, root: &Position) -> Option<Decided> {
    let value = probe(tb, root)?;
    value.distance().filter(|&d| d > 0)?;
    let (best, kept) = best_move(tb, root)?;
    let mut pv = vec![best];
    let mut at = root.play(&best);
    while pv.len() < 60 {
        match best_move(tb, &at) {
            Some((mv, _)) => {
                pv.push(mv);
                at = at.play(&mv);
            }
            None => break,
        }
    }
    let depth = u32::from(kept.distance().unwrap_or(0));
    Some(Decided { best, score: score_of(kept, 0), depth, pv })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_become_mate_scores() {
        assert_eq!(score_of(Value::Win(3), 2), Score::WIN - 5);
        assert_eq!(score_of(Value::Win(3), 2).plies_to_end(), Some(5));
        assert_eq!(score_of(Value::Loss(4), 1), Score::lost_at(5));
        assert_eq!(score_of(Value::Draw, 9), Score::DRAW);
    }
}
