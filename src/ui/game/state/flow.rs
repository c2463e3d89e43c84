//! The players' decisions about the game itself, not its moves: resigning, offering, accepting
//! and declining a draw (the computer answers with its next move), taking a move back for good,
//! and the rematch. Part of [`GameState`]'s reducer.

use super::{BoardGame, GameState, NewGame};
use crate::ui::game::messages::Message;
use crate::clock::{now_ms, Clocks};
use damas_engine::{Color, Decision};

impl<G: BoardGame> GameState<G> {
    /// Whether a game is under way: moves were played and nobody has won or drawn yet (starting
    /// another would throw it away, so the page asks first).
    #[must_use]
    pub fn in_progress(&self) -> bool {
        if self.record.is_empty() || self.decision.is_some() {
            return false;
        }
        if self.ply() == self.record.len() {
            return self.ending.is_none();
        }
        let mut end = self.record.clone();
        end.go_to(end.len());
        end.outcome().is_none()
    }

    /// Whether the players can still end the game or take a move back: it is under way, seen at
    /// the end of its line.
    #[must_use]
    pub fn can_decide(&self) -> bool {
        self.decision.is_none() && self.ending.is_none() && self.ply() == self.record.len()
    }

    /// The side that acts for the person at the device: against the computer, the player's side;
    /// two players on one device act in turn, so the side to move.
    #[must_use]
    pub fn acting_side(&self) -> Color {
        self.computer.map_or(self.position().turn(), |c| !c)
    }

    /// The draw offer standing, by this side.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    pub(super) fn decide(&mut self, decision: Decision) {
        if let Some(clocks) = self.clocks.as_mut() {
            clocks.stop(now_ms());
        }
        self.decision = Some(decision);
        self.draw_offer = None;
        self.message = None;
        self.fresh = false;
        self.refresh();
    }

    pub(super) fn resign(&mut self) {
        if self.can_decide() {
            self.decide(Decision::Resigned(self.acting_side()));
        }
    }

    pub(super) fn offer_draw(&mut self) {
        if !self.can_decide() || self.draw_offer.is_some() {
            return;
        }
        let by = self.acting_side();
        self.draw_offer = Some(by);
        self.message = Some(self.offer_message(by));
    }

    /// What the page says while `by`'s draw offer stands: the question to the other player at
    /// the device, or that the computer will answer.
    pub(super) fn offer_message(&self, by: Color) -> Message<G> {
        if self.computer.is_some() {
            Message::DrawOfferSent
        } else {
            Message::DrawOffered { by }
        }
    }

    pub(super) fn accept_draw(&mut self) {
        if self.draw_offer.is_some() && self.computer.is_none() && self.can_decide() {
            self.decide(Decision::DrawAgreed);
        }
    }

    pub(super) fn decline_draw(&mut self) {
        if self.draw_offer.take().is_some() && matches!(self.message, Some(Message::DrawOffered { .. })) {
            self.message = None;
        }
    }

    /// The computer's move, or its acceptance of the player's standing draw offer.
    pub(super) fn computer_move(&mut self, mv: G::Move, accepts_draw: bool) {
        let offered = self.draw_offer.is_some_and(|by| Some(by) != self.computer);
        if offered && accepts_draw {
            self.decide(Decision::DrawAgreed);
            return;
        }
        self.apply(mv);
        if offered {
            self.message = Some(Message::DrawDeclined);
        }
    }

    pub(super) fn take_back(&mut self) {
        if !self.can_decide() {
            return;
        }
        // Against the computer: back to the player's previous turn (its reply goes too).
        let Some(target) = crate::ui::game::turns::undo_target(&self.record, self.computer) else { return };
        while self.record.len() > target {
            self.record.pop();
        }
        // The clock of the side now to move runs (its time is not given back).
        let turn = self.record.position().turn();
        if let Some(clocks) = self.clocks.as_mut().filter(|c| c.running().is_some()) {
            clocks.start(turn, now_ms());
        }
        self.draw_offer = None;
        self.message = None;
        self.fresh = false;
        self.refresh();
    }

    /// The rematch of this game: the same start, level and opponent, the colours swapped.
    #[must_use]
    pub fn rematch(&self) -> NewGame<G> {
        let bottom = if self.prefs.flipped { Color::White } else { Color::Black };
        let clock = self.clocks.map(|c| c.control);
        // A ballot game's rematch plays the same opening with colours swapped, as a micro-match does.
        NewGame { start: *self.start(), bottom, computer: self.computer.map(|c| !c), level: self.level, clock, ballot: self.ballot }
    }

    /// The clocks, if the game is played on them.
    #[must_use]
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// The game is lost on time by the side whose clock has run out, if one has.
    pub(super) fn flag(&mut self) {
        let flagged = self.clocks.as_ref().and_then(|c| c.flagged(now_ms()));
        if let (Some(side), true) = (flagged, self.ending.is_none() && self.decision.is_none()) {
            self.decide(Decision::Flagged(side));
        }
    }

    /// Against the computer the clocks stop while the page is hidden (the player has left the
    /// board; the computer would otherwise win on time); between two players they run on.
    pub(super) fn hidden(&mut self, hidden: bool) {
        if self.computer.is_none() {
            return;
        }
        if let Some(clocks) = self.clocks.as_mut() {
            if hidden {
                clocks.pause(now_ms());
            } else {
                clocks.resume(now_ms());
            }
        }
    }
}
