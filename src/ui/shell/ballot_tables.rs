//! The ballot tables on the game page, whose wasm has none of its own (Cargo feature
//! `ballots-on-demand`, 3.5 KB of it gzipped, for the few games that start from a ballot). Two
//! sources leave the tables' file (`damas_engine::ballot::file`) in `window.damasBallots`: the
//! boot script, which fetches `ballots.txt` with the page's wasm when the link or the saved game
//! names a ballot (scripts/post-build.mjs), and the panels' bundle, which has the tables and
//! publishes them when it starts (its new-game form offers the ballots). The page takes them
//! before it reads a link, a saved game or a new game. A page without them reads a ballot's id
//! as one it does not know, and says so (the game itself opens: its moves are in the link).

use crate::ballot;
use js_sys::Reflect;
use wasm_bindgen::JsValue;

/// Where the tables' file waits on `window`.
const GLOBAL: &str = "damasBallots";

/// Hands the tables' file waiting on `window` to the engine, if the engine has no tables yet. A
/// file that is not one is taken off `window` with a warning, so that it is read once, not at
/// every panels' action (and the panels' bundle may still leave its own there).
pub fn take() {
    if ballot::known() {
        return;
    }
    let Some(window) = web_sys::window() else { return };
    let key = JsValue::from_str(GLOBAL);
    let Some(file) = Reflect::get(&window, &key).ok().and_then(|v| v.as_string()) else { return };
    // Kept for the page's life once handed over: the engine reads its starts as `'static` text.
    if !ballot::provide(Box::leak(file.into_boxed_str())) {
        let _ = Reflect::delete_property(&window, &key);
        web_sys::console::warn_1(&JsValue::from_str("damas: the ballot tables handed to the page are not a tables' file"));
    }
}

/// Leaves this bundle's tables on `window` for the page (the panels' bundle, which has them).
pub fn publish() {
    let Some(window) = web_sys::window() else { return };
    if ballot::known() && Reflect::get(&window, &JsValue::from_str(GLOBAL)).is_ok_and(|v| v.is_undefined()) {
        let _ = Reflect::set(&window, &JsValue::from_str(GLOBAL), &JsValue::from_str(&ballot::file()));
    }
}
