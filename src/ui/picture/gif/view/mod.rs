//! The GIF's two browser sides (wasm32): the worker's (`worker`, the `gifworker` bundle) and
//! the page's (`job`: starts the worker, hands it the film, hears its progress and the file).

pub mod job;
pub mod worker;
