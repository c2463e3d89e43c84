//! The library on wasm32: its IndexedDB store, the game pages' keeper, and the library page
//! with the player's results (`results_view`).

pub mod import_job;
pub mod import_view;
pub mod import_worker;
pub mod keep;
pub mod lookup_job;
pub mod lookup_worker;
pub mod store;
pub mod page;
pub mod results_view;
