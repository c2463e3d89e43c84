//! The AI worker: the search runs in a Web Worker so the page never freezes.
//!
//! - [`protocol`]: the JSON messages (`Request`, `Response`) and their validation (native-tested;
//!   every input from a message is checked and answered with a typed error, never a panic).
//! - [`runner`]: the worker's state machine, one search iteration per step (native-tested).
//! - `agent` (wasm32): the gloo / yew-agent `Worker` registered by `src/bin/worker.rs`.
//! - `bridge` (wasm32): the page side: spawns the worker, sends requests, streams responses,
//!   restarts a crashed or stuck worker.

pub mod lasca;
pub mod protocol;
pub mod runner;

#[cfg(target_arch = "wasm32")]
pub mod agent;
#[cfg(target_arch = "wasm32")]
pub mod bridge;
