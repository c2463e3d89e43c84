//! The player's preferences on a page ([`Prefs`], `ui::prefs`): a value of their own beside the
//! game, with their own hook ([`use_prefs`]: the value and a dispatcher of [`PrefsAction`]s,
//! reduced by [`Prefs::reduce`]), saved under `Key::Prefs` after each change
//! ([`use_saved_prefs`]), the document's language kept the player's. The page hands the views
//! their values and a callback (values in, callbacks out); the game state never holds them.

use crate::ui::prefs::{Lang, Prefs, PrefsAction};
use crate::ui::shell::storage::{self, Key};
use std::cell::RefCell;
use std::ops::Deref;
use std::rc::Rc;
use yew::prelude::*;

/// The player's preferences on a page, and the way to change them: the value this drawing shows
/// (a copy: they are a few bytes) and a dispatcher of [`PrefsAction`]s ([`PrefsHandle::dispatch`]).
/// Not a Yew `use_reducer`: a second one beside the game's, its handle and dispatcher for
/// another type, cost the game page about 1 KB gzipped; this is the same contract in a few lines.
#[derive(Clone)]
pub struct PrefsHandle {
    /// The preferences this drawing shows.
    value: Prefs,
    /// The page's preferences now (a dispatch changes them before the next drawing).
    current: Rc<RefCell<Prefs>>,
    /// Draws the page again.
    redraw: UseForceUpdateHandle,
}

impl Deref for PrefsHandle {
    type Target = Prefs;

    fn deref(&self) -> &Prefs {
        &self.value
    }
}

impl PrefsHandle {
    /// Applies `action` to the page's preferences ([`Prefs::reduce`]) and draws the page again.
    pub fn dispatch(&self, action: PrefsAction) {
        self.current.borrow_mut().reduce(action);
        self.redraw.force_update();
    }

    /// The dispatcher as a callback, for the views.
    #[must_use]
    pub fn callback(&self) -> Callback<PrefsAction> {
        let handle = self.clone();
        Callback::from(move |action| handle.dispatch(action))
    }
}

/// The page's preferences, first `init`'s (the saved ones, [`storage::saved_prefs`], as the link
/// or the page turns them).
#[hook]
pub fn use_prefs<F: FnOnce() -> Prefs>(init: F) -> PrefsHandle {
    let current = use_mut_ref(init);
    let redraw = use_force_update();
    let value = *current.borrow();
    PrefsHandle { value, current, redraw }
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
    use_effect_with(*prefs, move |prefs| {
        storage::save(Key::Prefs, &prefs.to_text());
        storage::set_document_lang(prefs.lang.code());
        if prefs.lang != first && !crate::ui::text::words::carried(prefs.lang) {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    });
}
