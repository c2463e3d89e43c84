//! The page: loads the game (link, then storage, then a new game), lays out the components and
//! keeps the address bar and local storage in step with the game.

use super::ai_panel::AiPanel;
use super::editor::EditorPanel;
use super::move_list::MoveList;
use super::open_panel::OpenPanel;
use super::settings::Settings;
use super::share_panel::SharePanel;
use super::status::StatusBar;
use crate::share::{parse_query, read_link, to_query, SharedGame};
use crate::ui::ai::{AiAction, Kind, DEFAULT_LEVEL};
use crate::ui::hooks::use_engine::use_engine;
use crate::ui::hooks::use_game::{parts, GameHandle};
use crate::ui::i18n::{text, Text};
use crate::ui::messages::{Fallback, Message, Source, Status};
use crate::ui::prefs::{Lang, Prefs};
use crate::ui::state::{Action, GameState};
use crate::ui::storage::{self, Key};
use damas_engine::{Color, Variant};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The first state: the game in the link, else the saved one, else a new one; a broken link or
/// saved game leaves a message and falls back.
fn initial_state() -> GameState {
    let languages = storage::browser_languages();
    let base = Prefs::new(Lang::detect(languages.iter().map(String::as_str)));
    let mut prefs = storage::load(Key::Prefs).map_or(base.clone(), |t| Prefs::from_text(&t, base));
    let saved = storage::load(Key::Game).map(|q| parse_query(&q));
    let link = storage::page_query();
    let (game, message) = if link.is_empty() {
        match saved {
            Some(Ok(game)) => (game, None),
            Some(Err(error)) => (
                SharedGame::new(Variant::Brazilian),
                Some(Message::LoadFailed { source: Source::Saved, error, fallback: Fallback::NewGame }),
            ),
            None => (SharedGame::new(Variant::Brazilian), None),
        }
    } else {
        match read_link(&link) {
            Ok(read) => {
                // The shared game wins; the one the player had is kept to resume; `side=` turns the board.
                super::share_panel::on_open_link(&link, &read.game, &mut prefs);
                (read.game, read.dropped.into_iter().next().map(Message::LinkPartDropped))
            }
            Err(error) => match saved {
                Some(Ok(game)) => {
                    (game, Some(Message::LoadFailed { source: Source::Link, error, fallback: Fallback::LastGame }))
                }
                _ => (
                    SharedGame::new(Variant::Brazilian),
                    Some(Message::LoadFailed { source: Source::Link, error, fallback: Fallback::NewGame }),
                ),
            },
        }
    };
    if !link.is_empty() && game.computer.is_some() && !link.split('&').any(|p| p.trim_start_matches('?').starts_with("side=")) {
        // A link to a game against the computer (without `side=`) puts the player's side at the bottom.
        prefs.flipped = game.computer == Some(damas_engine::Color::White);
    }
    let mut state = GameState::from_shared(&game, prefs);
    if let Some(message) = message {
        state.reduce(Action::Notify(message));
    }
    state
}

