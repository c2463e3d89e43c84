//! The page's side of a part of it that the panels' bundle (`src/bin/panels.rs`, an ES module
//! like the page's own) draws ([`super::place::Part`]): the side panels and the review panel. The bundle is asked of the boot script's
//! `window.damasModule(name, near)` (scripts/post-build.mjs), which on a phone waits until the
//! part's place comes into view, then imports the bundle once for every part, starts its wasm
//! and has the service worker keep it. Once it has started, every new view of the part goes to
//! its entry point on `window` (`bundle::show`), and what the player does in it comes back as
//! text. If it cannot load (offline before it was ever fetched), the part's place says so, with
//! a button that tries again ([`BundlePlace::retry`]).

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The bundle's name (`panels.js`, `panels_bg.wasm`).
const BUNDLE: &str = "panels";

/// Where the bundle stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Load {
    /// Asked for, not started yet (the place is `aria-busy`).
    Loading,
    /// Started: the part is drawn.
    Ready,
    /// Could not load: the place says so.
    Failed,
}

/// A part's place on the page, as [`use_bundle_place`] keeps it.
pub struct BundlePlace {
    /// The element the bundle draws in.
    pub node: NodeRef,
    /// Where the bundle stands.
    pub load: Load,
    /// Tries again after a failure (at once: the place is in view).
    pub retry: Callback<MouseEvent>,
}

/// Loads the bundle for the element of [`BundlePlace::node`], then hands `view` (the part's view
/// as text) to the bundle's entry point `entry` whenever it changes; the part's texts go to
/// `on_text`, the one given at the latest drawing (a part's actions read the page as it is now).
#[hook]
pub fn use_bundle_place(entry: &'static str, view: AttrValue, on_text: Callback<String>) -> BundlePlace {
    let node = use_node_ref();
    let load = use_state(|| Load::Loading);
    let latest = use_mut_ref(|| on_text.clone());
    *latest.borrow_mut() = on_text;
    // The page's function that takes the part's texts: one for the place's life.
    let send = use_memo((), move |()| Closure::<dyn Fn(String)>::new(move |text: String| latest.borrow().emit(text)).into_js_value());
    let attempt = use_state(|| 0u32);
    {
        let (load, node) = (load.clone(), node.clone());
        use_effect_with(*attempt, move |&attempt| {
            load.set(Load::Loading);
            let near = node.cast::<web_sys::Element>().filter(|_| attempt == 0);
            wasm_bindgen_futures::spawn_local(async move {
                load.set(if start_bundle(near).await.is_ok() { Load::Ready } else { Load::Failed });
            });
        });
    }
    {
        let node = node.clone();
        use_effect_with((view, *load), move |(view, load)| {
            if *load == Load::Ready {
                if let (Some(element), Some(window)) = (node.get(), web_sys::window()) {
                    if let Ok(show) = Reflect::get(&window, &JsValue::from_str(entry)).and_then(|f| f.dyn_into::<Function>()) {
                        let _ = show.call3(&JsValue::NULL, &element, &JsValue::from_str(view), &send);
                    }
                }
            }
        });
    }
    let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
    BundlePlace { node, load: *load, retry }
}

/// Loads and starts the bundle through the boot script: on a phone once `near` comes into view,
/// at once beside the board or without `near`; a later call after a failure tries again.
async fn start_bundle(near: Option<web_sys::Element>) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let load: Function = Reflect::get(&window, &JsValue::from_str("damasModule"))?.dyn_into()?;
    let near = near.map_or(JsValue::NULL, JsValue::from);
    let started: Promise = load.call2(&JsValue::NULL, &JsValue::from_str(BUNDLE), &near)?.dyn_into()?;
    JsFuture::from(started).await.map(|_| ())
}
