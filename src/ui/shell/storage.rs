//! The browser's side of persistence: local storage and the address bar. Every call tolerates a
//! missing window, blocked storage or a failing history API (then nothing is kept, nothing breaks).

use crate::link::route::Route;
use crate::ui::prefs::{Lang, Prefs};
use std::rc::Rc;
use wasm_bindgen::JsValue;

/// Every entry this app keeps in local storage: one table, so no key is spelled twice.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// The draughts game in progress (a share query).
    Game,
    /// The game that was in progress when a shared link replaced it (a share query).
    Previous,
    /// The Lasca game in progress (a share query).
    Lasca,
    /// The player's preferences (`Prefs::to_text`).
    Prefs,
    /// Finished game reviews (`ReviewStore::to_text`).
    Reviews,
    /// The player's puzzle rating, history and streak (`puzzle_progress::Progress::to_text`).
    Puzzles,
    /// The live game this device plays (`damas_live::session::Session::save`).
    Live,
    /// The connection servers live play asks (`damas_live::ice::IceSetting::to_param`).
    Ice,
    /// The room server live play meets on, if the player set one (`signal=`).
    Signal,
    /// The saved draughts game's header and comments, after its query and a line break
    /// (`ui::panels::annotations`): a game opened from PDN keeps them through a reload.
    Notes,
    /// When this browser's library last gained a game (ms since 1970, as text): an opening
    /// explorer whose index is older builds it again (`ui::explorer`).
    Kept,
    /// The games that ended while the device's storage was full, waiting to be kept
    /// (`ui::library::waiting`).
    Waiting,
}

impl Key {
    /// The storage key.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Key::Game => "damas.game",
            Key::Previous => "damas.previous",
            Key::Lasca => "damas.lasca",
            Key::Prefs => "damas.prefs",
            Key::Reviews => "damas.reviews",
            Key::Puzzles => "damas.puzzles",
            Key::Live => "damas.live",
            Key::Ice => "damas.ice",
            Key::Signal => "damas.signal",
            Key::Notes => "damas.notes",
            Key::Kept => "damas.kept",
            Key::Waiting => "damas.waiting",
        }
    }
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The text stored under `key`, if any.
#[must_use]
pub fn load(key: Key) -> Option<String> {
    local()?.get_item(key.name()).ok()?
}

/// Stores `value` under `key` (silently nothing when storage is blocked).
pub fn save(key: Key, value: &str) {
    if let Some(storage) = local() {
        let _ = storage.set_item(key.name(), value);
    }
}

/// Removes `key`.
pub fn remove(key: Key) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(key.name());
    }
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

/// The player's saved preferences, or the defaults for the browser's language.
#[must_use]
pub fn saved_prefs() -> Prefs {
    let languages = browser_languages();
    let base = Prefs::new(Lang::detect(languages.iter().map(String::as_str)));
    load(Key::Prefs).map_or(base, |t| Prefs::from_text(&t, base))
}

thread_local! {
    /// The page's route, read from the address the page was opened with.
    static ROUTE: Rc<Route> = Rc::new(Route::parse(&page_query()));
}

/// The page the link opened, with its parameters ([`Route`]): read once, at the first call (each
/// bundle's start makes it, before the page rewrites its address with the game's link).
#[must_use]
pub fn page_route() -> Rc<Route> {
    ROUTE.with(Rc::clone)
}

thread_local! {
    /// The game page's one parameter, read from the address the page was opened with.
    static ICE: Option<String> = crate::link::route::game_page_ice(&page_query());
}

/// The connection servers the game page keeps for its link to live play (`ice=`): read once, at
/// the first call (the page's start makes it, before the page writes the game's link in its
/// address). The game page reads this alone of the route, so it carries no other page's reader.
#[must_use]
pub fn page_ice() -> Option<String> {
    ICE.with(Clone::clone)
}
