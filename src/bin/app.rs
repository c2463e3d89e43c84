//! The embedded board's entry point (`?embed`, in an iframe on another site): every language's
//! words, since the embedding page's visitors may speak any. The game page itself is the
//! `app_<lang>` binaries. Trunk builds this one as its main bundle; the boot script
//! (scripts/post-build.mjs) runs it for embedded links. Natively it does nothing (the CLI is `damas`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start_embed();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
