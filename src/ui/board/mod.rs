//! The board: what it draws as values ([`board_view`]), square number <-> cell for either
//! orientation ([`layout`]), the keyboard's cursor ([`keyboard`]), the arrows drawn over it ([`arrow`]) and their geometry ([`arrow_shape`]), the parts drawn as markup text ([`markup`]), and on wasm32 the SVG view
//! (`svg_board`, with a draughts `piece` and a Lasca `stack`).

pub mod arrow;
pub mod arrow_shape;
pub mod board_view;
pub mod keyboard;
pub mod labels;
pub mod markup;
pub mod shapes;
pub mod layout;

#[cfg(target_arch = "wasm32")]
pub mod view;
