//! The words: every visible string in each interface language. The rest of the app calls the
//! feature tables here (`i18n`, `flow_text`, `ai_text`, `error_text`, … : the same functions in
//! every language, taking a `Lang`); each of them picks the player's language's folder, `en/`,
//! `pt/`, `ru/`, `es/`, which hold one file per feature, each an exhaustive `match` over the typed keys
//! of [`keys`] (no fallback: a missing text does not compile). A language's grammar (genitives,
//! articles, plural forms) is private to its folder. Counted nouns go through [`plural`], names
//! of games, sides and squares through [`names`], numbers through [`crate::ui::decimal`]; [`worded`] is what
//! every language's error texts share.

pub mod ai_text;
pub mod ballot_text;
pub mod board_text;
pub mod error_text;
pub mod explorer_text;
pub mod flow_text;
pub mod i18n;
pub mod keys;
pub mod lesson_text;
pub mod library_text;
pub mod messages;
pub mod live_text;
pub mod look_text;
pub mod message_text;
pub mod names;
pub mod picture_text;
pub mod plural;
pub mod puzzle_text;
pub mod review_text;
pub mod tools_text;
pub mod trainer_text;
pub mod worded;
pub mod words;


#[cfg(test)]
mod tests;
