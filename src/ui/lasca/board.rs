//! The Lasca page's board: the one board component (`components::board`) drawing the columns
//! of [`super::board_view`], its square numbers turned back into the state's bits.

use super::board_view::board_view;
use super::state::LascaState;
use super::text;
use crate::ui::ai::Arrow;
use crate::ui::board_view::StackView;
use crate::ui::components::board::Board;
use crate::ui::layout::lasca_bit;
use crate::ui::prefs::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// The board of `state` (the editor's when `editing`), with `arrows` over it; a click, tap or
/// drag reaches `on_click` as the bits of the squares pointed at.
pub fn lasca_board(state: &LascaState, lang: Lang, arrows: Vec<Arrow>, editing: bool, on_click: &Callback<u8>) -> Html {
    let view = Rc::new(board_view(state, lang, editing));
    let label = text::board(lang, state.position());
    let on_square = {
        let on_click = on_click.clone();
        Callback::from(move |n: Option<u32>| {
            if let Some(bit) = n.and_then(lasca_bit) {
                on_click.emit(bit);
            }
        })
    };
    // A drag is the press (which selected the column, or said why not) and a click where it is
    // released, once the column is the one selected.
    let (on_click, selected) = (on_click.clone(), state.selected());
    let on_drop = Callback::from(move |(from, to): (u32, u32)| {
        if let Some(to) = lasca_bit(to).filter(|_| selected == lasca_bit(from)) {
            on_click.emit(to);
        }
    });
    html! { <Board<StackView> {view} {arrows} {label} {editing} {on_square} {on_drop} /> }
}
