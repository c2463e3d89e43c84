//! The words of ballot openings (the start choice of the new-game form and the header's line), in
//! their own table so the main text tables stay untouched. The openings' names are not here: they
//! stay in their published language (see [`crate::ballot`]).

use super::prefs::Lang;

/// A phrase about ballot openings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BallotText {
    /// The label of the start choice.
    Start,
    /// The start from the initial position.
    Initial,
    /// A ballot opening drawn by lot.
    Random,
    /// What the header line names: the opening the game started from.
    Opening,
}

/// `t` in `lang` (English for a language without its own words yet).
#[must_use]
pub fn ballot_text(lang: Lang, t: BallotText) -> &'static str {
    #[allow(unreachable_patterns)] // a language added later reads English until it has words
    match (lang, t) {
        (Lang::Pt, BallotText::Start) => "Início",
        (Lang::Pt, BallotText::Initial) => "Posição inicial",
        (Lang::Pt, BallotText::Random) => "Abertura sorteada",
        (Lang::Pt, BallotText::Opening) => "Abertura",
        (_, BallotText::Start) => "Start",
        (_, BallotText::Initial) => "Initial position",
        (_, BallotText::Random) => "Random ballot opening",
        (_, BallotText::Opening) => "Opening",
    }
}
