//! The words of ballot openings in English (the openings' own names stay in their published
//! language).

use crate::ui::text::keys::BallotText;

/// The phrase `key`.
pub const fn ballot_text(key: BallotText) -> &'static str {
    match key {
        BallotText::Start => "Start",
        BallotText::Initial => "Initial position",
        BallotText::Random => "Random ballot opening",
        BallotText::Opening => "Opening",
        BallotText::Named => "Named openings",
    }
}
