//! A Lasca game on screen as a pure state machine, the twin of [`crate::ui::state`] for the game
//! of columns: the engine's game record (line, cursor, outcome), the selected column, and why a
//! click was refused. Every rule, the end of the game included, comes from the engine (Lasca's
//! movegen and [`Record`]), so both pages judge a game alike. Native, unit-tested.
//!
//! Link form: `?variant=lasca&fen=<Lasca FEN>&moves=a3-b4+c5xa3&ply=<n>&computer=<side>&level=<n>`
//! (`fen` only for a set-up start, `ply` only when not viewing the last move).

use damas_engine::lasca::{square_from_name, square_name, squares, LascaFenError, LascaMove, LascaPosition};
use crate::share::{decode_component, encode_component};
use damas_engine::{explain_lasca, explain_lasca_select, Color, Outcome, Record, Refusal};
use std::fmt;

/// The key of this game in links.
pub const VARIANT_KEY: &str = "lasca";

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
    LoadFailed(LascaLinkError),
    /// A wrong optional part of a link (a bad `level`) was left out; the game was kept.
    LinkPartDropped(LascaLinkError),
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

/// What a link could not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaLinkError {
    /// The `fen` is wrong.
    Fen(LascaFenError),
    /// Move number `index` (from 1) is not legal.
    Move {
        /// Its position in the list, from 1.
        index: usize,
        /// The text.
        text: String,
    },
    /// A parameter has a bad value.
    Bad(LinkParam),
    /// `level` is not a number from 1 to [`MAX_LEVEL`]: an optional part, dropped with the
    /// default level used instead, never the reason a game is refused.
    BadLevel(String),
}

/// The link parameters whose value [`LascaLinkError::Bad`] can refuse.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LinkParam {
    /// A `%` escape that is not two hex digits, or bytes that are not UTF-8 (any parameter).
    Encoding,
    /// `ply`: not a number.
    Ply,
    /// `computer`: not `white` or `black`.
    Computer,
}

impl LinkParam {
    /// The name the English message uses.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            LinkParam::Encoding => "encoding",
            LinkParam::Ply => "ply",
            LinkParam::Computer => "computer",
        }
    }
}

/// The highest computer level a link may ask for: the AI's own bound, as for draughts.
pub use damas_ai::MAX_LEVEL;
/// The level of a new game and of a link that names none (or a wrong one): the AI's default.
pub use damas_ai::DEFAULT_LEVEL;

impl fmt::Display for LascaLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LascaLinkError::Fen(e) => write!(f, "bad position: {e}"),
            LascaLinkError::Move { index, text } => {
                write!(f, "move {index} ({:?}) is not legal", text.chars().take(24).collect::<String>())
            }
            LascaLinkError::Bad(param) => write!(f, "bad value for {}", param.name()),
            LascaLinkError::BadLevel(t) => {
                write!(f, "bad level {:?}: expected 1 to {MAX_LEVEL}", crate::share::clip(t))
            }
        }
    }
}

/// A Lasca link as read: the game, and the optional parts left out because they were wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaLink {
    /// The game.
    pub state: LascaState,
    /// What was wrong with the parts dropped, in the order found.
    pub dropped: Vec<LascaLinkError>,
}

