//! New game (variant, which side sits at the bottom, a person or the computer as the opponent
//! and its level) and display settings (coordinates, animations).

use crate::ui::prefs::PrefsAction;
use crate::ui::panels::view::ballot_select::{BallotChoice, BallotSelect};
use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use damas_game::clock::TimeControl;
use crate::ui::ai::DEFAULT_LEVEL;
use crate::ui::text::ai_text::{ai_text, level_description, AiText};
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::names::game_name;
use crate::ui::prefs::{Coords, Notation, Prefs};
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use damas_engine::{Color, GameKind, Variant};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use crate::ui::shell::web::select_value;
use yew::prelude::*;

/// Properties: the game's settings and the player's preferences, and where changes go.
#[derive(Properties, PartialEq)]
pub struct SettingsProps<G: BoardGame> {
    /// The player's preferences.
    pub prefs: Prefs,
    /// The game being played (the form starts from it).
    pub game: GameKind,
    /// Who plays the other side of the game being played (the form starts from it).
    #[prop_or_default]
    pub opponent: Opponent,
    /// The computer's level, if set.
    #[prop_or_default]
    pub level: Option<u8>,
    /// A game is in progress: starting another asks first.
    #[prop_or_default]
    pub in_progress: bool,
    /// The time control of the game being played, if any (the form starts from it).
    #[prop_or_default]
    pub clock: Option<TimeControl>,
    /// A new game started.
    pub on_action: Callback<Action<G>>,
    /// A preference changed.
    pub on_prefs: Callback<PrefsAction>,
}

