//! The learned evaluation tables the worker fetches, as pure logic (native-tested): the games of
//! [`damas_ai::pattern::FETCHED`] have no table built into the worker's wasm (it would pass its
//! size budget), so the first search of such a game waits while the agent fetches
//! `patterns-<variant>.bin`, once per worker, as it does a book. A file that cannot be fetched or
//! is no table (a typed [`PatternError`]) leaves the game playing with its hand-set weights. The
//! table comes before the game's first search; should one come later, the engine forgets the
//! scores it found without it at its next search (`damas_ai::Engine::begin`).

use super::protocol::Request;
use damas_ai::pattern::{install, PatternError, FETCHED};
use damas_engine::{GameKind, Variant};

/// The file's address, relative to the app's root.
#[must_use]
pub fn path_of(variant: Variant) -> String {
    format!("patterns-{}.bin", variant.name())
}

/// Every game whose table was asked for (fetched or not).
#[derive(Default)]
pub struct Fetched {
    tried: Vec<Variant>,
}

impl Fetched {
    /// The game whose table `text` (a message) needs, not asked for yet: any search of a game
    /// whose table is fetched (hints and analysis read the evaluation too).
    #[must_use]
    pub fn wanted(&self, text: &str) -> Option<Variant> {
        let Ok(Request::Search(search)) = Request::from_json(text) else { return None };
        let Ok(GameKind::Draughts(variant)) = search.game() else { return None };
        (FETCHED.contains(&variant) && !self.tried.contains(&variant)).then_some(variant)
    }

    /// The table of `variant` as fetched (`None`: it could not be), installed for the engine;
    /// it is not asked for again either way.
    ///
    /// # Errors
    /// The bytes' [`PatternError`]: nothing is installed.
    pub fn add(&mut self, variant: Variant, bytes: Option<&[u8]>) -> Result<(), PatternError> {
        if !self.tried.contains(&variant) {
            self.tried.push(variant);
        }
        bytes.map_or(Ok(()), |b| install(variant, b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::pattern::{for_variant, installed};

    fn search(variant: &str) -> String {
        format!(r#"{{"type":"search","id":3,"variant":"{variant}","fen":"W:W21-32:B1-12","level":2,"seed":9}}"#)
    }

    #[test]
    fn each_fetched_game_wants_its_table_once() {
        let mut fetched = Fetched::default();
        for v in FETCHED {
            assert_eq!(fetched.wanted(&search(v.name())), Some(v));
        }
        for other in [search("brazilian"), search("russian"), String::new(), r#"{"type":"stop","id":3}"#.into()] {
            assert_eq!(fetched.wanted(&other), None, "{other}");
        }
        assert_eq!(fetched.add(Variant::Spanish, None), Ok(()));
        assert_eq!(fetched.wanted(&search("spanish")), None, "a file that did not come is not asked for again");
        assert_eq!(path_of(Variant::Pool), "patterns-pool.bin");
    }

    #[test]
    fn a_bad_file_is_refused_with_its_error_and_a_good_one_installed() {
        let mut fetched = Fetched::default();
        // A host's page of its own where the file should be: nothing installed, hand-set weights.
        assert_eq!(fetched.add(Variant::Spanish, Some(b"<!doctype html>")), Err(PatternError::NotPatterns));
        assert!(installed(Variant::Spanish).is_none());
        assert_eq!(fetched.wanted(&search("spanish")), None, "a bad file is not asked for again");
        let good = for_variant(Variant::Italian).expect("native builds have it").to_bytes();
        assert_eq!(fetched.add(Variant::Spanish, Some(&good[..1000])), Err(PatternError::Length(1000)));
        assert!(installed(Variant::Spanish).is_none());
        assert_eq!(fetched.add(Variant::Brazilian, Some(&good)), Err(PatternError::BuiltIn));
        assert_eq!(fetched.add(Variant::Italian, Some(&good)), Ok(()));
        assert_eq!(installed(Variant::Italian), for_variant(Variant::Italian));
    }
}
