//! The draughts page's side panels (the new-game form and the settings, sharing, opening a game,
//! the board editor's button) as a bundle of their own (`src/bin/panels.rs`), which the page loads
//! once its board and tools are drawn: the panels' code (PDN import and export, the forms, the
//! ballot openings) is then no part of the wasm a phone must download and compile before the board
//! is usable. [`wire`] is what the page and the bundle hand each other (pure and native), a PDN
//! game's header and comments with it (`link::annotations`); the
//! `view` folder (wasm32) holds the page's host and the bundle's side.

pub mod wire;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod tests;
