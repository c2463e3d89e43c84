//! The damas app crate: the native `damas` CLI, and (in the browser) the Yew UI and the AI worker.

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

pub use damas_engine::ballot;
pub mod clock;
pub mod link;
pub mod look;
pub mod ui;
pub mod worker;
