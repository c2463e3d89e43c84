//! The game pages' keeper: a game that ends on the page goes into the library, once. A game the
//! page opened already over (a link to someone's game, the saved game after a reload) is not the
//! player's new game and is not kept, except the last move of a game by correspondence links,
//! which ends the player's own game. The same game kept again is kept once (its key is its
//! link), so a reload of a finished correspondence game adds nothing. A game that ends while the
//! device's storage is full waits ([`crate::ui::library::waiting`]) and is kept when the library
//! page next opens, or after a delete there.

use super::store::{self, StoreError};
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use crate::ui::game::view::use_game::GameHandle;
use crate::ui::library::kept::played_json;
use crate::ui::library::waiting::{self, Waiting};
use crate::ui::shell::storage::{self, Key};
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
            wasm_bindgen_futures::spawn_local(async move {
                match store::add(&query, &played_json(&query, now)).await {
                    // The game waits for room (the library keeps it when it next opens).
                    Err(StoreError::Full) => {
                        if let Some(text) = waiting::appended(storage::load(Key::Waiting).as_deref(), now, &query) {
                            storage::save(Key::Waiting, &text);
                        }
                        dispatcher.dispatch(Action::Notify(Message::LibraryFull));
                    }
                    // An opening explorer open on this page counts it from its next question.
                    Ok(()) => storage::save(Key::Kept, &now.to_string()),
                    Err(_) => {}
                }
            });
        }
    });
}

/// Keeps the games that waited for room, oldest first, until the store refuses one for lack of
/// room (it and the rest wait on); whether any was kept. The library page calls it when it opens
/// and after a delete.
pub async fn keep_waiting() -> bool {
    let stored = storage::load(Key::Waiting);
    let mut waiting = stored.as_deref().map(Waiting::read).unwrap_or_default();
    let mut kept = false;
    for game in waiting.games().to_vec() {
        match store::add(&game.query, &played_json(&game.query, game.at)).await {
            Ok(()) => kept = true,
            Err(StoreError::Kept) => {}
            // Still no room: this one and the rest go on waiting.
            Err(StoreError::Full) => break,
            // No store at all (a private window), or a game refused for another reason: let go.
            Err(StoreError::Unavailable | StoreError::Failed) => {}
        }
        waiting.remove(&game.query);
    }
    let text = waiting.write();
    if text.is_empty() && stored.is_some() {
        storage::remove(Key::Waiting);
    } else if stored.as_deref().unwrap_or("") != text {
        storage::save(Key::Waiting, &text);
    }
    if kept {
        // An opening explorer counts the games from its next question.
        storage::save(Key::Kept, &crate::clock::now_ms().to_string());
    }
    kept
}
