//! The game layer's views (wasm32): the reducer's handle and the hooks every game page runs
//! ([`use_game`]); the game's parts every page shows ([`parts`]: the board, the status, the
//! message, the controls), with their view functions ([`status`], [`message`], [`controls`]).

pub mod controls;
pub mod message;
pub mod parts;
pub mod status;
pub mod use_game;
