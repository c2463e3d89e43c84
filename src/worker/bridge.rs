//! The page side of the AI worker (wasm32 only): spawns it, sends requests, hands every
//! response to one callback, and keeps the game going when the worker fails.
//!
//! ```ignore
//! let engine = EngineBridge::new(worker_path(), move |r: Response| match r {
//!     Response::Info { depth, score, pv, .. } => { /* analysis panel */ }
//!     Response::BestMove { mv, .. } => { /* play or show the move */ }
//!     Response::Error { message, .. } => { /* show it */ }
//! });
//! let id = engine.search(SearchRequest { id: 0, variant: "brazilian".into(), fen, history,
//!     movetime_ms: Some(1000), depth: None, level: Some(8), seed: 0 });   // id is assigned
//! engine.stop();   // bestmove of the search under way, promptly
//! ```
//!
//! Failures: a search that has not answered by its deadline (its time plus a grace period) means
//! a crashed or stuck worker: the bridge drops it, spawns a fresh one and sends the search again
//! once; if that fails too it answers with the best move of the last `info` (or an `error`).
//! `stop` waits [`STOP_GRACE_MS`] for the worker's `bestmove`, then does the same. A dropped
//! worker is terminated at once, stuck or not. Requests and responses are the protocol's JSON
//! texts, posted as plain strings to a `web_sys::Worker` the bridge starts itself.
//! A worker that cannot start (its script or wasm did not load: offline before it was ever
//! fetched) or crashes says so at once through a `BroadcastChannel` its loader opens, so the
//! bridge does not wait for the deadline; the error it gives up with is
//! [`WORKER_UNAVAILABLE`], which the page words in the player's language with a retry.

use super::page_codec::{request_json, response_from_json};
use super::protocol::{Request, Response, SearchRequest, DEFAULT_CAP_MS, WORKER_UNAVAILABLE};
use wasm_bindgen::prelude::*;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use web_sys::MessageEvent;
use damas_engine::notation::quoted;

/// The worker script this browser runs (relative to the page): the one built with WebAssembly's
/// vector instructions where the boot script found that the browser has them
/// (`window.damasVectors`, [`super::vectors`]), else the one that runs everywhere.
#[must_use]
pub fn worker_path() -> &'static str {
    let vectors = web_sys::window().and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("damasVectors")).ok());
    super::vectors::worker_path(vectors.is_some_and(|v| v.is_truthy()))
}

/// How long past its deadline a search may stay silent before the worker is restarted.
pub const GRACE_MS: u32 = 3000;
/// How long a level without a time limit (levels 1-5, six plies at most) may take.
pub const LEVEL_CAP_MS: f64 = 10_000.0;
/// How long `stop` waits for the worker's `bestmove` (the iteration under way must end first).
pub const STOP_GRACE_MS: u32 = 1000;

type Listener = Rc<dyn Fn(Response)>;

#[derive(Clone)]
struct Pending {
    request: SearchRequest,
    last_info: Option<Response>,
    retried: bool,
}

struct Inner {
    path: String,
    worker: Option<Started>,
    listener: Listener,
    pending: Option<Pending>,
    watchdog: Option<Timeout>,
    next_id: u32,
    restarts: u32,
    /// Where the worker's loader reports that it failed (one channel per worker).
    down: Option<Down>,
}

/// A running worker and the page's handler of its messages. Dropped, the worker is terminated at
/// once: a stuck search stops there, instead of burning a phone's battery until its deadline.
struct Started {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Started {
    /// Posts a request's text.
    fn send(&self, text: &str) {
        let _ = self.worker.post_message(&JsValue::from_str(text));
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.terminate();
    }
}

/// The channel a worker's loader reports its failure on, and the page's handler.
struct Down {
    channel: web_sys::BroadcastChannel,
    _handler: Closure<dyn FnMut()>,
}

impl Drop for Down {
    fn drop(&mut self) {
        self.channel.set_onmessage(None);
        self.channel.close();
    }
}

/// A handle on the AI worker. Cloning gives another handle on the same worker.
#[derive(Clone)]
pub struct EngineBridge {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for EngineBridge {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl EngineBridge {
    /// Spawns the worker at `path` (usually [`worker_path`]); `listener` hears every response of
    /// the current search (responses of replaced searches are filtered out).
    pub fn new(path: &str, listener: impl Fn(Response) + 'static) -> EngineBridge {
        let inner = Rc::new(RefCell::new(Inner {
            path: path.to_string(),
            worker: None,
            listener: Rc::new(listener),
            pending: None,
            watchdog: None,
            next_id: 1,
            restarts: 0,
            down: None,
        }));
        let bridge = EngineBridge { inner };
        bridge.spawn();
        bridge
    }

