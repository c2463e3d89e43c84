//! The library worker's answers about positions (`library::lookup`): the first question builds
//! the position index from every kept game (`library::index`), off the page's thread; each
//! question then is a binary search. A question that comes while the index is being built waits
//! for it, and only the latest one is answered (a player stepping through a game asks about each
//! position; the answer about the last is the one shown). The index is the library as it was
//! when it was built: a page that wants a newer one starts a new worker.

use super::store;
use crate::link::{link_game, read_position};
use crate::ui::library::index::PositionIndex;
use crate::ui::library::kept::Kept;
use crate::ui::library::lookup::Lookup;
use damas_engine::lasca::LascaPosition;
use damas_engine::Position;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::DedicatedWorkerGlobalScope;

/// The index, once built, and the question waiting for it.
#[derive(Default)]
struct State {
    index: Option<PositionIndex>,
    building: bool,
    waiting: Option<String>,
}

thread_local! {
    static STATE: Rc<RefCell<State>> = Rc::default();
}

fn now_ms(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope.performance().map_or_else(js_sys::Date::now, |p| p.now())
}

/// Answers `question` (a [`Lookup`] text): now when the index is built, else once it is.
pub fn ask(scope: &DedicatedWorkerGlobalScope, question: String) {
    let state = STATE.with(Rc::clone);
    let mut s = state.borrow_mut();
    if let Some(index) = s.index.as_mut() {
        let answer = answer(scope, index, &question, 0);
        drop(s);
        let _ = scope.post_message(&answer.into());
        return;
    }
    s.waiting = Some(question);
    if s.building {
        return;
    }
    s.building = true;
    drop(s);
    let scope = scope.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let started = now_ms(&scope);
        let index = build().await;
        let mut s = state.borrow_mut();
        s.building = false;
        let Some(mut index) = index else {
            drop(s);
            let _ = scope.post_message(&"unavailable".into());
            return;
        };
        index.finish();
        let built = (now_ms(&scope) - started).max(0.0) as u32;
        let question = s.waiting.take();
        let answer = question.map(|q| answer(&scope, &mut index, &q, built));
        s.index = Some(index);
        drop(s);
        if let Some(answer) = answer {
            let _ = scope.post_message(&answer.into());
        }
    });
}

/// The index of every kept game the store holds (`None` when the store cannot be read).
async fn build() -> Option<PositionIndex> {
    let stored = store::all().await.ok()?;
    let mut index = PositionIndex::new();
    for value in stored.iter() {
        if let Some(Ok(kept)) = store::text_of(&value).as_deref().map(Kept::read) {
            // A game whose link does not read is left out, as the list leaves it out.
            let _ = index.add(&kept);
        }
    }
    Some(index)
}

/// The answer to `question` as text: a `Found`, or `bad` for a question that does not read.
fn answer(scope: &DedicatedWorkerGlobalScope, index: &mut PositionIndex, question: &str, built_ms: u32) -> String {
    let Ok(lookup) = Lookup::read(question) else { return "bad".to_string() };
    let started = now_ms(scope);
    let found = match link_game(&lookup.position) {
        Ok(kind) if kind.is_lasca() => read_position::<LascaPosition>(&lookup.position).ok().map(|p| index.find(&p, lookup.keys)),
        Ok(_) => read_position::<Position>(&lookup.position).ok().map(|p| index.find(&p, lookup.keys)),
        Err(_) => None,
    };
    let Some(mut found) = found else { return "bad".to_string() };
    found.at = lookup.position;
    found.built_ms = built_ms;
    found.lookup_us = ((now_ms(scope) - started).max(0.0) * 1000.0) as u32;
    found.to_text()
}

