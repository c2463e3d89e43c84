//! The Web Worker side (wasm32 only): the worker's message loop. The page posts JSON texts (see
//! [`super::protocol`]) and the worker posts its JSON answers back, both as plain strings. Each
//! search iteration runs in its own task, so `stop` and newer `search` messages are read between
//! iterations; the engine's clock is `Date.now()`.
//!
//! The page's loader script (`bridge::loader_url`) keeps the messages that arrive while the
//! WebAssembly starts in `self.damasInbox`; [`start`] reads them first, in order.
//!
//! Endgame databases: a message whose search wants class files not tried yet
//! ([`Runner::tables_wanted`]) waits, with every message after it, while the worker fetches them
//! (`egtb/<variant>/<class>.bin` next to `worker.js`, all at once, gzip inflated by the browser's
//! `DecompressionStream`); then they are loaded and the messages handled in order. A file that
//! cannot be fetched (offline before the first visit, a host without them) is skipped: the search
//! runs without it. A game's opening book ([`Runner::book_wanted`]: the first move asked of the
//! best level) is fetched the same way, `book-<variant>.txt`, once; without it the level searches.
//! A game whose learned table the worker has not built in wants its book at its first search, at
//! any level, and the table with it (`patterns-<variant>.bin`); without it the game plays with its
//! hand-set weights. So does a game whose wide network the worker fetches (`net-<variant>.bin`);
//! without it the game plays with the narrow network built in.

use super::protocol::Response;
use super::books::path_of as book_path;
use super::nets::{load as load_net, path_of as net_path};
use super::patterns::{load as load_patterns, path_of as patterns_path};
use super::runner::Runner;
use super::tables::{is_gzip, path_of};
use damas_ai::Clock;
use damas_egtb::Material;
use damas_engine::Variant;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Milliseconds from the worker's clock.
struct DateClock;
impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[wasm_bindgen]
extern "C" {
    /// The browser's `DecompressionStream` (web-sys has it behind its unstable APIs).
    #[wasm_bindgen(js_name = DecompressionStream)]
    type Inflate;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Inflate, JsValue>;
}

/// What a message waits for: endgame database classes, or a game's opening book (and its learned
/// table where the worker fetches it).
enum Wanted {
    Tables(Vec<(Variant, Material)>),
    Book(Variant),
}

impl Wanted {
    /// The files to fetch.
    fn paths(&self) -> Vec<String> {
        match self {
            Wanted::Tables(classes) => classes.iter().map(|&(v, m)| path_of(v, m)).collect(),
            Wanted::Book(v) => {
                let mut paths = vec![book_path(*v)];
                paths.extend(patterns_path(*v));
                paths.extend(net_path(*v));
                paths
            }
        }
    }
}

/// The worker's state: the search, and the messages waiting for their turn.
#[derive(Default)]
struct SearchWorker {
    runner: Runner,
    /// Whether the next iteration is already scheduled.
    scheduled: bool,
    /// Messages waiting (for database files, or for the one before them), oldest first.
    queue: Vec<String>,
    /// Whether database files are being fetched.
    loading: bool,
}

type Shared = Rc<RefCell<SearchWorker>>;

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Posts the answers to the page.
fn post(out: Vec<Response>) {
    let scope = scope();
    for r in out {
        let _ = scope.post_message(&JsValue::from_str(&r.to_json()));
    }
}

/// Starts the message loop (the worker's `main`).
pub fn start() {
    let me: Shared = Rc::default();
    let scope = scope();
    let on_message = {
        let me = Rc::clone(&me);
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| receive(&me, &e.data()))
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page wants it: the handler is never dropped.
    on_message.forget();
    let inbox = js_sys::Reflect::get(&scope, &"damasInbox".into()).ok().and_then(|v| v.dyn_into::<js_sys::Array>().ok());
    for message in inbox.iter().flat_map(js_sys::Array::iter) {
        receive(&me, &message);
    }
}

/// A message from the page. Anything but a string is no request of the page's: the runner
/// answers it as a request it cannot read.
fn receive(me: &Shared, data: &JsValue) {
    me.borrow_mut().queue.push(data.as_string().unwrap_or_default());
    drain(me);
}

