//! A draughts piece as the board draws it: a man or a king, the one drawing used on the board, in
//! the editor's palette and as a ghost.

use crate::ui::board::shapes::{CROWN, CROWN_BAND};
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
                <path class="crown" d={CROWN} />
                <rect class="crown" x={CROWN_BAND[0]} y={CROWN_BAND[1]} width={CROWN_BAND[2]} height={CROWN_BAND[3]} rx={CROWN_BAND[4]} />
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
