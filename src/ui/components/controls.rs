//! The buttons under the board: through the game (start, undo, redo, end) and flip.

use super::app::Game;
use crate::ui::i18n::{text, Text};
use crate::ui::state::Action;
use yew::prelude::*;

/// Properties: the game.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The game.
    pub game: Game,
}

/// The navigation bar.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let game = &props.game;
    let lang = game.prefs.lang;
    let last = game.move_texts().len();
    let button = |name: &'static str, icon: &'static str, label: Text, action: Action, enabled: bool| {
        let g = game.clone();
        let onclick = Callback::from(move |_| g.dispatch(action.clone()));
        let title = text(lang, label);
        html! {
            <button type="button" class={classes!("ctl", name)} data-action={name} disabled={!enabled}
                title={title} aria-label={title} {onclick}>
                <span class="icon" aria-hidden="true">{ icon }</span>
                <span class="ctl-label">{ title }</span>
            </button>
        }
    };
    html! {
        <nav class="controls" aria-label={text(lang, Text::Moves)}>
            { button("first", "⏮", Text::First, Action::GoTo(0), game.can_undo()) }
            { button("undo", "◀", Text::Undo, Action::Undo, game.can_undo()) }
            { button("redo", "▶", Text::Redo, Action::Redo, game.can_redo()) }
            { button("last", "⏭", Text::Last, Action::GoTo(last), game.can_redo()) }
            { button("flip", "⇅", Text::Flip, Action::Flip, true) }
        </nav>
    }
}
