//! Plays the sounds as WAV files ([`super::synth`]) through `<audio>` elements. No `AudioContext`:
//! making one starts the browser's audio service on the main thread (52-133 ms measured in
//! Chromium), a long task wherever it lands (the first tap, or the idle moment it was moved to); a
//! media element starts its audio off the main thread. Browsers let a page make sound only after
//! the visitor has interacted with it, so nothing plays before the first pointer press or key
//! ([`arm`]). The files are rendered when first needed (the move's and a capture's while the page
//! is idle) and kept as `blob:` addresses. The player's switch ([`set_enabled`]) is checked at each
//! sound, so any part of the page (the clock's low-time warning too) may call [`play`] without
//! knowing about it.

use super::synth::{render, wav, Maths, RATE};
use super::{notes, Sound};
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(true) };
    static GESTURED: Cell<bool> = const { Cell::new(false) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
    /// Each sound's file, once rendered.
    static FILES: RefCell<Vec<(Sound, String)>> = const { RefCell::new(Vec::new()) };
    /// Swallows a refused `play()` (no gesture yet in this browser's eyes): silence, no console error.
    static IGNORE: Closure<dyn FnMut(JsValue)> = Closure::new(|_| {});
}

/// The browser's `Math` (no maths library linked into the page's wasm).
const BROWSER: Maths = Maths { pow: js_sys::Math::pow, sin: js_sys::Math::sin };

/// Turns sounds on or off (the player's switch).
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// The `blob:` address of `sound`'s WAV file, rendered on first use.
fn file(sound: Sound) -> Option<String> {
    if let Some(url) = FILES.with(|f| f.borrow().iter().find(|(s, _)| *s == sound).map(|(_, u)| u.clone())) {
        return Some(url);
    }
    let bytes = wav(&render(&notes(sound), RATE, &BROWSER), RATE);
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(&bytes[..]));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("audio/wav");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    FILES.with(|f| f.borrow_mut().push((sound, url.clone())));
    Some(url)
}

/// Renders the commonest sounds when the page is next idle (or in 1.5 s where the browser has no
/// idle callbacks), so the first move does not pay for it.
fn prepare_when_idle() {
    let Some(window) = web_sys::window() else { return };
    let prepare = Closure::once_into_js(|| {
        if ENABLED.with(Cell::get) {
            let _ = file(Sound::Move);
            let _ = file(Sound::Capture(1));
        }
    });
    if window.request_idle_callback(prepare.unchecked_ref()).is_err() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(prepare.unchecked_ref(), 1500);
    }
}

/// Listens (once, for the page's life) for the first pointer press or key: from then on sounds
/// may play.
pub fn arm() {
    if ARMED.with(|a| a.replace(true)) {
        return;
    }
    prepare_when_idle();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let on_gesture = Closure::<dyn Fn()>::new(|| GESTURED.with(|g| g.set(true)));
    for kind in ["pointerdown", "keydown"] {
        let _ = document.add_event_listener_with_callback_and_bool(kind, on_gesture.as_ref().unchecked_ref(), true);
    }
    on_gesture.forget();
}

/// Plays `sound` now, if sounds are on and the player has interacted with the page.
pub fn play(sound: Sound) {
    if !ENABLED.with(Cell::get) || !GESTURED.with(Cell::get) {
        return;
    }
    let Some(url) = file(sound) else { return };
    let Ok(audio) = web_sys::HtmlAudioElement::new_with_src(&url) else { return };
    if let Ok(started) = audio.play() {
        IGNORE.with(|ignore| {
            let _ = started.catch(ignore);
        });
    }
}
