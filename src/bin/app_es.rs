//! The game page with its words in Spanish only (built with `--features words-es`): the boot script
//! (scripts/post-build.mjs) loads it for a player whose language is Spanish, so the page's wasm
//! carries one language's words (`app.rs` is the embedded board, with every language).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
