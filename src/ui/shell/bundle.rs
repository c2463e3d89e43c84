//! Another wasm bundle of this site, loaded when the player first needs it (the board editor:
//! `src/bin/editor.rs`), so the page's own bundle does not carry its code. Trunk builds it like
//! a worker: `<name>.js` defines `wasm_bindgen`, whose call fetches and starts `<name>_bg.wasm`;
//! the bundle's `main` then puts its entry point on `window` under a name of its own. That
//! `wasm_bindgen` is a global of the page, so a page loads one such bundle. The service worker
//! keeps both files once fetched (and in the background download of the rest).

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The function a bundle's script defines to start its wasm: a global `let`, so not a
    /// property of `window`, read by name when called (after the script has run).
    #[wasm_bindgen(js_name = wasm_bindgen, catch)]
    fn start_bundle(options: &Object) -> Result<Promise, JsValue>;
}

/// The entry point `entry` (a function on `window`) of the bundle `name`, loading and starting
/// the bundle first if it has not been: the file `./<name>.js`, then its wasm.
///
/// # Errors
/// What the browser reported: a script or wasm that did not load (offline before it was ever
/// fetched, a failed download), or a bundle that put no entry point.
pub async fn entry(name: &str, entry: &str) -> Result<Function, JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    if let Ok(found) = Reflect::get(&window, &JsValue::from_str(entry)) {
        if let Ok(function) = found.dyn_into::<Function>() {
            return Ok(function);
        }
    }
    // Its words first: the bundle takes them as it starts (`words_file`).
    if let Some(words) = crate::ui::shell::words_file::ask(name) {
        JsFuture::from(words).await?;
    }
    let options = Object::new();
    Reflect::set(&options, &JsValue::from_str("module_or_path"), &JsValue::from_str(&format!("./{name}_bg.wasm")))?;
    // The script may have run already, its wasm having failed to load (a retry): run it once
    // only, as it declares `wasm_bindgen`.
    let started = match start_bundle(&options) {
        Ok(started) => started,
        Err(_) => {
            load_script(&window, name).await?;
            start_bundle(&options)?
        }
    };
    JsFuture::from(started).await?;
    Reflect::get(&window, &JsValue::from_str(entry))?.dyn_into::<Function>().map_err(|_| JsValue::from_str(&format!("{name} has no {entry}")))
}

/// Runs the script `./<name>.js`.
async fn load_script(window: &web_sys::Window, name: &str) -> Result<(), JsValue> {
    let document = window.document().ok_or_else(|| JsValue::from_str("no document"))?;
    let script = document.create_element("script")?;
    script.set_attribute("src", &format!("./{name}.js"))?;
    let loaded = Promise::new(&mut |resolve, reject| {
        let _ = script.add_event_listener_with_callback("load", &resolve);
        let _ = script.add_event_listener_with_callback("error", &reject);
    });
    document.body().ok_or_else(|| JsValue::from_str("no body"))?.append_child(&script)?;
    let loaded = JsFuture::from(loaded).await;
    script.remove();
    loaded.map(|_| ()).map_err(|_| JsValue::from_str(&format!("{name}.js did not load")))
}
