//! The AI Web Worker built with WebAssembly's vector instructions (the `simd` feature; Trunk builds
//! it as `worker_simd.js` + `worker_simd_bg.wasm`): the page starts it instead of `worker.js`
//! where the browser has them (`worker::bridge::worker_path`). Natively it does nothing.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::worker::agent::start();
}
