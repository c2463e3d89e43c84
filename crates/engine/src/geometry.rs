//! Board geometries: how the playable squares of a board map to bits of a `u64`.
//!
//! Diagonal boards (8x8 and 10x10 dark squares) use a padded layout with one ghost bit after every
//! pair of rows, so each of the four diagonal directions is a single constant shift and never wraps
//! around an edge (the idea of Scan's 10x10 layout, applied to any even width):
//!
//! ```text
//! 8x8, FMJD numbers (1 = b8, top left from White)     bit index (H = 4 squares a row, period 9)
//!    .  1  .  2  .  3  .  4                             .  0  .  1  .  2  .  3
//!    5  .  6  .  7  .  8  .                             4  .  5  .  6  .  7  .     (bit 8: ghost)
//!    .  9  . 10  . 11  . 12                             .  9  . 10  . 11  . 12
//!   ...                                                ...
//! ```
//! Up-left is `>> (H + 1)`, up-right `>> H`, down-left `<< H`, down-right `<< (H + 1)`; a shift that
//! leaves the board lands on a ghost bit or outside the mask, and `& BOARD` drops it.
//!
//! Turkish draughts plays on all 64 squares and moves orthogonally: [`Full8`] is the plain 8x8
//! layout (bit = row * 8 + column) whose four directions are up, left, right and down, indexed so
//! that the same `d ^ 3` / `d ^ 1` / `d ^ 2` algebra holds.
//!
//! Geometry knows squares and directions only; which piece may go where is the business of
//! [`crate::rules`].

use crate::Color;

/// A diagonal direction, indexed so that `d ^ 3` is the opposite direction and `d ^ 1`, `d ^ 2`
/// are the two perpendicular ones.
pub type Dir = usize;
/// Towards row 1 (Black's side), to the left as White sees the board.
pub const UP_LEFT: Dir = 0;
/// Towards row 1, to the right.
pub const UP_RIGHT: Dir = 1;
/// Towards White's side, to the left.
pub const DOWN_LEFT: Dir = 2;
/// Towards White's side, to the right.
pub const DOWN_RIGHT: Dir = 3;

/// Orthogonal boards: towards row 1.
pub const UP: Dir = 0;
/// Orthogonal boards: towards column a.
pub const LEFT: Dir = 1;
/// Orthogonal boards: towards column h.
pub const RIGHT: Dir = 2;
/// Orthogonal boards: towards White's side.
pub const DOWN: Dir = 3;

/// A board whose playable squares fit one `u64`.
pub trait Geometry: Copy + 'static {
    /// Whether pieces move along rows and columns (Turkish) rather than diagonals.
    const ORTHOGONAL: bool = false;
    /// Playable squares per row.
    const HALF: u32;
    /// Number of rows (and columns).
    const ROWS: u32;
    /// Number of playable squares.
    const SQUARES: u32 = Self::HALF * Self::ROWS;
    /// Bits of every playable square.
    const BOARD: u64 = board_mask(Self::HALF, Self::ROWS);
    /// Bits of the top row (White crowns there).
    const TOP_ROW: u64 = row_mask(Self::HALF, 0);
    /// Bits of the bottom row (Black crowns there).
    const BOTTOM_ROW: u64 = row_mask(Self::HALF, Self::ROWS - 1);

    /// The directions a man of `color` moves in: diagonally forward here.
    #[inline(always)]
    fn man_moves(color: Color) -> &'static [Dir] {
        match color {
            Color::White => &[UP_LEFT, UP_RIGHT],
            Color::Black => &[DOWN_LEFT, DOWN_RIGHT],
        }
    }

    /// Moves every bit one step in `dir`; bits that leave the board vanish.
    #[inline(always)]
    fn step(bb: u64, dir: Dir) -> u64 {
        (match dir {
            UP_LEFT => bb >> (Self::HALF + 1),
            UP_RIGHT => bb >> Self::HALF,
            DOWN_LEFT => bb << Self::HALF,
            _ => bb << (Self::HALF + 1),
        }) & Self::BOARD
    }
}

/// 8x8 board, the 32 dark squares (Brazilian, Russian, English).
#[derive(Copy, Clone, Debug)]
pub struct Dark8;
impl Geometry for Dark8 {
    const HALF: u32 = 4;
    const ROWS: u32 = 8;
}

/// 10x10 board, the 50 dark squares (International).
#[derive(Copy, Clone, Debug)]
pub struct Dark10;
impl Geometry for Dark10 {
    const HALF: u32 = 5;
    const ROWS: u32 = 10;
}

/// 8x8, all 64 squares, orthogonal moves (Turkish): bit = row * 8 + column, row 0 at the top.
#[derive(Copy, Clone, Debug)]
pub struct Full8;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;

impl Geometry for Full8 {
    const ORTHOGONAL: bool = true;
    const HALF: u32 = 8;
    const ROWS: u32 = 8;
    const BOARD: u64 = u64::MAX;
    const TOP_ROW: u64 = 0xFF;
    const BOTTOM_ROW: u64 = 0xFF << 56;

