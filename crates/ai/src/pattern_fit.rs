//! Fitting the pattern weights ([`crate::pattern`]) to labelled positions: logistic regression
//! of each position's label on its windows' configurations and its material, on top of the
//! hand-set evaluation.
//!
//! A position's prediction is `σ((hand + side · scale · Σ patterns) / k)`: `hand` is the
//! hand-set evaluation for the side to move, `scale` the endgame knowledge's factor, and the sum
//! adds each window's weight for White's configuration and subtracts it for Black's, and the
//! side to move's material entry (from White's side). The material entries are fitted as two
//! parts, a share of the colours' difference (White's counts less Black's, as the windows are)
//! and what having the move adds, summed into one table at the end: the first part learns from
//! every position whoever moves, so rare counts settle sooner. Its label
//! mixes what the search found with how the game ended (`λ · σ(search / k) + (1 − λ) · result`),
//! so the table learns what a deeper search sees as well as who won. The weights start at zero,
//! a ridge pulls rare configurations back to it, and Adam's steps minimise the mean log loss over
//! all positions at once (the same answer on every machine and thread count).

use crate::pattern::{material_other_side, Patterns, CONFIGS, MATERIAL, WEIGHTS, WINDOWS};

/// Parameters the fit sets: the window weights, then the material table's two parts (the
/// colours' difference, then the side to move's extra).
pub const PARAMS: usize = WEIGHTS + 2 * MATERIAL;
/// Where the material table's side-to-move part starts.
const TO_MOVE: usize = WEIGHTS + MATERIAL;

/// One labelled position, as the fit reads it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sample {
    /// Each window's configuration in White's frame.
    pub white: [u16; WINDOWS],
    /// Each window's configuration in Black's frame (the board turned round).
    pub black: [u16; WINDOWS],
    /// The material table's entries for White's side and Black's (`pattern::material_index`).
    pub material: [u16; 2],
    /// 1 when White is to move, -1 when Black is.
    pub turn: f32,
    /// The hand-set evaluation for the side to move, in hundredths of a man.
    pub hand: f32,
    /// What the pattern sum is multiplied by for the side to move: ±1 times the endgame scale.
    pub sign: f32,
    /// The label: the expected result for the side to move, 0 to 1.
    pub target: f32,
}

/// The logistic function: a score over the scale as an expected result.
#[must_use]
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The pattern sum of `s` with `weights`, from White's side.
fn pattern_sum(s: &Sample, weights: &[f32]) -> f32 {
    let windows: f32 = (0..WINDOWS).map(|w| weights[w * CONFIGS + s.white[w] as usize] - weights[w * CONFIGS + s.black[w] as usize]).sum();
    let difference = weights[WEIGHTS + s.material[0] as usize] - weights[WEIGHTS + s.material[1] as usize];
    windows + difference + s.turn * weights[TO_MOVE + mover_entry(s)]
}

/// The side to move's material entry of `s`.
#[inline]
fn mover_entry(s: &Sample) -> usize {
    s.material[usize::from(s.turn < 0.0)] as usize
}

/// The prediction of `s`: the expected result for its side to move.
fn predict(s: &Sample, weights: &[f32], k: f32) -> f32 {
    sigmoid((s.hand + s.sign * pattern_sum(s, weights)) / k)
}

