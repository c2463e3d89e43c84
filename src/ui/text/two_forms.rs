//! What the languages' counted nouns share (each language's `plural.rs` uses it): the rule of
//! the languages with two forms, and how a count is written before its noun.

/// `one` for a count of 1, else `other`: the rule of the languages with two forms.
#[must_use]
pub const fn one_or_other(n: u64, [one, other]: [&'static str; 2]) -> &'static str {
    if n == 1 {
        one
    } else {
        other
    }
}

/// A count and its noun as every language here writes them: "3 pieces", "5 шашек".
#[must_use]
pub fn with_count(n: u64, noun: &str) -> String {
    format!("{n} {noun}")
}
