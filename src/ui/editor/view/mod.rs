//! The editor feature's views (wasm32): Yew components and hooks over its model (`super`).

pub mod bundle;
pub mod dialog;
pub mod launcher;
pub mod panel;
