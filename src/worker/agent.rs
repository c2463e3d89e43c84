//! The Web Worker side (wasm32 only): a gloo / yew-agent `Worker` whose messages are JSON text
//! (see [`super::protocol`]). Each search iteration runs in its own task, so `stop` and newer
//! `search` messages are read between iterations; the engine's clock is `Date.now()`.
//!
//! Endgame databases: a message whose search wants class files not tried yet
//! ([`Runner::tables_wanted`]) waits, with every message after it, while the worker fetches them
//! (`egtb/<variant>/<class>.bin` next to `worker.js`, all at once, gzip inflated by the browser's
//! `DecompressionStream`); then they are loaded and the messages handled in order. A file that
//! cannot be fetched (offline before the first visit, a host without them) is skipped: the search
//! runs without it.

use super::protocol::Response;
use super::runner::Runner;
use super::tables::{is_gzip, path_of};
use damas_ai::Clock;
use damas_egtb::Material;
use damas_engine::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yew_agent::worker::{HandlerId, Worker, WorkerScope};

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

/// The fetched files: each class asked for, with its bytes if it came.
type Fetched = Vec<(Variant, Material, Option<Vec<u8>>)>;

/// The worker's own messages.
pub enum Msg {
    /// Run the next iteration of the search under way.
    Step,
    /// Database files arrived (or failed).
    Tables(Fetched),
}

/// The AI worker, registered by `src/bin/worker.rs`.
pub struct SearchWorker {
    runner: Runner,
    client: Option<HandlerId>,
    scheduled: bool,
    /// Messages waiting for database files, oldest first.
    queue: Vec<String>,
    loading: bool,
}

impl SearchWorker {
    fn send(&self, scope: &WorkerScope<Self>, out: Vec<Response>) {
        if let Some(id) = self.client {
            for r in out {
                scope.respond(id, r.to_json());
            }
        }
    }

    fn schedule(&mut self, scope: &WorkerScope<Self>) {
        if self.runner.busy() && !self.scheduled {
            self.scheduled = true;
            let scope = scope.clone();
            // A fresh macrotask: messages that arrived meanwhile are handled first.
            gloo::timers::callback::Timeout::new(0, move || scope.send_message(Msg::Step)).forget();
        }
    }

    /// Handles the queued messages in order, until one needs files not fetched yet.
    fn drain(&mut self, scope: &WorkerScope<Self>) {
        while !self.loading && !self.queue.is_empty() {
            let wanted = self.runner.tables_wanted(&self.queue[0]);
            if !wanted.is_empty() {
                self.loading = true;
                let scope = scope.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    // All at once (HTTP/2 or not, the round trips overlap).
                    let all: js_sys::Array = wanted
                        .iter()
                        .map(|&(v, m)| {
                            wasm_bindgen_futures::future_to_promise(async move {
                                Ok(fetch_class(&path_of(v, m)).await.map_or(JsValue::NULL, |b| js_sys::Uint8Array::from(&b[..]).into()))
                            })
                        })
                        .collect();
                    let done = JsFuture::from(js_sys::Promise::all(&all)).await.map(|v| js_sys::Array::from(&v)).unwrap_or_default();
                    let got = wanted
                        .into_iter()
                        .enumerate()
                        .map(|(i, (v, m))| {
                            let bytes = done.get(i as u32).dyn_into::<js_sys::Uint8Array>().ok().map(|a| a.to_vec());
                            (v, m, bytes)
                        })
                        .collect();
                    scope.send_message(Msg::Tables(got));
                });
                return;
            }
            let msg = self.queue.remove(0);
            let out = self.runner.receive(&msg, &DateClock);
            self.send(scope, out);
        }
        self.schedule(scope);
    }
}

/// The bytes of a class file (inflated), or `None` if it cannot be had.
async fn fetch_class(path: &str) -> Option<Vec<u8>> {
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

impl Worker for SearchWorker {
    type Message = Msg;
    type Input = String;
    type Output = String;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { runner: Runner::default(), client: None, scheduled: false, queue: Vec::new(), loading: false }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, msg: Self::Message) {
        match msg {
            Msg::Step => {
                self.scheduled = false;
                let out = self.runner.step(&DateClock);
                self.send(scope, out);
                self.schedule(scope);
            }
            Msg::Tables(files) => {
                for (v, m, bytes) in files {
                    // A damaged file is left out; the search goes on without it.
                    let _ = self.runner.add_table(v, m, bytes.as_deref());
                }
                self.loading = false;
                self.drain(scope);
            }
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Self::Input, id: HandlerId) {
        self.client = Some(id);
        self.queue.push(msg);
        self.drain(scope);
    }
}
