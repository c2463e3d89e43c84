//! Variations: a move played at an earlier position starts a new line and keeps the old one
//! beside it, so nothing is thrown away silently. The game keeps whole lines (every move from the
//! start); the move list shows each where it parts from the line on view, and a click on one of
//! its moves makes it the line on view (the other is kept in its place). Part of [`GameState`].

use super::{BoardGame, GameState};
use damas_engine::Record;

/// Most lines kept beside the one on view (the oldest goes first).
pub const MAX_VARIATIONS: usize = 24;

/// A kept line as the move list shows it: where it parts from the line on view and its moves
/// from there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationView {
    /// Which kept line (for [`super::Action::EnterVariation`]).
    pub index: usize,
    /// The moves it shares with the line on view: it starts as an alternative to move `at + 1`.
    pub at: usize,
    /// Its move texts from there.
    pub texts: Vec<String>,
}

impl<G: BoardGame> GameState<G> {
    /// Keeps the line on view before a move at `self.ply()` replaces its rest.
    pub(super) fn keep_line_before(&mut self, mv: &G::Move) {
        let line = self.record.moves();
        if self.ply() < line.len() && line.get(self.ply()) != Some(mv) && !self.variations.iter().any(|v| v == line) {
            self.variations.push(line.to_vec());
            if self.variations.len() > MAX_VARIATIONS {
                self.variations.remove(0);
            }
        }
    }

    /// Drops kept lines the line on view now contains (they would show no move of their own).
    pub(super) fn prune_variations(&mut self) {
        let line = self.record.moves();
        self.variations.retain(|v| !line.starts_with(v));
    }

    /// The kept lines, each where it parts from the line on view.
    #[must_use]
    pub fn variations(&self) -> Vec<VariationView> {
        let line = self.record.moves();
        let positions = self.record.positions();
        self.variations
            .iter()
            .enumerate()
            .filter_map(|(index, v)| {
                let at = v.iter().zip(line).take_while(|(a, b)| a == b).count();
                let mut pos = *positions.get(at)?;
                let texts = v[at..]
                    .iter()
                    .map(|mv| {
                        let text = pos.move_text(mv);
                        pos = pos.play(mv);
                        text
                    })
                    .collect::<Vec<_>>();
                (!texts.is_empty()).then_some(VariationView { index, at, texts })
            })
            .collect()
    }

    /// Makes kept line `index` the line on view, at `ply`; the line it replaces is kept.
    pub(super) fn enter_variation(&mut self, index: usize, ply: usize) {
        if index >= self.variations.len() {
            return;
        }
        let chosen = self.variations.remove(index);
        // Every kept line was played move by move in this game; should one not replay, it is gone.
        let Ok(record) = Record::from_line(*self.start(), &chosen, ply.min(chosen.len())) else { return };
        let old = std::mem::replace(&mut self.record, record);
        if !self.variations.iter().any(|v| v == old.moves()) {
            self.variations.push(old.moves().to_vec());
        }
        self.prune_variations();
        self.fresh = false;
        self.message = None;
        self.draw_offer = None;
        self.refresh();
    }
}
