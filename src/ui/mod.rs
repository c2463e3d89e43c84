//! The browser game, one layer for both games: pure state, text and layout (native, unit-tested)
//! and, on wasm32 only, the Yew components, hooks and browser access that draw and keep it. No
//! rule logic here: the engine's `Record` keeps each game, and `explain` says why a move is
//! refused.
//!
//! - [`board_game`]: `BoardGame`, what the page needs of a game (draughts `Position`, Lasca's
//!   `LascaPosition`); every feature below is written once against it.
//! - [`state`] (and `state/input.rs`): `GameState<G>`, `Action<G>`, `reduce`: selection,
//!   destinations, capture paths, disambiguation, refusals, history; `state/flow.rs` resigning, draw offers, take back, rematch. [`turns`]: where undo/redo go.
//! - [`editor`]: `Editor<G>`, a position set up; `SetsUp` is what differs per game.
//! - [`board_view`]: what the board draws, as values; [`messages`]: what the page says.
//! - [`prefs`]: language, orientation, labels, animation; [`names`]: the games' names.
//! - [`i18n`] (labels and status), [`message_text`] (answers to moves and links), [`ai_text`]
//!   (the computer's words), [`board_text`] (the board for screen readers), [`tools_text`]
//!   (sharing, PDN, editor), [`flow_text`] (how a game ends, the players' decisions): every
//!   visible string, in English, Brazilian Portuguese and Russian, typed keys; [`plural`]:
//!   counted nouns; [`lessons`] and [`lesson_text`]: the tutorial; [`error_text`] (with `draughts_error_text` and `lasca_error_text`): every
//!   typed error worded in the player's language.
//! - [`puzzle`] (the puzzle file read, a line judged), [`puzzle_progress`] (rating, history,
//!   streak, the next puzzle), [`puzzle_text`] (its words); `components/puzzle_page.rs` is `?puzzle`.
//! - [`layout`]: square number <-> board cell for either orientation, on a draughts variant's
//!   board or Lasca's.
//! - [`ai`]: the computer opponent, hint and analysis as pure logic; [`eval`]: a score as shown.
//! - `components` (wasm32): values in, callbacks out; `board` draws a `BoardView` for both
//!   games' play, editor and embed (`piece` a draughts piece, `stack` a Lasca column); `app` and
//!   `lasca_app` are the two pages. `hooks` (wasm32): the reducer handle (`use_game`), the page
//!   and its parts (`parts`), the worker (`use_engine`), embed reports. `storage`, `web`, `pwa`
//!   (wasm32): the only browser access.
//! - [`look`]: board themes, piece sets, the page's palette (names; the colours are CSS);
//!   [`look_text`] their words; [`sound`]: which sound a change of the game calls for (and, on
//!   wasm32, Web Audio playing it).
//!
//! The computer player: `NewGame { computer, level, .. }` and `GameState::{computer, level}`
//! carry the side and level, and the link keeps them as `&computer=<white|black>&level=<n>`
//! (see `crate::link`). The player cannot move for the computer's side; its moves come in as
//! `Action::ComputerMove`, checked against the position they were searched for.

pub mod ai;
pub mod board;
pub mod editor;
pub mod game;
pub mod lessons;
pub mod look;
pub mod prefs;
pub mod puzzle;
pub mod review;
pub mod shell;
pub mod text;
pub mod trainer;

#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod play;
#[cfg(target_arch = "wasm32")]
pub mod study;

/// Renders the app into the page's body. Lasca is another binary (`start_lasca`): the page's boot
/// script loads it instead when the link asks for Lasca, which keeps this one small.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    if page_route().is_embed() {
        yew::Renderer::<embed::page::Embed<damas_engine::Position>>::new().render();
    } else {
        yew::Renderer::<play::app::App>::new().render();
    }
}

/// Renders the study page the link names (the `study` binary): the tutorial, the endgame trainer.
#[cfg(target_arch = "wasm32")]
pub fn start_study() {
    yew::Renderer::<study::Study>::new().render();
}

/// Renders puzzle mode (the `puzzles` binary, loaded by the boot script for `?puzzle` links).
#[cfg(target_arch = "wasm32")]
pub fn start_puzzles() {
    yew::Renderer::<puzzle::page::PuzzlePage>::new().render();
}

/// Renders the Lasca page, or its embedded board, into the page's body (the `lasca` binary).
#[cfg(target_arch = "wasm32")]
pub fn start_lasca() {
    if page_route().is_embed() {
        yew::Renderer::<embed::page::Embed<damas_engine::lasca::LascaPosition>>::new().render();
    } else {
        yew::Renderer::<play::lasca_app::LascaApp>::new().render();
    }
}

/// The page the link opens, read once per start ([`crate::link::route`]).
#[cfg(target_arch = "wasm32")]
fn page_route() -> crate::link::route::Route {
    crate::link::route::Route::parse(&shell::storage::page_query())
}