/// The new-game form and the settings. A game of another page's type (Lasca from a draughts
/// page, a draughts variant from Lasca's) opens that page as soon as it is chosen.
#[function_component(Settings)]
pub fn settings<G: BoardGame + 'static>(props: &SettingsProps<G>) -> Html {
    let lang = props.prefs.lang;
    let game = use_state(|| props.game);
    let bottom = use_state(|| if props.prefs.flipped { Color::Black } else { Color::White });
    let computer = use_state(|| props.opponent.computer_side().is_some());
    let level = use_state(|| props.level.unwrap_or(DEFAULT_LEVEL));
    let clock = use_state(|| props.clock);
    let ballot = use_state(|| BallotChoice::Initial);
    let on_ballot = {
        let ballot = ballot.clone();
        Callback::from(move |choice| ballot.set(choice))
    };
    let on_clock = {
        let clock = clock.clone();
        Callback::from(move |e: Event| clock.set(select_value(&e).and_then(|s| s.parse::<TimeControl>().ok())))
    };
    let on_opponent = {
        let computer = computer.clone();
        Callback::from(move |e: Event| computer.set(select_value(&e).as_deref() == Some("computer")))
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = select_value(&e).and_then(|s| s.parse::<u8>().ok()) {
                level.set(n);
            }
        })
    };

    let on_variant = {
        let game = game.clone();
        Callback::from(move |e: Event| match select_value(&e).and_then(|s| s.parse::<GameKind>().ok()) {
            Some(kind) if G::initial_of(kind).is_some() => game.set(kind),
            Some(kind) => crate::ui::shell::web::open_query(&format!("variant={kind}")),
            None => {}
        })
    };
    let on_bottom = {
        let bottom = bottom.clone();
        Callback::from(move |e: Event| {
            if let Some(c) = select_value(&e).and_then(|s| s.parse::<Color>().ok()) {
                bottom.set(c);
            }
        })
    };
    let asking = use_state(|| false);
    let new_game = {
        let (game, bottom, computer, level, clock) = (game.clone(), bottom.clone(), computer.clone(), level.clone(), clock.clone());
        let ballot = ballot.clone();
        move || {
            G::initial_of(*game).map(|start| {
                let opponent = if *computer { Opponent::Computer { side: !*bottom } } else { Opponent::Local };
                let game = Opened {
                    opponent,
                    level: computer.then_some(*level),
                    clocks: clock.map(Clocks::new),
                    ballot: if G::DRAUGHTS { ballot.resolve(*game) } else { None },
                    ..Opened::new(start)
                };
                Action::new_game(game, *bottom)
            })
        }
    };
    let on_start = {
        let (g, asking, in_progress, new_game) = (props.on_action.clone(), asking.clone(), props.in_progress, new_game.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if in_progress {
                asking.set(true);
                focus_answer("form.new-game-form");
            } else if let Some(new_game) = new_game() {
                g.emit(new_game);
            }
        })
    };
    let on_yes = {
        let (g, asking) = (props.on_action.clone(), asking.clone());
        Callback::from(move |()| {
            asking.set(false);
            if let Some(new_game) = new_game() {
                g.emit(new_game);
            }
        })
    };
    let on_no = {
        let asking = asking.clone();
        Callback::from(move |()| asking.set(false))
    };
    let on_coords = props.on_prefs.reform(|e: Event| PrefsAction::Coords(select_value(&e).as_deref().and_then(Coords::from_name).unwrap_or(Coords::Numbers)));
    let on_notation = props.on_prefs.reform(|e: Event| PrefsAction::Notation(select_value(&e).as_deref().and_then(Notation::from_name).unwrap_or(Notation::Numbers)));
    let on_anim = {
        let p = props.on_prefs.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                p.emit(PrefsAction::Animate(input.checked()));
            }
        })
    };
    let games = Variant::ALL.iter().map(|&v| GameKind::Draughts(v)).chain([GameKind::Lasca]);
    let variants = games.map(|kind| {
        html! { <option value={kind.name()} selected={kind == *game}>{ game_name(lang, kind) }</option> }
    });
    let coords = props.prefs.coords;
    // The choice is offered on the pages of the games that have it (not Lasca's).
    let offers_notation = G::DRAUGHTS;
    html! {
        <>
            <section class="panel new-game">
                <h2>{ text(lang, Text::NewGame) }</h2>
                <form class="new-game-form" onsubmit={on_start}>
                    <label>
                        <span>{ text(lang, Text::VariantLabel) }</span>
                        <select name="variant" data-field="variant" onchange={on_variant}>{ for variants }</select>
                    </label>
                    <label>
                        <span>{ text(lang, Text::Bottom) }</span>
                        <select name="bottom" data-field="bottom" onchange={on_bottom}>
                            <option value="white" selected={*bottom == Color::White}>{ text(lang, Text::WhiteBottom) }</option>
                            <option value="black" selected={*bottom == Color::Black}>{ text(lang, Text::BlackBottom) }</option>
                        </select>
                    </label>
                    <label>
                        <span>{ ai_text(lang, AiText::Opponent) }</span>
                        <select name="opponent" data-field="opponent" onchange={on_opponent}>
                            <option value="person" selected={!*computer}>{ ai_text(lang, AiText::Person) }</option>
                            <option value="computer" selected={*computer}>{ ai_text(lang, AiText::TheComputer) }</option>
                        </select>
                    </label>
                    if *computer {
                        <label class="level">
                            <span>{ ai_text(lang, AiText::Level) }</span>
                            <select name="level" data-field="level" onchange={on_level}>
                                { for damas_ai::LEVELS.iter().map(|l| html! {
                                    <option value={l.number.to_string()} selected={l.number == *level}
                                        title={level_description(lang, l)}>
                                        { format!("{} {}", ai_text(lang, AiText::Level), l.number) }
                                    </option>
                                }) }
                            </select>
                        </label>
                        <p class="level-detail" data-level-detail="">
                            { damas_ai::level(*level).map(|l| level_description(lang, &l)).unwrap_or_default() }
                        </p>
                    }
                    <label>
                        <span>{ flow_text(lang, FlowText::Clock) }</span>
                        <select name="clock" data-field="clock" onchange={on_clock}>
                            <option value="none" selected={clock.is_none()}>{ flow_text(lang, FlowText::NoClock) }</option>
                            { for TimeControl::PRESETS.iter().map(|c| html! {
                                <option value={c.to_string()} selected={*clock == Some(*c)}>{ c.to_string() }</option>
                            }) }
                        </select>
                    </label>
                    if G::DRAUGHTS {
                        <BallotSelect {lang} game={*game} value={*ballot} on_change={on_ballot} />
                    }
                    <button type="submit" class="primary" data-action="new-game">{ text(lang, Text::Start) }</button>
                    if *asking {
                        { confirm(&ConfirmProps { question: flow_text(lang, FlowText::NewGameQuestion).into(), yes: flow_text(lang, FlowText::NewGameConfirm).into(),
                            no: flow_text(lang, FlowText::KeepPlaying).into(), action: "confirm-new-game", on_yes, on_no }) }
                    }
                </form>
            </section>
            <section class="panel settings">
                <h2>{ text(lang, Text::Settings) }</h2>
                <label>
                    <span>{ text(lang, Text::Coordinates) }</span>
                    <select name="coords" data-field="coords" onchange={on_coords}>
                        <option value={Coords::Numbers.name()} selected={coords == Coords::Numbers}>{ text(lang, Text::CoordsNumbers) }</option>
                        <option value={Coords::Algebraic.name()} selected={coords == Coords::Algebraic}>{ text(lang, Text::CoordsAlgebraic) }</option>
                        <option value={Coords::Off.name()} selected={coords == Coords::Off}>{ text(lang, Text::CoordsOff) }</option>
                    </select>
                </label>
                if offers_notation {
                    <label>
                        <span>{ flow_text(lang, FlowText::Notation) }</span>
                        <select name="notation" data-field="notation" onchange={on_notation}>
                            <option value={Notation::Numbers.name()} selected={props.prefs.notation == Notation::Numbers}>{ flow_text(lang, FlowText::NotationNumbers) }</option>
                            <option value={Notation::Algebraic.name()} selected={props.prefs.notation == Notation::Algebraic}>{ flow_text(lang, FlowText::NotationAlgebraic) }</option>
                        </select>
                    </label>
                }
                <label class="check">
                    <input type="checkbox" name="animate" data-field="animate" checked={props.prefs.animate} onchange={on_anim} />
                    <span>{ text(lang, Text::Animations) }</span>
                </label>
                <crate::ui::look::view::settings::LookSettings {lang} look={props.prefs.look} sound={props.prefs.sound}
                    on_look={props.on_prefs.reform(PrefsAction::Look)} on_sound={props.on_prefs.reform(PrefsAction::Sound)} />
                { crate::ui::shell::offline::offline_row(lang) }
            </section>
        </>
    }
}
