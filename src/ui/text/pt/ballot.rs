//! The words of ballot openings in Brazilian Portuguese (the openings' own names stay in their
//! published language).

use crate::ui::text::keys::BallotText;

/// The phrase `key`.
pub const fn ballot_text(key: BallotText) -> &'static str {
    match key {
        BallotText::Start => "Início",
        BallotText::Initial => "Posição inicial",
        BallotText::Random => "Abertura sorteada",
        BallotText::Opening => "Abertura",
        BallotText::Named => "Aberturas com nome",
    }
}
