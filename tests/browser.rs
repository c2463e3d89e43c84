//! Tests that run in headless Chromium (wasm-bindgen-test), for what only a browser can show:
//! the engine compiled to wasm32 gives the native answers in the browser, and the AI runs on the
//! browser clock and stops on time.
//! `scripts/test` runs them with wasm-bindgen-test-runner and Debian's chromedriver (webdriver.json).
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

/// The browser's clock, as the worker reads it (`std::time::Instant` panics on wasm32).
struct BrowserClock;
impl damas_ai::Clock for BrowserClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[wasm_bindgen_test]
fn the_ai_searches_on_the_browser_clock_and_stops_on_time() {
    let pos = Position::initial(Variant::Brazilian);
    let mut engine = damas_ai::Engine::new(8);
    let start = js_sys::Date::now();
    let result = engine.search(&pos, &[], &damas_ai::Limits::movetime(150.0), &BrowserClock, &mut |_| {});
    let elapsed = js_sys::Date::now() - start;
    let best = result.best.expect("a move from the start position");
    assert!(pos.legal_moves().contains(&best));
    assert!(result.depth >= 4, "searched only to depth {}", result.depth);
    // A generous bound: the point is that the time limit is read from the browser's clock at all.
    assert!(elapsed < 3_000.0, "a 150 ms search took {elapsed} ms");
}
