//! The labelled positions the fits share: a text file of lines `held score FEN`, `held` 1 for a
//! position of a held-out game (only measured, never fitted), `score` the search's score for the
//! side to move in hundredths of a man. `examples/fit_patterns.rs` writes them beside its samples;
//! `examples/relabel.rs` searches them again deeper; `examples/fit_net.rs` and
//! `examples/study_phases.rs` fit on them.

use damas_engine::{Position, Variant};

/// Search scores beyond this (hundredths of a man) are wins found, not evaluations: the fits
/// leave such positions out.
pub const DECISIVE: i32 = 1500;

/// One labelled position.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Labelled {
    /// Whether its game is held out.
    pub held: bool,
    /// The search's score for the side to move.
    pub score: f32,
    /// The position.
    pub pos: Position,
}

impl Labelled {
    /// The position as a line of the file (with its newline).
    #[must_use]
    pub fn line(&self) -> String {
        format!("{} {} {}\n", u8::from(self.held), self.score, self.pos.to_fen())
    }
}

/// The positions of `text` in `variant`; lines that do not read as one are skipped.
#[must_use]
pub fn read(variant: Variant, text: &str) -> Vec<Labelled> {
    text.lines()
        .filter_map(|line| {
            let mut parts = line.splitn(3, ' ');
            let (held, score, fen) = (parts.next()?, parts.next()?, parts.next()?);
            Some(Labelled { held: held == "1", score: score.parse().ok()?, pos: Position::from_fen(variant, fen).ok()? })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip_and_bad_lines_are_skipped() {
        let pos = Position::initial(Variant::Brazilian);
        let a = Labelled { held: true, score: -12.0, pos };
        let b = Labelled { held: false, score: 40.0, pos };
        let text = format!("{}garbage\n0 x {}\n1 5 W:W99\n{}", a.line(), pos.to_fen(), b.line());
        assert_eq!(read(Variant::Brazilian, &text), vec![a, b]);
    }
}
