//! Where the panels' bundle draws the side panels on the draughts page ([`panels_place`]): a
//! [`PartPlace`] (`shell::parts`), loaded when its place comes into view (on a phone the panels
//! are far below the board: a player who never scrolls there never downloads them). Their
//! actions come back as text, read by [`PanelsAction::read`].

use crate::ui::game::state::Action;
use crate::ui::panels::wire::PanelsAction;
use crate::ui::prefs::Lang;
use crate::ui::shell::parts::place::{warn, Part, PartPlace};
use yew::prelude::*;

/// The side panels' place, showing `view` ([`crate::ui::panels::wire::PanelsView::to_text`]),
/// with their actions turned into the page's.
pub fn panels_place(view: AttrValue, lang: Lang, on_action: Callback<Action>) -> Html {
    let on_text = Callback::from(move |text: String| {
        // A new game from a ballot: the panels' bundle published the tables when it started.
        crate::ui::shell::ballot_tables::take();
        match PanelsAction::read(&text) {
            Ok(action) => on_action.emit(action.action()),
            Err(e) => warn(Part::Panels, &e),
        }
    });
    html! { <PartPlace part={Part::Panels} {view} {lang} {on_text} /> }
}
