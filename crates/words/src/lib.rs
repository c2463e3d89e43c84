//! The page's words as data. Each language is one resource in Project Fluent's syntax (the part
//! of it [`parse`] reads), compiled for each bundle ([`compile`], [`shake`]) and loaded by the
//! page beside its wasm; the code names a message by its number ([`numbering`]) and passes its
//! arguments, and the resource decides the wording, the order, the plural
//! forms and the cases. The official `fluent-bundle` does the same for about 50 KB of wasm
//! gzipped (measured in docs/languages.md), a quarter of the game page's budget: this reader is
//! a small part of that, with no dependency.
//!
//! ```
//! use damas_words::{id, parse::entries, Numbering, PluralRule, Value, Words};
//! let text = "pieces = { $n } { $n ->\n    [one] шашка\n    [few] шашки\n   *[many] шашек\n}";
//! let numbering = Numbering::of(&entries(text).unwrap());
//! let ru = Words::parse(text, PluralRule::EastSlavic, &numbering).unwrap();
//! let pieces = numbering.number(id("pieces")).unwrap();
//! assert_eq!(ru.format(pieces, &[("n", Value::from(22_u32))]), "22 шашки");
//! ```

pub mod check;
pub mod compile;
mod id;
pub mod numbering;
pub mod parse;
pub mod shake;
mod pattern;
mod plural;
mod words;

pub use id::{id, normal, Id};
pub use numbering::{Msg, Numbering};
pub use parse::ParseError;
pub use pattern::{Literal, Operand, Part, Pattern, Select, Value};
pub use plural::PluralRule;
pub use words::{Args, Words};

#[cfg(test)]
mod tests;
