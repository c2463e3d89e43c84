//! Lasca in the browser: its own state machine and view, since a Lasca position is a board of
//! columns rather than pieces. [`state`] is pure and native-tested; [`board_view`] turns it into
//! what the one board component draws (columns on numbered squares), and `board` (wasm32) wires
//! that board to the page; `view` (wasm32) draws the board and the side panel; `engine` (wasm32) asks the AI worker for the
//! computer's moves and for hints; `embed` (wasm32) is the board alone for an iframe;
//! [`editor`] and `editor_panel` (wasm32) set up a position.

pub mod board_view;
pub mod editor;
pub mod state;
pub mod text;

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod editor_panel;
#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
mod engine;
#[cfg(target_arch = "wasm32")]
pub mod view;
