//! Russian (русский): every text of the page, one file per feature, each an exhaustive `match`
//! over its keys (see `text/keys.rs`), with the Russian grammar the texts share (cases of the
//! sides, "с поля / с полей") in `grammar.rs` and the three plural forms in `plural.rs`.

pub mod names;
pub mod plural;
