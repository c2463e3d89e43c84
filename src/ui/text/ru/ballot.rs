//! The words of ballot openings in Russian (the openings' own names stay in their published
//! language).

use crate::ui::text::keys::BallotText;

/// The phrase `key`.
pub const fn ballot_text(key: BallotText) -> &'static str {
    match key {
        BallotText::Start => "Начало",
        BallotText::Initial => "Начальная позиция",
        BallotText::Random => "Дебют по жребию",
        BallotText::Opening => "Дебют",
        BallotText::Named => "Дебюты с названием",
    }
}
