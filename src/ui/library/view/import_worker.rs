//! The library worker: the library bundle run as a worker (`ui::start_library` tells which), so
//! that reading a file of thousands of games, or every kept game for the position index
//! (`lookup_worker`, which answers the texts it is sent), never holds up the page. It says `"ready"`, then for
//! each file (a `Blob`, read here: the page never holds the file's text) reads its games
//! (`library::import`), posting `[done, total]` as it goes, writes the new ones to the store a
//! thousand per transaction, and posts `[added, already kept, [[number, line, text], …], skipped]`
//! (the first skipped games' own texts, which the page reads again to word why in the player's
//! language, and how many were skipped),
//! or `"too-big"` or `"failed"`.

use super::store;
use crate::ui::library::import::{import_file, MAX_FILE};
use js_sys::Array;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, DedicatedWorkerGlobalScope, MessageEvent};

/// Games read between two progress reports.
const REPORT_EVERY: usize = 250;

/// Games written per transaction: a transaction's games are written all or none.
const WRITE_BATCH: usize = 1000;

/// The skipped games whose texts are sent back (the page lists these; it counts them all).
pub const SHOWN_SKIPPED: usize = 50;

/// The longest text of a skipped game sent back (the page reads it again to say why).
const SKIPPED_TEXT: usize = 20_000;

fn post(scope: &DedicatedWorkerGlobalScope, value: &JsValue) {
    let _ = scope.post_message(value);
}

async fn run(scope: DedicatedWorkerGlobalScope, file: Blob) {
    if file.size() > MAX_FILE as f64 {
        post(&scope, &"too-big".into());
        return;
    }
    let Some(text) = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string()) else {
        post(&scope, &"failed".into());
        return;
    };
    let Ok(kept) = store::keys().await else {
        post(&scope, &"failed".into());
        return;
    };
    let kept = kept.into_iter().collect();
    let at = crate::clock::now_ms();
    let progress = |done: usize, total: usize| post(&scope, &Array::of2(&(done as u32).into(), &(total as u32).into()));
    let imported = import_file(&text, damas_engine::Variant::Brazilian, at, &kept, REPORT_EVERY, progress);
    let mut added = 0u32;
    for batch in imported.games.chunks(WRITE_BATCH) {
        // The list's record without the PDN text, which goes to a store of its own.
        let pairs: Vec<(String, String, Option<String>)> = batch
            .iter()
            .map(|k| (k.key(), crate::ui::library::kept::Kept { pdn: None, ..k.clone() }.to_json(), k.pdn.clone()))
            .collect();
        if store::put_all(&pairs).await.is_err() {
            break;
        }
        added += batch.len() as u32;
    }
    let games = crate::ui::library::import::split_games(text.strip_prefix('\u{feff}').unwrap_or(&text));
    let skipped = Array::new();
    for (number, line, _) in imported.skipped.iter().take(SHOWN_SKIPPED) {
        let own = games.get(number.wrapping_sub(1)).map_or("", |g| g.text);
        let cut = own.char_indices().nth(SKIPPED_TEXT).map_or(own, |(i, _)| &own[..i]);
        skipped.push(&Array::of3(&(*number as u32).into(), &(*line as u32).into(), &cut.into()));
    }
    let count = imported.skipped.len() as u32;
    post(&scope, &Array::of4(&added.into(), &(imported.duplicates as u32).into(), &skipped, &count.into()));
}

/// Listens for files (the bundle's start in a worker).
pub fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let me = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let data = e.data();
        if let Some(question) = data.as_string() {
            super::lookup_worker::ask(&me, question);
            return;
        }
        match data.dyn_into::<Blob>() {
            Ok(file) => wasm_bindgen_futures::spawn_local(run(me.clone(), file)),
            Err(_) => post(&me, &"failed".into()),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page wants it: the handler is never dropped.
    on_message.forget();
    post(&scope, &"ready".into());
}

/// Whether this bundle runs as a worker (no document): the import worker, not the page.
#[must_use]
pub fn in_worker() -> bool {
    js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>().is_ok()
}
