//! A Lasca game on screen as a pure state machine, the twin of [`crate::ui::state`] for the game
//! of columns: the engine's game record (line, cursor, outcome), the selected column, and why a
//! click was refused. Every rule, the end of the game included, comes from the engine (Lasca's
//! movegen and [`Record`]), so both pages judge a game alike. Native, unit-tested.
//!
//! Links are read and written by [`crate::share`], as every game's are; this module only turns
//! them into a game on screen.

use damas_engine::lasca::{square_from_name, square_name, squares, LascaMove, LascaPosition};
pub use damas_ai::{DEFAULT_LEVEL, MAX_LEVEL};
use crate::share::{read_link, ReadLink, ShareError, SharedGame};
use crate::ui::board_view::SquareMarks;
use damas_engine::{explain_lasca, explain_lasca_select, Color, GameKind, Outcome, Record, Refusal};

/// The key of this game in links.
pub const VARIANT_KEY: &str = GameKind::Lasca.name();

/// Why a click or a typed move did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaMessage {
    /// The column belongs to the opponent (or the square is empty).
    NotYours,
    /// Capturing is compulsory; these columns can capture.
    CaptureAvailable(Vec<u8>),
    /// The column has no legal move.
    CannotMove,
    /// A soldier was sent backward (only officers move back).
    ForwardOnly,
    /// Several captures end on the same square: the player picks one.
    ChoosePath(Vec<LascaMove>),
    /// The game is over.
    GameOver,
    /// It is the computer's turn.
    ComputerTurn,
    /// A link or saved game could not be read (worded in the player's language when shown).
    LoadFailed(ShareError<LascaPosition>),
    /// A wrong optional part of a link (a bad `level`) was left out; the game was kept.
    LinkPartDropped(ShareError<LascaPosition>),
    /// The AI worker failed.
    Engine(String),
    /// A typed move names two squares but no legal move between them.
    NotLegal(String),
    /// A typed move does not read as squares.
    Unreadable {
        /// What was typed (clipped).
        text: String,
        /// A legal move, written as it should be, if any.
        example: Option<String>,
    },
}

/// The turn or the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LascaStatus {
    /// `turn` is to move; `capture` when capturing is compulsory.
    ToMove {
        /// Side to move.
        turn: Color,
        /// Whether every legal move captures.
        capture: bool,
    },
    /// The side to move has no move and lost.
    Won(Color),
    /// Threefold repetition.
    Drawn,
}

/// A Lasca link as read: the game, and the optional parts left out because they were wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaLink {
    /// The game.
    pub state: LascaState,
    /// What was wrong with the parts dropped, in the order found.
    pub dropped: Vec<ShareError<LascaPosition>>,
}

/// A player's or the computer's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaAction {
    /// A click on the square at bit `bit`.
    Click(u8),
    /// A move typed in notation (`c3-b4`, `c3xe5`): played when legal, else refused with the
    /// reason a click would give.
    Typed(String),
    /// Play `mv` now (a path chosen from a list).
    Play(LascaMove),
    /// The computer's move, searched for the position with text `fen`.
    ComputerMove {
        /// The position it was searched for.
        fen: String,
        /// The move text.
        text: String,
    },
    /// Back to [`LascaState::undo_target`]: one move, or against the computer over its moves to
    /// the player's previous turn.
    Undo,
    /// Forward to [`LascaState::redo_target`]: one move, or over the computer's moves.
    Redo,
    /// View the position after `ply` moves.
    GoTo(usize),
    /// A new game against `computer` (or two players) at `level`.
    NewGame {
        /// The computer's side, if any.
        computer: Option<Color>,
        /// Its level.
        level: u8,
    },
    /// Turn the board around.
    Flip,
    /// Hide the message.
    Dismiss,
    /// Show a message.
    Notify(LascaMessage),
    /// Replace the game (opened from PDN), keeping the opponent settings.
    Load {
        /// Start position (boxed: a Lasca position is large beside the other actions).
        start: Box<LascaPosition>,
        /// Moves from it, each legal.
        moves: Vec<LascaMove>,
    },
}

/// The Lasca game on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaState {
    /// The game: start, line, positions and the ply on view.
    record: Record<LascaPosition>,
    selected: Option<u8>,
    /// The message shown, if any.
    pub message: Option<LascaMessage>,
    /// The computer's side.
    pub computer: Option<Color>,
    /// The computer's level.
    pub level: u8,
    /// Black at the bottom.
    pub flipped: bool,
}

impl Default for LascaState {
    fn default() -> LascaState {
        LascaState::from_start(LascaPosition::initial())
    }
}

