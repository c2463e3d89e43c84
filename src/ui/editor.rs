//! The board editor's state: a position being set up square by square, the piece in hand, and
//! whether the position may be played (the engine's `check_setup` gives the reason when not).
//! Pure and native; the `components::editor` overlay draws it.

use damas_engine::{Color, FenError, Piece, Position, Role, SetupError, Variant};

/// What a click on a square does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Puts this piece there (or, if it is already there, removes it).
    Put(Piece),
    /// Empties the square.
    Erase,
}

impl Tool {
    /// The five tools, in palette order.
    pub const ALL: [Tool; 5] = [
        Tool::Put(Piece { color: Color::White, role: Role::Man }),
        Tool::Put(Piece { color: Color::White, role: Role::King }),
        Tool::Put(Piece { color: Color::Black, role: Role::Man }),
        Tool::Put(Piece { color: Color::Black, role: Role::King }),
        Tool::Erase,
    ];

    /// A stable name for `data-tool` attributes: `white-man`, ..., `erase`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Tool::Put(p) => p.name(),
            Tool::Erase => "erase",
        }
    }
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The position so far (any arrangement, checked only when played).
    pub position: Position,
    /// The tool in hand.
    pub tool: Tool,
}

impl Editor {
    /// Starts from `position` with a white man in hand.
    #[must_use]
    pub fn new(position: Position) -> Editor {
        Editor { position, tool: Tool::ALL[0] }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// Applies the tool to square `number` (ignored if the board has no such square).
    pub fn click(&mut self, number: u32) {
        let Some(sq) = self.variant().square(number) else { return };
        let here = self.position.piece_at(sq);
        let piece = match self.tool {
            Tool::Put(p) if here == Some(p) => None,
            Tool::Put(p) => Some(p),
            Tool::Erase => None,
        };
        self.position = self.position.with_piece(sq, piece);
    }

    /// Changes the variant: its start position, the side to move kept.
    pub fn set_variant(&mut self, variant: Variant) {
        if variant != self.variant() {
            let turn = self.position.turn();
            self.position = Position::initial(variant).with_turn(turn);
        }
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.position = self.position.with_turn(turn);
    }

    /// Empties the board.
    pub fn clear(&mut self) {
        self.position = self.position.cleared();
    }

    /// Back to the variant's start position.
    pub fn reset(&mut self) {
        self.position = Position::initial(self.variant());
    }

    /// Replaces the position with `fen` (same variant).
    ///
    /// # Errors
    /// The FEN's error; the position is kept.
    pub fn set_fen(&mut self, fen: &str) -> Result<(), FenError> {
        self.position = Position::from_fen(self.variant(), fen)?;
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
    /// The engine's [`SetupError`].
    pub fn check(&self) -> Result<(), SetupError> {
        self.position.check_setup()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_a_position_and_refuses_impossible_ones() {
        let mut e = Editor::new(Position::initial(Variant::Brazilian));
        e.clear();
        assert_eq!(e.check(), Err(SetupError::NoPieces(Color::White)));
        e.click(22);
        e.tool = Tool::Put(Piece { color: Color::Black, role: Role::Man });
        e.click(18);
        assert_eq!(e.fen(), "W:W22:B18");
        assert_eq!(e.check(), Ok(()));
        e.set_turn(Color::Black);
        assert_eq!(e.fen(), "B:W22:B18");
        // A black man on its crowning row (White's back row, 29-32) is refused with the square.
        e.click(30);
        assert_eq!(e.check(), Err(SetupError::ManOnCrowningRow { color: Color::Black, number: 30 }));
        // Clicking the same piece again removes it.
        e.click(30);
        assert_eq!(e.check(), Ok(()));
        e.tool = Tool::Erase;
        e.click(18);
        assert_eq!(e.fen(), "B:W22:B");
        e.click(0);
        e.click(99);
        e.reset();
        assert_eq!(e.position, Position::initial(Variant::Brazilian));
        e.set_variant(Variant::International);
        assert_eq!(e.position.variant(), Variant::International);
        assert!(e.set_fen("W:W99").is_err());
        assert_eq!(e.position, Position::initial(Variant::International));
        e.set_fen("W:W31,32:B1").unwrap();
        assert_eq!(e.fen(), "W:W31,32:B1");
    }

    #[test]
    fn too_many_pieces_is_refused() {
        let mut e = Editor::new(Position::initial(Variant::Brazilian));
        for n in 13..=16 {
            e.click(n);
        }
        assert!(matches!(e.check(), Err(SetupError::TooManyPieces { color: Color::White, count: 16, max: 12 })));
        assert_eq!(Tool::ALL.iter().map(|t| t.name()).collect::<Vec<_>>().len(), 5);
    }
}
