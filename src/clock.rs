//! The clocks as the page shows and times them: a clock's face, the low-time mark, and the wall
//! clock ([`now_ms`]) that the page hands to the game core's actions (natively, a time tests set).
//! The clocks themselves are pure values in [`damas_game::clock`].

/// A clock's face: `m:ss`, and tenths under ten seconds (`9.4`), as game sites show them.
#[must_use]
pub fn face(ms: u64) -> String {
    if ms < 10_000 {
        format!("{}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let s = ms.div_ceil(1000);
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Time left under which a clock shows and sounds as low.
pub const LOW_TIME_MS: u64 = 10_000;

/// The wall clock in milliseconds (the browser's `Date.now()`).
#[cfg(target_arch = "wasm32")]
#[must_use]
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static NOW: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The wall clock in milliseconds: natively, the time a test set with [`set_now`].
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn now_ms() -> u64 {
    NOW.with(std::cell::Cell::get)
}

/// Sets the time [`now_ms`] returns (native tests).
#[cfg(not(target_arch = "wasm32"))]
pub fn set_now(ms: u64) {
    NOW.with(|n| n.set(ms));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_read_like_game_sites() {
        assert_eq!(face(180_000), "3:00");
        assert_eq!(face(61_001), "1:02");
        assert_eq!(face(10_000), "0:10");
        assert_eq!(face(9_460), "9.4");
        assert_eq!(face(0), "0.0");
    }
}
