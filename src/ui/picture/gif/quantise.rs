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

/// A pixel left as the frame before had it (above every `0xRRGGBB`): it gets an entry of its own,
/// the frame's transparent one.
pub const UNCHANGED: u32 = 0x0100_0000;

/// The pixels `pixels` (`0xRRGGBB`, or [`UNCHANGED`]) with a table of at most [`MAX_COLOURS`];
/// [`UNCHANGED`], when there, is always in the table and never stands for another colour.
#[must_use]
pub fn quantise(pixels: &[u32]) -> Indexed {
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for &p in pixels {
        *counts.entry(p).or_insert(0) += 1;
    }
    let mut by_count: Vec<(u32, u32)> = counts.into_iter().collect();
    // The mark first, then the most frequent colours.
    by_count.sort_unstable_by(|a, b| (b.0 == UNCHANGED).cmp(&(a.0 == UNCHANGED)).then(b.1.cmp(&a.1)).then(a.0.cmp(&b.0)));
    let table: Vec<u32> = by_count.iter().take(MAX_COLOURS).map(|&(c, _)| c).collect();
    let mut index: HashMap<u32, u8> = table.iter().enumerate().map(|(i, &c)| (c, i as u8)).collect();
    for &(c, _) in by_count.iter().skip(MAX_COLOURS) {
        let nearest = table.iter().enumerate().filter(|&(_, &t)| t != UNCHANGED).min_by_key(|&(_, &t)| distance(c, t)).map_or(0, |(i, _)| i as u8);
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
        let mut pixels: Vec<u32> = (0..256u32).flat_map(|i| std::iter::repeat_n(i << 8, 3)).collect();
        pixels.extend([0x00_01_00 | 1, 0x00_ff_00 + 1, 0xff0000]);
        let q = quantise(&pixels);
        assert_eq!(q.table.len(), 256);
        let colour = |i: usize| q.table[q.indices[i] as usize];
        assert_eq!(colour(0), 0, "exact");
        assert_eq!(colour(768), 0x000100, "the nearest green");
        assert_eq!(colour(769), 0x00ff00);
        assert!(pixels.iter().zip(&q.indices).take(768).all(|(p, &i)| q.table[i as usize] == *p));
        // The unchanged mark, however rare, keeps its entry, the first.
        pixels.push(UNCHANGED);
        let q = quantise(&pixels);
        assert_eq!(q.table[0], UNCHANGED);
        assert_eq!(q.indices.last(), Some(&0));
        assert!(q.indices[..pixels.len() - 1].iter().all(|&i| i != 0), "no colour drawn as unchanged");
    }
}
