//! The message over the status: why a move was refused, which capture path to choose, why a link
//! or saved game could not be opened, or that a link kept the game in progress (with the button
//! that brings it back).

use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::message_text::message;
use crate::ui::text::tools_text::{tx, Tx};
use crate::ui::text::messages::Message;
use crate::ui::prefs::Lang;
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use crate::ui::text::names::{move_label, Naming};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Properties: the message, and where the player's answer goes.
pub struct MessageProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// What to say, if anything.
    pub message: Option<Message<G>>,
    /// The game and the player's notation (its squares' names and words).
    pub naming: Naming,
    /// A path chosen (`Action::Play`) or the message dismissed (`Action::Dismiss`).
    pub on_action: Callback<Action<G>>,
}

/// The message box (always in the page, empty when there is nothing to say), for any game (a view
/// function: it keeps no state, see `play::page`).
pub fn message_box<G: BoardGame + 'static>(props: &MessageProps<G>) -> Html {
    let lang = props.lang;
    let msg = props.message.clone();
    let text_msg = msg.as_ref().map(|m| message(lang, props.naming, m)).unwrap_or_default();
    let kind = match &msg {
        None => "none",
        Some(Message::ChoosePath { .. } | Message::DrawOffered { .. }) => "question",
        Some(Message::DrawOfferSent | Message::DrawDeclined | Message::BothSides | Message::PreviousKept(_) | Message::StudyMissing(_)) => "info",
        Some(Message::LoadFailed { .. } | Message::LanguageMissing(_) | Message::LibraryFull) => "error",
        Some(_) => "refusal",
    };
    let options = match &msg {
        Some(Message::ChoosePath { options, .. }) => options
            .iter()
            .map(|(mv, label)| {
                let onclick = props.on_action.reform({
                    let mv = *mv;
                    move |_| Action::Play(mv)
                });
                let shown = move_label(props.naming, label);
                html! { <button type="button" class="choice" data-choice={label.clone()} {onclick}>{ shown }</button> }
            })
            .collect::<Html>(),
        Some(Message::DrawOffered { .. }) => {
            let accept = props.on_action.reform(|_| Action::AcceptDraw);
            let decline = props.on_action.reform(|_| Action::DeclineDraw);
            html! {
                <>
                    <button type="button" class="choice" data-action="accept-draw" onclick={accept}>{ flow_text(lang, FlowText::Accept) }</button>
                    <button type="button" class="choice" data-action="decline-draw" onclick={decline}>{ flow_text(lang, FlowText::Decline) }</button>
                </>
            }
        }
        // The game kept is opened by its link (the pages that keep one read links; a reader here
        // would weigh every page that shows a message).
        Some(Message::PreviousKept(query)) => {
            html! { <a class="choice" data-action="resume-previous" href={format!("./?{query}")}>{ tx(lang, Tx::ResumePrevious) }</a> }
        }
        _ => Html::default(),
    };
    let dismiss = props.on_action.reform(|_| Action::Dismiss);
    html! {
        <div class="message-slot">
            // Only the words are the live region: a screen reader hears the message, not its
            // buttons (the dismiss "×" read as the end of every sentence: second walk W27).
            <div class={class_list(&[Some("message"), Some(kind)])} data-message="">
                <span class="message-text" role="status" aria-live="polite">{ text_msg }</span>
                if msg.is_some() {
                    <span class="choices">{ options }</span>
                    <button type="button" class="dismiss" aria-label={text(lang, Text::Dismiss)}
                        title={text(lang, Text::Dismiss)} onclick={dismiss}>{ "×" }</button>
                }
            </div>
        </div>
    }
}