/// Highlights of one square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LascaMarks {
    /// A column that may move now.
    pub selectable: bool,
    /// A column that must capture.
    pub forced: bool,
    /// The selected column.
    pub selected: bool,
    /// Where the selected column can end.
    pub dest: bool,
    /// A landing square on the way.
    pub path: bool,
    /// A column jumped by one of the selected column's captures.
    pub captured: bool,
    /// Start or end of the last move.
    pub last_move: bool,
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
    /// Back one move (two in a game against the computer, to the player's turn).
    Undo,
    /// Forward one move.
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

    /// Where undo goes: one ply back, and in a game against the computer back over its moves
    /// to the player's previous turn (as on the draughts page); `None` if nowhere.
    #[must_use]
    pub fn undo_target(&self) -> Option<usize> {
        let positions = self.record.positions();
        let mut ply = self.ply().checked_sub(1)?;
        if let Some(side) = self.computer {
            while positions[ply].turn() == side {
                ply = ply.checked_sub(1)?;
            }
        }
        Some(ply)
    }

    /// Where redo goes: one ply forward, and against the computer on over its moves.
    #[must_use]
    pub fn redo_target(&self) -> Option<usize> {
        let (positions, len) = (self.record.positions(), self.record.len());
        let mut ply = self.ply() + 1;
        if ply > len {
            return None;
        }
        if let Some(side) = self.computer {
            while ply < len && positions[ply].turn() == side {
                ply += 1;
            }
        }
        Some(ply)
    }

    /// Highlights of the square at `bit`.
    #[must_use]
    pub fn marks(&self, bit: u8) -> LascaMarks {
        let pos = self.position();
        let moves = if matches!(self.status(), LascaStatus::ToMove { .. }) { pos.legal_moves() } else { Vec::new() };
        let mut m = LascaMarks::default();
        let human = !self.computers_turn_on_view();
        m.selectable = human && moves.iter().any(|mv| mv.from() == bit);
        m.forced = m.selectable && moves.first().is_some_and(LascaMove::is_capture);
        if let Some(sel) = self.selected {
            m.selected = sel == bit;
            for mv in moves.iter().filter(|mv| mv.from() == sel) {
                m.dest |= mv.to() == bit;
                m.path |= mv.landings().iter().rev().skip(1).any(|&l| l == bit);
                m.captured |= mv.jumped().any(|j| j == bit);
            }
        }
        if let Some(last) = self.ply().checked_sub(1).map(|i| &self.line()[i]) {
            m.last_move = last.from() == bit || last.to() == bit;
        }
        m
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

    /// The link query of this game.
    #[must_use]
    pub fn to_query(&self) -> String {
        let mut q = format!("variant={VARIANT_KEY}");
        if *self.start() != LascaPosition::initial() {
            q.push_str("&fen=");
            q.push_str(&encode_component(&self.start().to_fen()));
        }
        if !self.record.is_empty() {
            q.push_str("&moves=");
            q.push_str(&self.move_texts().join("+"));
        }
        if self.ply() != self.record.len() {
            q.push_str(&format!("&ply={}", self.ply()));
        }
        if let Some(c) = self.computer {
            q.push_str(&format!("&computer={}&level={}", c.name(), self.level));
        }
        q
    }

    /// Reads a link query (leading `?` allowed). Unknown keys are ignored. The game (position,
    /// moves, ply, computer) must be right; a wrong `level` is left out and reported in
    /// [`LascaLink::dropped`], as the draughts page does (`crate::share::read_link`).
    ///
    /// # Errors
    /// [`LascaLinkError`] naming the first bad part of the game.
    pub fn from_query(query: &str) -> Result<LascaLink, LascaLinkError> {
        let mut start = LascaPosition::initial();
        let mut moves: Vec<String> = Vec::new();
        let (mut ply, mut computer, mut level) = (None, None, DEFAULT_LEVEL);
        let mut dropped = Vec::new();
        for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()).take(32) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode_component(value).map_err(|_| LascaLinkError::Bad(LinkParam::Encoding))?;
            match key {
                "fen" => start = LascaPosition::from_fen(&value).map_err(LascaLinkError::Fen)?,
                "moves" => moves = value.split([' ', '+', ',']).filter(|m| !m.is_empty()).map(String::from).collect(),
                "ply" => ply = Some(value.parse::<usize>().map_err(|_| LascaLinkError::Bad(LinkParam::Ply))?),
                "computer" => computer = Some(value.parse::<Color>().map_err(|_| LascaLinkError::Bad(LinkParam::Computer))?),
                "level" => match value.trim().parse::<u8>() {
                    Ok(n) if (1..=MAX_LEVEL).contains(&n) => level = n,
                    _ => dropped.push(LascaLinkError::BadLevel(value.clone())),
                },
                _ => {}
            }
        }
        let mut state = LascaState::from_start(start);
        for (i, text) in moves.iter().enumerate().take(2000) {
            let bad = || LascaLinkError::Move { index: i + 1, text: text.clone() };
            let mv = state.position().parse_move(text).map_err(|_| bad())?;
            state.record.play(mv).map_err(|_| bad())?;
        }
        state.record.go_to(ply.unwrap_or(usize::MAX));
        state.computer = computer;
        state.level = level;
        state.flipped = computer == Some(Color::White);
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
mod tests {
    use super::*;

    fn click(s: &mut LascaState, name: &str) {
        s.reduce(LascaAction::Click(bit_of(name).unwrap()));
    }

