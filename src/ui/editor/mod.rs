//! The board editor's state, for every game: a position set up square by square, the tool in
//! hand, and whether the position may be played (the engine's `check_setup` gives the reason
//! when not). What differs between games is in [`SetsUp`]: which tools there are and what a click
//! does with one (a draughts square holds one piece, a Lasca square a column). Pure and native;
//! the `view::dialog` overlay draws it, and [`handoff`] is what the draughts page and the
//! editor's own bundle hand each other.

use crate::ui::game::board_game::BoardGame;
use crate::ui::board::board_view::StackView;
use crate::ui::text::error_text::Worded;
use damas_engine::lasca::square_bit;
use crate::ui::prefs::Lang;
use crate::ui::text::tools_text::{lasca_tx, tx, LascaTx, Tx};
use damas_engine::lasca::{Column, LascaPosition, LascaSetupError, Stone};
use damas_engine::{Color, GameKind, Piece, Position, Role, SetupError};
use std::fmt::Debug;

/// What a click on a square does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Puts a piece of `color` there, `crowned` (a king, an officer) or not: in draughts it
    /// replaces what stands there (the same piece again removes it); in Lasca it goes on top of
    /// the column and commands it.
    Put {
        /// Its side.
        color: Color,
        /// A king (draughts) or an officer (Lasca).
        crowned: bool,
    },
    /// Takes the top piece off a column (Lasca).
    TakeTop,
    /// Empties the square.
    Erase,
}

const PIECES: [Tool; 4] = [
    Tool::Put { color: Color::White, crowned: false },
    Tool::Put { color: Color::White, crowned: true },
    Tool::Put { color: Color::Black, crowned: false },
    Tool::Put { color: Color::Black, crowned: true },
];

/// A game whose positions the editor sets up.
pub trait SetsUp: BoardGame {
    /// Why a set-up position cannot be played (worded in the player's language).
    type SetupError: Clone + Debug + Eq + Worded;
    /// The tools, in palette order (the first is in hand when the editor opens).
    const TOOLS: &'static [Tool];

    /// A stable name of `tool` for `data-tool` (`white-man`, `black-officer`, `erase`…).
    fn tool_name(tool: Tool) -> &'static str;
    /// The label of `tool` in `lang`.
    fn tool_text(tool: Tool, lang: Lang) -> &'static str;
    /// The editor's hint for this game's tools, in `lang`.
    fn hint(lang: Lang) -> &'static str;
    /// What `tool` puts on the board, drawn on its button (`None`: no piece).
    fn tool_piece(tool: Tool) -> Option<Self::Standing>;
    /// The position after `tool` is applied to square `n` (unchanged off the board).
    fn apply(&self, tool: Tool, n: u32) -> Self;
    /// The same position with `turn` to move.
    fn turned(&self, turn: Color) -> Self;
    /// The board emptied, the side to move kept.
    fn emptied(&self) -> Self;
    /// Whether the position can be played, and if not why.
    ///
    /// # Errors
    /// The engine's reason.
    fn check(&self) -> Result<(), Self::SetupError>;
}

impl SetsUp for Position {
    type SetupError = SetupError;
    const TOOLS: &'static [Tool] = &[PIECES[0], PIECES[1], PIECES[2], PIECES[3], Tool::Erase];

    fn tool_name(tool: Tool) -> &'static str {
        Position::tool_piece(tool).map_or("erase", |p| p.name())
    }
    fn tool_text(tool: Tool, lang: Lang) -> &'static str {
        let key = match tool {
            Tool::Put { color: Color::White, crowned: false } => Tx::WhiteMan,
            Tool::Put { color: Color::White, crowned: true } => Tx::WhiteKing,
            Tool::Put { color: Color::Black, crowned: false } => Tx::BlackMan,
            Tool::Put { color: Color::Black, crowned: true } => Tx::BlackKing,
            Tool::TakeTop | Tool::Erase => Tx::Erase,
        };
        tx(lang, key)
    }
    fn hint(lang: Lang) -> &'static str {
        tx(lang, Tx::EditorHint)
    }
    fn tool_piece(tool: Tool) -> Option<Piece> {
        match tool {
            Tool::Put { color, crowned } => Some(Piece { color, role: if crowned { Role::King } else { Role::Man } }),
            Tool::TakeTop | Tool::Erase => None,
        }
    }
    fn apply(&self, tool: Tool, n: u32) -> Position {
        let Some(sq) = self.variant().square(n) else { return *self };
        let put = Position::tool_piece(tool).filter(|&p| self.piece_at(sq) != Some(p));
        self.with_piece(sq, put)
    }
    fn turned(&self, turn: Color) -> Position {
        self.with_turn(turn)
    }
    fn emptied(&self) -> Position {
        self.cleared()
    }
    fn check(&self) -> Result<(), SetupError> {
        self.check_setup()
    }
}

