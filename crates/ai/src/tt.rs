//! The transposition table: buckets of four 16-byte entries (one 64-byte cache line), indexed by
//! the engine's Zobrist hash. The best move is stored as its index in the position's legal move
//! list, which the move generator produces in a fixed order.

use crate::score::Score;

/// What the stored score is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this (a fail high).
    Lower,
    /// At most this (a fail low).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, Debug, Default)]
#[repr(C)]
pub struct Entry {
    key: u64,
    score: i16,
    depth: i8,
    /// Low two bits: bound (1 exact, 2 lower, 3 upper; 0 empty); high bits: generation.
    flags: u8,
    /// Index of the best move in the legal move list, `u8::MAX` for none.
    pub mv: u8,
    _pad: [u8; 3],
}

impl Entry {
    /// Stored score (mate scores still relative to the stored node).
    #[must_use]
    pub fn score(&self) -> Score {
        Score(i32::from(self.score))
    }
    /// Remaining depth of the search that stored it.
    #[must_use]
    pub fn depth(&self) -> i32 {
        i32::from(self.depth)
    }
    /// The bound.
    #[must_use]
    pub fn bound(&self) -> Bound {
        match self.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
    /// The best move index, if any.
    #[must_use]
    pub fn move_index(&self) -> Option<usize> {
        (self.mv != u8::MAX).then_some(self.mv as usize)
    }
    fn generation(&self) -> u8 {
        self.flags >> 2
    }
}

const BUCKET: usize = 4;

/// The table.
pub struct Table {
    /// The buckets, from `entries[base]` on.
    entries: Vec<Entry>,
    /// The first entry on a cache-line boundary: an allocator gives large blocks 16 bytes past a
    /// page, so buckets counted from the start would each straddle two lines (two memory reads a
    /// probe instead of one). Three spare entries make room to start later.
    base: usize,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `mb` megabytes (rounded down to a power of two buckets; at least 64 KB).
    #[must_use]
    pub fn new(mb: usize) -> Table {
        let bytes = (mb.max(1) << 20).max(1 << 16);
        let buckets = (bytes / (BUCKET * std::mem::size_of::<Entry>())).next_power_of_two() / 2;
        let buckets = buckets.max(1024);
        // All zeros, so the allocation is zeroed memory that the system maps in only when touched.
        let entries = vec![Entry::default(); buckets * BUCKET + BUCKET - 1];
        let misaligned = entries.as_ptr() as usize % 64;
        let base = if misaligned % 16 == 0 { (64 - misaligned) % 64 / 16 } else { 0 };
        Table { entries, base, mask: buckets - 1, generation: 0 }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// The entries of `key`'s bucket.
    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        self.base + (((key >> 32) as usize ^ key as usize) & self.mask) * BUCKET
    }

    /// Starts loading `key`'s bucket into the cache, so that the probe a little later (after the
    /// node's moves are generated) does not wait for memory. Native x86-64 only; elsewhere (the
    /// browser's WASM) nothing.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket: *const Entry = &self.entries[self.bucket(key)];
            // SAFETY: a prefetch is only a hint; it never faults, and the address is in bounds.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(bucket.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry stored for `key`, if any.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let start = self.bucket(key);
        self.entries[start..start + BUCKET].iter().find(|e| e.key == key && e.flags & 3 != 0).copied()
    }

    /// Stores a result, replacing the same position or the least valuable entry of the bucket.
    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: Score, bound: Bound, mv: Option<usize>) {
        let gen = self.generation;
        let start = self.bucket(key);
        let bucket = &mut self.entries[start..start + BUCKET];
        let mut victim = 0;
        let mut worst = i32::MAX;
        for (i, e) in bucket.iter().enumerate() {
            if e.key == key || e.flags & 3 == 0 {
                victim = i;
                break;
            }
            // Older generations and shallower searches go first.
            let age = i32::from(gen.wrapping_sub(e.generation()) & 63);
            let value = e.depth() - 4 * age;
            if value < worst {
                worst = value;
                victim = i;
            }
        }
        let e = &mut bucket[victim];
        // Keep a known best move when the new result has none.
        let mv = match mv {
            Some(i) => i.min(254) as u8,
            None if e.key == key => e.mv,
            None => u8::MAX,
        };
        let b = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        *e = Entry {
            key,
            score: score.0.clamp(-32000, 32000) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: b | (gen << 2),
            mv,
            _pad: [0; 3],
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_probes() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        let mut t = Table::new(1);
        assert!(t.probe(42).is_none());
        t.store(42, 5, Score(-123), Bound::Lower, Some(3));
        let e = t.probe(42).unwrap();
        assert_eq!((e.depth(), e.score(), e.bound(), e.move_index()), (5, Score(-123), Bound::Lower, Some(3)));
        t.store(42, 6, Score(7), Bound::Exact, None);
        let e = t.probe(42).unwrap();
        assert_eq!((e.depth(), e.score(), e.bound(), e.move_index()), (6, Score(7), Bound::Exact, Some(3)));
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn buckets_start_on_cache_lines() {
        for mb in [1, 2, 32] {
            let t = Table::new(mb);
            let first = &t.entries[t.bucket(0)] as *const Entry as usize;
            // Allocators give 16-byte aligned blocks here, so the first bucket can be aligned.
            if t.entries.as_ptr() as usize % 16 == 0 {
                assert_eq!(first % 64, 0, "{mb} MB");
            }
            for key in [1u64, 0xdead_beef, u64::MAX] {
                let start = t.bucket(key);
                assert!(start + BUCKET <= t.entries.len() && (start - t.base) % BUCKET == 0);
            }
        }
    }
}
