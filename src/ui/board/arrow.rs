//! An arrow the board draws over the squares: the hint, the analysis' best line, or the better
//! move the review found. The computer and the review make them; the board only draws them.

use damas_engine::Color;

/// Which drawing an arrow belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The hint.
    Hint,
    /// A move of the analysis' best line.
    Line,
    /// The better move at a move the review judged, or at a mistake in "learn from your
    /// mistakes" once asked.
    Best,
}

impl ArrowKind {
    /// The name the board's markup carries (`data-arrow`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ArrowKind::Hint => "hint",
            ArrowKind::Line => "line",
            ArrowKind::Best => "best",
        }
    }
}

/// An arrow on the board: a move's start square, then each landing square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Hint or best line.
    pub kind: ArrowKind,
    /// Which move of the line (0: the next move).
    pub index: usize,
    /// The side making the move.
    pub side: Color,
    /// Square numbers: the start, then every landing (the last is the end).
    pub squares: Vec<u32>,
    /// The move text.
    pub text: String,
}
