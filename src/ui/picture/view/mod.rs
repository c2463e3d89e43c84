//! The pictures' pages (wasm32, the `pictures` bundle): a position's picture (`page`), and the
//! browser's side of a file (`files`).

pub mod files;
pub mod page;
