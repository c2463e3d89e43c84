//! The board editor's panel on the page: the button that opens the editor
//! ([`super::dialog::EditorDialog`]), and the editor itself while it is open. The Lasca page draws
//! it so; the draughts page loads the editor as a bundle of its own on first use
//! ([`super::launcher`]), with the same button and the same dialog.

use crate::ui::board::view::svg_board::Draw;
use crate::ui::editor::view::dialog::{EditorDialog, EditorSetup};
use crate::ui::editor::SetsUp;
use crate::ui::prefs::Lang;
use crate::ui::game::state::Action;
use crate::ui::text::tools_text::{tx, Tx};
use yew::prelude::*;

/// Properties: where the editor starts and how its board is drawn, and where a new game goes.
#[derive(Properties, PartialEq)]
pub struct EditorPanelProps<G: SetsUp> {
    /// Where the editor starts and how its board is drawn.
    pub setup: EditorSetup<G>,
    /// A game started from the position set up (`Action::NewGame`).
    pub on_action: Callback<Action<G>>,
}

/// The panel with the button that opens the editor (`data-action="open-editor"`): every page's;
/// `busy` while the editor loads, `failed` when it could not (`data-editor-load-error`).
pub fn launcher(lang: Lang, onclick: Callback<MouseEvent>, busy: bool, failed: bool) -> Html {
    html! {
        <section class="panel editor-launch">
            <h2>{ tx(lang, Tx::Editor) }</h2>
            <button type="button" data-action="open-editor" aria-busy={busy.then_some("true")} {onclick}>{ tx(lang, Tx::EditPosition) }</button>
            if failed {
                <p class="editor-status error" data-editor-load-error="" role="alert">{ tx(lang, Tx::EditorNotLoaded) }</p>
            }
        </section>
    }
}

/// The button that opens the editor, and the editor itself when open.
#[function_component(EditorPanel)]
pub fn editor_panel<G: SetsUp + 'static>(props: &EditorPanelProps<G>) -> Html
where
    G::Standing: Draw,
{
    let open = use_state(|| false);
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let on_close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <>
            { launcher(props.setup.lang, on_open, false, false) }
            if *open {
                <EditorDialog<G> setup={props.setup.clone()} on_action={props.on_action.clone()} {on_close} />
            }
        </>
    }
}
