//! The header's title with the game's name as a button: it opens the menu of every game, and a
//! game picked there starts at once (second walk W7: switching games was only in the new-game
//! form, below the fold, after "Start"). A game in progress is not thrown away unasked. What the
//! new game is besides its kind is [`switch`]'s: the player's side and level against the
//! computer, else two players at this device. The menu and the question live in the page's
//! state (`ui::game::state::Screen`).

use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::{switch, Action, ScreenAction, Switch};
use crate::ui::prefs::Lang;
use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::names::{game_name, header_name};
use damas_engine::{Color, GameKind};
use damas_game::opponent::Opponent;
use yew::prelude::*;

/// Properties: the game on the board, what a new one keeps of it, and the menu's state.
pub struct GameMenuProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game on the board.
    pub game: GameKind,
    /// Its opponent (the computer carries on into the new game; anyone else gives a game at
    /// this device).
    pub opponent: Opponent,
    /// The player's side against the computer (quick play's).
    pub side: Color,
    /// The computer's level (quick play's).
    pub level: u8,
    /// A game in progress would be thrown away.
    pub in_progress: bool,
    /// The menu is open.
    pub open: bool,
    /// The game cannot be changed here (live play: the room's game): the name alone.
    pub fixed: bool,
    /// The game a switch to is asked.
    pub asking: Option<GameKind>,
    /// The new game, the menu opened or closed, the question.
    pub on_action: Callback<Action<G>>,
}

/// The title (`<h1>`, the game's name its button) and, when open, the menu under it.
pub fn game_menu<G: BoardGame + 'static>(props: &GameMenuProps<G>) -> Html {
    let lang = props.lang;
    let (opponent, side, level) = (props.opponent, props.side, props.level);
    let start = {
        let act = props.on_action.clone();
        move |kind: GameKind| {
            act.emit(Action::Screen(ScreenAction::GameMenu(false)));
            match switch::<G>(kind, opponent, side, level) {
                Switch::Here(game, bottom) => act.emit(Action::NewGame { game, bottom }),
                Switch::Page(query) => crate::ui::shell::web::open_query(&query),
            }
        }
    };
    let toggle = {
        let (act, open) = (props.on_action.clone(), props.open);
        Callback::from(move |_: MouseEvent| act.emit(Action::Screen(ScreenAction::GameMenu(!open))))
    };
    let title = text(lang, Text::Title);
    let items = GameKind::ALL.iter().map(|&kind| {
        let current = kind == props.game;
        let onclick = {
            let (act, start, in_progress) = (props.on_action.clone(), start.clone(), props.in_progress);
            Callback::from(move |_: MouseEvent| {
                if in_progress {
                    focus_answer("[data-game-menu]");
                    act.emit(Action::Screen(ScreenAction::AskSwitch(Some(kind))));
                } else {
                    start(kind);
                }
            })
        };
        html! {
            <li>
                <button type="button" data-action="switch-game" data-game={kind.name()} aria-current={current.then_some("true")} {onclick}>
                    { game_name(lang, kind) }
                </button>
            </li>
        }
    });
    let items: Vec<Html> = items.collect();
    let question = props.asking.map(|kind| {
        let on_yes = Callback::from(move |()| start(kind));
        let on_no = props.on_action.reform(|()| Action::Screen(ScreenAction::AskSwitch(None)));
        let t = |k| flow_text(lang, k);
        confirm(&ConfirmProps { question: t(FlowText::NewGameQuestion).into(), yes: t(FlowText::NewGameConfirm).into(), no: t(FlowText::KeepPlaying).into(),
            action: "confirm-switch-game", on_yes, on_no })
    });
    html! {
        <>
            <h1>
                { title }
                if props.fixed {
                    <span class="game-name" data-game-name="">{ header_name(lang, props.game, title) }</span>
                } else {
                    <button type="button" class="game-name" data-game-name="" data-action="game-menu" aria-haspopup="true"
                        aria-expanded={props.open.to_string()} aria-controls="game-menu" aria-label={format!("{} ({})", game_name(lang, props.game), text(lang, Text::VariantLabel))}
                        onclick={toggle}>
                        { header_name(lang, props.game, title) }
                    </button>
                }
            </h1>
            if props.open {
                <div class="game-menu" id="game-menu" data-game-menu="">
                    <ul>{ for items }</ul>
                    { question.unwrap_or_default() }
                </div>
            }
        </>
    }
}
