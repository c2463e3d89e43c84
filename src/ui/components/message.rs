//! The message under the board: why a move was refused, which capture path to choose, or why a
//! link or saved game could not be opened.

use super::app::Game;
use crate::ui::i18n::{message, text, Text};
use crate::ui::messages::Message;
use crate::ui::state::Action;
use yew::prelude::*;

/// Properties: the game.
#[derive(Properties, PartialEq)]
pub struct MessageProps {
    /// The game.
    pub game: Game,
}

/// The message box (always in the page, empty when there is nothing to say).
#[function_component(MessageBox)]
pub fn message_box(props: &MessageProps) -> Html {
    let game = &props.game;
    let lang = game.prefs.lang;
    let msg = game.message().cloned();
    let text_msg = msg.as_ref().map(|m| message(lang, m)).unwrap_or_default();
    let kind = match &msg {
        None => "none",
        Some(Message::ChoosePath { .. }) => "question",
        Some(Message::LoadFailed { .. }) => "error",
        Some(_) => "refusal",
    };
    let options = match &msg {
        Some(Message::ChoosePath { options, .. }) => options
            .iter()
            .map(|(mv, label)| {
                let (g, mv) = (game.clone(), *mv);
                let onclick = Callback::from(move |_| g.dispatch(Action::Play(mv)));
                html! { <button type="button" class="choice" data-choice={label.clone()} {onclick}>{ label.clone() }</button> }
            })
            .collect::<Html>(),
        _ => Html::default(),
    };
    let dismiss = {
        let g = game.clone();
        Callback::from(move |_| g.dispatch(Action::Dismiss))
    };
    html! {
        <div class="message-slot">
            <div class={classes!("message", kind)} data-message="" role="status" aria-live="polite">
                if msg.is_some() {
                    <span class="message-text">{ text_msg }</span>
                    <span class="choices">{ options }</span>
                    <button type="button" class="dismiss" aria-label={text(lang, Text::Dismiss)}
                        title={text(lang, Text::Dismiss)} onclick={dismiss}>{ "×" }</button>
                }
            </div>
        </div>
    }
}