impl LascaState {
    /// A new game from `start`.
    #[must_use]
    pub fn from_start(start: LascaPosition) -> LascaState {
        LascaState {
            record: Record::new(start),
            selected: None,
            message: None,
            computer: None,
            level: DEFAULT_LEVEL,
            flipped: false,
        }
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &LascaPosition {
        self.record.start()
    }

    /// Every move of the line, including moves undone.
    #[must_use]
    pub fn line(&self) -> &[LascaMove] {
        self.record.moves()
    }

    /// The position on view.
    #[must_use]
    pub fn position(&self) -> &LascaPosition {
        self.record.position()
    }

    /// The positions before the one on view (for repetitions).
    #[must_use]
    pub fn history(&self) -> &[LascaPosition] {
        self.record.history()
    }

    /// Moves on view.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.record.ply()
    }

    /// The move texts of the whole line.
    #[must_use]
    pub fn move_texts(&self) -> &[String] {
        self.record.move_texts()
    }

    /// The selected column.
    #[must_use]
    pub fn selected(&self) -> Option<u8> {
        self.selected
    }

    /// The turn or the result, for the position on view: the record's outcome (a side without a
    /// move loses, a third occurrence draws).
    #[must_use]
    pub fn status(&self) -> LascaStatus {
        match self.record.outcome() {
            Some(Outcome::Win(side)) => LascaStatus::Won(side),
            Some(Outcome::Draw(_)) => LascaStatus::Drawn,
            None => {
                let pos = self.position();
                let capture = pos.legal_moves().first().is_some_and(LascaMove::is_capture);
                LascaStatus::ToMove { turn: pos.turn(), capture }
            }
        }
    }

    /// Whether the position on view has the computer's side to move (the player may not move
    /// for it, even when looking back in the move list).
    #[must_use]
    pub fn computers_turn_on_view(&self) -> bool {
        matches!(self.status(), LascaStatus::ToMove { turn, .. } if Some(turn) == self.computer)
    }