    #[test]
    fn typed_moves_play_or_get_the_reasons_a_click_would() {
        let typed = |s: &mut LascaState, t: &str| s.reduce(LascaAction::Typed(t.into()));
        let mut s = LascaState::default();
        typed(&mut s, " C3-B4 ");
        assert_eq!(s.move_texts(), ["c3-b4"]);
        typed(&mut s, "e5-d4");
        assert!(matches!(s.message, Some(LascaMessage::CaptureAvailable(_))), "{:?}", s.message);
        typed(&mut s, "c3-d4");
        assert_eq!(s.message, Some(LascaMessage::NotYours));
        // A quiet move while a capture is compulsory: the engine names the capturers.
        typed(&mut s, "a5-b4");
        assert_eq!(s.message, Some(LascaMessage::CaptureAvailable(vec![bit_of("a5").unwrap()])));
        typed(&mut s, "hello");
        assert_eq!(s.message, Some(LascaMessage::Unreadable { text: "hello".into(), example: Some("a5xc3".into()) }));
        typed(&mut s, "a5xc3");
        assert_eq!(s.move_texts(), ["c3-b4", "a5xc3"]);
        let mut cpu = LascaState::from_query("variant=lasca&computer=white&level=1").unwrap().state;
        typed(&mut cpu, "c3-b4");
        assert_eq!((cpu.move_texts().len(), cpu.message.clone()), (0, Some(LascaMessage::ComputerTurn)));
    }

    #[test]
    fn a_capture_by_clicks_builds_a_column() {
        let mut s = LascaState::default();
        click(&mut s, "c3");
        assert_eq!(s.selected(), bit_of("c3"));
        click(&mut s, "b4");
        assert_eq!(s.move_texts(), ["c3-b4"]);
        // Black must take: a5 and c5 both can; clicking a quiet piece says so.
        click(&mut s, "e5");
        assert!(matches!(s.message, Some(LascaMessage::CaptureAvailable(_))));
        assert!(s.marks(bit_of("a5").unwrap()).forced);
        click(&mut s, "a5");
        assert!(s.marks(bit_of("c3").unwrap()).dest);
        assert!(s.marks(bit_of("b4").unwrap()).captured);
        click(&mut s, "c3");
        let column = s.position().column(bit_of("c3").unwrap());
        assert_eq!(column.height(), 2, "the prisoner went under the capturer");
        assert!(s.position().to_fen().contains("c3=wb"));
    }

    #[test]
    fn refusals_and_game_end() {
        let mut s = LascaState::default();
        click(&mut s, "a5");
        assert_eq!(s.message, Some(LascaMessage::NotYours));
        click(&mut s, "a1");
        assert_eq!(s.message, Some(LascaMessage::CannotMove));
        let over = LascaState::from_query("variant=lasca&fen=B:e5%3Dbw").unwrap().state;
        assert_eq!(over.status(), LascaStatus::Won(Color::White));
    }

    #[test]
    fn links_round_trip_and_errors_are_typed() {
        let mut s = LascaState::default();
        for m in ["c3-b4", "a5xc3"] {
            let mv = s.position().parse_move(m).unwrap();
            s.reduce(LascaAction::Play(mv));
        }
        s.reduce(LascaAction::Undo);
        let q = s.to_query();
        assert_eq!(q, "variant=lasca&moves=c3-b4+a5xc3&ply=1");
        assert_eq!(LascaState::from_query(&q).unwrap().state, s);
        let set_up = LascaState::from_query("?variant=lasca&fen=W:c3%3Dw,d4%3Dwb&computer=black&level=2").unwrap().state;
        assert_eq!(set_up.computer, Some(Color::Black));
        assert_eq!(LascaState::from_query(&set_up.to_query()).unwrap().state, set_up);
        assert!(matches!(LascaState::from_query("fen=W:z9%3Dw"), Err(LascaLinkError::Fen(_))));
        assert!(matches!(LascaState::from_query("moves=c3-c4"), Err(LascaLinkError::Move { index: 1, .. })));
        assert!(matches!(LascaState::from_query("fen=%zz"), Err(LascaLinkError::Bad(LinkParam::Encoding))));
        for junk in ["%", "fen=%E2%82", "moves=++++", "ply=-1", "&&&=", "computer=red"] {
            let _ = LascaState::from_query(junk);
        }
    }

