//! The page's side of an import: starts the library bundle as a worker (`import_worker`), hands
//! it the file once it says it is ready, and hands each report on. Dropping the job stops the
//! worker.

use js_sys::Array;
use wasm_bindgen::prelude::*;
use web_sys::{File, Worker};

/// Where Trunk puts the library's script (relative to the page).
const LIBRARY_PATH: &str = "./library.js";

/// What the worker reports.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportEvent {
    /// Games read, of all.
    Progress(u32, u32),
    /// Done: games added, games already kept, the first skipped games' number, line and text,
    /// and how many were skipped.
    Done { added: u32, duplicates: u32, skipped: Vec<(u32, u32, String)>, count: u32 },
    /// The file is too big to read.
    TooBig,
    /// The worker could not start, read the file or open the store.
    Failed,
}

/// An import under way: dropped, its worker stops.
pub type ImportJob = crate::ui::shell::bundle_worker::BundleWorker;

fn report(data: &JsValue) -> ImportEvent {
    let Some(list) = data.dyn_ref::<Array>() else {
        return if data.as_string().as_deref() == Some("too-big") { ImportEvent::TooBig } else { ImportEvent::Failed };
    };
    let n = |v: JsValue| v.as_f64().unwrap_or(0.0) as u32;
    if list.length() == 2 {
        return ImportEvent::Progress(n(list.get(0)), n(list.get(1)));
    }
    let skipped = list.get(2).dyn_into::<Array>().map(|a| a.iter().filter_map(|s| s.dyn_into::<Array>().ok()).map(|s| (n(s.get(0)), n(s.get(1)), s.get(2).as_string().unwrap_or_default())).collect()).unwrap_or_default();
    ImportEvent::Done { added: n(list.get(0)), duplicates: n(list.get(1)), skipped, count: n(list.get(3)) }
}

/// Starts importing `file`; `on_event` hears each report (the last is `Done`, `TooBig` or
/// `Failed`). `None` when the worker cannot be started.
pub fn start(file: File, on_event: impl Fn(ImportEvent) + 'static) -> Option<ImportJob> {
    let on_event = std::rc::Rc::new(on_event);
    let failed = std::rc::Rc::clone(&on_event);
    ImportJob::start(
        LIBRARY_PATH,
        "failed",
        move |worker: &Worker, data: JsValue| {
            if data.as_string().as_deref() == Some("ready") {
                if worker.post_message(&file).is_err() {
                    on_event(ImportEvent::Failed);
                }
                return;
            }
            on_event(report(&data));
        },
        move || failed(ImportEvent::Failed),
    )
}
