//! The embedded board (`?embed`, wasm32): the page an iframe shows (`page`) and the messages it
//! posts to the embedding page (`reports`).

#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod reports;
