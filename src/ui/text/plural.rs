//! Counted nouns ("1 piece", "3 lances", "5 шашек"): one helper for every count the page shows,
//! because Russian needs three forms where English and Portuguese need two, and a count written
//! inline in each text would get the 11-14 exception wrong somewhere.

use crate::ui::prefs::Lang;

/// Which form a count takes in Russian. The last two digits decide: 1, 21, 101 take `One`;
/// 2-4, 22-24 take `Few`; 0, 5-20, 25-30 and every 11-14 (111, 212...) take `Many`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RuForm {
    /// 1 шашка, 21 шашка.
    One,
    /// 2 шашки, 24 шашки.
    Few,
    /// 5 шашек, 11 шашек, 0 шашек.
    Many,
}

/// The Russian form of count `n`.
#[must_use]
pub const fn ru_form(n: u64) -> RuForm {
    let last_two = n % 100;
    if last_two >= 11 && last_two <= 14 {
        return RuForm::Many;
    }
    match n % 10 {
        1 => RuForm::One,
        2..=4 => RuForm::Few,
        _ => RuForm::Many,
    }
}

/// A noun the page counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Noun {
    /// Pieces as what is taken ("take 1 piece": Russian accusative, "взять 1 шашку").
    Taken,
    /// Pieces a side has ("13 pieces", "13 шашек").
    Piece,
    /// Moves of a side or of the game ("3 moves", "3 хода").
    Move,
    /// Half-moves the computer looks ahead ("3 plies", "3 полухода").
    Ply,
    /// Characters of a typed text.
    Char,
    /// Bytes of a pasted or loaded text.
    Byte,
}

/// `noun`'s forms in `lang`: `[one, few, many]`; English and Portuguese have no `few`, so theirs
/// repeats `many`.
const fn forms(lang: Lang, noun: Noun) -> [&'static str; 3] {
    match (lang, noun) {
        (Lang::En, Noun::Taken | Noun::Piece) => ["piece", "pieces", "pieces"],
        (Lang::Pt, Noun::Taken | Noun::Piece) => ["peça", "peças", "peças"],
        (Lang::Ru, Noun::Taken) => ["шашку", "шашки", "шашек"],
        (Lang::Ru, Noun::Piece) => ["шашка", "шашки", "шашек"],
        (Lang::En, Noun::Move) => ["move", "moves", "moves"],
        (Lang::Pt, Noun::Move | Noun::Ply) => ["lance", "lances", "lances"],
        (Lang::Ru, Noun::Move) => ["ход", "хода", "ходов"],
        (Lang::En, Noun::Ply) => ["ply", "plies", "plies"],
        (Lang::Ru, Noun::Ply) => ["полуход", "полухода", "полуходов"],
        (Lang::En, Noun::Char) => ["character", "characters", "characters"],
        (Lang::Pt, Noun::Char) => ["caractere", "caracteres", "caracteres"],
        (Lang::Ru, Noun::Char) => ["символ", "символа", "символов"],
        (Lang::En | Lang::Pt, Noun::Byte) => ["byte", "bytes", "bytes"],
        (Lang::Ru, Noun::Byte) => ["байт", "байта", "байт"],
    }
}

/// The form of `noun` that follows count `n` in `lang`.
#[must_use]
pub const fn noun(lang: Lang, n: u64, noun: Noun) -> &'static str {
    let [one, few, many] = forms(lang, noun);
    match lang {
        Lang::En | Lang::Pt => {
            if n == 1 {
                one
            } else {
                many
            }
        }
        Lang::Ru => match ru_form(n) {
            RuForm::One => one,
            RuForm::Few => few,
            RuForm::Many => many,
        },
    }
}

/// Count `n` (any unsigned count: pieces, moves, a text's length) and its noun:
/// `counted(Lang::Ru, 5_u32, Noun::Piece)` is `"5 шашек"`.
#[must_use]
pub fn counted(lang: Lang, n: impl Into<u64>, what: Noun) -> String {
    let n = n.into();
    format!("{n} {}", noun(lang, n, what))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_counts_take_three_forms_by_their_last_digits() {
        use RuForm::*;
        for (n, form) in [
            (0, Many), (1, One), (2, Few), (3, Few), (4, Few), (5, Many), (10, Many), (11, Many), (12, Many), (14, Many),
            (15, Many), (20, Many), (21, One), (22, Few), (24, Few), (25, Many), (100, Many), (101, One), (111, Many),
            (112, Many), (122, Few), (1001, One), (u64::from(u32::MAX), Many), (u64::MAX, Many),
        ] {
            assert_eq!(ru_form(n), form, "{n}");
        }
    }

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
    }
}
