//! What every game page keeps in step with the browser, in one hook: the address bar and saved
//! game, the saved preferences, the keys, the page's visibility (the clocks), the computer, the
//! look and the sounds, and the library, which keeps each game that ends here.

use crate::ui::game::board_game::BoardGame;
use crate::ui::ai::view::use_engine::{use_engine, Engine};
use crate::ui::game::view::use_game::{use_arrow_keys, use_page_visibility, use_saved, GameHandle};
use crate::ui::look::view::use_look::use_look;
use crate::ui::shell::storage::Key;
use crate::ui::shell::use_prefs::{use_saved_prefs, PrefsHandle};
use yew::prelude::*;

/// Wires `game`, saved under `key`, and the player's `prefs`, saved too, to the page and the AI
/// worker; the engine comes back.
#[hook]
pub fn use_page<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, key: Key) -> Engine<G> {
    use_saved(game, key);
    crate::ui::library::view::keep::use_kept_in_library(game);
    use_saved_prefs(prefs);
    use_arrow_keys(game);
    use_page_visibility(game);
    use_look(game, prefs);
    use_engine(game)
}
