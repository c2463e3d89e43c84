//! "Learn from your mistakes": after a review, the positions where one side made a mistake or a
//! blunder are set again, one after another, and the player looks for a better move. The try is
//! played on the board (the game's line is kept as a variation and comes back after), the worker
//! scores the position after it, and any move that gives away less than an inaccuracy against
//! the best counts ([`Review::try_is_good`]). What the panel shows is worked out from the game on
//! view and the scores found ([`Learn::phase`]), so there is no second copy of the board's state.

use super::Review;
use damas_engine::{Color, Playable};

/// A round of mistakes to find again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learn {
    /// Whose mistakes.
    pub side: Color,
    /// The mistakes' move indices, in game order.
    queue: Vec<usize>,
    /// Which of them is asked now (`queue.len()`: the round is over).
    at: usize,
    /// The best move is shown for the one asked now.
    pub shown: bool,
}

/// Where the player is with the mistake asked now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase<M> {
    /// Looking for a move.
    Asking,
    /// A move was tried; the worker is scoring it.
    Checking(M),
    /// The try was good enough.
    Good(M),
    /// The try gives away too much.
    Poor(M),
    /// Every mistake has been asked.
    Over,
}

impl Learn {
    /// A round of `side`'s mistakes in `review`; `None` when it made none.
    #[must_use]
    pub fn new<G: Playable>(review: &Review<G>, side: Color) -> Option<Learn> {
        let queue: Vec<usize> = review.mistakes(side).iter().map(|m| m.index).collect();
        (!queue.is_empty()).then_some(Learn { side, queue, at: 0, shown: false })
    }

    /// Whether the review may say the best move at move `index` ("Best was …"): not at the
    /// mistake asked now, which would give the answer away, until the player asks to be shown
    /// it or finds a good move.
    #[must_use]
    pub fn reveals<M>(&self, index: usize, phase: &Phase<M>) -> bool {
        self.index() != Some(index) || self.shown || matches!(phase, Phase::Good(_) | Phase::Over)
    }

    /// The move index of the mistake asked now.
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        self.queue.get(self.at).copied()
    }

    /// (which, of how many), counting from 1.
    #[must_use]
    pub fn count(&self) -> (usize, usize) {
        ((self.at + 1).min(self.queue.len()), self.queue.len())
    }

    /// On to the next mistake.
    pub fn next(&mut self) {
        self.at = (self.at + 1).min(self.queue.len());
        self.shown = false;
    }

    /// The move tried at the mistake asked now, if the game on view (`start`, `line`, `ply`)
    /// is the reviewed game up to that mistake and then one other move, shown after it.
    #[must_use]
    pub fn tried<G: Playable>(&self, review: &Review<G>, start: &G, line: &[G::Move], ply: usize) -> Option<G::Move> {
        let i = self.index()?;
        let reviewed = review.moves();
        let same_start = review.position(0) == Some(start);
        let tried = *line.get(i)?;
        (same_start && line.len() == i + 1 && ply == i + 1 && line[..i] == reviewed[..i] && reviewed.get(i) != Some(&tried)).then_some(tried)
    }

    /// The phase of the mistake asked now: `scores` are the worker's scores of positions after
    /// tries (for the side to move there, the opponent).
    #[must_use]
    pub fn phase<G: Playable>(&self, review: &Review<G>, tried: Option<G::Move>, scores: &[(G, i32)]) -> Phase<G::Move> {
        let Some(i) = self.index() else { return Phase::Over };
        let Some(mv) = tried else { return Phase::Asking };
        let Some(before) = review.position(i) else { return Phase::Over };
        let after = before.play(&mv);
        // A try that leaves the opponent no move has won on the spot.
        let score = if after.legal_moves().is_empty() {
            Some(-damas_ai::WIN)
        } else {
            scores.iter().rev().find(|(p, _)| *p == after).map(|(_, s)| *s)
        };
        match score.and_then(|s| review.try_is_good(i, &mv, s)) {
            None => Phase::Checking(mv),
            Some(true) => Phase::Good(mv),
            Some(false) => Phase::Poor(mv),
        }
    }
}
