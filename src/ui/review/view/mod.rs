//! The review feature's views (wasm32): Yew components and hooks over its model (`super`).

pub mod eval_graph;
pub mod panel;
pub mod parts;
