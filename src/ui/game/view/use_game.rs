//! A game as the page holds it: [`GameState`] behind a Yew reducer. The handle lives here, not in
//! a page component, so the pages, the embedded board and the engine hook share it without
//! importing one another; the components themselves never see it (values in, callbacks out).
//! `play::page` picks each component's values from the state, for every game.

use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::{Action, GameState};
use crate::ui::shell::storage::{self, Key};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

impl<G: BoardGame + 'static> Reducible for GameState<G> {
    type Action = Action<G>;

    /// A copy of the state (the one copy of the game an action makes) with the action applied at
    /// the page's time: the one place the page reads the clock for its game.
    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action, crate::clock::now_ms());
        Rc::new(next)
    }
}

/// The game and the way to act on it.
pub type GameHandle<G = damas_engine::Position> = UseReducerHandle<GameState<G>>;

/// Keeps the address bar, the game saved under `key` and the saved preferences in step with
/// `game`, and the document's language with the player's.
#[hook]
pub fn use_saved<G: BoardGame + 'static>(game: &GameHandle<G>, key: Key) {
    // Written from the state after it changes: the reducer writes no link and no storage.
    let query = game.query().to_string();
    use_effect_with(query, move |q| {
        storage::replace_url(q);
        storage::save(key, q);
    });
    use_saved_prefs(game);
}

/// Keeps the document's language the player's, for a page that saves no preferences of its own
/// (`shell::use_prefs::use_document_lang`).
#[hook]
pub fn use_document_lang<G: BoardGame + 'static>(game: &GameHandle<G>) {
    crate::ui::shell::use_prefs::use_document_lang(game.prefs.lang);
}

/// Keeps the saved preferences and the document's language in step with `game`'s (a page whose
/// game is not its link's, as the live page's): `shell::use_prefs::use_saved_prefs`.
#[hook]
pub fn use_saved_prefs<G: BoardGame + 'static>(game: &GameHandle<G>) {
    crate::ui::shell::use_prefs::use_saved_prefs(&game.prefs);
}

/// Arrow keys walk through the game and Home/End go to its ends (outside form fields); Escape
/// drops the selection.
#[hook]
pub fn use_arrow_keys<G: BoardGame + 'static>(game: &GameHandle<G>) {
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
                "Home" => Action::GoTo(0),
                // Past the last move: the reducer stops at the end of the line.
                "End" => Action::GoTo(usize::MAX),
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

/// Tells the game when the page is hidden and shown again (another tab, the phone locked):
/// against the computer its clocks pause meanwhile.
#[hook]
pub fn use_page_visibility<G: BoardGame + 'static>(game: &GameHandle<G>) {
    let dispatcher = game.dispatcher();
    use_effect_with((), move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let listener = {
            let document = document.clone();
            Closure::<dyn Fn()>::new(move || {
                if let Some(doc) = &document {
                    dispatcher.dispatch(Action::Hidden(doc.hidden()));
                }
            })
        };
        if let Some(doc) = &document {
            let _ = doc.add_event_listener_with_callback("visibilitychange", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(doc) = &document {
                let _ = doc.remove_event_listener_with_callback("visibilitychange", listener.as_ref().unchecked_ref());
            }
        }
    });
}
