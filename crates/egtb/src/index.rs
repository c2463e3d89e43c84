//! Positions to table indices and back. A class's index is a mixed-radix number of four digits,
//! one per group of pieces (the mover's men, the mover's kings, the other side's men, kings),
//! each digit the combinatorial rank of the group's squares among the squares it may occupy: men
//! never stand on their own crowning row. Groups are ranked independently, so some indices put two
//! pieces on one square; they decode to `None` and are never probed. The positions are stored
//! with White to move; a position with Black to move is turned half a turn and its colours swapped
//! first, which the rules of every diagonal variant allow (the board is symmetric under it).

use crate::material::Material;
use damas_engine::{Color, Position, Variant};

/// Binomial coefficients up to 64 choose 7.
const fn binomials() -> [[u64; 8]; 65] {
    let mut t = [[0u64; 8]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 8 {
            t[n][k] = if n == 0 { 0 } else { t[n - 1][k - 1] + t[n - 1][k] };
            k += 1;
        }
        n += 1;
    }
    t
}
static BINOMIAL: [[u64; 8]; 65] = binomials();

/// `n` choose `k` (for `n` up to 64 and `k` up to 7).
#[inline]
#[must_use]
pub fn choose(n: usize, k: usize) -> u64 {
    BINOMIAL[n][k]
}

/// The square lists and maps of one variant's board.
#[derive(Clone, Debug)]
pub struct Layout {
    variant: Variant,
    /// Engine bit of each playable square, in number order.
    bits: Vec<u8>,
    /// For each engine bit: its rank among all squares, among White's man squares and among
    /// Black's man squares (`u8::MAX` where none).
    rank_all: [u8; 64],
    rank_men: [[u8; 64]; 2],
    /// Engine bits of the squares each colour's men may stand on, in number order.
    men_bits: [Vec<u8>; 2],
    /// For each engine bit, the bit of the square half a turn away.
    turned: [u8; 64],
}

/// A group's place in the index: which squares it ranks among.
#[derive(Copy, Clone)]
enum Group {
    Men(Color),
    Kings,
}

impl Layout {
    /// The layout of `variant`'s board, or `None` for a board without the half-turn symmetry the
    /// tables rely on (Turkish, whose men move sideways on all 64 squares, is not supported).
    #[must_use]
    pub fn new(variant: Variant) -> Option<Layout> {
        if variant.is_orthogonal() {
            return None;
        }
        // The squares in bit order, which is the FMJD numbers' order on the boards numbered that
        // way; the mirrored boards (Spanish, Italian) number theirs otherwise, and the index's
        // ranks must grow with the bits.
        let squares: Vec<damas_engine::Square> =
            (0..64).map(damas_engine::Square::from_bit).filter(|&s| variant.number(s) != 0).collect();
        let bits: Vec<u8> = squares.iter().map(|s| s.bit()).collect();
        let mut rank_all = [u8::MAX; 64];
        let mut rank_men = [[u8::MAX; 64]; 2];
        let mut men_bits: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        let mut turned = [u8::MAX; 64];
        let size = variant.size();
        for (i, &sq) in squares.iter().enumerate() {
            rank_all[sq.bit() as usize] = i as u8;
            for color in Color::ALL {
                if !variant.crowning_row(color).contains(sq) {
                    rank_men[color.index()][sq.bit() as usize] = men_bits[color.index()].len() as u8;
                    men_bits[color.index()].push(sq.bit());
                }
            }
            let (row, col) = variant.row_col(sq);
            turned[sq.bit() as usize] = variant.square_at(size - 1 - row, size - 1 - col)?.bit();
        }
        Some(Layout { variant, bits, rank_all, rank_men, men_bits, turned })
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    fn squares(&self, group: Group) -> &[u8] {
        match group {
            Group::Men(c) => &self.men_bits[c.index()],
            Group::Kings => &self.bits,
        }
    }

    fn groups(m: Material) -> [(Group, usize); 4] {
        [
            (Group::Men(Color::White), m.mover_men as usize),
            (Group::Kings, m.mover_kings as usize),
            (Group::Men(Color::Black), m.other_men as usize),
            (Group::Kings, m.other_kings as usize),
        ]
    }

    /// Number of indices of class `m` (positions plus the impossible ones that overlap).
    #[must_use]
    pub fn size(&self, m: Material) -> u64 {
        Layout::groups(m).iter().map(|&(g, k)| choose(self.squares(g).len(), k)).product()
    }

    /// The bits of a position turned half a turn.
    #[must_use]
    pub fn turn_bits(&self, mut bits: u64) -> u64 {
        let mut out = 0;
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            out |= 1u64 << self.turned[b];
        }
        out
    }

