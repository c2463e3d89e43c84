//! The game layer of the page, pure and native-tested: what the page needs of a game
//! ([`board_game`], no words), the board's gestures apart from the game ([`input`]) and the
//! page's state over the game both players share ([`state`]; what a link does to the game the
//! device had, [`link_over_saved`]: `GameState` holds a
//! `damas_game::Round`, the gestures, the message and the preferences). What the page says is
//! typed in the words' layer (`text::messages`), which the game layer sits on; nothing here
//! draws, reads the browser or words anything.

pub mod board_game;
pub mod input;
pub mod link_over_saved;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
