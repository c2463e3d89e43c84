//! The Lasca page's entry point, a bundle of its own so the main app's wasm stays small. The boot
//! script (scripts/post-build.mjs) loads it when the link says `variant=lasca`.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_lasca();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
