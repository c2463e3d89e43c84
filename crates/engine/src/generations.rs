//! How many times this thread generated a draughts position's legal moves or capture routes,
//! counted only with the `counting` feature (tests of the layers above turn it on to hold them
//! to one generation per position; without it, [`count`] is empty and costs nothing).

#[cfg(feature = "counting")]
thread_local! {
    static GENERATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One generation more (a no-op without the `counting` feature).
#[inline]
pub fn count() {
    #[cfg(feature = "counting")]
    GENERATIONS.with(|g| g.set(g.get() + 1));
}

/// The generations counted on this thread since the last call (always 0 without `counting`).
#[must_use]
pub fn take() -> usize {
    #[cfg(feature = "counting")]
    return GENERATIONS.with(|g| g.replace(0));
    #[cfg(not(feature = "counting"))]
    0
}
