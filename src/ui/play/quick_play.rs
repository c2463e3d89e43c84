//! "Play the computer" at the top of the page: the side in words ("You play White"), the level,
//! and one button, so a game against the computer starts in a tap (two when a game in progress
//! would be thrown away: the page asks first). The choices and the question are kept in the page's
//! state (`ui::game::state::Screen`).

use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use crate::ui::game::board_game::BoardGame;
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::text::ai_text::{ai_text, level_description, AiText};
use crate::ui::prefs::Lang;
use crate::ui::game::state::{Action, ScreenAction};
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use damas_engine::{Color, GameKind};
use crate::ui::shell::web::select_value;
use yew::prelude::*;

/// Properties: the game being played, the choices, and where the new game goes.
pub struct QuickPlayProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game (the new one is of the same kind, from its initial position).
    pub game: GameKind,
    /// A game in progress would be lost.
    pub in_progress: bool,
    /// The player's side: the one chosen, else the one of the game on the board.
    pub side: Color,
    /// The computer's level: the one chosen, else the one last played.
    pub level: u8,
    /// "Throw the game in progress away?" is asked.
    pub asking: bool,
    /// The new game, a choice or the question.
    pub on_action: Callback<Action<G>>,
}

/// The bar, for any game (a view function: the page's state keeps the choices and the question,
/// see `play::page`).
pub fn quick_play<G: BoardGame + 'static>(props: &QuickPlayProps<G>) -> Html {
    let lang = props.lang;
    let (side, level, kind) = (props.side, props.level, props.game);
    let new_game = move || {
        G::initial_of(kind).map(|start| Action::new_game(Opened { opponent: Opponent::Computer { side: !side }, level: Some(level), ..Opened::new(start) }, side))
    };
    // A choice the page did not offer (a hostile edit of the options) changes nothing.
    let choose = |read: fn(&str) -> Option<ScreenAction>| {
        let act = props.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(choice) = select_value(&e).as_deref().and_then(read) {
                act.emit(Action::Screen(choice));
            }
        })
    };
    let on_side = choose(|s| Some(ScreenAction::QuickSide(s.parse().ok()?)));
    let on_level = choose(|s| Some(ScreenAction::QuickLevel(s.parse().ok().filter(|&n| damas_ai::level(n).is_some())?)));
    let on_submit = {
        let (act, in_progress) = (props.on_action.clone(), props.in_progress);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if in_progress {
                focus_answer("[data-quick-play]");
                act.emit(Action::Screen(ScreenAction::AskNewGame(true)));
            } else if let Some(game) = new_game() {
                act.emit(game);
            }
        })
    };
    let on_yes = {
        let act = props.on_action.clone();
        Callback::from(move |()| {
            act.emit(Action::Screen(ScreenAction::AskNewGame(false)));
            if let Some(game) = new_game() {
                act.emit(game);
            }
        })
    };
    let on_no = props.on_action.reform(|()| Action::Screen(ScreenAction::AskNewGame(false)));
    let t = |k| flow_text(lang, k);
    html! {
        <form class="quick-play" data-quick-play="" onsubmit={on_submit} aria-label={t(FlowText::PlayComputer)}>
            <span class="quick-play-title">{ t(FlowText::PlayComputer) }</span>
            <select name="quick-side" data-field="quick-side" onchange={on_side} aria-label={t(FlowText::YourSide)}>
                <option value="white" selected={side == Color::White}>{ t(FlowText::YouPlayWhite) }</option>
                <option value="black" selected={side == Color::Black}>{ t(FlowText::YouPlayBlack) }</option>
            </select>
            <select name="quick-level" data-field="quick-level" onchange={on_level} aria-label={ai_text(lang, AiText::Level)}>
                { for damas_ai::LEVELS.iter().map(|l| html! {
                    <option value={l.number.to_string()} selected={l.number == level} title={level_description(lang, l)}>
                        { format!("{} {}", ai_text(lang, AiText::Level), l.number) }
                    </option>
                }) }
            </select>
            <button type="submit" class="primary" data-action="play-computer">{ t(FlowText::Play) }</button>
            if props.asking {
                { confirm(&ConfirmProps { question: t(FlowText::NewGameQuestion).into(), yes: t(FlowText::NewGameConfirm).into(), no: t(FlowText::KeepPlaying).into(),
                    action: "confirm-new-game", on_yes, on_no }) }
            }
        </form>
    }
}
