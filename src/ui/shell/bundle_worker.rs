//! A page's bundle started as a worker (the GIF worker, the library's importer): a classic
//! bundle (Trunk's no-modules script and its wasm) loaded by a `blob:` script, since a worker
//! started from a `blob:` address resolves nothing relative to the page, and the handlers the
//! page hears it by. Dropped, the worker stops.

use damas_engine::notation::quoted;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, BlobPropertyBag, MessageEvent, Url, Worker};

/// A worker the page started, with its handlers: dropping it stops the worker.
pub struct BundleWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(JsValue)>,
}

impl Drop for BundleWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl BundleWorker {
    /// Posts `text` to the worker; whether it could.
    pub fn post(&self, text: &str) -> bool {
        self.worker.post_message(&text.into()).is_ok()
    }

    /// Starts the bundle at `path` (relative to the page, `./gifworker.js`); `on_message` hears
    /// each message with the worker (to answer it), `on_failure` a worker that could not load
    /// (its script's error, or `failed` posted when its wasm cannot start). `None` when no worker
    /// can start here.
    pub fn start(path: &str, failed: &str, mut on_message: impl FnMut(&Worker, JsValue) + 'static, on_failure: impl Fn() + 'static) -> Option<BundleWorker> {
        let href = web_sys::window()?.location().href().ok()?;
        let js = Url::new_with_base(path, &href).ok()?.href();
        let wasm = format!("{}_bg.wasm", js.strip_suffix(".js")?);
        let code = format!("importScripts({});wasm_bindgen({{ module_or_path: {} }}).catch(()=>postMessage({}));", quoted(&js), quoted(&wasm), quoted(failed));
        let options = BlobPropertyBag::new();
        options.set_type("application/javascript");
        let blob = Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&code.into()), &options).ok()?;
        let url = Url::create_object_url_with_blob(&blob).ok()?;
        let worker = Worker::new(&url);
        // Revoked once the worker has surely read it.
        gloo::timers::callback::Timeout::new(60_000, move || drop(Url::revoke_object_url(&url))).forget();
        let worker = worker.ok()?;
        let on_message = {
            let worker = worker.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| on_message(&worker, e.data()))
        };
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |_| on_failure());
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(BundleWorker { worker, _on_message: on_message, _on_error: on_error })
    }
}