    /// Whether the computer is to move now: the game goes on, it is its side's turn, and the
    /// position on view is the end of the line (a look back in the move list wakes nothing).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.ply() == self.record.len() && self.computers_turn_on_view()
    }

    /// Where undo goes (`ui::turns`: to the player's previous turn against the computer).
    #[must_use]
    pub fn undo_target(&self) -> Option<usize> {
        crate::ui::turns::undo_target(&self.record, self.computer)
    }

    /// Where redo goes (`ui::turns`: on over the computer's moves).
    #[must_use]
    pub fn redo_target(&self) -> Option<usize> {
        crate::ui::turns::redo_target(&self.record, self.computer)
    }

    /// Highlights of the square at `bit` (the same marks as the draughts board's).
    #[must_use]
    pub fn marks(&self, bit: u8) -> SquareMarks {
        self.all_marks().get(usize::from(bit)).copied().unwrap_or_default()
    }

    /// Highlights of every square, indexed by bit: the legal moves and the outcome are worked
    /// out once per drawing, not once per square.
    #[must_use]
    pub fn all_marks(&self) -> Vec<SquareMarks> {
        let pos = self.position();
        let moves = if matches!(self.status(), LascaStatus::ToMove { .. }) { pos.legal_moves() } else { Vec::new() };
        let human = !self.computers_turn_on_view();
        let forced = moves.first().is_some_and(LascaMove::is_capture);
        let last = self.ply().checked_sub(1).map(|i| self.line()[i]);
        let mut all = vec![SquareMarks::default(); (damas_engine::lasca::SIZE * damas_engine::lasca::SIZE) as usize];
        for bit in squares() {
            let mut m = SquareMarks { number: square_number(bit), ..SquareMarks::default() };
            m.selectable = human && moves.iter().any(|mv| mv.from() == bit);
            m.forced = m.selectable && forced;
            if let Some(sel) = self.selected {
                m.selected = sel == bit;
                for mv in moves.iter().filter(|mv| mv.from() == sel) {
                    m.dest |= mv.to() == bit;
                    m.path |= mv.landings().iter().rev().skip(1).any(|&l| l == bit);
                    m.captured |= mv.jumped().any(|j| j == bit);
                }
            }
            if let Some(last) = &last {
                m.last_move = last.from() == bit || last.to() == bit;
            }
            all[usize::from(bit)] = m;
        }
        all
    }

    /// The routes of the selected column's moves, each as square bits from the start, for
    /// drawing lines.
    #[must_use]
    pub fn selected_routes(&self) -> Vec<Vec<u8>> {
        let Some(sel) = self.selected else { return Vec::new() };
        self.position()
            .legal_moves()
            .iter()
            .filter(|mv| mv.from() == sel && mv.is_capture())
            .map(|mv| std::iter::once(mv.from()).chain(mv.landings().iter().copied()).collect())
            .collect()
    }

    /// Plays `mv` at the cursor (the record follows the line or branches); a move the record
    /// refuses (illegal, or after the end) changes nothing.
    fn play(&mut self, mv: LascaMove) {
        if self.record.play(mv).is_ok() {
            self.selected = None;
            self.message = None;
        }
    }

    /// Applies `action`.
    pub fn reduce(&mut self, action: LascaAction) {
        match action {
            LascaAction::Click(bit) => self.click(bit),
            LascaAction::Typed(text) => self.typed(&text),
            LascaAction::Play(mv) => {
                if self.position().legal_moves().contains(&mv) && !self.computers_turn_on_view() {
                    self.play(mv);
                }
            }
            LascaAction::ComputerMove { fen, text } => {
                if self.computer_to_move() && self.position().to_fen() == fen {
                    if let Ok(mv) = self.position().parse_move(&text) {
                        self.play(mv);
                    }
                }
            }
            LascaAction::Undo => {
                if let Some(ply) = self.undo_target() {
                    self.go_to(ply);
                }
            }
            LascaAction::Redo => {
                if let Some(ply) = self.redo_target() {
                    self.go_to(ply);
                }
            }
            LascaAction::GoTo(ply) => self.go_to(ply),
            LascaAction::NewGame { computer, level } => {
                *self = LascaState { computer, level: level.clamp(1, MAX_LEVEL), flipped: computer == Some(Color::White), ..LascaState::default() };
            }
            LascaAction::Flip => self.flipped = !self.flipped,
            LascaAction::Dismiss => self.message = None,
            LascaAction::Notify(m) => self.message = Some(m),
            LascaAction::Load { start, moves } => {
                let (computer, level, flipped) = (self.computer, self.level, self.flipped);
                *self = LascaState { computer, level, flipped, ..LascaState::from_start(*start) };
                for mv in moves {
                    if self.record.play(mv).is_err() {
                        break;
                    }
                }
            }
        }
    }

    fn go_to(&mut self, ply: usize) {
        self.record.go_to(ply);
        self.selected = None;
        self.message = None;
    }

    /// A typed move: the engine reads it; when it names no legal move, the engine says why no
    /// move goes from its first square to its last.
    fn typed(&mut self, text: &str) {
        let text = text.trim().to_ascii_lowercase();
        let text = text.as_str();
        if text.is_empty() {
            return;
        }
        let clipped: String = text.chars().take(24).collect();
        let squares: Option<Vec<u8>> = text.split(['-', 'x', 'X', ':']).map(bit_of).collect();
        let (from, to) = match squares.as_deref() {
            Some([from, .., to]) => (*from, *to),
            _ => {
                let pos = self.position();
                let example = pos.legal_moves().first().map(|m| pos.move_text(m));
                self.message = Some(LascaMessage::Unreadable { text: clipped, example });
                return;
            }
        };
        if self.refuse_to_play() {
            return;
        }
        self.selected = None;
        let pos = *self.position();
        if let Ok(mv) = pos.parse_move(text) {
            return self.play(mv);
        }
        let ending: Vec<LascaMove> = pos.legal_moves().into_iter().filter(|m| m.from() == from && m.to() == to).collect();
        self.message = Some(match (explain_lasca(&pos, from, to), ending.as_slice()) {
            (Some(refusal), _) => refusal_message(refusal, clipped),
            // The squares name one legal move the text did not (`c3-e5` for `c3xe5`): as a click would.
            (None, [mv]) => return self.play(*mv),
            (None, []) => LascaMessage::NotLegal(clipped),
            (None, _) => LascaMessage::ChoosePath(ending),
        });
    }

    /// Says why the player may not move now (the game is over, or it is the computer's turn).
    fn refuse_to_play(&mut self) -> bool {
        let why = if !matches!(self.status(), LascaStatus::ToMove { .. }) {
            LascaMessage::GameOver
        } else if self.computers_turn_on_view() {
            LascaMessage::ComputerTurn
        } else {
            return false;
        };
        self.message = Some(why);
        true
    }

    fn click(&mut self, bit: u8) {
        if self.refuse_to_play() {
            return;
        }
        let pos = *self.position();
        if let Some(sel) = self.selected {
            let ending: Vec<LascaMove> = pos.legal_moves().into_iter().filter(|m| m.from() == sel && m.to() == bit).collect();
            match ending.as_slice() {
                [mv] => return self.play(*mv),
                [] => {}
                _ => {
                    self.message = Some(LascaMessage::ChoosePath(ending));
                    return;
                }
            }
            if sel == bit {
                self.selected = None;
                return;
            }
            // An empty square the selected column cannot reach: the engine says why.
            if pos.column(bit).is_empty() {
                let text = format!("{}-{}", name(sel), name(bit));
                self.message = explain_lasca(&pos, sel, bit).map(|r| refusal_message(r, text));
                return;
            }
        }
        match explain_lasca_select(&pos, bit) {
            None => {
                self.selected = Some(bit);
                self.message = None;
            }
            Some(refusal) => self.message = Some(refusal_message(refusal, name(bit))),
        }
    }

    /// The game as PDN (`[Variant "Lasca"]`), with its result if it has ended.
    #[must_use]
    pub fn to_pdn(&self, date: &str) -> String {
        let mut end = self.clone();
        end.record.go_to(end.record.len());
        let result = end.result().unwrap_or("*");
        damas_engine::lasca::write_lasca_game(self.start(), self.line(), result, &[("Date", date)])
    }

    /// The PDN result once the position on view ends the game (`1-0`, `0-1`, `1/2-1/2`).
    #[must_use]
    pub fn result(&self) -> Option<&'static str> {
        match self.status() {
            LascaStatus::Won(Color::White) => Some("1-0"),
            LascaStatus::Won(Color::Black) => Some("0-1"),
            LascaStatus::Drawn => Some("1/2-1/2"),
            LascaStatus::ToMove { .. } => None,
        }
    }

    /// The link query of this game ([`crate::share::to_query`]); the level goes with a computer
    /// side only, as this page has always written it.
    #[must_use]
    pub fn to_query(&self) -> String {
        let record = &self.record;
        let (start, moves, ply) = (*record.start(), record.moves().to_vec(), record.ply());
        let level = self.computer.map(|_| self.level);
        crate::share::to_query(&SharedGame { start, moves, ply, computer: self.computer, level })
    }

    /// Reads a link query ([`crate::share::read_link`], as the draughts page does): the game must
    /// be right; a wrong `level` is left out and reported in [`LascaLink::dropped`].
    ///
    /// # Errors
    /// [`ShareError`] naming the first bad part of the game, or [`ShareError::OtherGame`] for a
    /// link to a draughts game.
    pub fn from_query(query: &str) -> Result<LascaLink, ShareError<LascaPosition>> {
        let ReadLink { game, dropped } = read_link::<LascaPosition>(query)?;
        let SharedGame { start, moves, ply, computer, level } = game;
        // The reader has replayed the line; a line it accepted replays alike.
        let record = Record::from_line(start, &moves, ply).map_err(|e| ShareError::AfterEnd { ply: e.ply + 1 })?;
        let state = LascaState {
            record,
            computer,
            level: level.unwrap_or(DEFAULT_LEVEL),
            flipped: computer == Some(Color::White),
            ..LascaState::default()
        };
        Ok(LascaLink { state, dropped })
    }
}

