//! Counted nouns in Spanish: one form for 1, another for every other count ("0 piezas").

use crate::ui::text::keys::Noun;

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

/// The form of `noun` that follows count `n`.
pub const fn noun(n: u64, noun: Noun) -> &'static str {
    let [one, other] = forms(noun);
    if n == 1 {
        one
    } else {
        other
    }
}

/// Count `n` and its noun: "3 piezas".
pub fn counted(n: u64, what: Noun) -> String {
    format!("{n} {}", noun(n, what))
}
