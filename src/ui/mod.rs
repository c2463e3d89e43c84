//! The browser game: pure state, text and layout (native, unit-tested) and, on wasm32 only, the
//! Yew components and local storage that draw and keep it.

pub mod i18n;
pub mod layout;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod storage;

/// Renders the app into the page's body.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    yew::Renderer::<components::app::App>::new().render();
}
