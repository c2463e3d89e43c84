//! The opponent's move before a puzzle, played on the board when the puzzle opens so that the
//! player sees what just happened (as lichess does). The puzzle files keep only the position
//! (`crates/puzzles` does not record the self-play game it came from), so the move is worked
//! out backwards: a move of the defender that is legal in the position before and leads to the
//! puzzle's start exactly. A quiet move is preferred to a capture of one man (the only captures
//! tried), a piece stepping into what the solution's first move takes (the opponent's slip the
//! puzzle punishes) to any other, a man to a king; ties go to the lower square, so a puzzle always
//! opens the same way.

use super::Puzzle;
use damas_engine::{Color, Move, Position, Square};

/// How a candidate ranks, lowest first: a capture, a piece the solution does not take, a king,
/// then the square.
type Preference = (bool, bool, bool, u32);

impl Puzzle {
    /// The position before the start and the defender's move from it to the start, or `None`
    /// when no quiet move of the defender leads there.
    #[must_use]
    pub fn lead_in(&self) -> Option<(Position, Move)> {
        let start = self.start;
        let (variant, defender) = (start.variant(), !start.turn());
        let taken = self.solution.first().map_or(0, |m| m.captured.0);
        let empty = |s: &Square| !start.occupied().contains(*s);
        let mut best: Option<(Preference, Position, Move)> = None;
        for to in start.pieces(defender).squares() {
            let king = start.kings().contains(to);
            for from in variant.all_squares().filter(empty) {
                // A quiet step, or a jump over one of the solver's men (never on its crowning row).
                let (r, c) = (variant.row_col(to), variant.row_col(from));
                let over = (r.0.abs_diff(c.0) == 2 && r.1.abs_diff(c.1) == 2).then(|| variant.square_at((r.0 + c.0) / 2, (r.1 + c.1) / 2)).flatten();
                let over = over.filter(|s| empty(s) && !variant.crowning_row(!defender).contains(*s));
                for over in [None, over] {
                    let moved = |set: u64| (set & !to.mask()) | from.mask();
                    let [white, black] = [Color::White, Color::Black].map(|side| {
                        let set = start.pieces(side).0 | over.filter(|_| side != defender).map_or(0, Square::mask);
                        if side == defender { moved(set) } else { set }
                    });
                    let kings = if king { moved(start.kings().0) } else { start.kings().0 };
                    let before = Position::from_parts(variant, white, black, kings, defender);
                    let found = before.legal_moves().into_iter().find(|m| m.from == from && m.to == to && m.is_capture() == over.is_some());
                    let Some(mv) = found.filter(|m| before.play(m) == start) else { continue };
                    let key = (over.is_some(), taken & to.mask() == 0, king, to.bit().into());
                    if best.as_ref().is_none_or(|(k, ..)| key < *k) {
                        best = Some((key, before, mv));
                    }
                }
            }
        }
        best.map(|(_, before, mv)| (before, mv))
    }
}

/// The part of `line` (the moves on the board, from its first position) that is the puzzle's,
/// and whether the opponent's last move `lead` is still to come.
#[must_use]
pub fn after_lead_in(lead: Option<Move>, line: &[Move]) -> (&[Move], bool) {
    match (lead, line.split_first()) {
        (None, _) => (line, false),
        (Some(lead), Some((first, rest))) if *first == lead => (rest, false),
        (Some(_), _) => (&[], true),
    }
}
