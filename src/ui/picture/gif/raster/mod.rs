//! Drawing a frame without a browser: a picture of pixels ([`canvas`]), smooth shapes
//! ([`shape`]), a pixel font ([`font`]), the pieces ([`piece`]) and the whole frame ([`frame`]).

pub mod canvas;
pub mod font;
pub mod frame;
pub mod piece;
pub mod shape;
