//! Counted nouns ("1 piece", "3 lances", "5 шашек"): one helper for every count the page shows,
//! because languages count differently (Russian needs three forms where English and Portuguese
//! need two), and a count written inline in each text would get a form wrong somewhere. Each
//! language's forms are in its `plural.ftl`, its rule in `Lang::plural`.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, Id};
pub use crate::ui::text::keys::Noun;

/// The form of `noun` that follows count `n` in `lang`.
#[must_use]
pub fn noun(lang: Lang, n: u64, noun: Noun) -> String {
    format(lang, messages(noun).0, &[("n", n.into())])
}

/// Count `n` (any unsigned count: pieces, moves, a text's length) and its noun:
/// `counted(Lang::Ru, 5_u32, Noun::Piece)` is `"5 шашек"`.
#[must_use]
pub fn counted(lang: Lang, n: impl Into<u64>, what: Noun) -> String {
    format(lang, messages(what).1, &[("n", n.into().into())])
}

/// The messages of `noun` alone and counted (`<lang>/plural.ftl`).
const fn messages(noun: Noun) -> (Id, Id) {
    match noun {
        Noun::Taken => (message!("noun-taken"), message!("counted-taken")),
        Noun::Piece => (message!("noun-piece"), message!("counted-piece")),
        Noun::Move => (message!("noun-move"), message!("counted-move")),
        Noun::Ply => (message!("noun-ply"), message!("counted-ply")),
        Noun::Char => (message!("noun-char"), message!("counted-char")),
        Noun::Byte => (message!("noun-byte"), message!("counted-byte")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_nouns_read_in_every_language() {
        assert_eq!(counted(Lang::Ru, 1_u32, Noun::Piece), "1 шашка");
        assert_eq!(counted(Lang::Ru, 2_u32, Noun::Piece), "2 шашки");
        assert_eq!(counted(Lang::Ru, 5_u32, Noun::Piece), "5 шашек");
        assert_eq!(counted(Lang::Ru, 11_u32, Noun::Piece), "11 шашек");
        assert_eq!(counted(Lang::Ru, 21_u32, Noun::Piece), "21 шашка");
        assert_eq!(counted(Lang::Ru, 1_u32, Noun::Taken), "1 шашку");
        assert_eq!(counted(Lang::Ru, 3_u32, Noun::Move), "3 хода");
        assert_eq!(counted(Lang::Ru, 25_u32, Noun::Move), "25 ходов");
        assert_eq!(counted(Lang::Ru, 2_u32, Noun::Byte), "2 байта");
        assert_eq!(counted(Lang::Ru, 7_u32, Noun::Byte), "7 байт");
        assert_eq!(counted(Lang::En, 1_u32, Noun::Ply), "1 ply");
        assert_eq!(counted(Lang::En, 21_u32, Noun::Ply), "21 plies");
        assert_eq!(counted(Lang::Pt, 1_u32, Noun::Taken), "1 peça");
        assert_eq!(counted(Lang::Pt, 3_u32, Noun::Move), "3 lances");
        assert_eq!(noun(Lang::En, 0, Noun::Move), "moves");
        assert_eq!(counted(Lang::Es, 1_u32, Noun::Taken), "1 pieza");
        assert_eq!(counted(Lang::Es, 0_u32, Noun::Piece), "0 piezas");
        assert_eq!(counted(Lang::Es, 3_u32, Noun::Ply), "3 medias jugadas");
        assert_eq!(counted(Lang::Es, 1_u32, Noun::Char), "1 carácter");
        assert_eq!(counted(Lang::Es, 21_u32, Noun::Move), "21 jugadas");
    }
}
