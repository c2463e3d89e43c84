//! The browser's side of persistence: local storage and the address bar. Every call tolerates a
//! missing window, blocked storage or a failing history API (then nothing is kept, nothing breaks).

use wasm_bindgen::JsValue;

const GAME_KEY: &str = "damas.game";
const PREFS_KEY: &str = "damas.prefs";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

fn set(key: &str, value: &str) {
    if let Some(storage) = local() {
        let _ = storage.set_item(key, value);
    }
}

/// The saved game (a share query), if any.
#[must_use]
pub fn load_game() -> Option<String> {
    get(GAME_KEY)
}

/// Saves the game (a share query).
pub fn save_game(query: &str) {
    set(GAME_KEY, query);
}

/// The saved preferences, if any.
#[must_use]
pub fn load_prefs() -> Option<String> {
    get(PREFS_KEY)
}

/// Saves the preferences.
pub fn save_prefs(text: &str) {
    set(PREFS_KEY, text);
}

/// The page's query string, without the `?`.
#[must_use]
pub fn page_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .map(|s| s.trim_start_matches('?').to_string())
        .unwrap_or_default()
}

/// Shows `query` in the address bar without reloading or adding a history entry.
pub fn replace_url(query: &str) {
    let Some(window) = web_sys::window() else { return };
    let path = window.location().pathname().unwrap_or_else(|_| "/".to_string());
    let url = if query.is_empty() { path } else { format!("{path}?{query}") };
    let current = format!(
        "{}{}",
        window.location().pathname().unwrap_or_default(),
        window.location().search().unwrap_or_default()
    );
    if current == url {
        return;
    }
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The browser's preferred languages, most preferred first.
#[must_use]
pub fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return Vec::new() };
    let mut out: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if let Some(lang) = nav.language() {
        out.push(lang);
    }
    out
}

/// Sets the document's language (for screen readers and hyphenation).
pub fn set_document_lang(code: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", code);
    }
}
