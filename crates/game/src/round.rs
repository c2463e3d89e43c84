//! The game both players share: the record (start, moves, cursor), how the players ended it, the
//! draw offer standing, the clocks, the opponent and the ballot it began from. It changes only by
//! [`RoundAction`]s, each carrying the time it happened at, so two machines that apply the same
//! actions hold the same round, bit for bit: no wall clock, no randomness, no words here. What the
//! person at the device sees (selection, messages, preferences) is the page's, not the round's.

use crate::clock::Clocks;
use crate::opponent::Opponent;
use crate::turns::undo_target;
use crate::about::About;
use damas_engine::ballot::Ballot;
use damas_engine::{Color, Decision, Ending, NodeId, Playable, Record};

/// A game opened whole (from a link, a PDN file, storage or a new-game form): the record with its
/// cursor and what goes with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened<P: Playable> {
    /// The start, the line and the ply on view.
    pub record: Record<P>,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// The computer's level (kept when a friend plays, for the next game against it).
    pub level: Option<u8>,
    /// How the players ended the game after its last move, if they did.
    pub end: Option<Decision>,
    /// The clocks, if the game is played on them.
    pub clocks: Option<Clocks>,
    /// The ballot opening the game started from.
    pub ballot: Option<Ballot>,
    /// Who played it, where and when, as the PDN it came from says (empty for a game played here).
    pub about: About,
}

impl<P: Playable> Opened<P> {
    /// A game from `start` with nothing else: no move, two players at the device.
    #[must_use]
    pub fn new(start: P) -> Opened<P> {
        Opened::from_record(Record::new(start))
    }

    /// The game `record` holds (its moves, variations and cursor), with nothing else.
    #[must_use]
    pub fn from_record(record: Record<P>) -> Opened<P> {
        Opened { record, opponent: Opponent::Local, level: None, end: None, clocks: None, ballot: None, about: About::default() }
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &P {
        self.record.start()
    }

    /// The line on view, every move of it.
    #[must_use]
    pub fn moves(&self) -> &[P::Move] {
        self.record.moves()
    }

    /// The ply on view, `0..=moves().len()`.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.record.ply()
    }
}

impl Opened<damas_engine::Position> {
    /// The variant.
    #[must_use]
    pub fn variant(&self) -> damas_engine::Variant {
        self.record.start().variant()
    }
}

/// Something a player (or the clock) does to the game, with the time it happened at (ms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundAction<M> {
    /// Play `mv` at the cursor: on along the line, or, where the position on view already has
    /// another continuation, a new variation (the main line stays).
    Play {
        /// The move (checked).
        mv: M,
        /// When it was made.
        at: u64,
    },
    /// A move that arrived from another device (live play): played at `at` as [`RoundAction::Play`]
    /// is, but its mover is charged as if it had moved `credit` ms earlier (the network's delay,
    /// compensated within the live layer's quota), while the other clock starts at `at`.
    PlayCredited {
        /// The move (checked).
        mv: M,
        /// When it arrived.
        at: u64,
        /// Milliseconds of the mover's time given back.
        credit: u64,
    },
    /// Move the cursor to `ply` of the line.
    GoTo(usize),
    /// Move the cursor to a move anywhere in the tree (into a variation: the line on view then
    /// goes through it).
    GoToNode(NodeId),
    /// Make the variation holding this move the main line, all the way up.
    Promote(NodeId),
    /// Remove this move and everything after it; moves of the main line cannot be removed (a
    /// take-back removes the game's own moves).
    Delete(NodeId),
    /// Take the last move back for good (against an opponent elsewhere, back to the turn of the
    /// person at the device).
    TakeBack {
        /// When.
        at: u64,
    },
    /// Take moves back for good until `side` is to move again, as both devices of a live game
    /// agree (the side that asked is named, so each device pops the same moves). The turn that
    /// was running is not charged: the two devices take back at different moments, and their
    /// clocks must still agree.
    TakeBackFor {
        /// The side whose turn comes back.
        side: Color,
        /// When.
        at: u64,
    },
    /// `side`'s last move cost `ms` more than this device measured: the network's lag beyond its
    /// allowance, as the opponent's device observed it (live play). Taken from what `side` has
    /// left, its clock running or not.
    Charge {
        /// The side.
        side: Color,
        /// Milliseconds.
        ms: u64,
    },
    /// A game between two players at the device goes on by links: from now on a friend on
    /// another device plays `side` (correspondence). Refused against the computer, or when
    /// another side is already a friend's.
    HandOver {
        /// The friend's side.
        side: Color,
    },
    /// `side` resigns.
    Resign {
        /// The side giving up.
        side: Color,
        /// When.
        at: u64,
    },
    /// `by` offers a draw.
    OfferDraw {
        /// The side offering.
        by: Color,
    },
    /// The draw offered is accepted.
    AcceptDraw {
        /// When.
        at: u64,
    },
    /// The draw offered is declined.
    DeclineDraw,
    /// A clock showed no time left: the side whose time ran out by `at` loses.
    Flag {
        /// When.
        at: u64,
    },
    /// The running clock stops until [`RoundAction::Resume`] (the page hidden against the computer).
    Pause {
        /// When.
        at: u64,
    },
    /// The paused clock runs again.
    Resume {
        /// When.
        at: u64,
    },
}

