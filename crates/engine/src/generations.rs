//! How many times this thread generated a position's legal moves or capture routes (draughts and
//! Lasca), counted only with the `counting` feature (tests of the layers above turn it on to hold
//! them to one generation per position; without it, [`count`] is empty and costs nothing).

#[cfg(feature = "counting")]
thread_local! {
    static GENERATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether this build counts: a test that holds a layer to a number of generations asserts it
/// first, so that it fails, rather than passes on zeros, in a build without the feature.
pub const COUNTING: bool = cfg!(feature = "counting");

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
