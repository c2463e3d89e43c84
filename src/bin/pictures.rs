//! The pictures' entry point (`?picture`, `?print=`), a bundle of its own so the game page's wasm
//! carries none of it. The boot script (scripts/post-build.mjs) loads it when the link names one.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_pictures();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