    #[test]
    fn pdn_export_and_import_give_the_same_game() {
        let mut s = LascaState::default();
        for m in ["c3-b4", "a5xc3", "d2xb4"] {
            let mv = s.position().parse_move(m).unwrap();
            s.reduce(LascaAction::Play(mv));
        }
        let pdn = s.to_pdn("2026.11.22");
        let game = &damas_engine::lasca::read_lasca_games(&pdn).unwrap()[0];
        let mut other = LascaState::default();
        other.reduce(LascaAction::Load { start: Box::new(game.start), moves: game.moves.clone() });
        assert_eq!(other.move_texts(), s.move_texts());
        assert_eq!(other.position(), s.position());
    }

    #[test]
    fn the_computer_side_cannot_be_moved_by_hand() {
        let mut s = LascaState::default();
        s.reduce(LascaAction::NewGame { computer: Some(Color::White), level: 1 });
        assert!(s.computer_to_move());
        click(&mut s, "c3");
        assert_eq!(s.message, Some(LascaMessage::ComputerTurn));
        let fen = s.position().to_fen();
        s.reduce(LascaAction::ComputerMove { fen: fen.clone(), text: "c3-b4".into() });
        assert_eq!(s.move_texts(), ["c3-b4"]);
        // A stale answer (for another position) is ignored.
        s.reduce(LascaAction::ComputerMove { fen, text: "e3-f4".into() });
        assert_eq!(s.move_texts().len(), 1);
        // Looking back at the start (the computer's turn) does not wake the computer.
        s.reduce(LascaAction::GoTo(0));
        assert!(!s.computer_to_move());
        click(&mut s, "c3");
        assert_eq!(s.message, Some(LascaMessage::ComputerTurn), "still not the player's piece to move");
        s.reduce(LascaAction::Redo);
        assert_eq!(s.move_texts(), ["c3-b4"]);
    }

    fn play_texts(s: &mut LascaState, texts: &[&str]) {
        for t in texts {
            let mv = s.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            s.reduce(LascaAction::Play(mv));
        }
    }

    #[test]
    fn threefold_repetition_draws_from_the_record() {
        let mut s = LascaState::from_start(LascaPosition::from_fen("W:a1=W:g7=B").unwrap());
        play_texts(&mut s, &["a1-b2", "g7-f6", "b2-a1", "f6-g7", "a1-b2", "g7-f6", "b2-a1"]);
        assert!(matches!(s.status(), LascaStatus::ToMove { .. }), "only twice so far");
        play_texts(&mut s, &["f6-g7"]);
        assert_eq!((s.status(), s.result()), (LascaStatus::Drawn, Some("1/2-1/2")));
        click(&mut s, "a1");
        assert_eq!(s.message, Some(LascaMessage::GameOver));
        assert!(s.to_pdn("2026.01.01").contains("1/2-1/2"));
        // Looking back, the game goes on; the link keeps the line and the ply on view.
        s.reduce(LascaAction::GoTo(4));
        assert!(matches!(s.status(), LascaStatus::ToMove { .. }));
        assert_eq!(LascaState::from_query(&s.to_query()).unwrap().state, s);
        // A link that plays on after the draw is refused at the move after it.
        let over = format!("{}+a1-b2", s.to_query().replace("&ply=4", ""));
        assert!(matches!(LascaState::from_query(&over), Err(LascaLinkError::Move { index: 9, .. })), "{over}");
    }

