//! The words: every visible string in each interface language, typed keys, counted nouns
//! ([`plural`]), names of games, sides and squares ([`names`]), numbers ([`decimal`]), and every
//! typed error worded ([`error_text`]). One table per feature (`*_text`).

pub mod ai_text;
pub mod ballot_text;
pub mod board_text;
pub mod decimal;
pub mod draughts_error_text;
pub mod error_text;
pub mod flow_text;
pub mod i18n;
pub mod lasca_error_text;
pub mod lesson_text;
pub mod look_text;
pub mod message_text;
pub mod names;
pub mod plural;
pub mod puzzle_text;
pub mod review_text;
pub mod tools_text;
pub mod trainer_text;
