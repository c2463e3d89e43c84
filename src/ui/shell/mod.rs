//! The shell (wasm32): the only browser access (`storage`, `idb`, `web`, `pwa`, `offline`,
//! `ballot_tables`, `words_file`), the player's preferences on a page (`use_prefs`), the bundles a page loads (`bundle`) or starts as a worker (`bundle_worker`), the question every page asks the same
//! way (`confirm`); plus what a link sent became ([`sent`]) and the pages' small allocator
//! ([`alloc`]), native-tested. It sits under the game layer and every feature, and imports none.

pub mod alloc;
#[cfg(target_arch = "wasm32")]
pub mod ballot_tables;
#[cfg(target_arch = "wasm32")]
pub mod bundle;
#[cfg(target_arch = "wasm32")]
pub mod bundle_worker;
#[cfg(target_arch = "wasm32")]
pub mod confirm;
#[cfg(target_arch = "wasm32")]
pub mod idb;
#[cfg(target_arch = "wasm32")]
pub mod later;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
pub mod parts;
pub mod sent;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod use_prefs;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod words_file;
