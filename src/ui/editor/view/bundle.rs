//! The editor's bundle (`src/bin/editor.rs`), which the draughts page loads when the player
//! first opens the editor ([`super::launcher`]). Its `main` puts the entry point
//! `window.damasEditor(prefs, position, done)` there; each call draws the editor
//! ([`EditorDialog`]) over the page in an element of its own after the body: the page's app is
//! another Yew, whose events are delegated from the body and whose numbering of listeners is its
//! own, so the two must not nest (a click in the editor would run the page's listener of the same
//! number). It draws from what the page handed over ([`crate::ui::editor::handoff`]) and calls
//! `done` once: with the link of the game the editor starts, or `null` when it closes without
//! one. The editor is then taken away.

use crate::ui::editor::handoff::{new_game_link, read_opening};
use crate::ui::editor::view::dialog::{EditorDialog, EditorDialogProps, EditorSetup};
use crate::ui::game::state::Action;
use crate::ui::prefs::{Lang, Prefs};
use damas_engine::Position;
use js_sys::{Function, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;
use yew::AppHandle;

/// The entry point's name on `window` (the page's [`super::launcher`] calls it).
const ENTRY: &str = "damasEditor";

thread_local! {
    /// The editor on the page, and its element.
    static OPEN: RefCell<Option<(AppHandle<EditorDialog<Position>>, web_sys::Element)>> = const { RefCell::new(None) };
}

/// Puts the entry point on `window`: the bundle's `main`.
pub fn install() {
    let Some(window) = web_sys::window() else { return };
    let entry = Closure::<dyn Fn(String, String, JsValue)>::new(open);
    let _ = Reflect::set(&window, &JsValue::from_str(ENTRY), entry.as_ref());
    entry.forget();
}

/// Draws the editor from the page's `prefs` and `position` (texts of [`crate::ui::editor::handoff`]); `done` is
/// the page's function that takes what the editor hands back.
fn open(prefs: String, position: String, done: JsValue) {
    take_away();
    let Ok(done) = done.dyn_into::<Function>() else { return };
    // Called once: with the new game, or with nothing when the editor closes first.
    let done = Rc::new(RefCell::new(Some(done)));
    let hand = move |value: JsValue| {
        if let Some(done) = done.borrow_mut().take() {
            let _ = done.call1(&JsValue::NULL, &value);
        }
    };
    let Ok(opening) = read_opening::<Position>(&prefs, &position, Prefs::new(Lang::En)) else {
        hand(JsValue::NULL);
        return;
    };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let (Ok(host), Some(root)) = (document.create_element("div"), document.document_element()) else { return };
    let _ = host.set_attribute("data-editor-host", "");
    if root.append_child(&host).is_err() {
        hand(JsValue::NULL);
        return;
    }
    let on_action = {
        let hand = hand.clone();
        Callback::from(move |action: Action| {
            if let Action::NewGame { game, bottom } = action {
                hand(JsValue::from_str(&new_game_link(&game, bottom)));
            }
        })
    };
    let on_close = Callback::from(move |()| {
        hand(JsValue::NULL);
        // After the event that closed it: Yew is still handling it.
        gloo::timers::callback::Timeout::new(0, take_away).forget();
    });
    let prefs = opening.prefs;
    let setup = EditorSetup {
        lang: prefs.lang,
        position: opening.position,
        flipped: prefs.flipped,
        coords: prefs.coords,
        notation: prefs.notation,
        look: prefs.look,
    };
    let props = EditorDialogProps { setup, on_action, on_close };
    let app = yew::Renderer::<EditorDialog<Position>>::with_root_and_props(host.clone(), props).render();
    OPEN.with(|open| *open.borrow_mut() = Some((app, host)));
}

/// Takes the editor off the page, if it is on it.
fn take_away() {
    if let Some((app, host)) = OPEN.with(|open| open.borrow_mut().take()) {
        app.destroy();
        host.remove();
    }
}
