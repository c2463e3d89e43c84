//! The player's preferences on a page ([`Prefs`], `ui::prefs`): saved under `Key::Prefs` after
//! each change, and the document's language kept the player's.

use crate::ui::prefs::{Lang, Prefs};
use crate::ui::shell::storage::{self, Key};
use yew::prelude::*;

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
