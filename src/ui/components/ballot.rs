//! Ballot openings on the page: the start choice of the new-game form ([`BallotSelect`]) and the
//! opening's name under the title ([`BallotName`]).

use crate::ballot::{self, Ballot};
use crate::ui::ballot_text::{ballot_text, BallotText};
use crate::ui::prefs::Lang;
use damas_engine::{GameKind, Variant};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// How a new game starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BallotChoice {
    /// From the initial position.
    Initial,
    /// From a ballot opening drawn when the game starts.
    Random,
    /// From this ballot opening.
    Chosen(&'static Ballot),
}

impl BallotChoice {
    /// The ballot a new game of `kind` starts from: a random one is drawn now, and a chosen one
    /// counts only for the variant whose table holds it.
    #[must_use]
    pub fn resolve(self, kind: GameKind) -> Option<&'static Ballot> {
        let GameKind::Draughts(variant) = kind else { return None };
        match self {
            BallotChoice::Initial => None,
            BallotChoice::Random => ballot::pick(variant, crate::clock::now_ms()),
            BallotChoice::Chosen(b) => ballot::find(variant, b.id),
        }
    }
}

/// Properties of [`BallotSelect`].
#[derive(Properties, PartialEq)]
pub struct BallotSelectProps {
    /// The interface language.
    pub lang: Lang,
    /// The game chosen in the form.
    pub game: GameKind,
    /// The choice so far.
    pub value: BallotChoice,
    /// A new choice.
    pub on_change: Callback<BallotChoice>,
}

/// `select[data-field="ballot"]`: `none`, `random`, or a ballot's id; only for a variant with a
/// ballot table.
#[function_component(BallotSelect)]
pub fn ballot_select(props: &BallotSelectProps) -> Html {
    let GameKind::Draughts(variant) = props.game else { return Html::default() };
    let table = ballot::ballots(variant);
    if table.is_empty() {
        return Html::default();
    }
    let lang = props.lang;
    let onchange = props.on_change.reform(move |e: Event| {
        let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
        choice_of(variant, value.as_deref().unwrap_or("none"))
    });
    let chosen = |b: &'static Ballot| props.value == BallotChoice::Chosen(b);
    html! {
        <label>
            <span>{ ballot_text(lang, BallotText::Start) }</span>
            <select name="ballot" data-field="ballot" {onchange}>
                <option value="none" selected={props.value == BallotChoice::Initial}>{ ballot_text(lang, BallotText::Initial) }</option>
                <option value="random" selected={props.value == BallotChoice::Random}>{ ballot_text(lang, BallotText::Random) }</option>
                { for table.iter().map(|b| html! {
                    <option value={b.id} lang={b.lang} selected={chosen(b)}>{ b.name }</option>
                }) }
            </select>
        </label>
    }
}

/// The choice a select value names (an unknown value is the initial position).
fn choice_of(variant: Variant, value: &str) -> BallotChoice {
    match value {
        "random" => BallotChoice::Random,
        id => ballot::find(variant, id).map_or(BallotChoice::Initial, BallotChoice::Chosen),
    }
}

/// Properties of [`BallotName`].
#[derive(Properties, PartialEq)]
pub struct BallotNameProps {
    /// The interface language.
    pub lang: Lang,
    /// The ballot the game started from, if any.
    pub ballot: Option<&'static Ballot>,
}

/// `[data-ballot]` with `data-ballot-id`: the opening's published name, in its own language.
#[function_component(BallotName)]
pub fn ballot_name(props: &BallotNameProps) -> Html {
    let Some(b) = props.ballot else { return Html::default() };
    html! {
        <p class="ballot-name" data-ballot="" data-ballot-id={b.id} title={b.name}>
            <span class="ballot-label">{ ballot_text(props.lang, BallotText::Opening) }{ ": " }</span>
            <span lang={b.lang}>{ b.name }</span>
        </p>
    }
}
