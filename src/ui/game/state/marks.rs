//! What the board highlights for the selection: the moves still possible, their landing squares
//! and capture routes, the pieces they take, and every square's marks. Part of [`GameState`].

use super::{BoardGame, GameState, LegalMove};
use crate::ui::board::board_view::SquareMarks;

impl<G: BoardGame> GameState<G> {
    /// The legal moves still possible for the selection, given the path clicked so far.
    #[must_use]
    pub fn candidates(&self) -> Vec<&LegalMove<G::Move>> {
        self.input.candidates(&self.legal)
    }

    /// Landing squares that tell the candidates apart (while choosing among captures).
    fn discriminating(&self, cands: &[&LegalMove<G::Move>]) -> Vec<u32> {
        let mut all: Vec<u32> = cands.iter().flat_map(|m| m.routes.iter().flatten().copied()).collect();
        all = dedup_sorted(all);
        all.retain(|sq| !self.input.partial().contains(sq) && !cands.iter().all(|m| m.routes.iter().all(|r| r.contains(sq))));
        all
    }

    /// The highlights of every playable square, square 1 first.
    #[must_use]
    pub fn marks(&self) -> Vec<SquareMarks> {
        let mut marks: Vec<SquareMarks> =
            (1..=self.position().square_count()).map(|number| SquareMarks { number, ..SquareMarks::default() }).collect();
        let mut mark = |sq: u32, f: &dyn Fn(&mut SquareMarks)| {
            if let Some(m) = sq.checked_sub(1).and_then(|i| marks.get_mut(i as usize)) {
                f(m);
            }
        };
        let forced = self.must_capture();
        let movable = if self.computers_turn_on_view() { Vec::new() } else { self.movable() };
        for sq in movable {
            mark(sq, &|m| {
                m.selectable = true;
                m.forced = forced;
            });
        }
        if let Some((_, detail)) = self.last_move() {
            for sq in &detail.path {
                mark(*sq, &|m| m.last_move = true);
            }
        }
        if let Some(sel) = self.input.selected() {
            mark(sel, &|m| m.selected = true);
            let cands = self.candidates();
            let dests = if self.input.choice().is_some() {
                self.discriminating(&cands)
            } else {
                dedup_sorted(cands.iter().map(|m| m.detail.to).collect())
            };
            for c in &cands {
                if !c.detail.captured.is_empty() {
                    for sq in c.routes.iter().flatten() {
                        mark(*sq, &|m| m.path = true);
                    }
                }
                for sq in &c.detail.captured {
                    mark(*sq, &|m| m.captured = true);
                }
            }
            for sq in dests {
                mark(sq, &|m| m.dest = true);
            }
        }
        marks
    }

    /// The capture routes to draw as lines: square numbers from the start through each landing.
    #[must_use]
    pub fn route_lines(&self) -> Vec<Vec<u32>> {
        let mut lines = Vec::new();
        for c in self.candidates() {
            if c.detail.captured.is_empty() {
                continue;
            }
            for r in &c.routes {
                let mut line = vec![c.detail.from];
                line.extend(r);
                if !lines.contains(&line) {
                    lines.push(line);
                }
            }
        }
        lines
    }
}

/// `v` sorted, each square once.
pub(super) fn dedup_sorted(mut v: Vec<u32>) -> Vec<u32> {
    damas_engine::notation::sort_small(&mut v);
    v.dedup();
    v
}
