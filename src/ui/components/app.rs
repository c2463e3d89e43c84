//! The page: loads the game (link, then storage, then a new game), lays out the components and
//! keeps the address bar and local storage in step with the game.

use super::ai_panel::AiPanel;
use super::board::Board;
use super::controls::Controls;
use super::message::MessageBox;
use super::move_list::MoveList;
use super::editor::EditorPanel;
use super::open_panel::OpenPanel;
use super::settings::Settings;
use super::share_panel::SharePanel;
use super::status::StatusBar;
use crate::share::{parse_query, read_link, to_query, SharedGame};
use crate::ui::i18n::{text, Text};
use crate::ui::prefs::{Lang, Prefs};
use crate::ui::messages::{Fallback, Message, Source};
use crate::ui::state::{Action, GameState};
use crate::ui::hooks::use_engine::use_engine;
use crate::ui::storage::{self, Key};
use damas_engine::Variant;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        Rc::new(next)
    }
}

/// The handle every component receives: the state to draw and the way to act on it.
pub type Game = UseReducerHandle<GameState>;

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
fn use_arrow_keys(game: &Game) {
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
    let lang_buttons = Lang::ALL.iter().map(|&l| {
        let g = game.clone();
        let onclick = Callback::from(move |_| g.dispatch(Action::SetLang(l)));
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
                <StatusBar game={game.clone()} thinking={engine.thinking()} />
                <Board game={game.clone()} {arrows} />
                <MessageBox game={game.clone()} />
                <Controls game={game.clone()} />
                <MoveList game={game.clone()} />
                <AiPanel game={game.clone()} ai={engine.ai.clone()} task={engine.task.clone()} />
                <Settings game={game.clone()} />
                <SharePanel game={game.clone()} />
                <OpenPanel game={game.clone()} />
                <EditorPanel game={game.clone()} />
            </main>
        </div>
    }
}
