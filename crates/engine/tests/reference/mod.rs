//! Loads the project's reference data: `shared/` beside the repository when present (the source of
//! truth), else the copy vendored in `tests/data/` so the tests also run from a lone checkout.

use std::path::PathBuf;

/// The JSON of reference file `name` (e.g. `perft.json`).
pub fn load(name: &str) -> serde_json::Value {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shared = manifest.join("../../../shared").join(name);
    let path = if shared.exists() { shared } else { manifest.join("tests/data").join(name) };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("bad JSON in {}: {e}", path.display()))
}

/// The variant named in the data, if the engine supports it.
pub fn variant(name: &str) -> Option<damas_engine::Variant> {
    match name {
        "brazilian" | "russian" | "english" | "international" | "turkish" | "spanish" | "italian" | "czech" | "pool" => {
            name.parse().ok()
        }
        _ => None,
    }
}
