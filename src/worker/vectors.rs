//! Which AI worker the page starts (native-tested): `worker_simd.js`, built with WebAssembly's
//! vector instructions (the `simd` feature: the learned network's layer in vector instructions
//! and the wide networks, `nets.rs`), where the browser has them; elsewhere `worker.js`, which
//! runs everywhere (Safari before 16.4 has no vector instructions). A module that uses one such
//! instruction anywhere does not load at all in a browser without them, so the page chooses
//! before it starts either. The boot script asks the browser once, by validating the smallest
//! module that uses one (`VECTOR_PROBE` in `scripts/post-build.mjs`, which the service worker asks
//! too, to download only the worker this browser runs), and leaves the answer in
//! `window.damasVectors` (`bridge::worker_path` reads it; without it, the plain worker).

/// The worker without vector instructions (relative to the page).
pub const PLAIN_PATH: &str = "./worker.js";
/// The worker with them.
pub const VECTORS_PATH: &str = "./worker_simd.js";

/// The worker to start, given whether the browser has vector instructions.
#[must_use]
pub fn worker_path(vectors: bool) -> &'static str {
    if vectors { VECTORS_PATH } else { PLAIN_PATH }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_starts_the_vector_worker_only_where_the_browser_has_them() {
        assert_eq!(worker_path(true), "./worker_simd.js");
        assert_eq!(worker_path(false), "./worker.js");
    }

    #[test]
    fn the_probe_is_a_whole_module_with_one_vector_instruction() {
        // The build script's constant, as the boot script and the service worker get it.
        let script = include_str!("../../scripts/post-build.mjs");
        let line = script.lines().find_map(|l| l.strip_prefix("const VECTOR_PROBE = '")).expect("post-build.mjs defines VECTOR_PROBE");
        let bytes: Vec<u8> = line.trim_end_matches("';").split(',').map(|b| b.parse().expect("a byte")).collect();
        assert_eq!(&bytes[..8], b"\0asm\x01\0\0\0");
        // Types (one: no parameter, one v128 result), functions (one), code: one body, no
        // locals, v128.const (0xfd 0x0c) and its sixteen bytes, end.
        assert_eq!(&bytes[8..15], &[1, 5, 1, 0x60, 0, 1, 0x7b]);
        assert_eq!(&bytes[15..19], &[3, 2, 1, 0]);
        assert_eq!(&bytes[19..26], &[10, 22, 1, 20, 0, 0xfd, 0x0c]);
        assert_eq!(&bytes[26..], &[[0u8; 16].as_slice(), &[0x0b]].concat()[..]);
        // The sections' sizes add up: the module is exactly as long as they say.
        assert_eq!(bytes.len(), 8 + (2 + 5) + (2 + 2) + (2 + 22));
    }
}
