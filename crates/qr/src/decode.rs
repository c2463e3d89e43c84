//! A small decoder for the tests: reads a finished code back as a reader would (format bits,
//! then the modules in reading order, unmasked, cut back into blocks), checks every block's
//! Reed–Solomon syndromes are zero and returns the bytes. It shares with the encoder only the
//! block table, the masks' formulas and which modules are function patterns; the order of
//! reading, the format check and the error-correction check are its own.

use crate::blocks::{Layout, Level};
use crate::gf::mul;
use crate::grid::Grid;
use crate::{mask, Qr};

/// The remainder of `value` divided by `generator` (polynomials over GF(2) as bits).
fn poly_mod(mut value: u32, generator: u32) -> u32 {
    let degree = 31 - generator.leading_zeros();
    while value != 0 && 31 - value.leading_zeros() >= degree {
        value ^= generator << (31 - value.leading_zeros() - degree);
    }
    value
}

/// The codewords' polynomial at `x` (highest power first).
fn eval(codewords: &[u8], x: u8) -> u8 {
    codewords.iter().fold(0, |acc, &c| mul(acc, x) ^ c)
}

/// The bytes a code carries.
pub fn decode(qr: &Qr) -> Result<Vec<u8>, String> {
    let n = qr.size();
    let version = u8::try_from((n - 17) / 4).map_err(|e| e.to_string())?;
    // Format: around the top-left finder, bit 0 at column 8, row 0, up to bit 14 at column 0,
    // row 8 (the timing line's modules skipped).
    let first = [(8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 7), (8, 8), (7, 8), (5, 8), (4, 8), (3, 8), (2, 8), (1, 8), (0, 8)];
    let format = first.iter().enumerate().fold(0u32, |acc, (i, &(x, y))| acc | u32::from(qr.dark(x, y)) << i);
    let format = format ^ 0x5412;
    if poly_mod(format, 0x537) != 0 {
        return Err(format!("format bits {format:015b} fail their check"));
    }
    let level = match format >> 13 {
        0b01 => Level::L,
        0b00 => Level::M,
        other => return Err(format!("level {other:02b} is not L or M")),
    };
    let mask_no = (format >> 10 & 7) as u8;
    let function = Grid::new(version);
    // Reading order: the columns right to left without column 6, in pairs, up then down.
    let columns: Vec<usize> = (0..n).rev().filter(|&c| c != 6).collect();
    let mut bits = Vec::new();
    for (k, pair) in columns.chunks(2).enumerate() {
        for step in 0..n {
            let y = if k % 2 == 0 { n - 1 - step } else { step };
            for &x in pair {
                if !function.is_fixed(x, y) {
                    bits.push(qr.dark(x, y) ^ mask::flips(mask_no, x, y));
                }
            }
        }
    }
    let codewords: Vec<u8> = bits.chunks_exact(8).map(|b| b.iter().fold(0, |acc, &bit| acc << 1 | u8::from(bit))).collect();
    let layout = Layout::new(version, level, codewords.len());
    // Deal the codewords back into blocks: data a round at a time (the short blocks skip the
    // last round), then the error correction.
    let short = layout.total / layout.blocks - layout.ecc;
    let long_from = layout.blocks - layout.total % layout.blocks;
    let mut blocks: Vec<Vec<u8>> = vec![Vec::new(); layout.blocks];
    let mut next = codewords.iter().copied();
    for round in 0..=short {
        for (b, block) in blocks.iter_mut().enumerate() {
            if round < short || b >= long_from {
                block.push(next.next().ok_or("too few codewords")?);
            }
        }
    }
    let data_lens: Vec<usize> = blocks.iter().map(Vec::len).collect();
    for _ in 0..layout.ecc {
        for block in &mut blocks {
            block.push(next.next().ok_or("too few codewords")?);
        }
    }
    let mut alpha = 1u8;
    for _ in 0..layout.ecc {
        if let Some(b) = blocks.iter().position(|block| eval(block, alpha) != 0) {
            return Err(format!("block {b} fails its error correction"));
        }
        alpha = mul(alpha, 2);
    }
    let data: Vec<u8> = blocks.iter().zip(&data_lens).flat_map(|(block, &len)| block[..len].to_vec()).collect();
    let bit = |i: usize| data[i / 8] >> (7 - i % 8) & 1;
    let read = |from: usize, len: usize| (from..from + len).fold(0usize, |acc, i| acc << 1 | usize::from(bit(i)));
    if read(0, 4) != 0b0100 {
        return Err("not byte mode".to_string());
    }
    let count_bits = if version < 10 { 8 } else { 16 };
    let len = read(4, count_bits);
    Ok((0..len).map(|i| read(4 + count_bits + 8 * i, 8) as u8).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A text of `len` bytes, all byte values.
    fn text(len: usize) -> Vec<u8> {
        (0..len).map(|i| (i * 37 + len) as u8).collect()
    }

    #[test]
    fn codes_of_every_version_read_back() {
        let mut versions = std::collections::BTreeSet::new();
        for len in (0..60).chain((60..2953).step_by(11)).chain([2953]) {
            let bytes = text(len);
            let qr = Qr::encode(&bytes).unwrap();
            assert_eq!(decode(&qr).as_deref(), Ok(&bytes[..]), "{len} bytes, version {}", qr.version);
            versions.insert((qr.version, qr.level));
        }
        assert_eq!(versions.iter().map(|v| v.0).collect::<std::collections::BTreeSet<_>>().len(), 40, "{versions:?}");
        assert!(versions.contains(&(40, Level::L)) && versions.contains(&(1, Level::M)));
        assert_eq!(Qr::encode(&text(2954)), Err(crate::TooLong));
    }

    #[test]
    fn an_invitation_link_fits_a_version_a_phone_reads_easily() {
        let link = format!("https://damas.example.org/#live=1.3f9a0c7e12d4b6a8.brazilian.3+2.w.9c1e4f2a7b3d5e60.{}&ice=none", "x".repeat(120));
        let qr = Qr::encode(link.as_bytes()).unwrap();
        assert_eq!(decode(&qr).unwrap(), link.as_bytes());
        assert!(qr.version <= 10, "{} bytes: version {}", link.len(), qr.version);
    }

    #[test]
    fn a_damaged_module_fails_the_check() {
        let qr = Qr::encode(b"https://example.org/").unwrap();
        let mut broken = qr.clone();
        // Flip a data module (bottom right: the first codeword's first bit).
        let n = broken.size();
        broken.grid.dark[(n - 1) * n + n - 1] ^= true;
        assert!(decode(&broken).is_err());
    }

    #[test]
    fn the_path_draws_runs_of_dark_modules() {
        let qr = Qr::encode(b"a").unwrap();
        let d = qr.path(4);
        // Row 0 starts with the finder's seven dark modules, four in from the edge.
        assert!(d.starts_with("M4 4h7v1h-7z"), "{d}");
        let drawn: usize = d.split('h').skip(1).step_by(2).map(|w| w.split('v').next().unwrap().parse::<usize>().unwrap()).sum();
        let dark = (0..qr.size()).flat_map(|y| (0..qr.size()).map(move |x| (x, y))).filter(|&(x, y)| qr.dark(x, y)).count();
        assert_eq!(drawn, dark);
    }
}