/// Handles the queued messages in order, until one needs files not fetched yet.
fn drain(me: &Shared) {
    let mut worker = me.borrow_mut();
    while !worker.loading && !worker.queue.is_empty() {
        // One fetch at a time, through one path (each async block is code of its own).
        let first = &worker.queue[0];
        let wanted = match worker.runner.book_wanted(first) {
            Some(variant) => Some(Wanted::Book(variant)),
            None => Some(worker.runner.tables_wanted(first)).filter(|t| !t.is_empty()).map(Wanted::Tables),
        };
        if let Some(wanted) = wanted {
            worker.loading = true;
            let me = Rc::clone(me);
            wasm_bindgen_futures::spawn_local(async move {
                let got = fetch_all(wanted.paths()).await;
                arrived(&me, wanted, got);
            });
            return;
        }
        let message = worker.queue.remove(0);
        let out = worker.runner.receive(&message, &DateClock);
        post(out);
    }
    schedule(me, &mut worker);
}

/// Schedules the search's next iteration in a fresh macrotask: messages that arrived meanwhile
/// are handled first.
fn schedule(me: &Shared, worker: &mut SearchWorker) {
    if worker.runner.busy() && !worker.scheduled {
        worker.scheduled = true;
        let me = Rc::clone(me);
        gloo::timers::callback::Timeout::new(0, move || step(&me)).forget();
    }
}

/// One iteration of the search under way.
fn step(me: &Shared) {
    let mut worker = me.borrow_mut();
    worker.scheduled = false;
    let out = worker.runner.step(&DateClock);
    post(out);
    schedule(me, &mut worker);
}

/// Files arrived (or failed): a damaged one is left out, the search goes on without it.
fn arrived(me: &Shared, wanted: Wanted, got: Vec<Option<Vec<u8>>>) {
    {
        let mut worker = me.borrow_mut();
        match wanted {
            Wanted::Tables(classes) => {
                for (&(v, m), bytes) in classes.iter().zip(&got) {
                    let _ = worker.runner.add_table(v, m, bytes.as_deref());
                }
            }
            Wanted::Book(v) => {
                let mut got = got.into_iter();
                let text = got.next().flatten().and_then(|b| String::from_utf8(b).ok());
                worker.runner.add_book(v, text.as_deref());
                // In the order of `Wanted::paths`.
                if patterns_path(v).is_some() {
                    let _ = load_patterns(v, got.next().flatten().as_deref());
                }
                if net_path(v).is_some() {
                    let _ = load_net(v, got.next().flatten().as_deref());
                }
            }
        }
        worker.loading = false;
    }
    drain(me);
}

/// The files at `paths`, all at once (HTTP/2 or not, the round trips overlap), each `None` if it
/// could not be had.
async fn fetch_all(paths: Vec<String>) -> Vec<Option<Vec<u8>>> {
    let count = paths.len();
    let all: js_sys::Array = paths
        .into_iter()
        .map(|path| {
            wasm_bindgen_futures::future_to_promise(async move {
                Ok(fetch_file(&path).await.map_or(JsValue::NULL, |b| js_sys::Uint8Array::from(&b[..]).into()))
            })
        })
        .collect();
    let done = JsFuture::from(js_sys::Promise::all(&all)).await.map(|v| js_sys::Array::from(&v)).unwrap_or_default();
    (0..count).map(|i| done.get(i as u32).dyn_into::<js_sys::Uint8Array>().ok().map(|a| a.to_vec())).collect()
}

/// The bytes of a file next to the app (inflated if gzipped), or `None` if it cannot be had.
async fn fetch_file(path: &str) -> Option<Vec<u8>> {
    let global: web_sys::WorkerGlobalScope = js_sys::global().dyn_into().ok()?;
    let base = js_sys::Reflect::get(&global, &"damasBase".into()).ok()?.as_string()?;
    let url = web_sys::Url::new_with_base(path, &base).ok()?.href();
    let response: web_sys::Response = JsFuture::from(global.fetch_with_str(&url)).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    if !is_gzip(&bytes) {
        return Some(bytes);
    }
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(&bytes[..]));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).ok()?;
    let inflate = Inflate::new("gzip").ok()?;
    let stream = blob.stream().pipe_through(inflate.unchecked_ref());
    let inflated = web_sys::Response::new_with_opt_readable_stream(Some(&stream)).ok()?;
    let buffer = JsFuture::from(inflated.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}
