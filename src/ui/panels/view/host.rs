//! Where the draughts page's side panels go: their place, loaded as [`use_bundle_place`] says
//! (on a phone the panels are far below the board: a player who never scrolls there never
//! downloads them), and the panels' actions, which come back as text, turned into the page's.
//! If the bundle cannot load, the page says so in the player's language, with a button that
//! tries again.

use crate::ui::game::state::Action;
use crate::ui::panels::view::bundle::ENTRY;
use crate::ui::panels::wire::PanelsAction;
use crate::ui::prefs::Lang;
use crate::ui::text::ai_text::{ai_text, AiText};
use crate::ui::text::i18n::{text, Text};
use crate::ui::panels::view::use_bundle::{use_bundle_place, Load};
use wasm_bindgen::JsValue;
use yew::prelude::*;

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

/// The element the panels' bundle draws in (`data-panels`), and the message when it cannot load.
#[function_component(PanelsHost)]
pub fn panels_host(props: &PanelsHostProps) -> Html {
    let on_action = props.on_action.clone();
    let on_text = Callback::from(move |text: String| match PanelsAction::read(&text) {
        Ok(action) => on_action.emit(action.action()),
        Err(e) => web_sys::console::warn_1(&JsValue::from_str(&format!("damas: panels: {e}"))),
    });
    let place = use_bundle_place(ENTRY, props.view.clone(), on_text);
    let lang = props.lang;
    html! {
        <>
            <div class="side-panels" data-panels="" aria-busy={(place.load == Load::Loading).then_some("true")} ref={place.node}></div>
            if place.load == Load::Failed {
                <section class="panel panels-failed" data-panels-load-error="" role="alert">
                    <p>{ text(lang, Text::PanelsNotLoaded) }</p>
                    <button type="button" data-action="retry-panels" onclick={place.retry}>{ ai_text(lang, AiText::Retry) }</button>
                </section>
            }
        </>
    }
}
