//! Text forms: FEN positions ([`fen`]) and move text ([`move_text`]), FMJD / PDN 3.0 style.
//! Parsing is in two layers, as in shakmaty: syntax (numbers, separators) and then meaning against
//! a position (is the move legal, is it ambiguous). Parsers never panic; every failure is a typed
//! error whose message says what is wrong and where.

pub mod algebraic;
pub mod fen;
pub mod move_text;
pub mod pdn;
mod pdn_error;
pub(crate) mod pdn_lex;
pub mod pdn_notes;
pub(crate) mod pdn_tree;
#[cfg(test)]
mod pdn_tree_tests;
#[cfg(test)]
pub(crate) mod mutate;

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

/// Sorts a short list of numbers (a side's squares) in place, by insertion: for a board's few
/// dozen squares as quick as the standard sort, and a fraction of its code in the page's wasm.
pub fn sort_small(v: &mut [u32]) {
    for i in 1..v.len() {
        let x = v[i];
        let mut j = i;
        while j > 0 && v[j - 1] > x {
            v[j] = v[j - 1];
            j -= 1;
        }
        v[j] = x;
    }
}

/// Text in double quotes as `{:?}` writes it (`"c3"`, `"a\"b"`, `"tab\there"`), cut to its first
/// `max` characters, with `…` inside the quotes when `ellipsis` and something was cut. Messages
/// quote what the player typed with it: the `Debug` machinery (and its Unicode tables) stays out
/// of the page's wasm. Unlike `{:?}`, only control characters are escaped (`\u{..}`), not every
/// character Rust deems unprintable.
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a> {
    text: &'a str,
    max: usize,
    ellipsis: bool,
}

/// `text` quoted whole (see [`Quoted`]).
#[must_use]
pub const fn quoted(text: &str) -> Quoted<'_> {
    Quoted { text, max: usize::MAX, ellipsis: false }
}

/// The first `max` characters of `text` quoted, with no mark when cut (see [`Quoted`]).
#[must_use]
pub const fn quoted_cut(text: &str, max: usize) -> Quoted<'_> {
    Quoted { text, max, ellipsis: false }
}

/// The first `max` characters of `text` quoted, with `…` when cut (see [`Quoted`]).
#[must_use]
pub const fn quoted_clip(text: &str, max: usize) -> Quoted<'_> {
    Quoted { text, max, ellipsis: true }
}

/// One character as `{:?}` writes it for a `char` (`'x'`, `'\''`), escaped as [`Quoted`].
#[derive(Clone, Copy, Debug)]
pub struct QuotedChar(pub char);

fn write_escaped(f: &mut core::fmt::Formatter<'_>, c: char, quote: char) -> core::fmt::Result {
    use core::fmt::Write;
    match c {
        '\0' => f.write_str("\\0"),
        '\t' => f.write_str("\\t"),
        '\r' => f.write_str("\\r"),
        '\n' => f.write_str("\\n"),
        '\\' => f.write_str("\\\\"),
        c if c == quote => {
            f.write_char('\\')?;
            f.write_char(c)
        }
        c if c.is_control() => write!(f, "\\u{{{:x}}}", u32::from(c)),
        c => f.write_char(c),
    }
}

impl core::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        f.write_char('"')?;
        let mut chars = self.text.chars();
        for c in chars.by_ref().take(self.max) {
            write_escaped(f, c, '"')?;
        }
        if self.ellipsis && chars.next().is_some() {
            f.write_char('…')?;
        }
        f.write_char('"')
    }
}

impl core::fmt::Display for QuotedChar {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        f.write_char('\'')?;
        write_escaped(f, self.0, '\'')?;
        f.write_char('\'')
    }
}

#[cfg(test)]
mod quote_tests {
    use super::{quoted, quoted_clip, quoted_cut, QuotedChar};

    #[test]
    fn quotes_as_debug_does() {
        for s in ["", "c3", "a\"b", "back\\slash", "tab\there\nnew\r\0", "it's", "\u{1}\u{7f}\u{85}", "pedra é ♛"] {
            assert_eq!(quoted(s).to_string(), format!("{s:?}"));
        }
        for c in ['x', '\'', '"', '\\', '\n', '\u{1b}', 'é'] {
            assert_eq!(QuotedChar(c).to_string(), format!("{c:?}"));
        }
    }

    #[test]
    fn sorts_small_lists() {
        for mut v in [vec![], vec![3], vec![5, 1, 4, 1, 50, 9, 2, 6, 45], (0..72).rev().collect::<Vec<u32>>()] {
            let mut expected = v.clone();
            expected.sort_unstable();
            super::sort_small(&mut v);
            assert_eq!(v, expected);
        }
    }

    #[test]
    fn cuts_and_clips() {
        assert_eq!(quoted_cut("abcdef", 3).to_string(), "\"abc\"");
        assert_eq!(quoted_clip("abcdef", 3).to_string(), "\"abc…\"");
        assert_eq!(quoted_clip("abc", 3).to_string(), "\"abc\"");
        assert_eq!(quoted_clip("a\"cdef", 2).to_string(), "\"a\\\"…\"");
    }
}