/// Why an action changed nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The game has ended (on view, or the players ended it).
    GameOver,
    /// The move is not legal in the position on view.
    Illegal,
    /// The action does not apply now (nothing to take back, no offer standing, the game is seen
    /// in its history, the cursor is already there…).
    NotNow,
}

/// The game both players share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round<P: Playable> {
    record: Record<P>,
    decision: Option<Decision>,
    draw_offer: Option<Color>,
    clocks: Option<Clocks>,
    opponent: Opponent,
    level: Option<u8>,
    ballot: Option<Ballot>,
    about: About,
}

impl<P: Playable> Round<P> {
    /// The round `opened` at time `at`: a game under way resumes with the clock of the side to
    /// move at the end of its line running.
    #[must_use]
    pub fn open(opened: Opened<P>, at: u64) -> Round<P> {
        let Opened { record, opponent, level, end, clocks, ballot, about } = opened;
        let mut round = Round { record, decision: end, draw_offer: None, clocks, opponent, level, ballot, about };
        if round.in_progress() {
            let turn = round.record.positions().last().map(Playable::turn);
            if let (Some(clocks), Some(turn)) = (round.clocks.as_mut(), turn) {
                clocks.start(turn, at);
            }
        }
        round
    }

    /// Applies `action`.
    ///
    /// # Errors
    /// Why nothing changed.
    pub fn apply(&mut self, action: RoundAction<P::Move>) -> Result<(), Refused> {
        match action {
            RoundAction::Play { mv, at } => self.play(mv, at, 0),
            RoundAction::PlayCredited { mv, at, credit } => self.play(mv, at, credit),
            RoundAction::GoTo(ply) => self.record.go_to(ply).then_some(()).ok_or(Refused::NotNow),
            RoundAction::GoToNode(id) => self.record.go_to_node(id).then_some(()).ok_or(Refused::NotNow),
            RoundAction::Promote(id) => self.promote(id).then_some(()).ok_or(Refused::NotNow),
            RoundAction::Delete(id) => {
                if self.record.is_mainline(id) {
                    return Err(Refused::NotNow);
                }
                self.record.delete(id).then_some(()).ok_or(Refused::NotNow)
            }
            RoundAction::TakeBack { at } => self.take_back(self.opponent.other_side(), at, true),
            RoundAction::TakeBackFor { side, at } => self.take_back(Some(!side), at, false),
            RoundAction::Charge { side, ms } => self.clock_change(|_| true, |c| c.charge(side, ms)),
            RoundAction::HandOver { side } => match self.opponent {
                Opponent::Local => {
                    self.opponent = Opponent::Remote { side };
                    Ok(())
                }
                Opponent::Remote { side: friend } if friend == side => Ok(()),
                _ => Err(Refused::NotNow),
            },
            RoundAction::Resign { side, at } => self.decided(Decision::Resigned(side), at),
            RoundAction::OfferDraw { by } => {
                if !self.can_decide() || self.draw_offer.is_some() {
                    return Err(Refused::NotNow);
                }
                self.draw_offer = Some(by);
                Ok(())
            }
            RoundAction::AcceptDraw { at } => {
                if self.draw_offer.is_none() {
                    return Err(Refused::NotNow);
                }
                self.decided(Decision::DrawAgreed, at)
            }
            RoundAction::DeclineDraw => self.draw_offer.take().map(|_| ()).ok_or(Refused::NotNow),
            RoundAction::Flag { at } => {
                let flagged = self.clocks.as_ref().and_then(|c| c.flagged(at)).ok_or(Refused::NotNow)?;
                if self.decision.is_some() || self.ending().is_some() {
                    return Err(Refused::GameOver);
                }
                self.decide(Decision::Flagged(flagged), at);
                Ok(())
            }
            RoundAction::Pause { at } => self.clock_change(|c| c.running().is_some(), |c| c.pause(at)),
            RoundAction::Resume { at } => self.clock_change(Clocks::is_paused, |c| c.resume(at)),
        }
    }

