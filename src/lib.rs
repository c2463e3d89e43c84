//! The damas app crate: the native `damas` CLI, and (in the browser) the Yew UI and the AI worker.

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

pub use damas_engine::ballot;
pub mod clock;
pub mod link;
pub mod look;
pub mod ui;
pub mod worker;

/// The game page's entry point, for its bundle in each language (`src/bin/app_*.rs`, one
/// language's words each by a cargo feature): `main` starts the page (`ui::start`) in the
/// browser and does nothing natively, with the pages' small allocator (`ui::shell::alloc`: the
/// default one's code is a large part of the wasm).
#[macro_export]
macro_rules! game_page_bundle {
    () => {
        fn main() {
            #[cfg(target_arch = "wasm32")]
            $crate::ui::start();
        }

        #[cfg(target_arch = "wasm32")]
        #[global_allocator]
        static ALLOC: $crate::ui::shell::alloc::SizeClasses = $crate::ui::shell::alloc::SizeClasses::new($crate::ui::shell::alloc::grow_memory);
    };
}
