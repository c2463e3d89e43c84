//! Fitting the evaluation's weights to games (the "Texel" method): each position of the engine's
//! own games, labelled with the result its side to move got, should be predicted by
//! `σ(evaluation / scale)`; the weights that predict the results best (least log loss) are found
//! by Newton's method, which the evaluation being linear in its weights ([`crate::eval::terms`])
//! makes exact and quick. `crates/ai/examples/fit_eval.rs` is the whole pipeline, seeded.

use crate::eval::{Term, Weights};

/// How many terms the evaluation has.
const TERMS: usize = Term::ALL.len();

/// One labelled position: its terms ([`crate::eval::Terms`]) and the result its side to move got
/// (1 a win, ½ a draw, 0 a loss).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The terms, in [`Term::ALL`]'s order.
    pub terms: [f64; TERMS],
    /// The result for the side to move.
    pub result: f64,
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn dot(w: &[f64; TERMS], x: &[f64; TERMS]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

fn as_array(w: &Weights) -> [f64; TERMS] {
    Term::ALL.map(|t| f64::from(w.get(t)))
}

/// Mean log loss of `weights` on `samples` with the logistic of `scale`.
#[must_use]
pub fn loss(samples: &[Sample], weights: &Weights, scale: f64) -> f64 {
    let w = as_array(weights);
    let n = samples.len().max(1) as f64;
    samples
        .iter()
        .map(|s| {
            let p = sigmoid(dot(&w, &s.terms) / scale).clamp(1e-12, 1.0 - 1e-12);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / n
}

/// The logistic scale that fits `weights` best (between 10 and 2,000), by golden-section search:
/// the unit in which the evaluation is read as an expected result.
#[must_use]
pub fn fit_scale(samples: &[Sample], weights: &Weights) -> f64 {
    golden_log(|k| loss(samples, weights, k), 10.0, 2000.0)
}

/// The argument in `[lo, hi]` where `f` (taken to have one minimum there) is least, by
/// golden-section search on a log scale: scales of a logistic span orders of magnitude.
#[must_use]
pub fn golden_log(f: impl Fn(f64) -> f64, lo: f64, hi: f64) -> f64 {
    let (mut lo, mut hi) = (lo.ln(), hi.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if f(a.exp()) <= f(b.exp()) {
            hi = b;
        } else {
            lo = a;
        }
    }
    ((lo + hi) / 2.0).exp()
}

/// The weights with the least log loss at `scale`, starting from `start`, with the terms of
/// `fixed` kept (the man's value fixes the unit) and a ridge of strength `ridge` pulling each
/// weight toward its start (rare terms are not driven by a handful of games). Newton steps, each
/// solving the 12-by-12 system; the result is rounded to whole hundredths of a man.
#[must_use]
pub fn fit_weights(samples: &[Sample], start: &Weights, scale: f64, fixed: &[Term], ridge: f64) -> Weights {
    let w0 = as_array(start);
    let mut w = w0;
    let free: Vec<usize> = Term::ALL.iter().enumerate().filter(|(_, t)| !fixed.contains(t)).map(|(i, _)| i).collect();
    let n = samples.len().max(1) as f64;
    for _ in 0..25 {
        let k = free.len();
        let mut grad = vec![0.0; k];
        let mut hess = vec![vec![0.0; k]; k];
        for s in samples {
            let p = sigmoid(dot(&w, &s.terms) / scale);
            let (g, h) = ((p - s.result) / scale, p * (1.0 - p) / (scale * scale));
            for (a, &i) in free.iter().enumerate() {
                grad[a] += g * s.terms[i] / n;
                for (b, &j) in free.iter().enumerate() {
                    hess[a][b] += h * s.terms[i] * s.terms[j] / n;
                }
            }
        }
        for (a, &i) in free.iter().enumerate() {
            grad[a] += ridge * (w[i] - w0[i]);
            hess[a][a] += ridge;
        }
        let Some(step) = solve(hess, grad) else { break };
        let mut largest = 0f64;
        for (a, &i) in free.iter().enumerate() {
            w[i] -= step[a];
            largest = largest.max(step[a].abs());
        }
        if largest < 1e-3 {
            break;
        }
    }
    let mut out = *start;
    for (t, v) in Term::ALL.iter().zip(w) {
        if let Some(name) = Weights::NAMES.get(*t as usize) {
            if let Some(field) = out.field_mut(name) {
                *field = v.round() as i32;
            }
        }
    }
    out
}

/// `a x = b` by Gaussian elimination with partial pivoting; `None` when `a` is singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-15 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, rest) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (k, row) in rest.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= f * p;
            }
            b[col + 1 + k] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}

/// The weights as the data file writes them: one `name value` line each.
#[must_use]
pub fn to_text(w: &Weights) -> String {
    Term::ALL.iter().zip(Weights::NAMES).map(|(t, name)| format!("{name} {}\n", w.get(*t))).collect()
}

/// Weights read from `text` (`name value` lines; `#` starts a comment) over `base`; `None` when
/// a line names no weight or holds no number.
#[must_use]
pub fn from_text(text: &str, base: &Weights) -> Option<Weights> {
    let mut w = *base;
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (name, value) = line.split_once(char::is_whitespace)?;
        *w.field_mut(name)? = value.trim().parse().ok()?;
    }
    Some(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn newton_recovers_the_weights_the_results_were_drawn_from() {
        // Results drawn (deterministically) from known weights on varied terms.
        let truth = Weights { king: 250, centre: 12, mobility: 6, ..Weights::for_variant(Variant::Brazilian) };
        let tw = as_array(&truth);
        let mut samples = Vec::new();
        let mut u = 0.3f64;
        let mut seed = 12345u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) % 9) as f64 - 4.0
        };
        for _ in 0..6000 {
            let mut terms = [0.0; TERMS];
            for x in &mut terms {
                *x = next() / 2.0;
            }
            terms[Term::Tempo as usize] = 1.0;
            u = (u + 0.618_033_988_749_895) % 1.0;
            let p = sigmoid(dot(&tw, &terms) / 120.0);
            samples.push(Sample { terms, result: if u < p { 1.0 } else { 0.0 } });
        }
        let start = Weights::for_variant(Variant::Brazilian);
        let fitted = fit_weights(&samples, &start, 120.0, &[Term::Man], 0.0);
        assert_eq!(fitted.man, start.man, "a fixed term stays");
        assert!((fitted.king - 250).abs() <= 40, "{fitted:?}");
        assert!(loss(&samples, &fitted, 120.0) < loss(&samples, &start, 120.0));
        let s = fit_scale(&samples, &truth);
        assert!((s / 120.0 - 1.0).abs() < 0.25, "{s}");
    }

    #[test]
    fn weights_read_back_as_written_and_junk_is_refused() {
        let w = Weights { king: 287, trade: -3, ..Weights::for_variant(Variant::Russian) };
        let base = Weights::for_variant(Variant::Russian);
        assert_eq!(from_text(&to_text(&w), &base), Some(w));
        assert_eq!(from_text("# fitted\nking 301 # comment\n\n", &base), Some(Weights { king: 301, ..base }));
        assert_eq!(from_text("queen 900", &base), None);
        assert_eq!(from_text("king x", &base), None);
        assert_eq!(from_text("king", &base), None);
    }
}
