//! Where the draughts page's review panel goes: the panels' bundle draws it
//! ([`super::bundle`]), so the page's own wasm carries neither the panel nor its graph nor its
//! labels (the sentences about the game on view, the page writes into the view). The place is drawn only when there is something to show (a game with moves, or a
//! review), so a first visit loads nothing for it; on a phone the bundle comes when the place
//! comes into view ([`use_bundle_place`]). The panel's actions come back as text, read here.

use crate::ui::panels::view::use_bundle::{use_bundle_place, Load};
use crate::ui::prefs::Lang;
use crate::ui::review::view::bundle::ENTRY;
use crate::ui::review::wire::ReviewAction;
use crate::ui::text::ai_text::{ai_text, AiText};
use crate::ui::text::i18n::{text, Text};
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// Properties: the panel's view as text, the page's language, where its actions go.
#[derive(Properties, PartialEq)]
pub struct ReviewHostProps {
    /// The view ([`crate::ui::review::wire::ReviewPanelView::to_text`]).
    pub view: AttrValue,
    /// The page's language (of the message when the bundle does not load).
    pub lang: Lang,
    /// The review's actions.
    pub on_action: Callback<ReviewAction>,
}

/// The element the bundle draws the panel in (`data-review-place`), and the message when it
/// cannot load.
#[function_component(ReviewHost)]
pub fn review_host(props: &ReviewHostProps) -> Html {
    let on_action = props.on_action.clone();
    let on_text = Callback::from(move |text: String| match ReviewAction::read(&text) {
        Ok(action) => on_action.emit(action),
        Err(e) => web_sys::console::warn_1(&JsValue::from_str(&format!("damas: review: {e}"))),
    });
    let place = use_bundle_place(ENTRY, props.view.clone(), on_text);
    let lang = props.lang;
    html! {
        <>
            <div class="review-place" data-review-place="" aria-busy={(place.load == Load::Loading).then_some("true")} ref={place.node}></div>
            if place.load == Load::Failed {
                <section class="panel panels-failed" data-review-load-error="" role="alert">
                    <p>{ text(lang, Text::ReviewNotLoaded) }</p>
                    <button type="button" data-action="retry-review" onclick={place.retry}>{ ai_text(lang, AiText::Retry) }</button>
                </section>
            }
        </>
    }
}
