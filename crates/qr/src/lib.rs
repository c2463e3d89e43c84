//! A small QR code encoder: bytes (a link) in, a square of dark and light modules out, as
//! ISO/IEC 18004 writes a code in byte mode. The live page shows its invitation and reply links
//! this way, for a phone's camera. The smallest version that holds the bytes is chosen, at
//! level M when it fits there, else L; then the mask with the lowest penalty.
//!
//! [`gf`] computes the error correction, [`blocks`] the codewords, [`grid`] lays them out with
//! the function patterns, [`mask`] scores the masks.

pub mod blocks;
pub mod gf;
pub mod grid;
pub mod mask;

use blocks::{Layout, Level};
use grid::Grid;

/// A finished code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// Its version, 1 to 40 (17 + 4 × version modules a side).
    pub version: u8,
    /// Its error-correction level.
    pub level: Level,
    /// Its mask, 0 to 7.
    pub mask: u8,
    grid: Grid,
}

/// The bytes are more than the largest code holds (2,953 at level L).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong;

impl std::fmt::Display for TooLong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "too long for a QR code")
    }
}

impl std::error::Error for TooLong {}

impl Qr {
    /// The code of `bytes`.
    ///
    /// # Errors
    /// [`TooLong`] past 2,953 bytes.
    pub fn encode(bytes: &[u8]) -> Result<Qr, TooLong> {
        let (version, level, mut grid, layout) = (1..=40)
            .find_map(|version| {
                let grid = Grid::new(version);
                let total = grid.free() / 8;
                [Level::M, Level::L].into_iter().find_map(|level| {
                    let layout = Layout::new(version, level, total);
                    layout.fits(version, bytes.len()).then(|| (version, level, grid.clone(), layout))
                })
            })
            .ok_or(TooLong)?;
        let data = blocks::data_codewords(bytes, version, layout.data());
        grid.place(&blocks::interleaved(&data, &layout));
        let masked = |mask: u8| {
            let mut g = grid.clone();
            g.flip(|x, y| mask::flips(mask, x, y));
            g.format(grid::format_bits(level.bits(), u32::from(mask)));
            g
        };
        let mask = (0..8).min_by_key(|&m| mask::penalty(&masked(m))).unwrap_or(0);
        Ok(Qr { version, level, mask, grid: masked(mask) })
    }

    /// Modules a side.
    #[must_use]
    pub fn size(&self) -> usize {
        self.grid.size
    }

    /// Whether the module at column `x`, row `y` is dark.
    #[must_use]
    pub fn dark(&self, x: usize, y: usize) -> bool {
        self.grid.at(x, y)
    }

    /// An SVG path of the dark modules, one rectangle per run in a row, shifted by `border`
    /// modules (the quiet zone, four by the standard): `M5 4h3v1h-3z…`.
    #[must_use]
    pub fn path(&self, border: usize) -> String {
        let mut d = String::new();
        let n = self.size();
        for y in 0..n {
            let mut x = 0;
            while x < n {
                if self.dark(x, y) {
                    let start = x;
                    while x < n && self.dark(x, y) {
                        x += 1;
                    }
                    let len = x - start;
                    d.push_str(&format!("M{} {}h{len}v1h-{len}z", start + border, y + border));
                } else {
                    x += 1;
                }
            }
        }
        d
    }
}

#[cfg(test)]
mod decode;
