//! English: every text of the page, one file per feature, each an exhaustive `match` over its
//! keys (see `text/keys.rs`). To add a language, copy this folder and translate the right-hand
//! sides (docs/languages.md, "Adding a language").

pub mod names;
pub mod plural;
