//! The symbol's square of modules: the function patterns (three finders with their light
//! separators, the timing lines, the alignment patterns, the format and version information),
//! then the codewords laid in two-module columns, zigzagging up and down from the bottom right.

/// A square of modules, each dark or light, with the function patterns marked fixed (masks and
/// data leave them alone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Modules per side: 17 + 4 × version.
    pub size: usize,
    /// Dark modules, row by row.
    pub dark: Vec<bool>,
    fixed: Vec<bool>,
}

impl Grid {
    /// The function patterns of `version` (1 to 40); the format information left light, to be
    /// written once the mask is chosen.
    #[must_use]
    pub fn new(version: u8) -> Grid {
        let size = 17 + 4 * usize::from(version);
        let mut g = Grid { size, dark: vec![false; size * size], fixed: vec![false; size * size] };
        for i in 0..size {
            g.set(6, i, i % 2 == 0);
            g.set(i, 6, i % 2 == 0);
        }
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            g.square(cx, cy, 4, |d| d != 2 && d != 4);
        }
        let centres = alignment_centres(version, size);
        let last = centres.len().saturating_sub(1);
        for (i, &x) in centres.iter().enumerate() {
            for (j, &y) in centres.iter().enumerate() {
                // The three corners the finders hold have none.
                let edge = |k| k == 0 || k == last;
                if !(edge(i) && edge(j) && (i == 0 || j == 0)) {
                    g.square(x, y, 2, |d| d != 1);
                }
            }
        }
        g.format(0);
        if version >= 7 {
            let bits = bch(u32::from(version), 6, 0x1F25, 12);
            for i in 0..18 {
                let (a, b) = (size - 11 + i % 3, i / 3);
                g.set(a, b, bits >> i & 1 != 0);
                g.set(b, a, bits >> i & 1 != 0);
            }
        }
        g
    }

    /// The module at column `x`, row `y`.
    #[must_use]
    pub fn at(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.size + x]
    }

    /// Whether the module at `x`, `y` belongs to a function pattern.
    #[must_use]
    pub fn is_fixed(&self, x: usize, y: usize) -> bool {
        self.fixed[y * self.size + x]
    }

    /// The modules left for codewords.
    #[must_use]
    pub fn free(&self) -> usize {
        self.fixed.iter().filter(|f| !**f).count()
    }

    fn set(&mut self, x: usize, y: usize, dark: bool) {
        let i = y * self.size + x;
        self.dark[i] = dark;
        self.fixed[i] = true;
    }

    /// A square pattern centred on `cx`, `cy`, `radius` modules out, dark where `dark(ring)`
    /// (ring 0 the centre); the part outside the symbol dropped.
    fn square(&mut self, cx: usize, cy: usize, radius: usize, dark: impl Fn(usize) -> bool) {
        for y in cy.saturating_sub(radius)..=(cy + radius).min(self.size - 1) {
            for x in cx.saturating_sub(radius)..=(cx + radius).min(self.size - 1) {
                self.set(x, y, dark(x.abs_diff(cx).max(y.abs_diff(cy))));
            }
        }
    }

    /// Writes the 15 format bits of `bits` in both copies, and the dark module beside the
    /// bottom-left finder. Bit 0 is nearest the top-left corner's column 8, row 0.
    pub fn format(&mut self, bits: u32) {
        let size = self.size;
        let bit = |i: usize| bits >> i & 1 != 0;
        for i in 0..6 {
            self.set(8, i, bit(i));
        }
        self.set(8, 7, bit(6));
        self.set(8, 8, bit(7));
        self.set(7, 8, bit(8));
        for i in 9..15 {
            self.set(14 - i, 8, bit(i));
        }
        for i in 0..8 {
            self.set(size - 1 - i, 8, bit(i));
        }
        for i in 8..15 {
            self.set(8, size - 15 + i, bit(i));
        }
        self.set(8, size - 8, true);
    }

    /// Lays `codewords` (most significant bit first) on the free modules; free modules left
    /// over (up to seven) stay light.
    pub fn place(&mut self, codewords: &[u8]) {
        let size = self.size;
        let mut bit = 0;
        let mut right = size - 1;
        let mut upward = true;
        loop {
            for step in 0..size {
                let y = if upward { size - 1 - step } else { step };
                for x in [right, right - 1] {
                    if !self.is_fixed(x, y) {
                        self.dark[y * size + x] = codewords.get(bit / 8).is_some_and(|c| c >> (7 - bit % 8) & 1 != 0);
                        bit += 1;
                    }
                }
            }
            upward = !upward;
            if right < 3 {
                break;
            }
            // The vertical timing line is skipped whole.
            right = if right == 8 { 5 } else { right - 2 };
        }
    }

    /// Flips every free module where `pattern(x, y)` holds.
    pub fn flip(&mut self, pattern: impl Fn(usize, usize) -> bool) {
        for y in 0..self.size {
            for x in 0..self.size {
                if !self.is_fixed(x, y) && pattern(x, y) {
                    self.dark[y * self.size + x] ^= true;
                }
            }
        }
    }
}

