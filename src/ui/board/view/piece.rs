//! A draughts piece as the board draws it: a man or a king, the one drawing used on the board, in
//! the editor's palette and as a ghost.

use crate::ui::board::view::svg_board::Draw;
use damas_engine::{Piece, Role};
use yew::prelude::*;

/// A man or a king in a unit square (class `white-man`, `black-king`… on the enclosing group
/// gives the colours).
pub fn piece_body(piece: Piece) -> Html {
    let king = piece.role == Role::King;
    html! {
        <>
            <circle class="shadow" cx="0.5" cy="0.55" r="0.39" />
            <circle class="body" cx="0.5" cy="0.5" r="0.39" />
            <circle class="rim" cx="0.5" cy="0.5" r="0.3" />
            if king {
                <path class="crown" d="M0.33 0.61 L0.3 0.4 L0.41 0.5 L0.5 0.35 L0.59 0.5 L0.7 0.4 L0.67 0.61 Z" />
                <rect class="crown" x="0.33" y="0.63" width="0.34" height="0.05" rx="0.015" />
            } else {
                <circle class="inner" cx="0.5" cy="0.5" r="0.2" />
            }
        </>
    }
}

impl Draw for Piece {
    fn name(&self) -> &'static str {
        Piece::name(*self)
    }

    fn body(&self) -> Html {
        piece_body(*self)
    }
}
