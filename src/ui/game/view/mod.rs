//! The game layer's views (wasm32): the reducer's handle and the hooks every game page runs
//! ([`use_game`]).

pub mod use_game;
