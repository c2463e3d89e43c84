//! Which form a count takes in a language: the plural categories of Unicode CLDR, for the rule
//! families the page's languages use. A selector `{ $n -> [one] … *[other] … }` picks by them.

/// A language's plural rule for whole numbers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PluralRule {
    /// `one` for 1, `other` for every other count (English, Portuguese as the page writes it,
    /// Spanish, Italian, German…).
    OneOther,
    /// `one` for 1, 21, 101…; `few` for 2-4, 22-24…; `many` for 0, 5-20 and every 11-14
    /// (Russian, Ukrainian, Belarusian): the last two digits decide.
    EastSlavic,
}

impl PluralRule {
    /// The category of count `n`: `one`, `few`, `many` or `other`.
    #[must_use]
    pub const fn category(self, n: u64) -> &'static str {
        match self {
            PluralRule::OneOther => {
                if n == 1 {
                    "one"
                } else {
                    "other"
                }
            }
            PluralRule::EastSlavic => {
                let last_two = n % 100;
                if last_two >= 11 && last_two <= 14 {
                    return "many";
                }
                match n % 10 {
                    1 => "one",
                    2..=4 => "few",
                    _ => "many",
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn east_slavic_counts_take_three_forms_by_their_last_digits() {
        for (n, f) in [
            (0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"), (12, "many"), (14, "many"),
            (20, "many"), (21, "one"), (22, "few"), (25, "many"), (101, "one"), (111, "many"), (122, "few"),
            (u64::MAX, "many"),
        ] {
            assert_eq!(PluralRule::EastSlavic.category(n), f, "{n}");
        }
    }

    #[test]
    fn one_other_counts_one_for_one_only() {
        assert_eq!(PluralRule::OneOther.category(1), "one");
        for n in [0, 2, 11, 21, 101] {
            assert_eq!(PluralRule::OneOther.category(n), "other");
        }
    }
}
