//! The game layer, pure and native-tested: what the page needs of a game ([`board_game`]), the
//! reducer over the engine's record ([`state`]) and what
//! the page says, as typed values ([`messages`]). Nothing here draws or reads the browser.

pub mod board_game;
pub mod input;
pub mod messages;
pub mod state;
pub mod worded;
