//! The study pages' entry point (the tutorial, the endgame trainer, the puzzles), a bundle of its
//! own so the game page's wasm carries none of them. The boot script (scripts/post-build.mjs)
//! loads it when the link names one of them (`learn`, `trainer`, `puzzle`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_study();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
