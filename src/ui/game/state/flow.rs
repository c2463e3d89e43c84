//! The players' decisions about the game itself, not its moves: resigning, offering, accepting
//! and declining a draw (the computer answers with its next move), taking a move back for good,
//! and the rematch. The shared game ([`damas_game::round::Round`]) decides what each does, at the
//! action's time; this part of [`GameState`]'s reducer says who acts and what the page says.

use super::{BoardGame, GameState};
use crate::link::round_reply_query;
use crate::ui::text::messages::Message;
use damas_engine::Color;
use damas_game::clock::Clocks;
use damas_game::round::{Opened, RoundAction};

impl<G: BoardGame> GameState<G> {
    /// The correspondence link for the friend: the whole game, seen from the side to move at the
    /// end of the line (`link::reply_query`).
    #[must_use]
    pub fn reply_query(&self) -> &str {
        self.links.reply.get_or_init(|| round_reply_query(&self.round))
    }

    /// The side to move at the end of the line on view.
    #[must_use]
    pub fn turn_at_end(&self) -> Color {
        crate::link::side_to_move_at_end(self.record())
    }

    /// Whether a game is under way: moves were played and nobody has won or drawn yet (starting
    /// another would throw it away, so the page asks first).
    #[must_use]
    pub fn in_progress(&self) -> bool {
        self.round.in_progress()
    }

    /// Whether the engine keeps out of the game: one between people by links, until it ends (as
    /// game sites turn analysis off in games under way). No hint, analysis, evaluation or review.
    #[must_use]
    pub fn engine_kept_out(&self) -> bool {
        self.friend().is_some() && self.in_progress()
    }

    /// Whether the players can still end the game or take a move back: it is under way, seen at
    /// the end of its line.
    #[must_use]
    pub fn can_decide(&self) -> bool {
        self.round.can_decide()
    }

    /// The side that acts for the person at the device: against the computer, the player's side;
    /// two players on one device act in turn, so the side to move.
    #[must_use]
    pub fn acting_side(&self) -> Color {
        self.round.acting_side()
    }

    /// The draw offer standing, by this side.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.round.draw_offer()
    }

    /// After the players (or a clock) ended the game: nothing selected, no message, no move to
    /// animate.
    pub(super) fn decided(&mut self) {
        self.message = None;
        self.fresh = false;
    }

    pub(super) fn resign(&mut self, at: u64) {
        if self.act(RoundAction::Resign { side: self.acting_side(), at }).is_ok() {
            self.decided();
        }
    }

    pub(super) fn offer_draw(&mut self) {
        let by = self.acting_side();
        if self.act(RoundAction::OfferDraw { by }).is_ok() {
            self.message = Some(self.offer_message(by));
        }
    }

    /// What the page says while `by`'s draw offer stands: the question to the other player at
    /// the device, or that the computer will answer.
    pub(super) fn offer_message(&self, by: Color) -> Message<G> {
        if self.computer().is_some() {
            Message::DrawOfferSent
        } else {
            Message::DrawOffered { by }
        }
    }

    /// The player at the device accepts the other side's offer (the computer's answer comes
    /// with its move instead).
    pub(super) fn accept_draw(&mut self, at: u64) {
        if self.computer().is_none() && self.act(RoundAction::AcceptDraw { at }).is_ok() {
            self.decided();
        }
    }

    pub(super) fn decline_draw(&mut self) {
        if self.act(RoundAction::DeclineDraw).is_ok() && matches!(self.message, Some(Message::DrawOffered { .. })) {
            self.message = None;
        }
    }

    /// The computer's move, or its acceptance of the player's standing draw offer.
    pub(super) fn computer_move(&mut self, mv: G::Move, accepts_draw: bool, at: u64) {
        let offered = self.draw_offer().is_some_and(|by| Some(by) != self.computer());
        if offered && accepts_draw {
            if self.act(RoundAction::AcceptDraw { at }).is_ok() {
                self.decided();
            }
            return;
        }
        self.apply(mv, at);
        if offered {
            self.message = Some(Message::DrawDeclined);
        }
    }

    pub(super) fn take_back(&mut self, at: u64) {
        if self.act(RoundAction::TakeBack { at }).is_ok() {
            self.message = None;
            self.fresh = false;
        }
    }

    /// The rematch of this game: the same start, level, clock control and opponent (the
    /// computer, a friend by links, or two players here), the colours swapped (the page turns
    /// the board with them: [`super::Action::orientation`]).
    #[must_use]
    pub fn rematch(&self) -> Opened<G> {
        // A ballot game's rematch plays the same opening with colours swapped, as a micro-match does.
        Opened {
            opponent: self.round.opponent().swapped(),
            level: self.level(),
            clocks: self.clocks().copied(),
            ballot: self.ballot(),
            ..Opened::new(*self.start())
        }
    }

    /// The clocks, if the game is played on them.
    #[must_use]
    pub fn clocks(&self) -> Option<&Clocks> {
        self.round.clocks()
    }

    /// The game is lost on time by the side whose clock has run out, if one has.
    pub(super) fn flag(&mut self, at: u64) {
        if self.act(RoundAction::Flag { at }).is_ok() {
            self.decided();
        }
    }

    /// Against the computer the clocks stop while the page is hidden (the player has left the
    /// board; the computer would otherwise win on time); between two players they run on.
    pub(super) fn hidden(&mut self, hidden: bool, at: u64) {
        if self.computer().is_none() {
            return;
        }
        let _ = self.round.apply(if hidden { RoundAction::Pause { at } } else { RoundAction::Resume { at } });
    }
}
