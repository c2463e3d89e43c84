//! Positions as pictures: an SVG file of the board ([`svg`], in the colours of the player's
//! theme and piece set, [`palette`]), turned into a PNG on the page (`view/png.rs`: the SVG drawn
//! to a canvas), and the picture page's link (`crate::link::picture`). The page (`view/`, wasm32, in the
//! `pictures` bundle, so the game page's wasm carries none of it) is opened by the game page,
//! the editor, the puzzle page, the review and embeds with `?picture&<game link>`.

pub mod gif;
pub mod options;
pub mod palette;
pub mod sheet;
pub mod svg;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod tests;
