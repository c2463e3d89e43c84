//! The pages' memory allocator (the draughts and Lasca pages; the AI worker keeps Rust's default).
//! A page allocates little and mostly small things (the game state, the virtual DOM, texts), so
//! it uses size classes instead of the default allocator, whose code is a large part of a page's
//! wasm: every block is a power of two from 8 bytes up; a freed block goes on its class's list
//! and is handed out again by the next request of that class; new blocks are carved from memory
//! the allocator grows page by page. Nothing is split, merged or given back (a wasm memory never
//! shrinks anyway): a page's memory peaks a little higher than with the default allocator, and
//! each request takes a few instructions.
//!
//! Blocks are aligned to their size up to 16 bytes, which covers every type the pages allocate;
//! a request for more alignment gets a block of its own that is never reused.
//!
//! Single-threaded, like the pages: no locking.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr;

/// A wasm memory page, the unit memory grows by.
const PAGE: usize = 65536;
/// The alignment blocks of 16 bytes and more have (smaller ones: their size).
const ALIGN: usize = 16;
/// The smallest block: room for the link of its class's list of free blocks.
const MIN: usize = 8;
/// One class per power of two a block's size can be.
const CLASSES: usize = usize::BITS as usize;

struct State {
    /// The first free block of each class (each holds the address of the next), or null.
    free: [*mut u8; CLASSES],
    /// Where the next new block may start, and the end of the memory grown so far.
    next: usize,
    end: usize,
}

/// The allocator over memory that `grow(pages)` adds (returning the new memory's address).
pub struct SizeClasses {
    state: UnsafeCell<State>,
    grow: fn(usize) -> Option<usize>,
}

// The pages run on one thread: the state is never touched from two at once.
unsafe impl Sync for SizeClasses {}

impl SizeClasses {
    /// An allocator with nothing allocated yet.
    #[must_use]
    pub const fn new(grow: fn(usize) -> Option<usize>) -> Self {
        SizeClasses { state: UnsafeCell::new(State { free: [ptr::null_mut(); CLASSES], next: 0, end: 0 }), grow }
    }

    /// The class of a request (its block is `1 << class` bytes), if it is not absurdly large.
    fn class(size: usize, align: usize) -> Option<usize> {
        let size = size.max(align).max(MIN);
        (size <= 1 << (usize::BITS - 2)).then(|| size.next_power_of_two().trailing_zeros() as usize)
    }

    /// `size` new bytes aligned to `align`, growing the memory when needed; null if it cannot.
    fn carve(&self, state: &mut State, size: usize, align: usize) -> *mut u8 {
        let mut start = state.next.next_multiple_of(align);
        if start + size > state.end {
            // Enough pages for the block wherever the new memory starts.
            let pages = (size + align).div_ceil(PAGE);
            let Some(base) = (self.grow)(pages) else { return ptr::null_mut() };
            if base != state.end {
                state.next = base;
            }
            state.end = base + pages * PAGE;
            start = state.next.next_multiple_of(align);
        }
        state.next = start + size;
        start as *mut u8
    }
}

unsafe impl GlobalAlloc for SizeClasses {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: one thread, and no call below re-enters the allocator.
        let state = unsafe { &mut *self.state.get() };
        let Some(class) = Self::class(layout.size(), layout.align()) else { return ptr::null_mut() };
        let size = 1 << class;
        if layout.align() > ALIGN {
            return self.carve(state, size, layout.align());
        }
        let head = state.free[class];
        if head.is_null() {
            return self.carve(state, size, size.min(ALIGN));
        }
        // SAFETY: a free block of this class holds the address of the next one.
        state.free[class] = unsafe { head.cast::<*mut u8>().read() };
        head
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        if layout.align() > ALIGN {
            return;
        }
        let Some(class) = Self::class(layout.size(), layout.align()) else { return };
        // SAFETY: one thread; the block is at least `MIN` bytes, aligned, and no longer used.
        let state = unsafe { &mut *self.state.get() };
        unsafe { block.cast::<*mut u8>().write(state.free[class]) };
        state.free[class] = block;
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // A size within the same block keeps it.
        if layout.align() <= ALIGN && Self::class(layout.size(), layout.align()) == Self::class(new_size, layout.align()) {
            return block;
        }
        // SAFETY: the caller guarantees `new_size`, rounded to the alignment, does not overflow.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            // SAFETY: both blocks hold at least the smaller size, and they are distinct.
            unsafe {
                ptr::copy_nonoverlapping(block, new, layout.size().min(new_size));
                self.dealloc(block, layout);
            }
        }
        new
    }
}