/// Arrow keys walk through the game (outside form fields).
#[hook]
fn use_arrow_keys(game: &GameHandle) {
    let dispatcher = game.dispatcher();
    use_effect_with((), move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let listener = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
            let in_field = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
            if in_field || e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            let action = match e.key().as_str() {
                "ArrowLeft" => Action::Undo,
                "ArrowRight" => Action::Redo,
                "Escape" => Action::Deselect,
                _ => return,
            };
            e.prevent_default();
            dispatcher.dispatch(action);
        });
        if let Some(doc) = &document {
            let _ = doc.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(doc) = &document {
                let _ = doc.remove_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            }
        }
    });
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let game = use_reducer(initial_state);
    let query = to_query(&game.shared());
    use_effect_with(query, |q| {
        storage::replace_url(q);
        storage::save(Key::Game, q);
    });
    use_effect_with(game.prefs.clone(), |prefs| {
        storage::save(Key::Prefs, &prefs.to_text());
        storage::set_document_lang(prefs.lang.code());
    });
    use_arrow_keys(&game);
    let engine = use_engine(&game);
    let arrows = engine.ai.arrows(&game);
    let lang = game.prefs.lang;
    let act = game.dispatcher().to_callback();
    let lang_buttons = Lang::ALL.iter().map(|&l| {
        let onclick = act.reform(move |_| Action::SetLang(l));
        let short = if l == Lang::Pt { "PT" } else { "EN" };
        html! {
            <button type="button" class={classes!("lang", (l == lang).then_some("on"))} data-lang={l.code()}
                aria-pressed={(l == lang).to_string()} title={l.label()} {onclick}>{ short }</button>
        }
    });
    let app_class = classes!("app", (!game.prefs.animate).then_some("no-anim"));
    html! {
        <div class={app_class}>
            <crate::ui::pwa::UpdateBanner lang={lang} />
            <header class="top">
                <div class="brand">
                    <svg class="logo" viewBox="0 0 1 1" aria-hidden="true">
                        <circle cx="0.5" cy="0.5" r="0.45" class="logo-outer" />
                        <circle cx="0.5" cy="0.5" r="0.3" class="logo-inner" />
                    </svg>
                    <div>
                        <h1>{ text(lang, Text::Title) }</h1>
                        <p class="tagline">{ text(lang, Text::Tagline) }</p>
                    </div>
                </div>
                <nav class="langs" aria-label={text(lang, Text::Language)}>{ for lang_buttons }</nav>
            </header>
            <main class="layout">
                { status_bar(&game, engine.thinking()) }
                { parts::board(&game, arrows) }
                { parts::message(&game) }
                { parts::controls(&game) }
                { move_list(&game) }
                { ai_panel(&game, &engine) }
                <Settings prefs={game.prefs.clone()} variant={game.variant()} computer={game.computer}
                    level={game.level} on_action={act.clone()} />
                <SharePanel {lang} shared={game.shared()} position={*game.position()} on_action={act.clone()} />
                <OpenPanel {lang} variant={game.variant()} flipped={game.prefs.flipped} on_action={act.clone()} />
                <EditorPanel {lang} position={*game.position()} flipped={game.prefs.flipped}
                    coords={game.prefs.coords} on_action={act} />
            </main>
        </div>
    }
}

fn status_bar(game: &GameHandle, thinking: bool) -> Html {
    let last_move = game.ply().checked_sub(1).and_then(|i| game.move_texts().get(i)).map(|t| AttrValue::from(t.clone()));
    html! {
        <StatusBar lang={game.prefs.lang} status={game.status()} game={game.kind()} {last_move}
            draw_count={game.draw_count()} viewing={game.can_redo()} {thinking} />
    }
}

fn move_list(game: &GameHandle) -> Html {
    let first_mover = if game.variant() == Variant::English { Color::Black } else { Color::White };
    let result = match game.status() {
        Status::Over(outcome) => Some(AttrValue::from(outcome.result_text(game.variant()))),
        Status::ToMove { .. } => None,
    };
    html! {
        <MoveList<damas_engine::Position> lang={game.prefs.lang} texts={Rc::<[String]>::from(game.move_texts())} ply={game.ply()}
            second_mover_starts={game.start().turn() != first_mover} {result} on_action={game.dispatcher().to_callback()} />
    }
}

fn ai_panel(game: &GameHandle, engine: &crate::ui::hooks::use_engine::Engine) -> Html {
    let ai = &engine.ai;
    let hinting = engine.task.as_ref().is_some_and(|t| t.kind == Kind::Hint);
    let over = game.outcome().is_some();
    let opponent = game.computer.map(|side| (side, game.level.unwrap_or(DEFAULT_LEVEL)));
    let on_hint = {
        let (ai, position, ply) = (ai.dispatcher(), *game.position(), game.ply());
        Callback::from(move |()| ai.dispatch(AiAction::AskHint { position, ply }))
    };
    let on_analysis = ai.dispatcher().to_callback().reform(|()| AiAction::ToggleAnalysis);
    let on_retry = ai.dispatcher().to_callback().reform(|()| AiAction::Retry);
    html! {
        <AiPanel lang={game.prefs.lang} {opponent} {over} thinking={engine.thinking()}
            hint_allowed={!over && !game.computer_to_move() && !hinting}
            hint={ai.hint_at(game).map(|h| AttrValue::from(h.arrow.text.clone()))}
            analysis_on={ai.analysis_on} analysis={ai.analysis_at(game).cloned()}
            failure={ai.failure.as_ref().map(|(_, m)| AttrValue::from(m.clone()))}
            {on_hint} {on_analysis} {on_retry} />
    }
}
