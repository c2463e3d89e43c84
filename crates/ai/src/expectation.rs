//! What a score means for the result: the side to move's expected result (a win 1, a draw ½, a
//! loss 0) as a logistic curve of its score, `1 / (1 + e^(−score / scale))`, with the scale
//! fitted on the engine's own games. Game review judges a move by how much it lowers this
//! (a pawn-count difference means more in a level game than in a won one), and the evaluation
//! bar draws it.
//!
//! The fit (`cargo run --release -p damas-ai --example fit_curve`) plays seeded self-play games
//! from the fixed opening set, keeps the searching side's score at every move with the result
//! that side got in the end, and picks the scale with the least log loss ([`fit_scale`]);
//! `crates/ai/README.md` has the figures. Won and lost scores (a distance to the end) are 1 and 0.

use crate::score::Score;
use damas_engine::Variant;

/// The curve's scale for `variant`, in hundredths of a man: a side this far ahead expects about
/// 0.73 of a point. Fitted per variant where the engine's games were played; the others share
/// Brazilian's (the same men and kings on 64 squares).
#[must_use]
pub const fn scale(variant: Variant) -> f64 {
    match variant {
        Variant::Russian => RUSSIAN_SCALE,
        _ => BRAZILIAN_SCALE,
    }
}

/// Fitted on 200 Brazilian self-play games (see the module doc).
pub const BRAZILIAN_SCALE: f64 = 150.0;
/// Fitted on 200 Russian self-play games.
pub const RUSSIAN_SCALE: f64 = 150.0;

/// The expected result of the side to move at `score`, 0 to 1, on a curve of `scale`.
#[must_use]
pub fn expected(score: Score, scale: f64) -> f64 {
    if score > Score::WIN_BOUND {
        1.0
    } else if score < -Score::WIN_BOUND {
        0.0
    } else {
        logistic(f64::from(score.0), scale)
    }
}

fn logistic(x: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-x / scale).exp())
}

/// Mean log loss of the curve of `scale` on `samples` (score, result 0 / ½ / 1), the measure
/// [`fit_scale`] minimises. Decided scores are left out: they say nothing about the scale.
#[must_use]
pub fn log_loss(samples: &[(i32, f64)], scale: f64) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for &(score, result) in samples {
        if Score(score).is_decisive() {
            continue;
        }
        let p = logistic(f64::from(score), scale).clamp(1e-12, 1.0 - 1e-12);
        sum -= result * p.ln() + (1.0 - result) * (1.0 - p).ln();
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

/// The scale, between 10 and 5,000 hundredths of a man, with the least [`log_loss`] on
/// `samples`. The loss is convex in `1 / scale` (a one-weight logistic regression through the
/// origin), so a golden-section search on that weight finds the one minimum.
#[must_use]
pub fn fit_scale(samples: &[(i32, f64)]) -> f64 {
    let loss = |w: f64| log_loss(samples, 1.0 / w);
    let (mut lo, mut hi) = (1.0 / 5000.0, 1.0 / 10.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut fa, mut fb) = (loss(a), loss(b));
    for _ in 0..80 {
        if fa <= fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - ratio * (hi - lo);
            fa = loss(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + ratio * (hi - lo);
            fb = loss(b);
        }
    }
    2.0 / (lo + hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_even_at_zero_monotone_and_certain_at_the_end() {
        let s = scale(Variant::Brazilian);
        assert!((expected(Score(0), s) - 0.5).abs() < 1e-12);
        let mut last = 0.0;
        for cp in (-2000..=2000).step_by(50) {
            let e = expected(Score(cp), s);
            assert!(e > last && e < 1.0, "{cp}: {e}");
            assert!((e + expected(Score(-cp), s) - 1.0).abs() < 1e-12, "symmetric");
            last = e;
        }
        assert_eq!(expected(Score(Score::WIN.0 - 7), s), 1.0);
        assert_eq!(expected(Score(8 - Score::WIN.0), s), 0.0);
    }

    #[test]
    fn the_fit_finds_the_scale_the_results_were_drawn_from() {
        // Results drawn from a known curve (a deterministic low-discrepancy sequence instead of
        // random numbers): win when u < p, else loss, plus a band of draws around level scores.
        for true_scale in [80.0, 150.0, 400.0] {
            let mut samples = Vec::new();
            let mut u = 0.5f64;
            for i in 0..20_000 {
                let score = (i % 801) - 400;
                u = (u + 0.618_033_988_749_895) % 1.0;
                let p = logistic(f64::from(score), true_scale);
                samples.push((score, if u < p { 1.0 } else { 0.0 }));
            }
            samples.push((Score::WIN.0 - 3, 0.0)); // decided scores are ignored
            let fitted = fit_scale(&samples);
            assert!((fitted / true_scale - 1.0).abs() < 0.08, "true {true_scale}, fitted {fitted}");
            assert!(log_loss(&samples, fitted) <= log_loss(&samples, true_scale) + 1e-9);
        }
        assert!(fit_scale(&[]).is_finite());
    }
}
