//! A page's side of the position lookups (`lookup_worker`): starts the library bundle as a
//! worker, sends each question once the worker says it is ready (the latest one, if several came
//! before), and hands each answer on. The opening explorer asks about each position on view; the
//! library page asks once, for its position filter. Dropped, the worker stops.

use crate::ui::library::lookup::{Found, Lookup};
use crate::ui::shell::bundle_worker::BundleWorker;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use web_sys::Worker;

/// Where Trunk puts the library's script (relative to the page).
const LIBRARY_PATH: &str = "./library.js";

/// Whether the worker is ready, and the question waiting for it.
#[derive(Default)]
struct Waiting {
    ready: bool,
    question: Option<String>,
}

/// Lookups under way.
pub struct LookupJob {
    worker: BundleWorker,
    waiting: Rc<RefCell<Waiting>>,
}

impl LookupJob {
    /// Starts the worker; `on_answer` hears each answer, or `None` when the worker cannot start
    /// or the store cannot be read. `None` when no worker can start here.
    pub fn start(on_answer: impl Fn(Option<Found>) + 'static) -> Option<LookupJob> {
        let waiting = Rc::new(RefCell::new(Waiting::default()));
        let on_answer = Rc::new(on_answer);
        let failed = Rc::clone(&on_answer);
        let weak = Rc::downgrade(&waiting);
        let worker = BundleWorker::start(
            LIBRARY_PATH,
            "failed",
            move |worker: &Worker, data: JsValue| {
                let Some(text) = data.as_string() else { return };
                if text == "ready" {
                    let Some(waiting) = weak.upgrade() else { return };
                    let mut w = waiting.borrow_mut();
                    w.ready = true;
                    if let Some(question) = w.question.take() {
                        let _ = worker.post_message(&question.into());
                    }
                    return;
                }
                // `unavailable` (the store), `failed` (the bundle), or a text that does not read.
                on_answer(Found::read(&text).ok());
            },
            move || failed(None),
        )?;
        Some(LookupJob { worker, waiting })
    }

    /// Asks `lookup`: now if the worker is ready, else once it is (replacing any question still
    /// waiting).
    pub fn ask(&self, lookup: &Lookup) {
        let question = lookup.to_text();
        let mut w = self.waiting.borrow_mut();
        if w.ready {
            self.worker.post(&question);
        } else {
            w.question = Some(question);
        }
    }
}
