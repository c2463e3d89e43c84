//! Where the panels' bundle draws the side panels on the draughts page ([`panels_place`]): a
//! [`PartPlace`] (`shell::parts`), loaded when its place comes into view (on a phone the panels
//! are far below the board: a player who never scrolls there never downloads them). Their
//! actions come back as text, read by [`PanelsAction::read`]: the game's go to the game, the
//! preferences' to the preferences.

use crate::ui::game::state::Action;
use crate::ui::panels::wire::{PageAction, PanelsAction};
use crate::ui::prefs::{Lang, PrefsAction};
use crate::ui::shell::parts::place::{warn, Part, PartPlace};
use yew::prelude::*;

/// The side panels' place, showing `view` ([`crate::ui::panels::wire::PanelsView::to_text`]),
/// with their actions turned into the page's: the game's (`on_action`) and the preferences'
/// (`on_prefs`).
pub fn panels_place(view: AttrValue, lang: Lang, on_action: Callback<Action>, on_prefs: Callback<PrefsAction>) -> Html {
    let on_text = Callback::from(move |text: String| {
        // A new game from a ballot: the panels' bundle published the tables when it started.
        crate::ui::shell::ballot_tables::take();
        match PanelsAction::read(&text).map(PanelsAction::action) {
            Ok(PageAction::Game(action)) => on_action.emit(action),
            Ok(PageAction::Prefs(action)) => on_prefs.emit(action),
            Err(e) => warn(Part::Panels, &e),
        }
    });
    html! { <PartPlace part={Part::Panels} {view} {lang} {on_text} /> }
}
