//! The retrograde consistency check: every position's stored value must be the best of its
//! moves' values (each seen from the other side, one ply further), with no move a loss at once.
//! It recomputes each value from the engine's moves, independently of the pass order that built
//! it, so it catches a wrong index, a wrong pass condition or a damaged file.

use crate::material::Material;
use crate::table::Tablebase;
use crate::value::Value;
use damas_engine::{movegen, Move, Position};

/// A position whose stored value disagrees with its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inconsistency {
    /// The class.
    pub material: Material,
    /// Its index.
    pub index: u64,
    /// The position's FEN.
    pub fen: String,
    /// The stored value.
    pub stored: Value,
    /// The best of its moves' values, or `None` if a move leads into a class not loaded.
    pub from_moves: Option<Value>,
}

/// Checks every position of class `m`; returns the number of positions checked and the first
/// disagreements (at most `limit`).
#[must_use]
pub fn verify_class(tb: &Tablebase, m: Material, limit: usize) -> (u64, Vec<Inconsistency>) {
    let Some(table) = tb.table(m) else { return (0, Vec::new()) };
    let layout = tb.layout();
    let mut moves: Vec<Move> = Vec::new();
    let (mut checked, mut bad) = (0u64, Vec::new());
    for (i, &byte) in table.values.iter().enumerate() {
        let Some(pos) = layout.position(m, i as u64) else { continue };
        checked += 1;
        let stored = Value::from_byte(byte);
        let from_moves = best_by_moves(tb, &pos, &mut moves);
        if from_moves != Some(stored) && bad.len() < limit {
            bad.push(Inconsistency { material: m, index: i as u64, fen: pos.to_fen(), stored, from_moves });
        }
    }
    (checked, bad)
}

/// The value of `pos` from its moves' stored values, or `None` if one is missing.
#[must_use]
pub fn best_by_moves(tb: &Tablebase, pos: &Position, moves: &mut Vec<Move>) -> Option<Value> {
    movegen::generate(pos, moves);
    let mut children = Vec::with_capacity(moves.len());
    for mv in moves.iter() {
        children.push(tb.probe(&pos.play(mv))?);
    }
    Some(Value::best_of(children))
}
