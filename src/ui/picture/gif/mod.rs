//! A game as an animated GIF (issue 39): one frame per position with the last move marked, the
//! move under the board if asked, and a longer last frame with the result. The page makes a
//! [`film::Film`] of the game ([`frames`]) and hands it to a worker of its own (the `gifworker`
//! bundle, loaded only when a GIF is asked for), which draws each frame without a browser
//! canvas ([`raster`], in the colours of the SVG picture's palette, [`colour`]) and encodes it
//! ([`encode`]: [`quantise`], [`lzw`], [`writer`]), reporting its progress. Everything but
//! `view/` (wasm32: the page's side and the worker's) is pure and natively tested.

pub mod colour;
pub mod encode;
pub mod film;
pub mod frames;
pub mod lzw;
pub mod quantise;
pub mod raster;
pub mod writer;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod decode;
#[cfg(test)]
mod tests;
