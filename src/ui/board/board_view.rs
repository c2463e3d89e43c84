//! What the board draws, as plain values: the highlights of each
//! square and the pieces with identities that follow them (for animation). No rules here: every
//! route and capture comes from the engine. Both games' boards are drawn from it: draughts
//! pieces, or Lasca columns ([`StackView`]).

use crate::ui::board::layout::{Lasca, Layout};
use crate::ui::prefs::Coords;
use damas_engine::lasca::{Column, Stone};
use damas_engine::{Color, GameKind, Piece, Variant};
use std::fmt::Debug;

/// What stands on a playable square, as the board draws it: a draughts [`Piece`], or a Lasca
/// column ([`StackView`]). A type parameter rather than an enum, so each page's wasm holds only
/// its own game's drawing (the draughts app has a size budget).
pub trait Standing: Clone + Debug + PartialEq {
    /// The board's layout: a draughts [`Variant`], or [`Lasca`].
    type Board: Layout;
}

impl Standing for Piece {
    type Board = Variant;
}

/// A Lasca column as the board draws it: its pieces (its `<title>` is worded by the view).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackView {
    /// The pieces, bottom to top.
    pub column: Column,
}

/// A Lasca piece's name in the markup (`data-piece` of the column it commands).
#[must_use]
pub fn stone_name(s: Stone) -> &'static str {
    match (s.color, s.officer) {
        (Color::White, false) => "white-soldier",
        (Color::White, true) => "white-officer",
        (Color::Black, false) => "black-soldier",
        (Color::Black, true) => "black-officer",
    }
}

impl Standing for StackView {
    type Board = Lasca;
}

/// Everything the board draws, as values: the page, the editor and the embedded board each build
/// one, and the board component only draws it and reports the squares the player points at.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView<S: Standing = Piece> {
    /// The board's layout (size, numbering): the draughts variant, or [`Lasca`].
    pub variant: S::Board,
    /// Black at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// The highlights of every playable square, square 1 first.
    pub squares: Vec<SquareMarks>,
    /// The pieces (or columns), in identity order.
    pub pieces: Vec<PieceView<S>>,
    /// Capture routes to draw, each through the centres of its squares.
    pub routes: Vec<Vec<u32>>,
    /// Pieces just taken, fading out where they stood (empty unless the move is animated).
    pub taken: Vec<(u32, S)>,
    /// The squares a piece that just took several pieces hops through (empty unless animated).
    pub hop: Vec<u32>,
    /// Changes whenever another position comes on view, so animations start once per move.
    pub moment: (usize, usize),
}

impl<S: Standing> BoardView<S> {
    /// The game whose board this is.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.variant.game()
    }

    /// The highlights of square `number`, if it is on the board.
    #[must_use]
    pub fn marks(&self, number: u32) -> Option<&SquareMarks> {
        self.squares.get(usize::try_from(number).ok()?.checked_sub(1)?)
    }
}

/// Highlights of one playable square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareMarks {
    /// FMJD number.
    pub number: u32,
    /// Holds a piece that may move.
    pub selectable: bool,
    /// Holds a piece that must capture.
    pub forced: bool,
    /// The selected piece.
    pub selected: bool,
    /// Where the selected piece can end (or, while choosing, a square that picks a path).
    pub dest: bool,
    /// A landing square on a capture route.
    pub path: bool,
    /// A piece the selected capture(s) take.
    pub captured: bool,
    /// Start, landing or end square of the move that led here.
    pub last_move: bool,
}

impl SquareMarks {
    /// The class names, as the board's markup carries them.
    #[must_use]
    pub fn classes(&self) -> Vec<&'static str> {
        let flags = [
            (self.selectable, "selectable"),
            (self.forced, "forced"),
            (self.selected, "selected"),
            (self.dest, "dest"),
            (self.path, "path"),
            (self.captured, "captured"),
            (self.last_move, "last-move"),
        ];
        flags.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect()
    }
}

/// A piece (or a column) on the board with an identity that follows it from move to move (for
/// animation).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceView<S = Piece> {
    /// Stable identity within the game.
    pub id: u32,
    /// Where it stands.
    pub square: u32,
    /// What it is.
    pub piece: S,
}