/// Mean log loss of `weights` on `samples` at logistic scale `k` (the labels' own entropy
/// included, so a perfect fit of soft labels is not zero).
#[must_use]
pub fn loss(samples: &[Sample], weights: &[f32], k: f32) -> f64 {
    let n = samples.len().max(1) as f64;
    samples
        .iter()
        .map(|s| {
            let p = f64::from(predict(s, weights, k)).clamp(1e-7, 1.0 - 1e-7);
            let t = f64::from(s.target);
            -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / n
}

/// How the weights are fitted.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct FitSettings {
    /// The logistic scale, in hundredths of a man.
    pub k: f32,
    /// Adam steps over the whole set.
    pub steps: usize,
    /// Adam's step size, in hundredths of a man.
    pub rate: f32,
    /// The ridge: log loss added per squared hundredth of a man of each weight.
    pub ridge: f32,
    /// Whether the material table learns what having the move is worth; without, it stays the
    /// colours' difference (each entry the negation of the other side's: format 2's table).
    pub side_to_move: bool,
}

/// The weights of least regularised log loss on `samples`, from zero; `on_step` hears each
/// step's number (for progress reports).
#[must_use]
pub fn fit(samples: &[Sample], settings: &FitSettings, on_step: &mut dyn FnMut(usize, &[f32])) -> Vec<f32> {
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut w = vec![0f32; PARAMS];
    let (mut m, mut v) = (vec![0f32; PARAMS], vec![0f32; PARAMS]);
    let mut grad = vec![0f32; PARAMS];
    let n = samples.len().max(1) as f32;
    for step in 1..=settings.steps {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for s in samples {
            // d loss / d pattern sum, for this position.
            let g = (predict(s, &w, settings.k) - s.target) * s.sign / (settings.k * n);
            for win in 0..WINDOWS {
                grad[win * CONFIGS + s.white[win] as usize] += g;
                grad[win * CONFIGS + s.black[win] as usize] -= g;
            }
            grad[WEIGHTS + s.material[0] as usize] += g;
            grad[WEIGHTS + s.material[1] as usize] -= g;
            if settings.side_to_move {
                grad[TO_MOVE + mover_entry(s)] += g * s.turn;
            }
        }
        let (c1, c2) = (1.0 - beta1.powi(step as i32), 1.0 - beta2.powi(step as i32));
        for i in 0..PARAMS {
            let g = grad[i] + 2.0 * settings.ridge * w[i];
            if g == 0.0 && m[i] == 0.0 {
                continue;
            }
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            w[i] -= settings.rate * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
        }
        on_step(step, &w);
    }
    w
}

/// The fitted weights as the engine's table, rounded to whole hundredths of a man (window
/// weights kept within a byte's ±127, material entries within ±30 men): each material entry is
/// its difference part less the other side's, plus its side-to-move part.
#[must_use]
pub fn to_patterns(weights: &[f32]) -> Option<Patterns> {
    if weights.len() != PARAMS {
        return None;
    }
    let (windows, parts) = weights.split_at(WEIGHTS);
    let (difference, to_move) = parts.split_at(MATERIAL);
    let material = (0..MATERIAL).map(|i| {
        let entry = difference[i] - difference[material_other_side(i)] + to_move[i];
        entry.round().clamp(-3000.0, 3000.0) as i16
    });
    Patterns::new(windows.iter().map(|w| w.round().clamp(-127.0, 127.0) as i8).collect(), material.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::{configs, material_index, rotate};

    #[test]
    fn the_fit_finds_a_pattern_the_labels_reward() {
        // Positions with few random men (so that configurations recur); the labels favour the side with a man on square bit 0 of
        // its frame (window 0's first square), by 80 hundredths.
        let mut rng = crate::rng::Xorshift::from_state(99);
        let mut next = move || rng.next_u64();
        let board = 0x7_FBFD_FEFFu64;
        let truth = |own: u64| if own & 1 != 0 { 80.0 } else { 0.0 };
        let mut samples = Vec::new();
        for _ in 0..4000 {
            let a = next() & next() & next() & board;
            let white = a & next();
            let black = a & !white & next();
            let value = truth(white) - truth(rotate(black));
            let (nw, nb) = (white.count_ones(), black.count_ones());
            samples.push(Sample {
                white: configs(white, black),
                black: configs(rotate(black), rotate(white)),
                material: [material_index(0, 0, nw, nb) as u16, material_index(0, 0, nb, nw) as u16],
                turn: 1.0,
                hand: 0.0,
                sign: 1.0,
                target: sigmoid(value / 100.0),
            });
        }
        let settings = FitSettings { k: 100.0, steps: 300, rate: 2.0, ridge: 1e-7, side_to_move: true };
        let w = fit(&samples, &settings, &mut |_, _| {});
        assert!(loss(&samples, &w, 100.0) < loss(&samples, &vec![0.0; PARAMS], 100.0) - 0.005);
        // In window 0, an own man on its first square (digit 1) scores more than an empty
        // square, alone (configurations 1 and 0) and beside an own man on the second (4 and 3);
        // the rest of the 80 is spread over the other windows each position shows.
        assert!(w[1] > w[0] + 20.0 && w[4] > w[3] + 5.0, "{} {} {} {}", w[0], w[1], w[3], w[4]);
        // The pattern's average weight is higher with the man than without.
        let mean = |with: bool| {
            let v: Vec<f32> = (0..CONFIGS).filter(|c| w[*c] != 0.0 && (c % 3 == 1) == with).map(|c| w[c]).collect();
            v.iter().sum::<f32>() / v.len() as f32
        };
        assert!(mean(true) > mean(false) + 3.0, "{} {}", mean(true), mean(false));
        let p = to_patterns(&w).unwrap();
        assert_eq!(i32::from(p.weight(0, 1)), w[1].round() as i32);
    }

    #[test]
    fn the_fit_finds_what_a_king_is_worth_against_men() {
        // No men on the board, only counts: the labels say a king is worth 150 hundredths more than
        // the hand-set evaluation (0 here) thinks, whatever the men.
        let mut samples = Vec::new();
        for i in 0..3000u32 {
            let (wk, bk, wm, bm) = (i % 3, i / 3 % 2, i / 6 % 9, i / 54 % 9);
            let value = 150.0 * (wk as f32 - bk as f32);
            samples.push(Sample {
                white: [0; WINDOWS],
                black: [0; WINDOWS],
                material: [material_index(wk, bk, wm, bm) as u16, material_index(bk, wk, bm, wm) as u16],
                turn: 1.0,
                hand: 0.0,
                sign: 1.0,
                target: sigmoid(value / 100.0),
            });
        }
        // Each entry is seen in a handful of positions: a ridge far below theirs.
        let settings = FitSettings { k: 100.0, steps: 400, rate: 5.0, ridge: 1e-10, side_to_move: true };
        let w = fit(&samples, &settings, &mut |_, _| {});
        let p = to_patterns(&w).unwrap();
        // One king against none, on any men, White to move: its entry is near 150.
        for (wm, bm) in [(0, 0), (3, 5), (8, 2)] {
            let edge = p.material(true, 1, 0, wm, bm);
            assert!((130..=170).contains(&edge), "{wm} {bm}: {edge}");
            assert!((p.material(true, 2, 1, wm, bm) - edge).abs() <= 20, "{wm} {bm}");
        }
        // Window weights stay at zero: no configuration varies.
        assert!(w[..WEIGHTS].iter().all(|x| x.abs() < 1.0));
    }

    #[test]
    fn the_fit_finds_what_having_the_move_is_worth() {
        // Kings only, each side to move in turn: the labels say the side to move is 60 hundredths
        // better off when the kings are level (and nothing else), whoever it is.
        let mut samples = Vec::new();
        for i in 0..2000u32 {
            let (wk, bk, white) = (i % 3, i / 3 % 3, i / 9 % 2 == 0);
            let (own, opp) = if white { (wk, bk) } else { (bk, wk) };
            let value = if own == opp { 60.0 } else { 0.0 };
            let side = if white { 1.0 } else { -1.0 };
            samples.push(Sample {
                white: [0; WINDOWS],
                black: [0; WINDOWS],
                material: [material_index(wk, bk, 2, 2) as u16, material_index(bk, wk, 2, 2) as u16],
                turn: side,
                hand: 0.0,
                sign: side,
                target: sigmoid(value / 100.0),
            });
        }
        let settings = FitSettings { k: 100.0, steps: 400, rate: 5.0, ridge: 1e-10, side_to_move: true };
        let w = fit(&samples, &settings, &mut |_, _| {});
        let p = to_patterns(&w).unwrap();
        for kings in 0..3 {
            // From White's side: +60 when White moves, -60 when Black does.
            let (white, black) = (p.material(true, kings, kings, 2, 2), p.material(false, kings, kings, 2, 2));
            assert!((50..=70).contains(&white) && (-70..=-50).contains(&black), "{kings} kings: {white} {black}");
        }
        // Unequal kings: nothing for the move.
        assert!(p.material(true, 2, 1, 2, 2).abs() <= 10 && p.material(false, 2, 1, 2, 2).abs() <= 10);
        assert!(to_patterns(&w[..WEIGHTS]).is_none(), "a part of the weights is not a table");
        // Without the side to move's part, the table is the colours' difference alone: level
        // material is worth nothing, whoever moves.
        let w = fit(&samples, &FitSettings { side_to_move: false, ..settings }, &mut |_, _| {});
        let p = to_patterns(&w).unwrap();
        assert!((0..3).all(|kings| p.material(true, kings, kings, 2, 2) == 0 && p.material(false, kings, kings, 2, 2) == 0));
    }
}