    fn play(&mut self, mv: P::Move, at: u64, credit: u64) -> Result<(), Refused> {
        if self.ending().is_some() || self.decision.is_some() {
            return Err(Refused::GameOver);
        }
        if !self.record.legal_moves().contains(&mv) {
            return Err(Refused::Illegal);
        }
        let mover = self.record.position().turn();
        // The clock first: a move made after the flag fell does not count. A move played while
        // looking back starts another line: the clock of the side then to move runs.
        let at_end = self.record.ply() == self.record.len();
        if let Some(clocks) = self.clocks.as_mut() {
            if at_end {
                if let Err(flagged) = clocks.on_move_credited(mover, at, credit) {
                    self.decide(Decision::Flagged(flagged), at);
                    return Ok(());
                }
            } else if clocks.running().is_some() {
                clocks.start(!mover, at);
            }
        }
        // A move where the position on view has a continuation follows it when it is the same
        // move, else starts a variation: the main line stays (only `Promote` changes it).
        self.record.play(mv).map_err(|_| Refused::Illegal)?;
        if self.record.outcome().is_some() {
            if let Some(clocks) = self.clocks.as_mut() {
                clocks.stop(at);
            }
        }
        // The side offered a draw answers it by moving; the side offering may move first.
        if self.draw_offer.is_some_and(|by| by != mover) {
            self.draw_offer = None;
        }
        Ok(())
    }

    /// Promotes `id`'s line until it is the main line; whether anything changed.
    fn promote(&mut self, id: NodeId) -> bool {
        let mut changed = false;
        while !self.record.is_mainline(id) && self.record.promote(id) {
            changed = true;
        }
        changed
    }

    /// Takes back to the turn of the side other than `other` (all of one ply when `None`); the
    /// running turn is charged when `charged`.
    fn take_back(&mut self, other: Option<Color>, at: u64, charged: bool) -> Result<(), Refused> {
        if !self.can_decide() {
            return Err(Refused::NotNow);
        }
        let target = undo_target(&self.record, other).ok_or(Refused::NotNow)?;
        while self.record.len() > target {
            self.record.pop();
        }
        // The clock of the side now to move runs (its time is not given back).
        let turn = self.record.position().turn();
        if let Some(clocks) = self.clocks.as_mut().filter(|c| c.running().is_some()) {
            if charged {
                clocks.start(turn, at);
            } else {
                clocks.restart(turn, at);
            }
        }
        self.draw_offer = None;
        Ok(())
    }

    fn decided(&mut self, decision: Decision, at: u64) -> Result<(), Refused> {
        if !self.can_decide() {
            return Err(Refused::NotNow);
        }
        self.decide(decision, at);
        Ok(())
    }

    fn decide(&mut self, decision: Decision, at: u64) {
        if let Some(clocks) = self.clocks.as_mut() {
            clocks.stop(at);
        }
        self.decision = Some(decision);
        self.draw_offer = None;
    }

    fn clock_change(&mut self, applies: impl Fn(&Clocks) -> bool, change: impl FnOnce(&mut Clocks)) -> Result<(), Refused> {
        let clocks = self.clocks.as_mut().filter(|c| applies(c)).ok_or(Refused::NotNow)?;
        change(clocks);
        Ok(())
    }

    /// The record: start, line, cursor.
    #[must_use]
    pub fn record(&self) -> &Record<P> {
        &self.record
    }

    /// How the game on view has ended, if it has: the rules judge the position, the players'
    /// decision holds at the end of the line.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        let at_end = self.record.ply() == self.record.len();
        self.record.outcome().map(Ending::Rules).or(self.decision.filter(|_| at_end).map(Ending::Decided))
    }

    /// How the players ended the game after the last move of the line, if they did.
    #[must_use]
    pub fn decision(&self) -> Option<Decision> {
        self.decision
    }

    /// The draw offer standing, by this side.
    #[must_use]
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The clocks, if the game is played on them.
    #[must_use]
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// Who plays the other side.
    #[must_use]
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The computer's level, if set.
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        self.level
    }

    /// The ballot opening the game started from, if it did.
    #[must_use]
    pub fn ballot(&self) -> Option<Ballot> {
        self.ballot
    }

    /// Who played the game, where and when, as the PDN it was opened from says.
    #[must_use]
    pub fn about(&self) -> &About {
        &self.about
    }

    /// Whether a game is under way: moves were played and nobody has won or drawn yet (at the end
    /// of its line).
    #[must_use]
    pub fn in_progress(&self) -> bool {
        if self.record.is_empty() || self.decision.is_some() {
            return false;
        }
        if self.record.ply() == self.record.len() {
            return self.record.outcome().is_none();
        }
        let mut end = self.record.clone();
        end.go_to(end.len());
        end.outcome().is_none()
    }

    /// Whether the players can still end the game or take a move back: it is under way, seen at
    /// the end of its line.
    #[must_use]
    pub fn can_decide(&self) -> bool {
        self.decision.is_none() && self.record.ply() == self.record.len() && self.record.outcome().is_none()
    }

    /// The side the person at this device acts for now.
    #[must_use]
    pub fn acting_side(&self) -> Color {
        self.opponent.acting_side(self.record.position().turn())
    }
}

#[cfg(test)]
mod tests;
