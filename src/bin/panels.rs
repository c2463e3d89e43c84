//! The draughts page's side panels (new game and settings, sharing, opening a game, the board
//! editor's button) and its review panel: the page loads this bundle when their places are
//! drawn and, on a phone, come into view (`damas::ui::shell::parts::load`), so the page's
//! own wasm does not carry them. Its `main` puts their entry points on `window`. It carries every language's words: the page hands it the
//! player's.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        damas::ui::shell::words_file::take("panels");
        damas::ui::panels::view::bundle::install();
        // The page's own wasm has no ballot tables: the new-game form's choice reads them.
        damas::ui::shell::ballot_tables::publish();
        damas::ui::review::view::bundle::install();
    }
}

/// The pages' small allocator (`damas::ui::shell::alloc`): the default one's code is a large part of the wasm.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: damas::ui::shell::alloc::SizeClasses = damas::ui::shell::alloc::SizeClasses::new(damas::ui::shell::alloc::grow_memory);
