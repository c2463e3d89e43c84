//! The ai feature's views (wasm32): Yew components and hooks over its model (`super`).

pub mod eval_bar;
pub mod panel;
pub mod use_engine;
