//! IndexedDB with one promise per request, on `web_sys` alone: the library's store and the live
//! page's host certificate both keep their values there. (The `idb` crate's futures cost the game
//! page 6.9 KB of gzipped wasm where this costs about 1 KB: docs/library.md.)

use js_sys::Promise;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{DomException, IdbDatabase, IdbRequest, IdbTransaction};

// Each is one function for every caller (no error type of the caller's): the live page, which
// keeps both the library and the host's certificate, compiles each once.

/// `request`'s result once it succeeds, else the browser's error (if it gave one).
pub async fn done(request: &IdbRequest) -> Result<JsValue, Option<DomException>> {
    let promise = Promise::new(&mut |resolve, reject| {
        request.set_onsuccess(Some(&resolve));
        request.set_onerror(Some(&reject));
    });
    match JsFuture::from(promise).await {
        Ok(_) => request.result().map_err(|_| None),
        Err(_) => Err(request.error().ok().flatten()),
    }
}

/// Waits for `tx` to commit, else gives the browser's error (if it gave one).
pub async fn committed(tx: &IdbTransaction) -> Result<(), Option<DomException>> {
    let promise = Promise::new(&mut |resolve, reject| {
        tx.set_oncomplete(Some(&resolve));
        tx.set_onerror(Some(&reject));
        tx.set_onabort(Some(&reject));
    });
    match JsFuture::from(promise).await {
        Ok(_) => Ok(()),
        Err(_) => Err(tx.error()),
    }
}

/// Opens the database `name` at `version`, creating the object `stores` it lacks (whatever
/// version the device had: an old database opens in a new page). `None` when this browser keeps
/// nothing (IndexedDB missing or refused, as in some private windows). Works on a page and in a
/// worker.
pub async fn open(name: &str, version: u32, stores: &'static [&'static str]) -> Option<IdbDatabase> {
    let factory = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("indexedDB"))
        .ok()
        .and_then(|f| f.dyn_into::<web_sys::IdbFactory>().ok())?;
    let request = factory.open_with_u32(name, version).ok()?;
    let upgrading = request.clone();
    let upgrade = Closure::once(move |_: JsValue| {
        if let Some(db) = upgrading.result().ok().and_then(|r| r.dyn_into::<IdbDatabase>().ok()) {
            for store in stores {
                if !db.object_store_names().contains(store) {
                    let _ = db.create_object_store(store);
                }
            }
        }
    });
    request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    let db = done(&request).await.ok()?;
    request.set_onupgradeneeded(None);
    db.dyn_into().ok()
}
