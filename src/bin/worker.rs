//! The AI Web Worker's entry point (Trunk builds it as `worker.js` + `worker_bg.wasm`, see the
//! `data-bin="worker"` link in index.html). Natively it does nothing.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::worker::agent::start();
}
