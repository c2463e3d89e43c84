//! The wide learned networks the worker fetches (native-tested): the games of
//! [`damas_ai::net::FETCHED`] play with a narrow network built into the worker's wasm (a wide one
//! would pass its size budget). The worker built with WebAssembly's vector instructions
//! ([`VECTORS`], `worker_simd.js`), where the wide layer costs a node no more than the narrow one
//! without them, fetches `net-<variant>.bin` with the game's book and learned table, at the game's
//! first search (`books.rs`), once per worker; the search waits for them. The worker without them
//! keeps the narrow one: there the wide layer would cost a node 1.85 times as much. A file that
//! cannot be fetched or is no network (a typed [`NetError`]) leaves the game playing with the
//! narrow one. Should the file come after a search, the engine forgets the scores it found without
//! it at its next search (`damas_ai::Engine::begin`).

use damas_ai::net::{install, NetError, FETCHED};
use damas_engine::Variant;

/// Whether this worker is the one built with vector instructions (the `simd` feature).
pub const VECTORS: bool = cfg!(feature = "simd");

/// The file's address, relative to the app's root, for a game whose network this worker fetches.
#[must_use]
pub fn path_of(variant: Variant) -> Option<String> {
    path_in(variant, VECTORS)
}

/// The network file a worker fetches for `variant`: only one with vector instructions does.
#[must_use]
pub fn path_in(variant: Variant, vectors: bool) -> Option<String> {
    (vectors && FETCHED.contains(&variant)).then(|| format!("net-{}.bin", variant.name()))
}

/// Installs the network of `variant` as fetched (`None`: it could not be) for the engine.
///
/// # Errors
/// The bytes' [`NetError`]: nothing is installed.
#[inline(never)]
pub fn load(variant: Variant, bytes: Option<&[u8]>) -> Result<(), NetError> {
    bytes.map_or(Ok(()), |b| install(variant, b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::net::{for_variant, installed};

    #[test]
    fn each_fetched_game_has_a_file_and_the_others_none() {
        assert_eq!(path_in(Variant::Brazilian, true).as_deref(), Some("net-brazilian.bin"));
        assert_eq!(path_in(Variant::Russian, true).as_deref(), Some("net-russian.bin"));
        for v in [Variant::English, Variant::Spanish, Variant::International, Variant::Turkish] {
            assert_eq!(path_in(v, true), None);
        }
        // The worker without vector instructions fetches none (native tests build it).
        for v in [Variant::Brazilian, Variant::Russian] {
            assert_eq!(path_in(v, false), None);
        }
        assert_eq!(load(Variant::Brazilian, None), Ok(()), "a file that did not come");
    }

    #[test]
    fn a_bad_file_is_refused_with_its_error_and_a_good_one_installed() {
        // A host's page of its own where the file should be: nothing installed.
        assert_eq!(load(Variant::Brazilian, Some(b"<!doctype html>")), Err(NetError::NotNet));
        let good = for_variant(Variant::Brazilian).expect("native builds have it").to_bytes();
        assert_eq!(load(Variant::Brazilian, Some(&good[..1000])), Err(NetError::Length(1000)));
        assert!(installed(Variant::Brazilian).is_none());
        assert_eq!(load(Variant::English, Some(&good)), Err(NetError::NotFetched));
        let russian = for_variant(Variant::Russian).expect("native builds have it").to_bytes();
        assert_eq!(load(Variant::Russian, Some(&russian)), Ok(()));
        assert_eq!(installed(Variant::Russian), for_variant(Variant::Russian));
    }
}
