//! Lasca's live page (`?live&variant=lasca`, or an invitation to Lasca `#live=1.<id>.lasca.…`),
//! a bundle of its own: live players of the draughts variants do not download Lasca, nor the
//! other way round. The boot script (scripts/post-build.mjs) loads it for those links.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_live_lasca();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
