//! The draughts page's board editor, a bundle of its own (`src/bin/editor.rs`) that the page
//! loads when the player first opens it: few players set up positions, and the page's own wasm
//! is smaller without the editor's code. The button is the panel's (`data-action="open-editor"`);
//! while the bundle loads it is `aria-busy`, and if it cannot load (offline before it was ever
//! fetched) the panel says so in the player's language, the button trying again. The editor
//! hands back the game it starts as a link ([`crate::ui::editor::handoff`]).

use crate::ui::editor::handoff::{opening_texts, read_new_game};
use crate::ui::editor::view::panel::launcher;
use crate::ui::game::state::Action;
use crate::ui::prefs::Prefs;
use crate::ui::shell::bundle;
use damas_engine::Position;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The bundle's files (`editor.js`, `editor_bg.wasm`) and its entry point on `window`:
/// `damasEditor(prefs, position, done)`, `done` called with the new game's link, or `null` when
/// the editor closed without one.
const BUNDLE: &str = "editor";
const ENTRY: &str = "damasEditor";

/// Properties: the player's preferences and the position on view, which the editor starts from,
/// and where the game it starts goes.
#[derive(Properties, PartialEq)]
pub struct EditorLauncherProps {
    /// The language, the board's orientation, labels and look.
    pub prefs: Prefs,
    /// The position on view.
    pub position: Position,
    /// A game started from the position set up (`Action::NewGame`).
    pub on_action: Callback<Action>,
}

/// Where the bundle stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    Idle,
    Loading,
    Failed,
}

/// The panel whose button loads the editor's bundle and opens the editor.
#[function_component(EditorLauncher)]
pub fn editor_launcher(props: &EditorLauncherProps) -> Html {
    let load = use_state(|| Load::Idle);
    let onclick = {
        let (load, on_action, prefs, position) = (load.clone(), props.on_action.clone(), props.prefs, props.position);
        Callback::from(move |_: MouseEvent| {
            if *load == Load::Loading {
                return;
            }
            load.set(Load::Loading);
            let (prefs, position) = opening_texts(&prefs, &position);
            let (load, on_action) = (load.clone(), on_action.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match bundle::entry(BUNDLE, ENTRY).await {
                    Ok(open) => {
                        let failed = {
                            let load = load.clone();
                            Callback::from(move |()| load.set(Load::Failed))
                        };
                        let done = Closure::once_into_js(move |link: JsValue| closed(link.as_string(), &on_action, &failed));
                        let opened = open.call3(&JsValue::NULL, &JsValue::from_str(&prefs), &JsValue::from_str(&position), &done);
                        load.set(if opened.is_ok() { Load::Idle } else { Load::Failed });
                    }
                    Err(_) => load.set(Load::Failed),
                }
            });
        })
    };
    let lang = props.prefs.lang;
    launcher(lang, onclick, *load == Load::Loading, *load == Load::Failed)
}

/// The editor closed: the game it starts, if any, goes to the page (a link the page cannot read,
/// which only a broken bundle would hand back, says the editor failed); the focus goes back to
/// the button that opened it.
fn closed(link: Option<String>, on_action: &Callback<Action>, failed: &Callback<()>) {
    match link.as_deref().map(read_new_game::<Position>) {
        Some(Ok((game, bottom))) => on_action.emit(Action::new_game(game, bottom)),
        Some(Err(_)) => failed.emit(()),
        None => {}
    }
    let button = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("[data-action=\"open-editor\"]").ok().flatten());
    if let Some(button) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = button.focus();
    }
}
