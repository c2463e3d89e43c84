//! The look and sound settings: board theme, piece set, page palette (selects) and the sound
//! switch, inside the Settings panel.

use crate::look::{BoardTheme, Look, Named, Page, PieceSet};
use crate::ui::text::look_text::{look_text, LookText};
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

/// A labelled select named `name` (its `data-field`) of `options` (value, words), `current`
/// selected; `on_pick` gets the value chosen. One function for the three selects, not one per type.
fn select(label: &'static str, name: &'static str, current: &'static str, options: Vec<(&'static str, &'static str)>, on_pick: Callback<String>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        if let Some(s) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) {
            on_pick.emit(s.value());
        }
    });
    html! {
        <label>
            <span>{ label }</span>
            <select {name} data-field={name} {onchange}>
                { for options.into_iter().map(|(value, words)| html! { <option {value} selected={value == current}>{ words }</option> }) }
            </select>
        </label>
    }
}

/// `T`'s values with their words in `lang`.
fn options<T: Named>(lang: Lang, word: fn(T) -> LookText) -> Vec<(&'static str, &'static str)> {
    T::ALL.iter().map(|&v| (v.name(), look_text(lang, word(v)))).collect()
}

/// The look selects and the sound switch.
#[function_component(LookSettings)]
pub fn look_settings(props: &LookSettingsProps) -> Html {
    let (lang, look) = (props.lang, props.look);
    // The look with the value picked put in by `set` (an unknown value changes nothing).
    let pick = |set: fn(&mut Look, &str)| {
        props.on_look.reform(move |value: String| {
            let mut next = look;
            set(&mut next, &value);
            next
        })
    };
    let on_sound = {
        let cb = props.on_sound.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                cb.emit(input.checked());
            }
        })
    };
    let t = |key| look_text(lang, key);
    html! {
        <>
            { select(t(LookText::Board), "theme", look.theme.name(), options::<BoardTheme>(lang, LookText::Theme), pick(|l, v| l.read("theme", v))) }
            { select(t(LookText::Pieces), "pieces", look.pieces.name(), options::<PieceSet>(lang, LookText::Set), pick(|l, v| l.read("pieces", v))) }
            { select(t(LookText::Page), "page", look.page.name(), options::<Page>(lang, LookText::Palette), pick(|l, v| l.read("page", v))) }
            <label class="check">
                <input type="checkbox" name="sound" data-field="sound" checked={props.sound} onchange={on_sound} />
                <span>{ t(LookText::Sound) }</span>
            </label>
        </>
    }
}
