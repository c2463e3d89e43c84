//! Where the draughts page's review panel goes: the panels' bundle draws it
//! ([`super::bundle`]), so the page's own wasm carries neither the panel nor its graph nor its
//! labels (the sentences about the game on view, the page writes into the view). The place is
//! drawn only when there is something to show (a game with moves, or a review), so a first visit
//! loads nothing for it; on a phone the bundle comes when the place comes into view
//! ([`crate::ui::shell::parts::place::PartPlace`]). The panel's actions come back as text, read
//! here.

use crate::ui::shell::parts::place::{warn, Part, PartPlace};
use crate::ui::prefs::Lang;
use crate::ui::review::wire::ReviewAction;
use yew::prelude::*;

/// The element the bundle draws the panel in (`data-review-place`), showing `view`
/// ([`crate::ui::review::wire::ReviewPanelView::to_text`]), and the message when it cannot load.
pub fn review_place(view: AttrValue, lang: Lang, on_action: Callback<ReviewAction>) -> Html {
    let on_text = Callback::from(move |text: String| match ReviewAction::read(&text) {
        Ok(action) => on_action.emit(action),
        Err(e) => warn(Part::Review, &e),
    });
    html! { <PartPlace part={Part::Review} {view} {lang} {on_text} /> }
}
