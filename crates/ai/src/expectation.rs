//! What a score means for the result: the side to move's expected result (a win 1, a draw ½, a
//! loss 0) as a logistic curve of its score between a floor and a ceiling ([`Curve`]), fitted on
//! the engine's own games. Game review judges a move by how much it lowers this
//! (a pawn-count difference means more in a level game than in a won one), and the evaluation
//! bar draws it.
//!
//! The fit (`cargo run --release -p damas-ai --example fit_curve`) plays seeded self-play games
//! from the fixed opening set, keeps the searching side's score at every move with the result
//! that side got in the end, and picks the curve with the least log loss ([`fit`]);
//! `crates/ai/README.md` has the figures. Won and lost scores (a distance to the end) are 1 and 0.

use crate::score::Score;
use damas_engine::Variant;

/// A score-to-result curve: `margin + (1 − 2·margin) / (1 + e^(−score / scale))`. The margin is
/// what the side behind still scores however far behind the engine's search says it is (a long
/// king ending is often held, and a count rule ends it drawn); the scale is how fast the
/// result follows the score in between.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Curve {
    /// Hundredths of a man: a side this far ahead gets about three quarters of the way from the
    /// margin to the top.
    pub scale: f64,
    /// The floor (and `1 − margin` the ceiling) of undecided scores, 0 to ½.
    pub margin: f64,
}

impl Curve {
    /// The expected result of the side to move at `score`, 0 to 1: certain once the search has
    /// found the end (a win or a loss by distance).
    #[must_use]
    pub fn expected(self, score: Score) -> f64 {
        if score > Score::WIN_BOUND {
            1.0
        } else if score < -Score::WIN_BOUND {
            0.0
        } else {
            self.undecided(f64::from(score.0))
        }
    }

    fn undecided(self, x: f64) -> f64 {
        self.margin + (1.0 - 2.0 * self.margin) / (1.0 + (-x / self.scale).exp())
    }
}

/// The curve for `variant`. Fitted per variant where the engine's games were played; the others
/// share Brazilian's (the same men and kings on 64 squares).
#[must_use]
pub const fn curve(variant: Variant) -> Curve {
    match variant {
        Variant::Russian => RUSSIAN,
        _ => BRAZILIAN,
    }
}

/// Fitted on 200 Brazilian self-play games, 14,818 positions (see the module doc): log loss
/// 0.552, against 0.581 for the plain logistic of scale 150 the evaluation bar drew before.
pub const BRAZILIAN: Curve = Curve { scale: 62.0, margin: 0.097 };
/// Fitted on 200 Russian self-play games, 14,767 positions: log loss 0.601, against 0.626 for the
/// plain logistic of scale 150. The wider margin: more of the engine's Russian games far behind
/// end drawn (three kings cannot always catch one in time for the 15-move count).
pub const RUSSIAN: Curve = Curve { scale: 55.0, margin: 0.168 };

/// Mean log loss of `curve` on `samples` (score, result 0 / ½ / 1), the measure [`fit`]
/// minimises. Decided scores are left out: they say nothing about the curve.
#[must_use]
pub fn log_loss(samples: &[(i32, f64)], curve: Curve) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for &(score, result) in samples {
        if Score(score).is_decisive() {
            continue;
        }
        let p = curve.undecided(f64::from(score)).clamp(1e-12, 1.0 - 1e-12);
        sum -= result * p.ln() + (1.0 - result) * (1.0 - p).ln();
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

/// The minimum of `f` on `[lo, hi]` by golden-section search (`f` unimodal there).
fn golden(mut lo: f64, mut hi: f64, f: impl Fn(f64) -> f64) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut fa, mut fb) = (f(a), f(b));
    for _ in 0..60 {
        if fa <= fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - ratio * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + ratio * (hi - lo);
            fb = f(b);
        }
    }
    (lo + hi) / 2.0
}

/// The curve with the least [`log_loss`] on `samples`: the scale between 10 and 5,000
/// hundredths of a man (searched on its inverse, the weight of a logistic regression), the
/// margin between 0 and 0.3, each by golden-section search, the scale's inside the margin's.
#[must_use]
pub fn fit(samples: &[(i32, f64)]) -> Curve {
    let best_scale = |margin: f64| 1.0 / golden(1.0 / 5000.0, 1.0 / 10.0, |w| log_loss(samples, Curve { scale: 1.0 / w, margin }));
    let margin = golden(0.0, 0.3, |m| log_loss(samples, Curve { scale: best_scale(m), margin: m }));
    Curve { scale: best_scale(margin), margin }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_even_at_zero_monotone_and_certain_at_the_end() {
        let c = curve(Variant::Brazilian);
        assert!((c.expected(Score(0)) - 0.5).abs() < 1e-12);
        let mut last = 0.0;
        for cp in (-2000..=2000).step_by(50) {
            let e = c.expected(Score(cp));
            assert!(e > last && e < 1.0, "{cp}: {e}");
            assert!((e + c.expected(Score(-cp)) - 1.0).abs() < 1e-12, "symmetric");
            last = e;
        }
        assert_eq!(c.expected(Score(Score::WIN.0 - 7)), 1.0);
        assert_eq!(c.expected(Score(8 - Score::WIN.0)), 0.0);
    }

    #[test]
    fn the_fit_finds_the_curve_the_results_were_drawn_from() {
        // Results drawn from a known curve (a deterministic low-discrepancy sequence instead of
        // random numbers): win when u < p, else loss.
        for truth in [Curve { scale: 80.0, margin: 0.0 }, Curve { scale: 150.0, margin: 0.1 }, Curve { scale: 400.0, margin: 0.05 }] {
            let mut samples = Vec::new();
            let mut u = 0.5f64;
            for i in 0..16_000 {
                let score = (i % 1601) - 800;
                u = (u + 0.618_033_988_749_895) % 1.0;
                samples.push((score, if u < truth.undecided(f64::from(score)) { 1.0 } else { 0.0 }));
            }
            samples.push((Score::WIN.0 - 3, 0.0)); // decided scores are ignored
            let fitted = fit(&samples);
            assert!((fitted.scale / truth.scale - 1.0).abs() < 0.1, "{truth:?}: {fitted:?}");
            assert!((fitted.margin - truth.margin).abs() < 0.02, "{truth:?}: {fitted:?}");
            assert!(log_loss(&samples, fitted) <= log_loss(&samples, truth) + 1e-9);
        }
        assert!(fit(&[]).scale.is_finite());
    }
}
