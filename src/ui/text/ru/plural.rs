//! Counted nouns in Russian: three forms, chosen by the count's last two digits.

use crate::ui::text::keys::Noun;

/// Which form a count takes. The last two digits decide: 1, 21, 101 take `One`; 2-4, 22-24 take
/// `Few`; 0, 5-20, 25-30 and every 11-14 (111, 212...) take `Many`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Form {
    /// 1 шашка, 21 шашка.
    One,
    /// 2 шашки, 24 шашки.
    Few,
    /// 5 шашек, 11 шашек, 0 шашек.
    Many,
}

/// The form of count `n`.
const fn form(n: u64) -> Form {
    let last_two = n % 100;
    if last_two >= 11 && last_two <= 14 {
        return Form::Many;
    }
    match n % 10 {
        1 => Form::One,
        2..=4 => Form::Few,
        _ => Form::Many,
    }
}

/// `[one, few, many]` for `noun`.
const fn forms(noun: Noun) -> [&'static str; 3] {
    match noun {
        Noun::Taken => ["шашку", "шашки", "шашек"],
        Noun::Piece => ["шашка", "шашки", "шашек"],
        Noun::Move => ["ход", "хода", "ходов"],
        Noun::Ply => ["полуход", "полухода", "полуходов"],
        Noun::Char => ["символ", "символа", "символов"],
        Noun::Byte => ["байт", "байта", "байт"],
    }
}

/// The form of `noun` that follows count `n`.
pub const fn noun(n: u64, noun: Noun) -> &'static str {
    let [one, few, many] = forms(noun);
    match form(n) {
        Form::One => one,
        Form::Few => few,
        Form::Many => many,
    }
}

/// Count `n` and its noun: "5 шашек".
pub fn counted(n: u64, what: Noun) -> String {
    crate::ui::text::two_forms::with_count(n, noun(n, what))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_take_three_forms_by_their_last_digits() {
        use Form::*;
        for (n, f) in [
            (0, Many), (1, One), (2, Few), (3, Few), (4, Few), (5, Many), (10, Many), (11, Many), (12, Many), (14, Many),
            (15, Many), (20, Many), (21, One), (22, Few), (24, Few), (25, Many), (100, Many), (101, One), (111, Many),
            (112, Many), (122, Few), (1001, One), (u64::from(u32::MAX), Many), (u64::MAX, Many),
        ] {
            assert_eq!(form(n), f, "{n}");
        }
    }
}
