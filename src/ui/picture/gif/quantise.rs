//! A frame's colours as at most 256 (a GIF's colour table): every colour when there are few
//! enough, otherwise the most frequent ones, each other colour drawn as its nearest. The board's
//! own colours (its squares, the pieces' faces) are by far the most frequent, so they stay
//! exact; only the blends at the pieces' edges may shift. Deterministic. Pure and native.

use std::collections::HashMap;

/// Most colours a table holds.
pub const MAX_COLOURS: usize = 256;

/// A colour table and each pixel's index in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Indexed {
    /// The colours, `0xRRGGBB`, most frequent first.
    pub table: Vec<u32>,
    /// Each pixel's colour, as its index in `table`.
    pub indices: Vec<u8>,
}

fn distance(a: u32, b: u32) -> u32 {
    let d = |shift: u32| ((a >> shift) & 0xff).abs_diff((b >> shift) & 0xff);
    // Green counts most to the eye, blue least.
    3 * d(16).pow(2) + 4 * d(8).pow(2) + 2 * d(0).pow(2)
}

/// The pixels `pixels` (`0xRRGGBB`) with a table of at most [`MAX_COLOURS`].
#[must_use]
pub fn quantise(pixels: &[u32]) -> Indexed {
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for &p in pixels {
        *counts.entry(p).or_insert(0) += 1;
    }
    let mut by_count: Vec<(u32, u32)> = counts.into_iter().collect();
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let table: Vec<u32> = by_count.iter().take(MAX_COLOURS).map(|&(c, _)| c).collect();
    let mut index: HashMap<u32, u8> = table.iter().enumerate().map(|(i, &c)| (c, i as u8)).collect();
    for &(c, _) in by_count.iter().skip(MAX_COLOURS) {
        let nearest = table.iter().enumerate().min_by_key(|&(_, &t)| distance(c, t)).map_or(0, |(i, _)| i as u8);
        index.insert(c, nearest);
    }
    let indices = pixels.iter().map(|p| index[p]).collect();
    Indexed { table, indices }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_colours_stay_exact() {
        let pixels = [0x112233, 0xffffff, 0x112233, 0x112233, 0];
        let q = quantise(&pixels);
        assert_eq!(q.table, vec![0x112233, 0, 0xffffff]);
        assert_eq!(q.indices, vec![0, 2, 0, 0, 1]);
        assert_eq!(quantise(&[]).table, Vec::<u32>::new());
    }

    #[test]
    fn many_colours_keep_the_frequent_and_map_the_rest_to_the_nearest() {
        let mut pixels: Vec<u32> = (0..256u32).flat_map(|i| std::iter::repeat(i << 8).take(3)).collect();
        pixels.extend([0x00_01_00 | 1, 0x00_ff_00 + 1, 0xff0000]);
        let q = quantise(&pixels);
        assert_eq!(q.table.len(), 256);
        let colour = |i: usize| q.table[q.indices[i] as usize];
        assert_eq!(colour(0), 0, "exact");
        assert_eq!(colour(768), 0x000100, "the nearest green");
        assert_eq!(colour(769), 0x00ff00);
        assert!(pixels.iter().zip(&q.indices).take(768).all(|(p, &i)| q.table[i as usize] == *p));
    }
}
