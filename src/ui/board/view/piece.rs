//! A draughts piece as the board draws it: a man or a king, the one drawing used on the board, in
//! the editor's palette and as a ghost.

use crate::ui::board::markup;
use crate::ui::board::view::svg_board::{raw, Draw};
use damas_engine::{Piece, Role};
use yew::prelude::*;

thread_local! {
    /// A man's and a king's drawing (`ui::board::markup::piece`), written once.
    static BODIES: [AttrValue; 2] = [AttrValue::from(markup::piece(false)), AttrValue::from(markup::piece(true))];
}

/// A man or a king in a unit square (class `white-man`, `black-king`… on the enclosing group
/// gives the colours), parsed by the browser from its markup in one call.
pub fn piece_body(piece: Piece) -> Html {
    let king = piece.role == Role::King;
    raw(BODIES.with(|b| b[usize::from(king)].clone()))
}

impl Draw for Piece {
    fn name(&self) -> &'static str {
        Piece::name(*self)
    }

    fn body(&self) -> Html {
        piece_body(*self)
    }
}
