//! Counted nouns in Spanish: one form for 1, another for every other count ("0 piezas").

use crate::ui::text::keys::Noun;
use crate::ui::text::two_forms::{one_or_other, with_count};

/// `[one, other]` for `noun`.
const fn forms(noun: Noun) -> [&'static str; 2] {
    match noun {
        Noun::Taken | Noun::Piece => ["pieza", "piezas"],
        Noun::Move => ["jugada", "jugadas"],
        Noun::Ply => ["media jugada", "medias jugadas"],
        Noun::Char => ["carácter", "caracteres"],
        Noun::Byte => ["byte", "bytes"],
    }
}

/// The form of `noun` that follows count `n` (one form for 1, the other for every other count).
pub const fn noun(n: u64, noun: Noun) -> &'static str {
    one_or_other(n, forms(noun))
}

/// Count `n` and its noun.
pub fn counted(n: u64, what: Noun) -> String {
    with_count(n, noun(n, what))
}
