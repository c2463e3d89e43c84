//! The learned evaluation tables the worker fetches (native-tested): the games of
//! [`damas_ai::pattern::FETCHED`] have no table built into the worker's wasm (it would pass its
//! size budget), so the agent fetches `patterns-<variant>.bin` with the game's book, at the
//! game's first search (`books.rs`), once per worker; the search waits for both. A file that
//! cannot be fetched or is no table (a typed [`PatternError`]) leaves the game playing with its
//! hand-set weights. The table comes before the game's first search; should one come later, the
//! engine forgets the scores it found without it at its next search (`damas_ai::Engine::begin`).

use damas_ai::pattern::{install, PatternError, FETCHED};
use damas_engine::Variant;

/// The file's address, relative to the app's root, for a game whose table is fetched.
#[must_use]
pub fn path_of(variant: Variant) -> Option<String> {
    FETCHED.contains(&variant).then(|| format!("patterns-{}.bin", variant.name()))
}

/// Installs the table of `variant` as fetched (`None`: it could not be) for the engine.
///
/// # Errors
/// The bytes' [`PatternError`]: nothing is installed.
#[inline(never)]
pub fn load(variant: Variant, bytes: Option<&[u8]>) -> Result<(), PatternError> {
    bytes.map_or(Ok(()), |b| install(variant, b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::pattern::{for_variant, installed};

    #[test]
    fn each_fetched_game_has_a_file_and_the_others_none() {
        assert_eq!(path_of(Variant::Spanish).as_deref(), Some("patterns-spanish.bin"));
        for v in FETCHED {
            assert!(path_of(v).is_some_and(|p| p.contains(v.name())));
        }
        for v in [Variant::Brazilian, Variant::Russian, Variant::English, Variant::International] {
            assert_eq!(path_of(v), None);
        }
        assert_eq!(load(Variant::Spanish, None), Ok(()), "a file that did not come");
    }

    #[test]
    fn a_bad_file_is_refused_with_its_error_and_a_good_one_installed() {
        // A host's page of its own where the file should be: nothing installed, hand-set weights.
        assert_eq!(load(Variant::Spanish, Some(b"<!doctype html>")), Err(PatternError::NotPatterns));
        assert!(installed(Variant::Spanish).is_none());
        let good = for_variant(Variant::Italian).expect("native builds have it").to_bytes();
        assert_eq!(load(Variant::Spanish, Some(&good[..1000])), Err(PatternError::Length(1000)));
        assert!(installed(Variant::Spanish).is_none());
        assert_eq!(load(Variant::Brazilian, Some(&good)), Err(PatternError::BuiltIn));
        assert_eq!(load(Variant::Italian, Some(&good)), Ok(()));
        assert_eq!(installed(Variant::Italian), for_variant(Variant::Italian));
    }
}
