//! The page's side of a GIF (wasm32): starts the GIF worker (`gifworker.js`, loaded only now),
//! sends it the film once it says it is ready, and hands each report on: the frames done, the
//! file, or a failure (the worker's script or wasm did not load, or it could not draw). Dropping
//! the job stops the worker.

use crate::ui::picture::gif::film::Film;
use js_sys::{Array, Uint8Array};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, BlobPropertyBag, Worker};

/// Where Trunk puts the GIF worker's script (relative to the page).
pub const GIF_WORKER_PATH: &str = "./gifworker.js";

/// What the worker reports.
#[derive(Clone, Debug, PartialEq)]
pub enum GifEvent {
    /// Frames done, of all.
    Progress(u32, u32),
    /// The file.
    Done(Blob),
    /// No file: the worker could not start or draw.
    Failed,
}

/// A GIF being made: dropped, its worker stops.
pub type GifJob = crate::ui::shell::bundle_worker::BundleWorker;

fn report(data: &JsValue, worker: &Worker, film: &[u8]) -> Option<GifEvent> {
    if let Some(bytes) = data.dyn_ref::<Uint8Array>() {
        let options = BlobPropertyBag::new();
        options.set_type("image/gif");
        return Some(Blob::new_with_u8_array_sequence_and_options(&Array::of1(bytes), &options).map_or(GifEvent::Failed, GifEvent::Done));
    }
    if let Some(pair) = data.dyn_ref::<Array>() {
        let n = |i| pair.get(i).as_f64().unwrap_or(0.0) as u32;
        return Some(GifEvent::Progress(n(0), n(1)));
    }
    match data.as_string().as_deref() {
        Some("ready") => {
            let message = Uint8Array::from(film);
            if worker.post_message_with_transfer(&message, &Array::of1(&message.buffer())).is_err() {
                return Some(GifEvent::Failed);
            }
            None
        }
        _ => Some(GifEvent::Failed),
    }
}

/// Starts making the GIF of `film`; `on_event` hears every report. `None` (and no report) when
/// no worker can be started here.
pub fn start(film: &Film, on_event: Rc<dyn Fn(GifEvent)>) -> Option<GifJob> {
    let bytes = postcard::to_allocvec(film).ok()?;
    let failed = Rc::clone(&on_event);
    GifJob::start(
        GIF_WORKER_PATH,
        "error",
        move |worker, data| {
            if let Some(event) = report(&data, worker, &bytes) {
                on_event(event);
            }
        },
        move || failed(GifEvent::Failed),
    )
}
