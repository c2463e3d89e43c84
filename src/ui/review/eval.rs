//! An evaluation as the page shows it: from White's side, in men or as a win in so many moves.
//! Apart from `ai`'s page logic; the words say a win (`text::ai_text::wins_in`), this says which.

use crate::ui::prefs::Lang;
use crate::ui::text::ai_text::wins_in;
use damas_ai::plies_to_end;
use damas_engine::Color;

/// An evaluation from White's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Hundredths of a man (positive: White is better).
    Men(i32),
    /// `side` wins in `moves` of its own moves.
    Win {
        /// The winner.
        side: Color,
        /// The winner's moves to the end (0: the game is over).
        moves: u32,
    },
}

impl Eval {
    /// The evaluation of a worker score (for the side to move, `turn`).
    #[must_use]
    pub fn from_score(score: i32, turn: Color) -> Eval {
        match plies_to_end(score) {
            Some(p) => {
                let mover_wins = p >= 0;
                let side = if mover_wins { turn } else { !turn };
                Eval::Win { side, moves: p.unsigned_abs().div_ceil(2) }
            }
            None => Eval::Men(if turn == Color::White { score } else { -score }),
        }
    }

    /// White's share of the evaluation bar, 0 to 1: White's expected result on the game's
    /// fitted curve (`damas_ai::expectation`), as the review's graph draws it.
    #[must_use]
    pub fn white_share(self, curve: damas_ai::expectation::Curve) -> f64 {
        match self {
            Eval::Men(cp) => curve.expected(damas_ai::Score(cp.clamp(-damas_ai::WIN_BOUND, damas_ai::WIN_BOUND))),
            Eval::Win { side: Color::White, .. } => 1.0,
            Eval::Win { side: Color::Black, .. } => 0.0,
        }
    }

    /// The evaluation as the analysis panel shows it in `lang`: `+0.35`, or `White wins in 3`.
    #[must_use]
    pub fn words(self, lang: Lang) -> String {
        match self {
            Eval::Men(_) => self.men_text().unwrap_or_default(),
            Eval::Win { side, moves } => wins_in(lang, side, moves),
        }
    }

    /// The score in men, signed (`+0.35`, `-1.20`, `0.00`); wins are worded by [`Eval::words`].
    #[must_use]
    pub fn men_text(self) -> Option<String> {
        match self {
            Eval::Men(0) => Some("0.00".into()),
            // Whole hundredths: integer text, no float formatting in the page.
            Eval::Men(cp) => {
                let sign = if cp < 0 { '-' } else { '+' };
                let abs = cp.unsigned_abs();
                Some(format!("{sign}{}.{:02}", abs / 100, abs % 100))
            }
            Eval::Win { .. } => None,
        }
    }
}
