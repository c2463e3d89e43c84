//! The page's looks and sounds as the player set them: the page palette on `<html data-page>`
//! (the system's `prefers-color-scheme` while the player has not chosen), and a sound for each
//! change of the game that calls for one (`ui::sound`), played only when sounds are on.

use crate::ui::game::board_game::BoardGame;
use crate::ui::game::view::use_game::GameHandle;
use crate::look::{Named, Page};
use crate::ui::prefs::Prefs;
use crate::ui::look::sound::{self, sound_for, Moment};
use yew::prelude::*;

/// `light` or `dark`: the player's choice, else the system's.
fn resolved(page: Page) -> &'static str {
    match page {
        Page::System => {
            let light = web_sys::window()
                .and_then(|w| w.match_media("(prefers-color-scheme: light)").ok().flatten())
                .is_some_and(|m| m.matches());
            if light {
                Page::Light.name()
            } else {
                Page::Dark.name()
            }
        }
        chosen => chosen.name(),
    }
}

/// Puts the page palette `page` on `<html data-page>`.
pub fn set_page(page: Page) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-page", resolved(page));
    }
}

/// Keeps `<html data-page>` and the sounds in step with the player's `prefs`, and plays the
/// sound each change of `game` calls for.
#[hook]
pub fn use_look<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &Prefs) {
    use_effect_with(prefs.look.page, |&page| set_page(page));
    use_effect_with(prefs.sound, |&on| {
        sound::set_enabled(on);
        sound::arm();
    });
    let last = use_mut_ref(|| None::<Moment<G>>);
    use_effect_with(Moment::of(game), move |now| {
        let before = last.replace(Some(now.clone()));
        if let Some(s) = before.and_then(|b| sound_for(&b, now)) {
            sound::play(s);
        }
    });
}
