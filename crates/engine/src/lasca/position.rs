//! Lasca positions and move generation. Squares are bits `row * 7 + col` (row 0 at the top, as
//! White sees the board); the playable ones have `row + col` even, so the corners play.

use super::column::{Column, Stone};
use crate::Color;

const BOARD: u64 = board_mask();
const FILE_A: u64 = file_mask(0);
const FILE_G: u64 = file_mask(6);
const TOP_ROW: u64 = 0b111_1111;
const BOTTOM_ROW: u64 = 0b111_1111 << 42;
const ALL_DIRS: [usize; 4] = [0, 1, 2, 3];

const fn board_mask() -> u64 {
    let mut mask = 0;
    let mut bit = 0;
    while bit < 49 {
        if (bit / 7 + bit % 7) % 2 == 0 {
            mask |= 1u64 << bit;
        }
        bit += 1;
    }
    mask
}

const fn file_mask(col: u32) -> u64 {
    let mut mask = 0;
    let mut row = 0;
    while row < 7 {
        mask |= 1u64 << (row * 7 + col);
        row += 1;
    }
    mask
}

/// One diagonal step: 0 up-left, 1 up-right, 2 down-left, 3 down-right (`d ^ 3` reverses).
#[inline]
fn step(bb: u64, dir: usize) -> u64 {
    (match dir {
        0 => (bb & !FILE_A) >> 8,
        1 => (bb & !FILE_G) >> 6,
        2 => (bb & !FILE_A) << 6,
        _ => (bb & !FILE_G) << 8,
    }) & BOARD
}

fn forward(color: Color) -> &'static [usize] {
    match color {
        Color::White => &[0, 1],
        Color::Black => &[2, 3],
    }
}

fn far_row(color: Color) -> u64 {
    match color {
        Color::White => TOP_ROW,
        Color::Black => BOTTOM_ROW,
    }
}

/// Longest capture: one jump per enemy-commanded column, and there are at most 11 of those.
pub const MAX_JUMPS: usize = 12;

/// A Lasca move: the start square and every square the column stops on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LascaMove {
    from: u8,
    landings: [u8; MAX_JUMPS],
    len: u8,
    capture: bool,
    promotes: bool,
}

impl LascaMove {
    /// Start square (bit index).
    #[must_use]
    pub fn from(&self) -> u8 {
        self.from
    }
    /// End square (bit index).
    #[must_use]
    pub fn to(&self) -> u8 {
        self.landings[usize::from(self.len) - 1]
    }
    /// Every square the column stops on, the last being [`LascaMove::to`].
    #[must_use]
    pub fn landings(&self) -> &[u8] {
        &self.landings[..usize::from(self.len)]
    }
    /// Whether it jumps.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.capture
    }
    /// Whether the commander is promoted to officer.
    #[must_use]
    pub fn promotes(&self) -> bool {
        self.promotes
    }
    /// The squares jumped over, in order.
    pub fn jumped(&self) -> impl Iterator<Item = u8> + '_ {
        let mut at = self.from;
        self.landings().iter().filter(move |_| self.capture).map(move |&land| {
            let mid = (at + land) / 2;
            at = land;
            mid
        })
    }
}

/// A Lasca position: every column and the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LascaPosition {
    columns: [Column; 49],
    turn: Color,
}

impl LascaPosition {
    /// The initial position: White on the three bottom rows, Black on the three top rows.
    #[must_use]
    pub fn initial() -> LascaPosition {
        let mut columns = [Column::EMPTY; 49];
        for bit in squares() {
            let row = bit / 7;
            let color = match row {
                0..=2 => Color::Black,
                4..=6 => Color::White,
                _ => continue,
            };
            columns[bit as usize] = Column::single(Stone { color, officer: false });
        }
        LascaPosition { columns, turn: Color::White }
    }

    /// A position from columns indexed by bit; the caller has checked them.
    #[must_use]
    pub(crate) fn from_columns(columns: [Column; 49], turn: Color) -> LascaPosition {
        LascaPosition { columns, turn }
    }

    /// An empty board with `turn` to move (the editor's blank page).
    #[must_use]
    pub fn blank(turn: Color) -> LascaPosition {
        LascaPosition { columns: [Column::EMPTY; 49], turn }
    }

    /// The same position with `column` on `bit` (a playable square; other bits change nothing).
    /// Nothing is checked: see [`LascaPosition::check_setup`].
    #[must_use]
    pub fn with_column(&self, bit: u8, column: Column) -> LascaPosition {
        let mut next = *self;
        if squares().any(|b| b == bit) {
            next.columns[usize::from(bit)] = column;
        }
        next
    }

    /// The same columns with `turn` to move.
    #[must_use]
    pub fn with_turn(&self, turn: Color) -> LascaPosition {
        LascaPosition { turn, ..*self }
    }

    /// Side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The column on bit `bit` (empty off the playable squares).
    #[must_use]
    pub fn column(&self, bit: u8) -> Column {
        self.columns.get(usize::from(bit)).copied().unwrap_or_default()
    }

    /// Squares whose column `color` commands.
    #[must_use]
    pub fn commanded(&self, color: Color) -> u64 {
        squares().filter(|&b| self.columns[b as usize].top().is_some_and(|s| s.color == color)).fold(0, |m, b| m | 1 << b)
    }

