//! The new-game form's start choice: the initial position, a random ballot opening or one chosen
//! ([`BallotSelect`]); the page's title names the opening played (`play::ballot::ballot_name`).

use crate::ballot::{self, Ballot};
use crate::ui::text::ballot_text::{ballot_text, BallotText};
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
    Chosen(Ballot),
}

impl BallotChoice {
    /// The ballot a new game of `kind` starts from: a random one is drawn now, and a chosen one
    /// counts only for the variant whose table holds it.
    #[must_use]
    pub fn resolve(self, kind: GameKind) -> Option<Ballot> {
        let GameKind::Draughts(variant) = kind else { return None };
        match self {
            BallotChoice::Initial => None,
            BallotChoice::Random => ballot::pick(variant, crate::clock::now_ms()),
            BallotChoice::Chosen(b) => ballot::find(variant, &b.id()),
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

/// `select[data-field="ballot"]`: `none`, `random`, or a start's id (`fmjd-1-I`, `kol`), the
/// FMJD table's starts in groups as the table has them; only for a variant with a ballot table.
/// The table's starts (over 700 options) are drawn when the player first reaches the select
/// (focus, which a tap, a click or the keyboard gives it before it opens): in the page's first
/// render they were two thirds of its elements and most of its main-thread task (issue 36).
/// Until then the select holds the choice made, so it shows the same.
#[function_component(BallotSelect)]
pub fn ballot_select(props: &BallotSelectProps) -> Html {
    let reached = use_state(|| false);
    let GameKind::Draughts(variant) = props.game else { return Html::default() };
    let starts = ballot::ballots(variant);
    if starts.is_empty() {
        return Html::default();
    }
    let lang = props.lang;
    let onfocus = {
        let reached = reached.clone();
        Callback::from(move |_: FocusEvent| {
            if !*reached {
                reached.set(true);
            }
        })
    };
    let onchange = props.on_change.reform(move |e: Event| {
        let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
        choice_of(variant, value.as_deref().unwrap_or("none"))
    });
    let option = |b: &Ballot| {
        let label = if b.name.is_empty() { format!("{} \u{b7} {}", b.code, b.text) } else { b.name.to_string() };
        let lang = (!b.name.is_empty()).then_some("ru");
        html! { <option value={b.id()} {lang} selected={props.value == BallotChoice::Chosen(*b)}>{ label }</option> }
    };
    // One group per group of the table (`FMJD 1`: 1-I … 1-XVI), and one for the named openings;
    // before the select is reached, only the start chosen, if any.
    let chosen = match props.value {
        BallotChoice::Chosen(b) => Some(b),
        _ => None,
    };
    let mut groups: Vec<(String, Vec<Ballot>)> = Vec::new();
    for b in starts.iter().filter(|b| *reached || Some(**b) == chosen).copied() {
        let group = match b.code {
            ballot::Code::Numbered { group, .. } => format!("{} {}", b.table.title, u32::from(group)),
            ballot::Code::Named(_) => ballot_text(lang, BallotText::Named).to_string(),
        };
        match groups.last_mut() {
            Some((name, members)) if *name == group => members.push(b),
            _ => groups.push((group, vec![b])),
        }
    }
    html! {
        <label>
            <span>{ ballot_text(lang, BallotText::Start) }</span>
            <select name="ballot" data-field="ballot" {onchange} {onfocus}>
                <option value="none" selected={props.value == BallotChoice::Initial}>{ ballot_text(lang, BallotText::Initial) }</option>
                <option value="random" selected={props.value == BallotChoice::Random}>{ ballot_text(lang, BallotText::Random) }</option>
                { for groups.iter().map(|(name, members)| html! {
                    <optgroup label={name.clone()}>{ for members.iter().map(option) }</optgroup>
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
