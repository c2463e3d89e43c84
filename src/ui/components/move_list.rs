//! The moves in standard notation, numbered, the one on view highlighted; a click shows the
//! position after that move. Below them, a field to type a move (keyboard and screen-reader
//! players): the reducer plays it or says why not, as for a move on the board.

use super::app::Game;
use crate::ui::i18n::{text, Text};
use crate::ui::messages::Status;
use crate::ui::state::Action;
use damas_engine::{Color, Variant};
use web_sys::{Element, HtmlInputElement};
use yew::prelude::*;

/// Properties: the game.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The game.
    pub game: Game,
}

/// The move list.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let game = &props.game;
    let lang = game.prefs.lang;
    let list_ref = use_node_ref();
    let ply = game.ply();
    {
        let list_ref = list_ref.clone();
        use_effect_with((ply, game.move_texts().len()), move |(ply, len)| {
            if let Some(el) = list_ref.cast::<Element>() {
                if ply == len {
                    el.set_scroll_top(el.scroll_height());
                }
            }
        });
    }
    let first_mover = if game.variant() == Variant::English { Color::Black } else { Color::White };
    // A game set up with the second player to move starts its first row with an ellipsis.
    let offset = usize::from(game.start().turn() != first_mover);
    let texts = game.move_texts();
    let cell = |i: usize| -> Html {
        let Some(t) = texts.get(i) else { return html! { <span class="mv empty"></span> } };
        let p = i + 1;
        let g = game.clone();
        let onclick = Callback::from(move |_| g.dispatch(Action::GoTo(p)));
        let class = classes!("mv", (p == ply).then_some("current"), (p > ply).then_some("future"));
        html! {
            <button type="button" {class} data-ply={p.to_string()} aria-current={(p == ply).then_some("step")} {onclick}>
                { t.clone() }
            </button>
        }
    };
    let rows = (texts.len() + offset).div_ceil(2);
    let items = (0..rows).map(|row| {
        let (a, b) = (2 * row, 2 * row + 1);
        let first = if a < offset { html! { <span class="mv empty">{ "…" }</span> } } else { cell(a - offset) };
        html! {
            <li class="move-row">
                <span class="move-no">{ format!("{}.", row + 1) }</span>
                { first }
                { cell(b - offset) }
            </li>
        }
    });
    let result = match game.status() {
        Status::Over(outcome) if ply == texts.len() => {
            html! { <p class="result" data-result="">{ outcome.result_text(game.variant()) }</p> }
        }
        _ => Html::default(),
    };
    let typed_ref = use_node_ref();
    {
        // A move played (typed or not) empties the field; a refused one stays there to correct.
        let typed_ref = typed_ref.clone();
        use_effect_with(ply, move |_| {
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                input.set_value("");
            }
        });
    }
    let on_typed = {
        let g = game.clone();
        let typed_ref = typed_ref.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                g.dispatch(Action::Typed(input.value()));
            }
        })
    };
    let to_start = {
        let g = game.clone();
        Callback::from(move |_| g.dispatch(Action::GoTo(0)))
    };
    html! {
        <section class="panel moves">
            <h2>{ text(lang, Text::Moves) }</h2>
            <div class="move-scroll" ref={list_ref} data-moves="">
                if texts.is_empty() {
                    <p class="empty-note">{ text(lang, Text::NoMoves) }</p>
                }
                <ol class="move-list">
                    if !texts.is_empty() {
                        <li class="move-row start-row">
                            <button type="button" class={classes!("mv", "start", (ply == 0).then_some("current"))}
                                data-ply="0" onclick={to_start}>{ text(lang, Text::First) }</button>
                        </li>
                    }
                    { for items }
                </ol>
                { result }
            </div>
            <form class="type-move" data-type-move="" onsubmit={on_typed}>
                <input ref={typed_ref} type="text" data-move-input="" maxlength="64" autocomplete="off"
                    autocapitalize="off" spellcheck="false" enterkeyhint="go"
                    aria-label={text(lang, Text::TypeMove)} placeholder={text(lang, Text::TypeMove)} />
                <button type="submit">{ text(lang, Text::PlayTyped) }</button>
            </form>
        </section>
    }
}
