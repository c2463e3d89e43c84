//! The game core: the game both players share, pure and deterministic. A [`round::Round`] holds the
//! record (a move tree with a cursor, from the engine), how the players ended the game, the draw
//! offer, the clocks ([`clock`]) and the [`opponent::Opponent`]; it changes only by
//! [`round::RoundAction`]s that carry their own time, so two machines applying the same actions
//! agree bit for bit. This crate depends on the rules engine alone: no web crate, no words, no
//! wall clock can reach it. The page (`src/ui/game`) keeps what is only this screen's: the
//! gestures on the board, the messages, the preferences.

pub mod about;
pub mod clock;
pub mod opponent;
pub mod round;
pub mod turns;
