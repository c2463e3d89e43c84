//! The game reviews this device keeps (local storage, [`Key::Reviews`]): a finished review is
//! kept, a game opened again finds its review, and a PDN opened with a review brings it along.

use crate::ui::game::board_game::BoardGame;
use crate::ui::review::{Review, ReviewStore};
use crate::ui::shell::storage::{load, save, Key};

/// The reviews kept on this device.
#[must_use]
pub fn stored_reviews() -> ReviewStore {
    ReviewStore::read(&load(Key::Reviews).unwrap_or_default())
}

/// Keeps a finished review on this device.
pub fn keep_review<G: BoardGame>(review: &Review<G>) {
    let mut store = stored_reviews();
    store.put(review);
    save(Key::Reviews, &store.to_text());
}

/// Keeps the reviews a pasted or opened PDN text carries.
pub fn keep_pdn_reviews(text: &str, variant: damas_engine::Variant) {
    let reviews = crate::ui::review::reviews_in_pdn(text, variant);
    if reviews.is_empty() {
        return;
    }
    let mut store = stored_reviews();
    for review in &reviews {
        store.put(review);
    }
    save(Key::Reviews, &store.to_text());
}

