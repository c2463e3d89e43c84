//! A question asked in place before something that cannot be undone (resigning, throwing away a
//! game in progress): the question and two buttons, right where the player pressed.

use yew::prelude::*;

/// Properties: the words, and the two answers.
#[derive(Properties, PartialEq)]
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

/// The question with its answers; "yes" takes the focus, so a keyboard player answers at once.
#[function_component(Confirm)]
pub fn confirm(props: &ConfirmProps) -> Html {
    let yes_ref = use_node_ref();
    {
        let yes_ref = yes_ref.clone();
        use_effect_with((), move |()| {
            if let Some(button) = yes_ref.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let on_yes = props.on_yes.reform(|_| ());
    let on_no = props.on_no.reform(|_| ());
    html! {
        <div class="confirm" role="alertdialog" aria-label={props.question.clone()} data-confirm={props.action}>
            <p class="confirm-question">{ props.question.clone() }</p>
            <div class="confirm-answers">
                <button type="button" class="primary" ref={yes_ref} data-action={props.action} onclick={on_yes}>{ props.yes.clone() }</button>
                <button type="button" data-action="cancel" onclick={on_no}>{ props.no.clone() }</button>
            </div>
        </div>
    }
}
