//! The GIF worker's entry point (`?picture`'s "Download GIF", `ui::picture::gif`): a bundle of
//! its own, started by the pictures page only when a GIF is asked for, so that neither the game
//! page nor the pictures page carries the rasteriser and the encoder. Natively it does nothing.

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::picture::gif::view::worker::start();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
