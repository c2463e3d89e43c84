//! The words of ballot openings in Spanish (the openings' own names stay in their published
//! language).

use crate::ui::text::keys::BallotText;

/// The phrase `key`.
pub const fn ballot_text(key: BallotText) -> &'static str {
    match key {
        BallotText::Start => "Inicio",
        BallotText::Initial => "Posición inicial",
        BallotText::Random => "Apertura por sorteo",
        BallotText::Opening => "Apertura",
        BallotText::Named => "Aperturas con nombre",
    }
}
