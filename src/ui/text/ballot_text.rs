//! The words of ballot openings (the start choice of the new-game form and the header's line), in
//! English, Portuguese and Russian. The openings' names are not here: they
//! stay in their published language (see [`crate::ballot`]).

use crate::ui::prefs::Lang;

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
    /// The group of the start choice that holds the openings with names.
    Named,
}

/// `t` in `lang`.
#[must_use]
pub const fn ballot_text(lang: Lang, t: BallotText) -> &'static str {
    match (lang, t) {
        (Lang::En, BallotText::Start) => "Start",
        (Lang::Pt, BallotText::Start) => "Início",
        (Lang::Ru, BallotText::Start) => "Начало",
        (Lang::En, BallotText::Initial) => "Initial position",
        (Lang::Pt, BallotText::Initial) => "Posição inicial",
        (Lang::Ru, BallotText::Initial) => "Начальная позиция",
        (Lang::En, BallotText::Random) => "Random ballot opening",
        (Lang::Pt, BallotText::Random) => "Abertura sorteada",
        (Lang::Ru, BallotText::Random) => "Дебют по жребию",
        (Lang::En, BallotText::Opening) => "Opening",
        (Lang::Pt, BallotText::Opening) => "Abertura",
        (Lang::Ru, BallotText::Opening) => "Дебют",
        (Lang::En, BallotText::Named) => "Named openings",
        (Lang::Pt, BallotText::Named) => "Aberturas com nome",
        (Lang::Ru, BallotText::Named) => "Дебюты с названием",
    }
}
