//! The reducer's answers to the board's gestures (`game::input::BoardInput` holds the gestures
//! themselves): a click, a drag or a typed move becomes a move played, a question (which capture
//! path) or a refusal with the engine's reason. Part of [`GameState`]'s reducer.

use super::{BoardGame, GameState, LegalMove};
use crate::ui::game::input::Aim;
use crate::ui::text::messages::Message;
use damas_engine::Refusal;

impl<G: BoardGame> GameState<G> {
    pub(super) fn select(&mut self, sq: u32) {
        self.input.select(sq);
        self.message = None;
    }

    pub(super) fn deselect(&mut self) {
        self.input.clear();
    }

    /// The reason a click on square `sq` (which no legal move starts from) selects nothing: the
    /// engine's, which knows every variant's captures.
    pub(super) fn refuse_select(&mut self, sq: u32) {
        let pos = self.position();
        let refusal = pos.square(sq).and_then(|s| pos.explain_select(s));
        self.message = match refusal {
            // A tap on an empty square while a capture is compulsory: the capture is named again
            // (a player who tapped a piece that cannot take, then an empty square, is not left
            // without a word).
            Some(Refusal::NoPiece) if self.must_capture() => {
                Some(Message::CaptureAvailable { with: self.movable() })
            }
            refusal => refusal.and_then(|r| message_for(pos, r, sq, None)),
        };
        self.deselect();
    }

    /// Explains why no legal move goes from `from` to `to` (the engine's reason).
    pub(super) fn refusal(&self, from: u32, to: u32) -> Message<G> {
        let pos = self.position();
        let refusal = match (pos.square(from), pos.square(to)) {
            (Some(a), Some(b)) => pos.explain_move(a, b),
            _ => None,
        };
        refusal.and_then(|r| message_for(pos, r, from, Some(to))).unwrap_or(Message::NotLegal { from, to })
    }

    /// The player names square `sq` as the target of the selected piece (the board's input
    /// decides among the legal moves; the page words the outcome).
    pub(super) fn target(&mut self, from: u32, sq: u32, at: u64) {
        match self.input.aim(sq, &self.legal) {
            Aim::Play(mv) => self.apply(mv, at),
            Aim::Choose { to, options } => {
                let question = choose_message(self.position(), to, &options);
                self.message = Some(question);
            }
            Aim::OnTheWay => self.message = None,
            Aim::Unchanged => {}
            Aim::Nowhere => {
                self.message = Some(self.refusal(from, sq));
                self.deselect();
            }
        }
    }

    pub(super) fn click(&mut self, sq: u32, at: u64) {
        if self.ending.is_some() || self.round.decision().is_some() {
            self.message = Some(Message::GameOver);
            return;
        }
        let choosing = self.input.choice().is_some();
        match self.input.selected() {
            Some(sel) if sel == sq && !choosing => {
                self.deselect();
                self.message = None;
            }
            Some(_) if !choosing && self.movable().contains(&sq) => self.select(sq),
            Some(_) if !choosing && self.holds_opponent(sq) => self.refuse_select(sq),
            Some(from) => self.target(from, sq, at),
            None if self.movable().contains(&sq) => self.select(sq),
            None => self.refuse_select(sq),
        }
    }

    /// A typed move: the engine reads it; when it names no single legal move but two squares,
    /// it goes the way of a drag from the first to the last (reasons, or the paths to choose).
    pub(super) fn typed(&mut self, text: &str, at: u64) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if self.ending.is_some() || self.round.decision().is_some() {
            self.message = Some(Message::GameOver);
            return;
        }
        let pos = *self.position();
        let unread = match pos.parse_move(text) {
            Ok(mv) => {
                self.deselect();
                self.apply(mv, at);
                return;
            }
            Err(e) => e,
        };
        match pos.typed_ends(text) {
            Some((from, to)) if from == to => {
                self.message = Some(Message::NotLegal { from, to });
            }
            Some((from, to)) => {
                let ply = self.ply();
                self.deselect();
                self.drop_piece(from, to, at);
                // A drag from an empty square is silent; a typed one deserves an answer.
                if self.ply() == ply && self.message.is_none() {
                    self.message = Some(Message::NotLegal { from, to });
                }
            }
            // A move through a light square reads as squares, but no piece ever stands there:
            // the rule says so rather than "not a move" (second walk W16).
            None => {
                self.message = Some(match pos.light_square(&unread) {
                    Some(name) => Message::LightSquare { name },
                    None => Message::UnreadableMove {
                        text: text.chars().take(24).collect(),
                        example: self.legal.first().map(|m| m.detail.text.clone()),
                    },
                });
            }
        }
    }

    pub(super) fn holds_opponent(&self, sq: u32) -> bool {
        let pos = self.position();
        pos.owner(sq).is_some_and(|c| c != pos.turn())
    }

    pub(super) fn drop_piece(&mut self, from: u32, to: u32, at: u64) {
        if self.ending.is_some() || self.round.decision().is_some() {
            self.message = Some(Message::GameOver);
            return;
        }
        if from == to {
            return;
        }
        if !self.movable().contains(&from) {
            let reason = self.refusal(from, to);
            self.refuse_select(from);
            if self.message.is_some() {
                self.message = Some(reason);
            }
            return;
        }
        self.select(from);
        self.target(from, to, at);
    }
}

fn choose_message<G: BoardGame>(pos: &G, to: u32, cands: &[&LegalMove<G::Move>]) -> Message<G> {
    let name = |n: u32| pos.name(n);
    let options = cands
        .iter()
        .map(|m| {
            let mut text = name(m.detail.from);
            for &sq in m.routes.first().unwrap_or(&m.detail.path) {
                text.push('x');
                text.push_str(&name(sq));
            }
            (m.mv, text)
        })
        .collect();
    Message::ChoosePath { to, options }
}

/// The message of the engine's `refusal` of a move from square `from` (to `to`, when the player
/// named a target); `None` when there is nothing to say (a click on an empty square).
fn message_for<G: BoardGame>(pos: &G, refusal: Refusal, from: u32, to: Option<u32>) -> Option<Message<G>> {
    let numbers = |squares: Vec<damas_engine::Square>| squares.into_iter().map(|sq| pos.number(sq)).collect();
    Some(match refusal {
        Refusal::NoPiece => return to.map(|to| Message::NotLegal { from, to }),
        Refusal::NotYourPiece => Message::NotYourPiece,
        Refusal::CaptureAvailable { with } => Message::CaptureAvailable { with: numbers(with) },
        Refusal::TakeMaximum { count, with } => Message::TakeMaximum { count, with: numbers(with) },
        Refusal::TakeMostKings { with, .. } => Message::TakeMostKings { with: numbers(with) },
        Refusal::CaptureWithKing { with } => Message::CaptureWithKing { with: numbers(with) },
        Refusal::KingFirst { with } => Message::KingFirst { with: numbers(with) },
        Refusal::ManCannotTakeKing => Message::ManCannotTakeKing,
        Refusal::MenForwardOnly => Message::MenForwardOnly,
        Refusal::PieceCannotMove => Message::PieceCannotMove,
        Refusal::Occupied => Message::Occupied { to: to.unwrap_or(from) },
        Refusal::OffLine => Message::OffLine,
        Refusal::OneSquare { king } => Message::OneSquare { king },
        Refusal::Blocked => Message::Blocked,
        Refusal::NotLegal => Message::NotLegal { from, to: to.unwrap_or(from) },
    })
}
