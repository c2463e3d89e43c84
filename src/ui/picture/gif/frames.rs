//! A game as a [`Film`]: one frame per position of the line from the start to `end` (the last
//! move's squares marked, its text under the board when asked), then a longer frame with the
//! result written over the board. Works on both games (draughts pieces, Lasca columns). Pure and
//! native.

use crate::ui::board::board_view::{StackView, Standing};
use crate::ui::board::labels::labels;
use crate::ui::board::layout::{square_cell, Layout};
use crate::ui::game::board_game::{still_view, BoardGame};
use crate::ui::picture::gif::film::{Figure, Film, Look, Shot, Tag};
use crate::ui::prefs::Coords;
use damas_engine::{Color, Piece, Record, Role};

/// How long a position shows, in hundredths of a second.
pub const PLY_DELAY: u16 = 90;
/// How long the start position shows.
pub const START_DELAY: u16 = 150;
/// How long the last frame (the result) shows before the animation starts again.
pub const PAUSE_DELAY: u16 = 400;

/// What stands on a square, as the GIF worker draws it.
pub trait Figured: Standing {
    /// Its figure.
    fn figure(&self) -> Figure;
}

impl Figured for Piece {
    fn figure(&self) -> Figure {
        Figure::Piece { white: self.color == Color::White, king: self.role == Role::King }
    }
}

impl Figured for StackView {
    fn figure(&self) -> Figure {
        Figure::Column(self.column.bottom_up().map(|s| (s.color == Color::White, s.officer)).collect())
    }
}

/// The player's choices for a film.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FilmChoices {
    /// The board's width in pixels (the film's is the nearest multiple of its size below).
    pub width: u32,
    /// Black at the bottom.
    pub flipped: bool,
    /// Coordinates as the board shows them.
    pub coords: Coords,
    /// The move's text under the board.
    pub text: bool,
}

/// The text under the board for move `index` (0 first) of a line whose start has `first` to
/// move: `12. 22-17` for White's, `12… 11-15` for Black's (three dots, which the font has).
#[must_use]
pub fn move_line(index: usize, first: Color, text: &str) -> String {
    let half = index + usize::from(first == Color::Black);
    let number = half / 2 + 1;
    if half % 2 == 0 {
        format!("{number}. {text}")
    } else {
        format!("{number}... {text}")
    }
}

/// The frames of `record`'s line from its start to ply `end` (clamped to the line), in `look`:
/// `end + 1` positions, then the pause frame with `result` (the game's, when `end` is its end).
#[must_use]
pub fn film<G: BoardGame>(record: &Record<G>, end: usize, result: Option<&str>, look: Look, choices: FilmChoices) -> Film
where
    G::Standing: Figured,
{
    let start = record.start();
    let layout = start.layout();
    let size = layout.size();
    let cell_px = (choices.width / size).clamp(8, 160);
    let band_px = if choices.text { (cell_px * 2 / 5).max(12) } else { 0 };
    let cell = |n: u32| square_cell(layout, n, choices.flipped).map(|(c, r)| (c as u8, r as u8));
    let dark = (1..=layout.square_count()).filter_map(cell).collect();
    let px = |v: f64| (v * f64::from(cell_px)).round().clamp(0.0, 65535.0) as u16;
    let tags = labels(layout, choices.flipped, choices.coords)
        .into_iter()
        .map(|l| Tag { x: px(l.x), y: px(l.y), right: l.class == "file", edge: matches!(l.class, "file" | "rank"), text: l.text })
        .collect();
    let end = end.min(record.len());
    let positions = &record.positions()[..=end];
    let moves = record.moves();
    let texts = record.move_texts();
    let mut shots: Vec<Shot> = positions
        .iter()
        .enumerate()
        .map(|(ply, position)| {
            let view = still_view(position, choices.flipped, Coords::Off);
            let pieces = view.pieces.iter().filter_map(|p| Some((cell(p.square)?.0, cell(p.square)?.1, p.piece.figure()))).collect();
            let (last, text) = match ply.checked_sub(1) {
                None => (Vec::new(), String::new()),
                Some(i) => {
                    let path = positions[i].detail(&moves[i]).path;
                    let text = texts.get(i).map(|t| move_line(i, start.turn(), t)).unwrap_or_default();
                    (path.into_iter().filter_map(cell).collect(), text)
                }
            };
            let delay = if ply == 0 { START_DELAY } else { PLY_DELAY };
            Shot { last, pieces, text: if choices.text { text } else { String::new() }, badge: None, delay }
        })
        .collect();
    if let Some(last) = shots.last().cloned() {
        let result = result.filter(|_| end == record.len()).map(str::to_string);
        shots.push(Shot { badge: result, delay: PAUSE_DELAY, ..last });
    }
    Film { cells: size as u8, cell_px: cell_px as u16, band_px: band_px as u16, look, dark, tags, shots }
}
