//! The browser app's entry point: renders the Yew UI. Natively it does nothing (the CLI is `damas`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start();
}

/// The pages' small allocator (`damas::ui::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::alloc::SizeClasses = damas::ui::alloc::SizeClasses::new(damas::ui::alloc::grow_memory);