/// The wasm memory's own growth: the address of the pages added.
#[cfg(target_arch = "wasm32")]
pub fn grow_memory(pages: usize) -> Option<usize> {
    let old = core::arch::wasm32::memory_grow(0, pages);
    (old != usize::MAX).then(|| old * PAGE)
}

#[cfg(test)]
mod tests {
    use super::{SizeClasses, PAGE};
    use std::alloc::{GlobalAlloc, Layout};

    /// Fresh pages from the system allocator (never freed: the test ends).
    fn grow(pages: usize) -> Option<usize> {
        let layout = Layout::from_size_align(pages * PAGE, PAGE).ok()?;
        Some(unsafe { std::alloc::alloc(layout) } as usize)
    }

    #[test]
    fn blocks_are_aligned_distinct_and_reused() {
        let a = SizeClasses::new(grow);
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        let sizes = [1, 3, 8, 12, 16, 17, 24, 100, 255, 4096, 5000, 70_000, 200_000];
        for round in 0..4u8 {
            for (i, &size) in sizes.iter().enumerate() {
                for align in [1, 2, 4, 8, 16, 32, 128] {
                    let layout = Layout::from_size_align(size, align).unwrap();
                    let p = unsafe { a.alloc(layout) };
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "{size} {align}");
                    let mark = round.wrapping_mul(31).wrapping_add(i as u8);
                    unsafe { p.write_bytes(mark, size) };
                    live.push((p, layout, mark));
                }
            }
            // Every live block still holds what was written: none overlaps another.
            for &(p, layout, mark) in &live {
                assert!((0..layout.size()).all(|k| unsafe { *p.add(k) } == mark));
            }
            // Free every other block; the next round reuses them.
            let mut k = 0;
            live.retain(|&(p, layout, _)| {
                k += 1;
                if k % 2 == 0 {
                    unsafe { a.dealloc(p, layout) };
                }
                k % 2 == 1
            });
        }
    }

    #[test]
    fn a_freed_block_is_handed_out_again() {
        let a = SizeClasses::new(grow);
        let layout = Layout::from_size_align(40, 8).unwrap();
        let p = unsafe { a.alloc(layout) };
        unsafe { a.dealloc(p, layout) };
        assert_eq!(unsafe { a.alloc(Layout::from_size_align(33, 4).unwrap()) }, p);
    }

    #[test]
    fn realloc_keeps_the_contents() {
        let a = SizeClasses::new(grow);
        let layout = Layout::from_size_align(10, 1).unwrap();
        let p = unsafe { a.alloc(layout) };
        unsafe { p.copy_from_nonoverlapping(b"0123456789".as_ptr(), 10) };
        let same = unsafe { a.realloc(p, layout, 16) };
        assert_eq!(same, p);
        let grown = unsafe { a.realloc(same, Layout::from_size_align(16, 1).unwrap(), 1000) };
        assert_eq!(unsafe { std::slice::from_raw_parts(grown, 10) }, b"0123456789");
        let shrunk = unsafe { a.realloc(grown, Layout::from_size_align(1000, 1).unwrap(), 4) };
        assert_eq!(unsafe { std::slice::from_raw_parts(shrunk, 4) }, b"0123");
    }
}
