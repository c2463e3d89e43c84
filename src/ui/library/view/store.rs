//! The library's store: one IndexedDB database on this device (`damas-library`, object store
//! `games`). Each game is its stored text ([`super::super::kept`]) under its key
//! ([`super::super::kept::Kept::key`]): the same game kept twice is kept once. IndexedDB, not
//! localStorage: a club player's games fill localStorage's 5 MB, and IndexedDB keeps what it has
//! when the page updates. Opening the database creates its store the first time; a later version
//! upgrades in `open`'s upgrade handler, so an old store opens in a new page.
//!
//! Written on `web_sys` with one promise per request (`shell::idb`), not on the `idb` crate: its
//! futures (a channel per request, its error type) cost the game page, which keeps each game
//! that ends, 6.9 KB of gzipped wasm; this costs it about 1 KB (docs/library.md).

use crate::ui::shell::idb;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction, IdbTransactionMode};

/// The database's name.
const NAME: &str = "damas-library";
/// The object store of the games (what the list reads: link, tags, summary).
const GAMES: &str = "games";
/// The object store of imported games' own PDN texts, under the same keys: read only to export
/// them, so the list reads a third of the bytes.
const PDN: &str = "pdn";
/// The database's version: raised when its stores or indexes change (records carry their own
/// schema, `kept::SCHEMA`). Version 2 added [`PDN`]; a version 1 database gains it on opening.
const VERSION: u32 = 2;

/// Why the store could not do what was asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// This browser keeps nothing (IndexedDB missing or refused, as in some private windows).
    Unavailable,
    /// The device's storage for this site is full.
    Full,
    /// The key is taken: the game is kept already.
    Kept,
    /// Anything else the browser refused.
    Failed,
}

/// The error a request or transaction ended with, by its DOM name.
fn why(error: Option<web_sys::DomException>) -> StoreError {
    match error.map(|e| e.name()).as_deref() {
        Some("QuotaExceededError") => StoreError::Full,
        Some("ConstraintError") => StoreError::Kept,
        _ => StoreError::Failed,
    }
}

/// `request`'s result once it succeeds, else why it failed.
async fn done(request: &IdbRequest) -> Result<JsValue, StoreError> {
    idb::done(request).await.map_err(why)
}

/// Waits for `tx` to commit, else says why it did not.
async fn committed(tx: &IdbTransaction) -> Result<(), StoreError> {
    idb::committed(tx).await.map_err(why)
}

/// The database, on the page or in the import worker (`view::import_worker`): both have
/// `indexedDB`.
async fn open() -> Result<IdbDatabase, StoreError> {
    idb::open(NAME, VERSION, &[GAMES, PDN]).await.ok_or(StoreError::Unavailable)
}

/// The games' object store in a new transaction.
fn games(db: &IdbDatabase, mode: IdbTransactionMode) -> Result<(IdbTransaction, IdbObjectStore), StoreError> {
    let tx = db.transaction_with_str_and_mode(GAMES, mode).map_err(|_| StoreError::Failed)?;
    let store = tx.object_store(GAMES).map_err(|_| StoreError::Failed)?;
    Ok((tx, store))
}

/// A transaction over both stores (the games and their PDN texts), written together.
fn both(db: &IdbDatabase) -> Result<(IdbTransaction, IdbObjectStore, IdbObjectStore), StoreError> {
    let names = js_sys::Array::of2(&GAMES.into(), &PDN.into());
    let tx = db.transaction_with_str_sequence_and_mode(&names, IdbTransactionMode::Readwrite).map_err(|_| StoreError::Failed)?;
    let games = tx.object_store(GAMES).map_err(|_| StoreError::Failed)?;
    let pdns = tx.object_store(PDN).map_err(|_| StoreError::Failed)?;
    Ok((tx, games, pdns))
}

