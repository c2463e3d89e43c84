//! The game library's entry point (`?library`: the games kept on this device), a bundle of its own
//! so no other page carries the list, its filters or the export. The boot script
//! (scripts/post-build.mjs) loads it when the link names `library`.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_library();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
