//! A question asked in place before something that cannot be undone (resigning, throwing away a
//! game in progress): the question and two buttons, right where the player pressed.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties: the words, and the two answers.
pub struct ConfirmProps {
    /// The question.
    pub question: AttrValue,
    /// The label of "yes".
    pub yes: AttrValue,
    /// The label of "no".
    pub no: AttrValue,
    /// The `data-action` of the "yes" button (`confirm-resign`, `confirm-new-game`).
    pub action: &'static str,
    /// Yes.
    pub on_yes: Callback<()>,
    /// No.
    pub on_no: Callback<()>,
}

/// The question with its answers. A view function, not a component (each component type costs
/// the wasm its own copy of Yew's lifecycle): the part that asks keeps whether it is asking, and
/// calls [`focus_answer`] as it asks.
pub fn confirm(props: &ConfirmProps) -> Html {
    let on_yes = props.on_yes.reform(|_| ());
    let on_no = props.on_no.reform(|_| ());
    html! {
        <div class="confirm" role="alertdialog" aria-label={props.question.clone()} data-confirm={props.action}>
            <p class="confirm-question">{ props.question.clone() }</p>
            <div class="confirm-answers">
                <button type="button" class="primary" data-action={props.action} onclick={on_yes}>{ props.yes.clone() }</button>
                <button type="button" data-action="cancel" onclick={on_no}>{ props.no.clone() }</button>
            </div>
        </div>
    }
}

/// Gives "yes" of the question asked inside `scope` (a selector of the part that asks) the focus
/// once the page has drawn it (a zero timer runs after Yew's render), so a keyboard player
/// answers at once.
pub fn focus_answer(scope: &'static str) {
    gloo::timers::callback::Timeout::new(0, move || {
        let document = web_sys::window().and_then(|w| w.document());
        let found = document.and_then(|d| d.query_selector(&format!("{scope} [data-confirm] .primary")).ok().flatten());
        if let Some(button) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = button.focus();
        }
    })
    .forget();
}