/// Adds a game under `key`.
///
/// # Errors
/// [`StoreError::Kept`] when a game is kept under `key` already; the others when the browser
/// refuses (storage full, none at all).
pub async fn add(key: &str, text: &str) -> Result<(), StoreError> {
    let db = open().await?;
    let (tx, store) = games(&db, IdbTransactionMode::Readwrite)?;
    let request = store.add_with_key(&JsValue::from_str(text), &JsValue::from_str(key)).map_err(|_| StoreError::Failed)?;
    let added = done(&request).await;
    let end = if added.is_ok() { committed(&tx).await } else { Ok(()) };
    db.close();
    added.and(end)
}

/// Writes every `(key, text, pdn)` of `games`, replacing what is kept under the same keys, in
/// one transaction: all of them or none. A game's PDN text, if any, goes to its own store.
///
/// # Errors
/// [`StoreError`] when the browser refuses.
pub async fn put_all(games_to_write: &[(String, String, Option<String>)]) -> Result<(), StoreError> {
    let db = open().await?;
    let (tx, store, pdns) = both(&db)?;
    for (key, text, pdn) in games_to_write {
        // Each write is checked as the transaction ends: one refused aborts them all.
        let key = JsValue::from_str(key);
        store.put_with_key(&JsValue::from_str(text), &key).map_err(|_| StoreError::Failed)?;
        if let Some(pdn) = pdn {
            pdns.put_with_key(&JsValue::from_str(pdn), &key).map_err(|_| StoreError::Failed)?;
        }
    }
    let end = committed(&tx).await;
    db.close();
    end
}

/// The PDN texts kept for `keys` (`None` for a game that has none: one played here).
///
/// # Errors
/// [`StoreError`] when the store cannot be read.
pub async fn pdn_texts(keys: &[String]) -> Result<Vec<Option<String>>, StoreError> {
    let db = open().await?;
    let tx = db.transaction_with_str_and_mode(PDN, IdbTransactionMode::Readonly).map_err(|_| StoreError::Failed)?;
    let store = tx.object_store(PDN).map_err(|_| StoreError::Failed)?;
    let mut out = Vec::with_capacity(keys.len());
    for key in keys {
        out.push(done(&store.get(&JsValue::from_str(key)).map_err(|_| StoreError::Failed)?).await?.as_string());
    }
    db.close();
    Ok(out)
}

/// Every kept value, in key order: the page reads them a few hundred per task
/// ([`text_of`]), so a library of thousands never holds the page up.
///
/// # Errors
/// [`StoreError`] when the store cannot be read.
pub async fn all() -> Result<js_sys::Array, StoreError> {
    let db = open().await?;
    let (_tx, store) = games(&db, IdbTransactionMode::Readonly)?;
    let values = done(&store.get_all().map_err(|_| StoreError::Failed)?).await?;
    db.close();
    Ok(values.unchecked_into())
}

/// A kept value's text; `None` for a value that is not text (not written by this page), to be
/// counted as unreadable.
#[must_use]
pub fn text_of(value: &JsValue) -> Option<String> {
    value.as_string()
}

/// The keys of every kept game.
///
/// # Errors
/// [`StoreError`] when the store cannot be read.
pub async fn keys() -> Result<Vec<String>, StoreError> {
    let db = open().await?;
    let (_tx, store) = games(&db, IdbTransactionMode::Readonly)?;
    let keys = done(&store.get_all_keys().map_err(|_| StoreError::Failed)?).await?;
    db.close();
    Ok(keys.unchecked_into::<js_sys::Array>().iter().filter_map(|k| k.as_string()).collect())
}

/// Deletes the games kept under `keys`.
///
/// # Errors
/// [`StoreError`] when the browser refuses.
pub async fn delete(keys: &[String]) -> Result<(), StoreError> {
    let db = open().await?;
    let (tx, games_store, pdns) = both(&db)?;
    for store in [games_store, pdns] {
        for key in keys {
            store.delete(&JsValue::from_str(key)).map_err(|_| StoreError::Failed)?;
        }
    }
    let end = committed(&tx).await;
    db.close();
    end
}
