//! The shell (wasm32): the reducer handle (`use_game`) and the only browser access (`storage`,
//! `web`, `pwa`, `offline`, `ballot_tables`); the question every page asks the same way (`confirm`); plus the
//! pages' small allocator ([`alloc`], native-tested).

pub mod alloc;
#[cfg(target_arch = "wasm32")]
pub mod ballot_tables;
#[cfg(target_arch = "wasm32")]
pub mod bundle;
#[cfg(target_arch = "wasm32")]
pub mod confirm;
#[cfg(target_arch = "wasm32")]
pub mod kept_reviews;
#[cfg(target_arch = "wasm32")]
pub mod later;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod use_game;
#[cfg(target_arch = "wasm32")]
pub mod web;
