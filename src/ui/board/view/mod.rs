//! The board feature's views (wasm32): Yew components and hooks over its model (`super`).

pub mod piece;
pub mod stack;
pub mod svg_board;
