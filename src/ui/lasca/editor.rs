//! The Lasca board editor's state: a position built column by column, the tool in hand, and
//! whether the position may be played (the engine's `check_setup` gives the reason when not).
//! Pure and native; the Lasca page draws it (`view`).

use damas_engine::lasca::{Column, LascaFenError, LascaPosition, LascaSetupError, Stone};
use damas_engine::Color;

/// What a click on a square does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LascaTool {
    /// Puts this piece on top of the column there (it commands it).
    Put(Stone),
    /// Takes the top piece off the column.
    TakeTop,
    /// Empties the square.
    Clear,
}

impl LascaTool {
    /// The tools, in palette order.
    pub const ALL: [LascaTool; 6] = [
        LascaTool::Put(Stone { color: Color::White, officer: false }),
        LascaTool::Put(Stone { color: Color::White, officer: true }),
        LascaTool::Put(Stone { color: Color::Black, officer: false }),
        LascaTool::Put(Stone { color: Color::Black, officer: true }),
        LascaTool::TakeTop,
        LascaTool::Clear,
    ];

    /// A stable name for `data-tool` attributes.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            LascaTool::Put(Stone { color: Color::White, officer: false }) => "white-soldier",
            LascaTool::Put(Stone { color: Color::White, officer: true }) => "white-officer",
            LascaTool::Put(Stone { color: Color::Black, officer: false }) => "black-soldier",
            LascaTool::Put(Stone { color: Color::Black, officer: true }) => "black-officer",
            LascaTool::TakeTop => "take-top",
            LascaTool::Clear => "clear",
        }
    }
}

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LascaEditor {
    /// The position so far (possibly not playable yet).
    pub position: LascaPosition,
    /// The tool in hand.
    pub tool: LascaTool,
}

impl LascaEditor {
    /// Starts from `position` with a White soldier in hand.
    #[must_use]
    pub fn new(position: LascaPosition) -> LascaEditor {
        LascaEditor { position, tool: LascaTool::ALL[0] }
    }

    /// Applies the tool to the square at `bit`.
    pub fn click(&mut self, bit: u8) {
        let column = self.position.column(bit);
        let next = match self.tool {
            LascaTool::Put(stone) => column.with_top(stone),
            LascaTool::TakeTop => column.without_top().0,
            LascaTool::Clear => Column::EMPTY,
        };
        self.position = self.position.with_column(bit, next);
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.position = self.position.with_turn(turn);
    }

    /// Empties the board (the side to move stays).
    pub fn clear(&mut self) {
        self.position = LascaPosition::blank(self.position.turn());
    }

    /// Back to the initial position.
    pub fn reset(&mut self) {
        self.position = LascaPosition::initial();
    }

    /// Reads a position typed as Lasca FEN; the editor keeps its position when it does not read.
    ///
    /// # Errors
    /// The reader's [`LascaFenError`].
    pub fn read_fen(&mut self, text: &str) -> Result<(), LascaFenError> {
        self.position = LascaPosition::from_fen(text)?;
        Ok(())
    }

    /// The position to play, or why it cannot be played.
    ///
    /// # Errors
    /// The first [`LascaSetupError`].
    pub fn playable(&self) -> Result<LascaPosition, LascaSetupError> {
        self.position.check_setup().map(|()| self.position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::lasca::square_from_name;

    fn at(name: &str) -> u8 {
        square_from_name(name).unwrap()
    }

    #[test]
    fn columns_are_built_piece_by_piece() {
        let mut ed = LascaEditor::new(LascaPosition::initial());
        ed.clear();
        assert_eq!(ed.position.to_fen(), "W");
        ed.click(at("d4"));
        ed.tool = LascaTool::ALL[3];
        ed.click(at("d4"));
        ed.click(at("b6"));
        assert_eq!(ed.position.to_fen(), "W:b6=B,d4=wB");
        ed.tool = LascaTool::TakeTop;
        ed.click(at("d4"));
        ed.click(at("a1")); // empty: nothing to take
        assert_eq!(ed.position.to_fen(), "W:b6=B,d4=w");
        ed.set_turn(Color::Black);
        assert_eq!(ed.playable().map(|p| p.to_fen()), Ok("B:b6=B,d4=w".into()));
        ed.tool = LascaTool::Clear;
        ed.click(at("b6"));
        assert_eq!(ed.playable(), Err(LascaSetupError::NoColumn(Color::Black)));
        ed.reset();
        assert_eq!(ed.position, LascaPosition::initial());
    }

    #[test]
    fn typed_positions_and_their_errors() {
        let mut ed = LascaEditor::new(LascaPosition::initial());
        assert!(ed.read_fen("W:c7=w,e5=b").is_ok());
        assert!(matches!(ed.playable(), Err(LascaSetupError::SoldierOnCrowningRow { .. })));
        let before = ed.position;
        assert!(ed.read_fen("W:z9=w").is_err());
        assert_eq!(ed.position, before, "a bad FEN keeps the position");
        let names: Vec<&str> = LascaTool::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names.len(), 6);
        assert!(names.iter().all(|n| !n.is_empty()));
    }
}
