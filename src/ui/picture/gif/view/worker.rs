//! The GIF worker (the `gifworker` bundle, wasm32): says `"ready"`, then for each message (a
//! [`Film`] as postcard bytes) draws and encodes it, posting `[done, total]` after each frame
//! and then the file's bytes (a `Uint8Array`, its buffer handed over), or `"error"` for a
//! message it cannot read or draw. It knows no game: it draws what the film says.

use crate::ui::picture::gif::encode::encode;
use crate::ui::picture::gif::film::Film;
use js_sys::{Array, Uint8Array};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn post(scope: &DedicatedWorkerGlobalScope, value: &JsValue) {
    let _ = scope.post_message(value);
}

fn answer(scope: &DedicatedWorkerGlobalScope, data: &JsValue) {
    let film = data
        .dyn_ref::<Uint8Array>()
        .and_then(|bytes| postcard::from_bytes::<Film>(&bytes.to_vec()).ok())
        .filter(Film::is_drawable);
    let Some(film) = film else {
        post(scope, &"error".into());
        return;
    };
    let gif = encode(&film, |done, total| post(scope, &Array::of2(&(done as u32).into(), &(total as u32).into())));
    let bytes = Uint8Array::from(gif.as_slice());
    let _ = scope.post_message_with_transfer(&bytes, &Array::of1(&bytes.buffer()));
}

/// Listens for films (the worker's `main`).
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let me = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| answer(&me, &e.data()));
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page wants it: the handler is never dropped.
    on_message.forget();
    post(&scope, &"ready".into());
}
