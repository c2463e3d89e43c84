//! The match tools' statistics: a mean score with its 95 % interval, and the Elo difference it
//! stands for. One copy for the strength arena, `examples/match.rs` and `split_by_opening`.

/// The mean of `xs` and the half width of its 95 % interval (normal, sample variance).
#[must_use]
pub fn mean_and_half_width(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// The Elo difference of a mean score, signed, as text (`-inf` and `+inf` at 0 and 1, which
/// have no finite difference).
#[must_use]
pub fn elo_text(score: f64) -> String {
    if score <= 0.0 {
        "-inf".into()
    } else if score >= 1.0 {
        "+inf".into()
    } else {
        // (+ 0.0 turns a negative zero into zero, which prints "+0".)
        format!("{:+.0}", -400.0 * (1.0 / score - 1.0).log10() + 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_elo_with_their_interval() {
        assert_eq!((elo_text(0.5), elo_text(0.75), elo_text(0.25)), ("+0".into(), "+191".into(), "-191".into()));
        assert_eq!((elo_text(0.0), elo_text(1.0)), ("-inf".into(), "+inf".into()));
        let (mean, half) = mean_and_half_width(&[1.0, 0.0, 1.0, 0.0]);
        assert_eq!(mean, 0.5);
        // Sample variance 1/3 over 4 games: 1.96 * sqrt(1/12).
        assert!((half - 1.96 * (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
    }
}
