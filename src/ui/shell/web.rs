//! Small browser services for the sharing features (wasm32 only): the page's address, the
//! clipboard, file downloads, today's date, messages to a parent page. Each tolerates a missing API
//! and reports failure instead of throwing.

use crate::ui::shell::sent::Sent;
use wasm_bindgen::{JsCast, JsValue};

/// The app's address without query or fragment (`https://host/path/`).
#[must_use]
pub fn base_url() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
}

/// A full link to the app with `query` (no `?` when empty).
#[must_use]
pub fn link(query: &str) -> String {
    if query.is_empty() {
        base_url()
    } else {
        format!("{}?{query}", base_url())
    }
}

/// Copies `text`; `done(true)` once copied, `done(false)` when the clipboard refused or is missing.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(window) = web_sys::window() else {
        done(false);
        return;
    };
    let navigator = window.navigator();
    let has = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).is_ok_and(|c| !c.is_undefined());
    if !has {
        done(false);
        return;
    }
    let promise = navigator.clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// How a share through the system's share sheet ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShareOutcome {
    /// The player picked an app and sent it.
    Sent,
    /// The player closed the sheet.
    Cancelled,
    /// This browser has no share sheet (most desktops), or it failed: copy instead.
    Unavailable,
}

/// Hands `url` to a friend: through the system's share sheet where there is one (phones), else
/// copied. `done` hears how; not when the player closed the sheet (nothing happened).
pub fn send_link(text: &str, url: &str, done: impl FnOnce(Sent) + 'static) {
    let url2 = url.to_string();
    share("Damas", text, url, move |outcome| match outcome {
        ShareOutcome::Sent => done(Sent::Shared),
        ShareOutcome::Cancelled => {}
        ShareOutcome::Unavailable => copy(&url2, move |ok| done(if ok { Sent::Copied } else { Sent::Failed })),
    });
}

/// Opens the system's share sheet (Web Share API: on phones, WhatsApp, e-mail, messages...) with
/// `text` and `url`. `navigator.share` is reached by reflection: web-sys marks it unstable.
pub fn share(title: &str, text: &str, url: &str, done: impl FnOnce(ShareOutcome) + 'static) {
    let call = || -> Option<js_sys::Promise> {
        let navigator = web_sys::window()?.navigator();
        let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).ok()?.dyn_into::<js_sys::Function>().ok()?;
        let data = js_sys::Object::new();
        for (k, v) in [("title", title), ("text", text), ("url", url)] {
            js_sys::Reflect::set(&data, &JsValue::from_str(k), &JsValue::from_str(v)).ok()?;
        }
        share.call1(&navigator, &data).ok()?.dyn_into::<js_sys::Promise>().ok()
    };
    let Some(promise) = call() else {
        done(ShareOutcome::Unavailable);
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let outcome = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => ShareOutcome::Sent,
            // The player closing the sheet rejects with an AbortError; anything else means no sheet.
            Err(e) if js_sys::Reflect::get(&e, &JsValue::from_str("name")).ok().and_then(|n| n.as_string()).as_deref() == Some("AbortError") => {
                ShareOutcome::Cancelled
            }
            Err(_) => ShareOutcome::Unavailable,
        };
        done(outcome);
    });
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str, mime: &str) -> bool {
    fn go(name: &str, text: &str, mime: &str) -> Option<()> {
        let document = web_sys::window()?.document()?;
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let a = document.create_element("a").ok()?.dyn_into::<web_sys::HtmlAnchorElement>().ok()?;
        a.set_href(&url);
        a.set_download(name);
        a.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Some(())
    }
    go(name, text, mime).is_some()
}

/// Today's date as PDN writes it (`2026.11.22`).
#[must_use]
pub fn today_pdn() -> String {
    let d = js_sys::Date::new_0();
    format!("{:04}.{:02}.{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// Whether the page runs inside a frame.
#[must_use]
pub fn in_frame() -> bool {
    let Some(window) = web_sys::window() else { return false };
    match window.parent() {
        Ok(Some(parent)) => !JsValue::from(parent).loose_eq(&JsValue::from(window)),
        _ => false,
    }
}

/// Posts `message` to the parent page (any origin: the data is the public game on view).
pub fn post_to_parent(message: &JsValue) {
    if !in_frame() {
        return;
    }
    if let Some(Ok(Some(parent))) = web_sys::window().map(|w| w.parent()) {
        let _ = parent.post_message(message, "*");
    }
}

/// Posts an embedded board's report to the parent page, as the object docs/embedding.md describes:
/// `{ source: "damas", type, variant, fen, ply, moves, turn, result, query }`.
pub fn post_report(r: &crate::link::embed::EmbedReport) {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), &v);
    };
    set("source", "damas".into());
    set("type", r.kind.into());
    set("variant", r.variant.into());
    set("fen", r.fen.as_str().into());
    set("ply", JsValue::from_f64(r.ply as f64));
    set("moves", r.moves.iter().map(|m| JsValue::from_str(m)).collect::<js_sys::Array>().into());
    set("turn", r.turn.into());
    set("result", r.result.as_deref().map_or(JsValue::NULL, JsValue::from_str));
    set("query", r.query.as_str().into());
    post_to_parent(&o);
}

/// Opens the page of `query` (another game's page: the boot script picks its bundle).
pub fn open_query(query: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_search(query);
    }
}

/// Scrolls to the first element matching `selector` and gives it the focus (e.g. the new-game
/// form from the end-of-game card); nothing when there is none.
pub fn focus_first(selector: &str) {
    let found = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        element.scroll_into_view();
        let _ = element.focus();
    }
}

/// Brings the element `selector` names to the top of the screen once the page has drawn what was
/// just asked for (a zero timer runs after Yew's render), as a panel the player opened elsewhere
/// should be where they look. On wide screens the board stays in view beside it (it is sticky).
pub fn reveal_soon(selector: &'static str) {
    gloo::timers::callback::Timeout::new(0, move || {
        let found = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
        if let Some(element) = found {
            element.scroll_into_view_with_bool(true);
        }
    })
    .forget();
}

/// The value of the `<select>` an event came from (a form's `onchange`), if it came from one.
#[must_use]
pub fn select_value(e: &web_sys::Event) -> Option<String> {
    e.target()?.dyn_into::<web_sys::HtmlSelectElement>().ok().map(|s| s.value())
}

/// Fetches `url` (relative to the page); `done` gets its body as text, or `None` (the puzzles,
/// the printable sheets, the explorer's book).
pub fn fetch_text(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let Some(window) = web_sys::window() else { return done(None) };
    let promise = window.fetch_with_str(url);
    wasm_bindgen_futures::spawn_local(async move {
        let text = async {
            let response: web_sys::Response = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
            if !response.ok() {
                return None;
            }
            wasm_bindgen_futures::JsFuture::from(response.text().ok()?).await.ok()?.as_string()
        };
        done(text.await);
    });
}