    /// The class and index of `pos` (turned to White to move first), or `None` if the position
    /// is not of this layout's variant or a count exceeds what a class holds.
    #[must_use]
    pub fn locate(&self, pos: &Position) -> Option<(Material, u64)> {
        if pos.variant() != self.variant {
            return None;
        }
        let us = pos.turn();
        let (mut own, mut other, mut kings) = (pos.pieces(us).0, pos.pieces(!us).0, pos.kings().0);
        if us == Color::Black {
            own = self.turn_bits(own);
            other = self.turn_bits(other);
            kings = self.turn_bits(kings);
        }
        let sets = [own & !kings, own & kings, other & !kings, other & kings];
        let m = Material::new(
            sets[0].count_ones() as u8,
            sets[1].count_ones() as u8,
            sets[2].count_ones() as u8,
            sets[3].count_ones() as u8,
        );
        if !m.is_valid() {
            return None;
        }
        let mut index = 0u64;
        for ((group, k), set) in Layout::groups(m).into_iter().zip(sets) {
            let n = self.squares(group).len();
            index = index * choose(n, k) + self.rank(group, set)?;
        }
        Some((m, index))
    }

    /// The colex rank of the squares `set` among the group's squares.
    fn rank(&self, group: Group, mut set: u64) -> Option<u64> {
        let ranks = match group {
            Group::Men(c) => &self.rank_men[c.index()],
            Group::Kings => &self.rank_all,
        };
        let (mut r, mut i) = (0u64, 1usize);
        while set != 0 {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            let p = ranks[b];
            if p == u8::MAX {
                return None; // a man on its crowning row: no such position
            }
            r += choose(p as usize, i);
            i += 1;
        }
        Some(r)
    }

    /// The position at `index` of class `m`, White to move, or `None` where two pieces would
    /// share a square (or the index is out of range).
    #[must_use]
    pub fn position(&self, m: Material, mut index: u64) -> Option<Position> {
        let groups = Layout::groups(m);
        let mut sets = [0u64; 4];
        for g in (0..4).rev() {
            let (group, k) = groups[g];
            let squares = self.squares(group);
            let radix = choose(squares.len(), k);
            let mut r = index % radix;
            index /= radix;
            let mut set = 0u64;
            let mut top = squares.len();
            for i in (1..=k).rev() {
                // The largest p with choose(p, i) <= r.
                let mut p = top - 1;
                while choose(p, i) > r {
                    p -= 1;
                }
                r -= choose(p, i);
                set |= 1u64 << squares[p];
                top = p;
            }
            sets[g] = set;
        }
        if index != 0 {
            return None;
        }
        let all = sets.iter().fold(0u64, |acc, s| acc | s);
        if all.count_ones() != m.pieces() {
            return None;
        }
        let white = sets[0] | sets[1];
        let black = sets[2] | sets[3];
        Some(Position::from_parts(self.variant, white, black, sets[1] | sets[3], Color::White))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip_for_every_position_of_small_classes() {
        for v in [Variant::Russian, Variant::Spanish] {
            round_trips(v);
        }
        let layout = Layout::new(Variant::Russian).unwrap();
        assert_eq!(layout.size(Material::new(0, 1, 0, 1)), 32 * 32);
        assert_eq!(layout.size(Material::new(1, 0, 1, 0)), 28 * 28);
    }

    fn round_trips(variant: Variant) {
        let layout = Layout::new(variant).unwrap();
        for m in Material::all_up_to(3) {
            let mut valid = 0;
            for i in 0..layout.size(m) {
                if let Some(pos) = layout.position(m, i) {
                    assert_eq!(layout.locate(&pos), Some((m, i)), "{m} {i}");
                    let black = Position::from_parts(
                        pos.variant(),
                        layout.turn_bits(pos.pieces(Color::Black).0),
                        layout.turn_bits(pos.pieces(Color::White).0),
                        layout.turn_bits(pos.kings().0),
                        Color::Black,
                    );
                    assert_eq!(layout.locate(&black), Some((m, i)));
                    valid += 1;
                }
            }
            assert!(valid > 0);
        }
    }

    #[test]
    fn turning_the_board_maps_square_n_to_33_minus_n() {
        let v = Variant::Brazilian;
        let layout = Layout::new(v).unwrap();
        for n in 1..=32 {
            let sq = v.square(n).unwrap();
            let t = layout.turn_bits(sq.mask());
            assert_eq!(t, v.square(33 - n).unwrap().mask());
        }
        assert!(Layout::new(Variant::Turkish).is_none());
    }
}
