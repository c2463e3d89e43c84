//! Tests that run in headless Chromium (wasm-bindgen-test), for what only a browser can show:
//! the engine compiled to wasm32 gives the native answers, in the browser's own engine.
//! Run: `scripts/test-browser` (sets the wasm-bindgen-test runner and Debian's chromedriver).
#![cfg(target_arch = "wasm32")]

use damas_engine::perft::perft;
use damas_engine::{Duplicates, Position, Variant};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_in_the_browser_matches_the_published_counts() {
    let expect = [
        (Variant::Brazilian, 6, 37_628),
        (Variant::Russian, 6, 37_986),
        (Variant::English, 6, 36_768),
        (Variant::International, 5, 27_117),
        (Variant::Turkish, 5, 85_090),
    ];
    for (variant, depth, nodes) in expect {
        let duplicates = if variant == Variant::Turkish { Duplicates::AllPaths } else { Duplicates::Drop };
        assert_eq!(perft(&Position::initial(variant), depth, duplicates), nodes, "{variant}");
    }
}