/// The player's words for the engine's reason; `text` names the move for [`Refusal::NotLegal`].
fn refusal_message(refusal: Refusal, text: String) -> LascaMessage {
    match refusal {
        // An empty square is no column of the player's either.
        Refusal::NoPiece | Refusal::NotYourPiece => LascaMessage::NotYours,
        // Lasca has free choice among captures, so the engine never asks for the maximum.
        Refusal::CaptureAvailable { with } | Refusal::TakeMaximum { with, .. } => {
            LascaMessage::CaptureAvailable(with.iter().map(|sq| sq.bit()).collect())
        }
        Refusal::MenForwardOnly => LascaMessage::ForwardOnly,
        Refusal::PieceCannotMove => LascaMessage::CannotMove,
        Refusal::NotLegal => LascaMessage::NotLegal(text),
    }
}

/// The number shown for the square at `bit`: 1 to 25 in reading order.
#[must_use]
pub fn square_number(bit: u8) -> u32 {
    squares().position(|b| b == bit).map_or(0, |i| i as u32 + 1)
}

/// The algebraic name of the square at `bit`.
#[must_use]
pub fn name(bit: u8) -> String {
    square_name(bit)
}

/// The bit of the square named `text`.
#[must_use]
pub fn bit_of(text: &str) -> Option<u8> {
    square_from_name(text)
}

#[cfg(test)]
mod tests;
