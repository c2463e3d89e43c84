//! The worker messages' wire format: postcard bytes in a `Uint8Array`. gloo's default, bincode,
//! writes its errors as text, which links serde's and core's float formatting into the page
//! (about 15 KB of wasm); postcard's errors carry no text. The page and the worker must agree,
//! so both name this codec (`bridge.rs`, `src/bin/worker.rs`).
//!
//! The messages are yew_agent's envelopes around our JSON texts (read with typed errors by
//! `page_codec` and `worker_codec`). gloo's `Codec::decode` cannot fail, so bytes that are no
//! envelope (a worker of another build, a broken message) are read as the envelope that postcard
//! writes as the single byte 0: on the page that is the worker's "loaded" notice, which the page
//! ignores once the worker runs, instead of a panic that would abort the page.

use serde::Deserialize;

/// The envelope read when `bytes` are none: see the module's note.
const FALLBACK: [u8; 1] = [0];

/// `bytes` as a message, else the [`FALLBACK`] envelope; `None` when the type has neither (the
/// page's messages to the worker: the worker then stops, which the page reports as a crash).
pub fn decode_bytes<O: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<O> {
    postcard::from_bytes(bytes).or_else(|_| postcard::from_bytes(&FALLBACK)).ok()
}

/// postcard for `yew_agent` workers.
#[cfg(target_arch = "wasm32")]
pub struct Postcard;

#[cfg(target_arch = "wasm32")]
impl yew_agent::Codec for Postcard {
    fn encode<I: serde::Serialize>(input: I) -> wasm_bindgen::JsValue {
        // Our messages (strings and gloo's own envelopes) always serialise.
        let bytes = postcard::to_allocvec(&input).expect("a worker message serialises");
        js_sys::Uint8Array::from(bytes.as_slice()).into()
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: wasm_bindgen::JsValue) -> O {
        match decode_bytes(&js_sys::Uint8Array::new(&input).to_vec()) {
            Some(message) => message,
            // Only in the worker, on bytes that are no message of the page's: it stops, and the
            // page's bridge says the computer failed and starts a fresh worker.
            None => wasm_bindgen::throw_str("damas: a message that is not the page's"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    /// Shaped as yew_agent's envelope from the worker: the "loaded" notice first.
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    enum FromWorker {
        Loaded,
        Output(u32, String),
    }

    /// Shaped as the envelope to the worker: no variant without data first.
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    enum ToWorker {
        Connected(u32),
        Input(u32, String),
    }

    #[test]
    fn a_message_reads_back() {
        let sent = FromWorker::Output(7, "{\"id\":1}".into());
        assert_eq!(decode_bytes::<FromWorker>(&postcard::to_allocvec(&sent).unwrap()), Some(sent));
    }

    #[test]
    fn bytes_that_are_no_message_read_as_the_loaded_notice_on_the_page() {
        for garbage in [&[][..], &[9], &[1], &[1, 200], &[255, 255, 255, 255, 255, 1]] {
            assert_eq!(decode_bytes::<FromWorker>(garbage), Some(FromWorker::Loaded), "{garbage:?}");
        }
    }

    #[test]
    fn in_the_worker_they_are_none() {
        assert_eq!(decode_bytes::<ToWorker>(&[9, 9]), None);
    }
}
