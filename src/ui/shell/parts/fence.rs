//! Keeps the events of the panels' bundle its own. The panels are drawn by another Yew (another
//! wasm module) inside an element of the page's Yew, and both delegate events from their root,
//! in the capture phase, marking elements and events with numbers of their own: the page's Yew,
//! reached first, would take a click in a panel for one in its own subtree of the same number
//! (both count from 1) and run its own listener of the listener number the panel's element
//! carries. So the fence marks every event aimed inside a fenced element, before any Yew sees it
//! (a capture listener on `window`, which the capture phase reaches first), as handled by a
//! subtree no page has (`FENCED`): the page's Yew leaves it. At the fenced element, before its
//! own Yew's listeners (added after the fence's), the mark is taken off, so the panels' Yew finds
//! its subtree from the event's target as usual. Yew's event cache is read through its two
//! properties (`__yew_subtree_id`, `__yew_subtree_cache_key`: yew 0.23,
//! `dom_bundle::subtree_root`).

use js_sys::Reflect;
use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{AddEventListenerOptions, Element, Event, Node};

/// A subtree number no Yew of the page ever gives (they count up from 1).
const FENCED: u32 = u32::MAX - 1;

const SUBTREE: &str = "__yew_subtree_id";
const CACHE_KEY: &str = "__yew_subtree_cache_key";

/// The events a Yew may delegate: every kind the page's components or the panels listen to, and
/// the other common ones, so that none slips through to the page's listeners.
const EVENTS: &[&str] = &[
    "click", "dblclick", "auxclick", "contextmenu", "mousedown", "mouseup", "mousemove", "mouseover", "mouseout",
    "mouseenter", "mouseleave", "pointerdown", "pointerup", "pointermove", "pointerover", "pointerout", "pointerenter",
    "pointerleave", "pointercancel", "gotpointercapture", "lostpointercapture", "touchstart", "touchend", "touchmove",
    "touchcancel", "keydown", "keyup", "keypress", "input", "beforeinput", "change", "submit", "reset", "invalid",
    "select", "focus", "blur", "focusin", "focusout", "toggle", "wheel", "scroll", "dragstart", "drag", "dragend",
    "dragenter", "dragover", "dragleave", "drop", "copy", "cut", "paste", "load", "error",
];

thread_local! {
    /// The fenced elements (the panels' hosts).
    static FENCED_HOSTS: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
    /// Whether the listener on `window` is in place.
    static ON_WINDOW: RefCell<bool> = const { RefCell::new(false) };
}

/// Fences `host`, before its Yew draws in it (its listeners must come after the fence's).
pub fn fence(host: &Element) {
    FENCED_HOSTS.with(|hosts| {
        let mut hosts = hosts.borrow_mut();
        hosts.retain(|h| h.is_connected());
        hosts.push(host.clone());
    });
    let unmark = Closure::<dyn Fn(Event)>::new(|event: Event| {
        let _ = Reflect::delete_property(event.unchecked_ref::<js_sys::Object>(), &JsValue::from_str(CACHE_KEY));
        let _ = Reflect::delete_property(event.unchecked_ref::<js_sys::Object>(), &JsValue::from_str(SUBTREE));
    });
    listen(host, unmark);
    if !ON_WINDOW.with(|on| on.replace(true)) {
        if let Some(window) = web_sys::window() {
            listen(&window, Closure::<dyn Fn(Event)>::new(mark));
        }
    }
}

/// Marks `event` as no page's when it is aimed inside a fenced element.
fn mark(event: Event) {
    let Some(target) = event.composed_path().get(0).dyn_into::<Node>().ok() else { return };
    let inside = FENCED_HOSTS.with(|hosts| hosts.borrow().iter().any(|h| h.contains(Some(&target)) && !h.is_same_node(Some(&target))));
    if inside {
        let length = event.composed_path().length();
        let _ = Reflect::set(event.as_ref(), &JsValue::from_str(SUBTREE), &JsValue::from(FENCED));
        let _ = Reflect::set(event.as_ref(), &JsValue::from_str(CACHE_KEY), &JsValue::from(length));
    }
}

/// `handler` on every kind of [`EVENTS`] at `target`, in the capture phase, for the page's life.
fn listen(target: &web_sys::EventTarget, handler: Closure<dyn Fn(Event)>) {
    let options = AddEventListenerOptions::new();
    options.set_capture(true);
    options.set_passive(true);
    for kind in EVENTS {
        let _ = target.add_event_listener_with_callback_and_add_event_listener_options(kind, handler.as_ref().unchecked_ref(), &options);
    }
    handler.forget();
}
