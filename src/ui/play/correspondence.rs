//! The line under the board for a game played by links (correspondence): whose move it is, the
//! friend's last move, and the button that sends this device's move. In a game of two players at
//! one device it offers to send the game to a friend instead; against the computer it is absent.
//! What became of a send is said until the game moves on (the page's state keeps it:
//! `ui::game::state::Screen`).

use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::{Action, ScreenAction, Sent};
use crate::ui::prefs::Lang;
use crate::ui::shell::web;
use crate::ui::text::tools_text::{friend_played, tx, Tx};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Where a game by links stands, as the line says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Two players at this device (a friend elsewhere may be sent the game).
    Local,
    /// This device's move; the friend's last move, written in the player's notation, if any.
    YourMove(Option<AttrValue>),
    /// The move here is played: it goes to the friend.
    TheirMove,
    /// The game is over: the last move goes to the friend.
    Over,
}

impl Stage {
    /// The name the markup carries (`data-correspondence`).
    const fn name(&self) -> &'static str {
        match self {
            Stage::Local => "local",
            Stage::YourMove(_) => "your-move",
            Stage::TheirMove => "their-move",
            Stage::Over => "over",
        }
    }
}

/// Properties: the stage, the link to send, and where "sent" goes.
pub struct CorrespondenceProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// Where the game stands.
    pub stage: Stage,
    /// The correspondence link of the whole game, for the friend.
    pub link: AttrValue,
    /// What became of the last send, while the game has not moved on since.
    pub sent: Option<Sent>,
    /// The game was sent (`Action::SendToFriend`, then what became of it).
    pub on_action: Callback<Action<G>>,
}

/// The line, for any game (a view function: the page's state keeps what a send did, see
/// `play::page`).
pub fn correspondence<G: BoardGame + 'static>(props: &CorrespondenceProps<G>) -> Html {
    let lang = props.lang;
    let send = {
        let (act, link) = (props.on_action.clone(), props.link.clone());
        Callback::from(move |_: MouseEvent| {
            let act = act.clone();
            web::send_link(tx(lang, Tx::ReplyMessage), &link, move |sent| {
                act.emit(Action::SendToFriend);
                act.emit(Action::Screen(ScreenAction::Sent(sent)));
            });
        })
    };
    let (line, button) = match &props.stage {
        Stage::Local => (tx(lang, Tx::TwoPlayersHere).to_string(), Some(tx(lang, Tx::SendToFriend))),
        Stage::YourMove(Some(mv)) => (friend_played(lang, mv), None),
        Stage::YourMove(None) => (tx(lang, Tx::YourMoveThenSend).to_string(), None),
        Stage::TheirMove => (tx(lang, Tx::SendYourMove).to_string(), Some(tx(lang, Tx::SendYourMoveButton))),
        Stage::Over => (tx(lang, Tx::GameOverSend).to_string(), Some(tx(lang, Tx::SendYourMoveButton))),
    };
    let primary = matches!(props.stage, Stage::TheirMove);
    let said = props.sent.map(|sent| match sent {
        Sent::Shared => tx(lang, Tx::Shared),
        Sent::Copied => tx(lang, Tx::Copied),
        Sent::Failed => tx(lang, Tx::CopyFailed),
    });
    html! {
        <div class={class_list(&[Some("correspondence"), Some(props.stage.name())])} data-correspondence={props.stage.name()} aria-live="polite">
            <span class="correspondence-line">{ line }</span>
            if let Some(label) = button {
                <button type="button" class={class_list(&[primary.then_some("primary")])} data-action="send-move" data-link={props.link.clone()} onclick={send}>{ label }</button>
            }
            if let Some(said) = said {
                <span class="correspondence-note" role="status">{ said }</span>
                if props.sent == Some(Sent::Failed) {
                    <input type="text" class="share-text" readonly=true value={props.link.clone()} />
                }
            }
        </div>
    }
}
