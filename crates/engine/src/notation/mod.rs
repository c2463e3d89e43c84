//! Text forms: FEN positions ([`fen`]) and move text ([`move_text`]), FMJD / PDN 3.0 style.
//! Parsing is in two layers, as in shakmaty: syntax (numbers, separators) and then meaning against
//! a position (is the move legal, is it ambiguous). Parsers never panic; every failure is a typed
//! error whose message says what is wrong and where.

pub mod fen;
pub mod move_text;
pub mod pdn;

/// Longest text any parser accepts; longer input is refused before any work is done.
pub const MAX_INPUT: usize = 4096;

/// A square written as its FMJD number (`22`) or, on 8x8 and 10x10, algebraically (`c3`).
pub(crate) fn parse_square(variant: crate::Variant, text: &str) -> Option<crate::Square> {
    let text = text.trim();
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return variant.square(text.parse().ok()?);
    }
    variant.square_from_algebraic(&text.to_ascii_lowercase())
}
