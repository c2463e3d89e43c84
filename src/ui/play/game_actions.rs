//! The player's decisions about the game under way: take back a move, offer a draw, resign
//! (after a question, which the page's state keeps: `ui::game::state::Screen`). Shown while the
//! game goes on.

use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use crate::ui::game::board_game::BoardGame;
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::prefs::Lang;
use crate::ui::game::state::{Action, ScreenAction};
use yew::prelude::*;

/// Properties: what the player may do now, and where the decisions go.
pub struct GameActionsProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game goes on and its last position is on view: resigning and offering are open.
    pub can_decide: bool,
    /// A move can be taken back.
    pub can_take_back: bool,
    /// A draw offer stands.
    pub offer_standing: bool,
    /// "Resign?" is asked.
    pub asking: bool,
    /// A decision taken.
    pub on_action: Callback<Action<G>>,
}

/// The buttons, for any game (a view function: the page's state keeps the question, see
/// `play::page`).
pub fn game_actions<G: BoardGame + 'static>(props: &GameActionsProps<G>) -> Html {
    let lang = props.lang;
    let asking = props.asking;
    let t = |k| flow_text(lang, k);
    let take_back = props.on_action.reform(|_| Action::TakeBack);
    let offer = props.on_action.reform(|_| Action::OfferDraw);
    let ask = props.on_action.reform(|_| {
        focus_answer(".game-actions");
        Action::Screen(ScreenAction::AskResign(true))
    });
    let on_yes = {
        let act = props.on_action.clone();
        Callback::from(move |()| {
            act.emit(Action::Screen(ScreenAction::AskResign(false)));
            act.emit(Action::Resign);
        })
    };
    let on_no = props.on_action.reform(|()| Action::Screen(ScreenAction::AskResign(false)));
    let offer_label = if props.offer_standing { FlowText::DrawOfferStands } else { FlowText::OfferDraw };
    html! {
        <div class="game-actions" role="group" aria-label={t(FlowText::Game)}>
            <div class="game-action-buttons">
                <button type="button" data-action="takeback" disabled={!props.can_take_back} onclick={take_back}>
                    { t(FlowText::TakeBack) }
                </button>
                <button type="button" data-action="offer-draw" disabled={!props.can_decide || props.offer_standing} onclick={offer}>
                    { t(offer_label) }
                </button>
                <button type="button" data-action="resign" disabled={!props.can_decide || asking} onclick={ask}>
                    { t(FlowText::Resign) }
                </button>
            </div>
            if asking && props.can_decide {
                { confirm(&ConfirmProps { question: t(FlowText::ResignQuestion).into(), yes: t(FlowText::ResignConfirm).into(), no: t(FlowText::Cancel).into(),
                    action: "confirm-resign", on_yes, on_no }) }
            }
        </div>
    }
}
