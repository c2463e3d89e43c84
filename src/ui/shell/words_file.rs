//! The page's words, which its wasm does not carry: the boot script fetches, for each bundle, the
//! player's language's entries it uses (`words-<lang>-<bundle>.bin`, scripts/post-build.mjs) and
//! leaves them on `window` (`damasWords[<bundle>]`, the language in `damasLang`) before the wasm
//! starts; the bundle takes them when it starts (`ui::text::words::provide`).

use crate::ui::prefs::Lang;
use crate::ui::text::words::{loaded, provide};
use js_sys::{Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};

/// Hands the words of `bundle` waiting on `window` to the page, once.
pub fn take(bundle: &str) {
    if loaded().is_some() {
        return;
    }
    let Some(window) = web_sys::window() else { return };
    let get = |on: &JsValue, key: &str| Reflect::get(on, &JsValue::from_str(key)).ok();
    let words = get(&window, "damasWords").and_then(|all| get(&all, bundle)).and_then(|w| w.dyn_into::<Uint8Array>().ok());
    let lang = get(&window, "damasLang").and_then(|l| l.as_string()).as_deref().and_then(Lang::from_tag);
    let (Some(words), Some(lang)) = (words, lang) else {
        web_sys::console::warn_1(&JsValue::from_str("damas: the page was started without its words"));
        return;
    };
    if !provide(lang, words.to_vec()) {
        web_sys::console::warn_1(&JsValue::from_str("damas: the page's words could not be read"));
    }
}

/// Asks the boot script for the words of `bundle` (`window.damasWordsFor`), to be waited on
/// before the bundle starts (the board editor, which the page loads itself).
pub fn ask(bundle: &str) -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let ask: js_sys::Function = Reflect::get(&window, &JsValue::from_str("damasWordsFor")).ok()?.dyn_into().ok()?;
    ask.call1(&window, &JsValue::from_str(bundle)).ok()?.dyn_into().ok()
}
