//! Where a part of the draughts page that another bundle draws goes ([`PartPlace`]): the side
//! panels and the review panel, both drawn by the panels' bundle (`src/bin/panels.rs`), loaded
//! as [`super::load`] says. A part's actions come back as text, read by the part's own reader. If
//! the bundle cannot load, the place says so in the player's language, with a button that tries
//! again.

use crate::ui::prefs::Lang;
use crate::ui::shell::parts::load::{use_bundle_place, Load};
use crate::ui::text::ai_text::{ai_text, AiText};
use crate::ui::text::i18n::{text, Text};
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// A part of the draughts page that the panels' bundle draws.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    /// The side panels (`data-panels`).
    Panels,
    /// The review panel (`data-review-place`).
    Review,
}

impl Part {
    /// The bundle's entry point on `window` that draws the part.
    #[must_use]
    pub const fn entry(self) -> &'static str {
        match self {
            Part::Panels => "damasPanels",
            Part::Review => "damasReview",
        }
    }

    /// Its name in warnings.
    const fn name(self) -> &'static str {
        match self {
            Part::Panels => "panels",
            Part::Review => "review",
        }
    }
}

/// Properties: which part, its view as text, the page's language, where its texts go.
#[derive(Properties, PartialEq)]
pub struct PartPlaceProps {
    /// The part.
    pub part: Part,
    /// The part's view as its bundle reads it.
    pub view: AttrValue,
    /// The page's language (of the message when the bundle does not load).
    pub lang: Lang,
    /// The part's actions, as text.
    pub on_text: Callback<String>,
}

/// The element the bundle draws the part in, and the message when it cannot load. One component
/// for both parts: each component type costs the page's wasm its own copy of Yew's lifecycle.
#[function_component(PartPlace)]
pub fn part_place(props: &PartPlaceProps) -> Html {
    let place = use_bundle_place(props.part.entry(), props.view.clone(), props.on_text.clone());
    let (lang, panels) = (props.lang, props.part == Part::Panels);
    let busy = (place.load == Load::Loading).then_some("true");
    html! {
        <>
            if panels {
                <div class="side-panels" data-panels="" aria-busy={busy} ref={place.node}></div>
            } else {
                <div class="review-place" data-review-place="" aria-busy={busy} ref={place.node}></div>
            }
            if place.load == Load::Failed {
                <section class="panel panels-failed" data-panels-load-error={panels.then_some("")}
                    data-review-load-error={(!panels).then_some("")} role="alert">
                    <p>{ text(lang, if panels { Text::PanelsNotLoaded } else { Text::ReviewNotLoaded }) }</p>
                    <button type="button" data-action={if panels { "retry-panels" } else { "retry-review" }} onclick={place.retry}>
                        { ai_text(lang, AiText::Retry) }
                    </button>
                </section>
            }
        </>
    }
}

/// What a part's text that cannot be read leaves: a warning in the console (the page and its
/// bundle are built together, so it is a bug, not the player's doing).
pub fn warn(part: Part, error: &dyn std::fmt::Display) {
    web_sys::console::warn_1(&JsValue::from_str(&format!("damas: {}: {error}", part.name())));
}

