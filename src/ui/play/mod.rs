//! The game page (wasm32): the two pages (`app` for draughts, `lasca_app`), the page assembly
//! (`page`), the hooks every game page runs (`use_page`), and its parts: status, controls, move
//! list, clocks, game actions, game over, quick play, the header's menu of games, message, the ballot opening's name. The side
//! panels (new game and settings, share, open) are `ui::panels`'.

pub mod app;
pub mod ballot;
pub mod clocks;
pub mod correspondence;
pub mod game_actions;
pub mod game_over;
pub mod lasca_app;
pub mod live_page;
pub mod move_list;
pub mod page;
pub mod quick_play;
pub mod game_menu;
pub mod review;
pub mod use_page;
