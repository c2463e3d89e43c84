//! The Lasca evaluation: material by who commands each column, with its reserves and prisoners,
//! and how far the commanding soldiers have advanced. The search is the shared one
//! ([`crate::game::SearchGame`]); only this differs from draughts.

use damas_engine::lasca::{LascaPosition, SIZE};
use damas_engine::Color;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_is_balanced() {
        let w = LascaWeights::DEFAULT;
        let start = LascaPosition::initial();
        assert_eq!(evaluate(&start, &w), w.tempo);
    }
}
