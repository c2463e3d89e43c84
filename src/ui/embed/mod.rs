//! The embedded board (`?embed`, wasm32): the page an iframe shows (`page`) and the messages it
//! posts to the embedding page (`reports`).

pub mod page;
pub mod reports;
