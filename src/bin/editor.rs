//! The board editor's bundle: the draughts page loads it when the player first opens the editor
//! (`damas::ui::editor::view::launcher`), so the page's own wasm does not carry the editor. Its
//! `main` puts the editor's entry point on `window`.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        damas::ui::shell::words_file::take("editor");
        damas::ui::editor::view::bundle::install();
    }
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
