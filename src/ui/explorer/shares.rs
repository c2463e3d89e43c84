//! What the explorer shows of its numbers: each result's share of a move's games in whole
//! percent (adding up to 100), and a book move's evaluation from White's side, as the review's
//! graph shows it. Pure.

use damas_ai::book::BookScore;

/// Whole-percent shares of `parts` adding up to 100 (largest remainders get the odd points), or
/// all zero when there is nothing to share.
#[must_use]
pub fn shares<const N: usize>(parts: [u32; N]) -> [u32; N] {
    let whole: u64 = parts.iter().map(|&p| u64::from(p)).sum();
    let mut out = [0u32; N];
    if whole == 0 {
        return out;
    }
    let mut rest = [(0u64, 0usize); N];
    for (i, &p) in parts.iter().enumerate() {
        let scaled = u64::from(p) * 100;
        out[i] = (scaled / whole) as u32;
        rest[i] = (scaled % whole, i);
    }
    let given: u32 = out.iter().sum();
    rest.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for &(_, i) in rest.iter().take(100u32.saturating_sub(given) as usize) {
        out[i] += 1;
    }
    out
}

/// A book move's evaluation as the explorer writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// In men from White's side: `+0.35`, `−1.20`, `0.00`.
    Men(String),
    /// The search found a win for White.
    WhiteWins,
    /// The search found a win for Black.
    BlackWins,
}

/// `score` (the book's: for the side to move, `white_to_move` or not) from White's side.
#[must_use]
pub fn evaluation(score: BookScore, white_to_move: bool) -> Evaluation {
    let for_white = |mover_wins: bool| if mover_wins == white_to_move { Evaluation::WhiteWins } else { Evaluation::BlackWins };
    match score {
        BookScore::Win(_) => for_white(true),
        BookScore::Loss(_) => for_white(false),
        BookScore::Men(hundredths) => {
            let white = if white_to_move { i64::from(hundredths) } else { -i64::from(hundredths) };
            let sign = match white {
                0 => "",
                w if w > 0 => "+",
                _ => "\u{2212}",
            };
            let a = white.unsigned_abs();
            Evaluation::Men(format!("{sign}{}.{:02}", a / 100, a % 100))
        }
    }
}

/// `score` from White's side in hundredths of a man, for markup (`data-eval`): a win is ±10,000.
#[must_use]
pub fn white_hundredths(score: BookScore, white_to_move: bool) -> i32 {
    let mover = match score {
        BookScore::Men(h) => h.clamp(-9_999, 9_999),
        BookScore::Win(_) => 10_000,
        BookScore::Loss(_) => -10_000,
    };
    if white_to_move { mover } else { -mover }
}
