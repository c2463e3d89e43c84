//! The eight data masks and the standard's penalty rules (ISO/IEC 18004, 7.8.3), by which the
//! encoder picks the mask that leaves the fewest look-alikes of finders, long runs and blocks.

use crate::grid::Grid;

/// Whether mask `mask` (0 to 7) flips the module at column `x`, row `y`.
#[must_use]
pub fn flips(mask: u8, x: usize, y: usize) -> bool {
    let (i, j) = (y, x);
    match mask {
        0 => (i + j) % 2 == 0,
        1 => i % 2 == 0,
        2 => j % 3 == 0,
        3 => (i + j) % 3 == 0,
        4 => (i / 2 + j / 3) % 2 == 0,
        5 => (i * j) % 2 + (i * j) % 3 == 0,
        6 => ((i * j) % 2 + (i * j) % 3) % 2 == 0,
        _ => ((i + j) % 2 + (i * j) % 3) % 2 == 0,
    }
}

/// The penalty of a finished symbol (lower reads better): runs of five or more alike in a row
/// or column (3, plus 1 per module past five), each 2 × 2 block alike (3), each
/// dark-light-dark-dark-dark-light-dark with four light modules on one side (40; outside the
/// symbol counts as light), and 10 per 5 % the dark share strays from half.
#[must_use]
pub fn penalty(g: &Grid) -> u32 {
    let n = g.size;
    let mut score = 0;
    for line in 0..n {
        score += line_penalty((0..n).map(|x| g.at(x, line)));
        score += line_penalty((0..n).map(|y| g.at(line, y)));
    }
    for y in 0..n - 1 {
        for x in 0..n - 1 {
            let c = g.at(x, y);
            if g.at(x + 1, y) == c && g.at(x, y + 1) == c && g.at(x + 1, y + 1) == c {
                score += 3;
            }
        }
    }
    let dark = g.dark.iter().filter(|d| **d).count();
    let total = n * n;
    score + 10 * ((dark * 20).abs_diff(total * 10) / total) as u32
}

/// The runs and finder look-alikes of one row or column.
fn line_penalty(modules: impl Iterator<Item = bool>) -> u32 {
    const FINDER: [bool; 7] = [true, false, true, true, true, false, true];
    let padded: Vec<bool> = [false; 4].into_iter().chain(modules).chain([false; 4]).collect();
    let mut score = 0;
    let mut run = 0;
    let mut last = None;
    for &m in &padded[4..padded.len() - 4] {
        if Some(m) == last {
            run += 1;
        } else {
            run = 1;
            last = Some(m);
        }
        if run == 5 {
            score += 3;
        } else if run > 5 {
            score += 1;
        }
    }
    for w in padded.windows(11) {
        let light = |s: &[bool]| s.iter().all(|m| !m);
        if (w[..7] == FINDER && light(&w[7..])) || (light(&w[..4]) && w[4..] == FINDER) {
            score += 40;
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_follow_their_formulas() {
        // Row 0, columns 0 to 5, for each mask.
        let row = |m: u8| (0..6).map(|x| if flips(m, x, 0) { '1' } else { '0' }).collect::<String>();
        assert_eq!(row(0), "101010");
        assert_eq!(row(1), "111111");
        assert_eq!(row(2), "100100");
        assert_eq!(row(3), "100100");
        assert_eq!(row(4), "111000");
        assert_eq!(row(5), "111111");
        assert!(!flips(5, 1, 1) && flips(6, 1, 2) == flips(6, 2, 1));
    }

    #[test]
    fn a_line_scores_runs_and_finder_look_alikes() {
        let line = |s: &str| line_penalty(s.chars().map(|c| c == '1'));
        assert_eq!(line("1010101010"), 0);
        assert_eq!(line("1111101010"), 3);
        assert_eq!(line("11111110101"), 5);
        // A finder look-alike with four light modules after it; with light on both sides (the
        // symbol's edge counts as light) it counts twice.
        assert_eq!(line("110111010000"), 40);
        assert_eq!(line("0101110100001"), 80);
        assert_eq!(line("1011101"), 80);
        assert_eq!(line("10111010000"), 40 + 40);
    }
}
