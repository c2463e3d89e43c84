//! The game layer of the page, pure and native-tested: what the page needs of a game
//! ([`board_game`], no words), the board's gestures apart from the game ([`input`]), the page's
//! state over the game both players share ([`state`]: `GameState` holds a `damas_game::Round`,
//! the gestures, the message and the preferences), what the page says as typed values
//! ([`messages`]) and the one demand on the words ([`worded`]). Nothing here draws, reads the
//! browser or words anything.

pub mod board_game;
pub mod input;
pub mod messages;
pub mod state;
pub mod worded;
