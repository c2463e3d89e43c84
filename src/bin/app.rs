//! The browser app's entry point: renders the Yew UI. Natively it does nothing (the CLI is `damas`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start();
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
