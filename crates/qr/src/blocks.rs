//! From the bytes to the codewords a symbol carries: the byte-mode bit stream (mode, count,
//! bytes, terminator, padding), cut into the version's blocks, each with its Reed–Solomon
//! codewords, then interleaved. The numbers of blocks and of error-correction codewords per
//! block are the standard's table (ISO/IEC 18004, table 9), for levels L and M.

use crate::gf;

/// The error-correction level: L restores about 7 % of the codewords, M about 15 %.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// About 7 %.
    L,
    /// About 15 %.
    M,
}

impl Level {
    /// The two bits the format information gives it.
    #[must_use]
    pub const fn bits(self) -> u32 {
        match self {
            Level::L => 0b01,
            Level::M => 0b00,
        }
    }

    const fn row(self) -> usize {
        match self {
            Level::L => 0,
            Level::M => 1,
        }
    }
}

/// Error-correction codewords per block, by level and version (1 to 40).
const ECC_PER_BLOCK: [[u8; 40]; 2] = [
    [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
];

/// Blocks, by level and version.
const BLOCKS: [[u8; 40]; 2] = [
    [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
    [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
];

/// How a version's codewords are cut at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// All codewords the symbol carries.
    pub total: usize,
    /// How many blocks.
    pub blocks: usize,
    /// Error-correction codewords per block.
    pub ecc: usize,
}

impl Layout {
    /// The layout of `version` at `level`, for a symbol of `total` codewords.
    #[must_use]
    pub fn new(version: u8, level: Level, total: usize) -> Layout {
        let v = usize::from(version.clamp(1, 40)) - 1;
        Layout { total, blocks: usize::from(BLOCKS[level.row()][v]), ecc: usize::from(ECC_PER_BLOCK[level.row()][v]) }
    }

    /// The data codewords.
    #[must_use]
    pub fn data(&self) -> usize {
        self.total - self.blocks * self.ecc
    }

    /// Whether `len` bytes fit in byte mode, at `version`.
    #[must_use]
    pub fn fits(&self, version: u8, len: usize) -> bool {
        4 + count_bits(version) + 8 * len <= 8 * self.data()
    }
}

/// The width of the byte count: 8 bits up to version 9, 16 after.
const fn count_bits(version: u8) -> usize {
    if version < 10 {
        8
    } else {
        16
    }
}

/// The data codewords of `bytes` in byte mode (which must fit): mode 0100, the count, the
/// bytes, up to four zero bits, zeros to a whole byte, then 0xEC 0x11 … to the end.
#[must_use]
pub fn data_codewords(bytes: &[u8], version: u8, capacity: usize) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.push(0b0100, 4);
    bits.push(bytes.len() as u32, count_bits(version));
    for &b in bytes {
        bits.push(u32::from(b), 8);
    }
    let room = capacity * 8 - bits.len;
    bits.push(0, room.min(4));
    bits.push(0, (8 - bits.len % 8) % 8);
    let mut out = bits.bytes;
    for pad in [0xEC, 0x11].into_iter().cycle() {
        if out.len() >= capacity {
            break;
        }
        out.push(pad);
    }
    out
}

/// The codewords in the order the symbol carries them: the data cut into blocks (the short
/// ones first, the long ones one codeword longer), each block's error correction computed,
/// then the data interleaved a codeword of each block at a time, then the error correction.
#[must_use]
pub fn interleaved(data: &[u8], layout: &Layout) -> Vec<u8> {
    let short_len = layout.total / layout.blocks - layout.ecc;
    let long_blocks = layout.total % layout.blocks;
    let generator = gf::generator(layout.ecc);
    let mut blocks = Vec::with_capacity(layout.blocks);
    let mut at = 0;
    for i in 0..layout.blocks {
        let len = short_len + usize::from(i >= layout.blocks - long_blocks);
        let block = &data[at..at + len];
        at += len;
        blocks.push((block, gf::remainder(block, &generator)));
    }
    let mut out = Vec::with_capacity(layout.total);
    for i in 0..=short_len {
        out.extend(blocks.iter().filter_map(|(d, _)| d.get(i)));
    }
    for i in 0..layout.ecc {
        out.extend(blocks.iter().map(|(_, e)| e[i]));
    }
    out
}

/// Bits written most significant first.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, n: usize) {
        for i in (0..n).rev() {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if (value >> i) & 1 != 0 {
                if let Some(last) = self.bytes.last_mut() {
                    *last |= 0x80 >> (self.len % 8);
                }
            }
            self.len += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_capacities_are_the_standards() {
        // Total codewords of versions 1, 10 and 40 (the standard's table 1), and the bytes each
        // holds in byte mode at L and M (table 7).
        let bytes = |version: u8, total: usize, level| {
            let layout = Layout::new(version, level, total);
            (0..3000).take_while(|&n| layout.fits(version, n)).count() - 1
        };
        assert_eq!((bytes(1, 26, Level::L), bytes(1, 26, Level::M)), (17, 14));
        assert_eq!((bytes(10, 346, Level::L), bytes(10, 346, Level::M)), (271, 213));
        assert_eq!((bytes(40, 3706, Level::L), bytes(40, 3706, Level::M)), (2953, 2331));
    }

    #[test]
    fn the_data_of_a_short_text_is_padded() {
        // "hi" in 1-M: 0100 00000010 01101000 01101001 0000, then the pad bytes.
        assert_eq!(data_codewords(b"hi", 1, 16), [0x40, 0x26, 0x86, 0x90, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]);
        // Full to the last bit: no terminator.
        assert_eq!(data_codewords(&[0xAA; 14], 1, 16).len(), 16);
    }

    #[test]
    fn blocks_are_interleaved_short_ones_first() {
        // 6-M: 172 codewords in four blocks of 27 data and 16 error-correction codewords.
        let layout = Layout::new(6, Level::M, 172);
        assert_eq!(layout.data(), 108);
        let data: Vec<u8> = (0..108).collect();
        let out = interleaved(&data, &layout);
        assert_eq!(out.len(), 172);
        assert_eq!(&out[..8], &[0, 27, 54, 81, 1, 28, 55, 82]);
        // 10-M: five blocks, 216 data: four of 43, then one of 44, whose last codeword closes
        // the data.
        let layout = Layout::new(10, Level::M, 346);
        let data: Vec<u8> = (0..216).map(|i| i as u8).collect();
        let out = interleaved(&data, &layout);
        assert_eq!(&out[..5], &[0, 43, 86, 129, 172]);
        assert_eq!(&out[210..216], &[42, 85, 128, 171, 214, 215]);
    }
}
