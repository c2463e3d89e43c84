//! Playing on the board with the keyboard alone: the focused board keeps a cursor on a cell;
//! the arrows move it one cell in the direction drawn (whichever side is at the bottom), Enter or
//! Space presses the square under it, as a tap would. Pure and native-tested; the SVG board
//! (`view/svg_board.rs`) draws the cursor and sends the presses.

use crate::ui::board::layout::{cell_square, square_cell, Layout};

/// A key the cursor answers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CursorKey {
    Up,
    Down,
    Left,
    Right,
    /// Enter or Space: press the square under the cursor.
    Press,
}

impl CursorKey {
    /// The key of a `KeyboardEvent.key`, if the board answers it.
    #[must_use]
    pub fn from_key(key: &str) -> Option<CursorKey> {
        Some(match key {
            "ArrowUp" => CursorKey::Up,
            "ArrowDown" => CursorKey::Down,
            "ArrowLeft" => CursorKey::Left,
            "ArrowRight" => CursorKey::Right,
            "Enter" | " " => CursorKey::Press,
            _ => return None,
        })
    }
}

/// The cell `(col, row)` the cursor moves to from `at` on a board of `size` cells a side (it
/// stops at the edges; `Press` leaves it where it is).
#[must_use]
pub fn moved(size: u32, (col, row): (u32, u32), key: CursorKey) -> (u32, u32) {
    let last = size.saturating_sub(1);
    match key {
        CursorKey::Up => (col, row.saturating_sub(1)),
        CursorKey::Down => (col, (row + 1).min(last)),
        CursorKey::Left => (col.saturating_sub(1), row),
        CursorKey::Right => ((col + 1).min(last), row),
        CursorKey::Press => (col, row),
    }
}

/// Where the cursor starts when the board gets the focus: on the first square a move can start
/// from (`movable`, in square numbers), else the bottom-left cell.
#[must_use]
pub fn start(layout: impl Layout, flipped: bool, movable: &[u32]) -> (u32, u32) {
    movable
        .iter()
        .filter_map(|&n| square_cell(layout, n, flipped))
        .min_by_key(|&(c, r)| (std::cmp::Reverse(r), c))
        .unwrap_or((0, layout.size().saturating_sub(1)))
}

/// The square under the cursor, if the cell is one (a light cell is none).
#[must_use]
pub fn square_under(layout: impl Layout, flipped: bool, (col, row): (u32, u32)) -> Option<u32> {
    cell_square(layout, col, row, flipped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn the_cursor_walks_the_cells_and_presses_squares() {
        let board = Variant::Brazilian;
        // White's front row: 21-24 (row 5). The cursor starts on the lowest, leftmost of them.
        let at = start(board, false, &[21, 22, 23, 24]);
        assert_eq!(square_under(board, false, at), Some(21));
        let up_right = moved(8, moved(8, at, CursorKey::Up), CursorKey::Right);
        assert_eq!(square_under(board, false, up_right), Some(17));
        assert_eq!(square_under(board, false, moved(8, at, CursorKey::Right)), None, "a light cell");
        assert_eq!(moved(8, (0, 0), CursorKey::Up), (0, 0), "it stops at the edge");
        assert_eq!(moved(8, (7, 7), CursorKey::Right), (7, 7));
        // Black at the bottom: the cursor starts on Black's side, drawn at the bottom.
        let black = start(board, true, &[9, 10, 11, 12]);
        assert_eq!(square_under(board, true, black), Some(12));
        assert_eq!(start(board, false, &[]), (0, 7));
        assert_eq!(CursorKey::from_key(" "), Some(CursorKey::Press));
        assert_eq!(CursorKey::from_key("a"), None);
    }
}
