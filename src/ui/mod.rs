//! The browser game: pure state, text and layout (native, unit-tested) and, on wasm32 only, the
//! Yew components and local storage that draw and keep it.
//!
//! - [`state`]: `GameState`, `Action`, `reduce`: selection, destinations, capture paths,
//!   disambiguation, refusal reasons, undo/redo/history, game end. All rules come from the engine.
//! - [`i18n`]: every visible string, English and Brazilian Portuguese.
//! - [`error_text`]: every typed error (links, pastes, embeds, FEN, moves, PDN, set-ups, Lasca) worded
//!   in the player's language.
//! - [`layout`]: square number <-> board cell for either orientation.
//! - `components` (wasm32): `app` (loading, URL and storage sync), `board` (SVG, pointer input),
//!   `status`, `message`, `controls`, `move_list`, `settings`.
//! - `storage` (wasm32): local storage and the address bar.
//!
//! - [`ai`]: the computer opponent, hint and analysis as pure logic: which search runs now,
//!   scores from White's side, the best line as arrows. `hooks::use_engine` (wasm32) wires it
//!   to the worker (`crate::worker::bridge`) and the game.
//!
//! The computer player: `NewGame { computer, level, .. }` and `GameState::{computer, level}`
//! carry the side and level, and the link keeps them as `&computer=<white|black>&level=<n>`
//! (see `crate::share`). The player cannot move for the computer's side; its moves come in as
//! `Action::ComputerMove`, checked against the position they were searched for.

pub mod ai;
pub mod arrow_shape;
pub mod decimal;
pub mod editor;
pub mod error_text;
pub mod i18n;
pub mod lasca;
pub mod board_view;
pub mod layout;
pub mod messages;
pub mod names;
pub mod prefs;
pub mod state;
pub mod tools_text;

#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// Renders the app into the page's body. Lasca is another binary (`start_lasca`): the page's boot
/// script loads it instead when the link asks for Lasca, which keeps this one small.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    if crate::share::embed::is_embed(&storage::page_query()) {
        yew::Renderer::<components::embed::EmbedApp>::new().render();
    } else {
        yew::Renderer::<components::app::App>::new().render();
    }
}

/// Renders the Lasca page, or its embedded board, into the page's body (the `lasca` binary).
#[cfg(target_arch = "wasm32")]
pub fn start_lasca() {
    if crate::share::embed::is_embed(&storage::page_query()) {
        yew::Renderer::<lasca::embed::LascaEmbed>::new().render();
    } else {
        yew::Renderer::<lasca::view::LascaApp>::new().render();
    }
}