    /// Forward or sideways (Turkish rules: men never move backward or diagonally).
    #[inline(always)]
    fn man_moves(color: Color) -> &'static [Dir] {
        match color {
            Color::White => &[UP, LEFT, RIGHT],
            Color::Black => &[DOWN, LEFT, RIGHT],
        }
    }

    #[inline(always)]
    fn step(bb: u64, dir: Dir) -> u64 {
        match dir {
            UP => bb >> 8,
            LEFT => (bb & !FILE_A) >> 1,
            RIGHT => (bb & !FILE_H) << 1,
            _ => bb << 8,
        }
    }
}

/// Bit index of the square with FMJD number `number` (1-based, row by row from White's top left).
#[must_use]
pub const fn bit_of_number(half: u32, number: u32) -> u32 {
    let index = number - 1;
    let row = index / half;
    (row / 2) * (2 * half + 1) + (row % 2) * half + index % half
}

/// FMJD number of the playable square at `bit`, or `None` for a ghost or off-board bit.
#[must_use]
pub const fn number_of_bit(half: u32, rows: u32, bit: u32) -> Option<u32> {
    let period = 2 * half + 1;
    let pair = bit / period;
    let within = bit % period;
    if within == 2 * half || pair * 2 >= rows {
        return None;
    }
    let row = pair * 2 + within / half;
    Some(row * half + within % half + 1)
}

/// (row, column) of a playable bit, both counted from White's top-left corner, 0-based.
#[must_use]
pub const fn row_col_of_bit(half: u32, bit: u32) -> (u32, u32) {
    let period = 2 * half + 1;
    let row = (bit / period) * 2 + (bit % period) / half;
    let i = (bit % period) % half;
    let col = if row % 2 == 0 { 2 * i + 1 } else { 2 * i };
    (row, col)
}

const fn board_mask(half: u32, rows: u32) -> u64 {
    let mut mask = 0u64;
    let mut n = 1;
    while n <= half * rows {
        mask |= 1u64 << bit_of_number(half, n);
        n += 1;
    }
    mask
}

const fn row_mask(half: u32, row: u32) -> u64 {
    let mut mask = 0u64;
    let mut i = 0;
    while i < half {
        mask |= 1u64 << bit_of_number(half, row * half + i + 1);
        i += 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_round_trips_on_both_boards() {
        for (half, rows) in [(4, 8), (5, 10)] {
            for n in 1..=half * rows {
                assert_eq!(number_of_bit(half, rows, bit_of_number(half, n)), Some(n));
            }
        }
        assert_eq!(Dark8::BOARD.count_ones(), 32);
        assert_eq!(Dark10::BOARD.count_ones(), 50);
    }

    #[test]
    fn steps_follow_the_fmjd_diagonals() {
        let b = |n| 1u64 << bit_of_number(4, n);
        // 22 (c3... in FMJD numbering row 6) goes up to 17 and 18.
        assert_eq!(Dark8::step(b(22), UP_LEFT), b(17));
        assert_eq!(Dark8::step(b(22), UP_RIGHT), b(18));
        assert_eq!(Dark8::step(b(22), DOWN_LEFT), b(25));
        assert_eq!(Dark8::step(b(22), DOWN_RIGHT), b(26));
        // Edges: 5 (a7) has no left neighbours, 4 (h8) no up or right ones.
        assert_eq!(Dark8::step(b(5), UP_LEFT), 0);
        assert_eq!(Dark8::step(b(5), DOWN_LEFT), 0);
        assert_eq!(Dark8::step(b(4), UP_RIGHT), 0);
        assert_eq!(Dark8::step(b(4), DOWN_RIGHT), 0);
        assert_eq!(Dark8::step(b(29), DOWN_RIGHT), 0);
        let i = |n| 1u64 << bit_of_number(5, n);
        assert_eq!(Dark10::step(i(28), UP_LEFT), i(22));
        assert_eq!(Dark10::step(i(28), UP_RIGHT), i(23));
        assert_eq!(Dark10::step(i(46), UP_LEFT), 0);
        assert_eq!(Dark10::step(i(46), UP_RIGHT), i(41));
    }

    #[test]
    fn orthogonal_steps_never_wrap() {
        let sq = |row: u32, col: u32| 1u64 << (row * 8 + col);
        assert_eq!(Full8::step(sq(3, 0), LEFT), 0);
        assert_eq!(Full8::step(sq(3, 7), RIGHT), 0);
        assert_eq!(Full8::step(sq(0, 4), UP), 0);
        assert_eq!(Full8::step(sq(7, 4), DOWN), 0);
        assert_eq!(Full8::step(sq(3, 3), LEFT), sq(3, 2));
        assert_eq!(Full8::step(sq(3, 3), UP), sq(2, 3));
        for dir in [UP, LEFT, RIGHT, DOWN] {
            assert_eq!(Full8::step(Full8::step(sq(4, 4), dir), dir ^ 3), sq(4, 4));
        }
    }

    #[test]
    fn columns_put_a1_at_square_29_and_46() {
        assert_eq!(row_col_of_bit(4, bit_of_number(4, 29)), (7, 0));
        assert_eq!(row_col_of_bit(4, bit_of_number(4, 1)), (0, 1));
        assert_eq!(row_col_of_bit(5, bit_of_number(5, 46)), (9, 0));
    }
}
