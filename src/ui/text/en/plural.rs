//! Counted nouns in English: one form for 1, another for every other count.

use crate::ui::text::keys::Noun;

/// `[one, other]` for `noun`.
const fn forms(noun: Noun) -> [&'static str; 2] {
    match noun {
        Noun::Taken | Noun::Piece => ["piece", "pieces"],
        Noun::Move => ["move", "moves"],
        Noun::Ply => ["ply", "plies"],
        Noun::Char => ["character", "characters"],
        Noun::Byte => ["byte", "bytes"],
    }
}

/// The form of `noun` that follows count `n`.
pub const fn noun(n: u64, noun: Noun) -> &'static str {
    let [one, other] = forms(noun);
    if n == 1 {
        one
    } else {
        other
    }
}

/// Count `n` and its noun: "3 pieces".
pub fn counted(n: u64, what: Noun) -> String {
    format!("{n} {}", noun(n, what))
}
