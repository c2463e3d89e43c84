//! The page's words, which its wasm does not carry: the boot script fetches the player's
//! language's file (`words-<lang>.txt`, scripts/post-build.mjs) beside the page's wasm and leaves
//! it on `window` before the wasm starts; each bundle takes it when it starts
//! (`ui::text::words::provide`). The page's side bundles (panels, editor) take the same.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{loaded, provide};
use js_sys::Reflect;
use wasm_bindgen::JsValue;

/// Hands the words waiting on `window` (`damasWords`, in `damasLang`) to the page, once.
pub fn take() {
    if loaded().is_some() {
        return;
    }
    let Some(window) = web_sys::window() else { return };
    let read = |key: &str| Reflect::get(&window, &JsValue::from_str(key)).ok().and_then(|v| v.as_string());
    let (Some(text), Some(lang)) = (read("damasWords"), read("damasLang").as_deref().and_then(Lang::from_tag)) else {
        web_sys::console::warn_1(&JsValue::from_str("damas: the page was started without its words"));
        return;
    };
    if !provide(lang, &text) {
        web_sys::console::warn_1(&JsValue::from_str("damas: the page's words could not be read"));
    }
}