/// The rows (and columns) of the alignment patterns' centres: none in version 1; else from 6
/// to size − 7, evenly spaced by an even step counted back from the last (version 32's is 26,
/// one less than the rule gives).
#[must_use]
pub fn alignment_centres(version: u8, size: usize) -> Vec<usize> {
    if version == 1 {
        return Vec::new();
    }
    let count = usize::from(version) / 7 + 2;
    let last = size - 7;
    let step = if version == 32 { 26 } else { (last - 6).div_ceil(count - 1).next_multiple_of(2) };
    let mut centres: Vec<usize> = (0..count - 1).map(|i| last - i * step).collect();
    centres.push(6);
    centres.reverse();
    centres
}

/// `data` (`data_bits` long) followed by its BCH check bits: the remainder of data · x^degree
/// divided by `generator` (of that degree).
#[must_use]
pub fn bch(data: u32, data_bits: u32, generator: u32, degree: u32) -> u32 {
    let mut rem = data << degree;
    for i in (0..data_bits).rev() {
        if rem >> (i + degree) & 1 != 0 {
            rem ^= generator << i;
        }
    }
    data << degree | rem
}

/// The 15 format bits of a level's two bits and a mask, masked by 101010000010010.
#[must_use]
pub fn format_bits(level: u32, mask: u32) -> u32 {
    bch(level << 3 | mask, 5, 0x537, 10) ^ 0x5412
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_and_version_bits_are_the_standards() {
        // ISO/IEC 18004 annex C: level M (00) mask 5 → 100000011001110 before its mask.
        assert_eq!(bch(0b00101, 5, 0x537, 10), 0b001010011011100);
        assert_eq!(format_bits(0b01, 0), 0b111011111000100);
        assert_eq!(format_bits(0b01, 7), 0b110100101110110);
        assert_eq!(format_bits(0b00, 0), 0b101010000010010);
        assert_eq!(format_bits(0b00, 4), 0b100010111111001);
        // Annex D: version 7 → 000111 110010010100.
        assert_eq!(bch(7, 6, 0x1F25, 12), 0b000111110010010100);
        assert_eq!(bch(40, 6, 0x1F25, 12), 0b101000110001101001);
    }

    #[test]
    fn alignment_patterns_sit_where_the_standard_puts_them() {
        let at = |v: u8| alignment_centres(v, 17 + 4 * usize::from(v));
        assert!(at(1).is_empty());
        assert_eq!(at(2), [6, 18]);
        assert_eq!(at(7), [6, 22, 38]);
        assert_eq!(at(10), [6, 28, 50]);
        assert_eq!(at(15), [6, 26, 48, 70]);
        assert_eq!(at(16), [6, 26, 50, 74]);
        assert_eq!(at(31), [6, 30, 56, 82, 108, 134]);
        assert_eq!(at(32), [6, 34, 60, 86, 112, 138]);
        assert_eq!(at(36), [6, 24, 50, 76, 102, 128, 154]);
        assert_eq!(at(40), [6, 30, 58, 86, 114, 142, 170]);
    }

    #[test]
    fn the_modules_left_for_data_are_the_standards() {
        // Codewords per symbol (table 1), and the remainder bits (0, 7, 0, 3 or 4).
        for (version, codewords, remainder) in [(1, 26, 0), (2, 44, 7), (7, 196, 0), (10, 346, 0), (14, 581, 3), (21, 1156, 4), (40, 3706, 0)] {
            let free = Grid::new(version).free();
            assert_eq!((free / 8, free % 8), (codewords, remainder), "version {version}");
        }
    }

    #[test]
    fn finders_and_timing_are_drawn() {
        let g = Grid::new(1);
        let row = |y: usize| (0..21).map(|x| if g.at(x, y) { '#' } else { '.' }).collect::<String>();
        // The finders' rows, the separators' light row, and the timing line between them (the
        // format bits still light).
        assert_eq!(row(0), "#######.......#######");
        assert_eq!(row(2), "#.###.#.......#.###.#");
        assert_eq!(row(6), "#######.#.#.#.#######");
        assert_eq!(row(7), ".....................");
        assert!(g.at(8, 21 - 8), "the dark module");
    }
}
