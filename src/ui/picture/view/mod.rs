//! The pictures' pages (wasm32, the `pictures` bundle): a position's picture (`page`) with its
//! animated game (`gif_panel`), printable sheets (`print`), and the browser's side of a file (`files`).

pub mod files;
pub mod gif_panel;
pub mod page;
pub mod print;
