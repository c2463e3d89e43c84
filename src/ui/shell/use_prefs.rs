//! The player's preferences on a page ([`Prefs`], `ui::prefs`): a value of their own beside the
//! game, behind a reducer of their own ([`use_prefs`]: the value and a dispatcher of
//! [`PrefsAction`]s), saved under `Key::Prefs` after each change ([`use_saved_prefs`]), the
//! document's language kept the player's. The page hands the views their values and a callback
//! (values in, callbacks out); the game state never holds them.

use crate::ui::prefs::{Lang, Prefs, PrefsAction};
use crate::ui::shell::storage::{self, Key};
use std::rc::Rc;
use yew::prelude::*;

impl Reducible for Prefs {
    type Action = PrefsAction;

    /// The preferences with `action` applied ([`Prefs::reduce`]); the same value when it changes
    /// nothing (a board turned to the side already at the bottom), so the page is not drawn again.
    fn reduce(self: Rc<Self>, action: PrefsAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

/// The player's preferences on a page, and the way to change them.
pub type PrefsHandle = UseReducerHandle<Prefs>;

/// The page's preferences, first `init`'s (the saved ones, [`storage::saved_prefs`], as the link
/// or the page turns them).
#[hook]
pub fn use_prefs<F: FnOnce() -> Prefs>(init: F) -> PrefsHandle {
    use_reducer(init)
}

/// Keeps the document's language (`<html lang>`) the player's, for a page that saves no
/// preferences of its own (the study pages, the embedded board): screen readers speak the page
/// in it (WCAG 3.1.1).
#[hook]
pub fn use_document_lang(lang: Lang) {
    use_effect_with(lang, |lang| storage::set_document_lang(lang.code()));
}

/// Keeps the saved preferences and the document's language in step with `prefs`.
///
/// The page has one language's words (`ui::text::words`): a switch to another language reloads
/// the page once the choice is saved, and the boot script loads that language's words:
/// the game, saved and in the address bar, comes back as it was. Only a switch made on this page
/// reloads, so a page whose first language it does not carry never reloads in a loop.
#[hook]
pub fn use_saved_prefs(prefs: &Prefs) {
    let first = *use_memo((), |_| prefs.lang);
    use_effect_with(prefs.clone(), move |prefs| {
        storage::save(Key::Prefs, &prefs.to_text());
        storage::set_document_lang(prefs.lang.code());
        if prefs.lang != first && !crate::ui::text::words::carried(prefs.lang) {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    });
}
