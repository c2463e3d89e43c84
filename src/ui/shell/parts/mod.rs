//! Parts of the draughts page that another bundle draws (the panels' bundle draws the side panels
//! and the review panel): the text they hand each other ([`wire`], native), and in wasm32 where a
//! part goes on the page and its bundle's loading (`place`, `load`), how the bundle draws it
//! (`draw`) and the fence that keeps each bundle's events its own (`fence`).

#[cfg(target_arch = "wasm32")]
pub mod draw;
#[cfg(target_arch = "wasm32")]
pub mod fence;
#[cfg(target_arch = "wasm32")]
pub mod load;
#[cfg(target_arch = "wasm32")]
pub mod place;
pub mod wire;
