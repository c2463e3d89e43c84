//! The AI worker: the search runs in a Web Worker so the page never freezes.
//!
//! - [`protocol`]: the JSON messages (`Request`, `Response`) and their typed errors.
//! - [`job`]: the one validator of search requests, for all six games (native-tested; every input
//!   from a message is checked and answered with a typed error, never a panic).
//! - [`page_codec`]: the page's half of the protocol without serde (it keeps the page's wasm small);
//!   [`worker_codec`]: the worker's half, without serde_json; [`json`]: their small JSON reader.
//! - [`runner`]: the worker's state machine, one search iteration per step (native-tested).
//! - [`books`]: the computer's best level plays from its game's opening book (native-tested).
//! - [`patterns`]: the learned evaluation tables the worker fetches (native-tested); [`nets`]:
//!   the wide learned networks it fetches (native-tested).
//! - [`tables`]: which endgame database files a search wants (native-tested); the agent fetches them.
//! - [`vectors`]: which worker the page starts, with WebAssembly's vector instructions or without
//!   (native-tested).
//! - `agent` (wasm32): the worker's message loop, started by `src/bin/worker.rs` (and
//!   `src/bin/worker_simd.rs`).
//! - `bridge` (wasm32): the page side: spawns the worker, sends requests, streams responses,
//!   restarts a crashed or stuck worker.
//!
//! Both sides post the protocol's JSON texts as plain strings (`postMessage`): no envelope, no
//! binary codec; a message that is not a string is read as a request or response that cannot
//! be read.

pub mod books;
pub mod job;
pub mod json;
pub mod nets;
pub mod page_codec;
pub mod patterns;
pub mod protocol;
pub mod runner;
#[cfg(test)]
mod sample_requests;
pub mod tables;
pub mod vectors;
pub mod worker_codec;

#[cfg(target_arch = "wasm32")]
pub mod agent;
#[cfg(target_arch = "wasm32")]
pub mod bridge;
