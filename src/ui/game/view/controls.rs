//! The buttons under the board: through the game (start, undo, redo, end) and flip.

use crate::ui::text::i18n::{text, Text};
use crate::ui::prefs::Lang;
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use crate::ui::class_list::class_list;
use yew::prelude::*;

// Icons as SVG paths on a 24-unit grid (no icon font: every glyph renders everywhere).
const FIRST: &str = "M6 5h2v14H6zM19 5v14l-9-7z";
const PREV: &str = "M16 5v14l-10-7z";
const NEXT: &str = "M8 5v14l10-7z";
const LAST: &str = "M16 5h2v14h-2zM5 5v14l9-7z";
const FLIP: &str = "M7 3l-4 4h3v9h2V7h3zM17 21l4-4h-3V8h-2v9h-3z";

/// Properties: where the game stands, and where the buttons' actions go.
pub struct ControlsProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// Moves in the game's line (the last ply).
    pub last: usize,
    /// There is a move to go back over.
    pub can_undo: bool,
    /// There is a move to go forward over.
    pub can_redo: bool,
    /// A button through the game pressed.
    pub on_action: Callback<Action<G>>,
    /// The flip button pressed (the board's orientation: the player's preference).
    pub on_flip: Callback<()>,
}

/// The navigation bar, for any game (a view function: it keeps no state, see `play::page`).
pub fn controls<G: BoardGame + 'static>(props: &ControlsProps<G>) -> Html {
    let lang = props.lang;
    let last = props.last;
    let go = |action: Action<G>| props.on_action.reform(move |_| action.clone());
    let button = |name: &'static str, icon: &'static str, label: Text, onclick: Callback<MouseEvent>, enabled: bool| {
        let icon = html! {
            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} /></svg>
        };
        let title = text(lang, label);
        html! {
            <button type="button" class={class_list(&[Some("ctl"), Some(name)])} data-action={name} disabled={!enabled}
                title={title} aria-label={title} {onclick}>
                { icon }
                <span class="ctl-label">{ title }</span>
            </button>
        }
    };
    html! {
        <nav class="controls" aria-label={text(lang, Text::Moves)}>
            { button("first", FIRST, Text::First, go(Action::GoTo(0)), props.can_undo) }
            { button("undo", PREV, Text::Undo, go(Action::Undo), props.can_undo) }
            { button("redo", NEXT, Text::Redo, go(Action::Redo), props.can_redo) }
            { button("last", LAST, Text::Last, go(Action::GoTo(last)), props.can_redo) }
            { button("flip", FLIP, Text::Flip, props.on_flip.reform(|_| ()), true) }
        </nav>
    }
}
