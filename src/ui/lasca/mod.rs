//! What only Lasca has on its page: the column editor ([`editor`], and its panel `editor_panel`,
//! wasm32) and the labels of its panels ([`text`]).
//! Everything else (the game, the board of columns, the computer, the controls, the embed) is
//! the one game layer's, on `GameState<LascaPosition>`; `view` (wasm32) puts the page together.

pub mod editor;
pub mod text;

#[cfg(target_arch = "wasm32")]
mod editor_panel;
#[cfg(target_arch = "wasm32")]
pub mod view;
