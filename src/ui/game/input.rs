//! The gestures on this screen's board, apart from the game both players share: the piece
//! selected, the landing squares clicked on the way (to pick among captures that part), and the
//! end square several captures share while the player chooses. Squares come in; a move, a
//! question or "no move goes there" comes out. The legal moves are handed in with each gesture,
//! so nothing here knows a rule, and two devices playing one game each keep their own.

use crate::ui::game::board_game::LegalMove;

/// The board's gestures in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardInput {
    selected: Option<u32>,
    /// Landing squares clicked after selecting, in order.
    partial: Vec<u32>,
    /// The end square several captures share, while the player chooses among them.
    choice: Option<u32>,
}

/// What a square named as the target of the selected piece comes to.
#[derive(Debug, PartialEq, Eq)]
pub enum Aim<'a, M> {
    /// One legal move: play it.
    Play(M),
    /// Several captures end on `to`: the player chooses among `options`.
    Choose {
        /// Their common end square.
        to: u32,
        /// The captures still possible.
        options: Vec<&'a LegalMove<M>>,
    },
    /// A landing square on the way of several captures: more are needed.
    OnTheWay,
    /// The question stays open (a square that tells no capture apart).
    Unchanged,
    /// No legal move of the selected piece goes there.
    Nowhere,
}

impl BoardInput {
    /// The selected square.
    #[must_use]
    pub fn selected(&self) -> Option<u32> {
        self.selected
    }

    /// The landing squares clicked so far.
    #[must_use]
    pub fn partial(&self) -> &[u32] {
        &self.partial
    }

    /// The end square of the captures the player is choosing among, if asked.
    #[must_use]
    pub fn choice(&self) -> Option<u32> {
        self.choice
    }

    /// Selects the piece on `sq` (a new gesture).
    pub fn select(&mut self, sq: u32) {
        *self = BoardInput { selected: Some(sq), ..BoardInput::default() };
    }

    /// Drops the gesture.
    pub fn clear(&mut self) {
        *self = BoardInput::default();
    }

    /// The moves of `legal` the gesture so far still allows.
    #[must_use]
    pub fn candidates<'a, M>(&self, legal: &'a [LegalMove<M>]) -> Vec<&'a LegalMove<M>> {
        let Some(from) = self.selected else { return Vec::new() };
        legal
            .iter()
            .filter(|m| m.detail.from == from && m.follows(&self.partial))
            .filter(|m| self.choice.is_none_or(|to| m.detail.to == to))
            .collect()
    }

    /// The player names `sq` as the target of the selected piece, among `legal`.
    pub fn aim<'a, M: Copy>(&mut self, sq: u32, legal: &'a [LegalMove<M>]) -> Aim<'a, M> {
        let cands = self.candidates(legal);
        if let Some(to) = self.choice {
            let steps: Vec<u32> = self.partial.iter().copied().chain([sq]).collect();
            let narrowed: Vec<&LegalMove<M>> = cands.iter().copied().filter(|m| m.follows(&steps)).collect();
            if narrowed.is_empty() || narrowed.len() == cands.len() {
                return Aim::Unchanged;
            }
            self.partial = steps;
            return match narrowed.as_slice() {
                [only] => Aim::Play(only.mv),
                _ => Aim::Choose { to, options: narrowed },
            };
        }
        let ending: Vec<&LegalMove<M>> = cands.iter().copied().filter(|m| m.detail.to == sq).collect();
        match ending.as_slice() {
            [only] => return Aim::Play(only.mv),
            [_, _, ..] => {
                self.choice = Some(sq);
                return Aim::Choose { to: sq, options: ending };
            }
            [] => {}
        }
        let steps: Vec<u32> = self.partial.iter().copied().chain([sq]).collect();
        let through: Vec<&LegalMove<M>> = cands.iter().copied().filter(|m| m.follows(&steps)).collect();
        match through.as_slice() {
            [] => Aim::Nowhere,
            [only] => Aim::Play(only.mv),
            _ => {
                self.partial = steps;
                Aim::OnTheWay
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::board_game::BoardGame;
    use damas_engine::{Position, Variant};

    #[test]
    fn a_square_aimed_at_gives_a_move_or_says_where_it_stands() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,23:B5").unwrap();
        let legal = pos.legal_view();
        let mut input = BoardInput::default();
        assert!(input.candidates(&legal).is_empty(), "nothing selected");
        input.select(22);
        assert_eq!(input.candidates(&legal).len(), 2, "22-17 and 22-18");
        assert_eq!(input.aim(14, &legal), Aim::Nowhere);
        let to_17 = legal.iter().find(|m| m.detail.from == 22 && m.detail.to == 17).unwrap().mv;
        assert_eq!(input.aim(17, &legal), Aim::Play(to_17));
        input.clear();
        assert_eq!((input.selected(), input.partial(), input.choice()), (None, &[][..], None));
    }
    // Captures that share their end are told apart by their landings: `state/tests.rs`
    // (`an_ambiguous_capture_is_resolved_by_the_player`) plays it through the page's state.
}