    /// A hash of the whole position (columns in full, side to move).
    #[must_use]
    pub fn hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black { 0x9E37_79B9_7F4A_7C15 } else { 0 };
        for bit in squares() {
            let c = self.columns[bit as usize];
            if !c.is_empty() {
                let mut x = (u64::from(bit) << 48) ^ c.bottom_up().fold(u64::from(c.height()), |acc, s| {
                    acc.wrapping_mul(31).wrapping_add(u64::from(s.color == Color::Black) * 2 + u64::from(s.officer) + 1)
                });
                x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                h ^= x ^ (x >> 31);
            }
        }
        h
    }

    /// Pieces of `color` anywhere (in any column, commanding or prisoner).
    #[must_use]
    pub fn stones(&self, color: Color) -> u32 {
        squares().map(|b| self.columns[b as usize].bottom_up().filter(|s| s.color == color).count() as u32).sum()
    }

    /// Every legal move: captures when there are any (compulsory, free choice), else steps.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<LascaMove> {
        crate::generations::count();
        let mut out = Vec::new();
        let mut board = *self;
        let ours = self.commanded(self.turn);
        for from in bits(ours) {
            let column = board.columns[from as usize];
            board.columns[from as usize] = Column::EMPTY;
            let mut path = Vec::with_capacity(MAX_JUMPS);
            board.jumps(from, from, column, 0, &mut path, &mut out);
            board.columns[from as usize] = column;
        }
        if !out.is_empty() {
            return out;
        }
        let empty = self.empty();
        for from in bits(ours) {
            let top = self.columns[from as usize].top().expect("a commanded column has a top");
            let dirs: &[usize] = if top.officer { &ALL_DIRS } else { forward(self.turn) };
            for &dir in dirs {
                let to = step(1 << from, dir) & empty;
                if to != 0 {
                    let to_bit = to.trailing_zeros() as u8;
                    let promotes = !top.officer && to & far_row(self.turn) != 0;
                    let mut landings = [0; MAX_JUMPS];
                    landings[0] = to_bit;
                    out.push(LascaMove { from, landings, len: 1, capture: false, promotes });
                }
            }
        }
        out
    }

    fn empty(&self) -> u64 {
        squares().filter(|&b| self.columns[b as usize].is_empty()).fold(0, |m, b| m | 1 << b)
    }

    /// Depth-first search of jumps by `mover` (lifted off `from`) standing on `at`.
    fn jumps(&mut self, from: u8, at: u8, mover: Column, jumped: u64, path: &mut Vec<u8>, out: &mut Vec<LascaMove>) {
        let commander = mover.top().expect("a moving column has a top");
        let dirs: &[usize] = if commander.officer { &ALL_DIRS } else { forward(commander.color) };
        let mut found = false;
        for &dir in dirs {
            let mid = step(1 << at, dir);
            if mid == 0 || mid & jumped != 0 {
                continue;
            }
            let mid_bit = mid.trailing_zeros() as u8;
            let victim = self.columns[mid_bit as usize];
            if victim.top().is_none_or(|s| s.color == commander.color) {
                continue;
            }
            let land = step(mid, dir);
            if land == 0 || !self.columns[land.trailing_zeros() as usize].is_empty() {
                continue;
            }
            found = true;
            let land_bit = land.trailing_zeros() as u8;
            let (rest, prisoner) = victim.without_top();
            self.columns[mid_bit as usize] = rest;
            let grown = mover.with_bottom(prisoner.expect("the victim has a top"));
            path.push(land_bit);
            if !commander.officer && land & far_row(commander.color) != 0 {
                record(out, from, path, true); // promoted: the capture ends here
            } else if path.len() < MAX_JUMPS {
                self.jumps(from, land_bit, grown, jumped | mid, path, out);
            }
            path.pop();
            self.columns[mid_bit as usize] = victim;
        }
        if !found && !path.is_empty() {
            record(out, from, path, false);
        }
    }

    /// The position after `mv` (one of [`LascaPosition::legal_moves`]).
    #[must_use]
    pub fn play(&self, mv: &LascaMove) -> LascaPosition {
        let mut next = *self;
        let mut column = next.columns[usize::from(mv.from)];
        next.columns[usize::from(mv.from)] = Column::EMPTY;
        for mid in mv.jumped() {
            let (rest, prisoner) = next.columns[usize::from(mid)].without_top();
            next.columns[usize::from(mid)] = rest;
            if let Some(p) = prisoner {
                column = column.with_bottom(p);
            }
        }
        if mv.promotes {
            column = column.promoted();
        }
        next.columns[usize::from(mv.to())] = column;
        next.turn = !self.turn;
        next
    }
}

fn record(out: &mut Vec<LascaMove>, from: u8, path: &[u8], promotes: bool) {
    let mut landings = [0; MAX_JUMPS];
    landings[..path.len()].copy_from_slice(path);
    out.push(LascaMove { from, landings, len: path.len() as u8, capture: true, promotes });
}

/// The playable squares as bit indices, in reading order.
pub fn squares() -> impl Iterator<Item = u8> {
    (0..49u8).filter(|b| BOARD >> b & 1 == 1)
}

fn bits(mut bb: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if bb == 0 {
            return None;
        }
        let b = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        Some(b)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_25_squares_and_22_pieces() {
        assert_eq!(BOARD.count_ones(), 25);
        let start = LascaPosition::initial();
        assert_eq!(start.stones(Color::White), 11);
        assert_eq!(start.stones(Color::Black), 11);
        assert_eq!(start.legal_moves().len(), 6);
    }

    #[test]
    fn random_games_never_lose_a_piece() {
        let mut seed = 0x1234_5678_9ABC_DEF1u64;
        for _ in 0..200 {
            let mut pos = LascaPosition::initial();
            for _ in 0..150 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mv = moves[(seed % moves.len() as u64) as usize];
                pos = pos.play(&mv);
                assert_eq!(pos.stones(Color::White) + pos.stones(Color::Black), 22);
                for bit in squares() {
                    let c = pos.column(bit);
                    if let Some(top) = c.top() {
                        assert_ne!(pos.commanded(top.color) & (1 << bit), 0);
                    }
                }
            }
        }
    }
}