    /// Starts a worker through [`loader_url`]; if none can be started here, says so as its
    /// loader would, from a fresh task.
    fn spawn(&self) {
        let path = self.inner.borrow().path.clone();
        let name = format!("damas-worker-{}", (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64);
        let down = self.listen_down(&name);
        let started = loader_url(&path, &name).and_then(|url| {
            let worker = web_sys::Worker::new(&url);
            // Revoked once the worker has surely read it.
            Timeout::new(60_000, move || drop(web_sys::Url::revoke_object_url(&url))).forget();
            let worker = worker.ok()?;
            let weak = Rc::downgrade(&self.inner);
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                if let Some(text) = e.data().as_string() {
                    on_message(&weak, &text);
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            Some(Started { worker, _on_message: on_message })
        });
        if started.is_none() {
            report_down(Rc::downgrade(&self.inner));
        }
        let mut inner = self.inner.borrow_mut();
        inner.worker = started;
        inner.down = down;
    }

    /// The channel named `name`, on which the worker's loader reports its failure.
    fn listen_down(&self, name: &str) -> Option<Down> {
        let channel = web_sys::BroadcastChannel::new(name).ok()?;
        let weak = Rc::downgrade(&self.inner);
        let handler = Closure::<dyn FnMut()>::new(move || report_down(weak.clone()));
        channel.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        Some(Down { channel, _handler: handler })
    }

    /// The worker's loader reported a failure (a script or wasm that did not load, a crash):
    /// as a watchdog timeout, at once. With no search under way the next one starts a fresh worker.
    fn on_down(&self) {
        if self.inner.borrow().pending.is_some() {
            self.on_timeout(false);
        } else {
            let mut inner = self.inner.borrow_mut();
            inner.worker = None;
            inner.down = None;
        }
    }

    /// Starts a search, replacing any under way; the request's `id` is replaced by a fresh one,
    /// which is returned (every response carries it).
    pub fn search(&self, mut request: SearchRequest) -> u32 {
        let id = {
            let mut inner = self.inner.borrow_mut();
            let id = inner.next_id;
            inner.next_id = inner.next_id.wrapping_add(1).max(1);
            id
        };
        request.id = id;
        self.inner.borrow_mut().pending = Some(Pending { request: request.clone(), last_info: None, retried: false });
        self.send_search(request);
        id
    }

    fn send_search(&self, request: SearchRequest) {
        if self.inner.borrow().worker.is_none() {
            self.spawn();
        }
        let deadline = deadline_ms(&request);
        let text = request_json(&Request::Search(request));
        if let Some(w) = &self.inner.borrow().worker {
            w.send(&text);
        }
        self.arm(deadline, false);
    }

    /// Asks the search under way for its best move now.
    pub fn stop(&self) {
        let id = match &self.inner.borrow().pending {
            Some(p) => p.request.id,
            None => return,
        };
        if let Some(w) = &self.inner.borrow().worker {
            w.send(&request_json(&Request::Stop { id }));
        }
        self.arm(STOP_GRACE_MS, true);
    }

    /// Forgets the search under way (no more responses for it).
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        if let Some(p) = inner.pending.take() {
            if let Some(w) = &inner.worker {
                w.send(&request_json(&Request::Stop { id: p.request.id }));
            }
        }
        inner.watchdog = None;
    }

    /// Replaces the worker by a fresh one (the search under way is forgotten).
    pub fn restart(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            inner.pending = None;
            inner.watchdog = None;
            inner.worker = None;
            inner.restarts += 1;
        }
        self.spawn();
    }

    /// How many times the worker was restarted.
    #[must_use]
    pub fn restarts(&self) -> u32 {
        self.inner.borrow().restarts
    }

    /// Whether a search is under way.
    #[must_use]
    pub fn busy(&self) -> bool {
        self.inner.borrow().pending.is_some()
    }

    /// Sets the watchdog: after `ms`, the worker is presumed crashed or stuck.
    fn arm(&self, ms: u32, stopping: bool) {
        let weak = Rc::downgrade(&self.inner);
        let timer = Timeout::new(ms, move || {
            if let Some(inner) = weak.upgrade() {
                EngineBridge { inner }.on_timeout(stopping);
            }
        });
        self.inner.borrow_mut().watchdog = Some(timer);
    }

