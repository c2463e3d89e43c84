//! Move ordering and late move reductions: which move the search tries first, and how much less
//! deeply it looks at the late quiet ones. Ordering only changes the speed of the search, never
//! its exact scores; reductions are verified by a re-search.

use crate::game::SearchGame;

/// Ordering value of the table's move: before everything.
const HASH_MOVE: i32 = 1 << 30;
/// Ordering value of a quiet move that crowns.
const CROWNING: i32 = 1 << 22;
/// Ordering value of the first killer (the second gets one less). Quiet moves rated at least
/// `KILLER - 1` are reduced less.
pub(crate) const KILLER: i32 = 1 << 21;

/// Fills `order` with one key per move: `score << 16 | generator index`. The table's move, then
/// captures by [`SearchGame::capture_order`], crowning moves, the two killers, then history.
pub(crate) fn order_moves<G: SearchGame>(
    pos: &G::Position,
    moves: &[G::Move],
    tt_move: Option<usize>,
    killers: [Option<G::Move>; 2],
    history: &[i32],
    order: &mut Vec<i64>,
) {
    order.clear();
    let capture = G::is_capture(&moves[0]);
    for (i, mv) in moves.iter().enumerate() {
        let s = if Some(i) == tt_move {
            HASH_MOVE
        } else if capture {
            G::capture_order(pos, mv)
        } else if G::crowns(mv) {
            CROWNING
        } else if Some(*mv) == killers[0] {
            KILLER
        } else if Some(*mv) == killers[1] {
            KILLER - 1
        } else {
            history[G::history_index(pos, mv)]
        };
        order.push((i64::from(s) << 16) | i as i64);
    }
}

/// Brings the best remaining key to slot `n` (a selection sort, done lazily since most nodes cut
/// after a move or two) and returns its generator index and ordering score. The moves stay in
/// generator order, so the index stored in the table names the same move next time.
#[inline(always)]
pub(crate) fn pick(order: &mut [i64], n: usize) -> (usize, i32) {
    let mut best = n;
    for j in n + 1..order.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    order.swap(n, best);
    ((order[n] & 0xFFFF) as usize, (order[n] >> 16) as i32)
}

/// The late move reduction at `depth` for the `searched`-th move: about 1.25 ln(depth) ln(n)
/// (larger than the usual half: +27 Elo node-limited and +16 at 50 ms a move, Brazilian;
/// `results/tuning.txt`).
#[inline(always)]
pub(crate) fn lmr(depth: i32, searched: usize) -> i32 {
    i32::from(LMR[depth.clamp(0, 63) as usize][searched.min(63)])
}

/// `0.4 + LMR_FACTOR ln(d) ln(n)`, rounded down, for d, n < 64 (ln by a short series, in const).
static LMR: [[u8; 64]; 64] = lmr_table();

/// The reductions' size: plies per ln(depth) ln(n).
pub(crate) const LMR_FACTOR: f64 = 1.25;

const fn ln(x: usize) -> f64 {
    // ln(x) = 2 atanh((x - 1) / (x + 1)), a fast-converging series for x >= 1.
    if x <= 1 {
        return 0.0;
    }
    let y = (x as f64 - 1.0) / (x as f64 + 1.0);
    let y2 = y * y;
    let mut term = y;
    let mut sum = 0.0;
    let mut k = 1;
    while k < 200 {
        sum += term / k as f64;
        term *= y2;
        k += 2;
    }
    2.0 * sum
}

const fn lmr_table() -> [[u8; 64]; 64] {
    let mut t = [[0u8; 64]; 64];
    let mut d = 1;
    while d < 64 {
        let mut n = 1;
        while n < 64 {
            t[d][n] = (0.4 + LMR_FACTOR * ln(d) * ln(n)) as u8;
            n += 1;
        }
        d += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lmr_table_matches_the_formula() {
        for d in 1..64 {
            for n in 1..64 {
                let want = (0.4 + LMR_FACTOR * (d as f64).ln() * (n as f64).ln()) as i32;
                let got = lmr(d, n as usize);
                assert!((want - got).abs() <= 1 && (d > 40 || want == got), "{d} {n}: {want} {got}");
            }
        }
    }

    #[test]
    fn picks_by_score_then_keeps_generator_indices() {
        let mut order = vec![5 << 16, (9 << 16) | 1, (9 << 16) | 2, (1 << 16) | 3];
        let picked: Vec<(usize, i32)> = (0..4).map(|n| pick(&mut order, n)).collect();
        // Equal scores: the later generator index wins (it is the larger key), as before.
        assert_eq!(picked, vec![(2, 9), (1, 9), (0, 5), (3, 1)]);
    }
}
