//! Offline support on the page's side (wasm32 only): registers the service worker (`sw.js`,
//! written at build time by `scripts/post-build.mjs`) and shows a banner when a new version has
//! been downloaded and is waiting. The player chooses when to switch: the banner's button asks the
//! waiting worker to take over, and the page reloads once it has (the game is in the URL and local
//! storage, so nothing is lost).

use crate::ui::prefs::Lang;
use crate::ui::text::tools_text::{tx, Tx};
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};
use yew::prelude::*;

thread_local! {
    /// Set once the player asked for the new version: the next controller change reloads.
    static RELOAD_ON_CHANGE: Cell<bool> = const { Cell::new(false) };
}

/// The page's service worker container, if the browser has one (not in insecure contexts).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).ok()? {
        return None;
    }
    Some(navigator.service_worker())
}

/// Calls `ready` with `worker` once it is installed and waiting behind an active version.
fn watch(worker: ServiceWorker, container: ServiceWorkerContainer, ready: Callback<ServiceWorker>) {
    let w = worker.clone();
    let on_state = Closure::<dyn Fn()>::new(move || {
        if w.state() == ServiceWorkerState::Installed && container.controller().is_some() {
            ready.emit(w.clone());
        }
    });
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

/// Registers `sw.js`; `ready` hears of a new version waiting to take over.
pub fn register(ready: Callback<ServiceWorker>) {
    let Some(container) = container() else { return };
    let on_change = Closure::<dyn Fn()>::new(move || {
        if RELOAD_ON_CHANGE.with(Cell::get) {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    let promise = container.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(value) = wasm_bindgen_futures::JsFuture::from(promise).await else { return };
        let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() else { return };
        if let (Some(waiting), Some(_)) = (registration.waiting(), container.controller()) {
            ready.emit(waiting);
        }
        let (reg, c) = (registration.clone(), container.clone());
        let on_found = Closure::<dyn Fn()>::new(move || {
            if let Some(installing) = reg.installing() {
                watch(installing, c.clone(), ready.clone());
            }
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
    });
}

/// Asks the waiting `worker` to take over; the page reloads when it has.
fn take_over(worker: &ServiceWorker) {
    RELOAD_ON_CHANGE.with(|c| c.set(true));
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"type".into(), &"skip-waiting".into());
    let _ = worker.post_message(&message);
}

/// Registers the service worker once `now` holds (a page drawn in stages registers it when its
/// first part is drawn) and gives the banner to draw in `lang`: nothing until a new version is
/// ready, then a reload button. A hook of the page's own component rather than a component of
/// its own (each component type costs the wasm its own copy of Yew's lifecycle); the page draws
/// again once, when a new version is ready.
#[hook]
pub fn use_update_banner(lang: Lang, now: bool) -> Html {
    let waiting = use_state(|| None::<ServiceWorker>);
    {
        let waiting = waiting.clone();
        use_effect_with(now, move |&now| {
            if now {
                register(Callback::from(move |w| waiting.set(Some(w))));
            }
        });
    }
    let Some(worker) = (*waiting).clone() else { return Html::default() };
    let onclick = Callback::from(move |_| take_over(&worker));
    let later = {
        let waiting = waiting.clone();
        Callback::from(move |_| waiting.set(None))
    };
    html! {
        <div class="update-banner" data-update="" role="status" aria-live="polite">
            <span>{ tx(lang, Tx::UpdateReady) }</span>
            <button type="button" class="primary" data-action="update" {onclick}>{ tx(lang, Tx::Reload) }</button>
            <button type="button" class="quiet" data-action="update-later" onclick={later}>{ tx(lang, Tx::Later) }</button>
        </div>
    }
}
