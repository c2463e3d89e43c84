//! The end-of-game card over the board: the result in the first person against the computer
//! (by colour between two players), the reason in words, and what to do next: a rematch with the
//! colours swapped, or a new game. Closed, it stays closed for that ending (the page's state
//! keeps that: `ui::game::state::Screen`).

use crate::ui::game::board_game::BoardGame;
use crate::ui::text::flow_text::{ending_line, ending_reason, flow_text, Audience, FlowText};
use crate::ui::text::i18n::{text, Text};
use crate::ui::prefs::Lang;
use crate::ui::game::state::{Action, ScreenAction};
use damas_engine::{Ending, GameKind};
use yew::prelude::*;

/// Properties: how the game ended (if it has, at the end of its line), and where the next step goes.
pub struct GameOverProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game (its result's form).
    pub game: GameKind,
    /// The ending on view, with the number of moves it came after (two endings are told apart).
    pub ending: Option<(Ending, usize)>,
    /// The loser's pieces were all taken (said so, not "no legal move").
    pub no_pieces: bool,
    /// The player closed the card on this ending.
    pub closed: bool,
    /// Who reads the card.
    pub audience: Audience,
    /// Rematch, or the card closed.
    pub on_action: Callback<Action<G>>,
    /// Review the game (when it is not under review already).
    pub on_review: Option<Callback<()>>,
}

/// The card, for any game (a view function: the page's state keeps it closed, see `play::page`).
pub fn game_over<G: BoardGame + 'static>(props: &GameOverProps<G>) -> Html {
    let Some((ending, moves)) = props.ending.filter(|_| !props.closed) else { return Html::default() };
    let lang = props.lang;
    let result = ending.result_in(props.game);
    let rematch = props.on_action.reform(|_| Action::Rematch);
    let close = props.on_action.reform(move |_| Action::Screen(ScreenAction::CloseCard(ending, moves)));
    let new_game = props.on_action.reform(move |_| {
        crate::ui::shell::web::focus_first("form.new-game-form select");
        Action::Screen(ScreenAction::CloseCard(ending, moves))
    });
    let review = props.on_review.as_ref().map(|on_review| {
        let (close, on_review) = (close.clone(), on_review.clone());
        let onclick = Callback::from(move |e: MouseEvent| {
            close.emit(e);
            on_review.emit(());
        });
        html! { <button type="button" data-action="review" {onclick}>{ crate::ui::text::review_text::review_text(lang, crate::ui::text::review_text::ReviewText::Review) }</button> }
    });
    html! {
        <section class="game-over" data-game-over="" data-result={result} role="dialog" aria-labelledby="game-over-title">
            <button type="button" class="dismiss" data-action="close-card" aria-label={flow_text(lang, FlowText::Close)}
                title={flow_text(lang, FlowText::Close)} onclick={close}>{ "×" }</button>
            <h2 id="game-over-title">{ ending_line(lang, ending, result, props.audience) }</h2>
            <p class="game-over-reason">{ ending_reason(lang, ending, props.audience, props.no_pieces) }</p>
            <div class="game-over-actions">
                <button type="button" class="primary" data-action="rematch" onclick={rematch}>{ flow_text(lang, FlowText::Rematch) }</button>
                <button type="button" data-action="show-new-game" onclick={new_game}>{ text(lang, Text::NewGame) }</button>
                { for review }
            </div>
        </section>
    }
}
