//! The game page (wasm32): the two pages (`app` for draughts, `lasca_app`), the page assembly
//! (`page`), the hooks every game page runs (`use_page`), and its panels: status, controls, move list, clocks, game actions, game over, quick
//! play, message, confirm, settings, ballot, share and open.

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod ballot;
#[cfg(target_arch = "wasm32")]
pub mod clocks;
#[cfg(target_arch = "wasm32")]
pub mod confirm;
#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod game_actions;
#[cfg(target_arch = "wasm32")]
pub mod game_over;
#[cfg(target_arch = "wasm32")]
pub mod lasca_app;
#[cfg(target_arch = "wasm32")]
pub mod message;
#[cfg(target_arch = "wasm32")]
pub mod move_list;
#[cfg(target_arch = "wasm32")]
pub mod open_panel;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod quick_play;
#[cfg(target_arch = "wasm32")]
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod share_panel;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod use_page;
