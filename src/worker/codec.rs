//! The worker messages' wire format (wasm32 only): postcard bytes in a `Uint8Array`. gloo's
//! default, bincode, writes its errors as text, which links serde's and core's float formatting
//! into the page (about 15 KB of wasm); postcard's errors carry no text. The page and the worker
//! must agree, so both name this codec (`bridge.rs`, `src/bin/worker.rs`).

use js_sys::Uint8Array;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// postcard for `yew_agent` workers.
pub struct Postcard;

impl yew_agent::Codec for Postcard {
    fn encode<I: Serialize>(input: I) -> JsValue {
        // Our messages (strings and gloo's own envelopes) always serialise.
        let bytes = postcard::to_allocvec(&input).expect("a worker message serialises");
        Uint8Array::from(bytes.as_slice()).into()
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        // Only this app's page and worker talk on this channel; the trait has no way to fail.
        postcard::from_bytes(&Uint8Array::new(&input).to_vec()).expect("a worker message from this app")
    }
}
