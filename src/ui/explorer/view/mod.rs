//! The explorer on wasm32: its panel, drawn by the side panels' bundle.

pub mod panel;
