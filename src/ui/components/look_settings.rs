//! The look and sound settings: board theme, piece set, page palette (selects) and the sound
//! switch, inside the Settings panel.

use crate::ui::look::{BoardTheme, Look, Named, Page, PieceSet};
use crate::ui::look_text::{look_text, LookText};
use crate::ui::prefs::Lang;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties: the current choices, and where a change goes.
#[derive(Properties, PartialEq)]
pub struct LookSettingsProps {
    /// Interface language.
    pub lang: Lang,
    /// The current looks.
    pub look: Look,
    /// Sounds on.
    pub sound: bool,
    /// A look chosen.
    pub on_look: Callback<Look>,
    /// The sound switch turned.
    pub on_sound: Callback<bool>,
}

/// A labelled select of every value of `T` (`name` is its `data-field`), `set` putting the value
/// chosen into the look.
fn select<T: Named + PartialEq>(
    label: LookText,
    name: &'static str,
    current: T,
    word: fn(T) -> LookText,
    props: &LookSettingsProps,
    set: fn(&mut Look, T),
) -> Html {
    let (lang, look, on_look) = (props.lang, props.look, props.on_look.clone());
    let onchange = Callback::from(move |e: Event| {
        let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
        if let Some(v) = value.as_deref().and_then(T::from_name) {
            let mut next = look;
            set(&mut next, v);
            on_look.emit(next);
        }
    });
    html! {
        <label>
            <span>{ look_text(lang, label) }</span>
            <select {name} data-field={name} {onchange}>
                { for T::ALL.iter().map(|&v| html! {
                    <option value={v.name()} selected={v == current}>{ look_text(lang, word(v)) }</option>
                }) }
            </select>
        </label>
    }
}

/// The look selects and the sound switch.
#[function_component(LookSettings)]
pub fn look_settings(props: &LookSettingsProps) -> Html {
    let lang = props.lang;
    let on_sound = {
        let cb = props.on_sound.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                cb.emit(input.checked());
            }
        })
    };
    html! {
        <>
            { select::<BoardTheme>(LookText::Board, "theme", props.look.theme, LookText::Theme, props, |l, v| l.theme = v) }
            { select::<PieceSet>(LookText::Pieces, "pieces", props.look.pieces, LookText::Set, props, |l, v| l.pieces = v) }
            { select::<Page>(LookText::Page, "page", props.look.page, LookText::Palette, props, |l, v| l.page = v) }
            <label class="check">
                <input type="checkbox" name="sound" data-field="sound" checked={props.sound} onchange={on_sound} />
                <span>{ look_text(lang, LookText::Sound) }</span>
            </label>
        </>
    }
}
