//! The game page (wasm32): the two pages (`app` for draughts, `lasca_app`), the page assembly
//! (`page`), the hooks every game page runs (`use_page`), and its panels: status, controls, move list, clocks, game actions, game over, quick
//! play, message, confirm, settings, ballot, share and open.

pub mod app;
pub mod ballot;
pub mod clocks;
pub mod confirm;
pub mod correspondence;
pub mod controls;
pub mod game_actions;
pub mod game_over;
pub mod lasca_app;
pub mod message;
pub mod move_list;
pub mod open_panel;
pub mod page;
pub mod quick_play;
pub mod settings;
pub mod share_panel;
pub mod status;
pub mod use_page;
