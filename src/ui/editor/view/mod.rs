//! The editor feature's views (wasm32): Yew components and hooks over its model (`super`).

pub mod panel;
