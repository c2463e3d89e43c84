//! A small seeded generator (xorshift64): the same numbers on every machine and every run, for
//! what must be reproducible (opening sets, fits, positions made up by tests). Nothing here needs
//! more quality than that, and nothing needs it to be unpredictable.

/// A xorshift64 generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xorshift(u64);

impl Xorshift {
    /// The generator whose state is `state` (a zero state would stay zero, so it is made one).
    #[must_use]
    pub fn from_state(state: u64) -> Xorshift {
        Xorshift(if state == 0 { 1 } else { state })
    }

    /// The generator of `seed`, spread over the state's bits: nearby seeds give unrelated numbers.
    #[must_use]
    pub fn seeded(seed: u64) -> Xorshift {
        Xorshift::from_state(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// The next number below `n` (`n` > 0; the slight bias of the remainder does not matter here).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_are_those_of_xorshift64() {
        // The first numbers from state 1, worked by hand from the three shifts.
        let mut r = Xorshift::from_state(1);
        let first = 1u64 ^ (1 << 13);
        let first = first ^ (first >> 7);
        let first = first ^ (first << 17);
        assert_eq!(r.next_u64(), first);
        assert_eq!(Xorshift::from_state(0), Xorshift::from_state(1));
        let mut a = Xorshift::seeded(5);
        let mut b = Xorshift::seeded(5);
        let mut c = Xorshift::seeded(6);
        let (x, y, z): (Vec<u64>, Vec<u64>, Vec<u64>) = ((0..8).map(|_| a.next_u64()).collect(), (0..8).map(|_| b.next_u64()).collect(), (0..8).map(|_| c.next_u64()).collect());
        assert_eq!(x, y);
        assert_ne!(x, z);
        let mut d = Xorshift::seeded(9);
        assert!((0..1000).all(|_| d.below(7) < 7));
        assert_eq!(d.below(0), 0);
    }
}
