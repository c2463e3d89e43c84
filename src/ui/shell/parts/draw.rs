//! How a bundle draws a part of the page (`place::Part`): its `main` puts one entry point per part
//! on `window`, `window.<entry>(host, view, send)`: the first call draws the part in `host`, an
//! element of the page, fenced ([`super::fence`]); each later call with the same host hands it the
//! page's new view. `view` is the part's view as text, `send` the page's function that takes the
//! part's actions as text. A view that cannot be read changes nothing: the part keeps the last
//! good one.

use crate::ui::shell::parts::fence::fence;
use js_sys::{Function, Reflect};
use std::cell::RefCell;
use std::thread::LocalKey;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;
use yew::html::BaseComponent;
use yew::prelude::*;
use yew::AppHandle;

/// A part on the page: its element, the app, and the view text it was last given.
pub struct Drawn<C: BaseComponent> {
    host: Element,
    app: AppHandle<C>,
    view: String,
}

/// Where a part keeps what it drew (a `thread_local!` of its own).
pub type Slot<C> = RefCell<Option<Drawn<C>>>;

/// Puts `show` on `window` as `name(host, view, send)`, reading what the page hands over.
pub fn entry(name: &str, show: fn(Element, String, Function)) {
    let Some(window) = web_sys::window() else { return };
    let entry = Closure::<dyn Fn(JsValue, String, JsValue)>::new(move |host: JsValue, view: String, send: JsValue| {
        if let (Ok(host), Ok(send)) = (host.dyn_into::<Element>(), send.dyn_into::<Function>()) {
            show(host, view, send);
        }
    });
    let _ = Reflect::set(&window, &JsValue::from_str(name), entry.as_ref());
    entry.forget();
}

/// The page's function `send` as a callback of texts.
#[must_use]
pub fn sender(send: Function) -> Callback<String> {
    Callback::from(move |text: String| {
        let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&text));
    })
}

/// Draws `C` in `host` with `props`, or hands the one drawn there its new props if `view` (the
/// text they were read from) changed.
pub fn draw<C: BaseComponent>(slot: &'static LocalKey<Slot<C>>, host: Element, view: String, props: C::Properties) {
    slot.with(|drawn| {
        // A call made while the part is being drawn or handed a view (an action in it that the
        // page answers at once with its new view) waits for the end of that task.
        let Ok(mut drawn) = drawn.try_borrow_mut() else {
            gloo::timers::callback::Timeout::new(0, move || draw(slot, host, view, props)).forget();
            return;
        };
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
                let app = yew::Renderer::<C>::with_root_and_props(host.clone(), props).render();
                *drawn = Some(Drawn { host, app, view });
            }
        }
    });
}