fn stone(tool: Tool) -> Option<Stone> {
    match tool {
        Tool::Put { color, crowned } => Some(Stone { color, officer: crowned }),
        Tool::TakeTop | Tool::Erase => None,
    }
}

impl SetsUp for LascaPosition {
    type SetupError = LascaSetupError;
    const TOOLS: &'static [Tool] = &[PIECES[0], PIECES[1], PIECES[2], PIECES[3], Tool::TakeTop, Tool::Erase];

    fn tool_name(tool: Tool) -> &'static str {
        match tool {
            Tool::Put { color: Color::White, crowned: false } => "white-soldier",
            Tool::Put { color: Color::White, crowned: true } => "white-officer",
            Tool::Put { color: Color::Black, crowned: false } => "black-soldier",
            Tool::Put { color: Color::Black, crowned: true } => "black-officer",
            Tool::TakeTop => "take-top",
            Tool::Erase => "clear",
        }
    }
    fn tool_text(tool: Tool, lang: Lang) -> &'static str {
        let key = match tool {
            Tool::Put { color: Color::White, crowned: false } => LascaTx::WhiteSoldier,
            Tool::Put { color: Color::White, crowned: true } => LascaTx::WhiteOfficer,
            Tool::Put { color: Color::Black, crowned: false } => LascaTx::BlackSoldier,
            Tool::Put { color: Color::Black, crowned: true } => LascaTx::BlackOfficer,
            Tool::TakeTop => LascaTx::TakeTop,
            Tool::Erase => LascaTx::EmptySquare,
        };
        lasca_tx(lang, key)
    }
    fn hint(lang: Lang) -> &'static str {
        lasca_tx(lang, LascaTx::ColumnHint)
    }
    fn tool_piece(tool: Tool) -> Option<StackView> {
        stone(tool).map(|s| StackView { column: Column::EMPTY.with_top(s) })
    }
    fn apply(&self, tool: Tool, n: u32) -> LascaPosition {
        let Some(bit) = square_bit(n) else { return *self };
        let column = self.column(bit);
        let next = match tool {
            Tool::Put { .. } => stone(tool).map_or(column, |s| column.with_top(s)),
            Tool::TakeTop => column.without_top().0,
            Tool::Erase => Column::EMPTY,
        };
        self.with_column(bit, next)
    }
    fn turned(&self, turn: Color) -> LascaPosition {
        self.with_turn(turn)
    }
    fn emptied(&self) -> LascaPosition {
        LascaPosition::blank(self.turn())
    }
    fn check(&self) -> Result<(), LascaSetupError> {
        self.check_setup()
    }
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor<G: SetsUp = Position> {
    /// The position so far (any arrangement, checked only when played).
    pub position: G,
    /// The tool in hand.
    pub tool: Tool,
}

impl<G: SetsUp> Editor<G> {
    /// Starts from `position` with the first tool in hand.
    #[must_use]
    pub fn new(position: G) -> Editor<G> {
        Editor { position, tool: G::TOOLS[0] }
    }

    /// The game being set up.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.position.game_kind()
    }

    /// Applies the tool to square `number` (ignored if the board has no such square).
    pub fn click(&mut self, number: u32) {
        self.position = self.position.apply(self.tool, number);
    }

    /// Changes the game (a draughts variant): its start position, the side to move kept; a game
    /// this editor cannot hold changes nothing.
    pub fn set_game(&mut self, game: GameKind) {
        if game != self.game() {
            if let Some(start) = G::initial_of(game) {
                self.position = start.turned(self.position.turn());
            }
        }
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.position = self.position.turned(turn);
    }

    /// Empties the board.
    pub fn clear(&mut self) {
        self.position = self.position.emptied();
    }

    /// Back to the game's start position.
    pub fn reset(&mut self) {
        if let Some(start) = G::initial_of(self.game()) {
            self.position = start;
        }
    }

    /// Replaces the position with `fen` (same game).
    ///
    /// # Errors
    /// The FEN's error; the position is kept.
    pub fn set_fen(&mut self, fen: &str) -> Result<(), G::FenError> {
        self.position = self.position.read_fen(fen.trim())?;
        Ok(())
    }

    /// The FEN of the position.
    #[must_use]
    pub fn fen(&self) -> String {
        self.position.to_fen()
    }

    /// Whether the position can be played, and if not why.
    ///
    /// # Errors
    /// The engine's reason.
    pub fn check(&self) -> Result<(), G::SetupError> {
        self.position.check()
    }
}

pub mod handoff;

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod view;
