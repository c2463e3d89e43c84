//! Material classes: how many men and kings each side has, the side to move first. A database
//! stores one file per class, and classes are built smallest first so every capture and every
//! crowning leads into a class that is already solved.

use std::fmt;
use std::str::FromStr;

/// Counts of men and kings, the side to move's first (`mover_*`) and the other side's second.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Men of the side to move.
    pub mover_men: u8,
    /// Kings of the side to move.
    pub mover_kings: u8,
    /// Men of the side not to move.
    pub other_men: u8,
    /// Kings of the side not to move.
    pub other_kings: u8,
}

/// The most pieces of one kind a class may hold (a class code packs each count in 3 bits).
pub const MAX_COUNT: u8 = 7;
/// Number of distinct class codes ([`Material::code`] is below it).
pub const CODES: usize = 1 << 12;

impl Material {
    /// A class from its four counts.
    #[must_use]
    pub const fn new(mover_men: u8, mover_kings: u8, other_men: u8, other_kings: u8) -> Material {
        Material { mover_men, mover_kings, other_men, other_kings }
    }

    /// All pieces on the board.
    #[must_use]
    pub const fn pieces(self) -> u32 {
        (self.mover_men + self.mover_kings + self.other_men + self.other_kings) as u32
    }

    /// Men of both sides (crowning lowers it, so classes with fewer men are built first).
    #[must_use]
    pub const fn men(self) -> u32 {
        (self.mover_men + self.other_men) as u32
    }

    /// The same material seen from the other side (after a move, the other side moves).
    #[must_use]
    pub const fn flipped(self) -> Material {
        Material::new(self.other_men, self.other_kings, self.mover_men, self.mover_kings)
    }

    /// Whether both sides have a piece and no count exceeds `MAX_COUNT`: a class a database holds.
    #[must_use]
    pub const fn is_valid(self) -> bool {
        self.mover_men + self.mover_kings > 0
            && self.other_men + self.other_kings > 0
            && self.mover_men <= MAX_COUNT
            && self.mover_kings <= MAX_COUNT
            && self.other_men <= MAX_COUNT
            && self.other_kings <= MAX_COUNT
    }

    /// A dense code below `CODES`, for table lookups without hashing.
    #[must_use]
    pub const fn code(self) -> usize {
        (self.mover_men as usize & 7)
            | (self.mover_kings as usize & 7) << 3
            | (self.other_men as usize & 7) << 6
            | (self.other_kings as usize & 7) << 9
    }

    /// Every valid class with 2 to `max_pieces` pieces, in build order: fewer pieces first, then
    /// fewer men, then by counts (deterministic).
    #[must_use]
    pub fn all_up_to(max_pieces: u32) -> Vec<Material> {
        let top = max_pieces.min(u32::from(MAX_COUNT)) as u8;
        let mut out = Vec::new();
        for a in 0..=top {
            for b in 0..=top {
                for c in 0..=top {
                    for d in 0..=top {
                        let m = Material::new(a, b, c, d);
                        if m.is_valid() && m.pieces() <= max_pieces {
                            out.push(m);
                        }
                    }
                }
            }
        }
        Self::sort_by_size(&mut out);
        out
    }

    /// Orders classes smallest first (pieces, then men), the order tables are built and listed
    /// in. An insertion sort: the lists are a few dozen classes, and each of std's sorts costs
    /// the worker's wasm 8 to 22 KB of code.
    pub fn sort_by_size(list: &mut [Material]) {
        let key = |m: Material| (m.pieces(), m.men(), m);
        for i in 1..list.len() {
            let mut j = i;
            while j > 0 && key(list[j - 1]) > key(list[j]) {
                list.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

/// Four digits, side to move first: men, kings, then the other side's men, kings (`0201` is two
/// kings to move against one king). The file name of the class's table.
impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}{}", self.mover_men, self.mover_kings, self.other_men, self.other_kings)
    }
}

/// The error for a class name that is not four digits naming a valid class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMaterial(pub String);

impl fmt::Display for BadMaterial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad material class {:?}: expected four digits (men, kings to move; men, kings of the other side)", self.0)
    }
}
impl std::error::Error for BadMaterial {}

impl FromStr for Material {
    type Err = BadMaterial;
    fn from_str(s: &str) -> Result<Material, BadMaterial> {
        let bad = || BadMaterial(s.chars().take(16).collect());
        let d: Vec<u8> = s.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        if d.len() != 4 || d.iter().any(|&x| x > 9) {
            return Err(bad());
        }
        let m = Material::new(d[0], d[1], d[2], d[3]);
        if m.is_valid() {
            Ok(m)
        } else {
            Err(bad())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_order_builds_smallest_first() {
        let all = Material::all_up_to(4);
        for m in &all {
            assert_eq!(m.to_string().parse::<Material>(), Ok(*m));
            assert!(all.contains(&m.flipped()));
        }
        assert_eq!(all[0].pieces(), 2);
        assert!(all.windows(2).all(|w| (w[0].pieces(), w[0].men()) <= (w[1].pieces(), w[1].men())));
        assert!("0001".parse::<Material>().is_err() && "12".parse::<Material>().is_err());
        // 2 pieces: man or king each (4); 3 pieces: one side one piece (2 kinds) and the other
        // two (3 kinds), either side to move (2 x 3 x 2 = 12).
        assert_eq!(all.iter().filter(|m| m.pieces() == 2).count(), 4);
        assert_eq!(all.iter().filter(|m| m.pieces() == 3).count(), 12);
    }

    #[test]
    fn sorting_by_size_gives_the_one_order_from_any_start() {
        let all = Material::all_up_to(5);
        let mut expected = all.clone();
        expected.sort_by_key(|m| (m.pieces(), m.men(), *m));
        assert_eq!(all, expected);
        let mut reversed: Vec<Material> = all.iter().rev().copied().collect();
        Material::sort_by_size(&mut reversed);
        assert_eq!(reversed, expected);
        let mut shuffled: Vec<Material> = (0..all.len()).map(|i| all[(i * 37) % all.len()]).collect();
        assert!((0..all.len()).all(|i| shuffled.contains(&all[i])), "37 is prime to the length");
        Material::sort_by_size(&mut shuffled);
        assert_eq!(shuffled, expected);
    }
}
