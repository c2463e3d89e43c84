//! The browser game: pure state, text and layout (native, unit-tested) and, on wasm32 only, the
//! Yew components and local storage that draw and keep it.
//!
//! - [`state`]: `GameState`, `Action`, `reduce`: selection, destinations, capture paths,
//!   disambiguation, refusal reasons, undo/redo/history, game end. All rules come from the engine.
//! - [`i18n`]: every visible string, English and Brazilian Portuguese.
//! - [`layout`]: square number <-> board cell for either orientation.
//! - `components` (wasm32): `app` (loading, URL and storage sync), `board` (SVG, pointer input),
//!   `status`, `message`, `controls`, `move_list`, `settings`.
//! - `storage` (wasm32): local storage and the address bar.
//!
//! Seams for the computer player: dispatch `Action::Play(mv)` to play a move in the position on
//! view (it is checked against the legal moves); `NewGame { computer, level, .. }` and
//! `GameState::{computer, level}` carry the side and level, and the link keeps them as
//! `&computer=<white|black>&level=<n>` (see `crate::share`). The reducer does not act on
//! `computer` yet (a human may still move for that side). The page has an empty
//! `<div id="ai-panel" class="ai-slot">` in the side column for a hint button and analysis.

pub mod i18n;
pub mod layout;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod storage;

/// Renders the app into the page's body.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    yew::Renderer::<components::app::App>::new().render();
}
