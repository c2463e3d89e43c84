//! The panels' bundle (`src/bin/panels.rs`), which the draughts page loads once its board and
//! tools are drawn ([`super::host`]). Its `main` puts the entry point
//! `window.damasPanels(host, view, send)` there: the first call draws the panels
//! ([`SidePanels`]) in `host`, an element of the page, fenced ([`super::fence`]); each later call
//! with the same host hands them the page's new view. `view` is a [`PanelsView`]'s text, and `send`
//! the page's function that takes a [`PanelsAction`]'s. A view that cannot be read changes
//! nothing: the panels keep the last good one.

use crate::ui::panels::view::fence::fence;
use crate::ui::panels::view::side_panels::{SidePanels, SidePanelsProps};
use crate::ui::panels::wire::{PanelsAction, PanelsView};
use crate::ui::prefs::{Lang, Prefs};
use js_sys::{Function, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;
use yew::prelude::*;
use yew::AppHandle;

/// The entry point's name on `window` (the page's [`super::host`] calls it).
pub const ENTRY: &str = "damasPanels";

/// The panels on the page: their element, the app, and the view it was last given.
struct Drawn {
    host: Element,
    app: AppHandle<SidePanels>,
    view: Rc<PanelsView>,
}

thread_local! {
    static DRAWN: RefCell<Option<Drawn>> = const { RefCell::new(None) };
}

/// Puts the entry point on `window`: the bundle's `main`.
pub fn install() {
    let Some(window) = web_sys::window() else { return };
    let entry = Closure::<dyn Fn(JsValue, String, JsValue)>::new(show);
    let _ = Reflect::set(&window, &JsValue::from_str(ENTRY), entry.as_ref());
    entry.forget();
}

/// The entry point: reads what the page handed over, then [`draw`].
fn show(host: JsValue, view: String, send: JsValue) {
    let (Ok(host), Ok(send)) = (host.dyn_into::<Element>(), send.dyn_into::<Function>()) else { return };
    // The page's view carries every preference: the base is only what a text leaves out.
    let Ok(view) = PanelsView::read(&view, Prefs::new(Lang::En)) else { return };
    let on_action = Callback::from(move |action: PanelsAction| {
        let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&action.to_text()));
    });
    draw(host, Rc::new(view), on_action);
}

/// Draws the panels in `host` from `view`, or hands the ones drawn there the new view.
fn draw(host: Element, view: Rc<PanelsView>, on_action: Callback<PanelsAction>) {
    DRAWN.with(|drawn| {
        // A call made while the panels are being drawn or handed a view (a panel's action that
        // the page answers at once with its new view) waits for the end of that task.
        let Ok(mut drawn) = drawn.try_borrow_mut() else {
            gloo::timers::callback::Timeout::new(0, move || draw(host, view, on_action)).forget();
            return;
        };
        let props = SidePanelsProps { view: view.clone(), on_action };
        match drawn.as_mut() {
            Some(d) if d.host.is_same_node(Some(&host)) => {
                if d.view != view {
                    d.view = view;
                    d.app.update(props);
                }
            }
            _ => {
                if let Some(old) = drawn.take() {
                    old.app.destroy();
                }
                fence(&host);
                let app = yew::Renderer::<SidePanels>::with_root_and_props(host.clone(), props).render();
                *drawn = Some(Drawn { host, app, view });
            }
        }
    });
}
