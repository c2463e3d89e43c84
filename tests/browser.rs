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

use damas::worker::page_codec::response_from_json;
use damas::worker::protocol::{Known, Outcome, ProtocolError, Response, MAX_MESSAGE};

/// The page reads responses with the browser's JSON.parse; the worker writes them with serde.
#[wasm_bindgen_test]
fn the_page_reads_every_response_the_worker_writes() {
    let hostile = "\"\\\n\u{1}é😀</script><b>".to_string();
    let responses = [
        Response::Info { id: 7, depth: 12, score: -35, nodes: 812_345, time_ms: 180.5, pv: vec!["22-17".into(), "11-16".into()] },
        Response::Info { id: u32::MAX, depth: 0, score: 29_990, nodes: 0, time_ms: 0.0, pv: vec![] },
        Response::BestMove { id: 1, mv: "28x19x10".into(), score: i32::MIN, depth: 64, pv: vec![hostile.clone()], egtb: None },
        Response::BestMove { id: 2, mv: "29x1".into(), score: -29_974, depth: 26, pv: vec![], egtb: Some(Known { result: Outcome::Loss, plies: 26 }) },
        Response::BestMove { id: 3, mv: "1-5".into(), score: 0, depth: 9, pv: vec![], egtb: Some(Known { result: Outcome::Draw, plies: 0 }) },
        Response::Error { id: None, message: hostile },
        Response::Error { id: Some(0), message: String::new() },
    ];
    for r in responses {
        let json = r.to_json();
        assert_eq!(response_from_json(&json), Ok(r), "{json}");
    }
}

#[wasm_bindgen_test]
fn the_page_refuses_malformed_responses_without_panicking() {
    let junk = [
        "", "null", "[]", "42", "\"info\"", "{}", "not json",
        r#"{"type":"info"}"#,
        r#"{"type":"fly","id":1}"#,
        r#"{"type":"bestmove","id":-1,"move":"22-17","score":0,"depth":1,"pv":[]}"#,
        r#"{"type":"bestmove","id":1.5,"move":"22-17","score":0,"depth":1,"pv":[]}"#,
        r#"{"type":"bestmove","id":1,"move":17,"score":0,"depth":1,"pv":[]}"#,
        r#"{"type":"bestmove","id":1,"move":"22-17","score":0,"depth":1,"pv":[1]}"#,
        r#"{"type":"info","id":1,"depth":1,"score":3e10,"nodes":1,"time_ms":1,"pv":[]}"#,
        r#"{"type":"info","id":1,"depth":1,"score":1,"nodes":1,"time_ms":"soon","pv":[]}"#,
        r#"{"type":"error","id":"x","message":"m"}"#,
    ];
    for j in junk {
        assert!(matches!(response_from_json(j), Err(ProtocolError::Malformed(_))), "{j}");
    }
    assert!(matches!(response_from_json(&" ".repeat(MAX_MESSAGE + 1)), Err(ProtocolError::TooLong(_))));
    // A cheap fuzz: mutate a valid response byte by byte; any answer is fine, a panic is not.
    let valid = Response::Info { id: 3, depth: 9, score: 12, nodes: 99, time_ms: 1.5, pv: vec!["22-17".into()] }.to_json();
    let mut state = 99u64;
    for _ in 0..2000 {
        let mut bytes = valid.as_bytes().to_vec();
        for _ in 0..3 {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let i = (state >> 33) as usize % bytes.len();
            bytes[i] = (state >> 20) as u8;
        }
        let _ = response_from_json(&String::from_utf8_lossy(&bytes));
    }
}
