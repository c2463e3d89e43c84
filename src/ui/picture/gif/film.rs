//! What the GIF worker draws: a [`Film`], the board's geometry and colours once, then one
//! [`Shot`] per frame (the pieces, the last move's squares, the text under the board, how long
//! it stays). The page makes it from a game (`frames`), sends it as postcard bytes, and the
//! worker, which knows no rules, draws and encodes it (`raster`, `encode`). Pure and native.

use serde::{Deserialize, Serialize};

/// A colour with its opacity (alpha 0 is "none").
pub type Rgba = [u8; 4];

/// A body's paint: one colour, or the classic set's radial shading from the first colour (the
/// light spot, up and left) to the second.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fill {
    /// One colour.
    Solid(Rgba),
    /// A radial gradient: centre colour, edge colour.
    Radial(Rgba, Rgba),
}

/// How one side's pieces are painted (`palette::SidePaint`, resolved to colours).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideLook {
    /// A man's or king's body.
    pub body: Fill,
    /// The body's outline.
    pub edge: Rgba,
    /// The ring inside the body.
    pub rim: Rgba,
    /// A man's inner ring.
    pub inner: Rgba,
    /// A king's crown and its outline.
    pub crown: (Rgba, Rgba),
    /// A Lasca disc's face, side and outline.
    pub disc: (Rgba, Rgba, Rgba),
    /// A Lasca officer's star and its outline.
    pub star: (Rgba, Rgba),
}

/// Every colour of a film (`palette::Palette`, resolved).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Look {
    /// Light squares.
    pub light: Rgba,
    /// Dark squares.
    pub dark: Rgba,
    /// A square of the last move.
    pub last: Rgba,
    /// Square numbers and names.
    pub label: Rgba,
    /// Files and ranks on the edges.
    pub label_edge: Rgba,
    /// The pieces' drop shadow.
    pub shadow: bool,
    /// Outline widths of a body and of a disc, in thousandths of a square.
    pub edge_width: (u16, u16),
    /// White's pieces.
    pub white: SideLook,
    /// Black's pieces.
    pub black: SideLook,
}

/// What stands on a square.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Figure {
    /// A draughts piece: white or not, king or not.
    Piece { white: bool, king: bool },
    /// A Lasca column, bottom first: each stone white or not, officer or not.
    Column(Vec<(bool, bool)>),
}

/// A text on the board (a square's number or name, a file or a rank), in pixels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tag {
    /// Left of the text (right of it when `right`).
    pub x: u16,
    /// Its baseline.
    pub y: u16,
    /// Ends at `x` rather than starting there.
    pub right: bool,
    /// On the board's edge (files, ranks) rather than on a square.
    pub edge: bool,
    /// The text.
    pub text: String,
}

/// One frame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// The cells `(col, row)` of the last move.
    pub last: Vec<(u8, u8)>,
    /// The pieces: cell and figure.
    pub pieces: Vec<(u8, u8, Figure)>,
    /// The line under the board (the move, the result); empty for none.
    pub text: String,
    /// A result written over the board (the last, longer frame), if any.
    pub badge: Option<String>,
    /// How long it shows, in hundredths of a second.
    pub delay: u16,
}

/// A whole animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Film {
    /// Squares per side.
    pub cells: u8,
    /// Pixels per square.
    pub cell_px: u16,
    /// Height of the text band under the board (0: none).
    pub band_px: u16,
    /// The colours.
    pub look: Look,
    /// The dark (playable) cells.
    pub dark: Vec<(u8, u8)>,
    /// The coordinates drawn on the board.
    pub tags: Vec<Tag>,
    /// The frames, in order.
    pub shots: Vec<Shot>,
}

impl Film {
    /// The picture's width and height in pixels.
    #[must_use]
    pub fn size(&self) -> (u32, u32) {
        let board = u32::from(self.cells) * u32::from(self.cell_px);
        (board, board + u32::from(self.band_px))
    }

    /// Whether the worker may draw it: a board of 2 to 12 squares a side, 8 to 160 pixels a
    /// square, 1 to 2,000 frames, every cell and piece on the board (a message is hostile input).
    #[must_use]
    pub fn is_drawable(&self) -> bool {
        let on = |&(c, r): &(u8, u8)| c < self.cells && r < self.cells;
        (2..=12).contains(&self.cells)
            && (8..=160).contains(&self.cell_px)
            && self.band_px <= self.cell_px * 2
            && (1..=2000).contains(&self.shots.len())
            && self.dark.iter().all(on)
            && self.tags.len() <= 200
            && self.shots.iter().all(|s| {
                s.last.iter().all(on)
                    && s.pieces.len() <= 144
                    && s.pieces.iter().all(|(c, r, f)| on(&(*c, *r)) && !matches!(f, Figure::Column(v) if v.is_empty() || v.len() > 64))
                    && s.text.len() <= 200
                    && s.badge.as_ref().is_none_or(|b| b.len() <= 40)
            })
    }
}
