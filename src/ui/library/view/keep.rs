//! The game pages' keeper: a game that ends on the page goes into the library, once. A game the
//! page opened already over (a link to someone's game, the saved game after a reload) is not the
//! player's new game and is not kept, except the last move of a game by correspondence links,
//! which ends the player's own game. The same game kept again is kept once (its key is its
//! link), so a reload of a finished correspondence game adds nothing.

use super::store::{self, StoreError};
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use crate::ui::game::view::use_game::GameHandle;
use crate::ui::library::kept::played_json;
use crate::ui::text::messages::Message;
use damas_game::opponent::Opponent;
use yew::prelude::*;

/// Keeps the game of `game` in the library when it ends on this page; a full store says so in
/// the page's message.
#[hook]
pub fn use_kept_in_library<G: BoardGame + 'static>(game: &GameHandle<G>) {
    let round = game.round();
    let over = !round.record().is_empty() && !round.in_progress();
    // The whole game's link (the same at any move on view), once it is over: the page's own
    // link when it shows the main line's last move (written already), else written here.
    let record = round.record();
    let at_end = record.ply() == record.len() && record.is_mainline(record.cursor());
    let whole = over.then(|| if at_end { game.query().to_string() } else { crate::link::round_whole_query(round) });
    let by_links = matches!(round.opponent(), Opponent::Remote { .. }) && !game.live;
    let started = use_mut_ref(|| false);
    let dispatcher = game.dispatcher();
    use_effect_with(whole, move |whole| {
        let first = !std::mem::replace(&mut *started.borrow_mut(), true);
        if let Some(query) = whole.clone().filter(|_| !first || by_links) {
            let now = crate::clock::now_ms();
            let text = played_json(&query, now);
            wasm_bindgen_futures::spawn_local(async move {
                match store::add(&query, &text).await {
                    Err(StoreError::Full) => dispatcher.dispatch(Action::Notify(Message::LibraryFull)),
                    // An opening explorer open on this page counts it from its next question.
                    Ok(()) => crate::ui::shell::storage::save(crate::ui::shell::storage::Key::Kept, &now.to_string()),
                    Err(_) => {}
                }
            });
        }
    });
}
