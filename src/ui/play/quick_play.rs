//! "Play the computer" at the top of the page: the side in words ("You play White"), the level,
//! and one button, so a game against the computer starts in a tap (two when a game in progress
//! would be thrown away: the page asks first).

use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use crate::ui::ai::DEFAULT_LEVEL;
use crate::ui::game::board_game::BoardGame;
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::text::ai_text::{ai_text, level_description, AiText};
use crate::ui::prefs::Lang;
use crate::ui::game::state::{Action, NewGame};
use damas_engine::{Color, GameKind};
use crate::ui::shell::web::select_value;
use yew::prelude::*;

/// Properties: the game being played, and where the new game goes.
#[derive(Properties, PartialEq)]
pub struct QuickPlayProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game (the new one is of the same kind, from its initial position).
    pub game: GameKind,
    /// A game in progress would be lost.
    pub in_progress: bool,
    /// The level last played, if any.
    pub level: Option<u8>,
    /// The side the computer plays in the game on the board, if it plays one.
    #[prop_or_default]
    pub computer: Option<Color>,
    /// The new game.
    pub on_action: Callback<Action<G>>,
}

/// The bar, for any game.
#[function_component(QuickPlay)]
pub fn quick_play<G: BoardGame + 'static>(props: &QuickPlayProps<G>) -> Html {
    let lang = props.lang;
    // The choices start from the game on the board and follow it when another game starts (a
    // rematch swaps the sides; a game started elsewhere brings its level).
    let side = use_state(|| props.computer.map_or(Color::White, |c| !c));
    let level = use_state(|| props.level.unwrap_or(DEFAULT_LEVEL));
    {
        let (side, level) = (side.clone(), level.clone());
        use_effect_with((props.computer, props.level), move |&(computer, played)| {
            if let Some(c) = computer {
                side.set(!c);
            }
            if let Some(n) = played {
                level.set(n);
            }
        });
    }
    let asking = use_state(|| false);
    let new_game = {
        let (side, level, kind) = (side.clone(), level.clone(), props.game);
        move || {
            G::initial_of(kind).map(|start| NewGame { start, bottom: *side, computer: Some(!*side), level: Some(*level), clock: None, ballot: None })
        }
    };
    let on_side = {
        let side = side.clone();
        Callback::from(move |e: Event| {
            if let Some(c) = select_value(&e).and_then(|s| s.parse::<Color>().ok()) {
                side.set(c);
            }
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = select_value(&e).and_then(|s| s.parse::<u8>().ok()) {
                level.set(n);
            }
        })
    };
    let on_submit = {
        let (asking, act, in_progress, new_game) = (asking.clone(), props.on_action.clone(), props.in_progress, new_game.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if in_progress {
                asking.set(true);
                focus_answer("[data-quick-play]");
            } else if let Some(game) = new_game() {
                act.emit(Action::NewGame(game));
            }
        })
    };
    let on_yes = {
        let (asking, act) = (asking.clone(), props.on_action.clone());
        Callback::from(move |()| {
            asking.set(false);
            if let Some(game) = new_game() {
                act.emit(Action::NewGame(game));
            }
        })
    };
    let on_no = {
        let asking = asking.clone();
        Callback::from(move |()| asking.set(false))
    };
    let t = |k| flow_text(lang, k);
    html! {
        <form class="quick-play" data-quick-play="" onsubmit={on_submit} aria-label={t(FlowText::PlayComputer)}>
            <span class="quick-play-title">{ t(FlowText::PlayComputer) }</span>
            <select name="quick-side" data-field="quick-side" onchange={on_side} aria-label={t(FlowText::YourSide)}>
                <option value="white" selected={*side == Color::White}>{ t(FlowText::YouPlayWhite) }</option>
                <option value="black" selected={*side == Color::Black}>{ t(FlowText::YouPlayBlack) }</option>
            </select>
            <select name="quick-level" data-field="quick-level" onchange={on_level} aria-label={ai_text(lang, AiText::Level)}>
                { for damas_ai::LEVELS.iter().map(|l| html! {
                    <option value={l.number.to_string()} selected={l.number == *level} title={level_description(lang, l)}>
                        { format!("{} {}", ai_text(lang, AiText::Level), l.number) }
                    </option>
                }) }
            </select>
            <button type="submit" class="primary" data-action="play-computer">{ t(FlowText::Play) }</button>
            if *asking {
                { confirm(&ConfirmProps { question: t(FlowText::NewGameQuestion).into(), yes: t(FlowText::NewGameConfirm).into(), no: t(FlowText::KeepPlaying).into(),
                    action: "confirm-new-game", on_yes, on_no }) }
            }
        </form>
    }
}
