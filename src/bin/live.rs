//! The live page's entry point (`?live`, or an invitation `#live=…`): live play with a friend on
//! another device. A bundle of its own, so the main app's wasm carries none of the WebRTC and
//! session code. The boot script (scripts/post-build.mjs) loads it for those links.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_live();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
