//! Where the draughts page's side panels go, and the loading of their bundle
//! (`src/bin/panels.rs`, an ES module like the page's own): asked of the boot script's
//! `window.damasModule(name, near)` (scripts/post-build.mjs), which waits until the element
//! `near` (where the panels go) comes into view, then imports the bundle,
//! starts its wasm and has the service worker keep it. On a phone the panels are far below the
//! board: a player who never scrolls there never downloads them. Once it has started, every new view of the page goes to its entry
//! point ([`super::bundle`]), and what the player does in the panels comes back as the page's
//! actions. If it cannot load (offline before it was ever fetched), the page says so in the
//! player's language, with a button that tries again.

use crate::ui::game::state::Action;
use crate::ui::panels::view::bundle::ENTRY;
use crate::ui::panels::wire::PanelsAction;
use crate::ui::prefs::Lang;
use crate::ui::text::ai_text::{ai_text, AiText};
use crate::ui::text::i18n::{text, Text};
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The bundle's name (`panels.js`, `panels_bg.wasm`).
const BUNDLE: &str = "panels";

/// Properties: what the panels show, the language of the page's own words, and where their
/// actions go.
#[derive(Properties, PartialEq)]
pub struct PanelsHostProps {
    /// The page's view as the panels read it ([`crate::ui::panels::wire::PanelsView::to_text`]).
    pub view: AttrValue,
    /// The page's language (of the message when the bundle does not load).
    pub lang: Lang,
    /// The page's actions.
    pub on_action: Callback<Action>,
}

/// Where the bundle stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    Loading,
    Ready,
    Failed,
}

/// The element the panels' bundle draws in (`data-panels`), and the message when it cannot load.
#[function_component(PanelsHost)]
pub fn panels_host(props: &PanelsHostProps) -> Html {
    let host = use_node_ref();
    let load = use_state(|| Load::Loading);
    // The page's function that takes the panels' actions: one for the page's life.
    let send = {
        let on_action = props.on_action.clone();
        use_memo((), move |()| {
            Closure::<dyn Fn(String)>::new(move |text: String| match PanelsAction::read(&text) {
                Ok(action) => on_action.emit(action.action()),
                Err(e) => web_sys::console::warn_1(&JsValue::from_str(&format!("damas: panels: {e}"))),
            })
            .into_js_value()
        })
    };
    let attempt = use_state(|| 0u32);
    {
        let (load, host) = (load.clone(), host.clone());
        use_effect_with(*attempt, move |&attempt| {
            load.set(Load::Loading);
            // A try again loads at once: the panels' place is in view.
            let near = host.cast::<web_sys::Element>().filter(|_| attempt == 0);
            wasm_bindgen_futures::spawn_local(async move {
                load.set(if start_bundle(near).await.is_ok() { Load::Ready } else { Load::Failed });
            });
        });
    }
    {
        let host = host.clone();
        use_effect_with((props.view.clone(), *load), move |(view, load)| {
            if *load == Load::Ready {
                if let (Some(element), Some(window)) = (host.get(), web_sys::window()) {
                    if let Ok(show) = Reflect::get(&window, &JsValue::from_str(ENTRY)).and_then(|f| f.dyn_into::<Function>()) {
                        let _ = show.call3(&JsValue::NULL, &element, &JsValue::from_str(view), &send);
                    }
                }
            }
        });
    }
    let lang = props.lang;
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    html! {
        <>
            <div class="side-panels" data-panels="" aria-busy={(*load == Load::Loading).then_some("true")} ref={host}></div>
            if *load == Load::Failed {
                <section class="panel panels-failed" data-panels-load-error="" role="alert">
                    <p>{ text(lang, Text::PanelsNotLoaded) }</p>
                    <button type="button" data-action="retry-panels" onclick={retry}>{ ai_text(lang, AiText::Retry) }</button>
                </section>
            }
        </>
    }
}

/// Loads and starts the bundle through the boot script: on a phone once `near` comes into view,
/// at once beside the board or without `near`; a later call after a failure tries again.
async fn start_bundle(near: Option<web_sys::Element>) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let load: Function = Reflect::get(&window, &JsValue::from_str("damasModule"))?.dyn_into()?;
    let near = near.map_or(JsValue::NULL, JsValue::from);
    let started: Promise = load.call2(&JsValue::NULL, &JsValue::from_str(BUNDLE), &near)?.dyn_into()?;
    JsFuture::from(started).await.map(|_| ())
}
