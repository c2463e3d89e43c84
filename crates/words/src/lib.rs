//! The page's words as data. Each language is one resource in Project Fluent's syntax (the part
//! of it [`parse`] reads), loaded by the page beside its wasm; the code names a message by its
//! [`id`] and passes its arguments, and the resource decides the wording, the order, the plural
//! forms and the cases. The official `fluent-bundle` does the same for about 50 KB of wasm
//! gzipped (measured in docs/languages.md), a quarter of the game page's budget: this reader is
//! a small part of that, with no dependency.
//!
//! ```
//! use damas_words::{id, PluralRule, Value, Words};
//! let ru = Words::parse("pieces = { $n } { $n ->\n    [one] шашка\n    [few] шашки\n   *[many] шашек\n}", PluralRule::EastSlavic).unwrap();
//! assert_eq!(ru.format(id("pieces"), &[("n", Value::from(22_u32))]), "22 шашки");
//! ```

pub mod check;
pub mod compile;
mod id;
pub mod parse;
pub mod shake;
mod pattern;
mod plural;
mod words;

pub use id::{id, normal, Id};
pub use parse::ParseError;
pub use pattern::{Literal, Operand, Part, Pattern, Select, Value};
pub use plural::PluralRule;
pub use words::{Args, Words};

#[cfg(test)]
mod tests;