    #[test]
    fn undo_against_the_computer_goes_back_to_the_players_turn() {
        let mut s = LascaState::from_query("variant=lasca&computer=black&level=1").unwrap().state;
        play_texts(&mut s, &["c3-b4"]);
        let fen = s.position().to_fen();
        s.reduce(LascaAction::ComputerMove { fen, text: "a5xc3".into() });
        play_texts(&mut s, &["d2xb4"]);
        assert_eq!(s.ply(), 3);
        // While the computer thinks (ply 3, its turn): back to the player's previous turn, ply 2.
        assert_eq!(s.undo_target(), Some(2));
        s.reduce(LascaAction::Undo);
        assert_eq!(s.ply(), 2);
        // From the player's turn: over the computer's reply and the player's move, to ply 0.
        s.reduce(LascaAction::Undo);
        assert_eq!((s.ply(), s.undo_target()), (0, None));
        // Redo steps over the computer's moves to the player's turns.
        assert_eq!(s.redo_target(), Some(2));
        s.reduce(LascaAction::Redo);
        assert_eq!(s.ply(), 2);
        s.reduce(LascaAction::Redo);
        assert_eq!((s.ply(), s.redo_target()), (3, None));
        // Two players: one ply each way.
        let mut two = LascaState::default();
        play_texts(&mut two, &["c3-b4", "a5xc3"]);
        two.reduce(LascaAction::Undo);
        assert_eq!(two.ply(), 1);
        two.reduce(LascaAction::Redo);
        assert_eq!(two.ply(), 2);
        // Playing the next move of the line keeps the line; another move branches.
        two.reduce(LascaAction::GoTo(1));
        play_texts(&mut two, &["a5xc3"]);
        assert_eq!((two.ply(), two.move_texts().len()), (2, 2));
        two.reduce(LascaAction::GoTo(0));
        play_texts(&mut two, &["c3-d4"]);
        assert_eq!(two.move_texts(), ["c3-d4"]);
    }

    #[test]
    fn clicks_and_typed_moves_are_refused_with_the_engines_reasons() {
        let typed = |s: &mut LascaState, t: &str| s.reduce(LascaAction::Typed(t.into()));
        let quiet = LascaPosition::from_fen("W:d4=w,a1=W:g7=b").unwrap();
        let mut s = LascaState::from_start(quiet);
        typed(&mut s, "d4-c3");
        assert_eq!(s.message, Some(LascaMessage::ForwardOnly));
        click(&mut s, "d4");
        click(&mut s, "c3");
        assert_eq!((s.message.clone(), s.selected()), (Some(LascaMessage::ForwardOnly), bit_of("d4")));
        click(&mut s, "f6");
        assert_eq!(s.message, Some(LascaMessage::NotLegal("d4-f6".into())));
        click(&mut s, "g7");
        assert_eq!(s.message, Some(LascaMessage::NotYours));
        typed(&mut s, "b4-c5");
        assert_eq!(s.message, Some(LascaMessage::NotYours), "an empty square holds no column of the player's");
        // A capture typed with a dash: the one legal move between those squares is played.
        let mut cap = LascaState::from_start(LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap());
        typed(&mut cap, "e3-c5");
        assert_eq!(cap.message, Some(LascaMessage::NotYours));
        typed(&mut cap, "c3-d4");
        assert_eq!(cap.message, Some(LascaMessage::CaptureAvailable(vec![bit_of("c3").unwrap()])));
        typed(&mut cap, "c3-e5");
        assert_eq!(cap.move_texts(), ["c3xe5"]);
    }

    #[test]
    fn a_bad_level_costs_only_the_level() {
        for bad in ["12", "0", "abc", "", "-1"] {
            let read = LascaState::from_query(&format!("variant=lasca&moves=c3-b4&computer=black&level={bad}")).unwrap();
            assert_eq!(read.dropped, vec![LascaLinkError::BadLevel(bad.into())], "level={bad}");
            assert_eq!((read.state.move_texts(), read.state.computer), (&["c3-b4".to_string()][..], Some(Color::Black)));
            assert_eq!(read.state.level, DEFAULT_LEVEL, "level={bad}");
        }
        let top = LascaState::from_query(&format!("computer=black&level={MAX_LEVEL}")).unwrap();
        assert_eq!((top.state.level, top.dropped), (MAX_LEVEL, vec![]));
        assert_eq!(LascaState::default().level, 3, "the AI's default level");
        let mut s = LascaState::default();
        s.reduce(LascaAction::NewGame { computer: Some(Color::Black), level: 99 });
        assert_eq!(s.level, MAX_LEVEL);
        // The message names the level asked for and the one played, in the player's language.
        let dropped = LascaMessage::LinkPartDropped(LascaLinkError::BadLevel("12".into()));
        let pos = LascaPosition::initial();
        let en = super::super::text::message(crate::ui::prefs::Lang::En, &dropped, &pos);
        assert!(en.contains("level “12”") && en.contains(&format!("1 to {MAX_LEVEL}")) && en.contains("level 3"), "{en}");
        let pt = super::super::text::message(crate::ui::prefs::Lang::Pt, &dropped, &pos);
        assert!(pt.contains("nível “12”") && pt.contains("nível 3"), "{pt}");
    }
}
