//! A game as the page holds it: [`GameState`] behind a Yew reducer. The handle lives here, not in
//! a page component, so the pages, the embedded board and the engine hook share it without
//! importing one another; the components themselves never see it (values in, callbacks out).
//! `play::page` picks each component's values from the state and the player's preferences (a
//! value of their own beside it, `shell::use_prefs`), for every game; [`actions`] is where the
//! parts send the game's actions.

use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::{Action, GameState};
use crate::link::annotations::annotation_pairs;
use crate::ui::shell::storage::{self, Key};
use crate::ui::prefs::Prefs;
use crate::ui::shell::use_prefs::{use_prefs, PrefsHandle};
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

/// Where a page's parts send the game's actions: the game takes each, and the player's
/// preferences the turn of the board it asks for ([`Action::orientation`]: a new game's side at
/// the bottom, a rematch's swapped colours), in the same event, so the new game is drawn turned.
#[must_use]
pub fn actions<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Callback<Action<G>> {
    let (game, prefs) = (game.dispatcher(), prefs.clone());
    Callback::from(move |action: Action<G>| {
        let turn = action.orientation();
        game.dispatch(action);
        if let Some(turn) = turn {
            prefs.dispatch(turn);
        }
    })
}

/// A page's game and the player's preferences, two values with a reducer each, both first from
/// `start` (called once, at the first drawing).
#[hook]
pub fn use_start<G: BoardGame + 'static, F: FnOnce() -> (GameState<G>, Prefs)>(start: F) -> (GameHandle<G>, PrefsHandle) {
    let mut first = None;
    let game = use_reducer(|| {
        let (game, prefs) = start();
        first = Some(prefs);
        game
    });
    // `first` is there at the first drawing, the only one that reads it (the fallback, never
    // taken, reads no storage: the embedded board keeps the visitor's preferences out).
    let prefs = use_prefs(|| first.unwrap_or_else(|| Prefs::new(crate::ui::prefs::Lang::En)));
    (game, prefs)
}

/// Keeps the address bar and the game saved under `key` in step with `game`.
#[hook]
pub fn use_saved<G: BoardGame + 'static>(game: &GameHandle<G>, key: Key) {
    // Written from the state after it changes: the reducer writes no link and no storage.
    let query = game.query().to_string();
    // A draughts game opened from PDN: its header and comments beside it, for a reload.
    let notes = if key == Key::Game { annotation_pairs(game.record(), game.round().about()) } else { String::new() };
    use_effect_with((query, notes), move |(q, notes)| {
        storage::replace_url(q);
        storage::save(key, q);
        if !notes.is_empty() {
            storage::save(Key::Notes, &format!("{q}\n{notes}"));
        } else if key == Key::Game {
            storage::remove(Key::Notes);
        }
    });
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