    fn on_timeout(&self, stopping: bool) {
        let Some(pending) = self.inner.borrow_mut().pending.take() else { return };
        let id = pending.request.id;
        {
            let mut inner = self.inner.borrow_mut();
            inner.worker = None;
            inner.watchdog = None;
            inner.restarts += 1;
        }
        self.spawn();
        if !stopping && !pending.retried && pending.last_info.is_none() {
            // Try once more on the fresh worker.
            self.inner.borrow_mut().pending = Some(Pending { retried: true, ..pending.clone() });
            self.send_search(pending.request);
            return;
        }
        let answer = match pending.last_info {
            Some(Response::Info { score, depth, pv, .. }) if !pv.is_empty() => {
                Response::BestMove { id, mv: pv[0].clone(), score, depth, pv, egtb: None }
            }
            _ => Response::Error { id: Some(id), message: WORKER_UNAVAILABLE.into() },
        };
        let listener = self.inner.borrow().listener.clone();
        listener(answer);
    }
}

/// Tells the bridge its worker failed, from a fresh task: the restart that follows drops the
/// handler that reports it, which must have returned by then.
fn report_down(weak: Weak<RefCell<Inner>>) {
    Timeout::new(0, move || {
        if let Some(inner) = weak.upgrade() {
            EngineBridge { inner }.on_down();
        }
    })
    .forget();
}

/// A `blob:` script that loads the worker at `path` (relative to the page) and starts its
/// WebAssembly the current way (`wasm_bindgen({ module_or_path })`); `None` if the browser
/// refuses (no worker then: the bridge reports it as one that failed to start). It leaves the
/// worker script's address in `self.damasBase`, against which the worker fetches the endgame
/// databases (a `blob:` worker has no address of its own to resolve them against), and keeps
/// the page's messages that arrive before the WebAssembly listens in `self.damasInbox`, which
/// the worker reads first (`agent::start`). Any error the worker does not
/// handle (a script or wasm that does not load, a crash) is posted on the `BroadcastChannel`
/// named `down`, which the bridge listens to.
fn loader_url(path: &str, down: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    let js = web_sys::Url::new_with_base(path, &href).ok()?.href();
    let wasm = js.strip_suffix(".js").map(|s| format!("{s}_bg.wasm"))?;
    let code = format!(
        "self.damasBase={};self.damasInbox=[];self.onmessage=e=>self.damasInbox.push(e.data);const down=()=>{{try{{new BroadcastChannel({}).postMessage(1)}}catch(e){{}}}};\
         self.addEventListener('error',down);self.addEventListener('unhandledrejection',down);\
         importScripts({});wasm_bindgen({{ module_or_path: {} }});",
        quoted(&js),
        quoted(down),
        quoted(&js),
        quoted(&wasm)
    );
    let parts = js_sys::Array::of1(&code.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// When a search must have answered: its time (or the worker's cap) plus a grace period.
fn deadline_ms(request: &SearchRequest) -> u32 {
    let own = request
        .level
        .and_then(damas_ai::level)
        .and_then(|l| l.movetime_ms)
        .map(f64::from);
    let asked = request.movetime_ms.map(f64::from);
    let time = match (asked, own) {
        (Some(a), Some(b)) => a.min(b),
        // Levels without a time limit search a few plies: seconds at most.
        (None, None) if request.level.is_some() && request.depth.is_none() => LEVEL_CAP_MS,
        (a, b) => a.or(b).unwrap_or(DEFAULT_CAP_MS),
    };
    time as u32 + GRACE_MS
}

fn on_message(weak: &Weak<RefCell<Inner>>, text: &str) {
    let Some(inner) = weak.upgrade() else { return };
    let Ok(response) = response_from_json(text) else { return };
    let listener = {
        let mut state = inner.borrow_mut();
        let current = state.pending.as_ref().map(|p| p.request.id);
        // Responses of replaced or cancelled searches are dropped; errors without an id pass.
        if response.id().is_some() && response.id() != current {
            return;
        }
        match &response {
            Response::Info { .. } => {
                if let Some(p) = &mut state.pending {
                    p.last_info = Some(response.clone());
                }
            }
            Response::BestMove { .. } | Response::Error { .. } => {
                state.pending = None;
                state.watchdog = None;
            }
        }
        state.listener.clone()
    };
    listener(response);
}

/// A Yew hook: the component's AI worker, spawned on first render and kept for the component's
/// life. `on_response` may change between renders; the latest one hears every response.
#[yew::hook]
pub fn use_engine(on_response: yew::Callback<Response>) -> EngineBridge {
    let listener = yew::use_mut_ref(|| on_response.clone());
    *listener.borrow_mut() = on_response;
    let bridge = yew::use_memo((), move |()| {
        EngineBridge::new(worker_path(), move |r: Response| {
            let cb = listener.borrow().clone();
            cb.emit(r);
        })
    });
    (*bridge).clone()
}
