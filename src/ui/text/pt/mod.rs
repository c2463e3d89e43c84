//! Brazilian Portuguese (português do Brasil): every text of the page, one file per feature, each
//! an exhaustive `match` over its keys (see `text/keys.rs`), with the Portuguese grammar the
//! texts share (articles, agreement) in `grammar.rs`.

pub mod names;
pub mod plural;
